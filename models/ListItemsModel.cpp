#include "models/ListItemsModel.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/ImageCache.h"
#include "models/ListDefaultPack.h"
#include "models/ModelsLogging.h"
#include "models/PackMemory.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"

#include <QSet>

#include <algorithm>

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
        if (!m_rows.isEmpty()) {
            const int last = int(m_rows.size()) - 1;
            emit dataChanged(index(0, PriceColumn), index(last, PriceColumn), {Qt::DisplayRole});
            emit dataChanged(index(0, 0), index(last, ColumnCount - 1), {PriceTextRole});
        }
        emit headerDataChanged(Qt::Horizontal, PriceColumn, PriceColumn);
    });
    connect(m_services.prices, &PriceDisplay::localeChanged, this, [this] {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
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
    m_list = list;
    m_rows.clear();
    const QHash<QString, QString> remembered =
        m_services.packs ? m_services.packs->recallAll(PackMemory::entryKey(m_services.client)) : QHash<QString, QString>{};
    for (qsizetype i = 0; i < m_list.items.size(); ++i) {
        const values::Article &article = m_list.items.at(i);
        if (article.bundles.isEmpty())
            m_rows.append(Row{int(i), -1, values::Decimal()});
        else
            m_rows.append(Row{int(i), listDefaultPack(article, remembered.value(article.variantId)), values::Decimal::fromInt(1)});
    }
    endResetModel();
    m_feed->set(provenance);
    emit listChanged();
    setState(m_rows.isEmpty() ? State::Empty : State::Idle);
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
        showSaved(m_list.listId);
        return;
    }
    values::PersonalList list = job->result();
    if (list.listId.isEmpty())
        list.listId = m_list.listId;
    if (m_services.articles)
        m_services.articles->insertFromList(list.items, list.storeId);
    emit listReceived(list);
    setList(list, Provenance::live());
}

const values::Article *ListItemsModel::articleAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_list.items.at(m_rows.at(row).item) : nullptr;
}

const values::Bundle *ListItemsModel::bundleAt(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).bundle < 0)
        return nullptr;
    return &m_list.items.at(m_rows.at(row).item).bundles.at(m_rows.at(row).bundle);
}

int ListItemsModel::packIndexAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).bundle : -1;
}

bool ListItemsModel::setPack(int row, int pack)
{
    const values::Article *article = articleAt(row);
    if (!article || pack < 0 || pack >= article->bundles.size())
        return false;
    Row &r = m_rows[row];
    if (r.bundle == pack)
        return true;
    r.bundle = pack;
    if (!article->bundles.at(pack).isWeightArticle && !r.quantity.isInteger())
        r.quantity = values::Decimal::fromInt(1);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

values::Decimal ListItemsModel::quantityAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).quantity : values::Decimal();
}

bool ListItemsModel::setQuantity(int row, values::Decimal quantity)
{
    const values::Bundle *bundle = bundleAt(row);
    if (!bundle || quantity.isNegative())
        return false;
    if (!bundle->isWeightArticle && !quantity.isInteger())
        return false;
    if (m_rows.at(row).quantity == quantity)
        return true;
    m_rows[row].quantity = quantity;
    emit dataChanged(index(row, QuantityColumn), index(row, QuantityColumn), {Qt::DisplayRole, Qt::EditRole, QuantityRole});
    return true;
}

QList<BasketAdd> ListItemsModel::basketAdds(const QModelIndexList &selection) const
{
    QList<int> rows;
    QSet<int> seen;
    for (const QModelIndex &index : selection) {
        if (!index.isValid() || index.model() != this || seen.contains(index.row()))
            continue;
        seen.insert(index.row());
        rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    QList<BasketAdd> adds;
    for (int row : std::as_const(rows)) {
        const values::Bundle *bundle = bundleAt(row);
        const values::Decimal quantity = m_rows.at(row).quantity;
        if (!bundle || bundle->bundleId.isEmpty() || quantity.isZero() || quantity.isNegative())
            continue;
        adds.append({bundle->bundleId, quantity});
    }
    return adds;
}

QList<quint64> ListItemsModel::addToBasket(BasketModel *basket, const QModelIndexList &selection) const
{
    QList<quint64> tickets;
    if (!basket)
        return tickets;
    const QList<BasketAdd> adds = basketAdds(selection);
    for (const BasketAdd &add : adds) {
        rememberPack(add);
        tickets.append(basket->addToBasket(add.bundleId, add.quantity, values::AddIntent::Source::List, m_list.listId));
    }
    return tickets;
}

void ListItemsModel::setBasket(const QAbstractItemModel *basket)
{
    if (!m_basket) {
        m_basket = new BasketQuantities(this);
        connect(m_basket, &BasketQuantities::changed, this, [this] {
            if (!m_rows.isEmpty())
                emit dataChanged(index(0, ArticleColumn), index(int(m_rows.size()) - 1, ArticleColumn),
                                 {InBasketRole, InBasketTextRole});
        });
    }
    m_basket->setBasket(basket);
}

void ListItemsModel::rememberPack(const BasketAdd &add) const
{
    for (const values::Article &article : m_list.items)
        if (article.bundle(add.bundleId)) {
            if (m_services.packs)
                m_services.packs->remember(PackMemory::entryKey(m_services.client), article.variantId, add.bundleId);
            return;
        }
}

int ListItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ListItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ListItemsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.model() != this || index.row() >= m_rows.size())
        return false;
    if ((role == Qt::EditRole && index.column() == BundleColumn) || role == PackIndexRole) {
        bool ok = false;
        const int pack = value.toInt(&ok);
        return ok && setPack(index.row(), pack);
    }
    const bool quantityEdit = (role == Qt::EditRole && index.column() == QuantityColumn) || role == QuantityRole;
    if (!quantityEdit)
        return false;
    std::optional<values::Decimal> quantity;
    if (value.metaType() == QMetaType::fromType<values::Decimal>())
        quantity = value.value<values::Decimal>();
    else if (value.metaType() == QMetaType::fromType<int>() || value.metaType() == QMetaType::fromType<qlonglong>())
        quantity = values::Decimal::fromInt(value.toLongLong());
    else if (value.metaType() == QMetaType::fromType<QString>())
        quantity = values::Decimal::fromLocaleString(m_services.prices->locale(), value.toString());
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
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_list.items.at(m_rows.at(i).item).imageUrl == url)
            emit dataChanged(index(i, ArticleColumn), index(i, ArticleColumn), {Qt::DecorationRole});
}

} // namespace webshop::models
