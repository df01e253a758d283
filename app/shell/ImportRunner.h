#pragma once

#include "app/shell/CommandLine.h"

#include <QLocale>
#include <QObject>
#include <QTimer>
#include <QTranslator>
#include <memory>


namespace webshop::api { class ApiClient; class BasketSync; }
namespace webshop::control { class BasketAdds; class ShopCore; }
namespace webshop::demo { class DemoServer; }
namespace webshop::orders { class OrderImport; struct OrderFile; struct LargeAddLimits; }

namespace webshop::shell {

// --import FILE --report OUT.csv [--add]: reads the order file, logs in (the demo shop with
// --demo; else the environment's logins or the login remembered in the keychain for the
// configured server), resolves every line, with --add adds the resolved ones through the basket
// queue, writes the per-line report and quits. No window and no GUI application.
// With --add, lines above the large-add limits of Preferences (unless the check is off or
// --allow-large is given) are not added: `needs_confirmation`.
// A run is keyed by the file's bytes and the server, customer and store (orders/ImportRun.h): run
// again, the lines an earlier run added are `already_added` and not sent, those it may have added
// (no answer, or the app was killed) are held back as `uncertain`; --again sends every line anew.
// The report is written while the run goes (at most every 200 ms, atomically), so a killed run
// leaves a valid report of what happened so far; lines on their way then say so (`uncertain`).
// Exit codes: 0 every line resolved (and, with --add, added); 1 some line did not; 3 the run
// could not be made (file, a file whose quantity column is unclear, server, login, delivery
// address, report). 2 is the command line's.
class ImportRunner : public QObject
{
    Q_OBJECT
public:
    explicit ImportRunner(const AppOptions &options, QObject *parent = nullptr);
    ~ImportRunner() override;

    // False when the run failed before the event loop is needed; exitCode() then says how.
    bool start();
    int exitCode() const { return m_exitCode; }

    static constexpr int kSomeLinesOpen = 1;
    static constexpr int kCannotRun = 3;

private:
    bool login();
    void chooseAddress();
    void resolve();
    void startAdds();
    void addLines();
    bool writeReport();
    void finish();
    void fail(const QString &message);
    static QString noLoginMessage();
    void quit(int code);

    AppOptions m_options;
    int m_exitCode = 0;
    bool m_done = false;
    QLocale m_locale;
    std::unique_ptr<QTranslator> m_appTranslator, m_qtTranslator;
    std::unique_ptr<orders::OrderFile> m_file;             // read in start(), handed to the import
    QByteArray m_content;                                  // the file's bytes: the run key's
    QTimer *m_reportTimer = nullptr;                       // the report while the run goes
    bool m_waitedForRecovery = false;
    bool m_addsStarted = false;
    std::unique_ptr<orders::LargeAddLimits> m_largeLimits; // none: --allow-large, or the check is off
    std::unique_ptr<demo::DemoServer> m_demoServer;
    // The shop part of the object graph (client, keychain, session, queue, the one add path
    // with the ledger on disk): the window's, without its models.
    std::unique_ptr<control::ShopCore> m_core;
    std::unique_ptr<orders::OrderImport> m_import;
};

} // namespace webshop::shell
