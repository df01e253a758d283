#pragma once

// What the import preview lists: every line, only the lines that need the buyer, or one group
// of the summary bar. The counts of the file and of the preview never depend on it.

#include "app/control/ImportTypes.h"

#include <QSortFilterProxyModel>
#include <optional>

namespace webshop::control {

class ImportFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Filter { All, Problems, Group };

    explicit ImportFilterModel(QObject *parent = nullptr);

    void showAll();
    void showProblems();
    void showGroup(ImportGroup group);
    Filter filter() const { return m_filter; }
    ImportGroup group() const { return m_group; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void setFilter(Filter filter, ImportGroup group);

    Filter m_filter = Filter::All;
    ImportGroup m_group = ImportGroup::Ready;
};

} // namespace webshop::control
