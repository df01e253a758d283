#include "ui/StoreComparisonDialog.h"

#include "app/control/SessionController.h"
#include "app/control/StoreComparison.h"
#include "app/control/StoreComparisonModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/ComparisonTables.h"
#include "ui/DialogTitle.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace webshop::ui {

using Model = control::StoreComparisonModel;

StoreComparisonDialog::StoreComparisonDialog(const Services &services, const QString &what, QWidget *parent)
    : QDialog(parent), m_services(services), m_what(what)
{
    setObjectName(QStringLiteral("storeComparisonDialog"));
    setWindowTitle(tr("Compare Stores"));
    m_model = new Model(services.storeComparison, services.prices, this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 20, 24, 16);
    layout->setSpacing(Theme::unit * 1.5);
    layout->addWidget(dialogHeading(tr("Compare stores"), this));
    m_subtitle = dialogSubtitle(QString(), this);
    m_subtitle->setWordWrap(true);
    layout->addWidget(m_subtitle);
    layout->addWidget(buildProgressRow());

    m_tables = new ComparisonTables(m_model, this);
    m_table = m_tables->lines();
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setAccessibleName(tr("Prices per store"));
    layout->addWidget(m_tables, 1);

    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("comparisonBanner"));
    m_banner->setClosable(false);
    layout->addWidget(m_banner);
    m_notes = new QLabel(this);
    m_notes->setObjectName(QStringLiteral("comparisonNotes"));
    m_notes->setWordWrap(true);
    Theme::setMuted(m_notes);
    layout->addWidget(m_notes);
    layout->addWidget(buildButtons());

    control::StoreComparison *comparison = services.storeComparison;
    connect(comparison, &control::StoreComparison::progressChanged, this, &StoreComparisonDialog::updateProgress);
    connect(comparison, &control::StoreComparison::finished, this, [this] {
        updateProgress(m_services.storeComparison->requestsDone(), m_services.storeComparison->requestsTotal());
        emit busyChanged(false);
    });
    connect(m_model, &Model::summaryChanged, this, &StoreComparisonDialog::updateNotes);
    connect(m_model, &QAbstractItemModel::modelReset, this, &StoreComparisonDialog::fitColumns);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &StoreComparisonDialog::updateSwitch);
    connect(services.prices, &models::PriceDisplay::modeChanged, this, [this] { compare({}); });
    // Most of the window: the more stores and lines are visible at once, the better.
    const QSize room = parent ? parent->size() - QSize(48, 40) : QSize(1100, 700);
    resize(qMin(room.width(), 1240), qMin(room.height(), 820));
    setMinimumSize(720, 420);
}

// A comparison still running when the dialog goes was cancelled by reject(); a newer dialog
// may already run its own, so nothing is cancelled here.
StoreComparisonDialog::~StoreComparisonDialog()
{
    cutGraphLinks(this, m_services, {m_model}); // before the members go (GraphLinks.h)
}

QWidget *StoreComparisonDialog::buildProgressRow()
{
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(Theme::unit * 1.5);
    m_progressText = new QLabel(row);
    m_progressText->setObjectName(QStringLiteral("comparisonProgressText"));
    Theme::setMuted(m_progressText);
    m_progress = new QProgressBar(row);
    m_progress->setObjectName(QStringLiteral("comparisonProgress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(Theme::unit);
    m_progress->setMaximumWidth(240);
    m_cancel = new QPushButton(tr("Cancel Comparison"), row);
    m_cancel->setObjectName(QStringLiteral("comparisonCancel"));
    m_cancel->setAutoDefault(false);
    connect(m_cancel, &QPushButton::clicked, m_services.storeComparison, &control::StoreComparison::cancel);
    h->addWidget(m_progressText);
    h->addWidget(m_progress);
    h->addStretch(1);
    h->addWidget(m_cancel);
    return row;
}

QWidget *StoreComparisonDialog::buildButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_switch = buttons->addButton(tr("Switch to This Address…"), QDialogButtonBox::ActionRole);
    m_switch->setObjectName(QStringLiteral("switchAddressButton"));
    m_switch->setIcon(Icons::icon(QStringLiteral("map-pin")));
    m_switch->setAutoDefault(false);
    m_switch->setToolTip(tr("Opens the choice of your delivery address. Nothing changes until you choose there."));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_switch, &QPushButton::clicked, this, [this] {
        const int store = selectedStore();
        if (store < 0)
            return;
        const int address = m_services.storeComparison->stores().at(store).addressIndexes.value(0, -1);
        reject();
        emit addressChoiceRequested(address);
    });
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    return buttons;
}

