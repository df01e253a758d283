#include "models/GuideModel.h"

#include "models/BasketQuantities.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

using values::GuideOrder;


GuideModel::GuideModel(PriceDisplay *prices, QObject *parent)
    : QAbstractTableModel(parent)
    , m_prices(prices)
    , m_basket(new BasketQuantities(this))
    , m_pricing(m_basket)
{
    connect(m_basket, &BasketQuantities::changed, this, [this] { rowsChanged(0, int(m_rows.size()) - 1); });
    if (m_prices) {
        connect(m_prices, &PriceDisplay::modeChanged, this, [this] { rowsChanged(0, int(m_rows.size()) - 1); });
        connect(m_prices, &PriceDisplay::localeChanged, this, [this] { rowsChanged(0, int(m_rows.size()) - 1); });
    }
}

GuideModel::~GuideModel() = default;

void GuideModel::setGuide(const values::OrderGuide &guide)
{
    beginResetModel();
    m_guide = guide;
    m_rows.clear();
    for (const values::GuideLine &l : guide.lines)
        m_rows << Row{l, std::nullopt};
    m_guide.lines.clear();
    endResetModel();
    emit orderChanged();
}

values::OrderGuide GuideModel::guide() const
{
    values::OrderGuide g = m_guide;
    for (const Row &r : m_rows)
        g.lines << r.line;
    return g;
}

void GuideModel::setSchedule(const values::GuideSchedule &schedule)
{
    if (m_guide.schedule == schedule)
        return;
    m_guide.schedule = schedule;
    emit guideEdited();
    emit orderChanged(); // the minimum order
}

void GuideModel::setPriceSource(PriceSource source)
{
    m_pricing.setSource(std::move(source));
    rowsChanged(0, int(m_rows.size()) - 1);
}

void GuideModel::setBasket(const QAbstractItemModel *basket)
{
    m_basket->setBasket(basket);
}

void GuideModel::setHistory(const QString &bundleId, const History &history)
{
    m_history.insert(bundleId, history);
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows.at(row).line.bundleId == bundleId)
            emit dataChanged(index(row, SuggestedColumn), index(row, BeforeColumn));
}

void GuideModel::rowsChanged(int from, int to)
{
    if (from > to || m_rows.isEmpty())
        return;
    emit dataChanged(index(from, 0), index(to, ColumnCount - 1));
    emit orderChanged();
}

bool GuideModel::setOnHand(int row, std::optional<values::Decimal> onHand)
{
    if (row < 0 || row >= m_rows.size() || (onHand && onHand->isNegative()))
        return false;
    m_rows[row].onHand = onHand;
    rowsChanged(row, row);
    return true;
}

bool GuideModel::setPar(int row, std::optional<values::Decimal> par)
{
    if (row < 0 || row >= m_rows.size() || (par && par->isNegative()))
        return false;
    m_rows[row].line.par = par;
    rowsChanged(row, row);
    emit guideEdited();
    return true;
}

bool GuideModel::setPack(int row, const QString &bundleId)
{
    if (row < 0 || row >= m_rows.size() || !m_packSource)
        return false;
    values::GuideLine &l = m_rows[row].line;
    if (l.bundleId == bundleId)
        return true;
    for (const values::Bundle &b : m_packSource(l.variantId)) {
        if (b.bundleId != bundleId)
            continue;
        if (b.isWeightArticle != l.weight) { // the par and the count were in the other unit
            l.par.reset();
            l.step.reset();
            m_rows[row].onHand.reset();
        }
        l.bundleId = b.bundleId;
        l.pack = b.description;
        l.weight = b.isWeightArticle;
        rowsChanged(row, row);
        emit guideEdited();
        return true;
    }
    return false;
}

bool GuideModel::takeSuggestedPar(int row)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    const auto suggested = m_history.value(m_rows.at(row).line.bundleId).suggestedPar;
    return suggested && setPar(row, suggested);
}

void GuideModel::clearCounts()
{
    for (Row &r : m_rows)
        r.onHand.reset();
    rowsChanged(0, int(m_rows.size()) - 1);
}

GuideOrder GuideModel::orderAt(int row) const
{
    return values::orderFor(m_rows.at(row).line, m_rows.at(row).onHand);
}

values::LinePrice GuideModel::priceAt(int row) const
{
    const GuideOrder order = orderAt(row);
    if (order.kind != GuideOrder::Kind::Order)
        return {};
    return m_pricing.priceOf(m_rows.at(row).line.bundleId, order.quantity);
}

QList<int> GuideModel::orderRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_rows.size(); ++row)
        if (orderAt(row).kind == GuideOrder::Kind::Order)
            rows << row;
    return rows;
}

int GuideModel::countedRows() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.onHand.has_value(); }));
}

values::AddIntent GuideModel::intentAt(int row) const
{
    const values::GuideLine &l = m_rows.at(row).line;
    values::AddIntent intent;
    intent.bundleId = l.bundleId;
    intent.variantId = l.variantId;
    intent.amount = orderAt(row).quantity;
    intent.weight = l.weight;
    intent.name = l.name;
    intent.pack = l.pack;
    m_pricing.fillPrices(&intent);
    intent.source = values::AddIntent::Source::Guide;
    intent.sourceRef = m_guide.listId;
    return intent;
}

values::LineTotals GuideModel::totals() const
{
    values::LineTotals t;
    for (int row : orderRows())
        t.add(priceAt(row)); // a line without a known price is counted as such, never as 0
    return t;
}

int GuideModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GuideModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

} // namespace webshop::models
