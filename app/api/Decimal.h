#pragma once

#include <QtGlobal>
#include <QString>
#include <QMetaType>
#include <optional>

class QJsonValue;
class QLocale;

namespace webshop::api {

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
    // Parses user input in the given locale ("1,5" in German, "1.5" in English).
    static std::optional<Decimal> fromLocaleString(const QLocale &locale, QString text);

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

} // namespace webshop::api

Q_DECLARE_METATYPE(webshop::api::Decimal)
