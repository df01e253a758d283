#pragma once

// What a pack holds (mass or volume), read from the pack's own words, and its price per kg or
// per litre. The API has no content field: a pack's text may state it ("Case of 12 × 1 l
// carton", "pack 250 g", "6 × 1 kg"), and only a plain statement counts. Never a guess:
//   - an amount is a number and one of the units g, kg, ml, cl, dl, l (any case, "ltr" too),
//     apart or joined German-style ("1-l-Packung");
//   - a whole number directly before "×" (or "x") multiplies what follows ("10 × 100 g" is
//     1 kg; "Case of 20 × pack 250 g" is 5 kg);
//   - the text must hold exactly one amount, and every other number in it must be such a
//     multiplier; any other number ("Pallet of 60 cases", "3-ply", "33 × 33 cm", "3.5 %")
//     makes the text unreadable, and so does an approximate amount ("approx. 2.5 kg", "ca.",
//     "~", "≈");
//   - "1,200 g" or "1.200 g" (one separator and exactly three digits) reads as 1.2 in one
//     language and 1200 in another: unreadable. A multiplier may be grouped ("1,000 × 4 g").
// A pack's texts are read in this order: description, then the list's bundleSize. The first
// that holds a number decides: its content, or nothing when it cannot be read. The long
// description is not read: it may start with the article's name, and "Cleaning bucket 10 l"
// names what the thing holds when used, not what the pack holds.
// A weight article is sold per kg: its price is already the price per kg, so no content.

#include "app/values/Decimal.h"
#include "app/values/Types.h"

#include <QStringView>

#include <optional>

namespace webshop::values {

using values::Decimal;

struct PackContent
{
    enum class Measure { Mass, Volume };
    Measure measure = Measure::Mass;
    Decimal base; // in kg (mass) or l (volume), to 4 digits (1 g = 0.001 kg)

    friend bool operator==(const PackContent &, const PackContent &) = default;
};

// The result of reading one text.
struct ContentReading
{
    enum class Kind { NoNumber, Unreadable, Content };
    Kind kind = Kind::NoNumber;
    PackContent content; // with Content
};

ContentReading readPackContent(QStringView text);

// The content of a pack by the rule above; nullopt for a weight article or when not stated.
std::optional<PackContent> packContentOf(const values::Bundle &bundle);

// `packPrice` per kg or l, rounded half away from zero to the cent; nullopt when the content is
// not positive or the price is not known.
std::optional<Decimal> pricePerBase(std::optional<Decimal> packPrice, const PackContent &content);

} // namespace webshop::values
