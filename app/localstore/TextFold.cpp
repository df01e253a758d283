#include "app/localstore/TextFold.h"

namespace webshop::localstore {

QString foldForSearch(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    bool space = false;
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c.isSpace()) {
            space = !out.isEmpty();
            continue;
        }
        if (space) {
            out += u' ';
            space = false;
        }
        if (c == u'ß' || c == u'ẞ')
            out += QStringLiteral("ss");
        else
            out += c.toLower();
    }
    return out;
}

} // namespace webshop::localstore
