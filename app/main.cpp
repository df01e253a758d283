// Thin: parse the command line, build the objects, show the window.

#include "app/shell/AppController.h"
#include "app/shell/CommandLine.h"
#include "app/shell/ImportRunner.h"

#include <QApplication>
#include <QStringList>
#include <cstdio>

int main(int argc, char *argv[])
{
    webshop::shell::AppController::initApplicationInfo();

    auto report = [](const webshop::shell::ParseResult &parsed) {
        std::fputs(parsed.message.toLocal8Bit().constData(), parsed.exitCode ? stderr : stdout);
        if (parsed.exitCode && !parsed.message.endsWith(u'\n'))
            std::fputs("\n", stderr);
        return parsed.exitCode;
    };
    // --help and --version must work without a display: answer them before the GUI exists.
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    for (const QString &a : std::as_const(args).mid(1)) {
        if (a == u"-h" || a == u"--help" || a == u"-?" || a == u"--help-all" || a == u"-v" || a == u"--version")
            return report(webshop::shell::parseCommandLine({args.constFirst(), a}));
    }

    // --import runs without a window, so without a display: no GUI application at all.
    if (webshop::shell::wantsHeadlessRun(args)) {
        QCoreApplication app(argc, argv);
        const auto parsed = webshop::shell::parseCommandLine(QCoreApplication::arguments());
        if (!parsed.options)
            return report(parsed);
        webshop::shell::ImportRunner runner(*parsed.options);
        if (!runner.start())
            return runner.exitCode();
        return app.exec();
    }

    // QApplication takes its own options (-platform, -style…) out of argv first.
    QApplication app(argc, argv);
    const auto parsed = webshop::shell::parseCommandLine(QCoreApplication::arguments());
    if (!parsed.options)
        return report(parsed);
    webshop::shell::AppController controller(*parsed.options);
    if (!controller.start())
        return controller.exitCode();
    return app.exec();
}
