#pragma once

// The order total of the import preview's ready lines, deposit included where the basket shows
// it (ImportPreviewModel: the one arithmetic, app/values/LinePrice.h); "≈" with a tooltip saying
// why. Follows the lines and Net | Gross; hidden while there is none and once the lines are added.

#include <QLabel>

namespace webshop::control { class ImportController; class ImportPreviewModel; }
namespace webshop::models { class PriceDisplay; }

namespace webshop::ui {

class ImportTotal : public QLabel
{
    Q_OBJECT
public:
    ImportTotal(control::ImportController *controller, control::ImportPreviewModel *model,
                models::PriceDisplay *prices, QWidget *parent);
    ~ImportTotal() override;

    void showTotal();

private:
    control::ImportController *m_controller;
    control::ImportPreviewModel *m_model;
    models::PriceDisplay *m_prices;
};

} // namespace webshop::ui
