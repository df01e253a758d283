#pragma once

#include "app/shell/CommandLine.h"

#include <QLocale>
#include <QString>
#include <functional>
#include <memory>

class QObject;

namespace webshop::control { class ObjectGraph; }
namespace webshop::demo { class DemoServer; }
namespace webshop::ui { class MainWindow; }

namespace webshop::shell {

class OfflineDemo;

// The start view of a run: what --show (and --search, --import) asked for, applied once the
// customer has a delivery address on the window the app controller shows now; the demo content
// a screenshot waits for; and, for the screenshot's failure check, whether the shown view could
// not be loaded. The app controller owns it and tells it how to fail the run.
class StartView
{
public:
    StartView(const AppOptions &options, const QLocale &locale, control::ObjectGraph &graph,
              const std::unique_ptr<ui::MainWindow> &window, demo::DemoServer *demoServer, QObject *context,
              std::function<void(const QString &)> failEarly);
    ~StartView();

    // The first call shows the start view; later calls do nothing.
    void apply();
    bool isApplied() const { return m_applied; }
    // The quick order's or the guide's demo content is still being filled in.
    bool isFillingDemo() const { return m_quickOrderDemoPending || m_guideDemoPending; }
    // --show history: the demo adds wait for their outcome.
    bool isFillingHistory() const { return m_historyDemoPending; }
    OfflineDemo *offlineDemo() const { return m_offlineDemo.get(); }

    // Keeps the basket's last refresh error, for error().
    void watchBasket();
    // Why the shown view could not be loaded; empty when it could (or is not applied yet).
    QString error() const;

private:
    void startGuideDemo();
    void compareWhenBasketReady();
    void openImportPreview();

    const AppOptions &m_options;
    const QLocale &m_locale;
    control::ObjectGraph &m_graph;
    const std::unique_ptr<ui::MainWindow> &m_window;
    demo::DemoServer *m_demoServer;
    QObject *m_context;
    std::function<void(const QString &)> m_failEarly;
    std::unique_ptr<OfflineDemo> m_offlineDemo; // --show offline
    QString m_basketError;
    bool m_applied = false;
    bool m_quickOrderDemoPending = false; // the demo grid waits for the demo basket
    bool m_historyDemoPending = false;
    bool m_guideDemoPending = false; // --show guide: the demo guides wait for the lists
};

} // namespace webshop::shell
