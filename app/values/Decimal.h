#pragma once

#include <QtGlobal>
#include <QString>
#include <QMetaType>
#include <optional>

class QJsonValue;
class QLocale;

namespace webshop::values {

struct LocaleParseOptions;
struct LocaleParseResult;

// An exact fixed-point decimal with four fractional digits (1 unit = 0.0001), stored as an
// integer. Used for money amounts and quantities: never a double that gets summed.
// Four digits hold every price the service sends (cents) and every weight quantity
// (grams: 1.250 kg) exactly; results are rounded half away from zero where rounding is asked for.
class Decimal
{
public:
    static constexpr int kScaleDigits = 4;
    static constexpr qint64 kScale = 10000;

    constexpr Decimal() = default;
    static constexpr Decimal fromUnits(qint64 units) { Decimal d; d.m_units = units; return d; }
    static constexpr Decimal fromInt(qint64 v) { return fromUnits(v * kScale); }
    // Minor currency units (cents) to a Decimal: fromCents(1234) == 12.34
    static constexpr Decimal fromCents(qint64 cents) { return fromUnits(cents * (kScale / 100)); }

    // Parses "12.34", "-0.5", "1e2", " 7 ". Accepts '.' only (JSON text). More than four
    // fractional digits are rounded half away from zero. nullopt on anything else.
    static std::optional<Decimal> parse(QStringView text);
    // A JSON number or a numeric string. Doubles are rounded to 4 digits: exact for every
    // decimal with <= 4 fractional digits below 10^11. nullopt for null, bool, objects, junk.
    static std::optional<Decimal> fromJson(const QJsonValue &v);
    // Parses user input in the given locale ("1,5" and "1.234,5" in German, "1,234.5" in
    // English) strictly: parseLocale() with the default options (up to four decimals, which
    // are never rounded; negative allowed). A group separator counts only where it belongs, so
    // "1,5" in English is refused, never read as 15. nullopt on anything parseLocale() refuses.
    static std::optional<Decimal> fromLocaleString(const QLocale &locale, QStringView text);
    // The same with the reason of a refusal and the options of a quantity field; see
    // LocaleParseOptions for the rules (in DecimalLocale.cpp).
    static LocaleParseResult parseLocale(const QLocale &locale, QStringView text, const LocaleParseOptions &options);

    constexpr qint64 units() const { return m_units; }
    qint64 toCentsRounded() const;           // half away from zero
    Decimal roundedToCents() const { return fromCents(toCentsRounded()); }
    double toDouble() const { return double(m_units) / kScale; }
    bool isInteger() const { return m_units % kScale == 0; }
    bool isZero() const { return m_units == 0; }
    bool isNegative() const { return m_units < 0; }

    // "12.34", "1.5", "3": minimal canonical text with '.'; what goes into JSON bodies.
    QString toString() const;
    // Plain text with exactly `decimals` fractional digits (rounded), '.' separator.
    QString toFixed(int decimals) const;
    // Locale text with `decimals` fractional digits (-1: as many as needed, at most 4).
    QString toLocaleString(const QLocale &locale, int decimals = -1) const;

    // Product of two decimals, rounded half away from zero to 4 digits. Saturates at
    // +/- the largest magnitude (9.2e14) instead of overflowing.
    Decimal operator*(Decimal o) const;
    constexpr Decimal operator+(Decimal o) const { return fromUnits(m_units + o.m_units); }
    constexpr Decimal operator-(Decimal o) const { return fromUnits(m_units - o.m_units); }
    constexpr Decimal operator-() const { return fromUnits(-m_units); }
    Decimal &operator+=(Decimal o) { m_units += o.m_units; return *this; }
    Decimal &operator-=(Decimal o) { m_units -= o.m_units; return *this; }
    constexpr auto operator<=>(const Decimal &) const = default;

private:
    qint64 m_units = 0;
};

// How Decimal::parseLocale() reads what a user typed.
// - Digits are ASCII; spaces around the number are ignored; no exponent, no '+'.
// - The locale's group separator counts only in the integer part, in its valid places: a first
//   group of 1 to 3 digits (not starting with 0), then groups of exactly 3 ("1.234,5" in
//   German, "1,234.5" in English). Where the locale groups with a space (French, Polish), a
//   plain space, a no-break space and a narrow no-break space all count as that separator.
// - The locale's decimal mark may appear once, after every group separator.
// - eitherMarkIsDecimal (weight fields): when the number has exactly one '.' or ',' and no
//   other separator, that mark is the decimal mark in every locale ("1.5" and "1,5" are 1.5 in
//   German and in English). One case stays open: the locale's group separator followed by
//   exactly three digits ("1.500" in German). It is read as decimals (1.5) when the grouped
//   reading (1500) is above `maximum`, and refused as Ambiguous when both readings fit (or no
//   maximum is given): the app does not guess between two plausible quantities.
// - Without eitherMarkIsDecimal, a single '.' or ',' that is not a valid group separator (and
//   any decimal mark when maxDecimals is 0) is a fraction the field does not take: WholeOnly
//   when maxDecimals is 0 ("1,5" packs in English), else Invalid.
// - More than maxDecimals fractional digits are refused (TooManyDecimals, or WholeOnly when
//   maxDecimals is 0), never rounded.
struct LocaleParseOptions
{
    int maxDecimals = Decimal::kScaleDigits;
    bool eitherMarkIsDecimal = false;
    bool allowNegative = true;
    std::optional<Decimal> maximum; // larger values: TooLarge
};

enum class LocaleParseError { None, Empty, Invalid, Negative, WholeOnly, TooManyDecimals, Ambiguous, TooLarge };

struct LocaleParseResult
{
    std::optional<Decimal> value;    // set exactly when error == None
    LocaleParseError error = LocaleParseError::None;
    // For Ambiguous: the two readings ("1.500": 1.5 and 1500).
    Decimal decimalReading;
    Decimal groupedReading;
};

} // namespace webshop::values

Q_DECLARE_METATYPE(webshop::values::Decimal)
