// The order sheet of the page on screen, for File → Export / Print (OrderSheetActions): the
// basket, the personal list shown, or the quick order grid. A page that shows order lines adds a case here.

#include "ui/MainWindow.h"

#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/QuickOrderModel.h"
#include "app/control/QuickOrder.h"
#include "ui/Banner.h"
#include "ui/OrderSheetActions.h"
#include "ui/GuidePage.h"
#include "ui/LazyPage.h"

#include <QMenu>
#include <QStackedWidget>

namespace webshop::ui {

void MainWindow::createExportActions(QMenu *fileMenu)
{
    m_sheetActions = new OrderSheetActions([this] { return currentOrderSheet(); }, m_services.prices, this);
    m_sheetActions->addTo(fileMenu);
    connect(m_sheetActions, &OrderSheetActions::saved, this, [this](const QString &text) { showTransient(true, text); });
    connect(m_sheetActions, &OrderSheetActions::failed, this,
            [this](const QString &text) { m_banner->showMessage(Banner::Kind::Error, text); });
    connect(m_pages, &QStackedWidget::currentChanged, m_sheetActions, &OrderSheetActions::update);
    const auto update = [this] { m_sheetActions->updateSoon(); };
    connect(m_services.basket, &models::BasketModel::lineCountChanged, this, update);
    connect(m_services.listItems, &models::ListItemsModel::listChanged, this, update);
    connect(m_services.listItems, &models::ListItemsModel::stateChanged, this, update);
    connect(m_services.quickOrder->model(), &models::QuickOrderModel::totalsChanged, this, update);
}

models::SheetHeader MainWindow::sheetHeader(const QString &title) const
{
    const control::SessionController *session = m_services.session;
    models::SheetHeader header;
    header.title = title;
    const QString name = session->customerName();
    const QString number = session->customerId();
    // The name, the customer number under it (what the wholesaler files the order by).
    const QString numberText = number.isEmpty() ? QString() : tr("Customer no. %1").arg(number);
    header.customer = name.isEmpty() || numberText.isEmpty() ? name + numberText : QString(name + u'\n' + numberText);
    if (session->currentAddressIndex() >= 0) {
        const api::DeliveryAddress address = session->currentAddress();
        header.address = address.displayText();
        header.store = address.storeId;
    }
    header.date = QDate::currentDate();
    return header;
}

std::optional<models::OrderSheet> MainWindow::currentOrderSheet() const
{
    if (!m_services.session->isSignedIn())
        return std::nullopt;
    switch (currentPage()) {
    case Page::Basket: {
        const models::BasketModel &basket = *m_services.basket;
        if (basket.lineCount() == 0)
            return std::nullopt;
        return models::OrderSheet{sheetHeader(tr("Basket")), models::basketSheetLines(basket), models::basketSheetTotals(basket)};
    }
    case Page::Lists: {
        const models::ListItemsModel &list = *m_services.listItems;
        const QList<models::SheetLine> lines = models::listSheetLines(list);
        if (list.state() != models::ListItemsModel::State::Idle || lines.isEmpty())
            return std::nullopt;
        return models::makeOrderSheet(sheetHeader(list.name()), lines);
    }
    case Page::QuickOrder: {
        const QList<models::SheetLine> lines = models::quickOrderSheetLines(*m_services.quickOrder->model());
        if (lines.isEmpty())
            return std::nullopt;
        return models::makeOrderSheet(sheetHeader(tr("Quick order")), lines);
    }
    case Page::Guide:
        // The count sheet: the guide in walking order with a blank On hand column.
        if (m_guidePage->isBuilt())
            return guidePage()->countSheet(sheetHeader(guidePage()->listTitle()));
        break;
    case Page::Search: break;
    }
    return std::nullopt;
}

} // namespace webshop::ui
