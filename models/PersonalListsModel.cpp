#include "models/PersonalListsModel.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"
#include "models/ModelsLogging.h"

namespace webshop::models {

PersonalListsModel::PersonalListsModel(const ModelServices &services, QObject *parent)
    : QAbstractListModel(parent)
    , m_services(services)
    , m_feed(new DataFeed(services.source, this))
{
    // Offline, the saved lists answer what failed; back online, the lists are read again.
    connect(m_feed, &DataFeed::wentOffline, this, [this] {
        if (m_state == State::Error)
            showSaved();
    });
    connect(m_feed, &DataFeed::backOnline, this, &PersonalListsModel::refresh);
    connect(m_feed, &DataFeed::withdrawn, this, &PersonalListsModel::clear);
    connect(m_feed, &DataFeed::contextChanged, this, &PersonalListsModel::refresh);
    connect(m_feed, &DataFeed::customerGone, this, &PersonalListsModel::clear);
}

PersonalListsModel::~PersonalListsModel()
{
    if (m_job)
        m_job->abandon();
    for (const auto &job : std::as_const(m_listJobs))
        if (job)
            job->abandon();
}

void PersonalListsModel::refresh()
{
    if (!m_services.client || showSaved())
        return;
    if (m_job)
        m_job->abandon();
    api::PersonalListsJob *job = m_services.client->personalLists();
    if (!job)
        return;
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] { onListsFinished(job); });
    setState(State::Loading);
}

void PersonalListsModel::clear()
{
    if (m_job) {
        m_job->abandon();
        m_job = nullptr;
    }
    for (const auto &job : std::as_const(m_listJobs))
        if (job)
            job->abandon();
    m_listJobs.clear();
    beginResetModel();
    m_rows.clear();
    endResetModel();
    emit countChanged();
    setState(State::Idle);
    m_feed->reset();
}

bool PersonalListsModel::showSaved()
{
    if (!m_feed->readsSaved())
        return false;
    const std::optional<Sourced<SavedLists>> saved = m_feed->saved()->lists();
    if (!saved)
        return false;
    if (m_job) {
        m_job->abandon();
        m_job = nullptr;
    }
    QHash<QString, values::PersonalList> byId;
    for (const values::PersonalList &list : saved->value.lists)
        byId.insert(list.listId, list);
    QList<Row> rows;
    for (const values::PersonalListRef &ref : saved->value.refs) {
        Row row;
        row.ref = ref;
        if (const auto it = byId.constFind(ref.listId); it != byId.cend()) {
            row.list = *it;
            row.loaded = true;
            row.provenance = {DataOrigin::Saved, saved->value.listTimes.value(ref.listId)};
            if (m_services.articles)
                m_services.articles->insertFromList(row.list.items, row.list.storeId.isEmpty() ? ref.storeId : row.list.storeId);
        } else {
            row.failed = true;
            row.error = tr("Not saved on this computer");
        }
        rows.append(row);
    }
    showRows(rows);
    m_feed->set(saved->provenance);
    return true;
}

Provenance PersonalListsModel::provenanceOf(const QString &listId) const
{
    const int row = rowOf(listId);
    return row >= 0 ? m_rows.at(row).provenance : Provenance();
}

void PersonalListsModel::showRows(const QList<Row> &rows)
{
    const bool countChange = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = rows;
    endResetModel();
    if (countChange)
        emit countChanged();
    setState(m_rows.isEmpty() ? State::Empty : State::Idle);
}

void PersonalListsModel::onListsFinished(api::PersonalListsJob *job)
{
    if (job != m_job)
        return;
    m_job = nullptr;
    if (!job->isOk()) {
        qCDebug(lcModels) << "personal lists failed:" << job->error().detail;
        setState(State::Error, job->error().userMessage());
        showSaved();
        return;
    }
    m_feed->setLive();
    // Keep what is known of lists that are still there.
    QHash<QString, Row> before;
    for (const Row &row : std::as_const(m_rows))
        before.insert(row.ref.listId, row);
    QList<Row> rows;
    for (const values::PersonalListRef &ref : job->result().lists) {
        Row row = before.value(ref.listId);
        row.ref = ref;
        rows.append(row);
    }
    showRows(rows);
}

