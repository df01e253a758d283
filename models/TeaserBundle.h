#pragma once

// The bundle whose price teases an article in a list of results: the cheapest bundle with a
// known net price (else gross); else the first bundle; -1 when the article has none.

#include "app/values/Types.h"

namespace webshop::models {

int teaserBundleOf(const values::Article &article);

} // namespace webshop::models
