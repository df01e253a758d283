#pragma once

// The buyer's price history, over the local store (app/localstore, which nothing above control
// sees). It records every price the models receive (search pages, article details, lists, the
// basket) for the signed-in customer and store, feeds the models' PriceMemory with the prices the
// buyer saw before (for the change badges) and writes back what the views show. The window reads
// the history of a pack (the chart), the changes on the buyer's lists, and forgets local data.
//
// Recording never waits for the disk: the store queues each write to its writer thread.

#include "app/control/Services.h"
#include "app/values/Decimal.h"
#include "models/PriceMemory.h"

#include <QDate>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace webshop::localstore { class LocalStore; struct PriceObservation; struct StoreKey; }

namespace webshop::control {

class SessionController;

// One day's last price of a pack.
struct HistoryPoint
{
    QDate day;
    QString currency;
    std::optional<values::Decimal> net;
    std::optional<values::Decimal> gross;
};

// A change of a pack on one of the buyer's lists.
struct ListedPriceChange
{
    QString name;   // the article
    QString pack;   // the bundle's description
    QString bundleId;
    QDate day;
    QString currency;
    std::optional<values::Decimal> netBefore, netAfter;
    std::optional<values::Decimal> grossBefore, grossAfter;
};

class PriceHistory : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultRetentionDays = 365;

    // Non-owning: the object graph keeps them alive longer than this.
    PriceHistory(SessionController *session, const ModelSet &models, QObject *parent = nullptr);
    ~PriceHistory() override; // the store writes what is queued

    // Opens the store (empty: <AppDataLocation>/localstore.sqlite). false: the app runs without
    // history (nothing recorded, no badges, empty charts); errorString() says why.
    bool open(const QString &path = QString());
    // Readies the file on a thread of its own; open() of the same path then only connects.
    void prepare(const QString &path = QString());
    bool isOpen() const;
    QString errorString() const;
    QString path() const;
    // Days kept; a new value prunes the older days at once (also the first one, at start).
    void setRetentionDays(int days);
    int retentionDays() const { return m_retentionDays; }

    // The history of a pack at the current store, oldest first, the last `days` days.
    QList<HistoryPoint> history(const QString &bundleId, int days = 90) const;
    // Every change of a pack on the buyer's (loaded) lists on or after `since`, oldest first.
    QList<ListedPriceChange> listChanges(const QDate &since) const;

    // Deletes every row of the signed-in customer (all stores) / of everyone, as a barrier: what
    // was queued for the disk goes too, and nothing of this session is written again (a late
    // reply, a price painted afterwards) until another sign-in or delivery address.
    // forgotten() follows once the file holds none of it.
    void forgetCustomer();
    void forgetAll();
    // Waits until every queued write is in the file (tests, the benchmark).
    bool flush(int timeoutMs = 30000);
    // The store itself, for the offline cache (OfflineCache) in this layer.
    localstore::LocalStore *store() const { return m_store.get(); }

    // Screenshots of the demo only: before a pack's first price is recorded, `seed` may give
    // the earlier days (oldest first) and the price the buyer saw last.
    struct Seed
    {
        QList<HistoryPoint> days;
        std::optional<HistoryPoint> seen;
    };
    using Seeder = std::function<Seed(const QString &bundleId, const HistoryPoint &today)>;
    void setSeeder(Seeder seeder) { m_seeder = std::move(seeder); }

signals:
    // Recorded prices reached the file: charts may read again.
    void historyChanged();
    // forgetCustomer() / forgetAll() reached the file (ok), or could not be done.
    void forgotten(bool ok);
    // A write failed (translated).
    void writeFailed(const QString &message);

private:
    bool keyOf(localstore::StoreKey *key) const;
    void record(const QList<localstore::PriceObservation> &prices);
    void seed(const localstore::StoreKey &key, const QList<localstore::PriceObservation> &prices);
    void recordBasket();
    void recordBasketSoon(); // once per event-loop turn, however many lines changed
    void recordList(const QString &listId);
    void onShown(const QString &bundleId, const models::SeenPrice &price);
    void customerChanged();

    SessionController *m_session;
    ModelSet m_models;
    std::unique_ptr<localstore::LocalStore> m_store;
    int m_retentionDays = kDefaultRetentionDays;
    bool m_pruned = false;
    bool m_basketRecordPending = false;
    Seeder m_seeder;
    QSet<QString> m_seeded;
    // What was recorded today for the current customer and store, per bundle (its amounts as
    // text): the basket is read again after every add, and each read would record every line
    // again. A price already recorded today, unchanged, is not queued to the writer again.
    QHash<QString, QString> m_recorded;
    QString m_recordedFor; // the store key and day m_recorded belongs to
};

} // namespace webshop::control
