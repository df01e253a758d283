#pragma once

// The status bar's left side: a coloured dot and one line on the connection (signed out,
// signing in, connected to which server, offline) and the basket's sync state; on the right,
// a short-lived result line ("Added 2 × Gouda"). Refreshes itself every 10 s so "synced
// 3 min ago" stays true.

#include <QTimer>
#include <QUrl>
#include <QWidget>

class QLabel;
class QStatusBar;

namespace webshop::control { class OfflineCache; class SessionController; }
namespace webshop::models { class BasketModel; }

namespace webshop::ui {

class ConnectionStatus : public QWidget
{
    Q_OBJECT
public:
    // Adds itself (and the result line) to the status bar.
    ConnectionStatus(control::SessionController *session, models::BasketModel *basket, const QUrl &demoServerUrl,
                     QStatusBar *bar);

    void refresh();
    // Saved data on screen while signed out (a remembered login that waits for the server).
    void setOfflineCache(control::OfflineCache *offline) { m_offline = offline; }
    // A result that fades after 8 s; ok: green, else red. Plain text (it may quote the server).
    void showResult(bool ok, const QString &text);

private:
    QString statusText(QColor *dot) const;

    control::SessionController *m_session;
    models::BasketModel *m_basket;
    control::OfflineCache *m_offline = nullptr;
    QUrl m_demoServerUrl;
    QLabel *m_dot = nullptr;
    QLabel *m_label = nullptr;
    QLabel *m_result = nullptr;
    QTimer m_resultTimer;
    QTimer m_refreshTimer;
};

} // namespace webshop::ui
