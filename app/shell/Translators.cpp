#include "app/shell/Translators.h"

#include "app/values/SettingsKeys.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>

namespace webshop::shell {

QLocale installTranslators(const QString &localeTag, std::unique_ptr<QTranslator> *app,
                           std::unique_ptr<QTranslator> *qt)
{
    QString tag = localeTag;
    if (tag.isEmpty())
        tag = QSettings().value(settings::Language).toString();
    QLocale locale = tag.isEmpty() ? QLocale() : QLocale(tag);
    if (locale.language() == QLocale::C) // LANG=C: plain English formats, a valid API language tag
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(locale);
    *app = std::make_unique<QTranslator>();
    if ((*app)->load(locale, QStringLiteral("webshop"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(app->get());
    *qt = std::make_unique<QTranslator>();
    if ((*qt)->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt->get());
    return locale;
}

} // namespace webshop::shell