void StoreComparisonDialog::compare(const values::ComparisonLines &lines)
{
    // Called with no lines after a Net | Gross switch: the same comparison, its texts anew.
    if (!lines.isEmpty()) {
        control::SessionController *session = m_services.session;
        m_services.storeComparison->start(lines, control::storesOf(session->deliveryAddresses(),
                                                                    session->currentAddressIndex()));
    }
    m_subtitle->setText(tr("%1 at the stores of your delivery addresses (prices: %2). Comparing changes nothing: "
                           "not your basket, not your delivery address.")
                            .arg(m_what, m_services.prices->modeLabel()));
    updateProgress(m_services.storeComparison->requestsDone(), m_services.storeComparison->requestsTotal());
    updateNotes();
    updateSwitch();
    m_table->setFocus(Qt::OtherFocusReason);
    // The keyboard starts in the first store's column; nothing is selected until the buyer moves.
    if (m_model->rowCount() > 0 && !m_table->currentIndex().isValid())
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, Model::FirstStoreColumn),
                                                   QItemSelectionModel::NoUpdate);
    fitHeight();
    QTimer::singleShot(0, this, &StoreComparisonDialog::fitHeight); // again once the layout has settled
    emit busyChanged(isBusy());
}

// As high as the lines need (a short basket: a short dialog), at most what the window allows.
void StoreComparisonDialog::fitHeight()
{
    layout()->activate();
    const int limit = qMin(parentWidget() ? parentWidget()->height() - 40 : 820, 820);
    const int wanted = height() + m_tables->wantedHeight() - m_tables->height();
    resize(width(), qBound(minimumHeight(), wanted, qMax(minimumHeight(), limit)));
}

bool StoreComparisonDialog::isBusy() const
{
    return m_services.storeComparison->isRunning();
}

void StoreComparisonDialog::reject()
{
    m_services.storeComparison->cancel();
    QDialog::reject();
}

void StoreComparisonDialog::updateProgress(int done, int total)
{
    const control::StoreComparison *c = m_services.storeComparison;
    m_progress->setRange(0, qMax(1, total));
    m_progress->setValue(done);
    m_progress->setVisible(c->isRunning());
    m_cancel->setVisible(c->isRunning());
    if (c->isRunning())
        m_progressText->setText(tr("Checking prices: %1 of %2").arg(done).arg(total));
    else if (c->wasCancelled())
        m_progressText->setText(tr("Cancelled: %1 of %2 prices checked, the rest was not asked for.").arg(done).arg(total));
    else
        m_progressText->setText(tr("Prices checked: %1 of %2.").arg(done).arg(total));
}

void StoreComparisonDialog::updateNotes()
{
    const control::ComparisonSummary &s = m_model->summary();
    const int stores = m_model->storeCount();
    const QStringList missing = m_model->missingNotes();
    if (m_model->rowCount() > 0 && stores < 2)
        m_banner->showMessage(Banner::Kind::Info, tr("All your delivery addresses are served by one store: "
                                                     "there is nothing to compare."));
    else if (!missing.isEmpty())
        m_banner->showMessage(Banner::Kind::Warning,
                              tr("Not in the totals, so that they compare the same articles: %1.")
                                  .arg(missing.join(QStringLiteral("; "))));
    else
        m_banner->clear();
    m_banner->setVisible(!m_banner->text().isEmpty());

    QStringList notes;
    if (s.complete && s.comparableLines > 0)
        notes.append(tr("Totals count the %1 of %2 lines that every store sells at a known price.")
                         .arg(s.comparableLines)
                         .arg(m_services.storeComparison->lines().size()));
    else if (s.complete && m_model->rowCount() > 0)
        notes.append(tr("No line is sold at a known price at every store, so there are no totals to compare."));
    const auto &deposit = m_services.prices->showsNet() ? s.depositNet : s.depositGross;
    if (deposit && !deposit->isZero())
        notes.append(tr("Deposit as in your basket: %1, not included in the totals.")
                         .arg(m_model->index(m_model->totalRow(), Model::DepositColumn).data().toString()));
    m_notes->setText(notes.join(u' '));
    m_notes->setVisible(!notes.isEmpty());
    QTimer::singleShot(0, this, &StoreComparisonDialog::fitHeight); // the banner and notes take room
}

int StoreComparisonDialog::selectedStore() const
{
    const QModelIndex current = m_table->currentIndex();
    const int store = current.isValid() ? current.column() - Model::FirstStoreColumn : -1;
    return store >= 0 && store < m_model->storeCount() ? store : -1;
}

void StoreComparisonDialog::updateSwitch()
{
    const int store = selectedStore();
    const bool other = store >= 0 && !m_services.storeComparison->stores().at(store).current;
    m_switch->setEnabled(other);
    m_switch->setText(other ? tr("Switch to %1…").arg(m_model->storeName(store)) : tr("Switch to This Address…"));
}

void StoreComparisonDialog::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setMinimumSectionSize(Theme::unit * 10);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Model::ArticleColumn, QHeaderView::Stretch);
    m_table->updateGeometry();
    updateSwitch();
}

} // namespace webshop::ui
