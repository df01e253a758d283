#include "ui/ItemNameDelegate.h"

#include "models/ImageCache.h"
#include "ui/Elision.h"
#include "ui/Painting.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QTableView>
#include <QTextLayout>

namespace webshop::ui {

ItemNameDelegate::ItemNameDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

int ItemNameDelegate::rowHeight(const QFont &font)
{
    const QFontMetrics bold(Theme::semibold(font));
    const QFontMetrics small(Theme::small(font));
    return qMax(thumbSize + 12, bold.lineSpacing() + small.lineSpacing() + 14);
}

QSize ItemNameDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setHeight(rowHeight(option.font));
    s.setWidth(qMax(s.width() + thumbSize + 24, 260));
    return s;
}

// Background and selection by the style (so focus and selection look like the rest of the row).
void ItemNameDelegate::paintBackground(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = QIcon();
    opt.features &= ~QStyleOptionViewItem::HasDecoration;
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, p, opt.widget);
}

QRect ItemNameDelegate::paintThumbnail(QPainter *p, const QRect &r, const QModelIndex &index) const
{
    const QRect thumb(r.left(), r.top() + (r.height() - thumbSize) / 2, thumbSize, thumbSize);
    const bool loading = m_imageUrlRole && VisibleImages::pending(m_images, index.data(m_imageUrlRole).toUrl());
    const QPixmap decoration = index.data(Qt::DecorationRole).value<QPixmap>();
    paint::thumbnail(p, thumb,
                     m_imageUrlRole ? VisibleImages::picture(m_images, index.data(m_imageUrlRole).toUrl(), decoration)
                                    : decoration,
                     loading);
    return thumb;
}

void ItemNameDelegate::paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    paintBackground(p, option, index);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    const QRect r = option.rect.adjusted(8, 0, -8, 0);
    const QRect thumb = paintThumbnail(p, r, index);

    const QFont bold = Theme::semibold(option.font);
    const QFont small = Theme::small(option.font);
    const QFontMetrics bfm(bold), sfm(small);
    const int left = thumb.right() + 1 + 12;
    const int right = r.right();
    const QString secondary = m_secondaryRole ? index.data(m_secondaryRole).toString() : QString();
    const int pending = m_pendingRole ? index.data(m_pendingRole).toInt() : 0;
    const Status status = m_status ? m_status(index) : Status{};
    const bool twoLines = !secondary.isEmpty() || pending || status.kind != StatusKind::None;

    QString name = index.data(Qt::DisplayRole).toString();
    const bool unresolved = m_resolvedRole && !index.data(m_resolvedRole).toBool();
    if (unresolved)
        name = tr("Article no. %1").arg(name);
    const bool weight = m_weightRole && index.data(m_weightRole).toBool();
    const QFont badgeFont = Theme::semibold(small);
    const QString kg = tr("kg", "weight article badge");
    const int badgeRoom = weight ? paint::badgeWidth(kg, badgeFont) + 8 : 0;
    // Without a second line the name may take two (the lists: the pack is in its own column).
    const QStringList lines = nameLines(name, bold, right - left + 1, right - left + 1 - badgeRoom,
                                        twoLines ? 1 : m_nameLines, option.widget);
    const int blockH = bfm.height() + int(lines.size() - 1) * bfm.lineSpacing() + (twoLines ? sfm.lineSpacing() : 0);
    int y = r.top() + (r.height() - blockH) / 2;
    p->save();
    p->setFont(bold);
    p->setPen(selected ? pal.color(QPalette::HighlightedText) : unresolved ? Theme::muted() : pal.color(QPalette::Text));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            y += bfm.lineSpacing();
        p->drawText(QRect(left, y, right - left + 1, bfm.height()), Qt::AlignLeft | Qt::AlignVCenter, lines.at(i));
    }
    if (weight)
        paint::badge(p, QPoint(left + bfm.horizontalAdvance(lines.constLast()) + 8,
                               y + (bfm.height() - paint::badgeHeight(badgeFont)) / 2),
                     kg, paint::BadgeKind::Amber, badgeFont);
    if (twoLines) {
        y += bfm.height();
        p->setFont(small);
        const auto [text, color] = secondLine(secondary, pending, status, selected, pal);
        p->setPen(color);
        p->drawText(QRect(left, y, r.right() - left + 1, sfm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                    elision::elide(sfm, text, Qt::ElideRight, r.right() - left + 1, option.widget));
    }
    p->restore();
}

QStringList ItemNameDelegate::nameLines(const QString &name, const QFont &font, int width, int lastWidth, int maxLines,
                                        const QWidget *where)
{
    const QFontMetrics fm(font);
    if (maxLines < 2 || fm.horizontalAdvance(name) <= lastWidth)
        return {elision::elide(fm, name, Qt::ElideRight, lastWidth, where)};
    // The first line as wide as the words that fit, the rest on the second (cut if need be).
    QTextLayout layout(name, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(width);
    const int length = line.textLength();
    layout.endLayout();
    return {name.left(length).trimmed(), elision::elide(fm, name.mid(length).trimmed(), Qt::ElideRight, lastWidth, where)};
}

std::pair<QString, QColor> ItemNameDelegate::secondLine(const QString &secondary, int pending, const Status &status,
                                                        bool selected, const QPalette &pal)
{
    QString text = secondary;
    QColor color = selected ? pal.color(QPalette::HighlightedText) : Theme::muted();
    if (pending == 1) {
        text = tr("Checking basket…");
        if (!selected)
            color = pal.color(QPalette::Link);
    } else if (pending == 2) {
        // The basket has not shown an add of this pack that got no answer: the quantity here may
        // or may not include it (it was not sent again).
        text = tr("Add not confirmed: check this quantity");
        if (!selected)
            color = Theme::warningText();
    }
    if (status.kind != StatusKind::None) {
        text = status.text;
        if (!selected) {
            switch (status.kind) {
            case StatusKind::Working: color = pal.color(QPalette::Link); break;
            case StatusKind::Ok: color = Theme::success(); break;
            case StatusKind::Warning: color = Theme::warningText(); break;
            case StatusKind::Error: color = Theme::error(); break;
            case StatusKind::None: break;
            }
        }
    }
    return {text, color};
}

void ItemNameDelegate::setUpLinesTable(QTableView *table, int nameColumn, int minimumSectionSize)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(rowHeight(table->font()) + 4);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(nameColumn, QHeaderView::Stretch);
    table->horizontalHeader()->setMinimumSectionSize(minimumSectionSize);
}

} // namespace webshop::ui
