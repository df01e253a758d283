#include "app/demo/DemoBasketHandler.h"

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoAuth.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoShelves.h"

#include <QDateTime>

#include <cmath>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

DemoBasketHandler::DemoBasketHandler(const DemoCatalogue &catalogue, const DemoShelves &shelves,
                                     const DemoAuth &auth, VariantOptions &variants)
    : m_catalogue(catalogue)
    , m_shelves(shelves)
    , m_auth(auth)
    , m_variants(variants)
{
}

void DemoBasketHandler::prefillDemoBasket()
{
    const DemoCustomer &customer = DemoAccounts::customers().first();
    const QString key = DemoBaskets::key(u"DE"_s, customer.addresses.first().storeId, customer.id);
    const auto lines = DemoAccounts::demoBasketLines(m_catalogue);
    for (const auto &[bundle, quantity] : lines)
        m_baskets.add(key, bundle, quantity);
}

void DemoBasketHandler::applyDueAdds()
{
    if (m_pendingAdds.isEmpty())
        return;
    const qint64 now = nowMs();
    // Received in order with one delay each: the due ones may still be out of order when the
    // delay was changed in between, so every entry is checked.
    for (auto it = m_pendingAdds.begin(); it != m_pendingAdds.end();) {
        if (it->dueMs > now) {
            ++it;
            continue;
        }
        const PendingAdd due = *it;
        it = m_pendingAdds.erase(it);
        apply(due.target, due.bundleId, due.quantity, false, due.dueMs);
    }
}

void DemoBasketHandler::apply(const AddTarget &target, const QString &bundleId, qint64 quantity, bool foreign,
                              qint64 atMs)
{
    m_baskets.add(target.basketKey, bundleId, quantity, !m_variants.duplicateLines);
    AppliedAdd applied;
    applied.customerId = target.customerId;
    applied.storeId = target.storeId;
    applied.bundleId = bundleId;
    applied.quantity = quantity;
    applied.amount = double(quantity) / double(kQuantityScale);
    applied.foreign = foreign;
    applied.at = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC);
    applied.requestNo = target.requestNo;
    m_applied.append(applied);
}

std::optional<DemoReply> DemoBasketHandler::quantityOf(double amount, const DemoArticle &article,
                                                       const QString &bundleId, qint64 *quantity)
{
    if (!std::isfinite(amount) || amount <= 0.0)
        return DemoReply::error(400, "invalid_amount", u"The amount must be positive."_s);
    if (amount * kQuantityScale > double(kMaxLineQuantity))
        return DemoReply::error(400, "invalid_amount", u"The amount is too large."_s);
    const double scaled = amount * kQuantityScale;
    *quantity = qRound64(scaled);
    if (std::abs(scaled - double(*quantity)) > 1e-6 || *quantity <= 0)
        return DemoReply::error(400, "invalid_amount",
                                u"The amount may have at most three decimals (grams)."_s);
    if (!article.weight && *quantity % kQuantityScale != 0)
        return DemoReply::error(400, "invalid_amount",
                                u"Bundle \"%1\" is sold by the piece: the amount must be a whole number."_s
                                    .arg(bundleId));
    return std::nullopt;
}

qint64 DemoBasketHandler::lineQuantity(const QString &basketKey, const QString &bundleId) const
{
    qint64 current = 0;
    for (const DemoBasketLine &line : m_baskets.lines(basketKey))
        if (line.bundleId == bundleId)
            current = line.quantity;
    for (const PendingAdd &pending : std::as_const(m_pendingAdds))
        if (pending.target.basketKey == basketKey && pending.bundleId == bundleId)
            current += pending.quantity;
    return current;
}

DemoReply DemoBasketHandler::addItem(const DemoRequest &request, const QStringList &args)
{
    const QString &country = args.at(0), &storeId = args.at(1), &customerId = args.at(2);
    const DemoStore *store = nullptr;
    if (auto error = m_auth.checkCustomerPath(request, country, customerId, &storeId, &store))
        return *error;
    DemoReply error;
    const auto body = jsonBody(request, &error);
    if (!body)
        return error;
    const auto bundleId = stringField(*body, u"bettyBundleId"_s, &error);
    if (!bundleId)
        return error;
    const QJsonValue amountValue = body->value(u"amount"_s);
    if (!amountValue.isDouble())
        return DemoReply::error(400, "missing_field", u"The field \"amount\" (a number) is required."_s);
    const DemoArticle *article = nullptr;
    const DemoBundle *bundle = m_catalogue.bundle(*bundleId, &article);
    if (!bundle)
        return DemoReply::error(400, "unknown_bundle", u"There is no bundle \"%1\"."_s.arg(*bundleId));
    if (!m_shelves.sells(storeId, article->id))
        return notSoldHere(article->id, storeId, 400);
    qint64 quantity = 0;
    if (auto invalid = quantityOf(amountValue.toDouble(), *article, *bundleId, &quantity))
        return *invalid;
    const AddTarget target{DemoBaskets::key(country, storeId, customerId), storeId, customerId, request.number};
    const QString &key = target.basketKey;
    if (!m_variants.duplicateLines && lineQuantity(key, *bundleId) + quantity > kMaxLineQuantity)
        return DemoReply::error(400, "invalid_amount", u"The basket line would exceed 100,000 units."_s);
    m_lastAdds.insert(key, {*bundleId, quantity});
    if (m_variants.addMode == VariantOptions::AddMode::Async || request.lateApplyMs >= 0) {
        const int delayMs = request.lateApplyMs >= 0 ? request.lateApplyMs : m_variants.asyncDelayMs;
        m_pendingAdds.append({target, *bundleId, quantity, nowMs() + qMax(0, delayMs)});
        DemoReply accepted;
        accepted.status = 202;
        if (m_variants.asyncEmptyBody)
            accepted.contentType.clear();
        else
            accepted.body = "{}";
        return accepted;
    }
    apply(target, *bundleId, quantity, false, nowMs());
    return DemoReply::json(basketToJson(m_baskets.lines(key), m_catalogue, *store, wireVariants()));
}

DemoReply DemoBasketHandler::getBasket(const DemoRequest &request, const QStringList &args)
{
    const QString &country = args.at(0), &storeId = args.at(1), &customerId = args.at(2);
    const DemoStore *store = nullptr;
    if (auto error = m_auth.checkCustomerPath(request, country, customerId, &storeId, &store))
        return *error;
    const AddTarget target{DemoBaskets::key(country, storeId, customerId), storeId, customerId, request.number};
    maybeForeignChange(target);
    if (m_variants.basketReply != VariantOptions::BasketReply::Normal && m_variants.basketReplyCount != 0) {
        const VariantOptions::BasketReply reply = m_variants.basketReply;
        if (m_variants.basketReplyCount > 0 && --m_variants.basketReplyCount == 0) {
            m_variants.basketReply = VariantOptions::BasketReply::Normal;
            m_variants.basketReplyCount = -1;
        }
        if (reply == VariantOptions::BasketReply::Empty)
            return DemoReply::json(QJsonObject{});
        // An error inside a 200 answer: no status member, as such servers write it.
        return DemoReply::json(QJsonObject{
            {u"error"_s, QJsonObject{{u"code"_s, u"basket_unavailable"_s},
                                     {u"message"_s, u"The basket cannot be read right now."_s}}}});
    }
    return DemoReply::json(basketToJson(m_baskets.lines(target.basketKey), m_catalogue, *store, wireVariants()));
}

} // namespace webshop::demo
