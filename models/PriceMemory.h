#pragma once

// What price the buyer last saw for each bundle, and the change badges that follow from it.
// The models ask it for a row's badge (PriceChangeRole); the views tell it when a price is on
// screen (markShown). It holds no database: control fills it from the local store (recall) and
// writes what it reports (shown) back. A badge stays with the price it announced: once the
// buyer has seen the new price it is the seen one, and the badge goes only with the next change.

#include "app/values/Decimal.h"
#include "app/values/Types.h"

#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QString>
#include <optional>

namespace webshop::models {

// A bundle's price as the buyer saw it (net and gross, either may be unknown).
struct SeenPrice
{
    QString currency;
    std::optional<values::Decimal> net;
    std::optional<values::Decimal> gross;
    QDateTime seenAt;
    // The unit price of a bundle (empty when there is none).
    static SeenPrice of(const values::Bundle *bundle);
    bool sameAmounts(const SeenPrice &other) const
    {
        return currency == other.currency && net == other.net && gross == other.gross;
    }
};

// A change since the buyer last saw the price, in one price mode.
struct PriceBadge
{
    values::Decimal before;
    values::Decimal after;
    QString currency;
    QDateTime seenAt; // when the buyer saw `before`
    bool up() const { return before < after; }
    values::Decimal difference() const { return after - before; }
    // "▲ +0,40 €" / "▼ −0,25 €"
    QString text(const QLocale &locale) const;
    // "Was 2,10 € when you last saw it (12 Nov 2026)"
    QString toolTip(const QLocale &locale) const;
};

class PriceMemory : public QObject
{
    Q_OBJECT
public:
    explicit PriceMemory(QObject *parent = nullptr);

    // Prices seen before this session (from the local store), for the bundles `asked` about:
    // kept for the bundles this memory does not know yet (what it learnt since is newer). An
    // asked bundle the store had no price for is known too (as never seen), so it is not read
    // again at every basket change.
    void recall(const QStringList &asked, const QHash<QString, SeenPrice> &seen);
    bool knows(const QString &bundleId) const { return m_seen.contains(bundleId) || m_neverSeen.contains(bundleId); }
    std::optional<SeenPrice> seen(const QString &bundleId) const;

    // The change of this bundle's current price since the buyer saw it, in net or gross.
    std::optional<PriceBadge> changeOf(const QString &bundleId, const SeenPrice &current, bool net) const;
    // The buyer sees this price now: it becomes the seen price (shown() when it is new to them).
    void markShown(const QString &bundleId, const SeenPrice &current);
    // Another customer or store: nothing is known.
    void clear();

    // For the models' roles: the badge of a bundle's price (invalid when none or without memory).
    static QVariant badgeData(const PriceMemory *memory, const QString &bundleId, const SeenPrice &current, bool net);

signals:
    void shown(const QString &bundleId, const webshop::models::SeenPrice &price);

private:
    QHash<QString, SeenPrice> m_seen;
    QSet<QString> m_neverSeen; // asked of the store, which had no seen price
    QHash<QString, std::pair<SeenPrice, SeenPrice>> m_changes; // the badge's before and after
};

} // namespace webshop::models

Q_DECLARE_METATYPE(webshop::models::PriceBadge)
Q_DECLARE_METATYPE(webshop::models::SeenPrice)
