#include "ui/ImportRowMenu.h"

#include "app/control/ImportController.h"
#include "app/control/ImportPreviewModel.h"

#include <QAction>
#include <QTableView>

namespace webshop::ui {

using control::ImportStatus;

ImportRowMenu::ImportRowMenu(control::ImportController *controller, QWidget *parent)
    : QMenu(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("importRowMenu"));
    setAttribute(Qt::WA_DeleteOnClose);
}

bool ImportRowMenu::offered(const control::ImportController *controller, int row)
{
    if (row < 0 || controller->state() != control::ImportController::State::Checked)
        return false;
    const control::ImportRow &r = controller->row(row);
    return !r.choices.isEmpty() || r.status == ImportStatus::Duplicate;
}

ImportRowMenu *ImportRowMenu::open(control::ImportController *controller, int row, QTableView *table, QWidget *parent)
{
    auto *menu = new ImportRowMenu(controller, parent);
    if (controller->row(row).status == ImportStatus::Duplicate)
        menu->fillDuplicate(row);
    else
        menu->fillChoices(row);
    const QModelIndex at = table->currentIndex().siblingAtColumn(control::ImportPreviewModel::ArticleColumn);
    const QRect cell = table->visualRect(at);
    menu->popup(table->viewport()->mapToGlobal(cell.bottomLeft()));
    // The first thing to pick is active, so Enter takes it and the arrows move from there.
    for (QAction *a : menu->actions())
        if (!a->isSeparator() && a->isEnabled()) {
            menu->setActiveAction(a);
            break;
        }
    return menu;
}

void ImportRowMenu::fillChoices(int row)
{
    const control::ImportRow &r = m_controller->row(row);
    addSection(r.status == ImportStatus::Choose ? tr("Choose the article for line %1").arg(r.line)
                                                : tr("Another article for line %1").arg(r.line));
    if (r.status != ImportStatus::Choose && !r.article.isEmpty()) {
        QAction *current = addAction(r.pack.isEmpty() ? r.article : tr("%1 (%2)").arg(r.article, r.pack));
        current->setCheckable(true);
        current->setChecked(true);
        current->setEnabled(false);
    }
    for (int i = 0; i < r.choices.size(); ++i) {
        QAction *a = addAction(r.choices.at(i).text);
        connect(a, &QAction::triggered, this, [this, row, i] { m_controller->choose(row, i); });
    }
}

void ImportRowMenu::fillDuplicate(int row)
{
    const control::ImportRow &r = m_controller->row(row);
    addSection(tr("Line %1 orders the same pack as line %2").arg(r.line).arg(r.duplicateOf));
    QAction *merge = addAction(tr("&Merge into line %1 (quantities added up)").arg(r.duplicateOf));
    connect(merge, &QAction::triggered, this, [this, row] { m_controller->resolveDuplicate(row, true); });
    QAction *keep = addAction(tr("&Keep as a line of its own"));
    connect(keep, &QAction::triggered, this, [this, row] { m_controller->resolveDuplicate(row, false); });
    if (m_controller->count(ImportStatus::Duplicate) > 1) {
        addSeparator();
        addAction(tr("Merge &All Duplicates"), this, [this] { m_controller->resolveAllDuplicates(true); });
        addAction(tr("Keep All &Duplicates"), this, [this] { m_controller->resolveAllDuplicates(false); });
    }
}

} // namespace webshop::ui
