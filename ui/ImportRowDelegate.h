#pragma once

// How the import preview paints its rows: the result as a soft coloured pill (amber where the
// buyer chooses, red only for what cannot be added), and a drop-down mark on the article of a
// line whose other choices are one click away.

#include <QStyledItemDelegate>

namespace webshop::ui {

class ImportRowDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int kChevron = 16;

private:
    void paintResult(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace webshop::ui
