#pragma once

// Resolves the lines of an order file against the server and, when asked, adds them to the
// basket. No model and no widget: the import preview page and the command line both drive it
// and read lines() (one LineResult per record of the file, in file order).
//
// - Lines with the same text and pack are looked up once; at most maxInFlight() lookups run at
//   a time (GET retries are the client's). A lookup is a search for the text; a text that looks
//   like a number and is not found exactly in the hits is also asked for as an article number.
// - progress() after each answered lookup: lines done, lines in all, lines per second and an
//   estimate of the seconds left.
// - cancel() abandons what is in flight and keeps every line resolved so far; the rest are
//   `skipped` (not checked).
// - Lines resolving to the same pack: see DuplicatePolicy; the buyer may decide per line later.
// - addResolved() sends every `ok` line through the app's one add path (an Adder: the control
//   layer's BasketAdds, which writes each add to the ledger first), a few adds ahead
//   (kAddsAhead: the queue still sends one add at a time, but with the next add already
//   waiting, the read that checks an add also serves as the next one's baseline: one basket
//   read per add instead of two), and reports added / refused / uncertain for each line; a
//   later verdict on an add (an uncertain one that arrived after all) updates its line again.
//   With large-add limits set, lines above them are held back as `needs_confirmation`.
// - Lines of a file refused as a whole (a quantity column no header names and the data does
//   not single out: QuantityProblem::ColumnUnclear) are `invalid_quantity` without a lookup.

#include "app/values/AddIntent.h"
#include "app/values/AddState.h"
#include "app/orders/ImportRun.h"
#include "app/orders/OrderFile.h"
#include "app/orders/OrderMatch.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <functional>

namespace webshop::api { class ApiClient; class ApiJob; }

namespace webshop::orders {

class OrderImport : public QObject
{
    Q_OBJECT
public:
    explicit OrderImport(api::ApiClient *client, QObject *parent = nullptr);
    ~OrderImport() override;

    void setMaxInFlight(int requests) { m_maxInFlight = qMax(1, requests); }
    int maxInFlight() const { return m_maxInFlight; }
    void setDuplicatePolicy(DuplicatePolicy policy) { m_policy = policy; }

    // Resolves every record of `file` (replacing what a previous run left).
    void start(const OrderFile &file);
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }

    const QList<LineResult> &lines() const { return m_lines; }
    int lookupCount() const { return m_lookupsStarted; } // requests sent (searches and article reads)
    int peakInFlight() const { return m_peakInFlight; }   // most lookups that ran at once

    // The buyer's choices in the preview.
    void choose(int index, const Candidate &candidate); // an ambiguous line takes this pack
    void resolveDuplicate(int index, bool merge);       // a `duplicate` line: merge or keep

    // The large-add check of addResolved(): an `ok` line whose add is above one of `limits`
    // is not sent and becomes `needs_confirmation` (largeLimit says which limit). nullopt (the
    // default): no check, as when the buyer has confirmed or turned the check off.
    void setLargeAddLimits(std::optional<LargeAddLimits> limits) { m_largeLimits = limits; }
    // The `ok` lines whose add is above one of `limits`, in file order (for one question
    // about all of them before addResolved()).
    QList<int> largeLines(const LargeAddLimits &limits) const;


    // Adds every `ok` line (merged quantities included) through `adder` (except those above
    // the large-add limits when they are set), each as `origin` says
    // (source, run key, context) with "line N" of the file as its reference. `addPath` is the
    // object behind the adder: when it goes, the lines still open are uncertain. Its states
    // reach onAddState() (the caller connects them).
    // An earlier run of the same file (origin.runKey; ImportRun.h): addResolved() then sends only
    // the lines it did not add (`already_added`, held back as `uncertain`), or with `again`
    // every line, each naming the add it repeats. Cleared by start().
    void setEarlierRun(QList<EarlierAdd> earlier, bool again);
    // The lines handed to the add path that have no outcome yet (for a report written while
    // the adds run: they may or may not be in the basket).
    QList<int> linesBeingAdded() const { return m_adding.values(); }

    using Adder = std::function<quint64(const values::AddIntent &)>;
    void addResolved(QObject *addPath, Adder adder, const values::AddIntent &origin);
    void onAddState(quint64 id, webshop::values::AddState state, const QString &message);
    bool isAdding() const { return m_addRunning; }
    static constexpr int kAddsAhead = 4; // adds handed to the basket queue at a time

signals:
    void lineChanged(int index);
    void progress(int done, int total, double linesPerSecond, int secondsLeft);
    void finished(bool cancelled);
    void addProgress(int done, int total);
    void addFinished();

private:
    struct Lookup
    {
        QString what, pack;
        QList<int> lines;
        values::SearchPage search; // kept while the article read runs
        bool searched = false;
    };
    void pump();
    void runSearch(int lookup);
    void runArticle(int lookup);
    void settle(int lookup, const MatchOutcome &outcome);
    void fail(int lookup, const QString &message);
    void lookupDone(int lookup);
    void applyOutcome(LineResult &line, const MatchOutcome &outcome);
    void applyDuplicates();
    void finish();
    void sendMoreAdds();

    api::ApiClient *m_client;
    int m_maxInFlight = 4;
    DuplicatePolicy m_policy = DuplicatePolicy::Ask;
    std::optional<LargeAddLimits> m_largeLimits;
    QList<LineResult> m_lines;
    QList<Lookup> m_lookups;
    QList<int> m_queue;                                // lookups not started yet
    QHash<api::ApiJob *, int> m_inFlight;              // job -> lookup
    QList<QPointer<api::ApiJob>> m_jobs;
    int m_linesTotal = 0, m_linesDone = 0, m_lookupsStarted = 0, m_peakInFlight = 0;
    bool m_running = false, m_cancelled = false;
    QElapsedTimer m_clock;

    QPointer<QObject> m_addPath;
    Adder m_adder;
    values::AddIntent m_origin;
    QList<int> m_addQueue;            // lines not handed to the basket queue yet
    QHash<quint64, int> m_adding;     // add id -> line, handed over, no outcome yet
    QHash<quint64, int> m_told;       // add id -> line, told an outcome (a later verdict may follow)
    QList<EarlierAdd> m_earlier;      // an earlier run of the same file
    bool m_again = false;             // ... whose adds are made anew
    QHash<int, qint64> m_againOf;     // line -> the earlier add it repeats
    bool m_addRunning = false;        // from addResolved() until addFinished()
    int m_addsDone = 0, m_addsTotal = 0;
};

} // namespace webshop::orders
