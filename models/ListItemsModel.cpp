#include "models/ListItemsModel.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/ImageCache.h"
#include "models/ModelsLogging.h"
#include "models/PackMemory.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

ListItemsModel::ListItemsModel(const ModelServices &services, PersonalListsModel *lists, QObject *parent)
    : QAbstractTableModel(parent)
    , m_services(services)
    , m_feed(new DataFeed(services.source, this))
    , m_lists(lists)
{
    connect(m_feed, &DataFeed::wentOffline, this, [this] {
        if (m_state == State::Error)
            showSaved(listId());
    });
    connect(m_feed, &DataFeed::backOnline, this, [this] {
        if (!listId().isEmpty())
            load(listId());
    });
    for (auto drop : {&DataFeed::withdrawn, &DataFeed::contextChanged, &DataFeed::customerGone})
        connect(m_feed, drop, this, &ListItemsModel::clear); // another store, no customer: chosen again
    if (!m_services.prices)
        m_services.prices = new PriceDisplay(this);
    connect(m_services.prices, &PriceDisplay::modeChanged, this, [this] {
        if (count() > 0) {
            const int last = count() - 1;
            emit dataChanged(index(0, PriceColumn), index(last, PriceColumn), {Qt::DisplayRole});
            emit dataChanged(index(0, 0), index(last, ColumnCount - 1), {PriceTextRole});
        }
        emit headerDataChanged(Qt::Horizontal, PriceColumn, PriceColumn);
    });
    connect(m_services.prices, &PriceDisplay::localeChanged, this, [this] {
        if (count() > 0)
            emit dataChanged(index(0, 0), index(count() - 1, ColumnCount - 1));
    });
    if (m_services.images)
        for (auto done : {&ImageCache::imageReady, &ImageCache::imageFailed})
            connect(m_services.images, done, this, &ListItemsModel::onImageReady);
    if (m_lists) {
        connect(m_lists, &PersonalListsModel::listLoaded, this, [this](const QString &listId) {
            if (listId != m_pendingListId)
                return;
            m_pendingListId.clear();
            if (const values::PersonalList *list = m_lists->list(listId))
                setList(*list, m_lists->provenanceOf(listId));
        });
        connect(m_lists, &PersonalListsModel::listFailed, this, [this](const QString &listId, const QString &message) {
            if (listId != m_pendingListId)
                return;
            m_pendingListId.clear();
            setState(State::Error, message);
            showSaved(listId);
        });
    }
}

ListItemsModel::~ListItemsModel()
{
    if (m_job)
        m_job->abandon();
}

void ListItemsModel::setList(const values::PersonalList &list, const Provenance &provenance)
{
    if (m_job) {
        m_job->abandon();
        m_job = nullptr;
    }
    m_pendingListId.clear();
    beginResetModel();
    const QHash<QString, QString> remembered =
        m_services.packs ? m_services.packs->recallAll(PackMemory::entryKey(m_services.client)) : QHash<QString, QString>{};
    m_lines.reset(list, remembered);
    endResetModel();
    m_feed->set(provenance);
    emit listChanged();
    setState(m_lines.count() == 0 ? State::Empty : State::Idle);
}

bool ListItemsModel::showSaved(const QString &listId)
{
    const auto saved = m_feed->readsSaved() ? m_feed->saved()->list(listId) : std::nullopt;
    if (saved)
        setList(saved->value, saved->provenance);
    return saved.has_value();
}

void ListItemsModel::load(const QString &listId)
{
    if (listId.isEmpty()) {
        clear();
        return;
    }
    if (m_lists) {
        if (const values::PersonalList *list = m_lists->list(listId)) {
            setList(*list, m_lists->provenanceOf(listId));
            return;
        }
    }
    values::PersonalList placeholder;
    placeholder.listId = listId;
    setList(placeholder);
    if (m_lists && m_lists->rowOf(listId) >= 0) {
        m_pendingListId = listId;
        setState(State::Loading);
        m_lists->ensureLoaded(listId);
        return;
    }
    if (!m_services.client || showSaved(listId))
        return;
    api::PersonalListJob *job = m_services.client->personalList(listId);
    if (!job)
        return;
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] { onJobFinished(job); });
    setState(State::Loading);
}

void ListItemsModel::clear()
{
    setList({});
    setState(State::Idle);
}

