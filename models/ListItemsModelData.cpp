#include "models/ListItemsModel.h"

#include "models/BasketQuantities.h"
#include "models/ImageCache.h"
#include "models/ModelText.h"
#include "models/PriceDisplay.h"
#include "models/PriceMemory.h"

// What a list line shows: its columns, roles and headers.

namespace webshop::models {

QVariant ListItemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= count() || index.column() >= ColumnCount)
        return {};
    const int row = index.row();
    const values::Article &article = *m_lines.article(row);
    const values::Bundle *bundle = m_lines.bundle(row);
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, index.column());
    case Qt::EditRole:
        if (index.column() == QuantityColumn)
            return m_lines.quantity(row).toLocaleString(m_services.prices->locale(), -1);
        if (index.column() == BundleColumn)
            return m_lines.packIndex(row);
        return {};
    case Qt::DecorationRole:
        if (index.column() != ArticleColumn || !m_services.images || article.imageUrl.isEmpty())
            return {};
        return m_services.images->thumbnail(article.imageUrl);
    case Qt::ToolTipRole:
        if (index.column() == BundleColumn && bundle && !bundle->longDescription.isEmpty())
            return bundle->longDescription;
        if (index.column() == ArticleColumn && bundle)
            //: A list line's tooltip: the name, then the article number and the chosen pack's number
            return tr("%1\nArticle no. %2 · Pack no. %3").arg(article.name, article.variantId, bundle->bundleId);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == PriceColumn || index.column() == QuantityColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return roleData(row, role);
    }
}

QString ListItemsModel::priceText(const values::Bundle *bundle) const
{
    const PriceDisplay &prices = *m_services.prices;
    return bundle ? prices.format(prices.pick(bundle->price), bundle->price.currency)
                  : prices.format(std::optional<values::Decimal>(), {});
}

QString ListItemsModel::displayText(int row, int column) const
{
    const values::Article &article = *m_lines.article(row);
    const values::Bundle *bundle = m_lines.bundle(row);
    const bool weight = bundle && bundle->isWeightArticle;
    switch (column) {
    case ArticleColumn:
        return article.name;
    case BundleColumn:
        return bundle ? bundle->description : QString();
    case PackSizeColumn:
        return bundle ? bundle->bundleSize : QString();
    case UnitColumn:
        return bundle ? text::unitLabel(weight) : QString();
    case PriceColumn: {
        // Under the pack's price, its price per kg or l where the pack says what it holds.
        const QString perContent = bundle ? m_services.prices->formatPerContent(*bundle) : QString();
        return perContent.isEmpty() ? priceText(bundle) : priceText(bundle) + u'\n' + perContent;
    }
    case QuantityColumn:
        return bundle ? m_services.prices->formatQuantity(m_lines.quantity(row), weight) : QString();
    default:
        return {};
    }
}

QVariant ListItemsModel::roleData(int row, int role) const
{
    const values::Article &article = *m_lines.article(row);
    const values::Bundle *bundle = m_lines.bundle(row);
    const bool weight = bundle && bundle->isWeightArticle;
    const auto decimal = [](const std::optional<values::Decimal> &v) { return v ? QVariant::fromValue(*v) : QVariant(); };
    switch (role) {
    case VariantIdRole: return article.variantId;
    case BundleIdRole: return bundle ? bundle->bundleId : QString();
    case NameRole: return article.name;
    case ImageUrlRole: return article.imageUrl;
    case BundleDescriptionRole: return bundle ? bundle->description : QString();
    case PackSizeRole: return bundle ? bundle->bundleSize : QString();
    case WeightArticleRole: return weight;
    case UnitRole: return text::unitLabel(weight);
    case PriceNetRole: return bundle ? decimal(bundle->price.articleNet) : QVariant();
    case PriceGrossRole: return bundle ? decimal(bundle->price.articleGross) : QVariant();
    case PriceTextRole: return priceText(bundle);
    case PriceUnknownRole: return !bundle || !bundle->price.isKnown();
    case QuantityRole: return QVariant::fromValue(m_lines.quantity(row));
    case CurrencyRole: return bundle ? bundle->price.currency : QString();
    case PackChoicesRole: return m_lines.packChoices(row);
    case PackIndexRole: return m_lines.packIndex(row);
    case PackCountRole: return int(article.bundles.size());
    case PriceChangeRole:
        return bundle ? PriceMemory::badgeData(m_services.priceMemory, bundle->bundleId, SeenPrice::of(bundle),
                                               m_services.prices->showsNet())
                      : QVariant();
    case ShownPriceRole: return QVariant::fromValue(SeenPrice::of(bundle));
    case InBasketRole:
    case InBasketTextRole: {
        const auto held = bundle && m_basket ? m_basket->quantity(bundle->bundleId) : std::nullopt;
        if (role == InBasketRole)
            return decimal(held);
        //: Under a list line's name: what the basket holds of its pack ("in basket: 2", "in basket: 1.5 kg")
        return held ? tr("in basket: %1").arg(m_services.prices->formatQuantity(*held, weight)) : QString();
    }
    default: return {};
    }
}

QVariant ListItemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole) {
        const bool right = section == PriceColumn || section == QuantityColumn;
        return QVariant::fromValue(Qt::Alignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ArticleColumn:
        return tr("Article");
    case BundleColumn:
        return tr("Pack");
    case PackSizeColumn:
        return tr("Pack size");
    case UnitColumn:
        return tr("Unit");
    case PriceColumn:
        return m_services.prices->modeLabel();
    case QuantityColumn:
        return tr("Quantity");
    default:
        return {};
    }
}

QHash<int, QByteArray> ListItemsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(VariantIdRole, "variantId");
    names.insert(BundleIdRole, "bundleId");
    names.insert(NameRole, "name");
    names.insert(ImageUrlRole, "imageUrl");
    names.insert(BundleDescriptionRole, "bundleDescription");
    names.insert(PackSizeRole, "packSize");
    names.insert(WeightArticleRole, "weightArticle");
    names.insert(UnitRole, "unit");
    names.insert(PriceNetRole, "priceNet");
    names.insert(PriceGrossRole, "priceGross");
    names.insert(PriceTextRole, "priceText");
    names.insert(PriceUnknownRole, "priceUnknown");
    names.insert(QuantityRole, "quantity");
    names.insert(CurrencyRole, "currency");
    names.insert(PackChoicesRole, "packChoices");
    names.insert(PackIndexRole, "packIndex");
    names.insert(PackCountRole, "packCount");
    names.insert(PriceChangeRole, "priceChange");
    names.insert(ShownPriceRole, "shownPrice");
    names.insert(InBasketRole, "inBasket");
    names.insert(InBasketTextRole, "inBasketText");
    return names;
}

} // namespace webshop::models
