#pragma once

// The pack a buyer added last for each article, per server, customer and store, so a personal
// list offers that pack first next time. Only ids are kept (variant id -> bundle id), in
// QSettings under one entry per server, customer and store (hashed); never a secret.

#include <QHash>
#include <QString>
#include <QUrl>

namespace webshop::api { class ApiClient; }

namespace webshop::models {

class PackMemory
{
public:
    // The entry of this server, customer and store; empty when one of them is unknown.
    static QString entryKey(const QUrl &server, const QString &customerId, const QString &storeId);
    // The entry of the client's server and current context (customer and store).
    static QString entryKey(const api::ApiClient *client);

    static void remember(const QString &entry, const QString &variantId, const QString &bundleId);
    // The bundle id added last for this article; empty when none is remembered.
    static QString recall(const QString &entry, const QString &variantId);
    // Every remembered article of the entry: variant id -> bundle id.
    static QHash<QString, QString> recallAll(const QString &entry);

    // How many articles one entry keeps at most (the oldest are dropped first).
    static constexpr int kMaxArticles = 2000;
};

} // namespace webshop::models
