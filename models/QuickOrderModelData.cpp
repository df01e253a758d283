#include "models/QuickOrderModel.h"

#include "models/BasketQuantities.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"

#include <QJsonObject>
#include <QMetaEnum>

// What a quick order line shows (columns, roles, headers), the totals, and the draft's JSON.

namespace webshop::models {

namespace {

QVariant decimal(const std::optional<values::Decimal> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

QJsonValue jsonDecimal(const std::optional<values::Decimal> &v)
{
    return v ? QJsonValue(v->toString()) : QJsonValue();
}

// States by name in the draft ("Confirmed"): readable, and stable when the enum grows.
QString stateName(values::AddState state)
{
    return QString::fromLatin1(QMetaEnum::fromType<values::AddState>().valueToKey(int(state)));
}

std::optional<values::AddState> stateFromName(const QString &name)
{
    bool ok = false;
    const int value = QMetaEnum::fromType<values::AddState>().keyToValue(name.toLatin1().constData(), &ok);
    return ok ? std::optional(values::AddState(value)) : std::nullopt;
}

} // namespace

QVariant QuickOrderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size() || index.column() >= ColumnCount)
        return {};
    const QuickOrderLine &line = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(line, index.column());
    case Qt::EditRole:
        if (index.column() == WhatColumn)
            return line.what;
        if (index.column() == QuantityColumn)
            return decimal(line.quantity);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == WhatColumn && line.isResolved()) {
            const QString tip = tr("%1 · typed: %2 · pack number %3").arg(line.pick.name, line.what, line.pick.bundleId);
            const QString held = roleData(line, InBasketTextRole).toString();
            return held.isEmpty() ? tip : tip + u'\n' + held;
        }
        if (index.column() == StatusColumn)
            return statusText(line);
        if (index.column() == LineTotalColumn && line.isResolved() && line.quantity)
            return estimateReason(linePrice(line));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == QuantityColumn || index.column() == UnitPriceColumn || index.column() == DepositColumn
            || index.column() == LineTotalColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return roleData(line, role);
    }
}

QString QuickOrderModel::displayText(const QuickOrderLine &line, int column) const
{
    const PriceDisplay &prices = *m_prices;
    const bool net = prices.showsNet();
    switch (column) {
    case WhatColumn:
        return line.isResolved() ? line.pick.name : line.what;
    case PackColumn:
        return line.isResolved() ? line.pick.pack : QString();
    case QuantityColumn:
        return line.quantity ? prices.formatQuantity(*line.quantity, line.isResolved() && line.pick.weight) : QString();
    case UnitPriceColumn:
        return line.isResolved() ? prices.format(net ? line.pick.unitNet : line.pick.unitGross, line.pick.currency) : QString();
    case DepositColumn: {
        if (!line.isResolved() || !line.quantity)
            return QString();
        const values::LinePrice price = linePrice(line);
        const auto deposit = net ? price.depositNet : price.depositGross;
        return deposit && !deposit->isZero() ? prices.format(*deposit, line.pick.currency) : QString();
    }
    case LineTotalColumn: {
        if (!line.isResolved() || !line.quantity)
            return QString();
        const values::LinePrice price = linePrice(line);
        const QString amount = prices.format(price.amount(net), line.pick.currency);
        //: An amount the basket may show otherwise (the tooltip says why), e.g. "≈ 20,79 €"
        return price.isEstimate() && price.amount(net) ? tr("≈ %1").arg(amount) : amount;
    }
    case StatusColumn:
        return statusText(line);
    default:
        return {};
    }
}

QString QuickOrderModel::statusText(const QuickOrderLine &line) const
{
    if (line.result)
        return line.result->text;
    if (line.isResolved() && line.quantity && !line.quantityFits())
        return tr("Whole packs only: type a whole number.");
    switch (line.state) {
    case QuickOrderLine::State::Resolving: return tr("Looking up…");
    case QuickOrderLine::State::Choose: return tr("Several articles fit: choose one.");
    case QuickOrderLine::State::NotFound: return tr("No article found.");
    case QuickOrderLine::State::Error: return line.note;
    case QuickOrderLine::State::Typed: return tr("Press Enter to look it up.");
    case QuickOrderLine::State::Resolved:
    case QuickOrderLine::State::Empty: break;
    }
    return {};
}

