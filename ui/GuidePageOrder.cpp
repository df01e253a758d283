// The guide's order: the footer (GuideFooter: lines counted, the total against the minimum order,
// "Order N lines"), and the order itself: the lines whose count leaves them below par, each with
// what it orders (values::orderFor), asked about first (GuideOrderQuestion: the batch summary or
// the large-add question); then every line goes once through the one add path
// (OrderGuideController::order → BasketAdds), and the guide counts as ordered once a line landed.

#include "ui/GuidePage.h"

#include "app/control/OrderGuideController.h"
#include "models/BasketModel.h"
#include "models/GuideModel.h"
#include "models/ListItemsModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/GuideFooter.h"
#include "ui/GuideOrderQuestion.h"

namespace webshop::ui {

void GuidePage::updateFooter()
{
    m_footer->showOrder(m_sending != 0);
}

void GuidePage::orderCounted()
{
    if (m_sending > 0 || !m_services.guides)
        return;
    m_question->ask(); // then send, when the buyer confirms
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

} // namespace webshop::ui
