#include "ui/GuideOrderQuestion.h"

#include "app/control/Preferences.h"
#include "app/control/PreferencesStore.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/BatchAddSummary.h"
#include "models/GuideModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/LargeAddGuard.h"

namespace webshop::ui {

namespace {

std::optional<values::Money> money(const std::optional<values::Decimal> &amount, const QString &currency)
{
    return amount ? std::optional(values::Money{*amount, currency}) : std::nullopt;
}

} // namespace

GuideOrderQuestion::GuideOrderQuestion(models::GuideModel *model, Banner *banner, const Services &services,
                                       QWidget *page)
    : QObject(page)
    , m_model(model)
    , m_banner(banner)
    , m_services(services)
    , m_page(page)
{
}

void GuideOrderQuestion::ask()
{
    if (m_asking)
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
            emit confirmed(rows);
            return;
        }
        LargeAddGuard::ask(m_page, LargeAddGuard::question(locale, large), [this, rows](bool add) {
            m_asking = false;
            if (add)
                emit confirmed(rows);
        });
        return;
    }
    const models::BatchAddSummary summary = models::BatchAddSummary::of(lines, models::readBasketHoldings(m_services.basket));
    BatchAddSummary::ask(m_page, summary, locale, [this, rows, ordinary](BatchAddSummary::Answer answer) {
        m_asking = false;
        if (answer == BatchAddSummary::Answer::Cancel) {
            m_banner->showMessage(Banner::Kind::Info, tr("Nothing was ordered."));
            return;
        }
        emit confirmed(answer == BatchAddSummary::Answer::Add ? rows : ordinary);
    });
}

} // namespace webshop::ui
