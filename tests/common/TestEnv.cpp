#include "tests/common/TestEnv.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace webshop::test {

void isolateTestEnvironment()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("WebshopDesktopTests"));
    QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests"));
    QSettings().clear();
}

} // namespace webshop::test
