#include "ui/VisibleImages.h"

#include "models/ImageCache.h"

#include <QAbstractItemView>
#include <QUrl>

namespace webshop::ui {

bool VisibleImages::pending(const models::ImageCache *images, const QUrl &url)
{
    return images && url.isValid() && !images->isCached(url) && !images->hasFailed(url);
}

QPixmap VisibleImages::picture(const models::ImageCache *images, const QUrl &url, const QPixmap &decoration)
{
    if (!images)
        return decoration;
    return url.isValid() && images->isCached(url) ? decoration : QPixmap();
}

namespace {

// Up to this many rows every row is looked at; above, the first visible row is found by
// halving (the results list holds up to 100,000 rows, and this runs on every busy check).
constexpr int kLinearRows = 1000;

// The first row whose rectangle reaches `top` or below. Rows are laid out in order (a list or
// a grid fills line by line), and rows not laid out yet come last, so halving finds it.
int firstRowReaching(const QAbstractItemView *view, const QAbstractItemModel *model, int column, int top)
{
    int lo = 0;
    int hi = model->rowCount();
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        const QRect r = view->visualRect(model->index(mid, column));
        if (r.isValid() && r.bottom() < top)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

} // namespace

bool VisibleImages::loading(const QAbstractItemView *view, const models::ImageCache *images, int imageRole, int column,
                            const std::function<bool(const QModelIndex &)> &alsoBusy)
{
    const QAbstractItemModel *model = view->model();
    if (!images || !model)
        return false;
    const QRect viewport = view->viewport()->rect();
    const int rows = model->rowCount();
    const bool halving = rows > kLinearRows;
    for (int row = halving ? firstRowReaching(view, model, column, viewport.top()) : 0; row < rows; ++row) {
        const QModelIndex idx = model->index(row, column);
        const QRect rect = view->visualRect(idx);
        if (halving && (!rect.isValid() || rect.top() > viewport.bottom()))
            break; // past the viewport, or not laid out yet
        if (!rect.intersects(viewport))
            continue;
        if ((alsoBusy && alsoBusy(idx)) || pending(images, idx.data(imageRole).toUrl()))
            return true;
    }
    return false;
}

} // namespace webshop::ui