QVariant QuickOrderModel::roleData(const QuickOrderLine &line, int role) const
{
    switch (role) {
    case LineIdRole: return line.id;
    case WhatRole: return line.what;
    case NameRole: return line.isResolved() ? line.pick.name : QString();
    case BundleIdRole: return line.pick.bundleId;
    case VariantIdRole: return line.pick.variantId;
    case StateRole: return int(line.state);
    case WeightArticleRole: return line.pick.weight;
    case QuantityRole: return decimal(line.quantity);
    case UnitNetRole: return decimal(line.pick.unitNet);
    case UnitGrossRole: return decimal(line.pick.unitGross);
    case LineNetRole: return line.isResolved() && line.quantity ? decimal(linePrice(line).net) : QVariant();
    case LineGrossRole: return line.isResolved() && line.quantity ? decimal(linePrice(line).gross) : QVariant();
    case LineVatRole: return line.isResolved() && line.quantity ? decimal(linePrice(line).vat) : QVariant();
    case DepositNetRole: return line.isResolved() && line.quantity ? decimal(linePrice(line).depositNet) : QVariant();
    case DepositGrossRole: return line.isResolved() && line.quantity ? decimal(linePrice(line).depositGross) : QVariant();
    case EstimateRole: return line.isResolved() && line.quantity && linePrice(line).isEstimate();
    case CurrencyRole: return line.pick.currency;
    case StatusKindRole:
        if (line.result)
            return int(line.result->kind);
        if (line.state == QuickOrderLine::State::NotFound || line.state == QuickOrderLine::State::Error
            || (line.isResolved() && line.quantity && !line.quantityFits()))
            return int(AddResultText::Kind::Error);
        if (line.state == QuickOrderLine::State::Choose)
            return int(AddResultText::Kind::Warning);
        return {};
    case StatusTextRole: return statusText(line);
    case WorkingRole: return line.sending || line.state == QuickOrderLine::State::Resolving;
    case InBasketRole: return line.isResolved() ? decimal(inBasket(line.pick.bundleId)) : QVariant();
    case InBasketTextRole:
        if (const auto held = line.isResolved() ? inBasket(line.pick.bundleId) : std::nullopt)
            //: Under or beside a line: what the basket holds of its pack ("in basket: 2", "in basket: 1.5 kg")
            return tr("in basket: %1").arg(m_prices->formatQuantity(*held, line.pick.weight));
        return QString();
    case CanAddAgainRole: return line.canAddAgain();
    case AddIdRole: return line.addId;
    default: return {};
    }
}

