#include "ui/ArticleDelegate.h"

#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/Elision.h"
#include "ui/Painting.h"
#include "ui/PriceBadges.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHelpEvent>
#include <QToolTip>
#include <QPainter>

namespace webshop::ui {

using Model = models::SearchResultsModel;

namespace {
constexpr int kPad = 12;
constexpr int kImageHeight = 132;
constexpr int kThumb = 56;
constexpr int kPriceColumn = 190;
// A card names its article in up to three lines: two cut off names like "Kawa mielona do
// ekspresu przelewowego" that a third line shows in full.
constexpr int kNameLines = 3;

QFont priceFont(const QFont &base) { return Theme::titleFont(base, Theme::heading); }

struct Texts
{
    QString price, other, otherLabel, modeLabel;
    QString perContent; // "€8.96 / kg" in the display mode, or empty
    std::optional<models::PriceBadge> change;
    QLocale locale;
    bool unknown = false;
    bool weight = false;
};

Texts texts(const QModelIndex &index, models::PriceDisplay *prices)
{
    Texts t;
    const bool net = prices && prices->showsNet();
    t.unknown = index.data(Model::PriceUnknownRole).toBool();
    t.weight = index.data(Model::WeightArticleRole).toBool();
    t.change = pricebadge::of(index, Model::PriceChangeRole);
    t.locale = prices ? prices->locale() : QLocale();
    t.price = index.data(Model::PriceRole).toString();
    t.perContent = index.data(Model::PerContentRole).toString();
    t.other = index.data(net ? Model::PriceGrossTextRole : Model::PriceNetTextRole).toString();
    t.modeLabel = models::PriceDisplay::label(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    t.otherLabel = models::PriceDisplay::label(net ? models::PriceDisplay::Mode::Gross : models::PriceDisplay::Mode::Net);
    if (t.weight && !t.unknown) {
        t.price = ArticleDelegate::tr("%1 / kg").arg(t.price);
        t.other = ArticleDelegate::tr("%1 / kg").arg(t.other);
    }
    return t;
}
} // namespace

ArticleDelegate::ArticleDelegate(models::PriceDisplay *prices, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_prices(prices)
{
}

QSize ArticleDelegate::minimumCardSize(const QFont &font)
{
    const QFontMetrics fm(font);
    const QFontMetrics bold(Theme::semibold(font));
    const QFontMetrics small(Theme::small(font));
    const QFontMetrics big(priceFont(font));
    const int h = kPad + kImageHeight + 10 + kNameLines * bold.lineSpacing() + 2 + small.lineSpacing() + 10
        + big.lineSpacing() + 2 + small.lineSpacing() + kPad;
    return {qMax(200, fm.averageCharWidth() * 26), h + gap};
}

int ArticleDelegate::listRowHeight(const QFont &font)
{
    const QFontMetrics bold(Theme::semibold(font));
    const QFontMetrics small(Theme::small(font));
    return qMax(kThumb + 2 * 10, 10 + bold.lineSpacing() + small.lineSpacing() + paint::badgeHeight(Theme::small(font)) + 14);
}

QSize ArticleDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    if (m_layout == Layout::Grid)
        return m_cardSize;
    return {option.rect.width() > 0 ? option.rect.width() : 600, listRowHeight(option.font) + 4};
}

void ArticleDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (m_layout == Layout::Grid)
        paintCard(painter, option, index);
    else
        paintRow(painter, option, index);
    pricebadge::markShown(m_memory, index, Model::PriceBundleIdRole, Model::ShownPriceRole);
}

bool ArticleDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                                const QModelIndex &index)
{
    const std::optional<models::PriceBadge> change = pricebadge::of(index, Model::PriceChangeRole);
    if (!change || !event || event->type() != QEvent::ToolTip)
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    // The card's own tooltip, and what the price was when the buyer last saw it.
    const QLocale locale = m_prices ? m_prices->locale() : QLocale();
    QToolTip::showText(event->globalPos(), index.data(Qt::ToolTipRole).toString() + u'\n' + change->toolTip(locale),
                       view);
    return true;
}

