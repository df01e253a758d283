#include "models/MoneyFormat.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

namespace webshop::models {

namespace {

// Where the number and the symbol go in a locale's currency format, learned once per locale
// from QLocale itself (CLDR data), so "12,34 €" and "€12.34" come out as the locale wants.
struct CurrencyPattern
{
    QString prefix; // before the number; kSymbolMark stands for the symbol
    QString suffix; // after the number
};

constexpr QChar kSymbolMark = QChar(0xE000); // private use: never in locale data

CurrencyPattern patternFor(const QLocale &locale)
{
    static QMutex mutex;
    static QHash<QString, CurrencyPattern> cache;
    const QString key = locale.name();
    QMutexLocker lock(&mutex);
    if (auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    CurrencyPattern pattern;
    const QString sample = locale.toCurrencyString(7.0, QString(kSymbolMark), 0);
    const QString number = locale.toString(7);
    const qsizetype at = sample.indexOf(number);
    if (at >= 0 && sample.contains(kSymbolMark)) {
        pattern.prefix = sample.left(at);
        pattern.suffix = sample.mid(at + number.size());
    } else { // unexpected locale data: "12.34 EUR" style
        pattern.suffix = QString(QChar(0x00A0)) + kSymbolMark;
    }
    cache.insert(key, pattern);
    return pattern;
}

QString symbolLookup(const QLocale &locale, const QString &code)
{
    if (locale.currencySymbol(QLocale::CurrencyIsoCode) == code)
        return locale.currencySymbol(QLocale::CurrencySymbol);
    // A locale of the same language that uses this currency, else any locale that does.
    const QList<QLocale> all = QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory);
    QString fallback;
    for (const QLocale &candidate : all) {
        if (candidate.currencySymbol(QLocale::CurrencyIsoCode) != code)
            continue;
        const QString symbol = candidate.currencySymbol(QLocale::CurrencySymbol);
        if (symbol.isEmpty())
            continue;
        if (candidate.language() == locale.language())
            return symbol;
        if (fallback.isEmpty())
            fallback = symbol;
    }
    return fallback.isEmpty() ? code : fallback;
}

} // namespace

QString currencySymbol(const QLocale &locale, QStringView isoCode)
{
    if (isoCode.isEmpty())
        return {};
    static QMutex mutex;
    static QHash<QString, QString> cache;
    const QString code = isoCode.toString().toUpper();
    const QString key = QString::number(int(locale.language())) + u':' + QString::number(int(locale.territory()))
        + u':' + code;
    {
        QMutexLocker lock(&mutex);
        if (auto it = cache.constFind(key); it != cache.constEnd())
            return *it;
    }
    const QString symbol = symbolLookup(locale, code);
    QMutexLocker lock(&mutex);
    cache.insert(key, symbol);
    return symbol;
}

QString formatMoney(const QLocale &locale, values::Decimal amount, QStringView isoCode, int decimals)
{
    const QString number = (amount.isNegative() ? -amount : amount).toLocaleString(locale, decimals);
    // Rounding may turn -0.004 into 0.00: no minus sign in front of a zero.
    const bool negative = amount.isNegative() && number != values::Decimal().toLocaleString(locale, decimals);
    QString text;
    if (isoCode.isEmpty()) {
        text = number;
    } else {
        const CurrencyPattern pattern = patternFor(locale);
        const QString symbol = currencySymbol(locale, isoCode);
        QString prefix = pattern.prefix;
        QString suffix = pattern.suffix;
        prefix.replace(kSymbolMark, symbol);
        suffix.replace(kSymbolMark, symbol);
        text = prefix + number + suffix;
    }
    return negative ? locale.negativeSign() + text : text;
}

QString formatMoney(const QLocale &locale, const values::Money &money, int decimals)
{
    return formatMoney(locale, money.amount, money.currency, decimals);
}

QString priceUnknownText()
{
    return QCoreApplication::translate("webshop::models::MoneyFormat", "price unknown");
}

QString formatQuantity(const QLocale &locale, values::Decimal quantity, bool weightArticle)
{
    if (!weightArticle)
        return quantity.toLocaleString(locale, -1);
    //: A weight in kilograms, e.g. "1,25 kg"
    return QCoreApplication::translate("webshop::models::MoneyFormat", "%1 kg")
        .arg(quantity.toLocaleString(locale, -1));
}

} // namespace webshop::models
