#pragma once

// Hand-made articles for the model tests that need no server.

#include "app/values/Types.h"

namespace webshop::test {

inline values::Decimal dec(const char *text)
{
    return *values::Decimal::parse(QString::fromLatin1(text));
}

inline values::Bundle makeBundle(const QString &id, const char *net, const char *gross, bool weight = false,
                              const QString &description = {})
{
    values::Bundle b;
    b.bundleId = id;
    b.description = description.isEmpty() ? QStringLiteral("Pack ") + id : description;
    b.longDescription = QStringLiteral("Long description of ") + id;
    b.isWeightArticle = weight;
    b.price.currency = QStringLiteral("EUR");
    if (net)
        b.price.articleNet = dec(net);
    if (gross)
        b.price.articleGross = dec(gross);
    if (net && gross)
        b.price.articleVatAmount = dec(gross) - dec(net);
    return b;
}

inline values::Article makeArticle(int n, QList<values::Bundle> bundles = {})
{
    values::Article a;
    a.variantId = QStringLiteral("V%1").arg(n, 6, 10, QLatin1Char('0'));
    a.name = QStringLiteral("Article %1").arg(n);
    a.imageUrl = QUrl(QStringLiteral("http://127.0.0.1:1/media/%1.png").arg(a.variantId));
    if (bundles.isEmpty())
        bundles = {makeBundle(QStringLiteral("B%1").arg(n), "10", "11.9")};
    a.bundles = bundles;
    return a;
}

} // namespace webshop::test
