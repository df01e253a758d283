#pragma once

// The quick order page's work, without widgets: suggestions while the buyer types (after a
// short pause; a newer text drops every older answer), resolving what a line says (an exact
// article or bundle number, or words that clearly mean one article), adding the grid through
// the one basket queue (one add per line, exactly the typed quantity, each line told its own
// result), filling the grid from a personal list or the basket, and keeping the grid as a
// draft per server, customer and store (a JSON file under the app's data folder; no secrets).
// The lines live in models::QuickOrderModel, which the page shows.

#include "app/values/AddIntent.h"
#include "models/BatchAddSummary.h"
#include "models/QuickOrderModel.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace webshop::api { class ApiClient; class ApiJob; } // and values::SearchPage, from QuickOrderModel.h
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
    void suggest(quint64 lineId, const QString &text);
    void suggestNow(quint64 lineId, const QString &text);
    void cancelSuggestions();
    const QList<models::QuickOrderPick> &suggestions() const { return m_suggestions; }
    quint64 suggestionsLine() const { return m_suggestLine; }
    QString suggestionsText() const { return m_suggestText; }
    void setSuggestDelay(int ms) { m_suggestTimer.setInterval(ms); }
    // Answers that arrived for a text that was no longer the current one (and were dropped).
    int droppedSuggestionAnswers() const { return m_droppedAnswers; }

    // The line means this article and pack.
    void take(quint64 lineId, const models::QuickOrderPick &pick);

    // The packs the line's article comes in, in the server's order (F4 offers them, the line's
    // own marked); empty when not known yet: loadPackChoices() asks the article and emits packChoicesReady.
    QList<models::QuickOrderPick> packChoices(quint64 lineId) const;
    void loadPackChoices(quint64 lineId);
    // The pack an article means when the buyer named none (an article number, or words): the
    // pack added last for it here (PackMemory), else the one wholesale buyers order most: of
    // two packs the dearer (the case, not its bottle); of three or more the dearest but one
    // (the case, not its pallet). Packs ordered by their known price; -1 for no bundle.
    static int defaultPackOf(const values::Article &article, const QString &remembered);
    // Looks up what the line says: an exact number or a clear match resolves it; several
    // fitting articles make it "choose" (with them as suggestions); nothing: "not found".
    void resolve(quint64 lineId);

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
    QString draftPath() const;

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
    void runSuggest();
    void onSuggestAnswer(api::ApiJob *job, int generation, quint64 lineId, const QString &text);
    void onSearchResolved(quint64 lineId, int generation, const QString &text, const values::SearchPage &page);
    void resolveArticle(quint64 lineId, int generation, const QString &text, const values::SearchPage &page);
    void setSuggestions(quint64 lineId, const QString &text, const QList<models::QuickOrderPick> &picks);
    // The packs of these articles, each article's default pack first (at most kMaxSuggestions).
    QList<models::QuickOrderPick> picksOf(const QList<values::Article> &articles) const;
    // Resolves the line to this article: the pack the text names (a pack number), else its
    // default pack; remembers the article's packs for F4.
    void resolveTo(quint64 lineId, const QString &text, const values::Article &article, const QString &bundleId);
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
    // The draft is written once edits pause (a burst of 200 lines resolving is one write, not
    // 200 of a growing file), and at once before the grid changes owner or the app ends.
    void saveDraftSoon();
    void flushDraft();
    void saveDraft() const;

    api::ApiClient *m_client = nullptr;     // all four: the object graph's, outliving this
    BasketAdds *m_adds = nullptr;
    models::BasketModel *m_basketModel = nullptr;
    models::PersonalListsModel *m_lists = nullptr;
    models::QuickOrderModel *m_model = nullptr;
    models::PackMemory *m_packs = nullptr; // null: no pack remembered

    QTimer m_suggestTimer;
    QPointer<api::ApiJob> m_suggestJob;
    int m_suggestGeneration = 0;
    int m_droppedAnswers = 0;
    quint64 m_suggestLine = 0;
    QString m_suggestText;
    quint64 m_pendingLine = 0;
    QString m_pendingText;
    QList<models::QuickOrderPick> m_suggestions;

    QHash<quint64, int> m_resolveGeneration; // line -> the lookup whose answer counts
    QHash<quint64, QList<models::QuickOrderPick>> m_packChoices; // line -> its article's packs
    int m_resolving = 0;
    QHash<quint64, quint64> m_tickets;       // add id -> line, no outcome yet
    QHash<quint64, quint64> m_told;          // add id -> line, told an outcome (a later verdict may follow)
    int m_batchAdded = 0;
    int m_batchNotAdded = 0;
    QString m_pendingList;                   // a list to append once it is loaded
    QString m_draftKey;
    QTimer m_draftTimer;
    bool m_restoring = false;
};

} // namespace webshop::control
