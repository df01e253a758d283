#include "app/values/Types.h"

#include <QCoreApplication>
#include <QStringList>

namespace webshop::values {

QString DeliveryAddress::displayText() const
{
    QStringList parts;
    // "Hauptstraße 5", with the number variants the service knows.
    QString line = street.trimmed();
    QString number = houseNumber.trimmed();
    if (number.isEmpty())
        number = addressNumber.trimmed();
    if (!house2Num.trimmed().isEmpty())
        number = number.isEmpty() ? house2Num.trimmed() : number + u'-' + house2Num.trimmed();
    if (!number.isEmpty())
        line = line.isEmpty() ? number : line + u' ' + number;
    if (!buildingName.trimmed().isEmpty())
        parts << buildingName.trimmed();
    if (!line.isEmpty())
        parts << line;
    if (!addressLine2.trimmed().isEmpty())
        parts << addressLine2.trimmed();
    const QString place = QStringList{zipcode.trimmed(), city.trimmed()}.join(u' ').trimmed();
    if (!place.isEmpty())
        parts << place;
    if (parts.isEmpty() && !storeId.isEmpty())
        return QCoreApplication::translate("webshop::values::DeliveryAddress", "Store %1").arg(storeId);
    return parts.join(QStringLiteral(", "));
}

bool DeliveryAddress::isSameAs(const DeliveryAddress &other) const
{
    if (!hash.isEmpty() || !other.hash.isEmpty())
        return hash == other.hash;
    if (!integrationId.isEmpty() || !other.integrationId.isEmpty())
        return integrationId == other.integrationId;
    return *this == other;
}

} // namespace webshop::values
