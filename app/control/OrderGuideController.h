#pragma once

// The window's order guides (issue 27): the guides of the signed-in customer and store
// (OrderGuides: kept on this computer), a guide made from a personal list's lines, what a line
// was ordered before (the add ledger), the reminder before the cut-off, and the order itself:
// one add per line through the one add path (BasketAdds), never sent again by itself; once a
// line of it landed, the guide counts as ordered (lastOrdered). The clock is injectable, so a
// test controls the reminder's time.

#include "app/control/OrderGuides.h"
#include "app/values/AddIntent.h"
#include "app/values/AddState.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <functional>

namespace webshop::control {

class BasketAdds;

class OrderGuideController : public QObject
{
    Q_OBJECT
public:
    // `folder` empty: <AppDataLocation>/guides.
    explicit OrderGuideController(BasketAdds *adds, const QString &folder = {}, QObject *parent = nullptr);

    // Whether a customer with a delivery address is signed in (the guides are theirs).
    bool hasContext() const;
    QStringList guideListIds() const;
    std::optional<values::OrderGuide> guide(const QString &listId) const;
    // The saved guide of the list (its order, pars, positions) over the list's lines as they are
    // now: names and packs refreshed, new lines of the list at the end, lines the list dropped
    // kept (the buyer removes them). A list without a guide gets one in the list's order.
    values::OrderGuide guideForList(const QString &listId, const QString &listName,
                                    const QList<values::GuideLine> &listLines) const;
    static values::OrderGuide merged(values::OrderGuide saved, const QList<values::GuideLine> &listLines);
    bool save(const values::OrderGuide &guide, QString *error = nullptr);
    QDateTime lastOrdered(const QString &listId) const;
    // What the line's pack was ordered before through this app (last adds, a suggested par).
    GuideLineHistory history(const values::GuideLine &line) const;
    // The same for many lines, the ledger read once.
    QList<GuideLineHistory> histories(const QList<values::GuideLine> &lines) const;

    // The time the reminder and the history go by (tests set their own).
    using Clock = std::function<QDateTime()>;
    void setClock(Clock clock);
    QDateTime now() const;
    // Whether the guide's cut-off is near and it was not ordered that day.
    bool reminderDue(const QString &listId) const;
    // Looks again now (also every minute by itself): emits reminderCheck().
    void checkReminder() { emit reminderCheck(); }

    // Sends one add per intent (each once) through the one add path; returns their ids.
    QList<quint64> order(const QString &listId, const QList<values::AddIntent> &intents);
    bool isOrdering() const { return !m_open.isEmpty(); }

signals:
    // An add of an order has a new state (every surface watches BasketAdds the same way).
    void lineState(quint64 id, webshop::values::AddState state, const QString &message);
    // Every add of the order has its answer: how many landed and how many did not.
    void orderFinished(const QString &listId, int added, int failed);
    void reminderCheck();
    void guideSaved(const QString &listId);

private:
    bool key(localstore::StoreKey *key) const;
    void onAddState(quint64 id, values::AddState state, const QString &message);

    BasketAdds *m_adds;
    OrderGuides m_store;
    Clock m_clock;
    QTimer m_minute;
    QHash<quint64, QString> m_open; // add id -> the guide's list id
    QString m_orderList;
    int m_added = 0;
    int m_failed = 0;
};

} // namespace webshop::control
