#pragma once

// The request handlers of the demo backend: routing, authentication, validation and the spec's
// resources. Transport-free (DemoHttpServer feeds it), so every answer is one function call.

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoBasket.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoJwt.h"
#include "app/demo/DemoVariants.h"

#include <QByteArray>
#include <QJsonObject>
#include <QHash>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QSet>
#include <memory>
#include <optional>

namespace webshop::demo {

struct DemoOptions;
struct FaultOptions;

struct DemoRequest
{
    QByteArray method;  // "GET", "POST", …
    QString path;       // percent-encoded, as received
    QList<std::pair<QString, QString>> query; // decoded ('+' is a space)
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    quint64 number = 0;     // the server's count of requests, from 1
    int lateApplyMs = -1;   // addItem: >= 0 answers 202 and applies this much later (a fault)

    QByteArray header(QByteArrayView name) const; // case-insensitive; the first one
    std::optional<QString> queryValue(QStringView name) const;
    static QList<std::pair<QString, QString>> parseQuery(QByteArrayView encoded);
};

struct DemoReply
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;

    static DemoReply json(const QJsonObject &object, int status = 200);
    static DemoReply error(int status, const char *code, const QString &message);
};

class DemoApi
{
public:
    DemoApi(std::shared_ptr<const DemoCatalogue> catalogue, int tokenTtlSeconds);

    DemoReply handle(const DemoRequest &request);
    static bool isAddItem(const DemoRequest &request);
    // The bettyBundleId of an addItem body; empty when there is none.
    static QString addItemBundleId(const DemoRequest &request);

    void setTokenTtlSeconds(int seconds) { m_ttlSeconds = qMax(0, seconds); }
    int tokenTtlSeconds() const { return m_ttlSeconds; }
    void expireTokens() { ++m_generation; }
    void clearBaskets()
    {
        m_baskets.clear();
        m_pendingAdds.clear();
        m_lastAdds.clear();
    }
    void setVariants(const VariantOptions &variants) { m_variants = variants; }
    const VariantOptions &variants() const { return m_variants; }
    // The faults the API plays itself: foreign changes and the chaos's basket article scheme
    // (the transport's are DemoHttpServer's). Restarts the count of basket reads.
    void setFaults(const FaultOptions &faults);
    // Every change applied to a basket so far (late adds that are due included).
    const QList<AppliedAdd> &appliedAdds()
    {
        applyDueAdds();
        return m_applied;
    }
    void clearAudit() { m_applied.clear(); }
    // Late adds received and not applied yet (the due ones are applied first).
    int pendingAddCount()
    {
        applyDueAdds();
        return int(m_pendingAdds.size());
    }
    void prefillDemoBasket();
    const DemoCatalogue &catalogue() const { return *m_catalogue; }
    // False for the few articles a store does not carry (DemoAccounts::unsoldArticles).
    bool sells(const QString &storeId, const QString &variantId) const
    {
        return !m_unsold.contains(storeId + u'/' + variantId);
    }

private:
    struct Identity
    {
        QString subject;    // api user or customer id
    };
    enum class TokenKind { Client, Customer };

    // Where an add goes, and what caused it (for the audit).
    struct AddTarget
    {
        QString basketKey, storeId, customerId;
        quint64 requestNo = 0;
    };
    struct PendingAdd
    {
        AddTarget target;
        QString bundleId;
        qint64 quantity = 0;
        qint64 dueMs = 0;
    };
    struct LastAdd
    {
        QString bundleId;
        qint64 quantity = 0;
    };

    // The server's clock (ms since the epoch), shifted by the token skew variant.
    qint64 serverClockMs() const;
    // Applies the asynchronous adds whose time has come, in the order they were received.
    void applyDueAdds();
    // Adds to a basket line and records it in the audit.
    void apply(const AddTarget &target, const QString &bundleId, qint64 quantity, bool foreign, qint64 atMs);
    // Another client's change before a basket read is answered (FaultOptions::foreignChanges).
    void maybeForeignChange(const AddTarget &target);
    // The variants as the wire shows them (the chaos may pick the article scheme).
    VariantOptions wireVariants() const;
    std::optional<DemoReply> checkToken(const DemoRequest &request, TokenKind kind,
                                        bool required, std::optional<Identity> *identity) const;
    QByteArray issueToken(TokenKind kind, const QString &subject) const;

    DemoReply clientLogin(const DemoRequest &request);
    DemoReply customerLogin(const DemoRequest &request);
    DemoReply search(const DemoRequest &request);
    DemoReply articleVariant(const DemoRequest &request, const QStringList &args);
    DemoReply addItem(const DemoRequest &request, const QStringList &args);
    DemoReply getBasket(const DemoRequest &request, const QStringList &args);
    DemoReply personalLists(const DemoRequest &request, const QStringList &args);
    DemoReply personalList(const DemoRequest &request, const QStringList &args);
    DemoReply media(const DemoRequest &request, const QStringList &args);
    DemoReply index() const;

    // Customer token + path checks shared by basket and list calls.
    std::optional<DemoReply> checkCustomerPath(const DemoRequest &request, const QString &country,
                                               const QString &customerId, const QString *storeId,
                                               const DemoStore **store);

    std::shared_ptr<const DemoCatalogue> m_catalogue;
    QList<DemoList> m_lists;
    QSet<QString> m_unsold; // "store/variant"
    QSet<QString> m_storesWithGaps;
    DemoBaskets m_baskets;
    QList<PendingAdd> m_pendingAdds;
    QHash<QString, LastAdd> m_lastAdds; // per basket key: its most recent valid addItem
    QList<AppliedAdd> m_applied;
    VariantOptions m_variants;
    // Foreign changes and the chaos's scheme (setFaults()).
    int m_foreignEvery = 0;
    bool m_foreignSame = false;
    quint64 m_basketReads = 0;
    QRandomGenerator m_foreignRandom;
    std::optional<VariantOptions::BasketArticle> m_chaosArticle;
    DemoJwt m_jwt;
    int m_ttlSeconds = 3600;
    int m_generation = 0;
};

} // namespace webshop::demo
