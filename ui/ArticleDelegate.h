#pragma once

// Paints a search result as a card (grid) or a row (list): thumbnail, name, pack sizes,
// the price in the chosen mode (big) with the other one small, and badges ("kg",
// "price unknown"). Reads everything from SearchResultsModel roles.

#include <QStyledItemDelegate>

namespace webshop::models { class ImageCache; class PriceDisplay; class PriceMemory; }

namespace webshop::ui {

class ArticleDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    enum class Layout { Grid, List };

    explicit ArticleDelegate(models::PriceDisplay *prices, QObject *parent = nullptr);

    // Thumbnails still loading are drawn as a skeleton block (needs the cache to tell).
    void setImageCache(models::ImageCache *images) { m_images = images; }
    // Price change badges ("▲ +0,40 €"); a painted price counts as seen by the buyer.
    void setPriceMemory(models::PriceMemory *memory) { m_memory = memory; }
    void setLayout(Layout layout) { m_layout = layout; }
    Layout layout() const { return m_layout; }
    // The cell size in grid mode (the card is inset by `gap` inside it).
    void setCardSize(const QSize &size) { m_cardSize = size; }
    QSize cardSize() const { return m_cardSize; }
    static constexpr int gap = 8;
    static QSize minimumCardSize(const QFont &font);
    static int listRowHeight(const QFont &font);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

    // A loading placeholder in the same geometry as a real item.
    static void paintSkeleton(QPainter *painter, const QRect &rect, Layout layout, const QFont &font);

private:
    void paintCard(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintRow(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    // The pack and how many there are; only the pack where both do not fit in `width`.
    QString packText(const QModelIndex &index, const QFontMetrics &fm, int width) const;

    models::PriceDisplay *m_prices = nullptr;
    models::ImageCache *m_images = nullptr;
    models::PriceMemory *m_memory = nullptr;
    bool isLoading(const QModelIndex &index) const;
    Layout m_layout = Layout::Grid;
    QSize m_cardSize{232, 316};
};

} // namespace webshop::ui
