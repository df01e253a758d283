#include "ui/PriceChangeDelegate.h"

#include "models/PriceDisplay.h"
#include "ui/Painting.h"
#include "ui/PriceBadges.h"
#include "ui/Theme.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace webshop::ui {

namespace {
constexpr int kGap = 8;
QFont badgeFont(const QFont &base) { return Theme::semibold(Theme::small(base)); }
} // namespace

PriceChangeDelegate::PriceChangeDelegate(models::PriceMemory *memory, models::PriceDisplay *prices, Roles roles,
                                         QObject *parent)
    : QStyledItemDelegate(parent)
    , m_memory(memory)
    , m_prices(prices)
    , m_roles(roles)
{
}

QLocale PriceChangeDelegate::locale() const
{
    return m_prices ? m_prices->locale() : QLocale();
}

void PriceChangeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    if (const std::optional<models::PriceBadge> change = pricebadge::of(index, m_roles.change)) {
        // In front of the right-aligned price, vertically centred.
        const QFont font = badgeFont(option.font);
        const QRect r = option.rect;
        pricebadge::paint(painter, QPoint(r.left() + kGap / 2, r.top() + (r.height() - paint::badgeHeight(font)) / 2),
                          *change, locale(), font);
    }
    pricebadge::markShown(m_memory, index, m_roles.bundle, m_roles.shown);
}

QSize PriceChangeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (const std::optional<models::PriceBadge> change = pricebadge::of(index, m_roles.change))
        size.rwidth() += pricebadge::width(*change, locale(), badgeFont(option.font)) + kGap;
    return size;
}

bool PriceChangeDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                                    const QModelIndex &index)
{
    const std::optional<models::PriceBadge> change = pricebadge::of(index, m_roles.change);
    if (!change || !event || event->type() != QEvent::ToolTip)
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    QToolTip::showText(event->globalPos(), change->toolTip(locale()), view);
    return true;
}

} // namespace webshop::ui
