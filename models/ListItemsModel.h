#pragma once

// The items of one personal list, one row per article, with the pack to order (chosen per row:
// at first the pack the buyer added last, else the smallest) and an editable quantity per row,
// and the turn of selected rows plus quantities into basket adds of exactly those packs.

#include "app/values/ApiError.h"
#include "app/values/Types.h"
#include "models/DataFeed.h"
#include "models/ListLines.h"
#include "models/ModelServices.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace webshop::api { class PersonalListJob; }

namespace webshop::models {

class BasketModel;
class BasketQuantities;
class PersonalListsModel;

class ListItemsModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(QString listId READ listId NOTIFY listChanged)
    Q_PROPERTY(QString name READ name NOTIFY listChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY stateChanged)
    Q_PROPERTY(int count READ count NOTIFY listChanged)
public:
    enum class State { Idle, Loading, Error, Empty };
    Q_ENUM(State)

    enum Column {
        ArticleColumn,   // name (decoration: thumbnail)
        BundleColumn,    // the chosen pack's description (Qt::EditRole: its index, a chooser when > 1)
        PackSizeColumn,  // bundleSize
        UnitColumn,      // "kg" / "piece"
        PriceColumn,     // unit price in the display mode
        QuantityColumn,  // editable (Qt::EditRole: values::Decimal or locale text)
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        VariantIdRole = Qt::UserRole + 1, // QString
        BundleIdRole,                     // QString
        NameRole,                         // QString
        ImageUrlRole,                     // QUrl
        BundleDescriptionRole,            // QString
        PackSizeRole,                     // QString
        WeightArticleRole,                // bool
        UnitRole,                         // QString: tr("kg") / tr("piece")
        PriceNetRole,                     // values::Decimal, invalid when unknown
        PriceGrossRole,                   // values::Decimal, invalid when unknown
        PriceTextRole,                    // QString, display mode or "price unknown"
        PriceUnknownRole,                 // bool
        QuantityRole,                     // values::Decimal (settable through setData)
        CurrencyRole,                     // QString
        PackChoicesRole,                  // QStringList: every pack's description, in API order
        PackIndexRole,                    // int: the chosen pack (settable through setData)
        PackCountRole,                    // int
        PriceChangeRole,                  // PriceBadge: changed since the buyer saw it; invalid when not
        ShownPriceRole,                   // SeenPrice: the price as shown (for PriceMemory::markShown)
        InBasketRole,                     // values::Decimal: what the basket holds of the chosen pack; invalid when none
        InBasketTextRole,                 // QString: "in basket: 2", empty when none
    };
    Q_ENUM(Role)

    // lists may be null: then load() calls the API itself.
    ListItemsModel(const ModelServices &services, PersonalListsModel *lists = nullptr, QObject *parent = nullptr);
    ~ListItemsModel() override;

    // Shows a list (resets; quantities start at 1 of the default pack).
    void setList(const values::PersonalList &list, const Provenance &provenance = {});
    // Shows the list with this id: from the PersonalListsModel when it has it, else fetched
    // (offline: the saved copy, nothing sent; back online it is read again by itself).
    void load(const QString &listId);
    void clear();
    const DataFeed *feed() const { return m_feed; } // where the list came from, how old it is

    QString listId() const { return m_lines.list().listId; }
    QString name() const { return m_lines.list().name; }
    int count() const { return m_lines.count(); }
    State state() const { return m_state; }
    QString errorString() const { return m_errorString; }

    const values::Article *articleAt(int row) const { return m_lines.article(row); }
    // The chosen pack of the row (null when the article has none).
    const values::Bundle *bundleAt(int row) const { return m_lines.bundle(row); }
    int packIndexAt(int row) const { return m_lines.packIndex(row); }
    // Chooses the row's pack (an index into its article's bundles). The quantity stays when the
    // new pack takes it (pieces are whole), else it becomes 1.
    bool setPack(int row, int pack);
    values::Decimal quantityAt(int row) const { return m_lines.quantity(row); }
    // Quantities must be > 0 (0 is allowed: "skip"); pieces must be whole numbers.
    bool setQuantity(int row, values::Decimal quantity);

    // The adds for the rows of `selection` (any column; each row once, in row order) with
    // their quantities; rows with quantity 0 or without a bundle are skipped.
    QList<BasketAdd> basketAdds(const QModelIndexList &selection) const;
    // Remembers the add's pack as the one its article offers first next time (for this server,
    // customer and store). The basket remembers adds of articles it knows by itself; a list of
    // another store names articles it may not know.
    void rememberPack(const BasketAdd &add) const;
    // The basket whose quantities the lines show ("in basket: 2"; BasketModel's roles).
    void setBasket(const QAbstractItemModel *basket);

    // Sends them through the basket (one serial add each); returns the tickets.
    QList<quint64> addToBasket(BasketModel *basket, const QModelIndexList &selection) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void listChanged();
    void stateChanged(webshop::models::ListItemsModel::State state);
    // A list this model fetched itself has come from the server (for the price history).
    void listReceived(const webshop::values::PersonalList &list);

private:
    QString displayText(int row, int column) const;
    QVariant roleData(int row, int role) const;
    QString priceText(const values::Bundle *bundle) const;
    void setState(State state, const QString &error = {});
    bool showSaved(const QString &listId);
    void onJobFinished(api::PersonalListJob *job);
    void onImageReady(const QUrl &url);

    ModelServices m_services;
    DataFeed *m_feed;
    QPointer<PersonalListsModel> m_lists;
    ListLines m_lines;
    QString m_pendingListId;
    State m_state = State::Idle;
    QString m_errorString;
    QPointer<api::PersonalListJob> m_job;
    BasketQuantities *m_basket = nullptr; // our child, once setBasket() was called
};

} // namespace webshop::models
