#pragma once

#include <QLocale>
#include <QString>
#include <QTranslator>
#include <memory>

namespace webshop::shell {

// The UI language: `localeTag` (--locale), else the one chosen in the preferences, else the
// system's (LANG=C: US English). Makes it the default locale and installs the app's and Qt's
// translations for it into the running application; the translators are kept in `app`/`qt`.
QLocale installTranslators(const QString &localeTag, std::unique_ptr<QTranslator> *app,
                           std::unique_ptr<QTranslator> *qt);

} // namespace webshop::shell