void ListItemsModel::onJobFinished(api::PersonalListJob *job)
{
    if (job != m_job)
        return;
    m_job = nullptr;
    if (!job->isOk()) {
        qCDebug(lcModels) << "list items failed:" << job->error().detail;
        setState(State::Error, job->error().userMessage());
        showSaved(listId());
        return;
    }
    values::PersonalList list = job->result();
    if (list.listId.isEmpty())
        list.listId = listId();
    if (m_services.articles)
        m_services.articles->insertFromList(list.items, list.storeId);
    emit listReceived(list);
    setList(list, Provenance::live());
}

bool ListItemsModel::setPack(int row, int pack)
{
    const ListLines::Edit edit = m_lines.setPack(row, pack);
    if (edit == ListLines::Edit::Changed)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return edit != ListLines::Edit::Refused;
}

bool ListItemsModel::setQuantity(int row, values::Decimal quantity)
{
    const ListLines::Edit edit = m_lines.setQuantity(row, quantity);
    if (edit == ListLines::Edit::Changed)
        emit dataChanged(index(row, QuantityColumn), index(row, QuantityColumn), {Qt::DisplayRole, Qt::EditRole, QuantityRole});
    return edit != ListLines::Edit::Refused;
}

QList<BasketAdd> ListItemsModel::basketAdds(const QModelIndexList &selection) const
{
    QList<int> rows;
    for (const QModelIndex &index : selection)
        if (index.isValid() && index.model() == this)
            rows.append(index.row());
    return m_lines.adds(rows);
}

QList<quint64> ListItemsModel::addToBasket(BasketModel *basket, const QModelIndexList &selection) const
{
    QList<quint64> tickets;
    if (!basket)
        return tickets;
    const QList<BasketAdd> adds = basketAdds(selection);
    for (const BasketAdd &add : adds) {
        rememberPack(add);
        tickets.append(basket->addToBasket(add.bundleId, add.quantity, values::AddIntent::Source::List, listId()));
    }
    return tickets;
}

void ListItemsModel::setBasket(const QAbstractItemModel *basket)
{
    if (!m_basket) {
        m_basket = new BasketQuantities(this);
        connect(m_basket, &BasketQuantities::changed, this, [this] {
            if (count() > 0)
                emit dataChanged(index(0, ArticleColumn), index(count() - 1, ArticleColumn),
                                 {InBasketRole, InBasketTextRole});
        });
    }
    m_basket->setBasket(basket);
}

void ListItemsModel::rememberPack(const BasketAdd &add) const
{
    const values::Article *article = m_lines.articleWithBundle(add.bundleId);
    if (article && m_services.packs)
        m_services.packs->remember(PackMemory::entryKey(m_services.client), article->variantId, add.bundleId);
}

int ListItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

int ListItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ListItemsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.model() != this || index.row() >= count())
        return false;
    if ((role == Qt::EditRole && index.column() == BundleColumn) || role == PackIndexRole) {
        bool ok = false;
        const int pack = value.toInt(&ok);
        return ok && setPack(index.row(), pack);
    }
    const bool quantityEdit = (role == Qt::EditRole && index.column() == QuantityColumn) || role == QuantityRole;
    if (!quantityEdit)
        return false;
    const std::optional<values::Decimal> quantity = ListLines::quantityFrom(value, m_services.prices->locale());
    if (!quantity)
        return false;
    return setQuantity(index.row(), *quantity);
}

Qt::ItemFlags ListItemsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == QuantityColumn && bundleAt(index.row()))
        f |= Qt::ItemIsEditable;
    if (index.isValid() && index.column() == BundleColumn && articleAt(index.row())
        && articleAt(index.row())->bundles.size() > 1)
        f |= Qt::ItemIsEditable;
    return f;
}

void ListItemsModel::setState(State state, const QString &error)
{
    if (state == m_state && error == m_errorString)
        return;
    m_state = state;
    m_errorString = error;
    emit stateChanged(state);
}

void ListItemsModel::onImageReady(const QUrl &url)
{
    for (int i = 0; i < count(); ++i)
        if (m_lines.article(i)->imageUrl == url)
            emit dataChanged(index(i, ArticleColumn), index(i, ArticleColumn), {Qt::DecorationRole});
}

} // namespace webshop::models
