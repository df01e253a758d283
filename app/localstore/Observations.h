#pragma once

// Price observations from the values the app already decoded: a search page, article
// details, a personal list, a basket. Pure functions; cheap enough to call on the GUI thread
// (a 500-article page: see bench_localstore).

#include "app/localstore/StoreTypes.h"
#include "app/values/Types.h"

#include <QList>
#include <functional>

namespace webshop::localstore {

// Every bundle of the article whose price is known (net or gross).
QList<PriceObservation> observationsFrom(const values::Article &article);
QList<PriceObservation> observationsFrom(const values::SearchPage &page);
QList<PriceObservation> observationsFrom(const values::PersonalList &list);

// A basket line names its article by an id the server chooses (the bundle id, the variant id
// or another scheme). `bundleOf` maps it to the bundle id, or to an empty string to skip the
// line; without it the line's id is taken as the bundle id. Net and gross are the unit prices
// the line's own figures give (values::lineUnitPrice); the deposit is the net empties per unit.
using BundleResolver = std::function<QString(const QString &lineArticle)>;
QList<PriceObservation> observationsFrom(const values::Basket &basket, const BundleResolver &bundleOf = {});

} // namespace webshop::localstore
