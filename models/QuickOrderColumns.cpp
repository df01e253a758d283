#include "models/QuickOrderColumns.h"

#include "models/PriceDisplay.h"
#include "models/QuickOrderModel.h"

namespace webshop::models {

namespace {

using QOM = QuickOrderModel;

QVariant decimal(const std::optional<values::Decimal> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

} // namespace

QString QuickOrderColumns::text(const QuickOrderLine &line, int column) const
{
    const PriceDisplay &prices = *m_model.prices();
    const bool net = prices.showsNet();
    switch (column) {
    case QOM::WhatColumn:
        return line.isResolved() ? line.pick.name : line.what;
    case QOM::PackColumn:
        return line.isResolved() ? line.pick.pack : QString();
    case QOM::QuantityColumn:
        return line.quantity ? prices.formatQuantity(*line.quantity, line.isResolved() && line.pick.weight) : QString();
    case QOM::UnitPriceColumn:
        return line.isResolved() ? prices.format(net ? line.pick.unitNet : line.pick.unitGross, line.pick.currency) : QString();
    case QOM::DepositColumn: {
        if (!line.isResolved() || !line.quantity)
            return QString();
        const values::LinePrice price = m_model.linePrice(line);
        const auto deposit = net ? price.depositNet : price.depositGross;
        return deposit && !deposit->isZero() ? prices.format(*deposit, line.pick.currency) : QString();
    }
    case QOM::LineTotalColumn: {
        if (!line.isResolved() || !line.quantity)
            return QString();
        const values::LinePrice price = m_model.linePrice(line);
        const QString amount = prices.format(price.amount(net), line.pick.currency);
        //: An amount the basket may show otherwise (the tooltip says why), e.g. "≈ 20,79 €"
        return price.isEstimate() && price.amount(net) ? QuickOrderModel::tr("≈ %1").arg(amount) : amount;
    }
    case QOM::StatusColumn:
        return statusText(line);
    default:
        return {};
    }
}

QVariant QuickOrderColumns::toolTip(const QuickOrderLine &line, int column) const
{
    if (column == QOM::WhatColumn && line.isResolved()) {
        const QString tip =
            QuickOrderModel::tr("%1 · typed: %2 · pack number %3").arg(line.pick.name, line.what, line.pick.bundleId);
        const QString held = roleData(line, QOM::InBasketTextRole).toString();
        return held.isEmpty() ? tip : tip + u'\n' + held;
    }
    if (column == QOM::StatusColumn)
        return statusText(line);
    if (column == QOM::LineTotalColumn && line.isResolved() && line.quantity)
        return m_model.estimateReason(m_model.linePrice(line));
    return {};
}

QString QuickOrderColumns::statusText(const QuickOrderLine &line) const
{
    if (line.result)
        return line.result->text;
    if (line.isResolved() && line.quantity && !line.quantityFits())
        return QuickOrderModel::tr("Whole packs only: type a whole number.");
    switch (line.state) {
    case QuickOrderLine::State::Resolving: return QuickOrderModel::tr("Looking up…");
    case QuickOrderLine::State::Choose: return QuickOrderModel::tr("Several articles fit: choose one.");
    case QuickOrderLine::State::NotFound: return QuickOrderModel::tr("No article found.");
    case QuickOrderLine::State::Error: return line.note;
    case QuickOrderLine::State::Typed: return QuickOrderModel::tr("Press Enter to look it up.");
    case QuickOrderLine::State::Resolved:
    case QuickOrderLine::State::Empty: break;
    }
    return {};
}

QVariant QuickOrderColumns::roleData(const QuickOrderLine &line, int role) const
{
    switch (role) {
    case QOM::LineIdRole: return line.id;
    case QOM::WhatRole: return line.what;
    case QOM::NameRole: return line.isResolved() ? line.pick.name : QString();
    case QOM::BundleIdRole: return line.pick.bundleId;
    case QOM::VariantIdRole: return line.pick.variantId;
    case QOM::StateRole: return int(line.state);
    case QOM::WeightArticleRole: return line.pick.weight;
    case QOM::QuantityRole: return decimal(line.quantity);
    case QOM::UnitNetRole: return decimal(line.pick.unitNet);
    case QOM::UnitGrossRole: return decimal(line.pick.unitGross);
    case QOM::LineNetRole: return line.isResolved() && line.quantity ? decimal(m_model.linePrice(line).net) : QVariant();
    case QOM::LineGrossRole: return line.isResolved() && line.quantity ? decimal(m_model.linePrice(line).gross) : QVariant();
    case QOM::LineVatRole: return line.isResolved() && line.quantity ? decimal(m_model.linePrice(line).vat) : QVariant();
    case QOM::DepositNetRole: return line.isResolved() && line.quantity ? decimal(m_model.linePrice(line).depositNet) : QVariant();
    case QOM::DepositGrossRole: return line.isResolved() && line.quantity ? decimal(m_model.linePrice(line).depositGross) : QVariant();
    case QOM::EstimateRole: return line.isResolved() && line.quantity && m_model.linePrice(line).isEstimate();
    case QOM::CurrencyRole: return line.pick.currency;
    case QOM::StatusKindRole:
        if (line.result)
            return int(line.result->kind);
        if (line.state == QuickOrderLine::State::NotFound || line.state == QuickOrderLine::State::Error
            || (line.isResolved() && line.quantity && !line.quantityFits()))
            return int(AddResultText::Kind::Error);
        if (line.state == QuickOrderLine::State::Choose)
            return int(AddResultText::Kind::Warning);
        return {};
    case QOM::StatusTextRole: return statusText(line);
    case QOM::WorkingRole: return line.sending || line.state == QuickOrderLine::State::Resolving;
    case QOM::InBasketRole: return line.isResolved() ? decimal(m_model.inBasket(line.pick.bundleId)) : QVariant();
    case QOM::InBasketTextRole:
        if (const auto held = line.isResolved() ? m_model.inBasket(line.pick.bundleId) : std::nullopt)
            //: Under or beside a line: what the basket holds of its pack ("in basket: 2", "in basket: 1.5 kg")
            return QuickOrderModel::tr("in basket: %1").arg(m_model.prices()->formatQuantity(*held, line.pick.weight));
        return QString();
    case QOM::CanAddAgainRole: return line.canAddAgain();
    case QOM::AddIdRole: return line.addId;
    default: return {};
    }
}

QVariant QuickOrderColumns::header(int section, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(
            (section == QOM::QuantityColumn || section == QOM::UnitPriceColumn || section == QOM::DepositColumn
                     || section == QOM::LineTotalColumn
                 ? Qt::AlignRight : Qt::AlignLeft)
            | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    const bool net = m_model.prices()->showsNet();
    switch (section) {
    case QOM::WhatColumn: return QuickOrderModel::tr("Article number or words");
    case QOM::PackColumn: return QuickOrderModel::tr("Pack");
    case QOM::QuantityColumn: return QuickOrderModel::tr("Quantity");
    case QOM::UnitPriceColumn: return net ? QuickOrderModel::tr("Unit net") : QuickOrderModel::tr("Unit gross");
    case QOM::DepositColumn: return QuickOrderModel::tr("Deposit");
    case QOM::LineTotalColumn: return net ? QuickOrderModel::tr("Total net") : QuickOrderModel::tr("Total gross");
    case QOM::StatusColumn: return QuickOrderModel::tr("Status");
    default: return {};
    }
}

} // namespace webshop::models
