// Thin: parse the command line, build the objects, show the window.

#include "app/shell/AppController.h"
#include "app/shell/CommandLine.h"

#include <QApplication>
#include <QStringList>
#include <cstdio>

int main(int argc, char *argv[])
{
    webshop::shell::AppController::initApplicationInfo();

    // --help and --version must work without a display: parse before the GUI exists.
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    const auto parsed = webshop::shell::parseCommandLine(args);
    if (!parsed.options) {
        std::fputs(parsed.message.toLocal8Bit().constData(), parsed.exitCode ? stderr : stdout);
        if (parsed.exitCode && !parsed.message.endsWith(u'\n'))
            std::fputs("\n", stderr);
        return parsed.exitCode;
    }

    QApplication app(argc, argv);
    webshop::shell::AppController controller(*parsed.options);
    if (!controller.start())
        return controller.exitCode();
    return app.exec();
}
