#pragma once

// The scenarios of the benchmark, grouped by what they need. Each adds its rows to the table.

#include "tests/bench/BenchTable.h"

#include <QString>
#include <QUrl>

namespace webshop::control { class ObjectGraph; }

namespace webshop::bench {

struct Context
{
    int runs = 7;
    QString barePath; // the bare-window baseline program
    Table *table = nullptr;
};

// Decoding, the backend's search over 200,000 articles (no window).
void runDataScenarios(Context &context);
void runDecodeScenario(Context &context); // part of the above; alone for profiling
// The real application object graph (AppController) in this process, against the embedded
// backend on its own thread: search, typing, --search, thumbnails, 100,000 rows, basket.
void runAppScenarios(Context &context);
// The price history: a 500-article search recorded into a local store in a temporary folder
// (the app's object graph and window in this process, the backend on its own thread).
void runPriceScenarios(Context &context);
// The bulk paths: the quick order's 200 rows added, order files of 2,000 lines checked and of
// 300 lines added (the app's object graph and window in this process, the backend on its own
// thread).
void runOrderScenarios(Context &context);
// The add ledger: one add's writes on the GUI thread, and a 300-line import with the ledger on
// disk against the same import with it in memory, in the same run.
void runLedgerScenarios(Context &context);
// Separate processes: start-up against a bare window, resident memory with the backend out
// of process.
void runProcessScenarios(Context &context);

// Child process modes of this program.
int serveMain(int argc, char *argv[]);   // --serve SIZE: the backend alone
int appHostMain(int argc, char *argv[]); // --app-host [app options]: the app, instrumented

// Signs the first demo customer in through the graph's session and picks its first delivery
// address (the scenarios that build an ObjectGraph of their own). False on failure or timeout.
bool signInFirstCustomer(control::ObjectGraph &graph, const QUrl &server);

// Remember-me for the first demo customer at `server` (keychain + settings + its first
// delivery address), as a sign-in with "Remember me" leaves it. False when no keychain works.
bool seedRememberedLogin(const QUrl &server);

} // namespace webshop::bench
