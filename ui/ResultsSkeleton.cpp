#include "ui/ResultsSkeleton.h"

#include "ui/CataloguePage.h"

#include <QPainter>

namespace webshop::ui {

ResultsSkeleton::ResultsSkeleton(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsSkeleton"));
    setAccessibleName(CataloguePage::tr("Loading results"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
}

void ResultsSkeleton::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (m_layout == ArticleDelegate::Layout::Grid && m_cell.isValid()) {
        const int cols = qMax(1, (width() - 4) / m_cell.width());
        for (int y = 4; y < height(); y += m_cell.height())
            for (int c = 0; c < cols; ++c)
                ArticleDelegate::paintSkeleton(&p, QRect(QPoint(4 + c * m_cell.width(), y), m_cell), m_layout, font());
    } else {
        const int h = ArticleDelegate::listRowHeight(font()) + 4;
        for (int y = 4; y < height(); y += h)
            ArticleDelegate::paintSkeleton(&p, QRect(0, y, width() - 16, h), m_layout, font());
    }
}

} // namespace webshop::ui
