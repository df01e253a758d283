#include "app/values/PackContent.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace webshop::values {

namespace {

bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }
bool isGroupSpace(QChar c) { return c == QChar(0x00A0) || c == QChar(0x202F); }

struct Unit
{
    QStringView word;
    PackContent::Measure measure;
    qint64 perBase; // how many of this unit make one kg or one l
};

const Unit kUnits[] = {
    {u"g", PackContent::Measure::Mass, 1000},    {u"gr", PackContent::Measure::Mass, 1000},
    {u"kg", PackContent::Measure::Mass, 1},      {u"ml", PackContent::Measure::Volume, 1000},
    {u"cl", PackContent::Measure::Volume, 100},  {u"dl", PackContent::Measure::Volume, 10},
    {u"l", PackContent::Measure::Volume, 1},     {u"ltr", PackContent::Measure::Volume, 1},
};

// The words that make an amount approximate, lower case, as the last word before the number.
const QStringView kApproximate[] = {u"approx.", u"approx", u"appr.", u"ca.", u"ca", u"circa", u"c.",
                                    u"env.", u"environ", u"etwa", u"ungefähr", u"ok.", u"około",
                                    u"aprox.", u"aprox", u"ong.", u"ongeveer", u"about", u"around",
                                    u"~", u"≈", u"±", u"min.", u"max.", u"bis", u"up"};

// One number as written: its digits and separators.
struct NumberText
{
    qsizetype begin = 0, end = 0;
    QString digits;       // all digits, separators removed
    int separators = 0;   // '.', ',' or a no-break space between digits
    qsizetype lastSep = -1; // index in `digits` where the part after the last separator starts
    bool mixed = false;   // separators of more than one kind
};

NumberText scanNumber(QStringView text, qsizetype at)
{
    NumberText n;
    n.begin = at;
    QChar kind;
    qsizetype i = at;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (isDigit(c)) {
            n.digits += c;
            ++i;
            continue;
        }
        const bool sep = c == u'.' || c == u',' || isGroupSpace(c);
        if (!sep || i + 1 >= text.size() || !isDigit(text.at(i + 1)))
            break;
        if (!kind.isNull() && kind != c)
            n.mixed = true;
        kind = c;
        ++n.separators;
        n.lastSep = n.digits.size();
        ++i;
    }
    n.end = i;
    return n;
}

std::optional<qint64> wholeNumber(const NumberText &n)
{
    if (n.mixed || n.digits.size() > 12)
        return std::nullopt;
    if (n.separators > 0) { // only groups of three after a first group of 1 to 3 digits
        const QString &d = n.digits;
        if (n.lastSep < 0 || (d.size() - n.lastSep) != 3 || d.startsWith(u'0'))
            return std::nullopt;
        const qsizetype first = d.size() - 3 * n.separators;
        if (first < 1 || first > 3)
            return std::nullopt;
    }
    bool ok = false;
    const qint64 v = n.digits.toLongLong(&ok);
    return ok ? std::optional(v) : std::nullopt;
}

// An amount: digits, or digits, one '.' or ',' and more digits; never "1,200" (two readings).
std::optional<Decimal> amountNumber(const NumberText &n)
{
    if (n.separators == 0)
        return Decimal::parse(n.digits);
    if (n.separators != 1 || n.mixed)
        return std::nullopt;
    const QString whole = n.digits.left(n.lastSep), fraction = n.digits.mid(n.lastSep);
    if (fraction.size() == 3 && !whole.startsWith(u'0') && whole.size() <= 3)
        return std::nullopt; // "1,200 g": 1.2 or 1200
    if (fraction.size() > Decimal::kScaleDigits)
        return std::nullopt;
    return Decimal::parse(QString(whole + u'.' + fraction));
}

qsizetype skipSpaces(QStringView text, qsizetype i)
{
    while (i < text.size() && (text.at(i).isSpace() || isGroupSpace(text.at(i))))
        ++i;
    return i;
}

bool isTimes(QStringView text, qsizetype i)
{
    if (i >= text.size())
        return false;
    const QChar c = text.at(i);
    if (c == u'×' || c == u'*')
        return true;
    if (c != u'x' && c != u'X')
        return false;
    return i + 1 >= text.size() || text.at(i + 1).isSpace() || isDigit(text.at(i + 1));
}

