#include "ui/ToolbarWidgets.h"

#include "ui/AccessibleRoles.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QtMath>

namespace webshop::ui {

BasketButton::BasketButton(QWidget *parent)
    : QToolButton(parent)
{
    accessible::setKind(this, accessible::Kind::PageTab); // it shows the basket page
    setObjectName(QStringLiteral("basketButton"));
    setIcon(Icons::icon(QStringLiteral("shopping-cart")));
    setIconSize(QSize(22, 22));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setAutoRaise(true);
    setCheckable(true);
    setFocusPolicy(Qt::TabFocus);
}

void BasketButton::setCount(int count)
{
    if (count == m_count)
        return;
    m_count = count;
    updateGeometry(); // the bubble's overhang decides where the total starts
    update();
}

void BasketButton::setBusy(bool busy)
{
    m_busy = busy;
    update();
}

QFont BasketButton::badgeFont() const
{
    return Theme::semibold(Theme::small(font()));
}

QString BasketButton::badgeText() const
{
    return m_count > 99 ? QStringLiteral("99+") : QLocale().toString(m_count);
}

QSizeF BasketButton::badgeSize(const QString &text) const
{
    const QFontMetrics fm(badgeFont());
    const int h = fm.height() + 1;
    return QSizeF(qMax(h, fm.horizontalAdvance(text) + 8), h);
}

int BasketButton::gapAfterIcon() const
{
    // The bubble is centred on the icon's right edge: half of it reaches past the icon. The
    // room is the same for 1 to 99 lines, so the total does not move as lines are added.
    const QString widest = m_count > 99 ? badgeText() : QLocale().toString(88);
    return qCeil(badgeSize(widest).width() / 2.0) + 4;
}

QSize BasketButton::contentSize() const
{
    const QFontMetrics fm(font());
    return QSize(iconSize().width() + gapAfterIcon() + fm.horizontalAdvance(text()),
                 qMax(iconSize().height(), fm.height()));
}

QSize BasketButton::sizeHint() const
{
    QStyleOptionToolButton opt;
    initStyleOption(&opt);
    return style()->sizeFromContents(QStyle::CT_ToolButton, &opt, contentSize(), this);
}

QSize BasketButton::minimumSizeHint() const
{
    return sizeHint();
}

QRect BasketButton::iconRect() const
{
    const int left = (width() - contentSize().width()) / 2;
    return QRect(QPoint(left, (height() - iconSize().height()) / 2), iconSize());
}

QRect BasketButton::textRect() const
{
    const QRect icon = iconRect();
    const QFontMetrics fm(font());
    const int left = icon.right() + 1 + gapAfterIcon();
    return QRect(left, (height() - fm.height()) / 2, qMax(0, width() - left), fm.height());
}

QRectF BasketButton::badgeRect() const
{
    if (m_count <= 0)
        return {};
    const QRect icon = iconRect();
    const QSizeF size = badgeSize(badgeText());
    // On the icon's top-right corner, inside the button (with its outline): not cut at the top.
    const qreal top = qMax(1.0, icon.top() - size.height() / 2.0 + 2);
    return QRectF(QPointF(icon.right() + 1 - size.width() / 2.0, top), size);
}

void BasketButton::paintEvent(QPaintEvent *)
{
    // The style draws the button (hover, pressed, checked, focus); the icon, the total and the
    // bubble are placed here, so the total starts where the bubble ends.
    QStylePainter p(this);
    QStyleOptionToolButton opt;
    initStyleOption(&opt);
    opt.text.clear();
    opt.icon = QIcon();
    p.drawComplexControl(QStyle::CC_ToolButton, opt);

    const QIcon::Mode mode = !isEnabled() ? QIcon::Disabled : (underMouse() ? QIcon::Active : QIcon::Normal);
    icon().paint(&p, iconRect(), Qt::AlignCenter, mode, isChecked() ? QIcon::On : QIcon::Off);
    p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    p.drawText(textRect(), Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(text(), Qt::ElideRight, textRect().width()));
    if (m_count <= 0)
        return;
    const QRectF bubble = badgeRect();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Window), 1.5));
    p.setBrush(Theme::amber());
    p.drawRoundedRect(bubble, bubble.height() / 2.0, bubble.height() / 2.0);
    p.setPen(Theme::amberText());
    p.setFont(badgeFont());
    p.drawText(bubble, Qt::AlignCenter, badgeText());
}

PriceModeSwitch::PriceModeSwitch(QWidget *parent)
    : QWidget(parent)
{
    // Two exclusive choices: radio buttons in a group, not two check boxes.
    accessible::setGroupRole(this, QAccessible::Grouping, tr("Prices"));
    setObjectName(QStringLiteral("priceModeSwitch"));
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(0);
    m_net = new QToolButton(this);
    accessible::setKind(m_net, accessible::Kind::RadioButton);
    m_net->setObjectName(QStringLiteral("netButton"));
    m_net->setText(tr("Net"));
    m_net->setToolTip(tr("Show prices without VAT"));
    m_net->setAccessibleName(tr("Show net prices"));
    m_gross = new QToolButton(this);
    accessible::setKind(m_gross, accessible::Kind::RadioButton);
    m_gross->setObjectName(QStringLiteral("grossButton"));
    m_gross->setText(tr("Gross"));
    m_gross->setToolTip(tr("Show prices with VAT"));
    m_gross->setAccessibleName(tr("Show gross prices"));
    auto *group = new QButtonGroup(this);
    const QColor acc = Theme::accent();
    const QString base = QStringLiteral(
        "QToolButton { border: 1px solid %1; padding: 4px 12px; background: %2; color: %3; }"
        "QToolButton:checked { background: %4; color: %5; border-color: %4; font-weight: 600; }"
        "QToolButton:focus { border: 2px solid %6; }");
    const QString styled = base.arg(Theme::border().name(), palette().color(QPalette::Base).name(),
                                    palette().color(QPalette::Text).name(), acc.name(), Theme::accentText().name(),
                                    Theme::isDark() ? QStringLiteral("#c9dbff") : QStringLiteral("#9cbcf0"));
    m_net->setStyleSheet(styled + QStringLiteral("QToolButton { border-top-left-radius: 6px; border-bottom-left-radius: 6px; }"));
    m_gross->setStyleSheet(styled
                           + QStringLiteral("QToolButton { border-top-right-radius: 6px; border-bottom-right-radius: 6px; }"));
    for (QToolButton *b : {m_net, m_gross}) {
        b->setCheckable(true);
        b->setFocusPolicy(Qt::TabFocus);
        group->addButton(b);
        h->addWidget(b);
    }
    m_gross->setChecked(true);
    connect(m_net, &QToolButton::toggled, this, [this](bool on) { emit netToggled(on); });
}

void PriceModeSwitch::setNet(bool net)
{
    (net ? m_net : m_gross)->setChecked(true);
}

bool PriceModeSwitch::isNet() const
{
    return m_net->isChecked();
}

} // namespace webshop::ui