void PersonalListsModel::ensureLoaded(const QString &listId)
{
    const int row = rowOf(listId);
    if (row < 0 || m_rows.at(row).loaded || m_listJobs.contains(listId))
        return;
    m_rows[row].failed = false;
    fetchList(row);
    emitRowChanged(row);
}

void PersonalListsModel::fetchList(int row) const
{
    if (!m_services.client)
        return;
    const QString listId = m_rows.at(row).ref.listId;
    api::PersonalListJob *job = m_services.client->personalList(listId);
    if (!job)
        return;
    m_listJobs.insert(listId, job);
    auto *self = const_cast<PersonalListsModel *>(this);
    connect(job, &api::ApiJob::finished, self, [self, listId, job] { self->onListFinished(listId, job); });
}

void PersonalListsModel::onListFinished(const QString &listId, api::PersonalListJob *job)
{
    if (m_listJobs.value(listId) != job)
        return;
    m_listJobs.remove(listId);
    const int row = rowOf(listId);
    if (row < 0)
        return;
    Row &r = m_rows[row];
    if (!job->isOk()) {
        r.failed = true;
        r.error = job->error().userMessage();
        emitRowChanged(row);
        emit listFailed(listId, r.error);
        return;
    }
    r.list = job->result();
    if (r.list.listId.isEmpty())
        r.list.listId = listId;
    r.loaded = true;
    r.failed = false;
    r.error.clear();
    r.provenance = Provenance::live();
    if (m_services.articles)
        m_services.articles->insertFromList(r.list.items, r.list.storeId.isEmpty() ? r.ref.storeId : r.list.storeId);
    emitRowChanged(row);
    emit listLoaded(listId);
}

const values::PersonalList *PersonalListsModel::list(const QString &listId) const
{
    const int row = rowOf(listId);
    return row >= 0 && m_rows.at(row).loaded ? &m_rows.at(row).list : nullptr;
}

QString PersonalListsModel::listIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).ref.listId : QString();
}

int PersonalListsModel::rowOf(const QString &listId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).ref.listId == listId)
            return int(i);
    return -1;
}

int PersonalListsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PersonalListsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() != 0 || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const bool loading = m_listJobs.contains(row.ref.listId);
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        if (row.loaded)
            return row.list.name.isEmpty() ? tr("Untitled list") : row.list.name;
        if (row.failed)
            return tr("List unavailable");
        if (!loading) // shown for the first time: fetch its name lazily
            fetchList(index.row());
        return tr("Loading…");
    case Qt::ToolTipRole:
        if (row.failed)
            return row.error;
        if (row.loaded)
            return tr("%Ln article(s)", nullptr, int(row.list.items.size()));
        return {};
    case ListIdRole:
        return row.ref.listId;
    case StoreIdRole:
        return row.ref.storeId;
    case LoadedRole:
        return row.loaded;
    case LoadingRole:
        return loading;
    case FailedRole:
        return row.failed;
    case ItemCountRole:
        return row.loaded ? int(row.list.items.size()) : -1;
    default:
        return {};
    }
}

QHash<int, QByteArray> PersonalListsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ListIdRole, "listId");
    names.insert(StoreIdRole, "storeId");
    names.insert(NameRole, "name");
    names.insert(LoadedRole, "loaded");
    names.insert(LoadingRole, "loading");
    names.insert(FailedRole, "failed");
    names.insert(ItemCountRole, "itemCount");
    return names;
}

void PersonalListsModel::setState(State state, const QString &error)
{
    if (state == m_state && error == m_errorString)
        return;
    m_state = state;
    m_errorString = error;
    emit stateChanged(state);
}

void PersonalListsModel::emitRowChanged(int row)
{
    const QModelIndex i = index(row);
    emit dataChanged(i, i);
}

} // namespace webshop::models
