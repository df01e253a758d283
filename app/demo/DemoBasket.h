#pragma once

// Baskets of the demo backend (per country + store + customer) and their exact prices.
//
// Every amount of a basket line is a line amount in cents:
//   articleNet   = unit net price x quantity, rounded to the cent
//   articleVATAmount = articleNet x VAT rate, rounded to the cent; articleGross = the sum
//   emptiesNet   = deposit per bundle x quantity (deposits only on piece goods, so exact)
//   emptiesVATAmount = emptiesNet x VAT rate (the article's), rounded; emptiesGross = the sum
//   netTotal = articleNet + emptiesNet, vatTotal = the two VAT amounts, grossTotal = the sum.
// Each field of total_price is the sum of that field over the lines.
// With VariantOptions::LinePrices::Unit, articleNet/articleVATAmount/articleGross of a line are
// those of one unit instead (unit net price, its VAT rounded to the cent, the sum); the other
// line fields and total_price stay as above.

#include "app/demo/DemoVariants.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace webshop::demo {

class DemoCatalogue;
struct DemoStore;

struct DemoBasketLine
{
    QString bundleId;
    qint64 quantity = 0; // thousandths
};

struct DemoLinePrice
{
    qint64 articleNet = 0, articleVat = 0, articleGross = 0;
    qint64 emptiesNet = 0, emptiesVat = 0, emptiesGross = 0;
    qint64 net = 0, vat = 0, gross = 0;
    DemoLinePrice &operator+=(const DemoLinePrice &o);
};

DemoLinePrice priceLine(qint64 unitNetCents, qint64 depositCents, int vatPercent, qint64 quantity);

class DemoBaskets
{
public:
    static QString key(const QString &country, const QString &storeId, const QString &customerId);
    // Adds `quantity` to the line of `bundleId` (a new line at the end if there is none, or
    // always when `merge` is false). Returns the line's new quantity.
    qint64 add(const QString &key, const QString &bundleId, qint64 quantity, bool merge = true);
    QList<DemoBasketLine> lines(const QString &key) const { return m_baskets.value(key); }
    void clear() { m_baskets.clear(); }

private:
    QHash<QString, QList<DemoBasketLine>> m_baskets;
};

// The spec's basket response (2.10) for `lines` priced at `store`, with the article ids and
// line prices of `variants`.
QJsonObject basketToJson(const QList<DemoBasketLine> &lines, const DemoCatalogue &catalogue,
                         const DemoStore &store, const VariantOptions &variants = {});

} // namespace webshop::demo