QVariant QuickOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(
            (section == QuantityColumn || section == UnitPriceColumn || section == DepositColumn || section == LineTotalColumn
                 ? Qt::AlignRight : Qt::AlignLeft)
            | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    const bool net = m_prices->showsNet();
    switch (section) {
    case WhatColumn: return tr("Article number or words");
    case PackColumn: return tr("Pack");
    case QuantityColumn: return tr("Quantity");
    case UnitPriceColumn: return net ? tr("Unit net") : tr("Unit gross");
    case DepositColumn: return tr("Deposit");
    case LineTotalColumn: return net ? tr("Total net") : tr("Total gross");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

values::LinePrice QuickOrderModel::linePrice(const QuickOrderLine &line) const
{
    if (!line.isResolved() || !line.quantity)
        return {};
    const values::UnitPrices unit = values::UnitPrices::of(line.pick.unitNet, line.pick.unitGross, line.pick.currency);
    return linePriceOf(m_basket ? m_basket->holdings() : BasketHoldings(), line.pick.bundleId, unit, *line.quantity);
}

values::LineTotals QuickOrderModel::lineTotals() const
{
    values::LineTotals totals;
    for (const QuickOrderLine &line : m_lines)
        if (line.isResolved() && line.quantity)
            totals.add(linePrice(line));
    return totals;
}

QString QuickOrderModel::estimateReason(const values::LinePrice &price) const
{
    if (!price.isEstimate())
        return {};
    if (!price.depositKnown)
        return tr("Without deposit: the shop states a pack's deposit in the basket only, and this pack is not "
                  "in your basket yet. The basket may show more.");
    return tr("The VAT rate cannot be read exactly from this pack's price: the basket may differ by a cent.");
}

std::optional<values::Decimal> QuickOrderModel::total(bool net) const
{
    const values::LineTotals totals = lineTotals();
    if (totals.unknownLines > 0)
        return std::nullopt;
    if (totals.lines == 0)
        return values::Decimal();
    return totals.amount(net);
}

std::optional<values::Decimal> QuickOrderModel::totalNet() const
{
    return total(true);
}

std::optional<values::Decimal> QuickOrderModel::totalGross() const
{
    return total(false);
}

QString QuickOrderModel::currency() const
{
    for (const QuickOrderLine &line : m_lines)
        if (line.isResolved() && !line.pick.currency.isEmpty())
            return line.pick.currency;
    return QStringLiteral("EUR");
}

QString QuickOrderModel::totalText() const
{
    const auto amount = total(m_prices->showsNet());
    const QString text = m_prices->format(amount, currency());
    return amount && lineTotals().estimate ? tr("≈ %1").arg(text) : text;
}

QJsonArray QuickOrderModel::toJson() const
{
    QJsonArray out;
    for (const QuickOrderLine &line : m_lines) {
        if (line.isBlank())
            continue;
        QJsonObject o{{QStringLiteral("what"), line.what}, {QStringLiteral("quantity"), jsonDecimal(line.quantity)}};
        if (line.isResolved()) {
            const QuickOrderPick &p = line.pick;
            o.insert(QStringLiteral("pick"), QJsonObject{{QStringLiteral("variantId"), p.variantId},
                                                         {QStringLiteral("bundleId"), p.bundleId},
                                                         {QStringLiteral("name"), p.name},
                                                         {QStringLiteral("pack"), p.pack},
                                                         {QStringLiteral("weight"), p.weight},
                                                         {QStringLiteral("unitNet"), jsonDecimal(p.unitNet)},
                                                         {QStringLiteral("unitGross"), jsonDecimal(p.unitGross)},
                                                         {QStringLiteral("currency"), p.currency}});
        }
        // The last add: a restored line that may be in the basket is not sent again by itself.
        if (line.result) {
            QJsonObject add{{QStringLiteral("id"), QString::number(line.addId)},
                            {QStringLiteral("state"), stateName(line.addState)},
                            {QStringLiteral("open"), line.sending || line.interrupted}};
            if (!line.addMessage.isEmpty())
                add.insert(QStringLiteral("message"), line.addMessage);
            if (line.addedAt.isValid())
                add.insert(QStringLiteral("at"), line.addedAt.toUTC().toString(Qt::ISODate));
            o.insert(QStringLiteral("add"), add);
        }
        out.append(o);
    }
    return out;
}

AddResultText QuickOrderModel::restoredResult(const QuickOrderLine &line, values::AddState state, const QString &message) const
{
    if (line.interrupted || !values::isFinalAddState(state)) {
        AddResultText r;
        r.kind = AddResultText::Kind::Warning;
        r.final = true;
        r.text = tr("May have been added: this add was on its way when the app closed. The basket is checked at "
                    "the next sign-in; it is not sent again by itself.");
        return r;
    }
    const QString quantity = line.quantity ? m_prices->formatQuantity(*line.quantity, line.pick.weight) : QString();
    return describeAdd(state, message, quantity);
}

QuickOrderLine QuickOrderModel::lineFor(const QuickOrderPick &pick, std::optional<values::Decimal> quantity)
{
    QuickOrderLine line;
    line.what = pick.bundleId;
    line.state = QuickOrderLine::State::Resolved;
    line.pick = pick;
    line.quantity = quantity;
    return line;
}

void QuickOrderModel::restore(const QJsonArray &lines)
{
    beginResetModel();
    m_lines.clear();
    m_undo.clear();
    for (const QJsonValue &v : lines) {
        const QJsonObject o = v.toObject();
        QuickOrderLine line = newLine();
        line.what = o.value(QStringLiteral("what")).toString();
        line.quantity = values::Decimal::fromJson(o.value(QStringLiteral("quantity")));
        if (line.quantity && *line.quantity <= values::Decimal())
            line.quantity.reset();
        const QJsonObject p = o.value(QStringLiteral("pick")).toObject();
        line.pick.bundleId = p.value(QStringLiteral("bundleId")).toString();
        if (!line.pick.bundleId.isEmpty()) {
            line.state = QuickOrderLine::State::Resolved;
            line.pick.variantId = p.value(QStringLiteral("variantId")).toString();
            line.pick.name = p.value(QStringLiteral("name")).toString();
            line.pick.pack = p.value(QStringLiteral("pack")).toString();
            line.pick.weight = p.value(QStringLiteral("weight")).toBool();
            line.pick.unitNet = values::Decimal::fromJson(p.value(QStringLiteral("unitNet")));
            line.pick.unitGross = values::Decimal::fromJson(p.value(QStringLiteral("unitGross")));
            line.pick.currency = p.value(QStringLiteral("currency")).toString();
        } else {
            line.state = line.what.trimmed().isEmpty() ? QuickOrderLine::State::Empty : QuickOrderLine::State::Typed;
        }
        const QJsonObject add = o.value(QStringLiteral("add")).toObject();
        if (const auto state = stateFromName(add.value(QStringLiteral("state")).toString()); state && line.isResolved()) {
            line.addId = add.value(QStringLiteral("id")).toString().toULongLong();
            line.addedAt = QDateTime::fromString(add.value(QStringLiteral("at")).toString(), Qt::ISODate);
            line.addState = *state;
            line.addMessage = add.value(QStringLiteral("message")).toString();
            // Still on its way when the draft was written: it may have arrived.
            line.interrupted = add.value(QStringLiteral("open")).toBool() || !values::isFinalAddState(*state);
            line.result = restoredResult(line, *state, line.addMessage);
        }
        if (!line.isBlank())
            m_lines.append(line);
    }
    m_lines.append(newLine());
    endResetModel();
    emit totalsChanged();
}

} // namespace webshop::models
