#include "app/demo/DemoText.h"

namespace webshop::demo {

namespace {

void appendFolded(QString *out, QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80) {
        out->append(QChar(u >= 'A' && u <= 'Z' ? char16_t(u + 32) : u));
        return;
    }
    if (u == 0x00DF || u == 0x1E9E) { // ß, capital ẞ
        out->append(u"ss");
        return;
    }
    const QString decomposed = QString(c).normalized(QString::NormalizationForm_KD);
    for (QChar d : decomposed) {
        if (d.category() == QChar::Mark_NonSpacing || d.category() == QChar::Mark_Enclosing
            || d.category() == QChar::Mark_SpacingCombining)
            continue;
        out->append(d.toCaseFolded());
    }
}

} // namespace

QString foldForSearch(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text)
        appendFolded(&out, c);
    return out;
}

QStringList searchTokens(QStringView text)
{
    const QString folded = foldForSearch(text);
    QStringList tokens;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= folded.size(); ++i) {
        const bool word = i < folded.size() && folded.at(i).isLetterOrNumber();
        if (word && start < 0)
            start = i;
        else if (!word && start >= 0) {
            tokens.append(folded.mid(start, i - start));
            start = -1;
        }
    }
    return tokens;
}

} // namespace webshop::demo
