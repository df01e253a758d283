// Fuzz target: Decimal::parse and everything that turns a parsed amount back into text.
// Input: one number text, or two joined by '*' to also exercise the product.

#include "tests/fuzz/FuzzCheck.h"

#include "app/values/Decimal.h"

#include <QJsonValue>
#include <QLocale>

using webshop::values::Decimal;

namespace {

void checkOne(const QString &text, const Decimal &d)
{
    // |value| <= 10^14, i.e. at most 10^18 units.
    FUZZ_CHECK(d.units() <= 1000000000000000000LL && d.units() >= -1000000000000000000LL);
    FUZZ_CHECK(Decimal::fromJson(QJsonValue(text)) == d);
    // Every text form reads back: canonical, fixed 4, fixed 2 (== rounded to cents).
    FUZZ_CHECK(Decimal::parse(d.toString()) == d);
    FUZZ_CHECK(Decimal::parse(d.toFixed(4)) == d);
    FUZZ_CHECK(Decimal::parse(d.toFixed(2)) == d.roundedToCents());
    FUZZ_CHECK(Decimal::parse((-d).toString()) == -d);
    static const QList<QLocale> locales{QLocale::c(), QLocale(QLocale::German, QLocale::Germany),
                                        QLocale(QLocale::French, QLocale::France),
                                        QLocale(QLocale::English, QLocale::UnitedStates)};
    for (const QLocale &locale : locales)
        FUZZ_CHECK(Decimal::fromLocaleString(locale, d.toLocaleString(locale)) == d);
    FUZZ_CHECK(d * Decimal::fromInt(1) == d);
    FUZZ_CHECK((d * Decimal()).isZero());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(webshop::fuzz::bytes(data, size));
    const auto d = Decimal::parse(text);
    if (d)
        checkOne(text, *d);
    // The same text typed by a user into a quantity field, in locales with ',' and '.' decimals.
    static const QList<QLocale> inputLocales{QLocale(QLocale::German, QLocale::Germany),
                                             QLocale(QLocale::English, QLocale::UnitedStates)};
    for (const QLocale &locale : inputLocales) {
        if (const auto typed = Decimal::fromLocaleString(locale, text))
            FUZZ_CHECK(Decimal::fromLocaleString(locale, typed->toLocaleString(locale)) == typed);
    }
    const qsizetype star = text.indexOf(u'*');
    if (star < 0)
        return 0;
    const auto a = Decimal::parse(QStringView(text).left(star));
    const auto b = Decimal::parse(QStringView(text).mid(star + 1));
    if (!a || !b)
        return 0;
    const Decimal p = *a * *b;
    FUZZ_CHECK(p == *b * *a);
    FUZZ_CHECK(-*a * *b == -p);
    if (!a->isZero() && !b->isZero() && !p.isZero())
        FUZZ_CHECK(p.isNegative() == (a->isNegative() != b->isNegative()));
    (void)p.toString();
    (void)p.toCentsRounded();
    return 0;
}
