#pragma once

// The quick order page's work, without widgets: suggestions while the buyer types (after a
// short pause; a newer text drops every older answer), resolving what a line says (an exact
// article or bundle number, or words that clearly mean one article), adding the grid through
// the one basket queue (one add per line, exactly the typed quantity, each line told its own
// result), filling the grid from a personal list or the basket, and keeping the grid as a
// draft per server, customer and store (a JSON file under the app's data folder; no secrets).
// The lines live in models::QuickOrderModel, which the page shows. Its collaborators: the
// LineSuggestions, the LineLookup (what a line says), the PackResolver and the DraftFile.

#include "app/control/DraftFile.h"
#include "app/control/LineLookup.h"
#include "app/control/LineSuggestions.h"
#include "app/control/PackResolver.h"
#include "app/values/AddIntent.h"
#include "models/BatchAddSummary.h"
#include "models/QuickOrderModel.h"

#include <QHash>
#include <QObject>

namespace webshop::api { class ApiClient; }
namespace webshop::models { class PersonalListsModel; class BasketModel; class PackMemory; }

namespace webshop::control {

class BasketAdds;
class SessionController;
struct ModelSet;

class QuickOrder : public QObject
{
    Q_OBJECT
public:
    QuickOrder(api::ApiClient *client, BasketAdds *adds, const ModelSet &models, SessionController *session,
               QObject *parent = nullptr);
    ~QuickOrder() override;

    models::QuickOrderModel *model() const { return m_model; }

    // Suggestions for `text`, typed in the line `lineId`: asked once typing pauses (delay).
    void suggest(quint64 lineId, const QString &text) { m_suggest.suggest(lineId, text); }
    void suggestNow(quint64 lineId, const QString &text) { m_suggest.suggestNow(lineId, text); }
    void cancelSuggestions() { m_suggest.cancel(); }
    const QList<models::QuickOrderPick> &suggestions() const { return m_suggest.picks(); }
    quint64 suggestionsLine() const { return m_suggest.line(); }
    QString suggestionsText() const { return m_suggest.text(); }
    void setSuggestDelay(int ms) { m_suggest.setDelay(ms); }
    // Answers that arrived for a text that was no longer the current one (and were dropped).
    int droppedSuggestionAnswers() const { return m_suggest.droppedAnswers(); }

    // The line means this article and pack.
    void take(quint64 lineId, const models::QuickOrderPick &pick);

    // The packs the line's article comes in, in the server's order (F4 offers them, the line's
    // own marked); empty when not known yet: loadPackChoices() asks the article and emits packChoicesReady.
    QList<models::QuickOrderPick> packChoices(quint64 lineId) const { return m_packResolver.choices(lineId); }
    void loadPackChoices(quint64 lineId);
    // Looks up what the line says: an exact number or a clear match resolves it; several
    // fitting articles make it "choose" (with them as suggestions); nothing: "not found".
    void resolve(quint64 lineId) { m_lookup.resolve(lineId); }

    // Appends lines as if typed (what, quantity) and looks each up.
    void enter(const QList<std::pair<QString, values::Decimal>> &lines);

    // The rows Add all would send (resolved, a quantity, not added yet or refused before). A
    // line whose earlier add may be in the basket (added, doubled, not known, on its way when
    // the app closed; also after a restart, from the draft) is not among them.
    QList<int> sendableRows() const;
    // What adding these rows would do (lines, packs, kg, gross, what the basket holds of them);
    // `large`: the rows above the large-quantity limits.
    models::BatchAddSummary summary(const QList<int> &rows, const QList<int> &large = {}) const;
    // Sends each of these rows once through the basket queue; returns how many were sent.
    int add(const QList<int> &rows);
    // "Add Again…": sends the line once more, naming the add it repeats (AddIntent::againOf),
    // when it canAddAgain(); the caller asked the buyer first. Returns the new add's id, or 0.
    quint64 addAgain(quint64 lineId);
    bool isAdding() const { return !m_tickets.isEmpty(); }
    bool isBusy() const;

    // Appends the basket's lines ("order again") or a personal list's articles.
    void fillFromBasket();
    void fillFromList(const QString &listId);

    // Where the draft of the current server, customer and store is kept (empty: none).
    QString draftPath() const { return m_draft.path(); }

signals:
    void suggestionsChanged();
    // A line the buyer entered fits several articles: the choice is offered on it (its
    // suggestions are set) rather than left as an unresolved line behind the cursor.
    void choiceNeeded(quint64 lineId);
    // Every add of the batch has its final result.
    void addsFinished(int added, int notAdded);
    void message(const QString &text); // a fill that could not be done, and why
    void packChoicesReady(quint64 lineId);
    void busyChanged();

private:
    void onAddState(quint64 ticket, int state, const QString &message);
    values::AddIntent intentFor(const models::QuickOrderLine &line) const;
    int send(const QList<quint64> &lineIds, bool again);
    // After a draft is restored: the verdicts of its lines' adds find them, and what the ledger
    // settled since the draft was written is shown.
    void adoptRestoredAdds();
    void appendList(const QString &listId);
    void appendAndResolve(const QList<models::QuickOrderLine> &lines);
    void connectDraft(SessionController *session);
    void switchDraft();
    // The draft is written once edits pause, and at once before the grid changes owner or the
    // app ends (DraftFile).
    void saveDraftSoon() { m_draft.saveSoon(); }
    void flushDraft() { m_draft.flush(); }
    void saveDraft() const { m_draft.save(); }

    api::ApiClient *m_client = nullptr;     // all four: the object graph's, outliving this
    BasketAdds *m_adds = nullptr;
    models::BasketModel *m_basketModel = nullptr;
    models::PersonalListsModel *m_lists = nullptr;
    models::QuickOrderModel *m_model = nullptr;
    models::PackMemory *m_packs = nullptr; // null: no pack remembered
    PackResolver m_packResolver;
    LineSuggestions m_suggest;
    LineLookup m_lookup;
    DraftFile m_draft;

    QHash<quint64, quint64> m_tickets;       // add id -> line, no outcome yet
    QHash<quint64, quint64> m_told;          // add id -> line, told an outcome (a later verdict may follow)
    int m_batchAdded = 0;
    int m_batchNotAdded = 0;
    QString m_pendingList;                   // a list to append once it is loaded
    bool m_restoring = false;
};

} // namespace webshop::control
