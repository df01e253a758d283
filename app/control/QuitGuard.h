#pragma once

// Quitting or signing out while basket adds are open (queued, on the wire, or sent with an
// outcome not yet confirmed). The window asks the buyer; when the buyer chooses to wait, this
// class watches the basket queue and says when every add is settled, or why the window must
// not go on. Nothing is dropped without telling.

#include <QObject>
#include <QString>

namespace webshop::api { class BasketSync; }

namespace webshop::control {

class QuitGuard : public QObject
{
    Q_OBJECT
public:
    enum class Problem {
        AddFailed,   // an add failed, was doubled, or may or may not have landed (message says which)
        Unconfirmed, // adds were sent but the basket could not confirm them, even after a re-read
    };
    Q_ENUM(Problem)

    explicit QuitGuard(api::BasketSync *basketQueue, QObject *parent = nullptr);

    // Adds whose outcome is not known yet; 0: quitting loses nothing.
    int openAddCount() const;
    // The buyer chose to wait: settled() once every add is settled (maybe at once), or
    // unsettled() when one failed meanwhile or cannot be confirmed.
    void waitForAdds();
    bool isWaiting() const { return m_waiting; }

signals:
    void settled();
    // message: the add's own message for AddFailed (may be empty), empty for Unconfirmed.
    void unsettled(webshop::control::QuitGuard::Problem problem, const QString &message);

private:
    void onQueueIdle();
    void stop();

    api::BasketSync *m_queue;
    bool m_waiting = false;
    bool m_rechecked = false;     // unconfirmed adds were re-read once while waiting
    bool m_failed = false;        // an add failed, doubled or became uncertain while waiting
    QString m_failure;            // its message
};

} // namespace webshop::control
