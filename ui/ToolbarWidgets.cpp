#include "ui/ToolbarWidgets.h"

#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionToolButton>

namespace webshop::ui {

BasketButton::BasketButton(QWidget *parent)
    : QToolButton(parent)
{
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
    m_count = count;
    update();
}

void BasketButton::setBusy(bool busy)
{
    m_busy = busy;
    update();
}

void BasketButton::paintEvent(QPaintEvent *event)
{
    QToolButton::paintEvent(event);
    if (m_count <= 0)
        return;
    // The count bubble on the cart's top-right corner.
    QStyleOptionToolButton opt;
    initStyleOption(&opt);
    const QRect contents = style()->subControlRect(QStyle::CC_ToolButton, &opt, QStyle::SC_ToolButton, this);
    const int iconLeft = contents.left() + 4;
    const int iconTop = (height() - iconSize().height()) / 2;
    QFont f = Theme::semibold(Theme::small(font()));
    const QFontMetrics fm(f);
    const QString text = m_count > 99 ? QStringLiteral("99+") : QLocale().toString(m_count);
    const int h = fm.height() + 1;
    const int w = qMax(h, fm.horizontalAdvance(text) + 8);
    const QRectF bubble(iconLeft + iconSize().width() - w / 2.0, iconTop - h / 2.0 + 2, w, h);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Window), 1.5));
    p.setBrush(Theme::amber());
    p.drawRoundedRect(bubble, h / 2.0, h / 2.0);
    p.setPen(Theme::amberText());
    p.setFont(f);
    p.drawText(bubble, Qt::AlignCenter, text);
}

PriceModeSwitch::PriceModeSwitch(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("priceModeSwitch"));
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(0);
    m_net = new QToolButton(this);
    m_net->setObjectName(QStringLiteral("netButton"));
    m_net->setText(tr("Net"));
    m_net->setToolTip(tr("Show prices without VAT"));
    m_net->setAccessibleName(tr("Show net prices"));
    m_gross = new QToolButton(this);
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
