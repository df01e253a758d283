#include "ui/ImportRowDelegate.h"

#include "app/control/ImportPreviewModel.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QPainter>

#include <cmath>

namespace webshop::ui {

using control::ImportPreviewModel;
using control::ImportStatus;

namespace {

enum class Tone { Good, Choose, Bad, Quiet };

Tone toneOf(ImportStatus status)
{
    switch (status) {
    case ImportStatus::Ready:
    case ImportStatus::Added:
    case ImportStatus::AlreadyAdded: return Tone::Good;
    case ImportStatus::Choose:
    case ImportStatus::Duplicate:
    case ImportStatus::Uncertain: return Tone::Choose;
    case ImportStatus::NotFound:
    case ImportStatus::InvalidQuantity:
    case ImportStatus::Error:
    case ImportStatus::Refused: return Tone::Bad;
    case ImportStatus::Checking:
    case ImportStatus::Merged:
    case ImportStatus::Skipped:
    case ImportStatus::NotChecked: break;
    }
    return Tone::Quiet;
}

} // namespace

QSize ImportRowDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == ImportPreviewModel::ArticleColumn)
        s.rwidth() += kChevron + Theme::unit;
    if (index.column() == ImportPreviewModel::ResultColumn)
        s.rwidth() += 2 * Theme::unit;
    return s;
}

void ImportRowDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() == ImportPreviewModel::ResultColumn) {
        paintResult(painter, option, index);
        return;
    }
    if (index.column() != ImportPreviewModel::ArticleColumn || !index.data(ImportPreviewModel::HasChoicesRole).toBool()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The article, with the drop-down mark at the right: the other choices are one click away.
    // On a line still to choose, the best match is only a suggestion: muted.
    QStyleOptionViewItem text(option);
    text.rect.setRight(option.rect.right() - kChevron - Theme::unit);
    const bool suggestion = ImportStatus(index.data(ImportPreviewModel::StatusRole).toInt()) == ImportStatus::Choose;
    if (suggestion && !(option.state & QStyle::State_Selected))
        text.palette.setColor(QPalette::Text, Theme::muted());
    QStyledItemDelegate::paint(painter, text, index);
    const QRect mark(option.rect.right() - kChevron - Theme::unit / 2, option.rect.center().y() - kChevron / 2, kChevron, kChevron);
    const bool selected = option.state & QStyle::State_Selected;
    Icons::icon(QStringLiteral("chevron-down"), selected ? Icons::Tint::OnAccent : Icons::Tint::Accent).paint(painter, mark);
}

void ImportRowDelegate::paintResult(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The row's background and selection as usual, then the pill.
    QStyleOptionViewItem base(option);
    initStyleOption(&base, index);
    base.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &base, painter, widget);

    const QString text = index.data().toString();
    const Tone tone = toneOf(ImportStatus(index.data(ImportPreviewModel::StatusRole).toInt()));
    QColor fg = option.palette.color(QPalette::Text);
    QColor bg = Qt::transparent;
    switch (tone) {
    case Tone::Good: bg = Theme::tint(Theme::success(), 0.16); break;
    case Tone::Choose: bg = Theme::amber(); fg = Theme::amberText(); break;
    case Tone::Bad: bg = Theme::tint(Theme::error(), 0.16); fg = Theme::onTint(Theme::error()); break;
    case Tone::Quiet: fg = Theme::muted(); break;
    }
    painter->save();
    painter->setFont(base.font);
    const QFontMetricsF fm(painter->font(), painter->device()); // the font as painted on this device
    const qreal h = std::ceil(fm.height()) + 4;
    const qreal w = qMin(std::ceil(fm.horizontalAdvance(text)) + 2 * Theme::unit + 1, qreal(option.rect.width() - Theme::unit));
    const QRectF pill(option.rect.left() + Theme::unit / 2, option.rect.center().y() - h / 2.0, w, h);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(bg);
    painter->drawRoundedRect(pill, h / 2.0, h / 2.0);
    painter->setPen(fg);
    painter->drawText(pill.adjusted(Theme::unit, 0, -Theme::unit, 0), Qt::AlignVCenter | Qt::AlignLeft,
                      fm.elidedText(text, Qt::ElideRight, pill.width() - 2 * Theme::unit));
    painter->restore();
}

} // namespace webshop::ui
