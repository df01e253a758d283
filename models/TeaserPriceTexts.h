#pragma once

// The teaser price of a search result as text (TeaserBundle.h: the bundle whose price teases
// the article): net, gross, and per kg or l, as a PriceDisplay formats them. SearchResultsModel
// keeps these per row, made lazily for the rows a view asks for and again after the locale
// changes (PriceDisplay::formatGeneration).

#include "app/values/Types.h"

namespace webshop::models {

class PriceDisplay;

struct TeaserPriceTexts
{
    int generation = -1; // the PriceDisplay::formatGeneration() they were made in; -1: not made
    QString net;
    QString gross;
    QString perContentNet, perContentGross; // "€8.96 / kg", empty when the pack does not say

    // The texts of the article's teaser price ("price unknown" when it has no bundle).
    static TeaserPriceTexts of(const values::Article &article, const PriceDisplay &prices);
};

} // namespace webshop::models
