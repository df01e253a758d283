#pragma once

// What the quick order grid shows of one line (QuickOrderLine): the text of each column, the
// tooltips, the line's status in words, the values of QuickOrderModel's roles, and the
// columns' headers, in the mode and locale of the model's PriceDisplay; prices, basket
// quantities and estimates are the model's. QuickOrderModel owns one and hands it the line a
// view asks about. Its texts are QuickOrderModel's (translation context "QuickOrderModel").

#include "models/QuickOrderLine.h"

#include <QVariant>

namespace webshop::models {

class QuickOrderModel;

class QuickOrderColumns
{
public:
    explicit QuickOrderColumns(const QuickOrderModel &model) : m_model(model) {}

    QString text(const QuickOrderLine &line, int column) const; // Qt::DisplayRole
    QVariant toolTip(const QuickOrderLine &line, int column) const;
    // The add's result, or why the line is not ready.
    QString statusText(const QuickOrderLine &line) const;
    QVariant roleData(const QuickOrderLine &line, int role) const; // QuickOrderModel::Role
    // A column's header (Qt::DisplayRole, Qt::TextAlignmentRole).
    QVariant header(int section, int role) const;

private:
    const QuickOrderModel &m_model;
};

} // namespace webshop::models
