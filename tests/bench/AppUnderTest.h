#pragma once

// The application's real object graph (AppController, as main() builds it) in this process,
// and what the scenarios reach of it through the window.

#include "app/shell/AppController.h"
#include "models/SearchResultsModel.h"
#include "ui/MainWindow.h"

#include "tests/bench/BenchUtil.h"

#include <QListView>
#include <memory>

namespace webshop::bench {

class AppUnderTest
{
public:
    // Starts the app against `server` (a remembered login is restored) and waits until it is
    // signed in with its delivery address and idle. False on failure or timeout. `stalls`, if
    // given, watches from the moment the window is built and the event loop turns.
    bool start(const QUrl &server, const QString &search = {}, StallMonitor *stalls = nullptr);
    ~AppUnderTest();

    ui::MainWindow *window() const { return m_window; }
    QListView *resultsView() const;
    models::SearchResultsModel *results() const;
    bool signedIn() const;
    bool settled() const; // signed in, nothing loading, no thumbnail missing

private:
    std::unique_ptr<shell::AppController> m_app;
    ui::MainWindow *m_window = nullptr;
};

// The main window among the top-level widgets, or null.
ui::MainWindow *findMainWindow();
// 100,000 rows made of the model's current (real) articles, each with its own variant id and
// the image of the article it copies.
values::SearchPage hundredThousandRows(const models::SearchResultsModel *model);
// Empties the app's image disk cache (a cold start for the thumbnail counts).
void clearImageDiskCache();

} // namespace webshop::bench
