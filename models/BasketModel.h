#pragma once

// The basket as a table, over api::BasketSync (the serial reconciling queue): every add goes
// through it and the basket is re-read after each one. Lines carry only an id: names and
// images come from the shared ArticleCache (missing variants are fetched; a bundle id the
// cache does not know yet shows the id and resolves as soon as any source brings it).

#include "app/values/AddIntent.h"
#include "app/values/AddState.h"
#include "app/values/Types.h"
#include "models/BasketColumns.h"
#include "models/BasketLine.h"
#include "models/BasketTotalsText.h"
#include "models/DataFeed.h"
#include "models/PriceMemory.h"
#include "models/ModelServices.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QSet>
#include <functional>
#include <optional>

namespace webshop::api { class BasketSync; }

namespace webshop::models {

class BasketModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(int lineCount READ lineCount NOTIFY lineCountChanged)
    Q_PROPERTY(bool hasBasket READ hasBasket NOTIFY totalsChanged)
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
    Q_PROPERTY(QDateTime lastSynced READ lastSynced NOTIFY totalsChanged)
    // Formatted totals ("price unknown" when the server gave none).
    Q_PROPERTY(QString totalText READ totalText NOTIFY totalsChanged)       // display mode
    Q_PROPERTY(QString totalNetText READ totalNetText NOTIFY totalsChanged)
    Q_PROPERTY(QString totalVatText READ totalVatText NOTIFY totalsChanged)
    Q_PROPERTY(QString totalGrossText READ totalGrossText NOTIFY totalsChanged)
    Q_PROPERTY(QString totalDepositText READ totalDepositText NOTIFY totalsChanged) // net
    Q_PROPERTY(QString totalGoodsNetText READ totalGoodsNetText NOTIFY totalsChanged)
    Q_PROPERTY(bool hasDeposit READ hasDeposit NOTIFY totalsChanged)
public:
    enum Column {
        ArticleColumn,   // name (decoration: thumbnail); the id while unresolved
        QuantityColumn,  // "3" / "1,25 kg"
        UnitPriceColumn, // unit price in the display mode (header "Unit net" / "Unit gross")
        // The line reads left to right as it adds up: goods net + deposit net + VAT = gross.
        LineNetColumn,   // the goods' net, without deposit ("Goods net")
        DepositColumn,   // empties, net; empty when none
        VatColumn,       // on goods and deposit
        LineGrossColumn, // "Gross incl. deposit": what the line costs
        ColumnCount
    };
    Q_ENUM(Column)

    // PendingRole's values.
    enum Pending { NotPending = 0, Checking = 1, NotConfirmed = 2 };
    enum Role {
        LineIdRole = Qt::UserRole + 1, // QString: the line's `article` id as the server sent it
        VariantIdRole,                 // QString, empty while unresolved
        BundleIdRole,                  // QString, empty while unresolved or a variant id line
        NameRole,                      // QString: name, or the id while unresolved
        ImageUrlRole,                  // QUrl
        ResolvedRole,                  // bool: name known
        PendingRole,                   // int (Pending): an add for this line is being sent or checked,
                                       // or was told uncertain (not shown yet); 0 = none
        QuantityRole,                  // values::Decimal
        WeightArticleRole,             // bool
        UnitNetRole,                   // values::Decimal, invalid when unknown (also below): the
                                       // bundle's price, else the line's article amount / quantity
        UnitGrossRole,
        LineNetRole,                   // line amounts include the deposit (columns add up to the totals)
        LineGrossRole,
        VatRole,
        DepositNetRole,
        DepositGrossRole,
        UnitPriceTextRole,             // QString, display mode
        LinePriceTextRole,             // QString, display mode (line net or gross)
        PriceUnknownRole,              // bool: the server gave no line price
        CurrencyRole,                  // QString
        BundleDescriptionRole,         // QString: the pack ("6 x 1 kg"), empty while unresolved
        DetailsRole,                   // QString: "Case of 6 × 1 kg · Article no. 1000081", what
                                       // was added, under the name; empty while unresolved
        PriceChangeRole,               // PriceBadge: the unit price changed since the buyer saw it
        ShownPriceRole,                // SeenPrice: the unit price as shown (for PriceMemory::markShown)
    };
    Q_ENUM(Role)

