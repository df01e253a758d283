#pragma once

// A price cell of a table (list items, basket lines) with the price change badge in front of
// the price ("▲ +0,40 €"), the old price in its tooltip. A painted price counts as seen.

#include <QStyledItemDelegate>

namespace webshop::models { class PriceDisplay; class PriceMemory; }

namespace webshop::ui {

class PriceChangeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    struct Roles
    {
        int change = 0; // models' PriceChangeRole
        int bundle = 0; // the row's bundle id
        int shown = 0;  // models' ShownPriceRole
    };

    PriceChangeDelegate(models::PriceMemory *memory, models::PriceDisplay *prices, Roles roles,
                        QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

private:
    QLocale locale() const;

    models::PriceMemory *m_memory;
    models::PriceDisplay *m_prices;
    Roles m_roles;
};

} // namespace webshop::ui
