#include "app/control/OfflineIdentity.h"

#include <QCryptographicHash>
#include <QSettings>

namespace webshop::control {

namespace {

// One entry per server and username; hashed, so a URL's slashes make no nested groups.
QString entryKey(const QUrl &server, const QString &username)
{
    if (username.isEmpty() || !server.isValid())
        return {};
    const QByteArray id = server.adjusted(QUrl::StripTrailingSlash | QUrl::RemoveUserInfo).toEncoded() + '\n'
        + username.toUtf8();
    return QStringLiteral("offline/identity/")
        + QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex());
}

} // namespace

void OfflineIdentity::remember(const QUrl &server, const QString &username, const OfflineIdentity &identity)
{
    const QString key = entryKey(server, username);
    if (key.isEmpty() || !identity.isValid())
        return;
    QSettings().setValue(key, QStringList{identity.customerId, identity.customerName, identity.storeId,
                                          identity.addressText});
}

std::optional<OfflineIdentity> OfflineIdentity::recall(const QUrl &server, const QString &username)
{
    const QString key = entryKey(server, username);
    if (key.isEmpty())
        return std::nullopt;
    const QStringList stored = QSettings().value(key).toStringList();
    if (stored.size() != 4)
        return std::nullopt;
    OfflineIdentity identity{stored.at(0), stored.at(1), stored.at(2), stored.at(3)};
    return identity.isValid() ? std::optional(identity) : std::nullopt;
}

void OfflineIdentity::forget(const QUrl &server, const QString &username)
{
    if (const QString key = entryKey(server, username); !key.isEmpty())
        QSettings().remove(key);
}

} // namespace webshop::control
