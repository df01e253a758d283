// The walking order of a guide: a line moved by key (Alt+Up/Down in ui::GuideTable) or by a
// drag within the table (one line at a time; the model moves it itself, so the view removes
// nothing after the drop).

#include "models/GuideModel.h"

#include <QMimeData>

namespace webshop::models {

namespace {
const QString kMime = QStringLiteral("application/x-webshop-guide-rows");
} // namespace

bool GuideModel::moveLine(int from, int to)
{
    if (from < 0 || from >= m_rows.size() || to < 0 || to >= m_rows.size() || from == to)
        return false;
    // Qt's destination is the row before which the moved one lands.
    if (!beginMoveRows({}, from, from, {}, to > from ? to + 1 : to))
        return false;
    m_rows.move(from, to);
    endMoveRows();
    emit guideEdited();
    return true;
}

QStringList GuideModel::mimeTypes() const
{
    return {kMime};
}

QMimeData *GuideModel::mimeData(const QModelIndexList &indexes) const
{
    QList<int> rows;
    for (const QModelIndex &i : indexes)
        if (i.isValid() && !rows.contains(i.row()))
            rows << i.row();
    if (rows.size() != 1)
        return nullptr; // one line at a time
    auto *mime = new QMimeData;
    mime->setData(kMime, QByteArray::number(rows.first()));
    return mime;
}

bool GuideModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int, const QModelIndex &parent)
{
    if (!data || !data->hasFormat(kMime) || action != Qt::MoveAction)
        return false;
    bool ok = false;
    const int from = data->data(kMime).toInt(&ok);
    if (!ok || from < 0 || from >= m_rows.size())
        return false;
    int before = row >= 0 ? row : parent.isValid() ? parent.row() : int(m_rows.size());
    const int to = before > from ? before - 1 : before;
    moveLine(from, qBound(0, to, int(m_rows.size()) - 1));
    // Moved here: the view must not remove the dragged row as it would after a move elsewhere.
    return false;
}

} // namespace webshop::models
