#pragma once

// A page of the main window: what the window asks of every page, and what a page may ask of
// the window. The pages are listed once, in PageList.cpp; the window hosts them (PageStack)
// and knows none of them by name. Adding a page: README "Adding a page".

#include "app/values/ComparisonLine.h"
#include "models/OrderSheet.h"

#include <QVariant>
#include <QWidget>
#include <optional>

namespace webshop::ui {

// What a page asks of the window, beyond itself.
enum class WindowCommand {
    ShowPage,      // argument: the page's name ("lists")
    FindArticles,  // the search field, focused
    ClearSearch,   // the search field and the results, emptied
    CompareStores, // Compare Stores with this page's lines (Page::comparison)
    OpenGuide,     // argument: the list id of the order guide to show
    ImportLines,   // argument: QByteArray, lines for the import preview
};

class Page : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // True while the page loads, shows a spinner or a skeleton, or misses a visible image: a
    // screenshot waits, and the window's progress line runs.
    virtual bool isBusy() const = 0;
    // The page is about to be shown: it may start what it needs (the lists, say).
    virtual void activated() {}
    // View → Refresh (F5) on this page. Default: nothing to read again.
    virtual void refresh() {}
    // File → Export / Print: the page's order lines under this header (the page sets its
    // title); nullopt where it shows none. Tell orderSheetChanged() when that may change.
    virtual std::optional<models::OrderSheet> orderSheet(models::SheetHeader header) const
    {
        Q_UNUSED(header);
        return std::nullopt;
    }
    // Compare Stores on this page: its lines and what they are ("The list “Bar”"). No lines:
    // the basket is compared.
    struct Comparison
    {
        values::ComparisonLines lines;
        QString what;
    };
    virtual Comparison comparison() const { return {}; }

signals:
    void busyChanged(bool busy);
    void addFinished(bool ok, const QString &message); // the status line's short result
    void orderSheetChanged();
    void commandRequested(webshop::ui::WindowCommand command, const QVariant &argument = {});
};

} // namespace webshop::ui
