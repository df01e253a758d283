#include "ui/QuickOrderPage.h"

#include "app/control/QuickOrder.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/ComparisonLines.h"
#include "ui/BusyTracker.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/OfflineAdds.h"
#include "ui/PageHeader.h"
#include "ui/QuickOrderGrid.h"
#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace webshop::ui {

using QM = models::QuickOrderModel;

QuickOrderPage::QuickOrderPage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
    , m_controller(services.quickOrder)
{
    setObjectName(QStringLiteral("quickOrderPage"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 16, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    buildHeader(v->spacing());
    v->addWidget(m_header);
    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("quickOrderBanner"));
    v->addWidget(m_banner);
    m_grid = new QuickOrderGrid(m_controller, this);
    v->addWidget(m_grid, 1);
    v->addWidget(buildFooter());

    m_busy = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busy, &BusyTracker::busyChanged, this, &QuickOrderPage::busyChanged);
    connect(m_controller, &control::QuickOrder::busyChanged, m_busy, &BusyTracker::schedule);
    connect(m_controller, &control::QuickOrder::addsFinished, this, &QuickOrderPage::onAddsFinished);
    connect(m_controller, &control::QuickOrder::message, this,
            [this](const QString &text) { m_banner->showMessage(Banner::Kind::Warning, text); });
    m_totalsTimer.setSingleShot(true);
    m_totalsTimer.setInterval(0);
    connect(&m_totalsTimer, &QTimer::timeout, this, &QuickOrderPage::updateTotals);
    connect(m_controller->model(), &QM::totalsChanged, this, [this] {
        if (!m_totalsTimer.isActive())
            m_totalsTimer.start();
    });
    connect(m_grid, &QuickOrderGrid::addAllRequested, this, &QuickOrderPage::addAll);
    connect(m_grid, &QuickOrderGrid::addAgainRequested, this, &QuickOrderPage::addAgain);
    connect(m_grid, &QuickOrderGrid::pasteRequested, this, [this](const QString &text) {
        // Several lines pasted: the import preview accounts for every one of them.
        emit commandRequested(WindowCommand::ImportLines, text.toUtf8());
    });
    connect(m_controller->model(), &QM::totalsChanged, this, &Page::orderSheetChanged);
    connect(m_grid, &QuickOrderGrid::quantityRefused, this,
            [this](const QString &problem) { m_banner->showMessage(Banner::Kind::Error, tr("Quantity: %1").arg(problem)); });
    OfflineAdds::watch(m_services.offline, this, [this] { updateTotals(); });
    updateTotals();
}

std::optional<models::OrderSheet> QuickOrderPage::orderSheet(models::SheetHeader header) const
{
    const QList<models::SheetLine> lines = models::quickOrderSheetLines(*m_controller->model());
    if (lines.isEmpty())
        return std::nullopt;
    header.title = tr("Quick order");
    return models::makeOrderSheet(header, lines);
}

QuickOrderPage::Comparison QuickOrderPage::comparison() const
{
    return {quickOrderComparisonLines(*m_controller->model()), tr("The quick order")};
}

QuickOrderPage::~QuickOrderPage()
{
    // While the page is whole: the cell being edited goes into the draft (what it says back,
    // a refused quantity, reaches a whole page). Then the links go, before the members.
    m_grid->commitOpenEditor();
    cutGraphLinks(this, m_services);
}

void QuickOrderPage::buildHeader(int spacing)
{
    m_header = new PageHeader(spacing, this);
    m_header->setTitle(tr("Quick order"));
    m_header->setSubtitle(tr("Type an article number or a few words, Enter, the quantity, Enter. "
                             "Ctrl+Enter adds all lines to the basket."));
    m_fill = new QToolButton(m_header);
    m_fill->setObjectName(QStringLiteral("quickOrderFill"));
    m_fill->setIcon(Icons::icon(QStringLiteral("clipboard-list")));
    m_fill->setText(tr("Fill from"));
    m_fill->setToolTip(tr("Add the lines of a list, or of the basket to order it again"));
    m_fill->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fill->setPopupMode(QToolButton::InstantPopup);
    m_fill->setAutoRaise(true);
    m_fillMenu = new QMenu(m_fill);
    m_fill->setMenu(m_fillMenu);
    connect(m_fillMenu, &QMenu::aboutToShow, this, &QuickOrderPage::fillMenu);
    m_header->addTrailing(m_fill);
    m_clear = new QToolButton(m_header);
    m_clear->setObjectName(QStringLiteral("quickOrderClear"));
    m_clear->setIcon(Icons::icon(QStringLiteral("x")));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every line (Ctrl+Z brings them back)"));
    m_clear->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_clear->setAutoRaise(true);
    connect(m_clear, &QToolButton::clicked, this, [this] {
        m_controller->model()->clearAll();
        m_summary->clear();
        m_banner->clear();
    });
    m_header->addTrailing(m_clear);
}

void QuickOrderPage::fillMenu()
{
    m_fillMenu->clear();
    QAction *basket = m_fillMenu->addAction(Icons::icon(QStringLiteral("shopping-cart")), tr("The basket (order again)"));
    basket->setObjectName(QStringLiteral("fillFromBasket"));
    connect(basket, &QAction::triggered, m_controller, &control::QuickOrder::fillFromBasket);
    models::PersonalListsModel *lists = m_services.lists;
    if (!lists || lists->rowCount() == 0)
        return;
    m_fillMenu->addSection(tr("Lists"));
    for (int row = 0; row < lists->rowCount(); ++row) {
        const QString listId = lists->listIdAt(row);
        QAction *a = m_fillMenu->addAction(lists->index(row, 0).data(models::PersonalListsModel::NameRole).toString());
        connect(a, &QAction::triggered, this, [this, listId] { m_controller->fillFromList(listId); });
    }
}

