#include "models/ListDefaultPack.h"

namespace webshop::models {

int listDefaultPack(const values::Article &article, const QString &remembered)
{
    for (qsizetype b = 0; b < article.bundles.size(); ++b)
        if (!remembered.isEmpty() && article.bundles.at(b).bundleId == remembered)
            return int(b);
    // Fewest units first; a pack without a readable size counts as larger than any with one.
    // Among equal sizes the lowest known price wins (a case is dearer than its bottle).
    const auto units = [](const values::Bundle &bundle) { return values::Decimal::parse(bundle.bundleSize.trimmed()); };
    const auto smaller = [&units](const values::Bundle &a, const values::Bundle &b) {
        const auto ua = units(a), ub = units(b);
        if (ua && ub && *ua != *ub)
            return *ua < *ub;
        if (ua.has_value() != ub.has_value())
            return ua.has_value();
        const auto &pa = a.price.articleNet, &pb = b.price.articleNet;
        return pa && (!pb || *pa < *pb);
    };
    qsizetype best = 0;
    for (qsizetype b = 1; b < article.bundles.size(); ++b)
        if (smaller(article.bundles.at(b), article.bundles.at(best)))
            best = b;
    return int(best);
}

} // namespace webshop::models
