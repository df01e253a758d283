#include "ui/VisibleImages.h"

#include "models/ImageCache.h"

#include <QAbstractItemView>
#include <QUrl>

namespace webshop::ui {

bool VisibleImages::pending(const models::ImageCache *images, const QUrl &url)
{
    return images && url.isValid() && !images->isCached(url) && !images->hasFailed(url);
}

bool VisibleImages::loading(const QAbstractItemView *view, const models::ImageCache *images, int imageRole, int column,
                            const std::function<bool(const QModelIndex &)> &alsoBusy)
{
    const QAbstractItemModel *model = view->model();
    if (!images || !model)
        return false;
    const QRect viewport = view->viewport()->rect();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex idx = model->index(row, column);
        if (!view->visualRect(idx).intersects(viewport))
            continue;
        if ((alsoBusy && alsoBusy(idx)) || pending(images, idx.data(imageRole).toUrl()))
            return true;
    }
    return false;
}

} // namespace webshop::ui
