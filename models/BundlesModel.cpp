#include "models/BundlesModel.h"

#include "models/ModelText.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

BundlesModel::BundlesModel(PriceDisplay *prices, QObject *parent)
    : QAbstractTableModel(parent)
    , m_prices(prices ? prices : new PriceDisplay(this))
{
    connect(m_prices, &PriceDisplay::modeChanged, this, &BundlesModel::onModeChanged);
    connect(m_prices, &PriceDisplay::localeChanged, this, &BundlesModel::onLocaleChanged);
}

BundlesModel::~BundlesModel() = default;

void BundlesModel::setArticle(const values::Article &article)
{
    const auto sameBundles = [&] {
        if (article.variantId != m_article.variantId || article.bundles.size() != m_article.bundles.size())
            return false;
        for (qsizetype i = 0; i < article.bundles.size(); ++i)
            if (article.bundles.at(i).bundleId != m_article.bundles.at(i).bundleId)
                return false;
        return true;
    }();
    if (sameBundles) {
        m_article = article;
        if (!m_article.bundles.isEmpty())
            emit dataChanged(index(0, 0), index(count() - 1, ColumnCount - 1));
        return;
    }
    const int before = count();
    beginResetModel();
    m_article = article;
    endResetModel();
    if (before != count())
        emit countChanged();
}

void BundlesModel::clear()
{
    setArticle({});
}

const values::Bundle *BundlesModel::bundleAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? bundleAt(index.row()) : nullptr;
}

const values::Bundle *BundlesModel::bundleAt(int row) const
{
    return row >= 0 && row < m_article.bundles.size() ? &m_article.bundles.at(row) : nullptr;
}

int BundlesModel::rowOf(const QString &bundleId) const
{
    for (qsizetype i = 0; i < m_article.bundles.size(); ++i)
        if (m_article.bundles.at(i).bundleId == bundleId)
            return int(i);
    return -1;
}

int BundlesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

int BundlesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BundlesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= count() || index.column() >= ColumnCount)
        return {};
    const values::Bundle &b = m_article.bundles.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return cellText(b, index.column(), role);
    if (role == Qt::TextAlignmentRole) {
        if (index.column() >= NetColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    }
    return roleData(b, role);
}

QVariant BundlesModel::cellText(const values::Bundle &b, int column, int role) const
{
    const values::SellingPriceInfo &p = b.price;
    switch (column) {
    case DescriptionColumn:
        return role == Qt::ToolTipRole && !b.longDescription.isEmpty() ? b.longDescription : b.description;
    case LongDescriptionColumn:
        return b.longDescription;
    case PackSizeColumn:
        return b.bundleSize;
    case UnitColumn:
        return text::unitLabel(b.isWeightArticle);
    case NetColumn:
        return m_prices->format(p.articleNet, p.currency);
    case VatColumn:
        return m_prices->format(p.articleVatAmount, p.currency);
    case GrossColumn:
        return m_prices->format(p.articleGross, p.currency);
    case PriceColumn:
        return m_prices->format(m_prices->pick(p), p.currency);
    default:
        return {};
    }
}

QVariant BundlesModel::roleData(const values::Bundle &b, int role) const
{
    const values::SellingPriceInfo &p = b.price;
    const auto decimal = [](const std::optional<values::Decimal> &v) { return v ? QVariant::fromValue(*v) : QVariant(); };
    switch (role) {
    case BundleIdRole:
        return b.bundleId;
    case DescriptionRole:
        return b.description;
    case LongDescriptionRole:
        return b.longDescription;
    case PackSizeRole:
        return b.bundleSize;
    case WeightArticleRole:
        return b.isWeightArticle;
    case UnitRole:
        return text::unitLabel(b.isWeightArticle);
    case NetRole:
        return decimal(p.articleNet);
    case VatRole:
        return decimal(p.articleVatAmount);
    case GrossRole:
        return decimal(p.articleGross);
    case PriceRole:
        return m_prices->format(m_prices->pick(p), p.currency);
    case PerContentNetRole:
        return m_prices->formatPerContent(b, true);
    case PerContentGrossRole:
        return m_prices->formatPerContent(b, false);
    case NetTextRole:
        return m_prices->format(p.articleNet, p.currency);
    case VatTextRole:
        return m_prices->format(p.articleVatAmount, p.currency);
    case GrossTextRole:
        return m_prices->format(p.articleGross, p.currency);
    case PriceUnknownRole:
        return !p.isKnown();
    case CurrencyRole:
        return p.currency;
    default:
        return {};
    }
}

QVariant BundlesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment((section >= NetColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DescriptionColumn:
        return tr("Pack");
    case LongDescriptionColumn:
        return tr("Description");
    case PackSizeColumn:
        return tr("Pack size");
    case UnitColumn:
        return tr("Unit");
    case NetColumn:
        return tr("Net");
    case VatColumn:
        return tr("VAT");
    case GrossColumn:
        return tr("Gross");
    case PriceColumn:
        return m_prices->modeLabel();
    default:
        return {};
    }
}

QHash<int, QByteArray> BundlesModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(BundleIdRole, "bundleId");
    names.insert(DescriptionRole, "description");
    names.insert(LongDescriptionRole, "longDescription");
    names.insert(PackSizeRole, "packSize");
    names.insert(WeightArticleRole, "weightArticle");
    names.insert(UnitRole, "unit");
    names.insert(NetRole, "net");
    names.insert(VatRole, "vat");
    names.insert(GrossRole, "gross");
    names.insert(PriceRole, "price");
    names.insert(NetTextRole, "netText");
    names.insert(VatTextRole, "vatText");
    names.insert(GrossTextRole, "grossText");
    names.insert(PriceUnknownRole, "priceUnknown");
    names.insert(CurrencyRole, "currency");
    return names;
}

void BundlesModel::onModeChanged()
{
    if (count() > 0) {
        emit dataChanged(index(0, PriceColumn), index(count() - 1, PriceColumn), {Qt::DisplayRole, Qt::ToolTipRole});
        emit dataChanged(index(0, 0), index(count() - 1, ColumnCount - 1), {PriceRole});
    }
    emit headerDataChanged(Qt::Horizontal, PriceColumn, PriceColumn);
}

void BundlesModel::onLocaleChanged()
{
    if (count() > 0)
        emit dataChanged(index(0, 0), index(count() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace webshop::models
