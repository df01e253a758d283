#include "ui/ImportDialog.h"

#include "app/control/ImportController.h"
#include "app/control/ImportFilterModel.h"
#include "app/control/ImportPreviewModel.h"
#include "models/BasketModel.h"
#include "ui/Banner.h"
#include "ui/DialogTitle.h"
#include "ui/GraphLinks.h"
#include "ui/ImportProgress.h"
#include "ui/ImportRowMenu.h"
#include "ui/ImportTable.h"
#include "ui/ImportTotal.h"
#include "ui/ImportSummaryBar.h"
#include "ui/OfflineAdds.h"
#include "ui/Theme.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace webshop::ui {

using control::ImportController;
using control::ImportPreviewModel;
using control::ImportStatus;
using State = control::ImportController::State;

ImportDialog::ImportDialog(const Services &services, QWidget *parent)
    : QDialog(parent), m_services(services)
{
    Q_ASSERT(services.imports);
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import Order"));
    setSizeGripEnabled(true);
    setMinimumSize(720, 480);
    if (parent)
        resize(qMin(parent->width() - 64, 1200), qMin(parent->height() - 56, 780));
    m_controller = services.imports->create(this);
    m_model = new ImportPreviewModel(m_controller, this);
    m_model->setPrices(services.prices, services.basket); // prices before adding (ImportTotal)
    m_filter = new control::ImportFilterModel(this);
    m_filter->setSourceModel(m_model);

    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(24, 20, 24, 16);
    v->setSpacing(Theme::unit * 1.5);
    buildHeader(v);
    buildTable(v);
    buildButtons(v);

    m_textTimer = new QTimer(this);
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(100);
    connect(m_textTimer, &QTimer::timeout, this, &ImportDialog::updateTexts);
    connect(m_controller, &ImportController::rowsReset, this, &ImportDialog::updateTexts);
    connect(m_controller, &ImportController::rowChanged, m_textTimer, qOverload<>(&QTimer::start));
    connect(m_controller, &ImportController::stateChanged, this, &ImportDialog::onStateChanged);
    OfflineAdds::watch(m_services.offline, this, [this] { updateTexts(); });
    updateTexts();
}

ImportDialog::~ImportDialog()
{
    // Before the members go (GraphLinks.h); its own controller too: a child, alive after this.
    cutGraphLinks(this, m_services, {m_controller, m_model, m_filter});
}

void ImportDialog::buildHeader(QVBoxLayout *v)
{
    m_heading = dialogHeading(tr("Import Order"), this);
    m_heading->setObjectName(QStringLiteral("importHeading"));
    v->addWidget(m_heading);
    m_counts = dialogSubtitle(QString(), this);
    m_counts->setObjectName(QStringLiteral("importCounts"));
    v->addWidget(m_counts);

    m_progress = new ImportProgress(m_controller, this);
    v->addWidget(m_progress);

    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("importBanner"));
    m_banner->setClosable(false);
    v->addWidget(m_banner);

    m_summary = new ImportSummaryBar(m_controller, this);
    connect(m_summary, &ImportSummaryBar::chosen, this, [this](ImportSummaryBar::Choice c) {
        using K = ImportSummaryBar::Choice::Kind;
        if (c.kind == K::All)
            m_filter->showAll();
        else if (c.kind == K::Problems)
            m_filter->showProblems();
        else
            m_filter->showGroup(c.group);
        updateTexts();
    });
    v->addWidget(m_summary);
}

void ImportDialog::buildTable(QVBoxLayout *v)
{
    m_table = new ImportTable(m_filter, this);
    // A model reset gives the header its default sizes again.
    connect(m_model, &QAbstractItemModel::modelReset, m_table, &ImportTable::sizeColumns);
    m_table->installEventFilter(this);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this] { openRowMenu(); });
    connect(m_table, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.column() == ImportPreviewModel::ArticleColumn || index.column() == ImportPreviewModel::ResultColumn)
            openRowMenu();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &ImportDialog::updateNote);
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &ImportDialog::updateNote);
    v->addWidget(m_table, 1);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("importNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_note);
}

void ImportDialog::buildButtons(QVBoxLayout *v)
{
    auto *h = new QHBoxLayout;
    m_save = new QPushButton(tr("Save &Report…"), this);
    m_save->setObjectName(QStringLiteral("importSaveReport"));
    m_save->setAutoDefault(false);
    connect(m_save, &QPushButton::clicked, this, &ImportDialog::askSaveReport);
    h->addWidget(m_save);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("importHint"));
    m_hint->setWordWrap(true);
    Theme::setMuted(m_hint);
    h->addWidget(m_hint, 1);
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("importClose"));
    m_close->setAutoDefault(false);
    connect(m_close, &QPushButton::clicked, this, &ImportDialog::reject);
    h->addWidget(m_close);
    // Not the default button: Enter in the table never adds; Alt+A or a click does.
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("importAdd"));
    m_add->setProperty("primary", true);
    m_add->setAutoDefault(false);
    connect(m_add, &QPushButton::clicked, this, [this] { askAdd(false); });
    m_again = new QPushButton(tr("Add Those Lines A&gain…"), this);
    m_again->setObjectName(QStringLiteral("importAgain"));
    m_again->setAutoDefault(false);
    m_again->hide();
    connect(m_again, &QPushButton::clicked, this, &ImportDialog::askAgain);
    h->addWidget(m_again);
    m_total = new ImportTotal(m_controller, m_model, m_services.prices, this);
    h->addWidget(m_total);
    h->addWidget(m_add);
    v->addLayout(h);
}

