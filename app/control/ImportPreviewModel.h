#pragma once

// The rows of an import preview as a table: one row per line of the file (a line that a
// quoted line break continues stays with its first line), in file order, never filtered here.

#include "app/control/ImportTypes.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace webshop::control {

class ImportController;

class ImportPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { LineColumn, InputColumn, ResultColumn, ArticleColumn, PackColumn, QuantityColumn, NoteColumn, ColumnCount };
    enum Role {
        StatusRole = Qt::UserRole + 1, // int(ImportStatus)
        ProblemRole,                   // bool: the line needs the buyer
        HasChoicesRole,                // bool: other articles are one click away
    };

    explicit ImportPreviewModel(ImportController *controller, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The result column's words for a row ("Best match", "Same as line 4", …).
    static QString statusText(const ImportRow &row);

private:
    QPointer<ImportController> m_controller;
};

} // namespace webshop::control
