#pragma once

// One order-file import for the window: reads the file (CSV, TSV, semicolon; the encoding and
// columns are detected), checks every line against the shop with a bounded number of requests
// in flight, lets the buyer choose and merge, and adds the ready lines through the one basket
// queue only when asked. The rows are plain values (ImportTypes.h); the engine (app/orders)
// stays inside. Every line of the input is in exactly one row, from the first look to the
// report.

#include "app/control/ImportTypes.h"
#include "models/BatchAddSummary.h"

#include <QLocale>
#include <QObject>
#include <QTimer>
#include <memory>

namespace webshop::api { class ApiClient; }

namespace webshop::control {

class BasketAdds;
class PreferencesStore;

class ImportController : public QObject
{
    Q_OBJECT
public:
    enum class State { Empty, Checking, Checked, Adding, Added };
    Q_ENUM(State)

    // `preferences`: the large-add limits (null: the defaults).
    ImportController(api::ApiClient *client, BasketAdds *adds, const QLocale &locale,
                     const PreferencesStore *preferences, QObject *parent = nullptr);
    ~ImportController() override;

    // Reads the file and starts checking it. False (and *error in the buyer's words) when the
    // file cannot be read.
    bool openFile(const QString &path, QString *error);
    // Bytes (a dropped or pasted file) or text (pasted cells), named `sourceName` on screen.
    void openData(const QByteArray &bytes, const QString &sourceName);
    void openText(const QString &text, const QString &sourceName);
    // Stops checking; what is checked stays, the rest is "not checked".
    void cancel();

    State state() const { return m_state; }
    bool wasCancelled() const;
    QString sourceName() const { return m_sourceName; }
    QString formatText() const; // "UTF-8 · separated by semicolons · with a header"
    int fileLineCount() const { return m_fileLines; }
    int previewLineCount() const; // lines of the file the rows cover: always fileLineCount()

    int rowCount() const { return int(m_rows.size()); }
    const ImportRow &row(int index) const { return m_rows.at(index); }
    int count(ImportStatus status) const;
    int count(ImportGroup group) const;
    int readyCount() const { return count(ImportStatus::Ready); }

    // The buyer's choices in the preview.
    void choose(int row, int choice); // an index into row(row).choices
    void resolveDuplicate(int row, bool merge);
    void resolveAllDuplicates(bool merge);

    // An earlier run of the same file (the same bytes) for the current customer and store, as
    // the ledger knows it once the lines are checked: what Add skips, holds back and sends.
    ImportRerun rerun() const;
    // The adds Add would make (the summary asked before them): the ready lines, without those an
    // earlier run added or may have added unless `again`; `large` marks the lines above the
    // large-quantity limits of Preferences.
    QList<models::BatchAddLine> pendingAdds(bool again = false) const;

    // Adds every ready line (merged quantities included) through the basket queue, each with its
    // own outcome, the file's run key in the ledger; the lines an earlier run of the file added
    // are `already added` and those it may have added are held back, unless `again` (each add then
    // names the one it repeats). `withoutLarge`: lines above the large-quantity limits stay out.
    void addToBasket(bool again = false, bool withoutLarge = false);

    // The per-line report (CSV, stable English status codes, messages in the UI language).
    QByteArray report() const;
    bool saveReport(const QString &path, QString *error) const;

    // For the progress line and measurements.
    double linesPerSecond() const { return m_rate; }
    int peakRequestsInFlight() const;

signals:
    void rowsReset();
    void rowChanged(int row);
    void stateChanged(webshop::control::ImportController::State state);
    void progress(int done, int total, double linesPerSecond, int secondsLeft);
    void addProgress(int done, int total);

private:
    struct Engine;
    void start();
    void setState(State state);
    void refreshRow(int index);
    void flushRows();
    void loadEarlierRun();

    std::unique_ptr<Engine> d;
    QLocale m_locale;
    const PreferencesStore *m_preferences = nullptr;
    State m_state = State::Empty;
    QString m_sourceName;
    int m_fileLines = 0;
    double m_rate = 0;
    QList<ImportRow> m_rows;
    // While checking, changed rows are rebuilt together a few times a second, so the engine's
    // pace does not depend on the window's.
    QList<int> m_dirty;
    QTimer *m_flush = nullptr;
};

// Makes the import controllers of the window (each dialog has its own).
class ImportFactory
{
public:
    ImportFactory(api::ApiClient *client, BasketAdds *adds, const PreferencesStore *preferences)
        : m_client(client), m_adds(adds), m_preferences(preferences) {}
    void setLocale(const QLocale &locale) { m_locale = locale; }
    ImportController *create(QObject *parent) const;

private:
    api::ApiClient *m_client;
    BasketAdds *m_adds;
    const PreferencesStore *m_preferences;
    QLocale m_locale;
};

} // namespace webshop::control
