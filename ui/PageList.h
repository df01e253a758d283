#pragma once

// The window's pages, in the order of the View menu and of Ctrl+1, Ctrl+2, …: the one list a
// new page is added to (README "Adding a page").

#include "ui/Services.h"

#include <QString>
#include <functional>
#include <vector>

struct QMetaObject;
class QWidget;

namespace webshop::ui {

class Page;

struct PageInfo
{
    QString name;            // --show NAME
    const char *menuText;    // View menu (translated in the context "webshop::ui::PageList")
    const char *tabText;     // the toolbar's tab; nullptr: none (the basket has its own button)
    QString icon;            // resources/icons/<icon>.svg
    const QMetaObject *type; // the page's class, for MainWindow::page<T>()
    std::function<Page *(const Services &services, QWidget *parent)> make;

    QString menuTitle() const;
    QString tabTitle() const;
};

const std::vector<PageInfo> &pageList();
// The names --show accepts for pages, in the list's order.
QStringList pageNames();

} // namespace webshop::ui
