#include "app/shell/CommandLine.h"

#include "ui/PageList.h"
#include "webshop/Version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace webshop::shell {

namespace {
struct NamedView
{
    const char16_t *name;
    AppOptions::View view;
};
// The views that are not pages (the pages: ui::pageList()).
constexpr NamedView kViews[] = {{u"article", AppOptions::View::Article}, {u"login", AppOptions::View::Login},
                                {u"compare", AppOptions::View::Compare}, {u"import", AppOptions::View::Import},
                                {u"offline", AppOptions::View::Offline}, {u"history", AppOptions::View::History}};

// --show NAME: a page's name, or one of kViews.
bool setView(AppOptions &o, const QString &name)
{
    for (const QString &page : ui::pageNames()) {
        if (name.compare(page, Qt::CaseInsensitive) == 0) {
            o.show = AppOptions::View::Page;
            o.page = page;
            return true;
        }
    }
    for (const NamedView &v : kViews) {
        if (name.compare(QStringView(v.name), Qt::CaseInsensitive) == 0) {
            o.show = v.view;
            o.page = v.view == AppOptions::View::Article ? QStringLiteral("search") : QString();
            return true;
        }
    }
    return false;
}
} // namespace

QStringList AppOptions::views()
{
    QStringList names = ui::pageNames();
    for (const NamedView &v : kViews)
        names << QString::fromUtf16(v.name);
    return names;
}

namespace {
// Every option of the app, declared once (the help text lists them in this order).
struct Options
{
    const QCommandLineOption demo{QStringLiteral("demo"),
        QCoreApplication::translate("CommandLine", "Start the built-in demo shop and log in as the demo customer.")};
    const QCommandLineOption baseUrl{QStringLiteral("base-url"),
        QCoreApplication::translate("CommandLine", "Address of the webshop API server."),
        QStringLiteral("URL")};
    const QCommandLineOption locale{QStringLiteral("locale"),
        QCoreApplication::translate("CommandLine", "Language and formats, e.g. de-DE or en-GB."),
        QStringLiteral("TAG")};
    const QCommandLineOption search{QStringLiteral("search"),
        QCoreApplication::translate("CommandLine", "Start with this search."), QStringLiteral("TEXT")};
    const QCommandLineOption show{QStringLiteral("show"),
        QCoreApplication::translate("CommandLine", "View to show: %1.")
            .arg(AppOptions::views().join(QStringLiteral(", "))),
        QStringLiteral("VIEW")};
    const QCommandLineOption article{QStringLiteral("article"),
        QCoreApplication::translate("CommandLine", "Article (variant id) for the article view."),
        QStringLiteral("VARIANT_ID")};
    const QCommandLineOption screenshot{QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine",
            "When the view has finished loading, save the window as PNG and exit."),
        QStringLiteral("FILE")};
    const QCommandLineOption windowSize{QStringLiteral("window-size"),
        QCoreApplication::translate("CommandLine", "Window size, default 1440x900."),
        QStringLiteral("WxH")};
    const QCommandLineOption timeout{QStringLiteral("timeout"),
        QCoreApplication::translate("CommandLine", "Seconds to wait for a screenshot, default 30."),
        QStringLiteral("S")};
    const QCommandLineOption store{QStringLiteral("store"),
        QCoreApplication::translate("CommandLine", "Delivery address by store id (non-interactive login)."),
        QStringLiteral("STORE_ID")};
    const QCommandLineOption import{QStringLiteral("import"),
        QCoreApplication::translate("CommandLine",
            "Check every line of an order file (CSV, TSV) against the server without a window; "
            "exit code 0 only when every line resolved."),
        QStringLiteral("FILE")};
    const QCommandLineOption report{QStringLiteral("report"),
        QCoreApplication::translate("CommandLine", "Where --import writes its report (CSV, one row per line)."),
        QStringLiteral("OUT.csv")};
    const QCommandLineOption add{QStringLiteral("add"),
        QCoreApplication::translate("CommandLine", "With --import: also add the resolved lines to the basket.")};
    const QCommandLineOption allowLarge{QStringLiteral("allow-large"),
        QCoreApplication::translate("CommandLine",
            "With --add: also add lines above the large-quantity limits of Preferences (default: more than "
            "20 packs, 25 kg or 500 gross), which are otherwise left out as needs_confirmation.")};
    const QCommandLineOption again{QStringLiteral("again"),
        QCoreApplication::translate("CommandLine",
            "With --add: add every line anew, also the lines an earlier run of the same file already added "
            "(without it they are reported as already_added and not sent).")};
    const QCommandLineOption duplicates{QStringLiteral("duplicates"),
        QCoreApplication::translate("CommandLine",
            "With --import: lines with the same pack are reported (ask, the default), merged into the first "
            "line (merge) or kept as lines of their own (keep)."),
        QStringLiteral("MODE")};

