#pragma once

// CONTRACT: the basket policy of issue 4. Every basket mutation goes through one serial
// queue; after each add the basket is re-read and reconciled, so an add is never lost and
// never doubled silently.

#include "app/api/ApiError.h"
#include "app/api/Types.h"

#include <QDateTime>
#include <QObject>
#include <QSet>

namespace webshop::api {

class ApiClient;

class BasketSync : public QObject
{
    Q_OBJECT
public:
    enum class AddState {
        Queued,    // waiting for earlier adds
        Sending,   // POST on the wire
        Checking,  // outcome unknown: re-reading the basket ("checking basket…")
        Confirmed, // the basket shows the line grew by the amount
        Doubled,   // the server applied it twice: the user is told exactly that
        Failed,    // refused by the server (message says why); nothing was added
    };
    Q_ENUM(AddState)

    explicit BasketSync(ApiClient *client, QObject *parent = nullptr);
    ~BasketSync() override;

    // Enqueue an add; returns a ticket that addStateChanged() reports on.
    quint64 add(const QString &bundleId, Decimal amount);
    // Same, for servers whose basket lines carry the variant id instead of the bundle id.
    quint64 add(const QString &bundleId, Decimal amount, const QString &variantId);
    // A basket older than this is re-read before an add (default 30 s; 0: always).
    void setMaxBasketAgeMs(int ms);
    // Re-read the basket (queued behind pending adds).
    void refresh();
    // Forget the basket (logout, store change).
    void clear();

    bool hasBasket() const;
    const Basket &basket() const;
    QDateTime lastSynced() const;
    bool isBusy() const;
    // Basket line ids (article field) whose add is being sent or checked.
    QSet<QString> pendingArticles() const;

signals:
    void basketChanged();
    void addStateChanged(quint64 ticket, webshop::api::BasketSync::AddState state, const QString &message);
    void refreshFailed(const webshop::api::ApiError &error);
    void busyChanged(bool busy);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::api
