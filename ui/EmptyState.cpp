#include "ui/EmptyState.h"

#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace webshop::ui {

EmptyState::EmptyState(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("emptyState"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(32, 32, 32, 32);
    v->setSpacing(Theme::unit * 1.5);
    v->addStretch(2);
    m_icon = new QLabel(this);
    m_icon->setAlignment(Qt::AlignCenter);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("emptyStateTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setFont(Theme::titleFont(font(), Theme::heading));
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    Theme::setMuted(m_hint);
    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("emptyStateAction"));
    m_action->hide();
    v->addWidget(m_icon);
    v->addWidget(m_title);
    v->addWidget(m_hint);
    v->addSpacing(Theme::unit);
    v->addWidget(m_action, 0, Qt::AlignHCenter);
    v->addStretch(3);
    connect(m_action, &QPushButton::clicked, this, &EmptyState::actionTriggered);
}

void EmptyState::set(const QString &icon, const QString &title, const QString &hint, const QString &actionText)
{
    m_iconName = icon;
    m_title->setText(title);
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    setAccessibleName(title);
    updateIcon();
}

QString EmptyState::title() const
{
    return m_title->text();
}

void EmptyState::updateIcon()
{
    if (!m_iconName.isEmpty())
        m_icon->setPixmap(Icons::pixmap(m_iconName, 48, Theme::muted(), devicePixelRatioF()));
}

void EmptyState::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        Theme::setMuted(m_hint);
        updateIcon();
    }
    QWidget::changeEvent(event);
}

} // namespace webshop::ui
