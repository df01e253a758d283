// Decimal::parseLocale and fromLocaleString: strict reading of what a user typed in a locale.
// The rules are listed at LocaleParseOptions in Decimal.h.

#include "app/values/Decimal.h"

#include <QLocale>
#include <QStringList>

namespace webshop::values {

namespace {

using E = LocaleParseError;

bool isSpaceLike(QChar c)
{
    return c == u' ' || c == QChar(0x00A0) || c == QChar(0x202F) || c == QChar(0x2009);
}

QChar singleChar(const QString &s)
{
    return s.size() == 1 ? s.at(0) : QChar();
}

enum class MarkKind { Decimal, Group, Other };

struct Mark
{
    MarkKind kind;
    QChar raw;
};

// The number split at its separators: digit runs, with one mark between two runs.
struct Tokens
{
    QStringList runs;
    QList<Mark> marks;
};

LocaleParseResult failure(E error)
{
    LocaleParseResult r;
    r.error = error;
    return r;
}

// The longest first group the locale's own formatter writes: 3, but Qt 6.4 writes
// "1234 567" in locales whose grouping starts at five digits (Polish, Spanish), and what the
// app writes must read back.
qsizetype longestFirstGroup(const QLocale &locale, QChar gs)
{
    const QString sample = locale.toString(qlonglong(1234567));
    return sample.size() > 4 && sample.at(4) == gs ? 4 : 3;
}

// A group layout is valid: "1", "12", "123" first (not "0..." when groups follow), then "ddd".
bool validGroups(const QStringList &runs, qsizetype count, qsizetype longestFirst = 3)
{
    if (count == 1)
        return !runs.at(0).isEmpty();
    const QString &first = runs.at(0);
    if (first.isEmpty() || first.size() > longestFirst || first.at(0) == u'0')
        return false;
    for (qsizetype i = 1; i < count; ++i)
        if (runs.at(i).size() != 3)
            return false;
    return true;
}

std::optional<Decimal> value(const QString &integerDigits, const QString &fractionDigits)
{
    QString plain = integerDigits.isEmpty() ? QStringLiteral("0") : integerDigits;
    if (!fractionDigits.isEmpty())
        plain += u'.' + fractionDigits;
    return Decimal::parse(plain);
}

// The checks every reading passes through: fraction length, size, sign, maximum.
LocaleParseResult finish(const QString &integerDigits, const QString &fractionDigits, bool negative,
                         const LocaleParseOptions &o)
{
    if (fractionDigits.size() > o.maxDecimals)
        return failure(o.maxDecimals == 0 ? E::WholeOnly : E::TooManyDecimals);
    std::optional<Decimal> v = value(integerDigits, fractionDigits);
    if (!v)
        return failure(E::TooLarge);
    if (negative && !v->isZero()) {
        if (!o.allowNegative)
            return failure(E::Negative);
        v = -*v;
    }
    if (o.maximum && *v > *o.maximum)
        return failure(E::TooLarge);
    LocaleParseResult r;
    r.value = v;
    return r;
}

// A number with exactly one '.' or ',' and nothing else between its digits.
LocaleParseResult parseLoneMark(const Tokens &t, bool negative, const LocaleParseOptions &o)
{
    const QString &integer = t.runs.at(0);
    const QString &fraction = t.runs.at(1);
    const MarkKind kind = t.marks.at(0).kind;
    const bool groupShape = kind == MarkKind::Group && fraction.size() == 3 && validGroups(t.runs, 2);
    if (o.eitherMarkIsDecimal) {
        if (!groupShape)
            return finish(integer, fraction, negative, o);
        // "1.500" in German kg: decimals when the grouped reading does not fit, else ask.
        const bool decimalFits = fraction.size() <= o.maxDecimals;
        const std::optional<Decimal> grouped = value(integer + fraction, QString());
        const bool groupedFits = grouped && (!o.maximum || *grouped <= *o.maximum);
        if (decimalFits && groupedFits) {
            LocaleParseResult r = failure(E::Ambiguous);
            r.decimalReading = value(integer, fraction).value_or(Decimal());
            r.groupedReading = *grouped;
            if (negative) {
                r.decimalReading = -r.decimalReading;
                r.groupedReading = -r.groupedReading;
            }
            return r;
        }
        return decimalFits ? finish(integer, fraction, negative, o) : finish(integer + fraction, QString(), negative, o);
    }
    switch (kind) {
    case MarkKind::Decimal: return finish(integer, fraction, negative, o);
    case MarkKind::Group:
        if (groupShape)
            return finish(integer + fraction, QString(), negative, o);
        break;
    case MarkKind::Other: break;
    }
    // A mark in no valid place: the user meant a fraction ("1,5" in English).
    return failure(o.maxDecimals == 0 ? E::WholeOnly : E::Invalid);
}

} // namespace

// size-ok: a parser that reads what was typed in one pass
LocaleParseResult Decimal::parseLocale(const QLocale &locale, QStringView input, const LocaleParseOptions &o)
{
    QStringView text = input.trimmed();
    if (text.isEmpty())
        return failure(E::Empty);
    if (text.size() > 64)
        return failure(E::Invalid);
    bool negative = false;
    const QString minus = locale.negativeSign();
    if (text.startsWith(u'-') || text.startsWith(QChar(0x2212))) {
        negative = true;
        text = text.mid(1);
    } else if (!minus.isEmpty() && text.startsWith(minus)) {
        negative = true;
        text = text.mid(minus.size());
    }
    const QChar dp = singleChar(locale.decimalPoint());
    const QChar gs = singleChar(locale.groupSeparator());
    const bool spaceGroups = isSpaceLike(gs);
    const bool apostropheGroups = gs == QChar(0x2019) || gs == u'\'';

    Tokens t;
    t.runs.append(QString());
    for (QChar c : text) {
        if (c.unicode() >= u'0' && c.unicode() <= u'9') {
            t.runs.last().append(c);
            continue;
        }
        MarkKind kind;
        if (c == dp)
            kind = MarkKind::Decimal;
        else if (c == gs || (spaceGroups && isSpaceLike(c)) || (apostropheGroups && (c == QChar(0x2019) || c == u'\'')))
            kind = MarkKind::Group;
        else if (c == u'.' || c == u',')
            kind = MarkKind::Other;
        else
            return failure(E::Invalid); // letters, exponents, signs inside, other spaces
        t.marks.append({kind, c});
        t.runs.append(QString());
    }
    // Every run after a mark needs digits: "1.", "1..5", "1,,5" are incomplete or mistyped.
    for (qsizetype i = 1; i < t.runs.size(); ++i)
        if (t.runs.at(i).isEmpty())
            return failure(E::Invalid);
    if (t.marks.isEmpty())
        return t.runs.at(0).isEmpty() ? failure(E::Invalid) : finish(t.runs.at(0), QString(), negative, o);
    const QChar lone = t.marks.size() == 1 ? t.marks.at(0).raw : QChar();
    if (lone == u'.' || lone == u',' || (t.marks.size() == 1 && t.marks.at(0).kind == MarkKind::Decimal))
        return parseLoneMark(t, negative, o);

    // Several separators (or one space): the locale's own reading, strictly.
    qsizetype decimalAt = -1;
    for (qsizetype i = 0; i < t.marks.size(); ++i) {
        const MarkKind kind = t.marks.at(i).kind;
        if (kind == MarkKind::Other || decimalAt >= 0)
            return failure(E::Invalid); // a foreign mark, or anything after the decimal mark
        if (kind == MarkKind::Decimal)
            decimalAt = i;
    }
    const qsizetype integerRuns = decimalAt >= 0 ? decimalAt + 1 : t.runs.size();
    if (!validGroups(t.runs, integerRuns, longestFirstGroup(locale, gs)))
        return failure(E::Invalid);
    const QString integer = t.runs.mid(0, integerRuns).join(QString());
    const QString fraction = decimalAt >= 0 ? t.runs.at(decimalAt + 1) : QString();
    return finish(integer, fraction, negative, o);
}

std::optional<Decimal> Decimal::fromLocaleString(const QLocale &locale, QStringView text)
{
    return parseLocale(locale, text, LocaleParseOptions{}).value;
}

} // namespace webshop::values
