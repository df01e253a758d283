#pragma once

// The window's chrome: the toolbar (page tabs, search field, delivery address, Net | Gross,
// basket button, account menu) and the status bar, kept in step with the session, the basket
// and the price mode, and the window's title. What the buyer does in the toolbar goes to the
// pages (PageStack) or the session.

#include "ui/Services.h"

#include <QObject>

class QComboBox;
class QLineEdit;
class QMainWindow;

namespace webshop::ui {

class ConnectionStatus;
class MainToolBar;
class PageStack;
class PriceModeSwitch;
class WindowMenus;

class WindowChrome : public QObject
{
    Q_OBJECT
public:
    WindowChrome(const Services &services, QMainWindow *window, PageStack *pages, WindowMenus *menus);
    ~WindowChrome() override;

    QLineEdit *searchField() const;
    QComboBox *addressBox() const;
    PriceModeSwitch *priceSwitch() const;
    // The status bar's short result ("Added …", "Saved …").
    void showResult(bool ok, const QString &text);

signals:
    void sessionShown(); // the session's state is on screen anew (busy may have changed)

private:
    void createToolBar(WindowMenus *menus);
    void connectPrices();
    void connectSession();
    void updateSessionViews();
    void updateBasketBadge();

    Services m_services;
    QMainWindow *m_window;
    PageStack *m_pages;
    MainToolBar *m_toolbar = nullptr;
    ConnectionStatus *m_status = nullptr;
};

} // namespace webshop::ui