bool ArticleDelegate::isLoading(const QModelIndex &index) const
{
    return VisibleImages::pending(m_images, index.data(Model::ImageUrlRole).toUrl());
}

QString ArticleDelegate::packText(const QModelIndex &index, const QFontMetrics &fm, int width) const
{
    const int count = index.data(Model::BundleCountRole).toInt();
    const QString desc = index.data(Model::PriceBundleDescriptionRole).toString();
    if (count <= 1)
        return desc;
    if (desc.isEmpty())
        return tr("%Ln pack size(s)", nullptr, count);
    const QString both = tr("%1 · %Ln pack size(s)", nullptr, count).arg(desc);
    return fm.horizontalAdvance(both) <= width ? both : desc; // the pane lists them all
}

namespace {
// The card's price block, at the bottom of `inner`: the price in the display mode with its
// label (and price per kg or l), the other mode's price and the change badge under it; or the
// "Price unknown" badge and who to ask.
void paintCardPrice(QPainter *p, const QRect &inner, const Texts &t, const QFont &base)
{
    const QPalette pal = QApplication::palette();
    const QFont small = Theme::small(base);
    const QFontMetrics sfm(small);
    const QFont big = priceFont(base);
    const QFontMetrics bfm(big);
    const int otherY = inner.bottom() + 1 - sfm.lineSpacing();
    const int priceY = otherY - 2 - bfm.lineSpacing();
    if (t.unknown) {
        paint::badge(p, QPoint(inner.left(), priceY + (bfm.lineSpacing() - paint::badgeHeight(small)) / 2),
                     ArticleDelegate::tr("Price unknown"), paint::BadgeKind::Amber, Theme::semibold(small));
        p->setPen(Theme::muted());
        paint::textLine(p, QRect(inner.left(), otherY, inner.width(), sfm.height()),
                        ArticleDelegate::tr("Ask your sales contact"), small, Qt::AlignLeft | Qt::AlignVCenter,
                        Qt::ElideNone);
        return;
    }
    // The change badge sits at the end of the other price's line: the big price keeps its room.
    int otherRight = inner.right();
    if (t.change) {
        const QFont bf = Theme::semibold(small);
        const int w = pricebadge::width(*t.change, t.locale, bf);
        pricebadge::paint(p, QPoint(inner.right() + 1 - w, otherY + (sfm.height() - paint::badgeHeight(bf)) / 2),
                          *t.change, t.locale, bf);
        otherRight -= w + 6;
    }
    p->setFont(big);
    p->setPen(pal.color(QPalette::Text));
    const int priceW = paint::textLine(p, QRect(inner.left(), priceY, inner.width() - sfm.horizontalAdvance(t.modeLabel) - 8, bfm.height()),
                                       t.price, big, Qt::AlignLeft | Qt::AlignVCenter);
    const int labelX = inner.left() + priceW + 6;
    p->setPen(Theme::muted());
    // The price per kg or l follows the mode label: it is in the same mode as the big price.
    const QString label = t.perContent.isEmpty() ? t.modeLabel : t.modeLabel + u" \u00B7 " + t.perContent;
    paint::textLine(p, QRect(labelX, priceY, inner.right() - labelX, bfm.height()), label, small,
                    Qt::AlignLeft | Qt::AlignBottom, Qt::ElideRight);
    paint::textLine(p, QRect(inner.left(), otherY, otherRight - inner.left(), sfm.height()),
                    t.otherLabel + QLatin1Char(' ') + t.other, small, Qt::AlignLeft | Qt::AlignVCenter);
}
} // namespace

