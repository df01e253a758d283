#pragma once

// Readings of the spec that real servers differ on, and that the demo backend can play (all
// off by default: the behaviour described in DemoServer.h). Set at run time with
// DemoServer::setVariants(), or from the command line of webshop-demo-server.

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace webshop::demo {

// The endpoints a variant can single out (names as on the command line).
enum class DemoEndpoint {
    ClientLogin,    // client-login
    CustomerLogin,  // customer-login
    Search,         // search
    ArticleVariant, // article-variant
    AddItem,        // add-item
    GetBasket,      // get-basket
    PersonalLists,  // personal-lists
    PersonalList,   // personal-list
};

struct VariantOptions
{
    // addItem: Sync answers 200 with the basket, the line already in it. Async answers 202
    // (body `{}`, or none with asyncEmptyBody) and the line appears asyncDelayMs later; basket
    // reads before then do not show it.
    enum class AddMode { Sync, Async };
    AddMode addMode = AddMode::Sync;
    int asyncDelayMs = 300;
    bool asyncEmptyBody = false;

    // The `article` of a basket line: the bettyBundleId added, the bettyVariantId of its
    // article, or an id of another scheme ("ART-" and ten digits, stable per bundle).
    enum class BasketArticle { Bundle, Variant, Other };
    BasketArticle basketArticle = BasketArticle::Bundle;

    // ItemPrice articleNet/articleGross/articleVATAmount: the line's amounts, or the price of
    // one unit (one bundle, or one kg). The other ItemPrice fields and total_price stay line
    // amounts and sums in both.
    enum class LinePrices { Line, Unit };
    LinePrices linePrices = LinePrices::Line;

    // These endpoints answer 403 insufficient_scope to requests with a valid client token,
    // as if the API key had no access to them.
    QList<DemoEndpoint> forbidden;

    // The server's clock is off by this many seconds: iat and exp of issued tokens are shifted
    // by it, and the server checks exp against the same shifted clock. So a token is accepted
    // for the token lifetime although its exp may be past (negative skew) or far ahead
    // (positive) of the real time when it is issued.
    int tokenSkewSeconds = 0;

    // getBasket answers 200 with `{}` (Empty) or with an error envelope
    // {"error":{"code":"basket_unavailable","message":"…"}} (Envelope) instead of the basket;
    // for the next basketReplyCount reads, or every read when it is negative.
    enum class BasketReply { Normal, Empty, Envelope };
    BasketReply basketReply = BasketReply::Normal;
    int basketReplyCount = -1;

    // Every addItem appends a line of its own, so a bundle added twice shows as two lines.
    bool duplicateLines = false;
};

// Names of the command line and of messages: "add-item" <-> DemoEndpoint::AddItem.
QString endpointName(DemoEndpoint endpoint);
std::optional<DemoEndpoint> endpointFromName(QStringView name);
QStringList endpointNames();

// The id of a bundle in the "other" article scheme: "ART-" and ten digits, derived from the
// bundle id alone (stable across reads, runs and servers; distinct bundles, distinct ids).
QString otherArticleId(const QString &bundleId);

} // namespace webshop::demo
