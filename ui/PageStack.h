#pragma once

// The window's pages (PageList.cpp), stacked: each built when first shown or asked for, one
// checkable action per page (View menu, Ctrl+1 …, the toolbar's tabs), and what the window
// asks of the page on screen. It knows the pages only through the Page interface.

#include "ui/Page.h"
#include "ui/Services.h"

#include <QStackedWidget>

class QAction;

namespace webshop::ui {

class LazyPage;
struct PageInfo;

class PageStack : public QStackedWidget
{
    Q_OBJECT
public:
    explicit PageStack(const Services &services, QWidget *parent = nullptr);

    void showPage(int index);
    // False for a name that is no page.
    bool showPage(const QString &name);
    template<class T>
    void showPage() { showPage(indexOf(&T::staticMetaObject)); }
    template<class T>
    bool isShowing() const { return currentIndex() == indexOf(&T::staticMetaObject); }
    // The page, built now if it was not yet.
    template<class T>
    T *page() const { return static_cast<T *>(pageAt(indexOf(&T::staticMetaObject))); }
    // The page if it was built, else nullptr.
    template<class T>
    T *builtPage() const { return static_cast<T *>(builtPageAt(indexOf(&T::staticMetaObject))); }
    Page *current() const { return pageAt(currentIndex()); }
    QString currentName() const;

    // View menu entries: one per page, in the list's order, checked for the page on screen.
    const QList<QAction *> &actions() const { return m_actions; }
    QAction *actionOf(const QMetaObject *type) const { return m_actions.value(indexOf(type)); }

    // What the page on screen has to export or print (File → Export / Print).
    std::optional<models::OrderSheet> currentOrderSheet() const;
    // Compare Stores on the page on screen: its lines, else the basket's.
    Page::Comparison currentComparison() const;

signals:
    // The built pages' signals, handed on.
    void busyChanged();
    void addFinished(bool ok, const QString &message);
    void orderSheetChanged();
    void commandRequested(webshop::ui::WindowCommand command, const QVariant &argument);

private:
    int indexOf(const QMetaObject *type) const;
    Page *pageAt(int index) const;
    Page *builtPageAt(int index) const;
    void connectPage(Page *page);
    models::SheetHeader sheetHeader() const;

    Services m_services;
    QList<LazyPage *> m_holders;
    QList<QAction *> m_actions;
};

} // namespace webshop::ui
