#include "models/PackMemory.h"

#include "app/api/ApiClient.h"
#include "app/values/SettingsKeys.h"

#include <QCryptographicHash>

namespace webshop::models {

PackMemory::PackMemory(Storage storage)
    : m_storage(std::move(storage))
{
}

QString PackMemory::entryKey(const QUrl &server, const QString &customerId, const QString &storeId)
{
    if (customerId.isEmpty() || storeId.isEmpty() || !server.isValid())
        return {};
    // Hashed, so a URL's slashes make no nested groups.
    const QByteArray id = server.adjusted(QUrl::StripTrailingSlash | QUrl::RemoveUserInfo).toEncoded() + '\n'
        + customerId.toUtf8() + '\n' + storeId.toUtf8();
    return settings::LastPackGroup + u'/'
        + QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex());
}

QString PackMemory::entryKey(const api::ApiClient *client)
{
    if (!client)
        return {};
    return entryKey(client->config().baseUrl, client->context().customerId, client->context().storeId);
}

PackMemory::Entry &PackMemory::entry(const QString &key) const
{
    auto it = m_entries.find(key);
    if (it != m_entries.end())
        return *it;
    Entry e;
    if (m_storage.read) {
        e.variants = m_storage.read(key + QStringLiteral("/variants"));
        e.bundles = m_storage.read(key + QStringLiteral("/bundles"));
        if (e.variants.size() != e.bundles.size())
            e = {};
    }
    return *m_entries.insert(key, e);
}

void PackMemory::remember(const QString &key, const QString &variantId, const QString &bundleId)
{
    if (key.isEmpty() || variantId.isEmpty() || bundleId.isEmpty())
        return;
    Entry &e = entry(key);
    if (const qsizetype at = e.variants.indexOf(variantId); at >= 0) {
        e.variants.removeAt(at);
        e.bundles.removeAt(at);
    }
    e.variants.append(variantId);
    e.bundles.append(bundleId);
    while (e.variants.size() > kMaxArticles) {
        e.variants.removeFirst();
        e.bundles.removeFirst();
    }
    if (m_storage.write) {
        m_storage.write(key + QStringLiteral("/variants"), e.variants);
        m_storage.write(key + QStringLiteral("/bundles"), e.bundles);
    }
}

QString PackMemory::recall(const QString &key, const QString &variantId) const
{
    return variantId.isEmpty() ? QString() : recallAll(key).value(variantId);
}

QHash<QString, QString> PackMemory::recallAll(const QString &key) const
{
    QHash<QString, QString> packs;
    if (key.isEmpty())
        return packs;
    const Entry &e = entry(key);
    for (qsizetype i = 0; i < e.variants.size(); ++i)
        packs.insert(e.variants.at(i), e.bundles.at(i));
    return packs;
}

} // namespace webshop::models
