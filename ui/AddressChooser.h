#pragma once

// The choice of a delivery address (which fixes the store): one two-line row per address,
// Enter or Continue takes the selected one. Used by the sign-in dialog's second step.

#include "app/values/Types.h"

#include <QWidget>

class QListWidget;
class QPushButton;

namespace webshop::ui {

class Banner;

class AddressChooser : public QWidget
{
    Q_OBJECT
public:
    explicit AddressChooser(QWidget *parent = nullptr);

    // The customer's addresses; current (-1: none) is selected, else the first.
    void setAddresses(const QList<values::DeliveryAddress> &addresses, int current);
    Banner *banner() const { return m_banner; }
    QPushButton *continueButton() const { return m_continue; }
    void focusList();
    // "Street 1\n12345 City · DE": what a buyer recognises an address by.
    static QString label(const values::DeliveryAddress &address);

signals:
    void chosen(int addressIndex);
    void otherUserRequested();

private:
    void choose();

    Banner *m_banner = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_continue = nullptr;
};

} // namespace webshop::ui
