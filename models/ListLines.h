#pragma once

// The lines of one personal list as ListItemsModel keeps them: the list, and per article the
// pack chosen to order (at first the pack the buyer added last, else the smallest:
// listDefaultPack) and its quantity, with the rules of both (a pack the article has; no
// negative quantity, pieces whole) and the adds they make. ListItemsModel owns one and tells
// its views what changed; this knows nothing of views and signals.

#include "app/values/Types.h"

#include <QHash>
#include <QLocale>
#include <QMetaType>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace webshop::models {

// One add to the basket.
struct BasketAdd
{
    QString bundleId;
    values::Decimal quantity;
    friend bool operator==(const BasketAdd &, const BasketAdd &) = default;
};

class ListLines
{
public:
    // What an edit did: refused (not allowed), nothing (the line was so already), changed.
    enum class Edit { Refused, Unchanged, Changed };

    // Takes the list; each line starts at its default pack (`remembered`: the bundle id added
    // last per variant id) and 1 of it, a line without packs at no quantity.
    void reset(const values::PersonalList &list, const QHash<QString, QString> &remembered);
    const values::PersonalList &list() const { return m_list; }
    int count() const { return int(m_rows.size()); }

    // Null or -1 outside the lines; bundle() and packIndex() also when the article has no pack.
    const values::Article *article(int row) const;
    const values::Bundle *bundle(int row) const;
    int packIndex(int row) const;
    values::Decimal quantity(int row) const;
    // Another pack of the line's article: the quantity stays when the pack takes it (pieces are
    // whole), else it becomes 1.
    Edit setPack(int row, int pack);
    // Quantities must not be negative (0: "skip"); pieces must be whole numbers.
    Edit setQuantity(int row, values::Decimal quantity);
    // A quantity as an editor hands it: a values::Decimal, a whole number, or text in `locale`
    // (nullopt: none of these, or text that is no number).
    static std::optional<values::Decimal> quantityFrom(const QVariant &value, const QLocale &locale);
    // Every pack of the line's article by its description (else its size), in API order.
    QStringList packChoices(int row) const;

    // The adds of these rows, each row once and in row order; rows with quantity 0 or without
    // a bundle are skipped.
    QList<BasketAdd> adds(QList<int> rows) const;
    // The list's article that has this bundle (null: none).
    const values::Article *articleWithBundle(const QString &bundleId) const;

private:
    struct Row
    {
        int item = 0;    // index into m_list.items
        int bundle = -1; // index into its bundles, -1: the article has none
        values::Decimal quantity = values::Decimal::fromInt(1);
    };

    values::PersonalList m_list;
    QList<Row> m_rows;
};

} // namespace webshop::models

Q_DECLARE_METATYPE(webshop::models::BasketAdd)
