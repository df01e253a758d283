#pragma once

// The menu of an import preview line: another article for a line that several fit (or the
// runner-ups of a best match), merge or keep for a duplicate. Opened under the line's article
// cell (a click on the article or the result, Space, F4, Alt+Down or the menu key), the first
// thing to pick active: driven by the arrow keys and Enter. Deletes itself once closed.

#include <QMenu>

class QTableView;

namespace webshop::control { class ImportController; }

namespace webshop::ui {

class ImportRowMenu : public QMenu
{
    Q_OBJECT
public:
    // Whether the line has a menu: checked, with choices or a duplicate.
    static bool offered(const control::ImportController *controller, int row);
    // Opens the menu of the controller's row `row` (one that is offered).
    static ImportRowMenu *open(control::ImportController *controller, int row, QTableView *table, QWidget *parent);

private:
    ImportRowMenu(control::ImportController *controller, QWidget *parent);
    void fillChoices(int row);
    void fillDuplicate(int row);

    control::ImportController *m_controller;
};

} // namespace webshop::ui
