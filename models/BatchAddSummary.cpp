#include "models/BatchAddSummary.h"

namespace webshop::models {

BatchAddSummary BatchAddSummary::of(const QList<BatchAddLine> &lines, const BasketHoldings &basket)
{
    BatchAddSummary s;
    QHash<QString, int> inBasketAt; // bundle id -> index into s.inBasket
    for (int i = 0; i < lines.size(); ++i) {
        const BatchAddLine &line = lines.at(i);
        const values::AddIntent &intent = line.intent;
        ++s.lines;
        if (line.weight) {
            ++s.weightLines;
            s.kilograms += intent.amount;
        } else {
            ++s.packLines;
            s.packs += intent.amount;
        }
        // The one arithmetic: the basket's figures where it holds this quantity of the pack,
        // else computed with the deposit per pack the basket shows.
        const values::LinePrice price = linePriceOf(
            basket, intent.bundleId, values::UnitPrices::of(intent.unitNet, intent.unitGross, intent.currency), intent.amount);
        if (price.goodsGross) {
            s.gross += *price.goodsGross;
            if (s.currency.isEmpty())
                s.currency = intent.currency;
        } else {
            ++s.unknownPriceLines; // said as such, never counted as 0
        }
        if (price.depositKnown && price.depositGross)
            s.deposit += *price.depositGross;
        else
            ++s.depositUnknownLines;
        if (line.large)
            s.large << Large{i, intent.name, intent.pack, line.weight, intent.amount, price.gross};
        const auto held = basket.constFind(intent.bundleId);
        if (held == basket.cend())
            continue;
        // Two lines of one pack: one entry, both amounts on top of what the basket holds.
        auto at = inBasketAt.constFind(intent.bundleId);
        if (at == inBasketAt.cend()) {
            at = inBasketAt.insert(intent.bundleId, int(s.inBasket.size()));
            s.inBasket << InBasket{intent.bundleId, intent.name, intent.pack, line.weight, held->quantity, held->quantity, 0};
        }
        InBasket &entry = s.inBasket[*at];
        entry.after += intent.amount;
        ++entry.lines;
    }
    if (s.currency.isEmpty())
        s.currency = QStringLiteral("EUR");
    return s;
}

} // namespace webshop::models
