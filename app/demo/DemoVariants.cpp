#include "app/demo/DemoVariants.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

struct EndpointName
{
    DemoEndpoint endpoint;
    const char16_t *name;
};

constexpr EndpointName kEndpointNames[] = {
    {DemoEndpoint::ClientLogin, u"client-login"},
    {DemoEndpoint::CustomerLogin, u"customer-login"},
    {DemoEndpoint::Search, u"search"},
    {DemoEndpoint::ArticleVariant, u"article-variant"},
    {DemoEndpoint::AddItem, u"add-item"},
    {DemoEndpoint::GetBasket, u"get-basket"},
    {DemoEndpoint::PersonalLists, u"personal-lists"},
    {DemoEndpoint::PersonalList, u"personal-list"},
};

} // namespace

QString endpointName(DemoEndpoint endpoint)
{
    for (const EndpointName &e : kEndpointNames)
        if (e.endpoint == endpoint)
            return QString::fromUtf16(e.name);
    return {};
}

std::optional<DemoEndpoint> endpointFromName(QStringView name)
{
    for (const EndpointName &e : kEndpointNames)
        if (name.compare(QStringView(e.name), Qt::CaseInsensitive) == 0)
            return e.endpoint;
    return std::nullopt;
}

QStringList endpointNames()
{
    QStringList names;
    for (const EndpointName &e : kEndpointNames)
        names.append(QString::fromUtf16(e.name));
    return names;
}

QString otherArticleId(const QString &bundleId)
{
    // Bundle ids are numbers of up to ten digits: an affine map modulo 10^10 with a factor
    // coprime to 10 is a bijection, so distinct bundles never share an id, and the result
    // looks unrelated to both the bundle and the variant id.
    constexpr quint64 kModulus = 10'000'000'000ULL;
    bool numeric = false;
    const quint64 n = bundleId.toULongLong(&numeric);
    quint64 number = 0;
    if (numeric && n < kModulus) {
        number = (n * 7'919ULL + 104'729ULL) % kModulus;
    } else {
        // Not expected from this catalogue; still stable.
        const QByteArray hash = QCryptographicHash::hash(bundleId.toUtf8(), QCryptographicHash::Sha1);
        for (int i = 0; i < 8; ++i)
            number = (number << 8) | quint8(hash.at(i));
        number %= kModulus;
    }
    return u"ART-"_s + QString::number(number).rightJustified(10, u'0');
}

} // namespace webshop::demo
