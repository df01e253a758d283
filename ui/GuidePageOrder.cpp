// The guide's order: the footer (lines counted, the total against the minimum order, "Order N
// lines"), and the order itself: the lines whose count leaves them below par, each with what it orders
// (values::orderFor). Several lines are summed up first (ui/BatchAddSummary: Enter adds, Esc
// sends nothing), a single large line is asked about (LargeAddGuard); then every line goes once
// through the one add path (OrderGuideController::order → BasketAdds), and the guide counts as
// ordered once a line landed. The lines' prices and packs: giveModelSources.

#include "ui/GuidePage.h"

#include "app/control/PreferencesStore.h"

#include "app/control/OrderGuideController.h"
#include "app/control/Preferences.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/BatchAddSummary.h"
#include "models/GuideModel.h"
#include "models/ListItemsModel.h"
#include "models/ArticleCache.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/BusyTracker.h"
#include "ui/LargeAddGuard.h"
#include "ui/OfflineAdds.h"

#include <QLabel>
#include <QPushButton>

namespace webshop::ui {

namespace {

std::optional<values::Money> money(const std::optional<values::Decimal> &amount, const QString &currency)
{
    return amount ? std::optional(values::Money{*amount, currency}) : std::nullopt;
}

} // namespace

void GuidePage::updateFooter()
{
    const QList<int> rows = m_model->orderRows();
    const int n = int(rows.size());
    m_order->setText(n > 0 ? tr("Order %Ln line(s)", nullptr, n) : tr("Order"));
    OfflineAdds::apply(m_order, n > 0 && m_sending == 0, OfflineAdds::isOffline(m_services.offline));
    m_clear->setEnabled(m_model->countedRows() > 0);
    const values::LineTotals t = m_model->totals();
    const bool net = m_services.prices && m_services.prices->showsNet();
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    //: The guide's footer: "12 of 30 lines counted"
    QString text = tr("%1 of %Ln line(s) counted", nullptr, m_model->rowCount()).arg(locale.toString(m_model->countedRows()));
    if (n > 0) {
        const std::optional<values::Decimal> sum = t.amount(net);
        const QString money = sum ? m_services.prices->format(*sum, t.currency) : QString();
        if (sum)
            text += QStringLiteral(" \u00b7 ") + (t.estimate ? QStringLiteral("\u2248 ") : QString())
                + (net ? tr("%1 net incl. deposit").arg(money) : tr("%1 gross incl. deposit").arg(money));
        if (t.unknownLines > 0)
            text += QStringLiteral(" \u00b7 ") + tr("%Ln line(s) without a price", nullptr, t.unknownLines);
        const std::optional<values::Decimal> minimum = m_model->guide().schedule.minimumOrder;
        if (minimum && t.gross && t.grossComplete) {
            const QString min = m_services.prices->format(*minimum, t.currency);
            text += QStringLiteral(" \u00b7 ")
                + (*t.gross >= *minimum ? tr("minimum order %1 reached").arg(min)
                                        : tr("%1 short of the minimum order %2")
                                              .arg(m_services.prices->format(*minimum - *t.gross, t.currency), min));
        }
    }
    m_total->setText(text);
}

void GuidePage::orderCounted()
{
    if (m_asking || m_sending > 0 || !m_services.guides)
        return;
    const QList<int> rows = m_model->orderRows();
    if (rows.isEmpty()) {
        m_banner->showMessage(Banner::Kind::Info, tr("Nothing to order: count the lines first (a blank count orders nothing)."));
        return;
    }
    m_banner->clear();
    const control::Preferences &preferences = m_services.preferences->current();
    const bool net = m_services.prices && m_services.prices->showsNet();
    QList<models::BatchAddLine> lines;
    QList<LargeAddGuard::Line> large;
    QList<int> ordinary;
    for (int row : rows) {
        const values::AddIntent intent = m_model->intentAt(row);
        const values::LinePrice price = m_model->priceAt(row);
        QString name = intent.name;
        if (!intent.weight && !intent.pack.isEmpty())
            name = tr("%1 (%2)").arg(name, intent.pack);
        const LargeAddGuard::Line line{name, intent.amount, intent.weight, money(price.gross, price.currency),
                                       money(price.amount(net), price.currency)};
        const bool isLarge = LargeAddGuard::isLarge(preferences, line);
        if (isLarge)
            large << line;
        else
            ordinary << row;
        lines << models::BatchAddLine{intent, intent.weight, isLarge};
    }
    m_asking = true;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    if (rows.size() == 1) {
        if (large.isEmpty()) {
            m_asking = false;
            send(rows);
            return;
        }
        LargeAddGuard::ask(this, LargeAddGuard::question(locale, large), [this, rows](bool add) {
            m_asking = false;
            if (add)
                send(rows);
        });
        return;
    }
    const models::BatchAddSummary summary = models::BatchAddSummary::of(lines, models::readBasketHoldings(m_services.basket));
    BatchAddSummary::ask(this, summary, locale, [this, rows, ordinary](BatchAddSummary::Answer answer) {
        m_asking = false;
        if (answer == BatchAddSummary::Answer::Cancel) {
            m_banner->showMessage(Banner::Kind::Info, tr("Nothing was ordered."));
            return;
        }
        send(answer == BatchAddSummary::Answer::Add ? rows : ordinary);
    });
}

void GuidePage::send(const QList<int> &rows)
{
    if (rows.isEmpty())
        return;
    QList<values::AddIntent> intents;
    for (int row : rows)
        intents << m_model->intentAt(row);
    m_sending += int(intents.size());
    m_services.guides->order(m_listId, intents);
    // The counts are used: ordering again needs a new count (nothing is sent twice by mistake).
    for (int row : rows)
        m_model->setOnHand(row, std::nullopt);
    m_banner->showMessage(Banner::Kind::Info, tr("Ordering %Ln line(s)…", nullptr, int(intents.size())));
    updateFooter();
    m_busy->schedule();
}

void GuidePage::onOrderFinished(const QString &listId, int added, int failed)
{
    m_sending = 0;
    if (listId == m_listId) {
        if (failed == 0) {
            const QString text = tr("%Ln line(s) added to the basket.", nullptr, added);
            m_banner->showMessage(Banner::Kind::Success, text);
            emit addFinished(true, text);
        } else {
            const QString text = tr("%1 added, %2 not: see View → Added to Basket for each line's outcome.")
                                     .arg(QLocale().toString(added), QLocale().toString(failed));
            m_banner->showMessage(Banner::Kind::Warning, text);
            emit addFinished(false, text);
        }
        fillHistory();
    }
    updateReminder();
    updateFooter();
    m_busy->schedule();
}

void GuidePage::giveModelSources()
{
    m_model->setPriceSource([this](const QString &bundleId) -> std::optional<values::SellingPriceInfo> {
        const models::ListItemsModel *items = m_services.listItems;
        for (int row = 0; items && row < items->rowCount(); ++row)
            if (const values::Article *a = items->articleAt(row))
                if (const values::Bundle *b = a->bundle(bundleId))
                    return b->price;
        if (const values::Article *a = m_services.articles ? m_services.articles->articleForBundle(bundleId) : nullptr)
            if (const values::Bundle *b = a->bundle(bundleId))
                return b->price;
        return std::nullopt;
    });
    m_model->setPackSource([this](const QString &variantId) -> QList<values::Bundle> {
        const models::ListItemsModel *items = m_services.listItems;
        for (int row = 0; items && row < items->rowCount(); ++row)
            if (const values::Article *a = items->articleAt(row); a && a->variantId == variantId)
                return a->bundles;
        return {};
    });
}

} // namespace webshop::ui
