#include "app/orders/OrderMatch.h"

namespace webshop::orders {

namespace {

const QStringList &pieceWords()
{
    static const QStringList w{QStringLiteral("stück"), QStringLiteral("stk"), QStringLiteral("st"),
                               QStringLiteral("pc"), QStringLiteral("pcs"), QStringLiteral("piece"),
                               QStringLiteral("pieces"), QStringLiteral("ea"), QStringLiteral("each"),
                               QStringLiteral("einzeln"), QStringLiteral("single")};
    return w;
}
const QStringList &weightWords()
{
    static const QStringList w{QStringLiteral("kg"), QStringLiteral("kilo"), QStringLiteral("kilogramm"),
                               QStringLiteral("kilogram"), QStringLiteral("je kg"), QStringLiteral("per kg")};
    return w;
}
const QStringList &bulkWords()
{
    static const QStringList w{QStringLiteral("karton"), QStringLiteral("kasten"), QStringLiteral("case"),
                               QStringLiteral("crate"), QStringLiteral("palette"), QStringLiteral("pallet"),
                               QStringLiteral("kiste")};
    return w;
}

bool startsWithWord(const QString &folded, const QStringList &words)
{
    for (const QString &w : words)
        if (folded == w || folded.startsWith(w + u' '))
            return true;
    return false;
}

// How well the words of `query` fit `name`: 3 per word that is a word of the name, 2 per word
// that starts one, 1 per word inside one.
int wordScore(const QStringList &queryWords, const QString &name)
{
    const QStringList nameWords = foldText(name).split(u' ', Qt::SkipEmptyParts);
    int score = 0;
    for (const QString &q : queryWords) {
        int best = 0;
        for (const QString &n : nameWords) {
            if (n == q)
                best = 3;
            else if (best < 2 && n.startsWith(q))
                best = 2;
            else if (best < 1 && n.contains(q))
                best = 1;
        }
        score += best;
    }
    return score;
}

} // namespace

QString foldText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (QChar c : text) {
        if (c.isLetterOrNumber()) {
            if (space && !out.isEmpty())
                out.append(u' ');
            space = false;
            out.append(c.toLower());
        } else {
            space = true;
        }
    }
    return out;
}

bool looksLikeId(QStringView what)
{
    if (what.size() < 4 || what.size() > 40)
        return false;
    bool digit = false;
    for (QChar c : what) {
        if (c.isSpace())
            return false;
        digit = digit || c.isDigit();
    }
    return digit;
}

Candidate candidateOf(const values::Article &article, const values::Bundle &bundle)
{
    Candidate c;
    c.variantId = article.variantId;
    c.bundleId = bundle.bundleId;
    c.name = article.name;
    c.pack = bundle.description;
    c.weight = bundle.isWeightArticle;
    c.unitNet = bundle.price.articleNet;
    c.unitGross = bundle.price.articleGross;
    c.currency = bundle.price.currency;
    return c;
}

int chooseBundle(const values::Article &article, const QString &pack, bool *ambiguous)
{
    if (ambiguous)
        *ambiguous = false;
    if (article.bundles.isEmpty())
        return -1;
    const QString p = foldText(pack);
    if (p.isEmpty())
        return 0;
    QList<int> fits;
    for (int i = 0; i < article.bundles.size(); ++i) {
        const values::Bundle &b = article.bundles.at(i);
        const QString d = foldText(b.description);
        if (d == p || b.bundleId == pack.trimmed())
            return i;
        const bool bulk = startsWithWord(d, bulkWords());
        if (startsWithWord(p, weightWords()) ? b.isWeightArticle
            : startsWithWord(p, pieceWords()) ? (!bulk && !b.isWeightArticle)
                                               : (d.startsWith(p) || QString(u' ' + d + u' ').contains(QString(u' ' + p + u' '))))
            fits.append(i);
    }
    if (fits.size() == 1)
        return fits.constFirst();
    if (ambiguous)
        *ambiguous = true;
    return -1;
}

MatchOutcome matchArticle(const QString &what, const QString &pack, const values::Article &article)
{
    MatchOutcome out;
    if (article.bundles.isEmpty())
        return out;
    const QString id = what.trimmed();
    for (const values::Bundle &b : article.bundles)
        if (b.bundleId.compare(id, Qt::CaseInsensitive) == 0) {
            out.kind = MatchOutcome::Kind::Exact;
            out.best = candidateOf(article, b);
            return out;
        }
    bool ambiguous = false;
    const int chosen = chooseBundle(article, pack, &ambiguous);
    out.kind = chosen >= 0 ? MatchOutcome::Kind::Exact : MatchOutcome::Kind::Ambiguous;
    out.best = candidateOf(article, article.bundles.at(qMax(chosen, 0)));
    for (int i = 0; i < article.bundles.size() && out.others.size() < kMaxAlternatives; ++i)
        if (i != qMax(chosen, 0))
            out.others.append(candidateOf(article, article.bundles.at(i)));
    return out;
}

MatchOutcome matchSearch(const QString &what, const QString &pack, const values::SearchPage &page)
{
    const QString id = what.trimmed();
    for (const values::Article &a : page.results) {
        const bool variant = a.variantId.compare(id, Qt::CaseInsensitive) == 0;
        bool bundle = false;
        for (const values::Bundle &b : a.bundles)
            bundle = bundle || b.bundleId.compare(id, Qt::CaseInsensitive) == 0;
        if ((variant || bundle) && !a.bundles.isEmpty())
            return matchArticle(what, pack, a);
    }
    MatchOutcome out;
    struct Hit
    {
        Candidate candidate;
        int score = 0;
        bool packFits = true;
    };
    QList<Hit> hits;
    const QStringList words = foldText(what).split(u' ', Qt::SkipEmptyParts);
    for (const values::Article &a : page.results) {
        if (a.bundles.isEmpty())
            continue;
        const int chosen = chooseBundle(a, pack);
        hits.append({candidateOf(a, a.bundles.at(qMax(chosen, 0))), wordScore(words, a.name), chosen >= 0});
    }
    if (hits.isEmpty())
        return out;
    // A hit named exactly like the text is the one meant, wherever the search ranked it.
    const QString folded = foldText(what);
    for (qsizetype i = 1; i < hits.size(); ++i)
        if (foldText(hits.at(i).candidate.name) == folded && foldText(hits.constFirst().candidate.name) != folded) {
            hits.move(i, 0);
            break;
        }
    out.best = hits.constFirst().candidate;
    for (qsizetype i = 1; i < hits.size() && out.others.size() < kMaxAlternatives; ++i)
        out.others.append(hits.at(i).candidate);
    const bool clear = hits.size() == 1 || foldText(out.best.name) == folded
        || hits.at(0).score > hits.at(1).score;
    out.kind = clear && hits.constFirst().packFits && !looksLikeId(id) ? MatchOutcome::Kind::Clear : MatchOutcome::Kind::Ambiguous;
    return out;
}

} // namespace webshop::orders
