#pragma once

// Text folding for the demo search: case- and accent-insensitive tokens.

#include <QString>
#include <QStringList>

namespace webshop::demo {

// Lower-case, accents removed, ß as "ss", ł as "l", œ as "oe": "Käse Weiß" -> "kase weiss",
// "Żółta" -> "zolta".
QString foldForSearch(QStringView text);

// The folded words of `text` (runs of letters and digits): "Vollmilch 3,5 %" ->
// {"vollmilch", "3", "5"}.
QStringList searchTokens(QStringView text);

} // namespace webshop::demo
