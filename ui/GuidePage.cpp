#include "ui/GuidePage.h"

#include "app/control/OrderGuideController.h"
#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/GuideModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/EmptyState.h"
#include "ui/GraphLinks.h"
#include "ui/GuideDelegate.h"
#include "ui/GuideFiles.h"
#include "ui/GuideFooter.h"
#include "ui/GuideHeader.h"
#include "ui/GuideOrderQuestion.h"
#include "ui/GuideScheduleEditor.h"
#include "ui/GuideSources.h"
#include "ui/GuideTable.h"
#include "ui/OfflineAdds.h"
#include "ui/Theme.h"

#include <QHeaderView>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace webshop::ui {

using GM = models::GuideModel;
using IM = models::ListItemsModel;

GuidePage::GuidePage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
    , m_model(new GM(services.prices, this))
{
    setObjectName(QStringLiteral("guidePage"));
    m_model->setBasket(m_services.basket);
    giveGuideSources(m_model, m_services);
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 16, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    v->addWidget(buildHeader(this));
    m_schedule = new GuideScheduleEditor(m_services.prices ? m_services.prices->locale() : QLocale(), this);
    connect(m_schedule, &GuideScheduleEditor::edited, this, &GuidePage::scheduleEdited);
    v->addWidget(m_schedule);
    m_reminder = new Banner(this);
    m_reminder->setObjectName(QStringLiteral("guideReminder"));
    v->addWidget(m_reminder);
    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("guideBanner"));
    v->addWidget(m_banner);
    m_files = new GuideFiles(m_model, m_banner, m_services, this);
    connect(m_files, &GuideFiles::imported, this, [this] {
        fillHistory();
        keep();
    });
    m_question = new GuideOrderQuestion(m_model, m_banner, m_services, this);
    connect(m_question, &GuideOrderQuestion::confirmed, this, &GuidePage::send);
    v->addWidget(buildLines(this), 1);
    v->addWidget(buildFooter(this));
    m_busy = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busy, &BusyTracker::busyChanged, this, &GuidePage::busyChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &Page::orderSheetChanged);
    connectModels();
    updateState();
}

void GuidePage::activated()
{
    if (m_services.session->isSignedIn() && m_services.lists->rowCount() == 0
        && m_services.lists->state() == models::PersonalListsModel::State::Idle)
        m_services.lists->refresh();
}

void GuidePage::refresh()
{
    m_services.basket->refresh();
}

void GuidePage::scheduleEdited()
{
    if (!m_loaded)
        return;
    QString error;
    const std::optional<values::GuideSchedule> schedule = m_schedule->typedSchedule(m_model->guide().schedule, &error);
    if (!schedule) {
        m_banner->showMessage(Banner::Kind::Error, error);
        return;
    }
    m_model->setSchedule(*schedule); // kept with the lines (guideEdited)
    updateReminder();
    updateFooter();
}

GuidePage::~GuidePage()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

QWidget *GuidePage::buildHeader(QWidget *parent)
{
    m_header = new GuideHeader(Theme::unit * 1.5, parent);
    connect(m_header, &GuideHeader::guideChosen, this, &GuidePage::openList);
    connect(m_header, &GuideHeader::takeParClicked, this, &GuidePage::takeSuggestedPar);
    auto *take = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), this);
    take->setContext(Qt::WidgetWithChildrenShortcut);
    connect(take, &QShortcut::activated, this, &GuidePage::takeSuggestedPar);
    connect(m_header, &GuideHeader::exportClicked, this, &GuidePage::chooseExport);
    connect(m_header, &GuideHeader::importClicked, this, &GuidePage::chooseImport);
    return m_header;
}

// The guide's lines (GuideTable, a field per par and on-hand cell), or why there are none.
QWidget *GuidePage::buildLines(QWidget *parent)
{
    m_stack = new QStackedWidget(parent);
    m_table = new GuideTable(m_stack);
    m_table->setModel(m_model);
    auto *delegate = new GuideDelegate(m_table);
    m_table->setItemDelegate(delegate);
    connect(delegate, &GuideDelegate::problem, this, [this](const QString &text) {
        m_banner->showMessage(Banner::Kind::Error, text);
    });
    QHeaderView *h = m_table->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::Interactive);
    h->setSectionResizeMode(GM::ArticleColumn, QHeaderView::Stretch);
    h->setMinimumSectionSize(56);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 14);
    m_empty = new EmptyState(m_stack);
    m_empty->setObjectName(QStringLiteral("guideEmptyState"));
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);
    return m_stack;
}

QWidget *GuidePage::buildFooter(QWidget *parent)
{
    m_footer = new GuideFooter(m_model, m_services, parent);
    connect(m_footer, &GuideFooter::orderClicked, this, &GuidePage::orderCounted);
    return m_footer;
}

void GuidePage::connectModels()
{
    connect(m_model, &GM::orderChanged, this, &GuidePage::updateFooter);
    connect(m_model, &GM::guideEdited, this, &GuidePage::keep);
    connect(m_services.listItems, &IM::listChanged, this, &GuidePage::loadFromList);
    connect(m_services.listItems, &IM::stateChanged, this, &GuidePage::loadFromList);
    // New prices of the list's articles: the costs again.
    connect(m_services.listItems, &QAbstractItemModel::dataChanged, m_model, &GM::refresh);
    if (control::OrderGuideController *guides = m_services.guides) {
        connect(guides, &control::OrderGuideController::reminderCheck, this, &GuidePage::updateReminder);
        connect(guides, &control::OrderGuideController::orderFinished, this, &GuidePage::onOrderFinished);
        connect(guides, &control::OrderGuideController::lineState, this, [this] { m_busy->schedule(); });
    }
    OfflineAdds::watch(m_services.offline, this, [this] { updateFooter(); });
    connect(m_empty, &EmptyState::actionTriggered, this,
            [this] { emit commandRequested(WindowCommand::ShowPage, QStringLiteral("lists")); });
    // Guides belong to a customer and store: another one, or none, shows none of them.
    for (auto signal : {&control::SessionController::addressChanged, &control::SessionController::loggedOut,
                        &control::SessionController::sessionEnded})
        connect(m_services.session, signal, this, &GuidePage::forget);
}

