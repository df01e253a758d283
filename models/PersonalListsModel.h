#pragma once

// The customer's personal lists. The lists call returns ids only; a list's name and items
// come from the list-items call, fetched lazily when a row is first shown (data()) or when
// ensureLoaded() asks for it. Fetched lists are kept for ListItemsModel.

#include "app/values/ApiError.h"
#include "app/values/Types.h"
#include "models/DataFeed.h"
#include "models/ModelServices.h"

#include <QAbstractListModel>
#include <QHash>
#include <QPointer>

namespace webshop::api { class PersonalListsJob; class PersonalListJob; }

namespace webshop::models {

class PersonalListsModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY stateChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
public:
    enum class State { Idle, Loading, Error, Empty };
    Q_ENUM(State)

    enum Role {
        ListIdRole = Qt::UserRole + 1, // QString
        StoreIdRole,                   // QString
        NameRole,                      // QString: the name, tr("Loading…") until known (also DisplayRole)
        LoadedRole,                    // bool: name and items known
        LoadingRole,                   // bool: the list-items call is in flight
        FailedRole,                    // bool: the list-items call failed (ToolTipRole says why)
        ItemCountRole,                 // int, -1 until loaded
    };
    Q_ENUM(Role)

    explicit PersonalListsModel(const ModelServices &services, QObject *parent = nullptr);
    ~PersonalListsModel() override;

    // (Re)reads the lists of the customer (offline: the lists as saved, when there are, and no
    // request: refs in order, the saved lists loaded).
    Q_INVOKABLE void refresh();
    Q_INVOKABLE void clear();
    // Where the lists came from and how old they are; and one fetched list's.
    const DataFeed *feed() const { return m_feed; }
    Provenance provenanceOf(const QString &listId) const;

    State state() const { return m_state; }
    QString errorString() const { return m_errorString; }

    // Starts the list-items call for a list unless loaded or in flight (failed lists retry).
    void ensureLoaded(const QString &listId);
    // The fetched list, or null.
    const values::PersonalList *list(const QString &listId) const;
    QString listIdAt(int row) const;
    int rowOf(const QString &listId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void stateChanged(webshop::models::PersonalListsModel::State state);
    void countChanged();
    void listLoaded(const QString &listId);
    void listFailed(const QString &listId, const QString &message);

private:
    struct Row
    {
        values::PersonalListRef ref;
        bool loaded = false;
        bool failed = false;
        QString error;
        values::PersonalList list;
        Provenance provenance;
    };
    bool showSaved();
    void setState(State state, const QString &error = {});
    void onListsFinished(api::PersonalListsJob *job);
    void showRows(const QList<Row> &rows); // replaces the rows, then count and state
    void onListFinished(const QString &listId, api::PersonalListJob *job);
    void fetchList(int row) const;
    void emitRowChanged(int row);

    ModelServices m_services;
    DataFeed *m_feed;
    QList<Row> m_rows;
    State m_state = State::Idle;
    QString m_errorString;
    QPointer<api::PersonalListsJob> m_job;
    mutable QHash<QString, QPointer<api::PersonalListJob>> m_listJobs;
};

} // namespace webshop::models
