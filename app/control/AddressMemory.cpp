#include "app/control/AddressMemory.h"

#include "app/values/SettingsKeys.h"


#include <QCryptographicHash>
#include <QSettings>

namespace webshop::control {

namespace {

// One entry per server and customer; hashed, so a URL's slashes make no nested groups.
QString entryKey(const QUrl &server, const QString &customerId)
{
    if (customerId.isEmpty() || !server.isValid())
        return {};
    const QByteArray id = server.adjusted(QUrl::StripTrailingSlash | QUrl::RemoveUserInfo).toEncoded()
        + '\n' + customerId.toUtf8();
    return settings::DeliveryAddressGroup + u'/' + QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex());
}

// The fields in the order DeliveryAddress declares them; pointers to members keep it to one list.
using Field = QString values::DeliveryAddress::*;
constexpr Field kFields[] = {&values::DeliveryAddress::addressLine2, &values::DeliveryAddress::addressNumber,
                             &values::DeliveryAddress::buildingName, &values::DeliveryAddress::city,
                             &values::DeliveryAddress::country,      &values::DeliveryAddress::storeId,
                             &values::DeliveryAddress::district,     &values::DeliveryAddress::hash,
                             &values::DeliveryAddress::house2Num,    &values::DeliveryAddress::houseNumber,
                             &values::DeliveryAddress::integrationId, &values::DeliveryAddress::state,
                             &values::DeliveryAddress::street,       &values::DeliveryAddress::zipcode};
} // namespace

void AddressMemory::remember(const QUrl &server, const QString &customerId, const values::DeliveryAddress &a)
{
    const QString key = entryKey(server, customerId);
    if (key.isEmpty())
        return;
    // What DeliveryAddress::isSameAs compares, and nothing more.
    QStringList stored;
    if (!a.hash.isEmpty()) {
        stored = {QStringLiteral("hash"), a.hash};
    } else if (!a.integrationId.isEmpty()) {
        stored = {QStringLiteral("integrationId"), a.integrationId};
    } else {
        stored << QStringLiteral("fields");
        for (Field f : kFields)
            stored << a.*f;
    }
    QSettings().setValue(key, stored);
}

int AddressMemory::recall(const QUrl &server, const QString &customerId, const QList<values::DeliveryAddress> &addresses)
{
    const QString key = entryKey(server, customerId);
    if (key.isEmpty())
        return -1;
    const QStringList stored = QSettings().value(key).toStringList();
    if (stored.isEmpty())
        return -1;
    values::DeliveryAddress wanted;
    if (stored.size() == 2 && stored.at(0) == u"hash") {
        wanted.hash = stored.at(1);
    } else if (stored.size() == 2 && stored.at(0) == u"integrationId") {
        wanted.integrationId = stored.at(1);
    } else if (stored.size() == 1 + int(std::size(kFields)) && stored.at(0) == u"fields") {
        for (int i = 0; i < int(std::size(kFields)); ++i)
            wanted.*kFields[i] = stored.at(i + 1);
    } else {
        return -1;
    }
    for (int i = 0; i < addresses.size(); ++i)
        if (addresses.at(i).isSameAs(wanted))
            return i;
    return -1;
}

} // namespace webshop::control