void ArticleDelegate::paintCard(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QRect cell = option.rect;
    const QRect cardRect = cell.adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const bool focused = option.state & QStyle::State_HasFocus;
    paint::card(p, cardRect, selected, hovered, focused && !selected);

    const QRect inner = cardRect.adjusted(kPad, kPad, -kPad, -kPad);
    const QRect imageRect(inner.left(), inner.top(), inner.width(), kImageHeight);
    const QPixmap pm = VisibleImages::picture(m_images, index.data(Model::ImageUrlRole).toUrl(),
                                              index.data(Qt::DecorationRole).value<QPixmap>());
    paint::thumbnail(p, imageRect, pm, isLoading(index));

    const QPalette pal = QApplication::palette();
    const QFont base = option.font;
    const QFont bold = Theme::semibold(base);
    const QFont small = Theme::small(base);
    const Texts t = texts(index, m_prices);

    if (t.weight) {
        const QFont bf = Theme::semibold(small);
        paint::badge(p, imageRect.topLeft() + QPoint(8, 8), tr("kg", "weight article badge"), paint::BadgeKind::Amber, bf);
    }

    int y = imageRect.bottom() + 1 + 10;
    y += paint::wrappedText(p, QRect(inner.left(), y, inner.width(), 1000), index.data(Model::NameRole).toString(),
                            bold, kNameLines, pal.color(QPalette::Text), Qt::AlignLeft, option.widget);
    const QFontMetrics sfm(small);
    p->setPen(Theme::muted());
    paint::textLine(p, QRect(inner.left(), y + 2, inner.width(), sfm.height()), packText(index, sfm, inner.width()), small,
                    Qt::AlignLeft | Qt::AlignVCenter, Qt::ElideRight, option.widget);

    // The price block sits at the bottom of the card, whatever the name's length.
    paintCardPrice(p, inner, t, base);
}

namespace {
// The list row's price column: the price in the display mode with its label, the other
// price under it; or the "Price unknown" badge.
void paintRowPrice(QPainter *p, const QRect &priceRect, const Texts &t, const QFont &base)
{
    const QPalette pal = QApplication::palette();
    const QFont small = Theme::small(base);
    const QFont big = priceFont(base);
    const QFontMetrics sfm(small), pfm(big);
    if (t.unknown) {
        const QFont bf = Theme::semibold(small);
        const int w = paint::badgeWidth(ArticleDelegate::tr("Price unknown"), bf);
        paint::badge(p, QPoint(priceRect.right() + 1 - w, priceRect.center().y() - paint::badgeHeight(bf) / 2),
                     ArticleDelegate::tr("Price unknown"), paint::BadgeKind::Amber, bf);
        return;
    }
    const int py = priceRect.top() + (priceRect.height() - pfm.lineSpacing() - sfm.lineSpacing()) / 2;
    const int labelW = sfm.horizontalAdvance(t.modeLabel) + 6;
    p->setPen(Theme::muted());
    paint::textLine(p, QRect(priceRect.right() + 1 - labelW, py, labelW, pfm.height()), t.modeLabel, small,
                    Qt::AlignRight | Qt::AlignBottom, Qt::ElideNone);
    p->setPen(pal.color(QPalette::Text));
    paint::textLine(p, QRect(priceRect.left(), py, priceRect.width() - labelW, pfm.height()), t.price, big,
                    Qt::AlignRight | Qt::AlignVCenter, Qt::ElideLeft);
    p->setPen(Theme::muted());
    // Under the big price: its price per kg or l (same mode), then the other mode's price.
    const QString other = t.otherLabel + QLatin1Char(' ') + t.other;
    paint::textLine(p, QRect(priceRect.left(), py + pfm.lineSpacing(), priceRect.width(), sfm.height()),
                    t.perContent.isEmpty() ? other : t.perContent + u" \u00B7 " + other, small,
                    Qt::AlignRight | Qt::AlignVCenter, Qt::ElideLeft);
}
} // namespace