void GuidePage::forget()
{
    m_listId.clear();
    m_loaded = false;
    m_model->setGuide({});
    m_banner->clear();
    m_reminder->clear();
    fillChooser();
    updateState();
    if (isVisible())
        openFirstGuide();
}

void GuidePage::openList(const QString &listId)
{
    if (listId.isEmpty())
        return;
    if (listId != m_listId) {
        m_listId = listId;
        m_loaded = false;
        m_banner->clear();
    }
    IM *items = m_services.listItems;
    if (items->listId() != listId)
        items->load(listId);
    loadFromList();
    updateState();
}

void GuidePage::openFirstGuide()
{
    if (!m_listId.isEmpty() || !m_services.guides)
        return;
    const QStringList ids = m_services.guides->guideListIds();
    if (!ids.isEmpty())
        openList(ids.contains(m_services.listItems->listId()) ? m_services.listItems->listId() : ids.first());
}

void GuidePage::loadFromList()
{
    IM *items = m_services.listItems;
    if (m_loaded || m_listId.isEmpty() || items->listId() != m_listId || items->state() != IM::State::Idle || !m_services.guides) {
        updateState();
        return;
    }
    const values::OrderGuide guide = m_services.guides->guideForList(m_listId, items->name(), guideLinesOf(*items));
    m_loaded = true;
    m_model->setGuide(guide);
    keep(); // a list opened as a guide is one from now on
    fillHistory();
    fillChooser();
    m_schedule->showSchedule(guide.schedule);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(GM::ArticleColumn, QHeaderView::Stretch);
    updateReminder();
    updateState();
}

void GuidePage::fillHistory()
{
    if (!m_services.guides)
        return;
    const QList<control::GuideLineHistory> all = m_services.guides->histories(m_model->guide().lines);
    for (int row = 0; row < m_model->rowCount() && row < all.size(); ++row) {
        const control::GuideLineHistory &h = all.at(row);
        GM::History history;
        for (const control::GuideLineHistory::Add &add : h.lastAdds)
            history.lastAdds << std::pair{add.when, add.amount};
        history.suggestedPar = h.suggestedPar;
        m_model->setHistory(m_model->line(row).bundleId, history);
    }
}

void GuidePage::fillChooser()
{
    m_header->fillChooser(m_services.guides, m_listId);
}

void GuidePage::keep()
{
    if (!m_loaded || !m_services.guides)
        return;
    QString error;
    if (!m_services.guides->save(m_model->guide(), &error))
        m_banner->showMessage(Banner::Kind::Error, tr("The guide could not be saved on this computer: %1").arg(error));
}

bool GuidePage::takeSuggestedPar()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid() || !m_model->takeSuggestedPar(current.row())) {
        m_banner->showMessage(Banner::Kind::Info, tr("This line has no suggested par: it needs adds on two days or more."));
        return false;
    }
    return true;
}

void GuidePage::updateState()
{
    const IM *items = m_services.listItems;
    if (m_loaded && m_model->rowCount() > 0) {
        m_stack->setCurrentWidget(m_table);
    } else if (!m_listId.isEmpty() && (items->state() == IM::State::Loading || items->listId() != m_listId)) {
        m_empty->set(QStringLiteral("list-details"), tr("Loading the guide…"), QString());
        m_stack->setCurrentWidget(m_empty);
    } else if (!m_listId.isEmpty() && items->state() == IM::State::Error) {
        m_empty->set(QStringLiteral("alert-circle"), tr("This guide's list could not be loaded"), items->errorString());
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_empty->set(QStringLiteral("list-details"), tr("No order guide yet"),
                     tr("Open a list on the Lists page and choose Use as Order Guide."), tr("Go to Lists"));
        m_stack->setCurrentWidget(m_empty);
    }
    m_header->setTitle(tr("Order guide")); // the guide's name is in the chooser beside it
    m_header->setSubtitle(m_loaded ? tr("Count top to bottom: type what is on hand, Enter for the next line.") : QString());
    m_header->enableActions(m_loaded, m_loaded && m_model->rowCount() > 0);
    updateFooter();
    m_busy->schedule();
}

void GuidePage::updateReminder()
{
    if (!m_loaded || !m_services.guides || !m_services.guides->reminderDue(m_listId)) {
        m_reminder->clear();
        return;
    }
    const QDateTime now = m_services.guides->now();
    const std::optional<QDateTime> cutOff = values::nextCutOff(m_model->guide().schedule, now);
    if (!cutOff)
        return;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    m_reminder->showMessage(Banner::Kind::Warning,
                            tr("Order by %1 for the delivery on %2: this guide has not been ordered today.")
                                .arg(locale.toString(cutOff->time(), QLocale::ShortFormat),
                                     locale.toString(cutOff->date().addDays(1), QStringLiteral("dddd"))));
}

QString GuidePage::listTitle() const
{
    return m_model->guide().listName;
}

bool GuidePage::isBusy() const
{
    const IM *items = m_services.listItems;
    return m_sending > 0 || (!m_listId.isEmpty() && !m_loaded && items->state() != IM::State::Error);
}

void GuidePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    openFirstGuide();
    updateReminder();
}

} // namespace webshop::ui
