#pragma once

// The quick order grid: one row per line the buyer types (what: an article number, a bundle
// number or a few words; the pack it resolved to; the quantity as typed; unit price and line
// total in the Net | Gross mode of PriceDisplay; the line's add result). The last row is always
// an empty one to type into. Every edit can be undone (undo()), the rows round-trip through
// JSON (the draft kept per server, customer and store), and the columns are the ones an export
// or a printout of the grid shows.
// The model holds values only: looking up and adding is app/control/QuickOrder's job.

#include "models/QuickOrderColumns.h"
#include "models/QuickOrderDraft.h"
#include "models/QuickOrderLine.h"
#include "models/QuickOrderTotals.h"
#include "models/QuickOrderUndo.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QJsonArray>
#include <optional>

class QAbstractItemModel;

namespace webshop::models {

class BasketQuantities;
class PriceDisplay;

class QuickOrderModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(QString totalText READ totalText NOTIFY totalsChanged)
public:
    // DepositColumn: the line's deposit in the display mode (empty when none or not known: the
    // line total then says "≈"); LineTotalColumn includes it.
    enum Column { WhatColumn, PackColumn, QuantityColumn, UnitPriceColumn, DepositColumn, LineTotalColumn, StatusColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        LineIdRole = Qt::UserRole + 1, // quint64
        WhatRole,                      // QString: as typed
        NameRole,                      // QString: the article's name, empty while unresolved
        BundleIdRole,                  // QString
        VariantIdRole,                 // QString
        StateRole,                     // int: QuickOrderLine::State
        WeightArticleRole,             // bool
        QuantityRole,                  // values::Decimal, invalid when none
        UnitNetRole,                   // values::Decimal, invalid when unknown
        UnitGrossRole,
        LineNetRole,
        LineGrossRole,
        CurrencyRole,
        StatusKindRole,                // int: AddResultText::Kind, invalid without a result
        StatusTextRole,                // QString: the add's result, or why the line is not ready
        WorkingRole,                   // bool: looking up or adding
        InBasketRole,                  // values::Decimal: what the basket holds of the pack; invalid when none
        InBasketTextRole,              // QString: "in basket: 2", empty when none
        CanAddAgainRole,               // bool: QuickOrderLine::canAddAgain()
        AddIdRole,                     // quint64: the last add's id, 0 when none
        // The line's price by the one arithmetic (app/values/LinePrice.h); LineNetRole and
        // LineGrossRole include the deposit where it is known.
        LineVatRole,                   // values::Decimal
        DepositNetRole,                // values::Decimal: the line's deposit; invalid when not known
        DepositGrossRole,
        EstimateRole,                  // bool: the basket's figure may differ ("≈"; the tooltip says why)
    };
    Q_ENUM(Role)

    explicit QuickOrderModel(PriceDisplay *prices, QObject *parent = nullptr);
    ~QuickOrderModel() override;

    PriceDisplay *prices() const { return m_prices; }

    const QuickOrderLine &line(int row) const { return m_lines.at(row); }
    const QList<QuickOrderLine> &lines() const { return m_lines; }
    int rowOf(quint64 lineId) const;
    // Lines that are not blank (the trailing empty row does not count).
    int filledCount() const;

    // Edits (each can be undone). setWhat() with other text forgets the resolution.
    void setWhat(int row, const QString &what);
    void setQuantity(int row, std::optional<values::Decimal> quantity);
    void removeLine(int row);
    // Appends lines (e.g. from a list or the basket) in one undoable step.
    void appendLines(const QList<QuickOrderLine> &lines);
    void clearAll();
    // Removes the lines that were added; the others stay for a retry. Returns how many.
    int removeAdded();
    bool canUndo() const { return !m_undo.isEmpty(); }
    void undo();

    // Resolution and add progress (not undoable: they report what the server said).
    void setResolving(quint64 lineId);
    void setResolved(quint64 lineId, const QuickOrderPick &pick);
    void setUnresolved(quint64 lineId, QuickOrderLine::State state, const QString &note = {});
    void setSending(quint64 lineId);
    // `message`: the add's own words (kept in the draft, the result's text is made from them).
    void setAddResult(quint64 lineId, values::AddState state, const AddResultText &result, const QString &message = {});
    // The add just made for the line (its id in BasketAdds) and when.
    void setAddId(quint64 lineId, quint64 addId, const QDateTime &at);

    // The basket whose quantities the lines show ("in basket: 2"; BasketModel's roles).
    void setBasket(const QAbstractItemModel *basket);
    std::optional<values::Decimal> inBasket(const QString &bundleId) const;

    // The line's price: the basket's figures where it holds this quantity of the pack, else
    // computed with the deposit per pack the basket shows (BasketQuantities.h: linePriceOf).
    values::LinePrice linePrice(const QuickOrderLine &line) const { return line.price(holdings()); }
    // The sums of the resolved lines with a quantity.
    values::LineTotals lineTotals() const { return totals().lines(); }
    // Why a line's figure is an estimate ("≈"), for its tooltip; empty when it is not.
    QString estimateReason(const values::LinePrice &price) const;
    // Totals of the resolved lines with a quantity (deposits included where known); nullopt
    // when a price is unknown.
    std::optional<values::Decimal> totalNet() const { return totals().amount(true); }
    std::optional<values::Decimal> totalGross() const { return totals().amount(false); }
    QString totalText() const; // display mode, "price unknown" when a line has none
    QString currency() const { return QuickOrderTotals::currency(m_lines); }

    // The draft: every non-blank line (what, pack, quantity, and its last add: id, state, the
    // add's message, when). Drafts without adds (older ones) load as lines never added.
    QJsonArray toJson() const { return QuickOrderDraft::write(m_lines); }
    void restore(const QJsonArray &lines); // replaces all, not undoable
    // The result a restored line shows for its add, from the draft's state and message.
    AddResultText restoredResult(const QuickOrderLine &line, values::AddState state, const QString &message) const;
    static QuickOrderLine lineFor(const QuickOrderPick &pick, std::optional<values::Decimal> quantity)
    {
        return QuickOrderLine::of(pick, quantity);
    }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void totalsChanged();
    // A line's text or quantity was edited, the lines changed in number (for the draft).
    void edited();

private:
    BasketHoldings holdings() const { return m_basket ? m_basket->holdings() : BasketHoldings(); }
    QuickOrderTotals totals() const { return {m_lines, holdings()}; }
    void ensureTrailingEmpty();
    void lineChanged(int row);
    QuickOrderLine newLine();

    void basketChanged();

    PriceDisplay *m_prices = nullptr; // shared (outlives the model) or our own child
    BasketQuantities *m_basket = nullptr; // our child, once setBasket() was called
    QList<QuickOrderLine> m_lines;
    QuickOrderUndo m_undo;
    QuickOrderColumns m_columns{*this};
    quint64 m_nextId = 1;
};

} // namespace webshop::models
