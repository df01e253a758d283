#pragma once

// The bundles (pack sizes) of one article variant, as a table.

#include "app/values/Types.h"

#include <QAbstractTableModel>

namespace webshop::models {

class PriceDisplay;

class BundlesModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    enum Column {
        DescriptionColumn,     // "6 x 1 kg"
        LongDescriptionColumn,
        PackSizeColumn,        // bundleSize (personal-list data), else empty
        UnitColumn,            // "kg" or "piece"
        NetColumn,             // unit price net
        VatColumn,             // VAT amount
        GrossColumn,           // unit price gross
        PriceColumn,           // the display mode's unit price (header "Net" or "Gross")
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        BundleIdRole = Qt::UserRole + 1, // QString
        DescriptionRole,                 // QString
        LongDescriptionRole,             // QString
        PackSizeRole,                    // QString
        WeightArticleRole,               // bool
        UnitRole,                        // QString: tr("kg") / tr("piece")
        NetRole,                         // values::Decimal, invalid when unknown
        VatRole,                         // values::Decimal, invalid when unknown
        GrossRole,                       // values::Decimal, invalid when unknown
        PriceRole,                       // QString: display mode's price or "price unknown"
        NetTextRole,                     // QString
        VatTextRole,                     // QString
        GrossTextRole,                   // QString
        PriceUnknownRole,                // bool
        CurrencyRole,                    // QString
        PerContentNetRole,               // QString: net price per kg or l ("€8.36 / kg"), empty when not stated
        PerContentGrossRole,             // QString: the same, gross
    };
    Q_ENUM(Role)

    // prices may be null (then a private default display is used).
    explicit BundlesModel(PriceDisplay *prices, QObject *parent = nullptr);
    ~BundlesModel() override;

    // Shows the bundles of `article` (a reset only when the variant changes; the same variant
    // with new data updates in place where the bundle list is unchanged).
    void setArticle(const values::Article &article);
    void clear();
    const values::Article &article() const { return m_article; }

    int count() const { return int(m_article.bundles.size()); }
    const values::Bundle *bundleAt(const QModelIndex &index) const;
    const values::Bundle *bundleAt(int row) const;
    // The row of a bundle id, -1 if absent.
    int rowOf(const QString &bundleId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();

private:
    // A column's text (Qt::DisplayRole, Qt::ToolTipRole), and the values of the other roles.
    QVariant cellText(const values::Bundle &bundle, int column, int role) const;
    QVariant roleData(const values::Bundle &bundle, int role) const;
    void onModeChanged();
    void onLocaleChanged();

    PriceDisplay *m_prices = nullptr;
    values::Article m_article;
};

} // namespace webshop::models
