#include "models/BasketModel.h"

#include "app/api/BasketMath.h"
#include "app/api/BasketSync.h"

#include "models/ArticleCache.h"
#include "models/ImageCache.h"
#include "models/ModelsLogging.h"
#include "models/PriceDisplay.h"

#include <QSet>

namespace webshop::models {

namespace {

bool samePrice(const api::ItemPrice &a, const api::ItemPrice &b)
{
    return a.netTotal == b.netTotal && a.grossTotal == b.grossTotal && a.vatTotal == b.vatTotal
        && a.articleNet == b.articleNet && a.articleGross == b.articleGross && a.articleVatAmount == b.articleVatAmount
        && a.emptiesNet == b.emptiesNet && a.emptiesGross == b.emptiesGross && a.emptiesVatAmount == b.emptiesVatAmount;
}

QVariant decimal(const api::OptionalMoney &m)
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
{
    Q_ASSERT(sync);
    if (!m_services.prices)
        m_services.prices = new PriceDisplay(this);
    connect(m_sync, &api::BasketSync::basketChanged, this, &BasketModel::onBasketChanged);
    connect(m_sync, &api::BasketSync::busyChanged, this, &BasketModel::busyChanged);
    connect(m_sync, &api::BasketSync::addStateChanged, this,
            [this](quint64 ticket, api::AddState state, const QString &message) {
                updatePending();
                emit addStateChanged(ticket, state, message);
            });
    connect(m_sync, &api::BasketSync::busyChanged, this, &BasketModel::updatePending);
    connect(m_sync, &api::BasketSync::refreshFailed, this,
            [this](const api::ApiError &error) { emit refreshFailed(error.userMessage()); });
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
    if (m_services.images) {
        connect(m_services.images, &ImageCache::imageReady, this, &BasketModel::onImageReady);
        connect(m_services.images, &ImageCache::imageFailed, this, &BasketModel::onImageReady);
    }
    if (m_sync->hasBasket())
        onBasketChanged();
}

BasketModel::~BasketModel() = default;

quint64 BasketModel::addToBasket(const QString &bundleId, api::Decimal quantity)
{
    // What the catalogue knows helps to find the add in the basket (variant id, unit price).
    api::AddRequest request{bundleId, quantity, {}, {}};
    if (m_services.articles)
        if (const api::Article *article = m_services.articles->articleForBundle(bundleId)) {
            request.variantId = article->variantId;
            if (const api::Bundle *bundle = article->bundle(bundleId))
                request.unitNet = bundle->price.articleNet;
        }
    const quint64 ticket = m_sync->add(request);
    updatePending();
    return ticket;
}

void BasketModel::refresh()
{
    m_sync->refresh();
}

bool BasketModel::hasBasket() const
{
    return m_sync->hasBasket();
}

bool BasketModel::isBusy() const
{
    return m_sync->isBusy();
}

QDateTime BasketModel::lastSynced() const
{
    return m_sync->lastSynced();
}

const api::TotalPrice &BasketModel::totals() const
{
    return m_sync->basket().total;
}

QString BasketModel::totalText() const
{
    const api::TotalPrice &t = totals();
    return m_services.prices->format(m_services.prices->pick(t.netTotal, t.grossTotal));
}

QString BasketModel::totalNetText() const
{
    return m_services.prices->format(totals().netTotal);
}

QString BasketModel::totalVatText() const
{
    return m_services.prices->format(totals().vatTotal);
}

QString BasketModel::totalGrossText() const
{
    return m_services.prices->format(totals().grossTotal);
}

QString BasketModel::totalDepositText() const
{
    if (!hasDeposit())
        return {};
    const api::TotalPrice &t = totals();
    return m_services.prices->format(m_services.prices->pick(t.emptiesNet, t.emptiesGross));
}

bool BasketModel::hasDeposit() const
{
    const api::TotalPrice &t = totals();
    const api::OptionalMoney &m = m_services.prices->pick(t.emptiesNet, t.emptiesGross);
    return m && !m->amount.isZero();
}

const api::BasketItem *BasketModel::lineAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? lineAt(index.row()) : nullptr;
}

const api::BasketItem *BasketModel::lineAt(int row) const
{
    return row >= 0 && row < m_lines.size() ? &m_lines.at(row).item : nullptr;
}

int BasketModel::rowOf(const QString &lineId) const
{
    for (qsizetype i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).item.article == lineId)
            return int(i);
    return -1;
}

int BasketModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int BasketModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BasketModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size() || index.column() >= ColumnCount)
        return {};
    const Line &line = m_lines.at(index.row());
    const api::ItemPrice &p = line.item.price;
    const PriceDisplay &prices = *m_services.prices;
    const auto unitPrice = [&](bool net) { return this->unitPrice(line, net); };

    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ArticleColumn:
            return line.name;
        case QuantityColumn:
            return prices.formatQuantity(line.item.quantity, line.weight);
        case UnitPriceColumn:
            return unitPriceText(line);
        case LineNetColumn:
            return prices.format(p.netTotal);
        case VatColumn:
            return prices.format(p.vatTotal);
        case LineGrossColumn:
            return prices.format(p.grossTotal);
        case DepositColumn: {
            const api::OptionalMoney &d = prices.pick(p.emptiesNet, p.emptiesGross);
            return d && !d->amount.isZero() ? prices.format(*d) : QString();
        }
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DecorationRole:
        if (index.column() != ArticleColumn || !m_services.images || line.imageUrl.isEmpty())
            return {};
        return m_services.images->thumbnail(line.imageUrl);
    case Qt::ToolTipRole:
        if (index.column() == UnitPriceColumn && unitPriceDerived(line))
            return tr("Worked out from the line total: the catalogue price may differ by a cent.");
        if (index.column() != ArticleColumn)
            return {};
        if (!line.resolved)
            return tr("Article %1: details are not loaded yet").arg(line.item.article);
        return line.bundleDescription.isEmpty() ? line.name : line.name + u" \u2014 " + line.bundleDescription;
    case Qt::TextAlignmentRole:
        if (index.column() >= QuantityColumn)
            return rightAligned();
        return {};
    case LineIdRole:
        return line.item.article;
    case VariantIdRole:
        return line.variantId;
    case BundleIdRole:
        return line.bundleId;
    case NameRole:
        return line.name;
    case ImageUrlRole:
        return line.imageUrl;
    case ResolvedRole:
        return line.resolved;
    case PendingRole:
        return line.pending;
    case QuantityRole:
        return QVariant::fromValue(line.item.quantity);
    case WeightArticleRole:
        return line.weight;
    case UnitNetRole:
        return decimal(unitPrice(true));
    case UnitGrossRole:
        return decimal(unitPrice(false));
    case LineNetRole:
        return decimal(p.netTotal);
    case LineGrossRole:
        return decimal(p.grossTotal);
    case VatRole:
        return decimal(p.vatTotal);
    case DepositNetRole:
        return decimal(p.emptiesNet);
    case DepositGrossRole:
        return decimal(p.emptiesGross);
    case UnitPriceTextRole:
        return unitPriceText(line);
    case LinePriceTextRole:
        return prices.format(prices.pick(p.netTotal, p.grossTotal));
    case PriceUnknownRole:
        return !p.netTotal && !p.grossTotal;
    case CurrencyRole: {
        for (const api::OptionalMoney *m : {&p.grossTotal, &p.netTotal, &p.articleGross, &p.articleNet})
            if (*m)
                return (*m)->currency;
        return QString();
    }
    case BundleDescriptionRole:
        return line.bundleDescription;
    default:
        return {};
    }
}

QVariant BasketModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section >= QuantityColumn ? rightAligned() : QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
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
        return tr("Net");
    case VatColumn:
        return tr("VAT");
    case LineGrossColumn:
        return tr("Gross");
    case DepositColumn:
        return tr("Deposit");
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
    return names;
}

// No catalogue price for the line's pack, and the line's amounts are line totals: its unit
// price is a quotient, rounded to the cent, and may be a cent off the catalogue's.
bool BasketModel::unitPriceDerived(const Line &line) const
{
    if (line.unitPrice && (line.unitPrice->articleNet || line.unitPrice->articleGross))
        return false;
    return api::linePriceReading(line.item) == api::LinePriceReading::LineAmounts
        && line.item.quantity != api::Decimal::fromInt(1);
}

QString BasketModel::unitPriceText(const Line &line) const
{
    const PriceDisplay &prices = *m_services.prices;
    const api::OptionalMoney unit = unitPrice(line, prices.showsNet());
    const QString text = prices.format(unit);
    return unit && unitPriceDerived(line) ? u"≈ " + text : text;
}

// A line named by its variant id: the pack is the article's only one, or the one whose price
// the line's own figures show (within a cent); none when that is not unique.
const api::Bundle *BasketModel::bundleOfVariantLine(const api::Article &article, const api::BasketItem &item)
{
    if (article.bundles.size() == 1)
        return &article.bundles.constFirst();
    const api::OptionalMoney unit = api::lineUnitPrice(item, true);
    if (!unit)
        return nullptr;
    const api::Bundle *match = nullptr;
    for (const api::Bundle &b : article.bundles) {
        if (!b.price.articleNet)
            continue;
        const api::Decimal diff = *b.price.articleNet - unit->amount;
        if ((diff.isNegative() ? -diff : diff) > api::Decimal::fromCents(1))
            continue;
        if (match)
            return nullptr; // two packs at the same price: not unique
        match = &b;
    }
    return match;
}

api::OptionalMoney BasketModel::unitPrice(const Line &line, bool net) const
{
    // The catalogue price of the bundle when known; else what the line's own figures say
    // (its article amounts may be unit prices or line amounts: the spec allows both).
    if (line.unitPrice) {
        const std::optional<api::Decimal> &amount = net ? line.unitPrice->articleNet : line.unitPrice->articleGross;
        if (amount)
            return api::Money{*amount, line.unitPrice->currency};
    }
    return api::lineUnitPrice(line.item, net);
}

