#include "tests/common/TestEnv.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace webshop::test {

void isolateTestEnvironment()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("WebshopDesktopTests"));
    // One settings file per test program: under `ctest -j` programs run side by side, and one
    // clearing or changing settings must not reach into another.
    const QString program = QCoreApplication::applicationFilePath().section(u'/', -1);
    QCoreApplication::setApplicationName(u"webshop-desktop-tests-" + (program.isEmpty() ? QStringLiteral("x") : program));
    QSettings().clear();
}

} // namespace webshop::test
