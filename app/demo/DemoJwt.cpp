#include "app/demo/DemoJwt.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

constexpr auto kBase64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
constexpr qsizetype kMaxTokenSize = 8192;

QByteArray encode(const QByteArray &raw)
{
    return raw.toBase64(kBase64Url);
}

bool decode(const QByteArray &text, QByteArray *raw)
{
    auto result = QByteArray::fromBase64Encoding(
        text, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return false;
    *raw = std::move(*result);
    return true;
}

bool equalConstantTime(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return diff == 0;
}

QJsonObject parseObject(const QByteArray &json, bool *ok)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    *ok = error.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}

} // namespace

DemoJwt::DemoJwt()
{
    QByteArray secret(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()),
                                           secret.size() / qsizetype(sizeof(quint32)));
    m_secret = secret;
}

DemoJwt::DemoJwt(QByteArray secret) : m_secret(std::move(secret)) { }

QByteArray DemoJwt::signature(const QByteArray &signingInput) const
{
    return QMessageAuthenticationCode::hash(signingInput, m_secret, QCryptographicHash::Sha256);
}

QByteArray DemoJwt::issue(const QJsonObject &claims) const
{
    static const QByteArray header =
        encode(QJsonDocument(QJsonObject{{u"alg"_s, u"HS256"_s}, {u"typ"_s, u"JWT"_s}})
                   .toJson(QJsonDocument::Compact));
    const QByteArray input = header + '.' + encode(QJsonDocument(claims).toJson(QJsonDocument::Compact));
    return input + '.' + encode(signature(input));
}

DemoJwt::Check DemoJwt::verify(const QByteArray &token, qint64 nowMs, QJsonObject *claims) const
{
    if (token.isEmpty() || token.size() > kMaxTokenSize || token.count('.') != 2)
        return Check::Malformed;
    const qsizetype firstDot = token.indexOf('.');
    const qsizetype lastDot = token.lastIndexOf('.');
    const QByteArray headerText = token.left(firstDot);
    const QByteArray payloadText = token.mid(firstDot + 1, lastDot - firstDot - 1);
    QByteArray headerRaw, payloadRaw, signatureRaw;
    if (!decode(headerText, &headerRaw) || !decode(payloadText, &payloadRaw)
        || !decode(token.mid(lastDot + 1), &signatureRaw))
        return Check::Malformed;
    bool ok = false;
    const QJsonObject header = parseObject(headerRaw, &ok);
    if (!ok || header.value(u"alg"_s).toString() != u"HS256"_s)
        return Check::Malformed;
    const QJsonObject payload = parseObject(payloadRaw, &ok);
    if (!ok)
        return Check::Malformed;
    if (!equalConstantTime(signature(token.left(lastDot)), signatureRaw))
        return Check::BadSignature;
    const QJsonValue exp = payload.value(u"exp"_s);
    if (!exp.isDouble())
        return Check::Malformed;
    if (claims)
        *claims = payload;
    if (double(nowMs) >= exp.toDouble() * 1000.0)
        return Check::Expired;
    return Check::Valid;
}

} // namespace webshop::demo
