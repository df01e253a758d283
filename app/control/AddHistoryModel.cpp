#include "app/control/AddHistoryModel.h"

#include "app/control/BasketAdds.h"
#include "app/values/LinePrice.h"
#include "app/localstore/AddLedger.h"
#include "app/orders/OrderCsv.h"
#include "models/MoneyFormat.h"

namespace webshop::control {

using values::AddState;

namespace {

AddHistoryRow rowOf(const localstore::LedgerEntry &e)
{
    return {quint64(e.id), e.createdAt, e.name, e.bundleId, e.pack, e.amount, e.weight, e.unitNet, e.unitGross, e.currency,
            e.source, e.sourceRef, e.state, e.message, quint64(e.againOf)};
}

// Numbers right-aligned (tabular), text left.
QVariant alignment(int column)
{
    const bool number = column == AddHistoryModel::Quantity || column == AddHistoryModel::UnitPrice
        || column == AddHistoryModel::LineGross;
    return QVariant::fromValue(Qt::Alignment((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter));
}

bool sameRows(const QList<AddHistoryRow> &a, const QList<AddHistoryRow> &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].id != b[i].id)
            return false;
    return true;
}

} // namespace

AddHistoryModel::AddHistoryModel(BasketAdds *adds, QObject *parent)
    : QAbstractTableModel(parent)
    , m_adds(adds)
{
    // A burst of adds (an order file) changes the ledger hundreds of times: read it once.
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(50);
    connect(&m_coalesce, &QTimer::timeout, this, &AddHistoryModel::refresh);
    if (adds) {
        connect(adds, &BasketAdds::ledgerChanged, &m_coalesce, qOverload<>(&QTimer::start));
        connect(adds, &BasketAdds::stateChanged, &m_coalesce, qOverload<>(&QTimer::start));
    }
    refresh();
}

AddHistoryModel::~AddHistoryModel() = default;

int AddHistoryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int AddHistoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

void AddHistoryModel::setDays(QDate from, QDate to)
{
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    refresh();
}

void AddHistoryModel::setSearchText(const QString &text)
{
    if (text.trimmed() == m_text)
        return;
    m_text = text.trimmed();
    refresh();
}

void AddHistoryModel::setFilter(Filter filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    refresh();
}

void AddHistoryModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool AddHistoryModel::isNotKnown(AddState state) { return state == AddState::Uncertain || state == AddState::Accepted; }

bool AddHistoryModel::passes(const AddHistoryRow &row) const
{
    switch (m_filter) {
    case Filter::All: return true;
    case Filter::InBasket: return row.state == AddState::Confirmed || row.state == AddState::Doubled;
    case Filter::NotKnown: return isNotKnown(row.state);
    case Filter::NotAdded: return row.state == AddState::Failed;
    case Filter::OnItsWay: return !values::isFinalAddState(row.state);
    }
    return true;
}

void AddHistoryModel::refresh()
{
    m_coalesce.stop();
    QList<AddHistoryRow> rows;
    const localstore::AddLedger *ledger = m_adds ? m_adds->ledger() : nullptr;
    const std::optional<localstore::StoreKey> key = m_adds ? m_adds->currentStoreKey() : std::nullopt;
    if (ledger && key) {
        const QDateTime from = m_from.isValid() ? m_from.startOfDay() : QDateTime();
        const QDateTime to = m_to.isValid() ? m_to.addDays(1).startOfDay() : QDateTime();
        for (const localstore::LedgerEntry &e : ledger->history(*key, from, to, m_text))
            if (AddHistoryRow r = rowOf(e); passes(r))
                rows << std::move(r);
    }
    if (sameRows(rows, m_rows)) {
        m_rows = std::move(rows);
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    emit refreshed();
}

int AddHistoryModel::rowOfId(quint64 id) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return i;
    return -1;
}

QString AddHistoryModel::outcomeText(AddState state)
{
    switch (state) {
    case AddState::Queued: return tr("Waiting to be sent");
    case AddState::Sending: return tr("On its way");
    case AddState::Checking: return tr("Checking the basket");
    case AddState::Confirmed: return tr("In the basket");
    case AddState::Accepted: return tr("Added, not shown yet");
    case AddState::Doubled: return tr("Added twice");
    case AddState::Uncertain: return tr("Not known");
    case AddState::Failed: return tr("Not added");
    }
    return tr("Not known");
}

