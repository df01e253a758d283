#include "app/values/Decimal.h"

#include <QJsonValue>
#include <QLocale>
#include <QtNumeric>
#include <cmath>
#include <limits>

namespace webshop::values {

namespace {
qint64 roundDiv(qint64 num, qint64 den)
{
    // Division rounding half away from zero, den > 0.
    const qint64 q = num / den;
    const qint64 r = num % den;
    if (2 * (r < 0 ? -r : r) >= den)
        return q + (num < 0 ? -1 : 1);
    return q;
}
} // namespace

// size-ok: a parser that reads the number in one pass
std::optional<Decimal> Decimal::parse(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty() || text.size() > 64)
        return std::nullopt;
    qsizetype i = 0;
    bool negative = false;
    if (text[i] == u'+' || text[i] == u'-') {
        negative = text[i] == u'-';
        ++i;
    }
    // Collect the digits as an arbitrary-length mantissa string, then apply the exponent.
    QString digits;
    qsizetype fracDigits = 0;
    bool seenPoint = false;
    bool anyDigit = false;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isDigit() && c.unicode() < 128) {
            digits.append(c);
            anyDigit = true;
            if (seenPoint)
                ++fracDigits;
        } else if (c == u'.' && !seenPoint) {
            seenPoint = true;
        } else {
            break;
        }
    }
    if (!anyDigit)
        return std::nullopt;
    int exponent = 0;
    if (i < text.size() && (text[i] == u'e' || text[i] == u'E')) {
        ++i;
        bool ok = false;
        exponent = text.mid(i).toInt(&ok);
        if (!ok || exponent > 30 || exponent < -30)
            return std::nullopt;
        i = text.size();
    }
    if (i != text.size())
        return std::nullopt;
    // value = digits * 10^(exponent - fracDigits); we want units = value * 10^4.
    int shift = exponent - int(fracDigits) + kScaleDigits;
    // Strip leading zeros to keep the mantissa small.
    qsizetype nz = 0;
    while (nz < digits.size() - 1 && digits[nz] == u'0')
        ++nz;
    digits = digits.mid(nz);
    bool roundUp = false;
    if (shift < 0) {
        const qsizetype drop = -shift;
        if (drop >= digits.size()) {
            roundUp = drop == digits.size() && digits[0].unicode() >= u'5';
            digits = QStringLiteral("0");
        } else {
            roundUp = digits[digits.size() - drop].unicode() >= u'5';
            digits.chop(drop);
        }
        shift = 0;
    }
    // The range is |value| <= 10^14 (10^18 units), bounds included, so that every rounded or
    // formatted result of a parsed value (99999999999999.99999 -> "100000000000000") parses
    // back. 19 digits fit in quint64 without overflow.
    constexpr quint64 kMaxUnits = 1000000000000000000ULL;
    if (digits.size() + shift > 19)
        return std::nullopt;
    quint64 units = 0;
    for (QChar c : std::as_const(digits))
        units = units * 10 + (c.unicode() - u'0');
    for (int s = 0; s < shift; ++s)
        units *= 10;
    if (roundUp)
        ++units;
    if (units > kMaxUnits)
        return std::nullopt;
    return fromUnits(negative ? -qint64(units) : qint64(units));
}

std::optional<Decimal> Decimal::fromJson(const QJsonValue &v)
{
    if (v.isString())
        return parse(v.toString());
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (!std::isfinite(d) || std::fabs(d) > 9.0e13)
            return std::nullopt;
        return fromUnits(qint64(std::llround(d * double(kScale))));
    }
    return std::nullopt;
}

qint64 Decimal::toCentsRounded() const
{
    return roundDiv(m_units, kScale / 100);
}

QString Decimal::toString() const
{
    const qint64 a = m_units < 0 ? -m_units : m_units;
    QString s = QString::number(a / kScale);
    qint64 frac = a % kScale;
    if (frac != 0) {
        QString f = QString::number(frac).rightJustified(kScaleDigits, u'0');
        while (f.endsWith(u'0'))
            f.chop(1);
        s += u'.' + f;
    }
    return m_units < 0 ? u'-' + s : s;
}

QString Decimal::toFixed(int decimals) const
{
    decimals = qBound(0, decimals, kScaleDigits);
    qint64 div = 1;
    for (int i = decimals; i < kScaleDigits; ++i)
        div *= 10;
    const qint64 r = roundDiv(m_units, div);
    const qint64 a = r < 0 ? -r : r;
    qint64 p = 1;
    for (int i = 0; i < decimals; ++i)
        p *= 10;
    QString s = QString::number(a / p);
    if (decimals > 0)
        s += u'.' + QString::number(a % p).rightJustified(decimals, u'0');
    return r < 0 ? u'-' + s : s;
}

QString Decimal::toLocaleString(const QLocale &locale, int decimals) const
{
    if (decimals < 0) {
        decimals = 0;
        qint64 frac = (m_units < 0 ? -m_units : m_units) % kScale;
        if (frac != 0) {
            decimals = kScaleDigits;
            while (frac % 10 == 0) {
                frac /= 10;
                --decimals;
            }
        }
    }
    const QString plain = toFixed(decimals);
    // Build the locale text from integer parts so no double rounding happens.
    const bool neg = plain.startsWith(u'-');
    const QStringView body = neg ? QStringView(plain).mid(1) : QStringView(plain);
    const qsizetype dot = body.indexOf(u'.');
    const QStringView intPart = dot < 0 ? body : body.left(dot);
    QString out = locale.toString(intPart.toLongLong());
    if (dot >= 0)
        out += locale.decimalPoint() + body.mid(dot + 1).toString();
    return neg ? locale.negativeSign() + out : out;
}

Decimal Decimal::operator*(Decimal o) const
{
    // Portable exact product (no __int128 on MSVC), on magnitudes: with a = ah * 10^4 + al and
    // b = bh * 10^4 + bl, a * b / 10^4 = ah * bh * 10^4 + ah * bl + al * bh + al * bl / 10^4, and
    // only the last part (< 10^4) needs rounding. A product beyond the range saturates at the
    // largest magnitude instead of overflowing: amounts come from the server.
    constexpr quint64 kMax = quint64(std::numeric_limits<qint64>::max());
    const auto magnitude = [](qint64 v) { return v < 0 ? 0 - quint64(v) : quint64(v); };
    const bool neg = (m_units < 0) != (o.m_units < 0);
    const quint64 a = magnitude(m_units);
    const quint64 b = magnitude(o.m_units);
    const quint64 ah = a / kScale, al = a % kScale, bh = b / kScale, bl = b % kScale;
    const quint64 low = al * bl; // < 10^8
    quint64 r = low / kScale + (2 * (low % kScale) >= quint64(kScale) ? 1 : 0);
    quint64 t = 0;
    const bool overflow = qMulOverflow(ah, bh, &t) || qMulOverflow(t, quint64(kScale), &t) || qAddOverflow(r, t, &r)
        || qMulOverflow(ah, bl, &t) || qAddOverflow(r, t, &r)
        || qMulOverflow(al, bh, &t) || qAddOverflow(r, t, &r);
    if (overflow || r > kMax)
        r = kMax;
    return fromUnits(neg ? -qint64(r) : qint64(r));
}

} // namespace webshop::values
