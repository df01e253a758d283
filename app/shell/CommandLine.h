#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

class QCoreApplication;

namespace webshop::shell {

// Everything the command line can say. Parsed once in main(); see README "Command line".
struct AppOptions
{
    // The view --show names: a page of the window (ui/PageList.cpp; its name in `page`), or a
    // view of its own. Default: the first page without a chosen view.
    enum class View { Default, Page, Article, Login, Compare, Import, Offline, History };

    bool demo = false;
    QUrl baseUrl;             // --base-url (overrides the saved profile)
    QString locale;           // --locale de-DE
    QString search;           // --search TEXT
    View show = View::Default; // --show PAGE|article|login|compare|import|offline|history
    QString page;             // with View::Page: the page's name (search, basket, lists, quickorder, guide)
    QString article;          // --article VARIANT_ID
    QString screenshot;       // --screenshot FILE
    QString store;            // --store STORE_ID
    QSize windowSize{1440, 900}; // --window-size WxH
    bool windowSizeGiven = false; // else a normal start restores the saved window geometry
    int timeoutSeconds = 30;  // --timeout S
    QString importFile;       // --import FILE: resolve an order file without a window (with
                              // --screenshot or --show import: its preview in the window)
    QString reportFile;       // --report OUT.csv: the per-line report of --import
    bool importAdd = false;   // --add: also add the resolved lines to the basket
    bool allowLarge = false;  // --allow-large: with --add, also lines above the large-add limits
    bool importAgain = false; // --again: with --add, also the lines an earlier run of the file added
    QString duplicates = QStringLiteral("ask"); // --duplicates ask|merge|keep

    // The names --show accepts, in the order of the help text.
    static QStringList views();
    // True when --show names this page (View::Page).
    bool showsPage(QStringView name) const { return show == View::Page && page == name; }
};

struct ParseResult
{
    std::optional<AppOptions> options; // nullopt: exit with `exitCode` after printing `message`
    int exitCode = 0;
    QString message;
};

// Parses app.arguments(). Handles --help and --version (message + exit code 0).
ParseResult parseCommandLine(const QStringList &arguments);
// True when the arguments ask for a run without a window (--import and its options): main()
// then needs no GUI.
bool wantsHeadlessRun(const QStringList &arguments);

} // namespace webshop::shell
