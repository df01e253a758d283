#include "models/ListLines.h"

#include "models/ListDefaultPack.h"

#include <algorithm>

namespace webshop::models {

void ListLines::reset(const values::PersonalList &list, const QHash<QString, QString> &remembered)
{
    m_list = list;
    m_rows.clear();
    for (qsizetype i = 0; i < m_list.items.size(); ++i) {
        const values::Article &article = m_list.items.at(i);
        if (article.bundles.isEmpty())
            m_rows.append(Row{int(i), -1, values::Decimal()});
        else
            m_rows.append(Row{int(i), listDefaultPack(article, remembered.value(article.variantId)), values::Decimal::fromInt(1)});
    }
}

const values::Article *ListLines::article(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_list.items.at(m_rows.at(row).item) : nullptr;
}

const values::Bundle *ListLines::bundle(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).bundle < 0)
        return nullptr;
    return &m_list.items.at(m_rows.at(row).item).bundles.at(m_rows.at(row).bundle);
}

int ListLines::packIndex(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).bundle : -1;
}

values::Decimal ListLines::quantity(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).quantity : values::Decimal();
}

ListLines::Edit ListLines::setPack(int row, int pack)
{
    const values::Article *a = article(row);
    if (!a || pack < 0 || pack >= a->bundles.size())
        return Edit::Refused;
    Row &r = m_rows[row];
    if (r.bundle == pack)
        return Edit::Unchanged;
    r.bundle = pack;
    if (!a->bundles.at(pack).isWeightArticle && !r.quantity.isInteger())
        r.quantity = values::Decimal::fromInt(1);
    return Edit::Changed;
}

ListLines::Edit ListLines::setQuantity(int row, values::Decimal quantity)
{
    const values::Bundle *b = bundle(row);
    if (!b || quantity.isNegative())
        return Edit::Refused;
    if (!b->isWeightArticle && !quantity.isInteger())
        return Edit::Refused;
    if (m_rows.at(row).quantity == quantity)
        return Edit::Unchanged;
    m_rows[row].quantity = quantity;
    return Edit::Changed;
}

std::optional<values::Decimal> ListLines::quantityFrom(const QVariant &value, const QLocale &locale)
{
    if (value.metaType() == QMetaType::fromType<values::Decimal>())
        return value.value<values::Decimal>();
    if (value.metaType() == QMetaType::fromType<int>() || value.metaType() == QMetaType::fromType<qlonglong>())
        return values::Decimal::fromInt(value.toLongLong());
    if (value.metaType() == QMetaType::fromType<QString>())
        return values::Decimal::fromLocaleString(locale, value.toString());
    return std::nullopt;
}

QStringList ListLines::packChoices(int row) const
{
    QStringList choices;
    for (const values::Bundle &b : article(row)->bundles)
        choices << (b.description.isEmpty() ? b.bundleSize : b.description);
    return choices;
}

QList<BasketAdd> ListLines::adds(QList<int> rows) const
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<BasketAdd> out;
    for (int row : std::as_const(rows)) {
        const values::Bundle *b = bundle(row);
        const values::Decimal q = quantity(row);
        if (!b || b->bundleId.isEmpty() || q.isZero() || q.isNegative())
            continue;
        out.append({b->bundleId, q});
    }
    return out;
}

const values::Article *ListLines::articleWithBundle(const QString &bundleId) const
{
    for (const values::Article &article : m_list.items)
        if (article.bundle(bundleId))
            return &article;
    return nullptr;
}

} // namespace webshop::models
