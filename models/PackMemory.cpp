#include "models/PackMemory.h"

#include "app/api/ApiClient.h"
#include "app/values/SettingsKeys.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QPointer>
#include <QSettings>
#include <QStringList>

namespace webshop::models {

namespace {
// One long-lived settings object: QSettings then writes the file once per turn of the event
// loop (and when the application ends), not once per add (an import adds thousands). It
// shares its data with every other QSettings of the process, so a clear() elsewhere shows.
QSettings &store()
{
    static QPointer<QSettings> settings;
    if (!settings)
        settings = new QSettings(QCoreApplication::instance());
    return *settings;
}
} // namespace

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

void PackMemory::remember(const QString &entry, const QString &variantId, const QString &bundleId)
{
    if (entry.isEmpty() || variantId.isEmpty() || bundleId.isEmpty())
        return;
    // Two parallel lists, most recent last: a QVariantMap would lose the order to drop by.
    QSettings &settings = store();
    QStringList variants = settings.value(entry + QStringLiteral("/variants")).toStringList();
    QStringList bundles = settings.value(entry + QStringLiteral("/bundles")).toStringList();
    if (variants.size() != bundles.size()) {
        variants.clear();
        bundles.clear();
    }
    if (const qsizetype at = variants.indexOf(variantId); at >= 0) {
        variants.removeAt(at);
        bundles.removeAt(at);
    }
    variants.append(variantId);
    bundles.append(bundleId);
    while (variants.size() > kMaxArticles) {
        variants.removeFirst();
        bundles.removeFirst();
    }
    settings.setValue(entry + QStringLiteral("/variants"), variants);
    settings.setValue(entry + QStringLiteral("/bundles"), bundles);
}

QString PackMemory::recall(const QString &entry, const QString &variantId)
{
    return variantId.isEmpty() ? QString() : recallAll(entry).value(variantId);
}

QHash<QString, QString> PackMemory::recallAll(const QString &entry)
{
    QHash<QString, QString> packs;
    if (entry.isEmpty())
        return packs;
    const QSettings &settings = store();
    const QStringList variants = settings.value(entry + QStringLiteral("/variants")).toStringList();
    const QStringList bundles = settings.value(entry + QStringLiteral("/bundles")).toStringList();
    for (qsizetype i = 0; i < qMin(variants.size(), bundles.size()); ++i)
        packs.insert(variants.at(i), bundles.at(i));
    return packs;
}

} // namespace webshop::models
