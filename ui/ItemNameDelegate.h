#pragma once

// The first column of the basket and list tables: thumbnail, name (semibold) and a small
// second line (pack, "checking basket…").

#include "ui/AddStatus.h"

#include <QStyledItemDelegate>

#include <functional>
#include <utility>

class QTableView;

namespace webshop::models { class ImageCache; }

namespace webshop::ui {

class ItemNameDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ItemNameDelegate(QObject *parent = nullptr);

    void setImageCache(models::ImageCache *images) { m_images = images; }
    void setImageUrlRole(int role) { m_imageUrlRole = role; }
    // A role whose string is shown under the name (0: none).
    void setSecondaryRole(int role) { m_secondaryRole = role; }
    // An int role (models::BasketModel::Pending): 1, the second line says "Checking basket…" in
    // the accent colour; 2, that an add of this pack is not confirmed, in the warning colour.
    void setPendingRole(int role) { m_pendingRole = role; }
    // A bool role: when true a "kg" badge follows the name.
    void setWeightRole(int role) { m_weightRole = role; }
    // A bool role: false while the name is unknown (the id is shown, muted, as "Article no.").
    void setResolvedRole(int role) { m_resolvedRole = role; }
    // How many lines the name may take when no second line is shown (default 1).
    void setNameLines(int lines) { m_nameLines = lines; }
    // A per-row status line that replaces the second line (e.g. the result of an add).
    using StatusKind = AddStatus;
    struct Status
    {
        StatusKind kind = StatusKind::None;
        QString text;
    };
    void setStatusProvider(std::function<Status(const QModelIndex &)> provider) { m_status = std::move(provider); }
    static constexpr int thumbSize = 40;
    static int rowHeight(const QFont &font);
    // The shared look of a table of article lines (basket, list items): whole-row selection,
    // no grid, no editing, rows as high as this delegate paints, `nameColumn` stretched.
    static void setUpLinesTable(QTableView *table, int nameColumn, int minimumSectionSize);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void paintBackground(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    // The thumbnail at the left of `r`, centred in its height (a skeleton while the picture
    // loads); returns where it went.
    QRect paintThumbnail(QPainter *p, const QRect &r, const QModelIndex &index) const;
    // The second line's text and colour: the pack, "Checking basket…" while an add is being
    // checked, or the row's status.
    static std::pair<QString, QColor> secondLine(const QString &secondary, int pending, const Status &status,
                                                 bool selected, const QPalette &pal);

    // The name in at most `maxLines` lines `width` wide, the last one `lastWidth` (room for a badge).
    static QStringList nameLines(const QString &name, const QFont &font, int width, int lastWidth, int maxLines,
                                 const QWidget *where);

    models::ImageCache *m_images = nullptr;
    int m_nameLines = 1;
    int m_imageUrlRole = 0;
    int m_secondaryRole = 0;
    int m_pendingRole = 0;
    int m_weightRole = 0;
    int m_resolvedRole = 0;
    std::function<Status(const QModelIndex &)> m_status;
};

} // namespace webshop::ui
