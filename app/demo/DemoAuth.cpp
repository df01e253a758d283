#include "app/demo/DemoAuth.h"

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoVariants.h"

#include <QJsonArray>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

DemoAuth::DemoAuth(const VariantOptions &variants, int tokenTtlSeconds)
    : m_variants(variants)
    , m_ttlSeconds(qMax(0, tokenTtlSeconds))
{
}

// --- Tokens ---------------------------------------------------------------------------------

qint64 DemoAuth::serverClockMs() const
{
    return nowMs() + qint64(m_variants.tokenSkewSeconds) * 1000;
}

QByteArray DemoAuth::issueToken(TokenKind kind, const QString &subject) const
{
    // Whole seconds, rounded up: a token lives at least the lifetime (at most a second more).
    const qint64 iat = (serverClockMs() + 999) / 1000;
    const qint64 exp = iat + m_ttlSeconds;
    return m_jwt.issue(QJsonObject{
        {u"iss"_s, u"webshop-demo"_s},
        {u"sub"_s, subject},
        {u"typ"_s, kind == TokenKind::Client ? u"client"_s : u"customer"_s},
        {u"iat"_s, iat},
        {u"exp"_s, exp},
        {u"gen"_s, m_generation},
        {u"jti"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)},
    });
}

std::optional<DemoReply> DemoAuth::checkToken(const DemoRequest &request, TokenKind kind,
                                              bool required, std::optional<Identity> *identity) const
{
    const QByteArray name = kind == TokenKind::Client ? "apijwt" : "customerjwt";
    QByteArray token = request.header(name).trimmed();
    if (token.startsWith("Bearer "))
        token = token.mid(7).trimmed();
    if (token.isEmpty()) {
        for (const auto &[key, value] : request.headers) {
            if (key.compare("cookie", Qt::CaseInsensitive) != 0)
                continue;
            for (const QByteArray &c : value.split(';')) {
                const QByteArray t = c.trimmed();
                if (t.startsWith(QByteArray(name + '=')))
                    token = t.mid(name.size() + 1);
            }
        }
    }
    const QString label = kind == TokenKind::Client ? u"client token (apijwt)"_s
                                                    : u"customer token (customerjwt)"_s;
    if (token.isEmpty()) {
        if (!required)
            return std::nullopt;
        return DemoReply::error(401, "missing_token",
                                u"The %1 is missing: send it as a header or a cookie."_s.arg(label));
    }
    QJsonObject claims;
    switch (m_jwt.verify(token, serverClockMs(), &claims)) {
    case DemoJwt::Check::Malformed:
    case DemoJwt::Check::BadSignature:
        return DemoReply::error(401, "invalid_token", u"The %1 is not valid."_s.arg(label));
    case DemoJwt::Check::Expired:
        return DemoReply::error(401, "token_expired", u"The %1 has expired: log in again."_s.arg(label));
    case DemoJwt::Check::Valid:
        break;
    }
    const QString expectedType = kind == TokenKind::Client ? u"client"_s : u"customer"_s;
    if (claims.value(u"typ"_s).toString() != expectedType)
        return DemoReply::error(401, "invalid_token", u"The %1 is not valid."_s.arg(label));
    if (claims.value(u"gen"_s).toInt(-1) != m_generation)
        return DemoReply::error(401, "token_expired", u"The %1 has expired: log in again."_s.arg(label));
    *identity = Identity{claims.value(u"sub"_s).toString()};
    return std::nullopt;
}

std::optional<DemoReply> DemoAuth::checkCustomerPath(const DemoRequest &request,
                                                     const QString &country,
                                                     const QString &customerId,
                                                     const QString *storeId, const DemoStore **store) const
{
    std::optional<Identity> customer;
    if (auto error = checkToken(request, TokenKind::Customer, true, &customer))
        return error;
    if (customer->subject != customerId)
        return DemoReply::error(403, "customer_mismatch",
                                u"The customer token belongs to another customer."_s);
    if (country != u"DE")
        return unknownCountry(country);
    if (storeId) {
        *store = DemoCatalogue::store(*storeId);
        if (!*store)
            return unknownStore(*storeId);
    }
    return std::nullopt;
}

// --- Login ----------------------------------------------------------------------------------

DemoReply DemoAuth::clientLogin(const DemoRequest &request) const
{
    DemoReply error;
    const auto body = jsonBody(request, &error);
    if (!body)
        return error;
    const auto user = stringField(*body, u"apiUser"_s, &error);
    if (!user)
        return error;
    const auto password = stringField(*body, u"apiPw"_s, &error);
    if (!password)
        return error;
    if (*user != DemoAccounts::apiUser() || *password != DemoAccounts::apiPassword())
        return DemoReply::error(401, "invalid_credentials", u"Unknown API user or wrong password."_s);
    const QByteArray token = issueToken(TokenKind::Client, *user);
    DemoReply r = DemoReply::json(QJsonObject{{u"client-JWT"_s, QString::fromLatin1(token)}});
    r.headers.emplaceBack("Set-Cookie", cookie("apijwt", token));
    return r;
}

DemoReply DemoAuth::customerLogin(const DemoRequest &request) const
{
    DemoReply error;
    const auto body = jsonBody(request, &error);
    if (!body)
        return error;
    const auto user = stringField(*body, u"username"_s, &error);
    if (!user)
        return error;
    const auto password = stringField(*body, u"password"_s, &error);
    if (!password)
        return error;
    const DemoCustomer *customer = DemoAccounts::customerByLogin(*user, *password);
    if (!customer)
        return DemoReply::error(401, "invalid_credentials", u"Unknown user name or wrong password."_s);
    const QByteArray token = issueToken(TokenKind::Customer, customer->id);
    QJsonArray addresses;
    for (const DemoAddress &a : customer->addresses) {
        addresses.append(QJsonObject{
            {u"addressLine2"_s, a.addressLine2}, {u"addressNumber"_s, a.addressNumber},
            {u"buildingName"_s, a.buildingName}, {u"city"_s, a.city},
            {u"country"_s, a.country},           {u"storeId"_s, a.storeId},
            {u"district"_s, a.district},         {u"hash"_s, a.hash},
            {u"house2Num"_s, a.house2Num},       {u"houseNumber"_s, a.houseNumber},
            {u"integrationId"_s, a.integrationId}, {u"state"_s, a.state},
            {u"street"_s, a.street},             {u"zipcode"_s, a.zipcode},
        });
    }
    DemoReply r = DemoReply::json(QJsonObject{
        {u"customer-JWT"_s, QString::fromLatin1(token)},
        {u"customerId"_s, customer->id},
        {u"customerName1"_s, customer->name},
        {u"deliveryAdresses"_s, addresses},
    });
    r.headers.emplaceBack("Set-Cookie", cookie("customerjwt", token));
    return r;
}

} // namespace webshop::demo
