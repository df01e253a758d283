#pragma once

// The foot of the order guide page: how many lines are counted, what the order costs (deposit
// included) against the minimum order value, "Clear Counts" and "Order N lines" (the page
// orders; off while offline or while an order is being sent).

#include "ui/Services.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace webshop::models { class GuideModel; }

namespace webshop::ui {

class GuideFooter : public QWidget
{
    Q_OBJECT
public:
    GuideFooter(models::GuideModel *model, const Services &services, QWidget *parent);

    QLabel *totalLabel() const { return m_total; }
    QPushButton *orderButton() const { return m_order; }
    // The counts, the total and the buttons again; `sending`: an order is on its way (its adds not all answered).
    void showOrder(bool sending);

signals:
    void orderClicked();

private:
    QString totalText(int orderLines) const;

    models::GuideModel *m_model;
    Services m_services;
    QLabel *m_total = nullptr;
    QPushButton *m_clear = nullptr;
    QPushButton *m_order = nullptr;
};

} // namespace webshop::ui
