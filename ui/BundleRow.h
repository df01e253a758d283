#pragma once

// One pack size in the details pane: description, long description, pack size, the three
// unit prices (the chosen one emphasised), quantity and "Add to basket", and the add's status.

#include "app/values/LinePrice.h"
#include "app/values/Types.h"
#include "ui/AddStatus.h"

#include <QFrame>
#include <optional>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace webshop::models { class BundlesModel; class PriceDisplay; }

namespace webshop::ui {

class QuantityEdit;
class Spinner;

class BundleRow : public QFrame
{
    Q_OBJECT
public:
    BundleRow(models::BundlesModel *model, int row, models::PriceDisplay *prices, QWidget *parent = nullptr);

    int row() const { return m_row; }
    QString bundleId() const { return m_bundleId; }
    bool isWeight() const { return m_weight; }
    QString title() const;
    QuantityEdit *quantityEdit() const { return m_quantity; }
    QPushButton *addButton() const { return m_add; }
    std::optional<values::Decimal> quantity() const;
    // The price of the typed quantity (net or gross) by the one arithmetic (LinePrice.h), the
    // deposit included where it is known; nullopt when the quantity is invalid or the shop gave
    // no price.
    std::optional<values::Money> total(bool gross) const;
    // The net deposit of one pack as the basket shows it (0: none); nullopt: not known (the
    // catalogue carries no deposit: only a basket line of the pack tells).
    void setDeposit(std::optional<values::Decimal> perPackNet);
    // What the add would send ("1,5 kg · 17,00 €" in the display mode), or why it cannot.
    QString previewText() const;

    // Re-reads texts and prices from the model.
    void refresh();

private:
    void refreshPrices(const QModelIndex &idx, bool weight, bool unknown);

public:

    using Status = AddStatus;
    void setStatus(Status status, const QString &text);
    Status status() const { return m_status; }
    // While offline the add button is off (Enter in the quantity still answers, refused).
    void setOffline(bool offline);
    QString statusText() const;

signals:
    void addRequested(webshop::ui::BundleRow *row);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void buildTitle(QVBoxLayout *v);
    void buildPrices(QVBoxLayout *v);
    void buildAddRow(QVBoxLayout *v);
    void buildStatusRow(QVBoxLayout *v);
    void updatePreview();
    void updateAddEnabled();
    values::LinePrice linePrice(values::Decimal quantity) const;

    models::BundlesModel *m_model;
    int m_row;
    models::PriceDisplay *m_prices;
    QString m_bundleId;
    bool m_weight = false;
    Status m_status = Status::None;
    bool m_offline = false;
    QLabel *m_title = nullptr;
    QLabel *m_badge = nullptr;
    QLabel *m_long = nullptr;
    QLabel *m_packSize = nullptr;
    QLabel *m_priceLabels[3] = {};
    QLabel *m_priceValues[3] = {};
    QLabel *m_perContent[3] = {}; // net and gross per kg or l (none under VAT)
    QLabel *m_unknown = nullptr;
    QLabel *m_deposit = nullptr;
    std::optional<values::Decimal> m_depositNet;
    QuantityEdit *m_quantity = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_preview = nullptr;
    Spinner *m_spinner = nullptr;
    QLabel *m_statusIcon = nullptr;
    QLabel *m_statusText = nullptr;
};

} // namespace webshop::ui
