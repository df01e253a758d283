#include "ui/ArticleDetailsPane.h"

#include "app/control/PreferencesStore.h"
#include "models/AddResultText.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/BundlesModel.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BundleRow.h"
#include "ui/EmptyState.h"
#include "ui/GraphLinks.h"
#include "ui/LargeAddGuard.h"
#include "ui/OfflineAdds.h"
#include "ui/PriceHistoryPanel.h"
#include "app/control/Preferences.h"
#include "app/control/SessionController.h"
#include "ui/ProgressLine.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"
#include "ui/SavedMark.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedLayout>
#include <QVBoxLayout>

namespace webshop::ui {

using State = models::ArticleDetails::State;

ArticleDetailsPane::ArticleDetailsPane(const Services &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("articleDetails"));
    setAccessibleName(tr("Article details"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    auto *stack = new QStackedLayout(this);

    m_empty = new EmptyState(this);
    m_empty->setObjectName(QStringLiteral("detailsEmptyState"));
    m_empty->set(QStringLiteral("package"), tr("No article selected"),
                 tr("Pick an article in the results to see its pack sizes and prices."));
    stack->addWidget(m_empty);
    // The article's content is built with the first article (the start shows the empty state).

    models::ArticleDetails *details = m_services.details;
    connect(details, &models::ArticleDetails::articleChanged, this, &ArticleDetailsPane::updateArticle);
    connect(details, &models::ArticleDetails::imageChanged, this, &ArticleDetailsPane::updateImage);
    connect(details, &models::ArticleDetails::stateChanged, this, &ArticleDetailsPane::updateState);
    models::BundlesModel *bundles = details->bundles();
    connect(bundles, &QAbstractItemModel::modelReset, this, &ArticleDetailsPane::rebuildBundles);
    connect(bundles, &QAbstractItemModel::rowsInserted, this, &ArticleDetailsPane::rebuildBundles);
    connect(bundles, &QAbstractItemModel::rowsRemoved, this, &ArticleDetailsPane::rebuildBundles);
    connect(bundles, &QAbstractItemModel::dataChanged, this, &ArticleDetailsPane::updatePrices);
    if (m_services.images)
        connect(m_services.images, &models::ImageCache::pendingCountChanged, this, &ArticleDetailsPane::busyChanged);
    if (m_services.basket)
        connect(m_services.basket, &models::BasketModel::addStateChanged, this, &ArticleDetailsPane::onAddState);
    if (m_services.session) {
        // Adds of the old basket say nothing about the new one (the basket queue has ended them).
        const auto forget = [this] {
            m_adds.forget();
            emit busyChanged();
        };
        connect(m_services.session, &control::SessionController::addressChanged, this, forget);
        connect(m_services.session, &control::SessionController::loggedOut, this, forget);
        connect(m_services.session, &control::SessionController::sessionEnded, this, forget);
    }
    OfflineAdds::watch(m_services.offline, this, [this] {
        for (BundleRow *row : std::as_const(m_rows))
            row->setOffline(OfflineAdds::isOffline(m_services.offline));
    });
    updateArticle();
}

void ArticleDetailsPane::ensureContent()
{
    if (m_content)
        return;
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    buildContent();
    m_scroll->setWidget(m_content);
    static_cast<QStackedLayout *>(layout())->addWidget(m_scroll);
    rebuildBundles();
}

void ArticleDetailsPane::buildContent()
{
    m_content = new QWidget(m_scroll);
    m_content->setObjectName(QStringLiteral("detailsContent"));
    auto *v = new QVBoxLayout(m_content);
    v->setContentsMargins(16, 16, 16, 16);
    v->setSpacing(Theme::unit * 1.5);

    m_image = new QLabel(m_content);
    m_image->setObjectName(QStringLiteral("detailsImage"));
    m_image->setAlignment(Qt::AlignCenter);
    m_image->setMinimumHeight(184);
    m_image->setAutoFillBackground(true);
    m_image->setBackgroundRole(QPalette::AlternateBase);
    v->addWidget(m_image);

    auto *nameRow = new QHBoxLayout;
    m_name = new QLabel(m_content);
    m_name->setObjectName(QStringLiteral("detailsName"));
    m_name->setWordWrap(true);
    m_name->setFont(Theme::titleFont(font(), Theme::heading));
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_spinner = new Spinner(m_content, 16);
    m_spinner->setToolTip(tr("Updating prices…"));
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_spinner, 0, Qt::AlignTop);
    v->addLayout(nameRow);
    v->addWidget(new SavedMark(m_services.offline, control::OfflineCache::View::Article, m_content), 0, Qt::AlignLeft);
    m_meta = new QLabel(m_content);
    m_meta->setFont(Theme::small(font()));
    m_meta->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Theme::setMuted(m_meta);
    v->addWidget(m_meta);

    m_banner = new Banner(m_content);
    m_banner->setObjectName(QStringLiteral("detailsBanner"));
    v->addWidget(m_banner);

    auto *packs = new QLabel(tr("Pack sizes"), m_content);
    packs->setFont(Theme::semibold(Theme::small(font())));
    Theme::setMuted(packs);
    v->addSpacing(4);
    v->addWidget(packs);
    m_bundleLayout = new QVBoxLayout;
    m_bundleLayout->setSpacing(Theme::unit);
    v->addLayout(m_bundleLayout);

    m_depositNote = new QLabel(tr("Deposit on empties (bottles, crates), where it applies, is not part of these "
                                  "prices. The shop states it in the basket only: a pack in your basket shows its "
                                  "deposit here."),
                               m_content);
    m_depositNote->setObjectName(QStringLiteral("depositNote"));
    m_depositNote->setWordWrap(true);
    m_depositNote->setFont(Theme::small(font()));
    Theme::setMuted(m_depositNote);
    v->addWidget(m_depositNote);
    v->addSpacing(4);
    v->addWidget(new PriceHistoryPanel(m_services, m_content));
    v->addStretch(1);
}

ArticleDetailsPane::~ArticleDetailsPane()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

QSize ArticleDetailsPane::minimumSizeHint() const
{
    // What a bundle row needs side by side (quantity and "Add to basket"), plus the frame.
    if (m_rows.isEmpty())
        return {320, 200};
    const int row = m_rows.first()->minimumSizeHint().width();
    return {qMax(320, row + 32 + m_scroll->verticalScrollBar()->sizeHint().width()), 200};
}

void ArticleDetailsPane::updateArticle()
{
    models::ArticleDetails *details = m_services.details;
    auto *stack = static_cast<QStackedLayout *>(layout());
    if (!details->hasArticle() && !m_content) {
        stack->setCurrentIndex(0);
        emit busyChanged();
        return;
    }
    ensureContent();
    stack->setCurrentIndex(details->hasArticle() ? 1 : 0);
    m_name->setText(details->name());
    m_meta->setText(details->hasArticle() ? tr("Article no. %1").arg(details->variantId()) : QString());
    updateImage();
    updateState();
    if (m_rows.size() != details->bundles()->rowCount())
        rebuildBundles();
    else
        updatePrices();
}

void ArticleDetailsPane::updateImage()
{
    if (!m_content) {
        emit busyChanged();
        return;
    }
    const QPixmap pm = m_services.details->image();
    if (pm.isNull()) {
        m_image->clear();
        m_image->setText(tr("No picture"));
    } else {
        const int maxH = 184;
        QPixmap scaled = pm;
        const QSizeF logical = QSizeF(pm.size()) / pm.devicePixelRatio();
        if (logical.height() > maxH) {
            scaled = pm.scaledToHeight(int(maxH * pm.devicePixelRatio()), Qt::SmoothTransformation);
            scaled.setDevicePixelRatio(pm.devicePixelRatio());
        }
        m_image->setPixmap(scaled);
    }
    m_image->setAccessibleName(tr("Picture of %1").arg(m_services.details->name()));
    emit busyChanged();
}

void ArticleDetailsPane::updateState()
{
    if (!m_content) {
        emit busyChanged();
        return;
    }
    models::ArticleDetails *details = m_services.details;
    const State state = details->state();
    if (state == State::Loading)
        m_spinner->start();
    else
        m_spinner->stop();
    if (state == State::Error) {
        const QString id = details->variantId();
        m_banner->showMessage(Banner::Kind::Error,
                              tr("Current prices could not be loaded: %1").arg(details->errorString()), tr("Retry"),
                              [this, id] { m_services.details->load(id); });
    } else {
        m_banner->clear();
    }
    emit busyChanged();
}

void ArticleDetailsPane::rebuildBundles()
{
    if (!m_content)
        return; // built with the article's content
    // Keep add states of the same bundles across a refresh of the same article.
    QHash<QString, std::pair<BundleRow::Status, QString>> kept;
    for (BundleRow *row : std::as_const(m_rows)) {
        kept.insert(row->bundleId(), {row->status(), row->statusText()});
        row->deleteLater();
        row->hide();
    }
    m_rows.clear();
    models::BundlesModel *bundles = m_services.details->bundles();
    QWidget *previous = nullptr;
    for (int i = 0; i < bundles->rowCount(); ++i) {
        auto *row = new BundleRow(bundles, i, m_services.prices, m_content);
        row->setOffline(OfflineAdds::isOffline(m_services.offline));
        connect(row, &BundleRow::addRequested, this, &ArticleDetailsPane::add);
        m_bundleLayout->addWidget(row);
        if (const auto word = m_adds.word(row->bundleId()))
            row->setStatus(addStatus(word->kind), word->text);
        else if (auto it = kept.constFind(row->bundleId()); it != kept.cend())
            row->setStatus(it->first, it->second);
        if (previous)
            setTabOrder(previous, row->quantityEdit());
        setTabOrder(row->quantityEdit(), row->addButton());
        previous = row->addButton();
        m_rows << row;
    }
    m_depositNote->setVisible(!m_rows.isEmpty());
    showDeposits();
}

void ArticleDetailsPane::showDeposits()
{
    // The deposit per pack where the basket shows one for the pack (the catalogue has none).
    if (!m_basketHoldings) {
        m_basketHoldings = new models::BasketQuantities(this);
        m_basketHoldings->setBasket(m_services.basket);
        connect(m_basketHoldings, &models::BasketQuantities::changed, this, &ArticleDetailsPane::showDeposits);
    }
    const models::BasketHoldings &held = m_basketHoldings->holdings();
    for (BundleRow *row : std::as_const(m_rows)) {
        const auto it = held.constFind(row->bundleId());
        row->setDeposit(it == held.cend() ? std::nullopt : it->depositPerUnit());
    }
}

void ArticleDetailsPane::updatePrices()
{
    for (BundleRow *row : std::as_const(m_rows))
        row->refresh();
}

void ArticleDetailsPane::add(BundleRow *row)
{
    if (!m_services.basket || m_asking)
        return;
    const auto qty = row->quantity();
    if (!qty) {
        row->setStatus(BundleRow::Status::Error, row->quantityEdit()->problem());
        row->quantityEdit()->setFocus();
        return;
    }
    const QString bundleId = row->bundleId();
    const bool weight = row->isWeight();
    LargeAddGuard::Line line{m_services.details->name(), *qty, weight, row->total(true),
                             row->total(!(m_services.prices && m_services.prices->showsNet()))};
    if (!weight && !row->title().isEmpty())
        line.name = tr("%1 (%2)").arg(line.name, row->title());
    if (!LargeAddGuard::isLarge(m_services.preferences->current(), line)) {
        send(bundleId, *qty, weight);
        return;
    }
    m_asking = true;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    LargeAddGuard::ask(this, LargeAddGuard::question(locale, {line}), [this, bundleId, amount = *qty, weight](bool add) {
        m_asking = false;
        if (add) {
            send(bundleId, amount, weight);
            return;
        }
        for (BundleRow *r : std::as_const(m_rows))
            if (r->bundleId() == bundleId)
                r->quantityEdit()->setFocus(); // back to the field, to correct the quantity
    });
}

void ArticleDetailsPane::send(const QString &bundleId, values::Decimal quantity, bool weight)
{
    const quint64 ticket = m_services.basket->addToBasket(bundleId, quantity);
    m_adds.started(ticket, bundleId,
                   m_services.prices ? m_services.prices->formatQuantity(quantity, weight) : quantity.toLocaleString(QLocale()));
    showWord(bundleId);
    emit busyChanged();
}

void ArticleDetailsPane::showWord(const QString &bundleId)
{
    const std::optional<models::AddResultText> word = m_adds.word(bundleId);
    if (!word)
        return;
    // The row may have been rebuilt or belong to another article by now: find it by bundle id.
    for (BundleRow *row : std::as_const(m_rows))
        if (row->bundleId() == bundleId)
            row->setStatus(addStatus(word->kind), word->text);
}

void ArticleDetailsPane::onAddState(quint64 ticket, values::AddState state, const QString &message)
{
    // Late verdicts too (an add not known that arrived after all): the row follows every one.
    const std::optional<models::PackAddWords::Change> change = m_adds.update(ticket, state, message);
    if (!change)
        return;
    showWord(change->bundleId);
    // The status line says every verdict (a late one replaces the "not known" it said before);
    // the pane is idle again after the first.
    if (change->result.final)
        emit addFinished(change->result.added, change->result.text);
    if (change->firstFinal)
        emit busyChanged();
}

bool ArticleDetailsPane::isBusy() const
{
    models::ArticleDetails *details = m_services.details;
    if (!details->hasArticle())
        return false;
    if (details->state() == State::Loading || m_adds.activeCount() > 0)
        return true;
    return VisibleImages::pending(m_services.images, details->imageUrl());
}

void ArticleDetailsPane::focusQuantity()
{
    if (!m_rows.isEmpty()) {
        m_rows.first()->quantityEdit()->setFocus(Qt::ShortcutFocusReason);
        m_rows.first()->quantityEdit()->selectAll();
    }
}

int ArticleDetailsPane::bundleRowCount() const
{
    return int(m_rows.size());
}

BundleRow *ArticleDetailsPane::bundleRow(int row) const
{
    return m_rows.value(row);
}

} // namespace webshop::ui
