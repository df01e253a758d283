#pragma once

// Money as text: by QLocale with the currency code, from the exact Decimal (no double ever
// touches an amount): "12,34 €" in German, "€12.34" in English. Never string concatenation
// of a number and a symbol.

#include "app/values/Types.h"

#include <QLocale>
#include <QString>
#include <QStringView>

namespace webshop::models {

// The symbol for an ISO 4217 code as shown in `locale` ("EUR" -> "€"; "CHF" -> "CHF").
// Falls back to the code itself for a code no locale uses.
QString currencySymbol(const QLocale &locale, QStringView isoCode);

// `amount` placed into the locale's currency pattern with `decimals` fractional digits
// (rounded half away from zero). Negative amounts get the locale's minus sign in front.
QString formatMoney(const QLocale &locale, values::Decimal amount, QStringView isoCode, int decimals = 2);
QString formatMoney(const QLocale &locale, const values::Money &money, int decimals = 2);

// "price unknown" (translated): what every model shows when the server gave no price.
QString priceUnknownText();

// A quantity: "3" for pieces, "1,25 kg" for weight articles (translated unit).
QString formatQuantity(const QLocale &locale, values::Decimal quantity, bool weightArticle);

} // namespace webshop::models
