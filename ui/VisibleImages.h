#pragma once

// Whether the pictures a view shows right now are all there: a page is busy (for the progress
// line and the screenshot tool) while a visible row still waits for its thumbnail. Rows
// scrolled out of sight do not count: their pictures load when they are painted.

#include <QModelIndex>
#include <QPixmap>

#include <functional>

class QAbstractItemView;
class QUrl;

namespace webshop::models { class ImageCache; }

namespace webshop::ui {

class VisibleImages
{
public:
    // Not in memory yet and not failed: it is loading, or will be once painted.
    static bool pending(const models::ImageCache *images, const QUrl &url);
    // The row's picture (its DecorationRole) when it is really there; else a null pixmap, so
    // the painter draws the "no picture" mark, not the cache's grey stand-in (an article
    // without a picture, or one that could not be loaded, offline for one).
    static QPixmap picture(const models::ImageCache *images, const QUrl &url, const QPixmap &decoration);
    // True when a row of `view` inside its viewport has a pending picture under `imageRole`
    // in `column`, or `alsoBusy` says so for that row. False without an image cache.
    static bool loading(const QAbstractItemView *view, const models::ImageCache *images, int imageRole,
                        int column = 0, const std::function<bool(const QModelIndex &)> &alsoBusy = {});
};

} // namespace webshop::ui
