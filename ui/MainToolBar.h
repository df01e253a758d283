#pragma once

// The main window's toolbar: brand, page buttons, the search field, the delivery address,
// the Net | Gross switch, the basket button and the account menu. It shows what it is told
// and reports what the buyer does; the window decides what follows.

#include "app/values/Types.h"

#include <QToolBar>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace webshop::ui {

class BasketButton;
class PriceModeSwitch;

class MainToolBar : public QToolBar
{
    Q_OBJECT
public:
    // A page's tab: its action (checked while the page shows), object name and words.
    struct Tab
    {
        QAction *action = nullptr;
        QString objectName;
        QString text;
    };
    struct Actions
    {
        QList<Tab> tabs;
        QAction *basketPage = nullptr; // the basket button's page
        QAction *preferences = nullptr;
        QAction *switchUser = nullptr;
        QAction *logout = nullptr;
    };
    MainToolBar(const Actions &actions, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return m_searchField; }
    QComboBox *addressBox() const { return m_address; }
    PriceModeSwitch *priceSwitch() const { return m_priceSwitch; }
    BasketButton *basketButton() const { return m_basketButton; }

    // The customer's delivery addresses (empty: hidden) and the chosen one (-1: none).
    void setAddresses(const QList<values::DeliveryAddress> &addresses, int current);
    // The account button: the customer's name, or "Sign in".
    void setAccount(const QString &customerName);
    // The basket button: line count, busy marker, the total (empty: just "Basket").
    void setBasket(int lines, bool busy, const QString &total);

protected:
    void resizeEvent(QResizeEvent *event) override;

signals:
    void searchEdited(const QString &text);
    void searchSubmitted(const QString &text);
    void searchDownPressed(); // Down in the search field: into the results
    void addressChosen(int addressIndex);
    void basketClicked();

private:
    void addBrand();
    void addPageButtons(const Actions &actions);
    void addSearchField();
    void addAddressBox();
    void addPriceSwitch();
    void addBasketButton(QAction *basketPage);
    void addAccountButton(const Actions &actions);
    void updateAccountText();
    void fitWidth();
    // Narrow windows: icons without words where the words can go.
    void setCompact(bool compact);

    QAction *m_brandAction = nullptr;
    QList<QToolButton *> m_navButtons;
    QLineEdit *m_searchField = nullptr;
    QWidget *m_searchBox = nullptr; // the search field with its margins
    QComboBox *m_address = nullptr;
    PriceModeSwitch *m_priceSwitch = nullptr;
    BasketButton *m_basketButton = nullptr;
    QToolButton *m_userButton = nullptr;
    QString m_account; // the customer's name, or "Sign in"
    int m_accountRoom = 200;
    bool m_compact = false;
};

} // namespace webshop::ui
