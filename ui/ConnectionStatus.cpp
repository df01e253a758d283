#include "ui/ConnectionStatus.h"

#include "app/control/OfflineCache.h"
#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStatusBar>

namespace webshop::ui {

ConnectionStatus::ConnectionStatus(control::SessionController *session, models::BasketModel *basket,
                                   const QUrl &demoServerUrl, QStatusBar *bar)
    : QWidget(bar)
    , m_session(session)
    , m_basket(basket)
    , m_demoServerUrl(demoServerUrl)
{
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(8, 0, 0, 0);
    h->setSpacing(6);
    m_dot = new QLabel(this);
    m_dot->setFixedSize(10, 10);
    m_label = new QLabel(tr("Not signed in"), this);
    m_label->setObjectName(QStringLiteral("connectionStatus"));
    h->addWidget(m_dot);
    h->addWidget(m_label);
    bar->setSizeGripEnabled(false);
    bar->addWidget(this, 1);

    m_result = new QLabel(bar);
    m_result->setObjectName(QStringLiteral("transientStatus"));
    m_result->setTextFormat(Qt::PlainText);
    bar->addPermanentWidget(m_result);
    m_resultTimer.setSingleShot(true);
    m_resultTimer.setInterval(8000);
    connect(&m_resultTimer, &QTimer::timeout, m_result, &QLabel::clear);

    m_refreshTimer.setInterval(10000);
    connect(&m_refreshTimer, &QTimer::timeout, this, &ConnectionStatus::refresh);
    m_refreshTimer.start();
}

QString ConnectionStatus::statusText(QColor *dot) const
{
    using State = control::SessionController::State;
    // The demo shop has sentences of its own: "%1" in a sentence takes a host name, and the
    // words for the demo shop need their article or case there ("la boutique de démo").
    const bool demo = m_demoServerUrl.isValid() && m_session->serverUrl() == m_demoServerUrl;
    const QString server = demo ? tr("demo shop") : m_session->serverUrl().host();
    if (m_offline && m_offline->isOffline() && !m_session->isSignedIn()) {
        *dot = Theme::error();
        return tr("Offline: the server cannot be reached. Showing saved data; signing in again by itself.");
    }
    switch (m_session->state()) {
    case State::LoggedOut:
        *dot = Theme::muted();
        return tr("Not signed in");
    case State::LoggingIn:
        *dot = Theme::amber();
        return demo ? tr("Signing in to the demo shop…") : tr("Signing in to %1…").arg(server);
    case State::LoggedIn:
        break;
    }
    if (!m_session->isReachable()) {
        *dot = Theme::error();
        return demo ? tr("Offline: the demo shop cannot be reached. Trying again by itself (F5: now).")
                    : tr("Offline: %1 cannot be reached. Trying again by itself (F5: now).").arg(server);
    }
    *dot = Theme::success();
    QString text = tr("Connected · %1").arg(server);
    if (!m_session->customerName().isEmpty())
        text += tr(" · %1").arg(m_session->customerName());
    if (m_basket->isBusy()) {
        text += tr(" · syncing basket…");
    } else if (m_basket->lastSynced().isValid()) {
        const qint64 secs = qMax<qint64>(0, m_basket->lastSynced().secsTo(QDateTime::currentDateTime()));
        text += secs < 60 ? tr(" · basket synced just now") : tr(" · basket synced %Ln min ago", nullptr, int(secs / 60));
    }
    return text;
}

void ConnectionStatus::refresh()
{
    QColor dot;
    m_label->setText(statusText(&dot));
    const qreal dpr = devicePixelRatioF();
    QPixmap pm(QSize(10, 10) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        p.drawEllipse(QRectF(1, 1, 8, 8));
    }
    m_dot->setPixmap(pm);
}

void ConnectionStatus::showResult(bool ok, const QString &text)
{
    m_result->setText(text);
    Theme::setTextColor(m_result, ok ? Theme::success() : Theme::error());
    m_resultTimer.start();
}

} // namespace webshop::ui
