#include "ui/PriceChangesDialog.h"

#include "app/control/PriceHistory.h"
#include "models/MoneyFormat.h"
#include "models/PersonalListsModel.h"
#include "models/PriceMemory.h"
#include "models/PriceDisplay.h"
#include "ui/DialogTitle.h"
#include "ui/Theme.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace webshop::ui {

PriceChangesDialog::PriceChangesDialog(const Services &services, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("PriceChangesDialog"));
    setWindowTitle(tr("Price Changes"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 20, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    v->addWidget(dialogHeading(tr("Price changes on your lists"), this));
    v->addWidget(
        dialogSubtitle(tr("Every change of a pack on your lists, as this computer has seen the prices."), this));

    buildSinceRow();
    buildTable();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    resize(760, 480);

    connectRefresh();
    loadLists();
    refresh();
}

// "Since:" and its date, in the locale of the prices.
void PriceChangesDialog::buildSinceRow()
{
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("&Since:"), this);
    m_since = new QDateEdit(QDate::currentDate().addDays(-30), this);
    m_since->setObjectName(QStringLiteral("priceChangesSince"));
    m_since->setCalendarPopup(true);
    m_since->setMaximumDate(QDate::currentDate());
    // Dates as in the table: the locale of the prices.
    const QLocale dates = m_services.prices ? m_services.prices->locale() : locale();
    m_since->setLocale(dates);
    m_since->setDisplayFormat(dates.dateFormat(QLocale::ShortFormat));
    label->setBuddy(m_since);
    row->addWidget(label);
    row->addWidget(m_since);
    row->addStretch(1);
    static_cast<QVBoxLayout *>(layout())->addLayout(row);
}

// The table of changes and the line under it (how many, or why there are none).
void PriceChangesDialog::buildTable()
{
    auto *column = static_cast<QVBoxLayout *>(layout());
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("priceChangesTable"));
    m_table->setHorizontalHeaderLabels({tr("Article"), tr("Pack"), tr("Date"), tr("Old price"), tr("New price"),
                                        tr("Difference")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ArticleColumn, QHeaderView::Stretch);
    column->addWidget(m_table, 1);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("priceChangesEmpty"));
    m_empty->setWordWrap(true);
    Theme::setMuted(m_empty);
    column->addWidget(m_empty);
}

// The table is filled again (once the event loop turns) when the date, a list, the history or
// the Net | Gross mode changes.
void PriceChangesDialog::connectRefresh()
{
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(50);
    connect(&m_refresh, &QTimer::timeout, this, &PriceChangesDialog::refresh);
    connect(m_since, &QDateEdit::dateChanged, &m_refresh, qOverload<>(&QTimer::start));
    if (m_services.lists)
        connect(m_services.lists, &models::PersonalListsModel::listLoaded, &m_refresh, qOverload<>(&QTimer::start));
    if (m_services.priceHistory)
        connect(m_services.priceHistory, &control::PriceHistory::historyChanged, &m_refresh,
                qOverload<>(&QTimer::start));
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, &m_refresh, qOverload<>(&QTimer::start));
}

void PriceChangesDialog::setSince(const QDate &since)
{
    m_since->setDate(since);
    refresh();
}

QDate PriceChangesDialog::since() const
{
    return m_since->date();
}

void PriceChangesDialog::loadLists()
{
    models::PersonalListsModel *lists = m_services.lists;
    if (!lists)
        return;
    for (int row = 0; row < lists->rowCount(); ++row)
        lists->ensureLoaded(lists->listIdAt(row));
}

void PriceChangesDialog::refresh()
{
    const QList<control::ListedPriceChange> changes =
        m_services.priceHistory ? m_services.priceHistory->listChanges(since()) : QList<control::ListedPriceChange>();
    const bool net = m_services.prices && m_services.prices->showsNet();
    m_table->setRowCount(0);
    for (const control::ListedPriceChange &change : changes) {
        const auto before = net ? change.netBefore : change.grossBefore;
        const auto after = net ? change.netAfter : change.grossAfter;
        if (!before || !after || *before == *after)
            continue; // a change of the other price only, or from or to unknown
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        fillRow(row, change, net);
    }
    const QString date = locale().toString(since(), QLocale::ShortFormat);
    m_empty->setText(m_table->rowCount() == 0
                         ? tr("No price changes on your lists since %1. Prices are compared as this computer has "
                              "seen them: open your lists now and then.").arg(date)
                         : tr("%Ln change(s) since %1 (%2)", nullptr, m_table->rowCount())
                               .arg(date, models::PriceDisplay::label(net ? models::PriceDisplay::Mode::Net
                                                                          : models::PriceDisplay::Mode::Gross)));
}

void PriceChangesDialog::fillRow(int row, const control::ListedPriceChange &change, bool net)
{
    const QLocale loc = m_services.prices ? m_services.prices->locale() : locale();
    const values::Decimal before = *(net ? change.netBefore : change.grossBefore);
    const values::Decimal after = *(net ? change.netAfter : change.grossAfter);
    const models::PriceBadge badge{before, after, change.currency, {}};
    const auto money = [&](values::Decimal amount) { return models::formatMoney(loc, amount, change.currency); };
    const auto item = [&](int column, const QString &text, bool right) {
        auto *cell = new QTableWidgetItem(text);
        if (right)
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, column, cell);
        return cell;
    };
    item(ArticleColumn, change.name, false);
    item(PackColumn, change.pack, false);
    item(DateColumn, loc.toString(change.day, QLocale::ShortFormat), true)->setData(Qt::UserRole, change.day);
    item(OldColumn, money(before), true);
    item(NewColumn, money(after), true);
    // The same words as the badges: "▲ +0,40 €" (red, a rise is bad news) / "▼ −0,25 €" (green).
    QTableWidgetItem *d = item(DifferenceColumn, badge.text(loc), true);
    d->setForeground(badge.up() ? Theme::error() : Theme::success());
    d->setData(Qt::UserRole, QVariant::fromValue(badge.difference()));
}

} // namespace webshop::ui
