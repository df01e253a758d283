#pragma once

// The one price arithmetic of the app: what a line (a pack and a quantity) costs, net, VAT,
// deposit and gross, computed once, the same way for the quick order, the store comparison,
// the batch summary, the import preview, the article pane and the order sheet.
//
// The rounding, one for all (the demo backend's reading of the spec; the usual one of an
// invoice): per line, in integer cents, each step rounded half away from zero to the cent.
//   goods net    = unit net × quantity
//   goods VAT    = goods net × the article's VAT rate
//   deposit net  = deposit net per pack × quantity
//   deposit VAT  = deposit net × the same rate
//   net = goods net + deposit net, VAT = goods VAT + deposit VAT, gross = net + VAT
//   totals = the sums of the lines' rounded figures.
// Never gross per unit × quantity: 2.5 kg at 8.01 € gross is 20.04 € (20.03 that way).
// The catalogue gives a unit's net, VAT and gross, not the rate: the rate is the simplest one
// (a whole percent, else tenths, else hundredths) that gives the unit's VAT from its net.
// The catalogue carries no deposit: a pack's deposit is known from a basket line of it only.
// Where the basket holds the line, its own figures are shown (fromBasket), never recomputed;
// a computed line is an estimate (shown with "≈") when its deposit or its VAT rate is not known.

#include "app/values/Types.h"

#include <optional>

namespace webshop::values {

// A VAT rate in hundredths of a percent (1900: 19 %).
struct VatRate
{
    qint64 hundredths = 0;
    bool certain = true; // false: several simple rates fit the unit's figures (a small net)
};

// The simplest rate that turns `unitNet` into `unitVat` when rounded to the cent; nullopt when
// the net is zero or not positive and the VAT is not zero.
std::optional<VatRate> vatRateOf(Decimal unitNet, Decimal unitVat);

// `amount` × `rate`, rounded half away from zero to the cent.
Decimal vatOn(Decimal amount, const VatRate &rate);

// One pack's (or one kilogram's) prices, goods only, and its deposit per pack when known.
struct UnitPrices
{
    std::optional<Decimal> net, vat, gross;
    std::optional<Decimal> depositNet; // nullopt: not known; zero: none
    QString currency;
    // From a catalogue price (the VAT from net and gross where the server left it out).
    static UnitPrices of(std::optional<Decimal> net, std::optional<Decimal> gross, const QString &currency,
                         std::optional<Decimal> vat = std::nullopt);
};

struct LinePrice
{
    enum class Source { Computed, Basket };
    Source source = Source::Computed;
    std::optional<Decimal> goodsNet, goodsVat, goodsGross;
    std::optional<Decimal> depositNet, depositVat, depositGross; // nullopt: not known
    // Goods and deposit; when the deposit is not known, the goods' alone (depositKnown false).
    std::optional<Decimal> net, vat, gross;
    QString currency;
    bool depositKnown = false;
    bool rateCertain = true;

    std::optional<Decimal> amount(bool netMode) const { return netMode ? net : gross; }
    bool isKnown() const { return net.has_value() || gross.has_value(); }
    bool hasDeposit() const { return depositNet && !depositNet->isZero(); }
    // Computed, and the server's figure may differ: the deposit or the VAT rate is not known.
    bool isEstimate() const { return source == Source::Computed && (!depositKnown || !rateCertain); }
};

// A line computed by the rule above.
LinePrice computeLine(const UnitPrices &unit, Decimal quantity);

// The basket line's own figures (ItemPrice), as the server stated them.
LinePrice fromBasket(const BasketItem &item);

// The deposit net per pack of a basket line (emptiesNet / quantity, to 4 digits); zero when
// the line states no deposit amount of 0; nullopt when it states none or the quantity is 0.
std::optional<Decimal> depositPerUnit(const BasketItem &item);

// The net of the goods alone in a basket's totals: articleNetTotal, else netTotal less the
// deposit; nullopt when neither can be told.
std::optional<Decimal> goodsNetTotal(const TotalPrice &total);

// Sums of lines: an amount a line does not know makes the sum unknown (never counted as 0).
struct LineTotals
{
    std::optional<Decimal> goodsNet, depositNet, depositGross, vat, net, gross;
    QString currency;
    int lines = 0;
    int unknownLines = 0;      // lines without a known amount
    int depositUnknown = 0;    // lines whose deposit is not known
    bool estimate = false;     // some line is an estimate
    bool netComplete = true, grossComplete = true; // every line with an amount knows this one
    void add(const LinePrice &line);
    // The net or gross sum; nullopt when a line with a price does not know this one.
    std::optional<Decimal> amount(bool netMode) const
    {
        return netMode ? (netComplete ? net : std::nullopt) : (grossComplete ? gross : std::nullopt);
    }
};

} // namespace webshop::values
