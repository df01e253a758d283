#include "ui/AddHistoryDialog.h"

#include "app/control/AddHistoryModel.h"
#include "app/control/BasketAdds.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/DialogTitle.h"
#include "ui/GraphLinks.h"
#include "ui/OutcomeDelegate.h"
#include "ui/Theme.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QShortcut>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace webshop::ui {

using control::AddHistoryModel;

namespace {

AddHistoryDialog::SavePathChooser &savePathChooser()
{
    static AddHistoryDialog::SavePathChooser chooser;
    return chooser;
}

constexpr int kDefaultDays = 30;

} // namespace

void AddHistoryDialog::setSavePathChooser(SavePathChooser chooser) { savePathChooser() = std::move(chooser); }

AddHistoryDialog::AddHistoryDialog(const Services &services, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
    , m_model(new AddHistoryModel(services.adds, this))
{
    setObjectName(QStringLiteral("AddHistoryDialog"));
    setWindowTitle(tr("Added to Basket"));
    if (m_services.prices)
        m_model->setLocale(m_services.prices->locale());
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 20, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    v->addWidget(dialogHeading(tr("Added to basket"), this));
    v->addWidget(dialogSubtitle(tr("Everything this app added to the basket of this customer and store: when, at "
                                   "which price, from where and with which outcome."),
                                this));
    buildFilters();
    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("addHistoryBanner"));
    m_banner->clear();
    v->addWidget(m_banner);

    buildTable();
    buildButtons();
    connectParts();
    applyDays();
    resize(1320, 620); // room for the longest article names of every language at 1440 × 900
    selectFirstNotKnown();
    m_table->setFocus();
}

AddHistoryDialog::~AddHistoryDialog()
{
    cutGraphLinks(this, m_services, {m_model}); // before the members go (GraphLinks.h)
}

