#include "app/demo/DemoText.h"

#include <array>

namespace webshop::demo {

namespace {

QString foldChar(char16_t u)
{
    if (u == 0x00DF || u == 0x1E9E) // ß, capital ẞ
        return QStringLiteral("ss");
    // Letters that Unicode does not decompose but a buyer types plain: ł, œ, æ, ø, đ.
    switch (u) {
    case 0x0141: case 0x0142: return QStringLiteral("l");
    case 0x0152: case 0x0153: return QStringLiteral("oe");
    case 0x00C6: case 0x00E6: return QStringLiteral("ae");
    case 0x00D8: case 0x00F8: return QStringLiteral("o");
    case 0x0110: case 0x0111: return QStringLiteral("d");
    default: break;
    }
    QString folded;
    const QString decomposed = QString(QChar(u)).normalized(QString::NormalizationForm_KD);
    for (QChar d : decomposed) {
        if (d.category() == QChar::Mark_NonSpacing || d.category() == QChar::Mark_Enclosing
            || d.category() == QChar::Mark_SpacingCombining)
            continue;
        folded.append(d.toCaseFolded());
    }
    return folded;
}

// Latin-1 and Latin Extended-A/B folded once (the names of the range use nothing else).
constexpr char16_t kTableEnd = 0x0250;
const std::array<QString, kTableEnd> &foldTable()
{
    static const std::array<QString, kTableEnd> table = [] {
        std::array<QString, kTableEnd> t;
        for (char16_t u = 0; u < kTableEnd; ++u)
            t[u] = foldChar(u);
        return t;
    }();
    return table;
}

void appendFolded(QString *out, QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80)
        out->append(QChar(u >= 'A' && u <= 'Z' ? char16_t(u + 32) : u));
    else if (u < kTableEnd)
        out->append(foldTable()[u]);
    else
        out->append(foldChar(u));
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
