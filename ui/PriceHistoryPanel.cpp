#include "ui/PriceHistoryPanel.h"

#include "app/control/PriceHistory.h"
#include "models/ArticleDetails.h"
#include "models/BundlesModel.h"
#include "models/PriceDisplay.h"
#include "models/PriceMemory.h"
#include "ui/GraphLinks.h"
#include "ui/PriceChart.h"
#include "ui/Theme.h"

#include <QLabel>
#include <QVBoxLayout>

namespace webshop::ui {

PriceHistoryPanel::PriceHistoryPanel(const Services &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("priceHistory"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(Theme::unit / 2);
    auto *title = new QLabel(tr("Price history · last %1 days").arg(locale().toString(kDays)), this);
    title->setFont(Theme::semibold(Theme::small(font())));
    Theme::setMuted(title);
    v->addWidget(title);
    m_rows = new QVBoxLayout;
    m_rows->setSpacing(Theme::unit / 2);
    v->addLayout(m_rows);

    m_refresh.setSingleShot(true);
    m_refresh.setInterval(30);
    connect(&m_refresh, &QTimer::timeout, this, &PriceHistoryPanel::refresh);
    if (!m_services.priceHistory || !m_services.details) {
        hide();
        return;
    }
    models::ArticleDetails *details = m_services.details;
    connect(details, &models::ArticleDetails::articleChanged, this, &PriceHistoryPanel::scheduleRefresh);
    connect(details->bundles(), &QAbstractItemModel::modelReset, this, &PriceHistoryPanel::scheduleRefresh);
    connect(m_services.priceHistory, &control::PriceHistory::historyChanged, this, &PriceHistoryPanel::scheduleRefresh);
    connect(m_services.priceHistory, &control::PriceHistory::forgotten, this, &PriceHistoryPanel::scheduleRefresh);
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, this, &PriceHistoryPanel::scheduleRefresh);
}

PriceHistoryPanel::~PriceHistoryPanel()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void PriceHistoryPanel::rebuild(const QStringList &bundleIds)
{
    qDeleteAll(m_captions);
    qDeleteAll(m_charts);
    m_captions.clear();
    m_charts.clear();
    m_bundleIds = bundleIds;
    for (int i = 0; i < bundleIds.size(); ++i) {
        auto *caption = new QLabel(this);
        caption->setFont(Theme::small(font()));
        auto *chart = new PriceChart(this);
        m_rows->addWidget(caption);
        m_rows->addWidget(chart);
        m_captions << caption;
        m_charts << chart;
    }
}

void PriceHistoryPanel::refresh()
{
    if (!m_services.priceHistory)
        return;
    const values::Article &article = m_services.details->article();
    QList<const values::Bundle *> bundles;
    QStringList ids;
    for (const values::Bundle &b : article.bundles) {
        if (b.bundleId.isEmpty() || !b.price.isKnown())
            continue;
        bundles << &b;
        ids << b.bundleId;
    }
    if (ids != m_bundleIds)
        rebuild(ids);
    setVisible(!ids.isEmpty() && m_services.priceHistory->isOpen());
    const bool net = m_services.prices && m_services.prices->showsNet();
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    for (int i = 0; i < bundles.size(); ++i) {
        const values::Bundle &bundle = *bundles.at(i);
        QList<PriceChart::Point> points;
        QString currency = bundle.price.currency;
        for (const control::HistoryPoint &p : m_services.priceHistory->history(bundle.bundleId, kDays)) {
            if (const std::optional<values::Decimal> amount = net ? p.net : p.gross) {
                points.append({p.day, *amount});
                currency = p.currency;
            }
        }
        const QString pack = bundle.description.isEmpty() ? bundle.bundleId : bundle.description;
        m_captions.at(i)->setText(pack);
        m_charts.at(i)->setPoints(points, currency, locale, kDays);
        m_charts.at(i)->setAccessibleName(tr("Price history of %1").arg(pack));
    }
    markShown();
}

void PriceHistoryPanel::markShown() const
{
    // The pane shows every pack's price: the buyer has seen them.
    if (!m_services.priceMemory || !isVisibleTo(window()) || !window()->isVisible())
        return;
    for (const values::Bundle &b : m_services.details->article().bundles)
        m_services.priceMemory->markShown(b.bundleId, models::SeenPrice::of(&b));
}

void PriceHistoryPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    scheduleRefresh();
}

} // namespace webshop::ui
