#include "ui/WhatEdit.h"

#include "models/PriceDisplay.h"
#include "ui/Theme.h"

#include <QListWidget>
#include <QScrollBar>

namespace webshop::ui {

namespace {
constexpr int kVisibleRows = 8;
constexpr int kMinimumWidth = 420;
} // namespace

WhatEdit::WhatEdit(quint64 lineId, QWidget *popupParent, QWidget *parent)
    : QLineEdit(parent)
    , m_lineId(lineId)
    , m_popupParent(popupParent)
{
    setObjectName(QStringLiteral("quickOrderWhatEdit"));
    setFrame(false);
    setPlaceholderText(tr("Article number or words"));
}

WhatEdit::~WhatEdit()
{
    delete m_list; // lives in the grid, not in the editor
}

void WhatEdit::showSuggestions(const QList<models::QuickOrderPick> &picks, const models::PriceDisplay *prices)
{
    if (picks.isEmpty() || !m_popupParent) {
        hideSuggestions();
        return;
    }
    if (!m_list) {
        m_list = new QListWidget(m_popupParent);
        m_list->setObjectName(QStringLiteral("quickOrderSuggestions"));
        m_list->setAccessibleName(tr("Suggestions"));
        m_list->setFocusPolicy(Qt::NoFocus); // the buyer keeps typing in the cell
        m_list->setUniformItemSizes(true);
        m_list->setFrameShape(QFrame::StyledPanel);
        m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        connect(m_list, &QListWidget::itemClicked, this, [this] { emit returnPressed(); });
    }
    const QString previous = chosen() ? chosen()->bundleId : QString();
    m_picks = picks;
    m_list->clear();
    const int rowHeight = m_list->fontMetrics().height() + Theme::unit;
    int widest = 0;
    for (const models::QuickOrderPick &pick : picks) {
        const QString text = suggestionText(pick, prices);
        auto *item = new QListWidgetItem(text, m_list);
        item->setToolTip(tr("Article number %1 · Pack number %2").arg(pick.variantId, pick.bundleId));
        item->setSizeHint(QSize(0, rowHeight));
        widest = qMax(widest, m_list->fontMetrics().horizontalAdvance(text));
        if (!previous.isEmpty() && pick.bundleId == previous)
            m_list->setCurrentItem(item);
    }
    m_textWidth = widest + 4 * Theme::unit;
    placeList();
    m_list->show();
    m_list->raise();
}

namespace {
QString priceText(const models::QuickOrderPick &pick, const models::PriceDisplay *prices)
{
    const std::optional<values::Decimal> unit = prices->showsNet() ? pick.unitNet : pick.unitGross;
    QString price = prices->format(unit, pick.currency);
    if (pick.weight && unit)
        price = WhatEdit::tr("%1 / kg", "price per kilogram").arg(price);
    const QString perContent = prices->formatPerContent(pick.content, unit, pick.currency);
    if (!perContent.isEmpty())
        price = WhatEdit::tr("%1 (%2)", "a pack's price (its price per kg or l)").arg(price, perContent);
    return price;
}
} // namespace

QString WhatEdit::suggestionText(const models::QuickOrderPick &pick, const models::PriceDisplay *prices)
{
    if (!prices)
        return tr("%1 · %2", "suggestion without prices: name · pack").arg(pick.name, pick.pack);
    //: A quick order suggestion: name · pack · its price · article number · pack number
    return tr("%1 · %2 · %3 · Art. %4 · Pack %5").arg(pick.name, pick.pack, priceText(pick, prices), pick.variantId,
                                                      pick.bundleId);
}

QString WhatEdit::packText(const models::QuickOrderPick &pick, const models::PriceDisplay *prices)
{
    if (!prices)
        return pick.pack;
    //: One pack in the quick order's pack choice: pack · its price · pack number
    return tr("%1 · %2 · Pack %3").arg(pick.pack, priceText(pick, prices), pick.bundleId);
}

void WhatEdit::hideSuggestions()
{
    m_picks.clear();
    if (m_list)
        m_list->hide();
}

bool WhatEdit::suggestionsShown() const
{
    return m_list && m_list->isVisible() && !m_picks.isEmpty();
}

void WhatEdit::moveChoice(int delta)
{
    if (!suggestionsShown())
        return;
    const int count = m_list->count();
    int row = m_list->currentRow();
    row = row < 0 ? (delta > 0 ? 0 : count - 1) : qBound(0, row + delta, count - 1);
    m_list->setCurrentRow(row);
    m_list->scrollToItem(m_list->currentItem());
}

std::optional<models::QuickOrderPick> WhatEdit::chosen() const
{
    if (!suggestionsShown() || !m_list->currentItem() || !m_list->currentItem()->isSelected())
        return std::nullopt;
    const int row = m_list->currentRow();
    return row >= 0 && row < m_picks.size() ? std::optional(m_picks.at(row)) : std::nullopt;
}

void WhatEdit::placeList()
{
    if (!m_list || !m_popupParent)
        return;
    const int rowHeight = m_list->fontMetrics().height() + Theme::unit;
    const int rows = qMin(kVisibleRows, int(m_picks.size()));
    const int height = rows * rowHeight + 2 * m_list->frameWidth() + 2;
    const QPoint below = mapTo(m_popupParent, QPoint(0, this->height()));
    const QPoint above = mapTo(m_popupParent, QPoint(0, 0)) - QPoint(0, height);
    // As wide as the longest suggestion, so names and numbers are never cut, within the grid.
    const int width = qMin(std::max({this->width(), kMinimumWidth, m_textWidth}), m_popupParent->width() - below.x());
    // Under the cell, or above it when the grid ends first.
    const bool fitsBelow = below.y() + height <= m_popupParent->height() || above.y() < 0;
    m_list->setGeometry(QRect(fitsBelow ? below : above, QSize(width, height)));
}

void WhatEdit::moveEvent(QMoveEvent *event)
{
    QLineEdit::moveEvent(event);
    placeList();
}

void WhatEdit::resizeEvent(QResizeEvent *event)
{
    QLineEdit::resizeEvent(event);
    placeList();
}

void WhatEdit::hideEvent(QHideEvent *event)
{
    QLineEdit::hideEvent(event);
    if (m_list)
        m_list->hide();
}

} // namespace webshop::ui
