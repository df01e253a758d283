#include "models/BasketModel.h"

#include "app/api/BasketSync.h"
#include "app/values/LinePrice.h"

#include "models/ArticleCache.h"
#include "models/ImageCache.h"
#include "models/ModelsLogging.h"
#include "models/PackMemory.h"
#include "models/PriceDisplay.h"
#include "models/PriceMemory.h"


namespace webshop::models {

namespace {

QVariant rightAligned()
{
    return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
}

} // namespace

BasketModel::BasketModel(api::BasketSync *sync, const ModelServices &services, QObject *parent)
    : QAbstractTableModel(parent)
    , m_sync(sync)
    , m_services(services)
    , m_feed(new DataFeed(services.source, this))
{
    Q_ASSERT(sync);
    followFeed();
    if (!m_services.prices)
        m_services.prices = new PriceDisplay(this);
    connect(m_sync, &api::BasketSync::basketChanged, this, [this] {
        m_saved.reset(); // the server's basket again
        onBasketChanged();
    });
    connect(m_sync, &api::BasketSync::busyChanged, this, &BasketModel::busyChanged);
    m_queueStates = connect(m_sync, &api::BasketSync::addStateChanged, this, &BasketModel::onAddState);
    connect(m_sync, &api::BasketSync::busyChanged, this, &BasketModel::updatePending);
    connect(m_sync, &api::BasketSync::refreshFailed, this,
            [this](const values::ApiError &error) { emit refreshFailed(error.userMessage()); });
    connect(m_services.prices, &PriceDisplay::modeChanged, this, [this] {
        emitPriceColumnsChanged();
        emit totalsChanged();
    });
    connect(m_services.prices, &PriceDisplay::localeChanged, this, [this] {
        emitAllChanged();
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit totalsChanged();
    });
    if (m_services.articles)
        connect(m_services.articles, &ArticleCache::articlesChanged, this, &BasketModel::onArticlesChanged);
    if (m_services.images)
        for (auto done : {&ImageCache::imageReady, &ImageCache::imageFailed})
            connect(m_services.images, done, this, &BasketModel::onImageReady);
    if (m_sync->hasBasket())
        onBasketChanged();
}

BasketModel::~BasketModel() = default;

quint64 BasketModel::addToBasket(const QString &bundleId, values::Decimal quantity, values::AddIntent::Source source,
                                 const QString &sourceRef)
{
    if (const QString reason = m_feed->addRefusal(); !reason.isEmpty())
        return refuseAdd(reason);
    values::AddIntent intent;
    intent.bundleId = bundleId;
    intent.amount = quantity;
    intent.source = source;
    intent.sourceRef = sourceRef;
    if (m_services.articles)
        m_services.articles->describeAdd(&intent);
    // The pack chosen now is the one a list offers first next time.
    if (m_services.packs)
        m_services.packs->remember(PackMemory::entryKey(m_services.client), intent.variantId, bundleId);
    const quint64 ticket = m_adder ? m_adder(intent)
                                   : m_sync->add(api::AddRequest{bundleId, quantity, intent.variantId, intent.unitNet});
    updatePending();
    return ticket;
}

void BasketModel::setAdder(std::function<quint64(const values::AddIntent &)> adder)
{
    m_adder = std::move(adder);
    // The adder reports its own ids (onAddState); the queue's tickets mean nothing here then.
    if (m_adder && m_queueStates)
        disconnect(m_queueStates);
}

void BasketModel::onAddState(quint64 id, values::AddState state, const QString &message)
{
    updatePending();
    emit addStateChanged(id, state, message);
}

void BasketModel::refresh()
{
    if (!showSaved())
        m_sync->refresh();
}

bool BasketModel::hasBasket() const
{
    return m_saved || m_sync->hasBasket();
}

bool BasketModel::isBusy() const
{
    return m_sync->isBusy();
}

QDateTime BasketModel::lastSynced() const
{
    return m_saved ? m_feed->provenance().at : m_sync->lastSynced();
}

const values::TotalPrice &BasketModel::totals() const
{
    return shownBasket().total;
}

const values::BasketItem *BasketModel::lineAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? lineAt(index.row()) : nullptr;
}

int BasketModel::rowOf(const QString &lineId) const
{
    for (qsizetype i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).item.article == lineId)
            return int(i);
    return -1;
}

QVariant BasketModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size() || index.column() >= ColumnCount)
        return {};
    const BasketLine &line = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return m_columns.text(line, index.column());
    case Qt::DecorationRole:
        if (index.column() != ArticleColumn || !m_services.images || line.imageUrl.isEmpty())
            return {};
        return m_services.images->thumbnail(line.imageUrl);
    case Qt::ToolTipRole:
        return m_columns.toolTip(line, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() >= QuantityColumn)
            return rightAligned();
        return {};
    default:
        return m_columns.roleData(line, role);
    }
}

QVariant BasketModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return m_columns.header(section, role);
}

QHash<int, QByteArray> BasketModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    BasketColumns::addRoleNames(&names);
    return names;
}

void BasketModel::emitPriceColumnsChanged()
{
    emit headerDataChanged(Qt::Horizontal, UnitPriceColumn, UnitPriceColumn);
    if (m_lines.isEmpty())
        return;
    const int last = int(m_lines.size()) - 1;
    emit dataChanged(index(0, UnitPriceColumn), index(last, UnitPriceColumn), {Qt::DisplayRole});
    emit dataChanged(index(0, DepositColumn), index(last, DepositColumn), {Qt::DisplayRole});
    emit dataChanged(index(0, 0), index(last, ColumnCount - 1), {UnitPriceTextRole, LinePriceTextRole});
}

void BasketModel::emitAllChanged()
{
    if (!m_lines.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_lines.size()) - 1, ColumnCount - 1));
}

} // namespace webshop::models
