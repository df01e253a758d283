#include "tests/common/TestEnv.h"

#include <QCoreApplication>
#include <QSettings>
#include <QDir>
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
    // And its data starts empty each run: a quick-order draft or an order guide a run left
    // behind is not the next run's (the draft would come back as lines of its own).
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

} // namespace webshop::test
