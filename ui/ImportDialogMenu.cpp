// The menu of a preview line: another article for a line that several fit (or the runner-ups
// of a best match), merge or keep for a duplicate. Opened by a click on the article or the
// result, by Space, F4, Alt+Down or the menu key; driven by the arrow keys and Enter.

#include "ui/ImportDialog.h"

#include "app/control/ImportController.h"
#include "app/control/ImportPreviewModel.h"

#include <QAction>
#include <QMenu>
#include <QTableView>

namespace webshop::ui {

using control::ImportStatus;

void ImportDialog::openRowMenu()
{
    const int row = currentSourceRow();
    if (row < 0 || m_controller->state() != control::ImportController::State::Checked)
        return;
    const control::ImportRow &r = m_controller->row(row);
    if (r.choices.isEmpty() && r.status != ImportStatus::Duplicate)
        return;
    if (m_menu)
        m_menu->close();
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("importRowMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (r.status == ImportStatus::Duplicate)
        fillDuplicateMenu(menu, row);
    else
        fillChoiceMenu(menu, row);
    m_menu = menu;
    const QModelIndex at = m_table->currentIndex().siblingAtColumn(control::ImportPreviewModel::ArticleColumn);
    const QRect cell = m_table->visualRect(at);
    menu->popup(m_table->viewport()->mapToGlobal(cell.bottomLeft()));
    // The first thing to pick is active, so Enter takes it and the arrows move from there.
    for (QAction *a : menu->actions())
        if (!a->isSeparator() && a->isEnabled()) {
            menu->setActiveAction(a);
            break;
        }
}

void ImportDialog::fillChoiceMenu(QMenu *menu, int row)
{
    const control::ImportRow &r = m_controller->row(row);
    menu->addSection(r.status == ImportStatus::Choose ? tr("Choose the article for line %1").arg(r.line)
                                                      : tr("Another article for line %1").arg(r.line));
    if (r.status != ImportStatus::Choose && !r.article.isEmpty()) {
        QAction *current = menu->addAction(r.pack.isEmpty() ? r.article : tr("%1 (%2)").arg(r.article, r.pack));
        current->setCheckable(true);
        current->setChecked(true);
        current->setEnabled(false);
    }
    for (int i = 0; i < r.choices.size(); ++i) {
        QAction *a = menu->addAction(r.choices.at(i).text);
        connect(a, &QAction::triggered, this, [this, row, i] { m_controller->choose(row, i); });
    }
}

void ImportDialog::fillDuplicateMenu(QMenu *menu, int row)
{
    const control::ImportRow &r = m_controller->row(row);
    menu->addSection(tr("Line %1 orders the same pack as line %2").arg(r.line).arg(r.duplicateOf));
    QAction *merge = menu->addAction(tr("&Merge into line %1 (quantities added up)").arg(r.duplicateOf));
    connect(merge, &QAction::triggered, this, [this, row] { m_controller->resolveDuplicate(row, true); });
    QAction *keep = menu->addAction(tr("&Keep as a line of its own"));
    connect(keep, &QAction::triggered, this, [this, row] { m_controller->resolveDuplicate(row, false); });
    if (m_controller->count(ImportStatus::Duplicate) > 1) {
        menu->addSeparator();
        menu->addAction(tr("Merge &All Duplicates"), this, [this] { m_controller->resolveAllDuplicates(true); });
        menu->addAction(tr("Keep All &Duplicates"), this, [this] { m_controller->resolveAllDuplicates(false); });
    }
}

} // namespace webshop::ui
