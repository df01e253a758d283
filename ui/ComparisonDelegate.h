#pragma once

// The cells of the store comparison: the article's name with its pack under it; a store's
// price right-aligned in tabular figures, the cheapest one on a soft accent background in the
// accent colour, words ("Not sold here", "Checking…") in grey; the totals row semibold.

#include <QStyledItemDelegate>

namespace webshop::ui {

class ComparisonDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    static int rowHeight(const QFont &font);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    void paintArticle(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace webshop::ui
