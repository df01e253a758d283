#include "models/PriceMemory.h"

#include "models/MoneyFormat.h"

#include <QCoreApplication>

namespace webshop::models {

namespace {
std::optional<values::Decimal> amountIn(const SeenPrice &price, bool net)
{
    return net ? price.net : price.gross;
}

std::optional<PriceBadge> badgeOf(const SeenPrice &before, const SeenPrice &after, bool net)
{
    const std::optional<values::Decimal> b = amountIn(before, net);
    const std::optional<values::Decimal> a = amountIn(after, net);
    if (!b || !a || *a == *b || before.currency != after.currency)
        return std::nullopt;
    return PriceBadge{*b, *a, after.currency, before.seenAt};
}
} // namespace

QString PriceBadge::text(const QLocale &locale) const
{
    const values::Decimal diff = difference();
    const QString amount = formatMoney(locale, up() ? diff : -diff, currency);
    //: A price went up (arrow, plus sign, amount) or down (arrow, minus sign, amount)
    return up() ? QCoreApplication::translate("webshop::models::PriceBadge", "▲ +%1").arg(amount)
                : QCoreApplication::translate("webshop::models::PriceBadge", "▼ −%1").arg(amount);
}

QString PriceBadge::toolTip(const QLocale &locale) const
{
    const QString was = formatMoney(locale, before, currency);
    if (!seenAt.isValid())
        return QCoreApplication::translate("webshop::models::PriceBadge", "Was %1 when you last saw it").arg(was);
    return QCoreApplication::translate("webshop::models::PriceBadge", "Was %1 when you last saw it (%2)")
        .arg(was, locale.toString(seenAt.date(), QLocale::ShortFormat));
}

SeenPrice SeenPrice::of(const values::Bundle *bundle)
{
    if (!bundle)
        return {};
    return {bundle->price.currency, bundle->price.articleNet, bundle->price.articleGross, {}};
}

QVariant PriceMemory::badgeData(const PriceMemory *memory, const QString &bundleId, const SeenPrice &current, bool net)
{
    if (!memory)
        return {};
    const std::optional<PriceBadge> badge = memory->changeOf(bundleId, current, net);
    return badge ? QVariant::fromValue(*badge) : QVariant();
}

PriceMemory::PriceMemory(QObject *parent)
    : QObject(parent)
{
}

void PriceMemory::recall(const QStringList &asked, const QHash<QString, SeenPrice> &seen)
{
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        if (!m_seen.contains(it.key()))
            m_seen.insert(it.key(), it.value());
    for (const QString &bundleId : asked)
        if (!m_seen.contains(bundleId))
            m_neverSeen.insert(bundleId);
}

std::optional<SeenPrice> PriceMemory::seen(const QString &bundleId) const
{
    const auto it = m_seen.constFind(bundleId);
    return it == m_seen.cend() ? std::nullopt : std::optional<SeenPrice>(*it);
}

std::optional<PriceBadge> PriceMemory::changeOf(const QString &bundleId, const SeenPrice &current, bool net) const
{
    if (bundleId.isEmpty())
        return std::nullopt;
    const auto seenIt = m_seen.constFind(bundleId);
    if (seenIt != m_seen.cend() && !seenIt->sameAmounts(current))
        return badgeOf(*seenIt, current, net);
    // Seen already: the badge stays with the price it announced.
    const auto changeIt = m_changes.constFind(bundleId);
    if (changeIt != m_changes.cend() && changeIt->second.sameAmounts(current))
        return badgeOf(changeIt->first, changeIt->second, net);
    return std::nullopt;
}

void PriceMemory::markShown(const QString &bundleId, const SeenPrice &current)
{
    if (bundleId.isEmpty() || (!current.net && !current.gross))
        return;
    const auto it = m_seen.find(bundleId);
    if (it != m_seen.end() && it->sameAmounts(current))
        return;
    if (it != m_seen.end())
        m_changes.insert(bundleId, {*it, current});
    SeenPrice now = current;
    if (!now.seenAt.isValid())
        now.seenAt = QDateTime::currentDateTime();
    m_seen.insert(bundleId, now);
    emit shown(bundleId, now);
}

void PriceMemory::clear()
{
    m_seen.clear();
    m_neverSeen.clear();
    m_changes.clear();
}

} // namespace webshop::models
