#include "ui/Banner.h"

#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QToolButton>

namespace webshop::ui {

namespace {
QColor colorFor(Banner::Kind kind)
{
    switch (kind) {
    case Banner::Kind::Warning: return Theme::amber();
    case Banner::Kind::Error: return Theme::error();
    case Banner::Kind::Success: return Theme::success();
    case Banner::Kind::Info: break;
    }
    return Theme::isDark() ? QColor(0x8f, 0xb4, 0xf5) : Theme::accent();
}

QString iconFor(Banner::Kind kind)
{
    switch (kind) {
    case Banner::Kind::Warning: return QStringLiteral("alert-triangle");
    case Banner::Kind::Error: return QStringLiteral("alert-circle");
    case Banner::Kind::Success: return QStringLiteral("circle-check");
    case Banner::Kind::Info: break;
    }
    return QStringLiteral("info-circle");
}
} // namespace

Banner::Banner(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("banner"));
    setAttribute(Qt::WA_StyledBackground, false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 8, 8, 8);
    layout->setSpacing(10);
    m_icon = new QLabel(this);
    m_icon->setFixedSize(20, 20);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("bannerText"));
    // Messages may quote the server: never interpret them as markup (no links, no images).
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("bannerAction"));
    m_action->hide();
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("bannerClose"));
    m_close->setAutoRaise(true);
    m_close->setIcon(Icons::icon(QStringLiteral("x"), Icons::Tint::Muted));
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss message"));
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignVCenter);
    connect(m_action, &QPushButton::clicked, this, [this] {
        // Copy: the callback may show another message and replace m_callback.
        const auto cb = m_callback;
        if (cb)
            cb();
    });
    connect(m_close, &QToolButton::clicked, this, &Banner::clear);
    hide();
}

void Banner::showMessage(Kind kind, const QString &text, const QString &actionText, std::function<void()> action)
{
    m_kind = kind;
    m_text->setText(text);
    m_callback = std::move(action);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    setAccessibleName(text);
    updateIcon();
    show();
    update();
}

void Banner::clear()
{
    m_callback = {};
    m_text->clear();
    hide();
}

QString Banner::text() const
{
    return m_text->text();
}

void Banner::setClosable(bool closable)
{
    m_close->setVisible(closable);
}

void Banner::updateIcon()
{
    m_icon->setPixmap(Icons::pixmap(iconFor(m_kind), 20, colorFor(m_kind), devicePixelRatioF()));
}

void Banner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateIcon();
    QWidget::changeEvent(event);
}

void Banner::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor c = colorFor(m_kind);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath path;
    path.addRoundedRect(r, Theme::radius, Theme::radius);
    p.fillPath(path, Theme::tint(c, 0.12));
    QColor edge = c;
    edge.setAlphaF(0.55f);
    p.setPen(QPen(edge, 1));
    p.drawPath(path);
    // The stripe on the leading edge carries the colour for those who do not read the icon.
    p.save();
    p.setClipPath(path);
    p.fillRect(QRectF(r.left(), r.top(), 4, r.height()), c);
    p.restore();
}

} // namespace webshop::ui
