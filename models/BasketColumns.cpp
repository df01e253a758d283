#include "models/BasketColumns.h"

#include "app/values/LinePrice.h"
#include "models/BasketModel.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

namespace {

using BM = BasketModel;

QVariant decimal(const values::OptionalMoney &m)
{
    return m ? QVariant::fromValue(m->amount) : QVariant();
}

QVariant rightAligned()
{
    return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
}

} // namespace

QString BasketColumns::text(const BasketLine &line, int column) const
{
    const values::ItemPrice &p = line.item.price;
    const PriceDisplay &prices = *m_services.prices;
    switch (column) {
    case BM::ArticleColumn:
        return line.name;
    case BM::QuantityColumn:
        return prices.formatQuantity(line.item.quantity, line.weight);
    case BM::UnitPriceColumn:
        return line.unitPriceText(prices);
    case BM::LineNetColumn: {
        const values::LinePrice figures = values::fromBasket(line.item);
        return prices.format(figures.goodsNet, line.currency());
    }
    case BM::VatColumn:
        return prices.format(p.vatTotal);
    case BM::LineGrossColumn:
        return prices.format(p.grossTotal);
    case BM::DepositColumn:
        return p.emptiesNet && !p.emptiesNet->amount.isZero() ? prices.format(*p.emptiesNet) : QString();
    default:
        return {};
    }
}

QVariant BasketColumns::toolTip(const BasketLine &line, int column) const
{
    if (column == BM::UnitPriceColumn && line.unitPriceDerived())
        return BasketModel::tr("Worked out from the line total: the catalogue price may differ by a cent.");
    if (column != BM::ArticleColumn)
        return {};
    if (!line.resolved)
        return BasketModel::tr("Article %1: details are not loaded yet").arg(line.item.article);
    return line.bundleDescription.isEmpty() ? line.name : line.name + u" \u2014 " + line.bundleDescription;
}

SeenPrice BasketColumns::shownPrice(const BasketLine &line)
{
    const values::OptionalMoney net = line.unitPriceOf(true);
    const values::OptionalMoney gross = line.unitPriceOf(false);
    const auto amount = [](const values::OptionalMoney &m) { return m ? std::optional(m->amount) : std::nullopt; };
    return {line.currency(), amount(net), amount(gross), {}};
}

QVariant BasketColumns::roleData(const BasketLine &line, int role) const
{
    const values::ItemPrice &p = line.item.price;
    const PriceDisplay &prices = *m_services.prices;
    switch (role) {
    case BM::LineIdRole: return line.item.article;
    case BM::VariantIdRole: return line.variantId;
    case BM::BundleIdRole: return line.bundleId;
    case BM::NameRole: return line.name;
    case BM::ImageUrlRole: return line.imageUrl;
    case BM::ResolvedRole: return line.resolved;
    case BM::PendingRole: return line.pending;
    case BM::QuantityRole: return QVariant::fromValue(line.item.quantity);
    case BM::WeightArticleRole: return line.weight;
    case BM::UnitNetRole: return decimal(line.unitPriceOf(true));
    case BM::UnitGrossRole: return decimal(line.unitPriceOf(false));
    case BM::LineNetRole: return decimal(p.netTotal);
    case BM::LineGrossRole: return decimal(p.grossTotal);
    case BM::VatRole: return decimal(p.vatTotal);
    case BM::DepositNetRole: return decimal(p.emptiesNet);
    case BM::DepositGrossRole: return decimal(p.emptiesGross);
    case BM::UnitPriceTextRole: return line.unitPriceText(prices);
    case BM::LinePriceTextRole: return prices.format(prices.pick(p.netTotal, p.grossTotal));
    case BM::PriceUnknownRole: return !p.netTotal && !p.grossTotal;
    case BM::CurrencyRole: return line.currency();
    case BM::BundleDescriptionRole: return line.bundleDescription;
    case BM::DetailsRole: return details(line);
    case BM::PriceChangeRole:
        return PriceMemory::badgeData(m_services.priceMemory, line.bundleId, shownPrice(line), prices.showsNet());
    case BM::ShownPriceRole: return QVariant::fromValue(shownPrice(line));
    default: return {};
    }
}

QString BasketColumns::details(const BasketLine &line)
{
    if (line.variantId.isEmpty())
        return {}; // the name itself shows the number while unresolved
    //: A basket line's numbers: the article (variant) and the pack (what the basket orders)
    const QString number = BasketModel::tr("Article no. %1 · Pack no. %2").arg(line.variantId, line.bundleId);
    return line.bundleDescription.isEmpty() ? number : BasketModel::tr("%1 · %2").arg(line.bundleDescription, number);
}

QVariant BasketColumns::header(int section, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return section >= BM::QuantityColumn ? rightAligned()
                                             : QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BM::LineNetColumn: return BasketModel::tr("The goods, without deposit and VAT");
        case BM::DepositColumn: return BasketModel::tr("Deposit on empties (bottles, crates), without VAT");
        case BM::VatColumn: return BasketModel::tr("VAT on the goods and the deposit");
        case BM::LineGrossColumn: return BasketModel::tr("What the line costs: goods net + deposit net + VAT");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const bool net = m_services.prices->showsNet();
    switch (section) {
    case BM::ArticleColumn:
        return BasketModel::tr("Article");
    case BM::QuantityColumn:
        return BasketModel::tr("Quantity");
    case BM::UnitPriceColumn:
        return net ? BasketModel::tr("Unit net") : BasketModel::tr("Unit gross");
    case BM::LineNetColumn:
        return BasketModel::tr("Goods net");
    case BM::VatColumn:
        return BasketModel::tr("VAT");
    case BM::LineGrossColumn:
        return BasketModel::tr("Gross incl. deposit");
    case BM::DepositColumn:
        return BasketModel::tr("Deposit net");
    default:
        return {};
    }
}

void BasketColumns::addRoleNames(QHash<int, QByteArray> *names)
{
    names->insert(BM::LineIdRole, "lineId");
    names->insert(BM::VariantIdRole, "variantId");
    names->insert(BM::BundleIdRole, "bundleId");
    names->insert(BM::NameRole, "name");
    names->insert(BM::ImageUrlRole, "imageUrl");
    names->insert(BM::ResolvedRole, "resolved");
    names->insert(BM::PendingRole, "pending");
    names->insert(BM::QuantityRole, "quantity");
    names->insert(BM::WeightArticleRole, "weightArticle");
    names->insert(BM::UnitNetRole, "unitNet");
    names->insert(BM::UnitGrossRole, "unitGross");
    names->insert(BM::LineNetRole, "lineNet");
    names->insert(BM::LineGrossRole, "lineGross");
    names->insert(BM::VatRole, "vat");
    names->insert(BM::DepositNetRole, "depositNet");
    names->insert(BM::DepositGrossRole, "depositGross");
    names->insert(BM::UnitPriceTextRole, "unitPriceText");
    names->insert(BM::LinePriceTextRole, "linePriceText");
    names->insert(BM::PriceUnknownRole, "priceUnknown");
    names->insert(BM::CurrencyRole, "currency");
    names->insert(BM::BundleDescriptionRole, "bundleDescription");
    names->insert(BM::DetailsRole, "details");
    names->insert(BM::PriceChangeRole, "priceChange");
    names->insert(BM::ShownPriceRole, "shownPrice");
}

} // namespace webshop::models
