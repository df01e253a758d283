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

QVariant decimal(const values::OptionalMoney &m)
{
    return m ? QVariant::fromValue(m->amount) : QVariant();
}

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
        return displayText(line, index.column());
    case Qt::DecorationRole:
        if (index.column() != ArticleColumn || !m_services.images || line.imageUrl.isEmpty())
            return {};
        return m_services.images->thumbnail(line.imageUrl);
    case Qt::ToolTipRole:
        return toolTip(line, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() >= QuantityColumn)
            return rightAligned();
        return {};
    default:
        return roleData(line, role);
    }
}

QString BasketModel::displayText(const BasketLine &line, int column) const
{
    const values::ItemPrice &p = line.item.price;
    const PriceDisplay &prices = *m_services.prices;
    switch (column) {
    case ArticleColumn:
        return line.name;
    case QuantityColumn:
        return prices.formatQuantity(line.item.quantity, line.weight);
    case UnitPriceColumn:
        return line.unitPriceText(prices);
    case LineNetColumn: {
        const values::LinePrice figures = values::fromBasket(line.item);
        return prices.format(figures.goodsNet, line.currency());
    }
    case VatColumn:
        return prices.format(p.vatTotal);
    case LineGrossColumn:
        return prices.format(p.grossTotal);
    case DepositColumn:
        return p.emptiesNet && !p.emptiesNet->amount.isZero() ? prices.format(*p.emptiesNet) : QString();
    default:
        return {};
    }
}

QVariant BasketModel::toolTip(const BasketLine &line, int column) const
{
    if (column == UnitPriceColumn && line.unitPriceDerived())
        return tr("Worked out from the line total: the catalogue price may differ by a cent.");
    if (column != ArticleColumn)
        return {};
    if (!line.resolved)
        return tr("Article %1: details are not loaded yet").arg(line.item.article);
    return line.bundleDescription.isEmpty() ? line.name : line.name + u" \u2014 " + line.bundleDescription;
}

SeenPrice BasketModel::shownPrice(const BasketLine &line)
{
    const values::OptionalMoney net = line.unitPriceOf(true);
    const values::OptionalMoney gross = line.unitPriceOf(false);
    const auto amount = [](const values::OptionalMoney &m) { return m ? std::optional(m->amount) : std::nullopt; };
    return {line.currency(), amount(net), amount(gross), {}};
}

QVariant BasketModel::roleData(const BasketLine &line, int role) const
{
    const values::ItemPrice &p = line.item.price;
    const PriceDisplay &prices = *m_services.prices;
    switch (role) {
    case LineIdRole: return line.item.article;
    case VariantIdRole: return line.variantId;
    case BundleIdRole: return line.bundleId;
    case NameRole: return line.name;
    case ImageUrlRole: return line.imageUrl;
    case ResolvedRole: return line.resolved;
    case PendingRole: return line.pending;
    case QuantityRole: return QVariant::fromValue(line.item.quantity);
    case WeightArticleRole: return line.weight;
    case UnitNetRole: return decimal(line.unitPriceOf(true));
    case UnitGrossRole: return decimal(line.unitPriceOf(false));
    case LineNetRole: return decimal(p.netTotal);
    case LineGrossRole: return decimal(p.grossTotal);
    case VatRole: return decimal(p.vatTotal);
    case DepositNetRole: return decimal(p.emptiesNet);
    case DepositGrossRole: return decimal(p.emptiesGross);
    case UnitPriceTextRole: return line.unitPriceText(prices);
    case LinePriceTextRole: return prices.format(prices.pick(p.netTotal, p.grossTotal));
    case PriceUnknownRole: return !p.netTotal && !p.grossTotal;
    case CurrencyRole: return line.currency();
    case BundleDescriptionRole: return line.bundleDescription;
    case DetailsRole: return details(line);
    case PriceChangeRole:
        return PriceMemory::badgeData(m_services.priceMemory, line.bundleId, shownPrice(line), prices.showsNet());
    case ShownPriceRole: return QVariant::fromValue(shownPrice(line));
    default: return {};
    }
}

QString BasketModel::details(const BasketLine &line)
{
    if (line.variantId.isEmpty())
        return {}; // the name itself shows the number while unresolved
    //: A basket line's numbers: the article (variant) and the pack (what the basket orders)
    const QString number = tr("Article no. %1 · Pack no. %2").arg(line.variantId, line.bundleId);
    return line.bundleDescription.isEmpty() ? number : tr("%1 · %2").arg(line.bundleDescription, number);
}

QVariant BasketModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section >= QuantityColumn ? rightAligned() : QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case LineNetColumn: return tr("The goods, without deposit and VAT");
        case DepositColumn: return tr("Deposit on empties (bottles, crates), without VAT");
        case VatColumn: return tr("VAT on the goods and the deposit");
        case LineGrossColumn: return tr("What the line costs: goods net + deposit net + VAT");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const bool net = m_services.prices->showsNet();
    switch (section) {
    case ArticleColumn:
        return tr("Article");
    case QuantityColumn:
        return tr("Quantity");
    case UnitPriceColumn:
        return net ? tr("Unit net") : tr("Unit gross");
    case LineNetColumn:
        return tr("Goods net");
    case VatColumn:
        return tr("VAT");
    case LineGrossColumn:
        return tr("Gross incl. deposit");
    case DepositColumn:
        return tr("Deposit net");
    default:
        return {};
    }
}

QHash<int, QByteArray> BasketModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(LineIdRole, "lineId");
    names.insert(VariantIdRole, "variantId");
    names.insert(BundleIdRole, "bundleId");
    names.insert(NameRole, "name");
    names.insert(ImageUrlRole, "imageUrl");
    names.insert(ResolvedRole, "resolved");
    names.insert(PendingRole, "pending");
    names.insert(QuantityRole, "quantity");
    names.insert(WeightArticleRole, "weightArticle");
    names.insert(UnitNetRole, "unitNet");
    names.insert(UnitGrossRole, "unitGross");
    names.insert(LineNetRole, "lineNet");
    names.insert(LineGrossRole, "lineGross");
    names.insert(VatRole, "vat");
    names.insert(DepositNetRole, "depositNet");
    names.insert(DepositGrossRole, "depositGross");
    names.insert(UnitPriceTextRole, "unitPriceText");
    names.insert(LinePriceTextRole, "linePriceText");
    names.insert(PriceUnknownRole, "priceUnknown");
    names.insert(CurrencyRole, "currency");
    names.insert(BundleDescriptionRole, "bundleDescription");
    names.insert(DetailsRole, "details");
    names.insert(PriceChangeRole, "priceChange");
    names.insert(ShownPriceRole, "shownPrice");
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