QString AddHistoryModel::sourceText(const QString &source, const QString &sourceRef)
{
    if (source == u"pane")
        return tr("Article details");
    if (source == u"list")
        return tr("List");
    if (source == u"quickorder")
        return tr("Quick order");
    if (source == u"import" || source == u"headless") {
        // sourceRef is "line 14": the number is what the buyer needs.
        const QString line = sourceRef.section(u' ', -1);
        const QString what = source == u"import" ? tr("Order file") : tr("Order file (command line)");
        return line.isEmpty() ? what : tr("%1, line %2").arg(what, line);
    }
    if (source == u"guide")
        return tr("Guided order");
    return source;
}

std::optional<values::Decimal> AddHistoryModel::lineGross(const AddHistoryRow &row) const
{
    if (!row.unitGross)
        return std::nullopt;
    // The one arithmetic (app/values/LinePrice.h), goods only: the deposit was not shown then.
    return values::computeLine(values::UnitPrices::of(row.unitNet, row.unitGross, row.currency), row.amount).goodsGross;
}

QString AddHistoryModel::moneyText(const std::optional<values::Decimal> &amount, const QString &currency) const
{
    if (!amount)
        return models::priceUnknownText();
    return models::formatMoney(m_locale, *amount, currency.isEmpty() ? QStringLiteral("EUR") : currency);
}

QVariant AddHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const AddHistoryRow &r = m_rows[index.row()];
    switch (role) {
    case IdRole: return r.id;
    case StateRole: return int(r.state);
    case NotKnownRole: return isNotKnown(r.state);
    case Qt::TextAlignmentRole:
        return alignment(index.column());
    case Qt::ToolTipRole:
        if (index.column() == Message || index.column() == Outcome)
            return r.message.isEmpty() ? outcomeText(r.state) : r.message;
        if (index.column() == UnitPrice && r.unitNet)
            return tr("Net %1").arg(moneyText(r.unitNet, r.currency));
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case When: return m_locale.toString(r.when.toLocalTime(), QLocale::ShortFormat);
    case Article: return r.name.isEmpty() ? r.bundleId : r.name;
    case Pack: return r.pack;
    case Quantity: return models::formatQuantity(m_locale, r.amount, r.weight);
    case UnitPrice: return moneyText(r.unitGross, r.currency);
    case LineGross: return moneyText(lineGross(r), r.currency);
    case Source: return sourceText(r.source, r.sourceRef);
    case Outcome:
        return r.againOf ? tr("%1 (added again)").arg(outcomeText(r.state)) : outcomeText(r.state);
    case Message: return r.message;
    case ColumnCount: break;
    }
    return {};
}

QVariant AddHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return alignment(section);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case When: return tr("When");
    case Article: return tr("Article");
    case Pack: return tr("Pack");
    case Quantity: return tr("Qty");
    case UnitPrice: return tr("Unit gross");
    case LineGross: return tr("Line gross");
    case Source: return tr("Added from");
    case Outcome: return tr("Outcome");
    case Message: return tr("Details");
    case ColumnCount: break;
    }
    return {};
}

QStringList AddHistoryModel::csvHeader()
{
    return {QStringLiteral("added_at"), QStringLiteral("article"),    QStringLiteral("bundle_id"),
            QStringLiteral("pack"),     QStringLiteral("quantity"),   QStringLiteral("unit"), QStringLiteral("unit_net"),
            QStringLiteral("unit_gross"), QStringLiteral("line_gross"), QStringLiteral("currency"),
            QStringLiteral("source"),   QStringLiteral("source_ref"), QStringLiteral("outcome"),
            QStringLiteral("again_of"), QStringLiteral("message")};
}

QByteArray AddHistoryModel::toCsv() const
{
    const orders::CsvDialect dialect = orders::CsvDialect::forLocale(m_locale);
    const auto number = [&dialect](const std::optional<values::Decimal> &d) {
        return d ? orders::OrderCsv::quantityText(*d, dialect) : QString();
    };
    const auto money = [&dialect](const std::optional<values::Decimal> &d) {
        QString text = d ? d->toFixed(2) : QString();
        return dialect.decimalComma ? text.replace(u'.', u',') : text;
    };
    QList<QStringList> rows{csvHeader()};
    for (const AddHistoryRow &r : m_rows)
        rows << QStringList{r.when.toUTC().toString(Qt::ISODate),
                            r.name,
                            r.bundleId,
                            r.pack,
                            number(r.amount),
                            r.weight ? QStringLiteral("kg") : QString(),
                            money(r.unitNet),
                            money(r.unitGross),
                            money(lineGross(r)),
                            r.currency,
                            r.source,
                            r.sourceRef,
                            localstore::AddLedger::stateCode(r.state),
                            r.againOf ? QString::number(r.againOf) : QString(),
                            r.message};
    return orders::OrderCsv::write(rows, dialect);
}

} // namespace webshop::control
