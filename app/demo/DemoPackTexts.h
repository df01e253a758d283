#pragma once

// The words of the demo's packs: an article's name from its line, variety and brand, and the
// descriptions of its piece, case, pallet and kilogram, which say what a piece holds where the
// name ends with it ("pack 250 g", "Case of 20 × pack 250 g") and, for a weight article, what
// arrives ("per kg, wheel approx. 4.5 kg").

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoRangeFile.h"

#include <memory>

namespace webshop::demo {

// The bundle texts of one variety of a product line (shared by all its articles and bundles).
struct LineBundleTexts
{
    std::shared_ptr<const DemoBundleTexts> piece, caseOf, pallet, kilogram;
};

QString composeName(const QString &pattern, const QString &variety, const QString &brand);
LineBundleTexts makeBundleTexts(const DemoRangeLine &line, const DemoRangeLine::Variety &variety,
                                const DemoPackWords &words);

} // namespace webshop::demo