    QList<QCommandLineOption> all() const
    {
        return {demo, baseUrl, locale, search, show, article, screenshot, windowSize, timeout, store, import,
                report, add, allowLarge, again, duplicates};
    }
};

using Error = QString; // empty: fine

Error readServer(const QCommandLineParser &p, const Options &opt, AppOptions &o)
{
    o.demo = p.isSet(opt.demo);
    if (p.isSet(opt.baseUrl)) {
        o.baseUrl = QUrl(p.value(opt.baseUrl), QUrl::StrictMode);
        if (!o.baseUrl.isValid() || (o.baseUrl.scheme() != u"http" && o.baseUrl.scheme() != u"https")
            || o.baseUrl.host().isEmpty())
            return QCoreApplication::translate("CommandLine", "Not a valid http(s) address: %1")
                            .arg(p.value(opt.baseUrl));
        // A password in a URL ends up in shell histories and process lists: refuse it, and
        // never repeat it.
        if (!o.baseUrl.userInfo().isEmpty())
            return QCoreApplication::translate(
                "CommandLine",
                "--base-url must not contain a user name or password: give the server address only, "
                "and the logins through WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and "
                "WEBSHOP_PASSWORD or the sign-in form.");
    }
    if (p.isSet(opt.locale)) {
        static const QRegularExpression re(QStringLiteral("^[a-zA-Z]{2,3}([-_][a-zA-Z]{2})?$"));
        if (!re.match(p.value(opt.locale)).hasMatch())
            return QCoreApplication::translate("CommandLine", "Not a locale tag like de-DE: %1")
                            .arg(p.value(opt.locale));
        o.locale = p.value(opt.locale);
        o.locale.replace(u'_', u'-');
    }
    o.store = p.value(opt.store);
    return {};
}

Error readView(const QCommandLineParser &p, const Options &opt, AppOptions &o)
{
    o.search = p.value(opt.search);
    if (p.isSet(opt.show)) {
        if (!setView(o, p.value(opt.show)))
            return QCoreApplication::translate("CommandLine", "Unknown view \"%1\"; choose one of %2.")
                            .arg(p.value(opt.show), AppOptions::views().join(QStringLiteral(", ")));
    }
    o.article = p.value(opt.article);
    if (o.show == AppOptions::View::Article && o.article.isEmpty() && o.search.isEmpty())
        return QCoreApplication::translate("CommandLine", "--show article needs --article or --search.");
    return {};
}

