#pragma once

// The rows of an import preview as a table: one row per line of the file (a line that a
// quoted line break continues stays with its first line), in file order, never filtered here.

#include "app/control/ImportTypes.h"
#include "app/values/LinePrice.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace webshop::models { class BasketQuantities; class PriceDisplay; }

namespace webshop::control {

class ImportController;

class ImportPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Unit price and line total in the Net | Gross mode; the line total includes the deposit
    // the basket shows for the pack ("≈" where it is not known).
    enum Column { LineColumn, InputColumn, ResultColumn, ArticleColumn, PackColumn, QuantityColumn, UnitPriceColumn,
                  LineTotalColumn, NoteColumn, ColumnCount };
    enum Role {
        StatusRole = Qt::UserRole + 1, // int(ImportStatus)
        ProblemRole,                   // bool: the line needs the buyer
        HasChoicesRole,                // bool: other articles are one click away
        LineNetRole,                   // values::Decimal, deposit included where known; invalid when unknown
        LineGrossRole,
    };

    explicit ImportPreviewModel(ImportController *controller, QObject *parent = nullptr);

    // How prices are shown and the basket whose deposits per pack the lines take (BasketModel's
    // roles). Without them, the price columns stay empty.
    void setPrices(models::PriceDisplay *prices, const QAbstractItemModel *basket);
    // A row's price (nothing known without a match, a quantity or setPrices()).
    values::LinePrice linePrice(const ImportRow &row) const;
    // The lines Add would send (ready), priced; the total the dialog shows.
    values::LineTotals readyTotals() const;
    // "Total gross 1.234,56 € incl. 16,10 € deposit" (≈ where a deposit is not known); empty
    // without prices or ready lines.
    QString readyTotalText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The result column's words for a row ("Best match", "Same as line 4", …).
    static QString statusText(const ImportRow &row);

private:
    QVariant priceData(const ImportRow &row, int column, int role) const;
    void pricesChanged();

    QPointer<ImportController> m_controller;
    models::PriceDisplay *m_prices = nullptr;
    models::BasketQuantities *m_basket = nullptr;
};

} // namespace webshop::control