    BasketModel(api::BasketSync *sync, const ModelServices &services, QObject *parent = nullptr);
    ~BasketModel() override;

    api::BasketSync *sync() const { return m_sync; }

    // An add of the article pane or a list, through the one add path (setAdder: the control
    // layer's BasketAdds, which writes it down and hands it to the queue); the id it returns is
    // reported by addStateChanged. The intent carries what the catalogue knows (variant, name,
    // pack, unit prices: the ledger's record and the clues that find the add in the basket).
    quint64 addToBasket(const QString &bundleId, values::Decimal quantity,
                        values::AddIntent::Source source = values::AddIntent::Source::Pane, const QString &sourceRef = {});
    // The one add path. Without one (this library's own tests) adds go to the queue directly.
    void setAdder(std::function<quint64(const values::AddIntent &)> adder);
    // A state of an add made through the adder (connected by the object graph).
    void onAddState(quint64 id, webshop::values::AddState state, const QString &message);
    // Reads the basket again (offline: shows the saved copy, when there is one, and sends nothing).
    Q_INVOKABLE void refresh();
    // Offline (BasketModelSaved.cpp): a saved basket is shown until the server's is read again, and
    // while the feed gives a reason, addToBasket() sends nothing: the add is reported Failed with
    // that reason (after the call returns) and is not kept to send later.
    bool showsSaved() const { return m_saved.has_value(); }
    const DataFeed *feed() const { return m_feed; } // where the basket came from, how old it is

    int lineCount() const { return int(m_lines.size()); }
    bool hasBasket() const;
    bool isBusy() const;
    QDateTime lastSynced() const;
    const values::TotalPrice &totals() const;
    QString totalText() const { return totalsText().total(); }
    QString totalNetText() const { return totalsText().net(); }
    QString totalVatText() const { return totalsText().vat(); }
    QString totalGrossText() const { return totalsText().gross(); }
    // Net: the totals read goods net, deposit net, VAT, gross.
    QString totalDepositText() const { return totalsText().deposit(); }
    QString totalGoodsNetText() const { return totalsText().goodsNet(); }
    bool hasDeposit() const { return totalsText().hasDeposit(); }

    const values::BasketItem *lineAt(const QModelIndex &index) const;
    const values::BasketItem *lineAt(int row) const { return row >= 0 && row < m_lines.size() ? &m_lines.at(row).item : nullptr; }
    int rowOf(const QString &lineId) const;

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_lines.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void lineCountChanged(int count);
    void totalsChanged();
    void busyChanged(bool busy);
    // Forwarded from BasketSync, with a translated message for the UI.
    void addStateChanged(quint64 ticket, webshop::values::AddState state, const QString &message);
    void refreshFailed(const QString &message);
    // The server's basket has been read and its lines placed (for the price history: the
    // lines' bundles and unit prices are the rows' roles).
    void basketReceived();

private:
    void onBasketChanged();
    // Keeps, moves up or inserts the row `i` for the server's line `item`.
    void placeLine(int i, const values::BasketItem &item, const QSet<QString> &pending);
    void onArticlesChanged();
    void updatePending();
    void onImageReady(const QUrl &url);
    void emitPriceColumnsChanged();
    void emitAllChanged();
    void fetchMissing();

    const values::Basket &shownBasket() const;
    BasketTotalsText totalsText() const { return {totals(), *m_services.prices}; }
    quint64 refuseAdd(const QString &reason);
    void followFeed();
    bool showSaved();
    void dropSaved();

    api::BasketSync *m_sync = nullptr;
    ModelServices m_services;
    BasketColumns m_columns{m_services};
    QList<BasketLine> m_lines;
    DataFeed *m_feed;
    std::optional<values::Basket> m_saved;
    std::function<quint64(const values::AddIntent &)> m_adder;
    QMetaObject::Connection m_queueStates;
    quint64 m_refusedAdds = 0;
};

} // namespace webshop::models