bool ImportDialog::openFile(const QString &path, QString *error)
{
    return m_controller->openFile(path, error);
}

void ImportDialog::openData(const QByteArray &bytes, const QString &sourceName)
{
    m_controller->openData(bytes, sourceName);
}

void ImportDialog::openText(const QString &text, const QString &sourceName)
{
    m_controller->openText(text, sourceName);
}

bool ImportDialog::isBusy() const
{
    return m_controller->state() == State::Checking || m_controller->state() == State::Adding;
}

void ImportDialog::onStateChanged()
{
    const State state = m_controller->state();
    m_progress->showState();
    if (state == State::Checking)
        m_banner->clear();
    if (state == State::Checked && m_controller->wasCancelled())
        m_banner->showMessage(Banner::Kind::Warning,
                              tr("Checking was stopped. The lines checked so far are kept; the others are marked "
                                 "\"Not checked\" and are not added."));
    if (state == State::Added)
        showOutcome();
    if (state == State::Checked)
        selectFirstProblem();
    updateTexts();
    emit busyChanged(isBusy());
}

void ImportDialog::selectFirstProblem()
{
    // The first line that needs the buyer is current: Space shows its choices right away.
    int row = 0;
    for (int r = 0; r < m_filter->rowCount(); ++r)
        if (m_filter->index(r, 0).data(ImportPreviewModel::ProblemRole).toBool()) {
            row = r;
            break;
        }
    if (m_filter->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_filter->index(row, ImportPreviewModel::ArticleColumn),
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->setFocus();
}

void ImportDialog::updateTexts()
{
    const State state = m_controller->state();
    const QString source = m_controller->sourceName();
    m_heading->setText(state == State::Added ? tr("Order imported: %1").arg(source)
                                             : source.isEmpty() ? tr("Import Order") : tr("Import Order: %1").arg(source));
    QString counts = tr("%Ln line(s) in the file", nullptr, m_controller->fileLineCount()) + QStringLiteral(" · ")
        + tr("%L1 shown").arg(m_controller->previewLineCount());
    if (m_filter->filter() != control::ImportFilterModel::Filter::All)
        counts += QStringLiteral(" · ") + tr("%Ln listed with this filter", nullptr, m_filter->rowCount());
    if (state != State::Empty)
        counts += QStringLiteral(" · ") + m_controller->formatText();
    m_counts->setText(counts);
    m_summary->update();

    const control::ImportRerun rerun = state == State::Checked ? m_controller->rerun() : control::ImportRerun{};
    const int ready = rerun.isRerun() ? rerun.toAdd : m_controller->readyCount();
    m_add->setText(tr("&Add %Ln Line(s) to Basket", nullptr, ready));
    m_add->setVisible(state != State::Added);
    showRerun();
    OfflineAdds::apply(m_add, state == State::Checked && ready > 0, OfflineAdds::isOffline(m_services.offline));
    m_close->setEnabled(state != State::Adding);
    m_total->showTotal();
    int open = 0;
    for (int i = 0; i < m_controller->rowCount(); ++i)
        open += control::isProblem(m_controller->row(i).status);
    if (state == State::Checked && open > 0)
        m_hint->setText(tr("%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.",
                           nullptr, open));
    else if (state == State::Checked)
        m_hint->setText(tr("Nothing is added before you press Add."));
    else
        m_hint->clear();
    updateNote();
}

void ImportDialog::updateNote()
{
    const int row = currentSourceRow();
    if (row < 0) {
        m_note->clear();
        return;
    }
    const control::ImportRow &r = m_controller->row(row);
    m_note->setText(tr("Line %1: %2").arg(r.line).arg(r.note));
}

int ImportDialog::currentSourceRow() const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return -1;
    const int row = m_filter->mapToSource(current).row();
    return row < m_controller->rowCount() ? row : -1;
}

void ImportDialog::askSaveReport()
{
    const QString base = QFileInfo(m_controller->sourceName()).completeBaseName();
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/'
        + tr("%1 report.csv").arg(base.isEmpty() ? tr("Import") : base);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Report"), suggested, tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        saveReportTo(path);
}

bool ImportDialog::saveReportTo(const QString &path)
{
    QString error;
    if (m_controller->saveReport(path, &error))
        return true;
    m_banner->showMessage(Banner::Kind::Error, error);
    return false;
}

void ImportDialog::reject()
{
    // The adds run one after the other; the dialog stays until each has its outcome.
    if (m_controller->state() == State::Adding)
        return;
    m_controller->cancel();
    QDialog::reject();
}

void ImportDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    // The note column where there is room; the line under the table always shows it.
    m_table->setColumnHidden(ImportPreviewModel::NoteColumn, width() < 1100);
}

// The menu of the current line (ImportRowMenu), where it has one; one open at a time.
void ImportDialog::openRowMenu()
{
    const int row = currentSourceRow();
    if (!ImportRowMenu::offered(m_controller, row))
        return;
    if (m_menu)
        m_menu->close();
    m_menu = ImportRowMenu::open(m_controller, row, m_table, this);
}

bool ImportDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool menuKey = key->key() == Qt::Key_Space || key->key() == Qt::Key_F4 || key->key() == Qt::Key_Menu
            || (key->key() == Qt::Key_Down && key->modifiers() & Qt::AltModifier);
        if (menuKey) {
            openRowMenu();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace webshop::ui
