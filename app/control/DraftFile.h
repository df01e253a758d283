#pragma once

#include <QJsonArray>
#include <QString>
#include <QTimer>

namespace webshop::api { class ApiClient; }
namespace webshop::models { class QuickOrderModel; }

namespace webshop::control {

// The quick order's draft on disk: one JSON file per server, customer and store under the app's
// data folder (its name a hash of the three; no secrets), holding the grid's lines, each with
// its last add. Read when the grid changes owner; written once edits pause, or at once. Owned by
// the QuickOrder, whose model it writes.
class DraftFile
{
public:
    explicit DraftFile(const models::QuickOrderModel *model);

    // Who the grid belongs to now: the server, the customer and the store (never a token);
    // empty when no one is signed in with a store.
    static QString ownerOf(const api::ApiClient *client);
    QString owner() const { return m_owner; }
    void setOwner(const QString &owner) { m_owner = owner; }

    // Where the draft of the owner is kept (empty: none).
    QString path() const;
    // The owner's lines as written (empty when none, or the file is not readable).
    QJsonArray read() const;
    // Written once edits pause (a burst of 200 lines resolving is one write, not 200 of a
    // growing file), and at once by flush() or save().
    void saveSoon();
    void flush();
    void save() const;

private:
    const models::QuickOrderModel *m_model;
    QString m_owner;
    QTimer m_timer;
};

} // namespace webshop::control
