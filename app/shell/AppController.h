#pragma once

#include "app/shell/CommandLine.h"

#include <QObject>
#include <memory>

namespace webshop::shell {

// Builds the object graph (network, API client, session, models, window), wires it, and
// runs demo mode and the screenshot mode. main() only creates it.
class AppController : public QObject
{
    Q_OBJECT
public:
    explicit AppController(const AppOptions &options, QObject *parent = nullptr);
    ~AppController() override;

    // Organisation and application names for QSettings/QStandardPaths; call before QApplication.
    static void initApplicationInfo();

    // False when start-up failed; exitCode() then says how.
    bool start();
    int exitCode() const;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::shell
