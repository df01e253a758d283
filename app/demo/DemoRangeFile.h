#pragma once

// range.json read into plain data: categories, product lines with their texts in every
// language, the pack words the catalogue composes bundle descriptions from, and the brands and
// suffixes of synthetic articles. Every text must be there in every language: what is missing
// is reported in `errors` (and falls back to English, so the demo still runs).

#include "app/demo/DemoCatalogue.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace webshop::demo {

// One product line; it expands to one article per variety and brand.
struct DemoRangeLine
{
    struct Variety
    {
        DemoTexts text;
        DemoTexts unit;      // "u": this variety's own unit (empty: the line's)
        double factor = 1.0; // price factor
    };
    DemoTexts name; // "{v}" in a name is the variety
    DemoTexts unit; // what one piece is: "1 l carton"
    QString art;
    QList<Variety> varieties;
    QList<DemoTexts> brands;
    qint64 netCents = 0;
    qint64 depositCents = 0;
    int vat = 7;
    int casePieces = 0, palletCases = 0;
    bool weight = false, crate = false, piece = true;
    // The size at the end of a variety's name ("…, 250 g", "…, 10 × 100 g") is what one piece
    // holds, and goes into the pack words when the unit names no size ("pack 250 g"); false
    // where the size is the thing's own (a 10 l bucket, a 0.25 l ladle).
    bool sized = true;
    int category = 0;
};

// The words bundle descriptions are made of. %1, %2, %3 are filled in; a text may hold plural
// forms "one|few|many" (pickPlural chooses).
struct DemoPackWords
{
    DemoTexts perKg;        // "per kg"
    DemoTexts perKgUnit;    // "per kg, %1" (%1: what arrives, "wheel approx. 4.5 kg")
    DemoTexts byWeight;     // "charged by weight"
    DemoTexts byWeightUnit; // "%1, charged by weight" (%1: the unit)
    DemoTexts caseOf;       // "Case of %1 × %2" (pieces, unit)
    DemoTexts crateOf;      // "Crate of %1 × %2"
    DemoTexts palletOfCases;  // "Pallet of %1 cases"
    DemoTexts palletOfCrates; // "Pallet of %1 crates"
    DemoTexts palletDetail; // "%1 of %2 × %3" (pallet description, pieces per case, unit)
};

struct DemoRange
{
    QList<DemoCategory> categories;
    QList<DemoRangeLine> lines;
    DemoPackWords packs;
    QList<DemoTexts> syntheticSuffixes; // "Organic", "Value pack", …
    QStringList syntheticBrands;
    QStringList errors;
};

DemoRange readDemoRange(const QByteArray &json);

// The form of a "one|few|many" text for `n` in `language` (a text without '|' as it is).
QString pickPlural(const QString &forms, int n, Language language);

} // namespace webshop::demo
