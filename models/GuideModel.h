#pragma once

// An order guide on screen (values::OrderGuide), one row per line in walking order: where it
// stands, the article and pack, the count unit note, the par, the suggested par, the on-hand
// count typed by the buyer, what will be ordered (values::orderFor), the line's cost with
// deposit (the one arithmetic, linePriceOf: the deposit the basket shows for the pack) and what
// was ordered before. Rows move (Alt+Up/Down, drag); pars, positions, notes and the walking
// order are the guide (guideEdited: the caller keeps it), the counts are this morning's only.

#include "app/values/LinePrice.h"
#include "app/values/OrderGuide.h"
#include "app/values/AddIntent.h"
#include "models/GuidePrices.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <functional>

namespace webshop::models {

class BasketQuantities;
class PriceDisplay;

class GuideModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ShelfColumn, ArticleColumn, NoteColumn, ParColumn, SuggestedColumn, OnHandColumn, OrderColumn,
                  CostColumn, BeforeColumn, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        BundleIdRole = Qt::UserRole + 1, // QString
        WeightRole,                      // bool
        OrderKindRole,                   // int (values::GuideOrder::Kind)
        OrderQuantityRole,               // values::Decimal: what will be ordered (invalid: nothing)
        EstimateRole,                    // bool: the cost is an estimate (≈)
        MutedRole,                       // bool: secondary text (not counted, no par)
        PackChoicesRole,                 // QStringList: the article's packs ("Case of 6 × 1 l")
        PackIdsRole,                     // QStringList: their bundle ids (EditRole of the article: the line's)
    };

    // What the line's pack was ordered before through this app.
    struct History
    {
        QList<std::pair<QDateTime, values::Decimal>> lastAdds; // newest first
        std::optional<values::Decimal> suggestedPar;
    };
    // The catalogue's prices of a pack (nullopt: not known).
    using PriceSource = GuidePrices::PriceSource;
    // The packs of an article (by variant id; empty: not known), to choose the one ordered.
    using PackSource = std::function<QList<values::Bundle>(const QString &variantId)>;

    explicit GuideModel(PriceDisplay *prices, QObject *parent = nullptr);
    ~GuideModel() override;

    void setGuide(const values::OrderGuide &guide); // resets; the counts start blank
    values::OrderGuide guide() const;
    void setSchedule(const values::GuideSchedule &schedule); // guideEdited()
    const values::GuideLine &line(int row) const { return m_rows.at(row).line; }
    void setPriceSource(PriceSource source);
    void setPackSource(PackSource source) { m_packSource = std::move(source); }
    // Orders the line in another pack of its article: a par in other units (kg, packs) is
    // cleared, the count too; false when the article has no such pack.
    bool setPack(int row, const QString &bundleId);
    void setBasket(const QAbstractItemModel *basket);
    void setHistory(const QString &bundleId, const History &history);
    // The prices or the basket may have changed: every line's order and cost again.
    void refresh() { rowsChanged(0, int(m_rows.size()) - 1); }

    std::optional<values::Decimal> onHand(int row) const { return m_rows.at(row).onHand; }
    bool setOnHand(int row, std::optional<values::Decimal> onHand);
    bool setPar(int row, std::optional<values::Decimal> par);
    values::GuideOrder orderAt(int row) const;
    values::LinePrice priceAt(int row) const; // of the order (nothing known when it orders nothing)
    // Takes the suggested par of the row; false when there is none.
    bool takeSuggestedPar(int row);
    bool moveLine(int from, int to);
    void clearCounts();

    // The rows that order something, and their adds as the one add path takes them.
    QList<int> orderRows() const;
    values::AddIntent intentAt(int row) const;
    int countedRows() const;
    values::LineTotals totals() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Drag and drop moves rows within the guide.
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent) override;

signals:
    // The guide itself changed (par, position, note, the order of the lines): keep it.
    void guideEdited();
    // A count or a price changed what is ordered or what it costs.
    void orderChanged();

private:
    struct Row
    {
        values::GuideLine line;
        std::optional<values::Decimal> onHand;
    };
    QVariant display(const Row &row, int column) const;
    QString orderText(const Row &row) const;
    QString costText(int row) const;
    QString beforeText(const Row &row) const;
    void rowsChanged(int from, int to);

    PriceDisplay *m_prices;
    BasketQuantities *m_basket;
    GuidePrices m_pricing; // over m_basket
    PackSource m_packSource;
    values::OrderGuide m_guide; // its schedule and names; the lines are m_rows
    QList<Row> m_rows;
    QHash<QString, History> m_history;
};

} // namespace webshop::models