bool BasketModel::resolve(Line &line) const
{
    const QString before = line.name;
    const bool wasResolved = line.resolved;
    const QUrl imageBefore = line.imageUrl;
    const bool weightBefore = line.weight;
    const QString bundleBefore = line.bundleDescription;

    ArticleCache::Resolved r = m_services.articles ? m_services.articles->resolve(line.item.article)
                                                   : ArticleCache::Resolved();
    if (r && !r.bundle)
        r.bundle = bundleOfVariantLine(*r.article, line.item);
    if (r) {
        line.resolved = true;
        line.variantId = r.article->variantId;
        line.bundleId = r.bundle ? r.bundle->bundleId : QString();
        line.name = r.article->name.isEmpty() ? line.item.article : r.article->name;
        line.imageUrl = r.article->imageUrl;
        line.bundleDescription = r.bundle ? r.bundle->description : QString();
        if (r.bundle && r.bundle->price.isKnown())
            line.unitPrice = r.bundle->price;
        else
            line.unitPrice.reset();
        if (r.bundle)
            line.weight = r.bundle->isWeightArticle;
        else
            line.weight = r.article->bundles.size() == 1 && r.article->bundles.constFirst().isWeightArticle;
    } else {
        line.resolved = false;
        line.variantId.clear();
        line.bundleId.clear();
        // A line the server sent without an id still counts: it is shown, never dropped.
        line.name = line.item.article.isEmpty() ? tr("Article without a number") : line.item.article;
        line.imageUrl.clear();
        line.bundleDescription.clear();
        line.unitPrice.reset();
        line.weight = !line.item.quantity.isInteger();
    }
    return line.name != before || line.resolved != wasResolved || line.imageUrl != imageBefore
        || line.weight != weightBefore || line.bundleDescription != bundleBefore;
}

void BasketModel::onBasketChanged()
{
    const QList<api::BasketItem> &items = m_sync->basket().items;
    const int countBefore = int(m_lines.size());
    const QSet<QString> pending = m_sync->pendingArticles();

    QSet<QString> ids;
    ids.reserve(items.size());
    for (const api::BasketItem &item : items)
        ids.insert(item.article);

    // 1. Lines that are gone.
    for (int i = int(m_lines.size()) - 1; i >= 0; --i) {
        if (!ids.contains(m_lines.at(i).item.article)) {
            beginRemoveRows({}, i, i);
            m_lines.removeAt(i);
            endRemoveRows();
        }
    }
    // 2. In server order: keep, move up, or insert.
    for (int i = 0; i < items.size(); ++i) {
        const api::BasketItem &item = items.at(i);
        if (i < m_lines.size() && m_lines.at(i).item.article == item.article) {
            Line &line = m_lines[i];
            const bool changed = line.item.quantity != item.quantity || !samePrice(line.item.price, item.price);
            line.item = item;
            const bool shown = resolve(line);
            if (changed || shown)
                emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
            continue;
        }
        int from = -1;
        for (int j = i + 1; j < m_lines.size(); ++j) {
            if (m_lines.at(j).item.article == item.article) {
                from = j;
                break;
            }
        }
        if (from >= 0) {
            beginMoveRows({}, from, from, {}, i);
            m_lines.move(from, i);
            endMoveRows();
            m_lines[i].item = item;
            resolve(m_lines[i]);
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
        } else {
            Line line;
            line.item = item;
            line.pending = pending.contains(item.article);
            resolve(line);
            beginInsertRows({}, i, i);
            m_lines.insert(i, line);
            endInsertRows();
        }
    }
    // 3. Leftovers (duplicate ids in an earlier basket).
    if (m_lines.size() > items.size()) {
        beginRemoveRows({}, int(items.size()), int(m_lines.size()) - 1);
        m_lines.resize(items.size());
        endRemoveRows();
    }
    if (countBefore != m_lines.size())
        emit lineCountChanged(int(m_lines.size()));
    emit totalsChanged();
    updatePending();
    fetchMissing();
}

void BasketModel::fetchMissing()
{
    if (!m_services.articles)
        return;
    // An unknown id may be a variant id: fetch it once. A bundle id cannot be fetched by
    // itself: it resolves when search, details or a list brings its article.
    for (const Line &line : std::as_const(m_lines))
        if (!line.resolved)
            m_services.articles->fetch(line.item.article);
}

void BasketModel::onArticlesChanged()
{
    for (int i = 0; i < m_lines.size(); ++i)
        if (resolve(m_lines[i]))
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
}

void BasketModel::updatePending()
{
    const QSet<QString> pending = m_sync->pendingArticles();
    for (int i = 0; i < m_lines.size(); ++i) {
        Line &line = m_lines[i];
        const bool now = pending.contains(line.item.article) || (!line.bundleId.isEmpty() && pending.contains(line.bundleId))
            || (!line.variantId.isEmpty() && pending.contains(line.variantId));
        if (now != line.pending) {
            line.pending = now;
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1), {PendingRole});
        }
    }
}

void BasketModel::onImageReady(const QUrl &url)
{
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).imageUrl == url)
            emit dataChanged(index(i, ArticleColumn), index(i, ArticleColumn), {Qt::DecorationRole});
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