void ArticleDelegate::paintRow(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QRect rowRect = option.rect.adjusted(gap, 2, -gap, -2);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const bool focused = option.state & QStyle::State_HasFocus;
    paint::card(p, rowRect, selected, hovered, focused && !selected);

    const QRect inner = rowRect.adjusted(10, 8, -14, -8);
    const QRect thumbRect(inner.left(), inner.top() + (inner.height() - kThumb) / 2, kThumb, kThumb);
    paint::thumbnail(p, thumbRect,
                     VisibleImages::picture(m_images, index.data(Model::ImageUrlRole).toUrl(),
                                            index.data(Qt::DecorationRole).value<QPixmap>()),
                     isLoading(index));

    const QPalette pal = QApplication::palette();
    const QFont base = option.font;
    const QFont bold = Theme::semibold(base);
    const QFont small = Theme::small(base);
    const QFontMetrics bfm(bold), sfm(small);
    const Texts t = texts(index, m_prices);

    const int priceW = qMin(kPriceColumn, inner.width() / 3);
    const QRect priceRect(inner.right() + 1 - priceW, inner.top(), priceW, inner.height());
    const int textLeft = thumbRect.right() + 1 + 14;
    const int textW = priceRect.left() - 12 - textLeft;

    const int blockH = bfm.lineSpacing() + sfm.lineSpacing() + 4;
    int y = inner.top() + (inner.height() - blockH) / 2;
    p->setPen(pal.color(QPalette::Text));
    paint::textLine(p, QRect(textLeft, y, textW, bfm.height()), index.data(Model::NameRole).toString(), bold,
                    Qt::AlignLeft | Qt::AlignVCenter, Qt::ElideRight, option.widget);
    y += bfm.lineSpacing() + 4;
    int x = textLeft;
    if (t.weight) {
        x += paint::badge(p, QPoint(x, y + (sfm.height() - paint::badgeHeight(small)) / 2), tr("kg", "weight article badge"),
                          paint::BadgeKind::Amber, Theme::semibold(small))
            + 8;
    }
    if (t.change) {
        x += pricebadge::paint(p, QPoint(x, y + (sfm.height() - paint::badgeHeight(small)) / 2), *t.change, t.locale,
                               Theme::semibold(small))
            + 8;
    }
    p->setFont(small);
    p->setPen(Theme::muted());
    paint::textLine(p, QRect(x, y, textLeft + textW - x, sfm.height()), packText(index, sfm, textLeft + textW - x), small,
                    Qt::AlignLeft | Qt::AlignVCenter, Qt::ElideRight, option.widget);

    paintRowPrice(p, priceRect, t, base);
}

void ArticleDelegate::paintSkeleton(QPainter *p, const QRect &rect, Layout layout, const QFont &font)
{
    const QFontMetrics sfm(Theme::small(font));
    if (layout == Layout::Grid) {
        const QRect cardRect = rect.adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2);
        paint::card(p, cardRect, false, false, false);
        const QRect inner = cardRect.adjusted(kPad, kPad, -kPad, -kPad);
        paint::skeletonBlock(p, QRectF(inner.left(), inner.top(), inner.width(), kImageHeight), 6);
        int y = inner.top() + kImageHeight + 12;
        paint::skeletonBlock(p, QRectF(inner.left(), y, inner.width() * 0.9, 12));
        y += 20;
        paint::skeletonBlock(p, QRectF(inner.left(), y, inner.width() * 0.6, 12));
        y += 24;
        paint::skeletonBlock(p, QRectF(inner.left(), y, inner.width() * 0.45, 10));
        paint::skeletonBlock(p, QRectF(inner.left(), inner.bottom() - sfm.lineSpacing() - 22, inner.width() * 0.4, 18));
        paint::skeletonBlock(p, QRectF(inner.left(), inner.bottom() - sfm.lineSpacing() + 2, inner.width() * 0.3, 10));
        return;
    }
    const QRect rowRect = rect.adjusted(gap, 2, -gap, -2);
    paint::card(p, rowRect, false, false, false);
    const QRect inner = rowRect.adjusted(10, 8, -14, -8);
    paint::skeletonBlock(p, QRectF(inner.left(), inner.top() + (inner.height() - kThumb) / 2.0, kThumb, kThumb), 6);
    const qreal cy = inner.center().y();
    paint::skeletonBlock(p, QRectF(inner.left() + kThumb + 14, cy - 14, inner.width() * 0.35, 12));
    paint::skeletonBlock(p, QRectF(inner.left() + kThumb + 14, cy + 6, inner.width() * 0.2, 10));
    paint::skeletonBlock(p, QRectF(inner.right() - 110, cy - 14, 110, 16));
    paint::skeletonBlock(p, QRectF(inner.right() - 80, cy + 8, 80, 10));
}

} // namespace webshop::ui
