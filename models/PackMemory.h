#pragma once

// The pack a buyer added last for each article, per server, customer and store, so a personal
// list and the quick order offer that pack first next time. Only ids are kept (variant id ->
// bundle id), under one entry per server, customer and store (hashed); never a secret.
// Where they are kept between runs is the owner's (app/control gives the settings); without a
// storage they last for this run only.

#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>

namespace webshop::api { class ApiClient; }

namespace webshop::models {

class PackMemory
{
public:
    struct Storage
    {
        std::function<QStringList(const QString &key)> read;
        std::function<void(const QString &key, const QStringList &value)> write;
    };
    explicit PackMemory(Storage storage = {});

    // The entry of this server, customer and store; empty when one of them is unknown.
    static QString entryKey(const QUrl &server, const QString &customerId, const QString &storeId);
    // The entry of the client's server and current context (customer and store).
    static QString entryKey(const api::ApiClient *client);

    void remember(const QString &entry, const QString &variantId, const QString &bundleId);
    // The bundle id added last for this article; empty when none is remembered.
    QString recall(const QString &entry, const QString &variantId) const;
    // Every remembered article of the entry: variant id -> bundle id.
    QHash<QString, QString> recallAll(const QString &entry) const;

    // How many articles one entry keeps at most (the oldest are dropped first).
    static constexpr int kMaxArticles = 2000;

private:
    // Two parallel lists, most recent last: a map would lose the order to drop by.
    struct Entry
    {
        QStringList variants, bundles;
    };
    Entry &entry(const QString &key) const;

    Storage m_storage;
    mutable QHash<QString, Entry> m_entries; // read once per entry, written through
};

} // namespace webshop::models