Error readWindow(const QCommandLineParser &p, const Options &opt, AppOptions &o)
{
    o.screenshot = p.value(opt.screenshot);
    if (p.isSet(opt.windowSize)) {
        static const QRegularExpression re(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"));
        const auto m = re.match(p.value(opt.windowSize));
        if (!m.hasMatch())
            return QCoreApplication::translate("CommandLine", "Window size must look like 1440x900: %1")
                            .arg(p.value(opt.windowSize));
        o.windowSize = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        o.windowSizeGiven = true;
    }
    if (p.isSet(opt.timeout)) {
        bool ok = false;
        o.timeoutSeconds = p.value(opt.timeout).toInt(&ok);
        if (!ok || o.timeoutSeconds < 1 || o.timeoutSeconds > 3600)
            return QCoreApplication::translate("CommandLine", "Timeout must be 1 to 3600 seconds: %1")
                            .arg(p.value(opt.timeout));
    }
    return {};
}

Error readImport(const QCommandLineParser &p, const Options &opt, AppOptions &o)
{
    o.importFile = p.value(opt.import);
    o.reportFile = p.value(opt.report);
    o.importAdd = p.isSet(opt.add);
    o.allowLarge = p.isSet(opt.allowLarge);
    o.importAgain = p.isSet(opt.again);
    if (p.isSet(opt.duplicates))
        o.duplicates = p.value(opt.duplicates).toLower();
    if (o.importFile.isEmpty() && (p.isSet(opt.report) || o.importAdd || o.allowLarge || o.importAgain
                                   || p.isSet(opt.duplicates)))
        return QCoreApplication::translate("CommandLine", "--report, --add, --allow-large, --again and --duplicates need --import FILE.");
    if (o.allowLarge && !o.importAdd)
        return QCoreApplication::translate("CommandLine", "--allow-large goes with --add: without it nothing is added.");
    if (o.importAgain && !o.importAdd)
        return QCoreApplication::translate("CommandLine", "--again goes with --add: without it nothing is added.");
    // --import FILE with --screenshot or --show import and no report: the preview in the window.
    const bool preview = !o.importFile.isEmpty() && !p.isSet(opt.report) && !o.importAdd
        && (!o.screenshot.isEmpty() || o.show == AppOptions::View::Import);
    if (preview && o.show != AppOptions::View::Default && o.show != AppOptions::View::Import)
        return QCoreApplication::translate("CommandLine", "--import shows the preview of the file: use --show import or no --show.");
    if (preview) {
        o.show = AppOptions::View::Import;
        return {};
    }
    if (o.show == AppOptions::View::Import && o.importFile.isEmpty() && !o.demo)
        return QCoreApplication::translate("CommandLine", "--show import needs --import FILE, or --demo for the sample order.");
    if (!o.importFile.isEmpty() && o.reportFile.isEmpty())
        return QCoreApplication::translate("CommandLine", "--import needs --report OUT.csv.");
    if (!o.importFile.isEmpty() && (!o.screenshot.isEmpty() || o.show != AppOptions::View::Default))
        return QCoreApplication::translate("CommandLine", "--import runs without a window: leave out --screenshot and --show.");
    if (o.duplicates != u"ask" && o.duplicates != u"merge" && o.duplicates != u"keep")
        return QCoreApplication::translate("CommandLine", "--duplicates must be ask, merge or keep: %1")
                        .arg(p.value(opt.duplicates));
    return {};
}
} // namespace

ParseResult parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "CommandLine", "Webshop Desktop: order from your wholesaler's webshop."));
    const QCommandLineOption help = p.addHelpOption();
    const QCommandLineOption version = p.addVersionOption();
    const Options opt;
    p.addOptions(opt.all());

    ParseResult r;
    if (!p.parse(arguments)) {
        r.exitCode = 2;
        r.message = p.errorText();
        return r;
    }
    if (p.isSet(help)) {
        // Parsed before QCoreApplication exists: name the program ourselves.
        r.message = p.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("webshop-desktop"));
        return r;
    }
    if (p.isSet(version)) {
        r.message = QCoreApplication::applicationName() + u' ' + QStringLiteral(WEBSHOP_VERSION) + u'\n';
        return r;
    }
    if (!p.positionalArguments().isEmpty()) {
        r.exitCode = 2;
        r.message = QCoreApplication::translate("CommandLine", "Unexpected argument: %1")
                        .arg(p.positionalArguments().constFirst());
        return r;
    }
    AppOptions o;
    for (auto read : {readServer, readView, readWindow, readImport}) {
        if (const Error error = read(p, opt, o); !error.isEmpty()) {
            r.exitCode = 2;
            r.message = error;
            return r;
        }
    }
    r.options = o;
    return r;
}

bool wantsHeadlessRun(const QStringList &arguments)
{
    // The options that belong to --import only count too: their errors need no display either.
    // With --screenshot or --show, --import shows its preview in the window.
    auto given = [&arguments](std::initializer_list<QLatin1StringView> names) {
        for (const QString &a : arguments.mid(1))
            for (const QLatin1StringView name : names)
                if (a == name || a.startsWith(name + u'='))
                    return true;
        return false;
    };
    if (given({QLatin1StringView("--screenshot"), QLatin1StringView("--show")}))
        return false;
    return given({QLatin1StringView("--import"), QLatin1StringView("--report"), QLatin1StringView("--add"),
                  QLatin1StringView("--allow-large"), QLatin1StringView("--again"),
                  QLatin1StringView("--duplicates")});
}

} // namespace webshop::shell
