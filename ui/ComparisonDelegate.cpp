#include "ui/ComparisonDelegate.h"

#include "app/control/StoreComparisonModel.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QPainter>

namespace webshop::ui {

using Model = control::StoreComparisonModel;
using State = control::StoreCell::State;

int ComparisonDelegate::rowHeight(const QFont &font)
{
    return QFontMetrics(font).height() + QFontMetrics(Theme::small(font)).height() + Theme::unit * 2;
}

void ComparisonDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const bool total = index.data(Model::TotalRowRole).toBool();
    const bool cheapest = index.data(Model::CheapestRole).toBool();
    const int state = index.data(Model::CellStateRole).toInt();
    // The totals semibold; the deposit beside them stays plain (it is not part of them).
    if ((total && index.column() != Model::DepositColumn) || cheapest)
        option->font = Theme::semibold(option->font);
    QColor text;
    if (cheapest)
        text = Theme::markText();
    else if (state >= 0 && State(state) != State::Priced)
        text = Theme::muted(); // words, not prices: "Not sold here", "Checking…", "No total"
    if (text.isValid() && !(option->state & QStyle::State_Selected))
        option->palette.setColor(QPalette::Text, text);
}

void ComparisonDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const bool total = index.data(Model::TotalRowRole).toBool();
    if (total) {
        painter->save();
        painter->setPen(Theme::border());
        painter->drawLine(option.rect.topLeft(), option.rect.topRight());
        painter->restore();
    }
    if (index.data(Model::CheapestRole).toBool() && !(option.state & QStyle::State_Selected)) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(Theme::markBackground());
        painter->drawRoundedRect(option.rect.adjusted(2, 3, -2, -3), 4, 4);
        painter->restore();
    }
    // The keyboard's cell gets an accent outline, not a fill that could pass for a mark.
    QStyleOptionViewItem opt = option;
    const bool focus = opt.state & QStyle::State_HasFocus;
    opt.state &= ~QStyle::State_HasFocus;
    if (index.column() == Model::ArticleColumn)
        paintArticle(painter, opt, index);
    else
        QStyledItemDelegate::paint(painter, opt, index);
    if (focus) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(Theme::accent(), 1.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(option.rect).adjusted(1.5, 2.5, -1.5, -2.5), 4, 4);
        painter->restore();
    }
}

void ComparisonDelegate::paintArticle(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString name = opt.text;
    const QString details = index.data(Model::DetailsRole).toString();
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QRect r = opt.rect.adjusted(Theme::unit, Theme::unit / 2, -Theme::unit, -Theme::unit / 2);
    const QFont nameFont = Theme::semibold(opt.font);
    const QFont smallFont = Theme::small(option.font);
    const int nameHeight = QFontMetrics(nameFont).height();
    const int smallHeight = QFontMetrics(smallFont).height();
    const int top = r.top() + (r.height() - nameHeight - (details.isEmpty() ? 0 : smallHeight)) / 2;
    painter->save();
    painter->setFont(nameFont);
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(QRect(r.left(), top, r.width(), nameHeight), Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, r.width()));
    if (!details.isEmpty()) {
        painter->setFont(smallFont);
        painter->setPen(selected ? opt.palette.color(QPalette::HighlightedText) : Theme::muted());
        painter->drawText(QRect(r.left(), top + nameHeight, r.width(), smallHeight), Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetrics(smallFont).elidedText(details, Qt::ElideRight, r.width()));
    }
    painter->restore();
}

QSize ComparisonDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.data(Model::CheapestRole).toBool() || index.data(Model::TotalRowRole).toBool())
        size.setWidth(size.width() + QFontMetrics(Theme::semibold(option.font)).averageCharWidth() * 2);
    size.setWidth(size.width() + Theme::unit * 2);
    size.setHeight(rowHeight(option.font));
    return size;
}

} // namespace webshop::ui
