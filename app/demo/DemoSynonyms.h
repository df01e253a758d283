#pragma once

// Words a buyer types for what the demo range calls otherwise, per language (folded text).

#include <QString>
#include <QStringList>

namespace webshop::demo {

enum class Language;

// Further words that `word` (folded) should also find in `language`: "still" -> {"naturell"}.
QStringList synonyms(const QString &word, Language language);

// `words` (folded) without the joining words of `language` ("de", "di", "van", "z"), unless
// nothing else is left.
QStringList withoutStopWords(const QStringList &words, Language language);

// `folded` with phrases that mean one word of the range replaced by it:
// "ohne kohlensaure" -> "naturell".
QString rewritePhrases(QString folded, Language language);

} // namespace webshop::demo