QWidget *QuickOrderPage::buildFooter()
{
    auto *footer = new QWidget(this);
    auto *row = new QHBoxLayout(footer);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(Theme::unit * 1.5);
    m_clearAdded = new QPushButton(Icons::icon(QStringLiteral("circle-check")), tr("Clear added lines"), footer);
    m_clearAdded->setObjectName(QStringLiteral("quickOrderClearAdded"));
    m_clearAdded->setToolTip(tr("Remove the lines that are in the basket now; the others stay"));
    connect(m_clearAdded, &QPushButton::clicked, this, &QuickOrderPage::clearAdded);
    m_summary = new QLabel(footer);
    m_summary->setObjectName(QStringLiteral("quickOrderSummary"));
    m_summary->setWordWrap(true);
    Theme::setMuted(m_summary);
    auto *totals = new QVBoxLayout;
    totals->setSpacing(2);
    m_totals = new QLabel(footer);
    m_totals->setObjectName(QStringLiteral("quickOrderTotal"));
    m_totals->setFont(Theme::titleFont(font(), 1.15));
    m_totals->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_otherTotal = new QLabel(footer);
    m_otherTotal->setObjectName(QStringLiteral("quickOrderOtherTotal"));
    m_otherTotal->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_otherTotal->setFont(Theme::small(font()));
    Theme::setMuted(m_otherTotal);
    totals->addWidget(m_totals);
    totals->addWidget(m_otherTotal);
    m_addAll = new QPushButton(Icons::icon(QStringLiteral("shopping-cart-plus"), Icons::Tint::OnAccent),
                               tr("Add all to basket"), footer);
    m_addAll->setObjectName(QStringLiteral("quickOrderAddAll"));
    m_addAll->setProperty("primary", true);
    m_addAll->setToolTip(tr("Add every line to the basket (Ctrl+Enter)"));
    connect(m_addAll, &QPushButton::clicked, this, &QuickOrderPage::addAll);
    row->addWidget(m_clearAdded);
    row->addWidget(m_summary, 1);
    row->addLayout(totals);
    row->addSpacing(Theme::unit);
    row->addWidget(m_addAll);
    return footer;
}

void QuickOrderPage::updateTotals()
{
    m_totalsTimer.stop();
    QM *m = m_controller->model();
    const models::PriceDisplay *prices = m->prices();
    int lines = 0;
    bool added = false;
    bool status = false;
    for (int row = 0; row < m->rowCount(); ++row) {
        const models::QuickOrderLine &line = m->line(row);
        lines += line.isResolved() && line.quantity ? 1 : 0;
        added = added || line.isAdded();
        status = status || !m->index(row, QM::StatusColumn).data().toString().isEmpty();
    }
    // The status column only while a line has something to say: the names get its room.
    m_grid->setColumnHidden(QM::StatusColumn, !status);
    const bool net = prices->showsNet();
    const auto other = net ? m->totalGross() : m->totalNet();
    m_totals->setText(tr("%Ln line(s) · %1 %2", nullptr, lines).arg(prices->modeLabel(), m->totalText()));
    // The deposit the totals include, and the lines whose deposit only the basket will tell.
    const values::LineTotals t = m->lineTotals();
    QStringList parts{tr("%1 %2").arg(models::PriceDisplay::label(net ? models::PriceDisplay::Mode::Gross : models::PriceDisplay::Mode::Net),
                                        prices->format(other, m->currency()))};
    // The deposit in the figure it follows (the other mode's total), so that it reads right.
    const auto deposit = net ? t.depositGross : t.depositNet;
    if (deposit && !deposit->isZero())
        parts << tr("incl. %1 deposit").arg(prices->format(*deposit, m->currency()));
    if (t.depositUnknown > 0)
        parts << tr("deposit not known for %n line(s) (packs not in the basket yet)", nullptr, t.depositUnknown);
    m_otherTotal->setText(parts.join(QStringLiteral(" · ")));
    m_totals->setToolTip(t.estimate ? tr("≈: the basket may show another amount. Lines marked ≈ say why in their tooltip.")
                                    : QString());
    m_clearAdded->setVisible(added);
    OfflineAdds::apply(m_addAll, !m_controller->sendableRows().isEmpty(), OfflineAdds::isOffline(m_services.offline));
    m_clear->setEnabled(m->filledCount() > 0);
}

bool QuickOrderPage::isBusy() const
{
    return m_controller->isBusy();
}

void QuickOrderPage::onAddsFinished(int added, int notAdded)
{
    const QString text = notAdded == 0 ? tr("%Ln line(s) added to the basket.", nullptr, added)
                                       : tr("%1 added, %2 not: see the lines marked in the status column.")
                                             .arg(QLocale().toString(added), QLocale().toString(notAdded));
    m_summary->setText(text);
    if (notAdded > 0)
        m_banner->showMessage(Banner::Kind::Warning, text);
    updateTotals();
    emit addFinished(notAdded == 0, text);
}

void QuickOrderPage::clearAdded()
{
    const int removed = m_controller->model()->removeAdded();
    if (removed > 0)
        m_summary->setText(tr("%Ln added line(s) cleared; the others stay for another try.", nullptr, removed));
    focusGrid();
}

void QuickOrderPage::focusGrid()
{
    QM *m = m_controller->model();
    m_grid->setFocus(Qt::OtherFocusReason);
    m_grid->setCurrentIndex(m->index(m->rowCount() - 1, QM::WhatColumn));
}

void QuickOrderPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_grid->currentIndex().isValid())
        focusGrid();
}

} // namespace webshop::ui
