#pragma once

// Which article and pack an order line means, from what the server answered. Pure.
// - An exact article (variant) or bundle number resolves without a choice. A bundle number
//   names its pack; an article number takes the pack the line names, else the article's first
//   pack (the one the shop lists first).
// - Text: the search's order is kept; the best hit is a clear match when it is the only hit,
//   when its name is the text, or when it fits the words of the text better than the next
//   one; otherwise the line is ambiguous and the hits are the choices.
// - A text that looks like a number but matches no number exactly is never a clear match.

#include "app/values/Types.h"
#include "app/orders/OrderTypes.h"

namespace webshop::orders {

struct MatchOutcome
{
    enum class Kind { Exact, Clear, Ambiguous, NotFound };
    Kind kind = Kind::NotFound;
    Candidate best;
    QList<Candidate> others; // runner-ups, best first (at most kMaxAlternatives)
};

inline constexpr int kMaxAlternatives = 5;

Candidate candidateOf(const values::Article &article, const values::Bundle &bundle);
// The bundle a pack text names: its index, or -1 when none or several fit (`ambiguous` tells
// which). An empty pack takes the first bundle.
int chooseBundle(const values::Article &article, const QString &pack, bool *ambiguous = nullptr);
// "100004201", "ART-77": no spaces, a digit, 4 to 40 characters.
bool looksLikeId(QStringView what);
// Text to compare: lower case, umlauts kept, every run of other characters one space.
QString foldText(QStringView text);

MatchOutcome matchSearch(const QString &what, const QString &pack, const values::SearchPage &page);
// The article-details reply for `what` taken as an article (variant) number.
MatchOutcome matchArticle(const QString &what, const QString &pack, const values::Article &article);

} // namespace webshop::orders
