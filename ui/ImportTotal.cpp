#include "ui/ImportTotal.h"

#include "app/control/ImportController.h"
#include "app/control/ImportPreviewModel.h"
#include "models/PriceDisplay.h"
#include "ui/GraphLinks.h"
#include "ui/Theme.h"

namespace webshop::ui {

ImportTotal::ImportTotal(control::ImportController *controller, control::ImportPreviewModel *model,
                         models::PriceDisplay *prices, QWidget *parent)
    : QLabel(parent)
    , m_controller(controller)
    , m_model(model)
    , m_prices(prices)
{
    setObjectName(QStringLiteral("importTotal"));
    setFont(Theme::semibold(font()));
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (m_prices)
        connect(m_prices, &models::PriceDisplay::modeChanged, this, &ImportTotal::showTotal);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ImportTotal::showTotal);
}

ImportTotal::~ImportTotal()
{
    cutLinks(this, {m_prices}); // before the members go (GraphLinks.h)
}

void ImportTotal::showTotal()
{
    const bool shown = m_controller->state() != control::ImportController::State::Added;
    const QString text = shown ? m_model->readyTotalText() : QString();
    setText(text);
    setVisible(!text.isEmpty());
    setToolTip(m_model->readyTotals().estimate
                   ? tr("≈: without the deposit of packs that are not in your basket yet: the shop states a "
                        "pack's deposit in the basket only.")
                   : QString());
}

} // namespace webshop::ui