const Unit *unitAt(QStringView text, qsizetype i, qsizetype *end)
{
    qsizetype j = i;
    while (j < text.size() && text.at(j).isLetter())
        ++j;
    const QString word = text.mid(i, j - i).toString().toLower();
    for (const Unit &u : kUnits) {
        if (word == u.word) {
            *end = j;
            return &u;
        }
    }
    return nullptr;
}

bool approximateBefore(QStringView text, qsizetype numberBegin)
{
    const QString before = text.left(numberBegin).toString().trimmed().toLower();
    if (before.isEmpty())
        return false;
    static const QRegularExpression kWordBreak(u"[\\s’'(]"_s);
    const QStringList words = before.split(kWordBreak, Qt::SkipEmptyParts);
    const QString last = words.isEmpty() ? before : words.last();
    for (QStringView word : kApproximate)
        if (last == word || (before.endsWith(word) && !word.front().isLetter()))
            return true;
    return false;
}

} // namespace

ContentReading readPackContent(QStringView text)
{
    ContentReading reading;
    qint64 multiplier = 1;
    std::optional<PackContent> found;
    qsizetype i = 0;
    qsizetype afterTimes = -1; // "6x1l": the 1 follows the x
    bool anyNumber = false;
    while (i < text.size()) {
        if (!isDigit(text.at(i)) || (i > 0 && i != afterTimes && text.at(i - 1).isLetterOrNumber())) {
            ++i;
            continue;
        }
        anyNumber = true;
        const NumberText number = scanNumber(text, i);
        const qsizetype after = skipSpaces(text, number.end);
        qsizetype unitEnd = after;
        if (isTimes(text, after)) {
            const std::optional<qint64> times = wholeNumber(number);
            if (!times || *times <= 0 || *times > 1000000 || multiplier * *times > 1000000 || found)
                return {ContentReading::Kind::Unreadable, {}};
            multiplier *= *times;
            i = afterTimes = skipSpaces(text, after + 1);
            continue;
        }
        // German compounds: "1-l-Packung", "0,33-l-Flasche", "10-kg-Block".
        const bool hyphened = after == number.end && after < text.size() && text.at(after) == u'-';
        const Unit *unit = unitAt(text, hyphened ? after + 1 : after, &unitEnd);
        if (unit && hyphened && unitEnd < text.size() && text.at(unitEnd) != u'-' && !text.at(unitEnd).isSpace()
            && text.at(unitEnd) != u',')
            unit = nullptr;
        const std::optional<Decimal> amount = unit ? amountNumber(number) : std::nullopt;
        if (!unit || !amount || found || approximateBefore(text, number.begin) || amount->units() <= 0
            || amount->units() > 100000 * Decimal::kScale)
            return {ContentReading::Kind::Unreadable, {}};
        const qint64 baseUnits = amount->units() * multiplier;
        if (baseUnits / unit->perBase == 0)
            return {ContentReading::Kind::Unreadable, {}}; // below 0.0001 kg or l
        PackContent content;
        content.measure = unit->measure;
        content.base = Decimal::fromUnits(baseUnits / unit->perBase);
        found = content;
        i = unitEnd;
    }
    if (!anyNumber)
        return reading;
    if (!found)
        return {ContentReading::Kind::Unreadable, {}};
    return {ContentReading::Kind::Content, *found};
}

std::optional<PackContent> packContentOf(const values::Bundle &bundle)
{
    if (bundle.isWeightArticle)
        return std::nullopt;
    for (const QString *text : {&bundle.description, &bundle.bundleSize}) {
        const ContentReading reading = readPackContent(*text);
        if (reading.kind == ContentReading::Kind::Content)
            return reading.content;
        if (reading.kind == ContentReading::Kind::Unreadable)
            return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Decimal> pricePerBase(std::optional<Decimal> packPrice, const PackContent &content)
{
    if (!packPrice || content.base.units() <= 0)
        return std::nullopt;
    // price units × 10^4 / content units, half away from zero, then to the cent.
    const qint64 numerator = packPrice->units() * Decimal::kScale;
    const qint64 q = numerator / content.base.units(), r = numerator % content.base.units();
    const qint64 units = q + ((2 * (r < 0 ? -r : r) >= content.base.units()) ? (numerator < 0 ? -1 : 1) : 0);
    return Decimal::fromUnits(units).roundedToCents();
}

} // namespace webshop::values
