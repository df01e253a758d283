#include "models/BatchAddSummary.h"

namespace webshop::models {

BatchAddSummary BatchAddSummary::of(const QList<BatchAddLine> &lines, const BasketHoldings &basket)
{
    BatchAddSummary s;
    QHash<QString, int> inBasketAt; // bundle id -> index into s.inBasket
    for (int i = 0; i < lines.size(); ++i) {
        const BatchAddLine &line = lines.at(i);
        const api::AddIntent &intent = line.intent;
        ++s.lines;
        if (line.weight) {
            ++s.weightLines;
            s.kilograms += intent.amount;
        } else {
            ++s.packLines;
            s.packs += intent.amount;
        }
        if (intent.unitGross) {
            s.gross += (*intent.unitGross * intent.amount).roundedToCents();
            if (s.currency.isEmpty())
                s.currency = intent.currency;
        } else {
            ++s.unknownPriceLines; // said as such, never counted as 0
        }
        if (line.large)
            s.large << Large{i, intent.name, intent.pack, line.weight, intent.amount,
                             intent.unitGross ? std::optional((*intent.unitGross * intent.amount).roundedToCents())
                                              : std::nullopt};
        const auto held = basket.constFind(intent.bundleId);
        if (held == basket.cend()) {
            ++s.depositUnknownLines;
            continue;
        }
        if (const auto deposit = held->depositFor(intent.amount))
            s.deposit += *deposit;
        else
            ++s.depositUnknownLines;
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