// The table of adds (the details column hidden) and, under it, the current row's note.
void AddHistoryDialog::buildTable()
{
    auto *column = static_cast<QVBoxLayout *>(layout());
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("addHistoryTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->setItemDelegateForColumn(AddHistoryModel::Outcome,
                                      new OutcomeDelegate(AddHistoryModel::StateRole, m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AddHistoryModel::Article, QHeaderView::Stretch);
    // The details are long sentences: the current row's whole text stands under the table (and
    // in the CSV), so the article's name gets the room of a column that could only show a cut.
    header->setStretchLastSection(false);
    m_table->hideColumn(AddHistoryModel::Message);
    column->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("addHistoryNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Theme::setMuted(m_note);
    column->addWidget(m_note);
}

// The model, the selection, a check's outcome and Ctrl+F to the search field.
void AddHistoryDialog::connectParts()
{
    connect(m_model, &AddHistoryModel::refreshed, this, [this] {
        updateCount();
        updateActions();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AddHistoryDialog::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &AddHistoryDialog::updateActions);
    if (m_services.adds)
        connect(m_services.adds, &control::BasketAdds::checked, this,
                [this](int, int notKnown, const QString &summary) {
                    m_banner->showMessage(notKnown ? Banner::Kind::Warning : Banner::Kind::Success, summary);
                    updateActions();
                });
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
}

void AddHistoryDialog::selectFirstNotKnown()
{
    // The add that needs the buyer's attention first: the newest whose outcome is not known.
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (AddHistoryModel::isNotKnown(m_model->row(r).state)) {
            m_table->selectRow(r);
            break;
        }
}

void AddHistoryDialog::buildFilters()
{
    auto *row = new QHBoxLayout;
    row->setSpacing(Theme::unit);
    const QLocale dates = m_services.prices ? m_services.prices->locale() : locale();
    const auto dateEdit = [&](const QString &name, QDate date) {
        auto *edit = new QDateEdit(date, this);
        edit->setObjectName(name);
        edit->setCalendarPopup(true);
        edit->setLocale(dates);
        edit->setDisplayFormat(dates.dateFormat(QLocale::ShortFormat));
        edit->setMaximumDate(QDate::currentDate());
        connect(edit, &QDateEdit::dateChanged, this, &AddHistoryDialog::applyDays);
        return edit;
    };
    const auto labelled = [&](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        row->addWidget(label);
        row->addWidget(buddy);
    };
    m_from = dateEdit(QStringLiteral("addHistoryFrom"), QDate::currentDate().addDays(-kDefaultDays));
    m_to = dateEdit(QStringLiteral("addHistoryTo"), QDate::currentDate());
    labelled(tr("&From:"), m_from);
    labelled(tr("&To:"), m_to);
    row->addSpacing(Theme::unit);

    m_outcome = new QComboBox(this);
    m_outcome->setObjectName(QStringLiteral("addHistoryOutcome"));
    m_outcome->addItem(tr("All outcomes"), int(AddHistoryModel::Filter::All));
    m_outcome->addItem(tr("In the basket"), int(AddHistoryModel::Filter::InBasket));
    m_outcome->addItem(tr("Not known"), int(AddHistoryModel::Filter::NotKnown));
    m_outcome->addItem(tr("Not added"), int(AddHistoryModel::Filter::NotAdded));
    m_outcome->addItem(tr("On its way"), int(AddHistoryModel::Filter::OnItsWay));
    connect(m_outcome, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setFilter(AddHistoryModel::Filter(m_outcome->currentData().toInt()));
    });
    labelled(tr("&Outcome:"), m_outcome);
    row->addSpacing(Theme::unit);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("addHistorySearch"));
    m_search->setPlaceholderText(tr("Article, pack, number or file line"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(220);
    connect(m_search, &QLineEdit::textChanged, m_model, &AddHistoryModel::setSearchText);
    labelled(tr("&Search:"), m_search);
    row->addStretch(1);
    static_cast<QVBoxLayout *>(layout())->addLayout(row);
}

void AddHistoryDialog::buildButtons()
{
    auto *row = new QHBoxLayout;
    row->setSpacing(Theme::unit);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("addHistoryCount"));
    Theme::setMuted(m_count);
    row->addWidget(m_count, 1);
    m_checkAgain = new QPushButton(tr("C&heck Again"), this);
    m_checkAgain->setObjectName(QStringLiteral("checkAgainButton"));
    m_checkAgain->setToolTip(tr("Reads the basket again and settles the selected adds whose outcome is not known"));
    connect(m_checkAgain, &QPushButton::clicked, this, &AddHistoryDialog::checkAgain);
    m_addAgain = new QPushButton(tr("&Add Again Anyway…"), this);
    m_addAgain->setObjectName(QStringLiteral("addAgainAnywayButton"));
    m_addAgain->setToolTip(tr("Adds the selected add once more: it may then be in the basket twice"));
    connect(m_addAgain, &QPushButton::clicked, this, &AddHistoryDialog::addAgainAnyway);
    m_export = new QPushButton(tr("E&xport CSV…"), this);
    m_export->setObjectName(QStringLiteral("exportHistoryButton"));
    connect(m_export, &QPushButton::clicked, this, &AddHistoryDialog::chooseExport);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QPushButton *b : {m_checkAgain, m_addAgain, m_export})
        b->setAutoDefault(false);
    row->addWidget(m_checkAgain);
    row->addWidget(m_addAgain);
    row->addWidget(m_export);
    row->addWidget(close);
    static_cast<QVBoxLayout *>(layout())->addLayout(row);
}

void AddHistoryDialog::applyDays()
{
    if (m_from->date() > m_to->date())
        m_to->setDate(m_from->date()); // a range, never an empty one
    m_model->setDays(m_from->date(), m_to->date());
}

void AddHistoryDialog::showNotKnown()
{
    m_outcome->setCurrentIndex(m_outcome->findData(int(AddHistoryModel::Filter::NotKnown)));
    m_table->selectRow(0);
}

void AddHistoryDialog::updateCount()
{
    int notKnown = 0;
    for (int r = 0; r < m_model->rowCount(); ++r)
        notKnown += AddHistoryModel::isNotKnown(m_model->row(r).state) ? 1 : 0;
    const QString adds = m_model->rowCount() == 0
        ? (m_services.adds && m_services.adds->hasContext() ? tr("No adds in these days.")
                                                                 : tr("Sign in to see what this app added."))
        : tr("%n add(s)", nullptr, m_model->rowCount());
    m_count->setText(notKnown ? tr("%1 · %n not known", nullptr, notKnown).arg(adds) : adds);
}

QList<quint64> AddHistoryDialog::selectedNotKnown() const
{
    QList<quint64> ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        if (index.data(AddHistoryModel::NotKnownRole).toBool())
            ids << index.data(AddHistoryModel::IdRole).toULongLong();
    return ids;
}

void AddHistoryDialog::updateNote()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount()) {
        m_note->clear();
        return;
    }
    const control::AddHistoryRow &r = m_model->row(current.row());
    const QString outcome = AddHistoryModel::outcomeText(r.state);
    m_note->setText(r.message.isEmpty() ? outcome : tr("%1: %2").arg(outcome, r.message));
}

void AddHistoryDialog::updateActions()
{
    updateNote();
    const QList<quint64> ids = selectedNotKnown();
    const bool checking = m_services.adds && m_services.adds->isCheckingAgain();
    m_checkAgain->setEnabled(!ids.isEmpty() && !checking);
    m_checkAgain->setText(checking ? tr("C&hecking…") : tr("C&heck Again"));
    m_addAgain->setEnabled(ids.size() == 1 && !checking);
    m_export->setEnabled(m_model->rowCount() > 0);
}

void AddHistoryDialog::chooseExport()
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/'
        + tr("Added to basket %1.csv").arg(QDate::currentDate().toString(Qt::ISODate));
    const QString path = savePathChooser()
        ? savePathChooser()(this, suggested)
        : QFileDialog::getSaveFileName(this, tr("Export CSV"), suggested, tr("CSV files (*.csv)"));
    if (!path.isEmpty() && exportTo(path))
        m_banner->showMessage(Banner::Kind::Success,
                              tr("%n add(s) exported to %1.", nullptr, m_model->rowCount()).arg(QDir::toNativeSeparators(path)));
}

bool AddHistoryDialog::exportTo(const QString &path)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(m_model->toCsv()) >= 0 && file.commit())
        return true;
    m_banner->showMessage(Banner::Kind::Error, tr("The file could not be saved: %1").arg(file.errorString()));
    return false;
}

} // namespace webshop::ui
