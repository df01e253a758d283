#pragma once

// The store comparison as a table: one row per line and a last row with the totals; the
// article, its quantity and deposit, then one column per store with the line price in the
// Net | Gross mode of the shared PriceDisplay. "Not sold here" and "price unknown" are words,
// never a blank or a zero; the cheapest cell of a row and the cheapest total are marked by a
// role (the delegate draws it in the accent colour).

#include "app/control/StoreComparisonData.h"

#include <QAbstractTableModel>

namespace webshop::models { class PriceDisplay; }

namespace webshop::control {

class StoreComparison;

class StoreComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ArticleColumn, QuantityColumn, DepositColumn, FirstStoreColumn };
    enum Role {
        CellStateRole = Qt::UserRole + 1, // int (StoreCell::State) in a store column; -1 elsewhere
        CheapestRole,                     // bool: the lowest price of the row (or total)
        TotalRowRole,                     // bool: the totals row
        StoreIndexRole,                   // int: the store of a column (-1: none)
        DetailsRole,                      // QString: the pack under the article name
    };

    StoreComparisonModel(StoreComparison *comparison, models::PriceDisplay *prices, QObject *parent = nullptr);
    ~StoreComparisonModel() override;

    int storeCount() const;
    int totalRow() const { return int(lineCount()); }
    // The figures of the totals row and the marks (in the display mode).
    const ComparisonSummary &summary() const { return m_summary; }
    // Lines outside the totals and why: "Salmon fillet: not sold at Berlin (0056)", one each.
    QStringList missingNotes() const;
    // "Berlin (0056)": how a store is named in headers and notes.
    QString storeName(int store) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void summaryChanged();

private:
    qsizetype lineCount() const;
    bool showsNet() const;
    QString depositCurrency() const;
    QVariant lineData(const ComparedLine &line, int column, int role) const;
    QVariant cellData(const ComparedLine &line, int store, int role) const;
    QVariant totalData(int column, int role) const;
    QString cellText(const StoreCell &cell) const;
    QString cellToolTip(const StoreCell &cell) const;
    void onReset();
    void onStoreChanged(int store);
    void updateSummary();

    StoreComparison *m_comparison;
    models::PriceDisplay *m_prices;
    ComparisonSummary m_summary;
};

} // namespace webshop::control
