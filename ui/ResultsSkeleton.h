#pragma once

// Placeholder cards in the exact geometry of the search results while the first page loads.

#include "ui/ArticleDelegate.h"

#include <QWidget>

namespace webshop::ui {

class ResultsSkeleton : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsSkeleton(QWidget *parent);

    // Follows the results: the same layout and, in the grid, the same cell size.
    void setCardLayout(ArticleDelegate::Layout layout) { m_layout = layout; }
    void setCell(QSize cell) { m_cell = cell; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ArticleDelegate::Layout m_layout = ArticleDelegate::Layout::Grid;
    QSize m_cell;
};

} // namespace webshop::ui
