#include "app/control/ImportFilterModel.h"

#include "app/control/ImportPreviewModel.h"

namespace webshop::control {

ImportFilterModel::ImportFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A line that changes status (chosen, merged, added) leaves or joins the filtered list.
    setDynamicSortFilter(true);
}

void ImportFilterModel::showAll() { setFilter(Filter::All, ImportGroup::Ready); }
void ImportFilterModel::showProblems() { setFilter(Filter::Problems, ImportGroup::Ready); }
void ImportFilterModel::showGroup(ImportGroup group) { setFilter(Filter::Group, group); }

void ImportFilterModel::setFilter(Filter filter, ImportGroup group)
{
    if (m_filter == filter && m_group == group)
        return;
    m_filter = filter;
    m_group = group;
    invalidateFilter();
}

bool ImportFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_filter == Filter::All)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto status = ImportStatus(index.data(ImportPreviewModel::StatusRole).toInt());
    if (m_filter == Filter::Problems)
        return isProblem(status);
    return groupOf(status) == m_group;
}

} // namespace webshop::control
