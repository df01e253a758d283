#include "app/shell/SampleOrder.h"

#include <QDir>

namespace webshop::shell {

QString sampleOrderFile(const QString &language)
{
    for (const QString &lang : {language, QStringLiteral("en")}) {
        const QDir dir(QStringLiteral(":/demo/orders/") + lang);
        const QStringList files = dir.entryList({QStringLiteral("*.csv")}, QDir::Files);
        if (!files.isEmpty())
            return dir.filePath(files.constFirst());
    }
    return {};
}

} // namespace webshop::shell
