#include "app/api/ApiClient.h"

#include "app/api/ApiLogging.h"
#include "app/api/ClientCore.h"
#include "app/api/HttpCall.h"
#include "app/api/JsonDecode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>

namespace webshop::api {

namespace {

// The system proxy for everything but loopback (the embedded demo server).
class SystemProxyFactory final : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        if (isLoopbackHost(query.peerHostName()))
            return {QNetworkProxy(QNetworkProxy::NoProxy)};
        return systemProxyForQuery(query);
    }
};

// A thin job: an HttpCall plus a pure decoder from the reply to the typed result.
template<class Base, class Result>
class JobImpl : public Base
{
public:
    using Decoder = std::function<bool(const RawReply &, Result &, QString *)>;
    JobImpl(ClientCore *core, RequestSpec spec, Decoder decode, QObject *parent)
        : Base(parent), m_decode(std::move(decode)), m_redactBody(spec.isLogin)
    {
        m_call = new HttpCall(core, std::move(spec), this);
        QObject::connect(m_call, &HttpCall::finished, this,
                         [this](const ApiError &e, const RawReply &r) { complete(e, r); });
        m_call->start();
    }
    void abandon() override
    {
        if (m_done)
            return;
        m_done = true;
        m_call->abandon();
        this->deleteLater();
    }

protected:
    Result m_result{};

private:
    void complete(const ApiError &error, const RawReply &reply)
    {
        if (m_done)
            return;
        m_done = true;
        if (error) {
            this->m_error = error;
        } else if (m_decode) {
            QString why;
            if (!m_decode(reply, m_result, &why)) {
                m_result = Result{};
                this->m_error.kind = ApiError::Kind::Parse;
                this->m_error.httpStatus = reply.status;
                // A login answer that did not decode may still hold a token under an unknown key.
                this->m_error.bodySnippet = m_redactBody ? QByteArray() : reply.body.left(512);
                this->m_error.detail = why;
                qCWarning(lcApi) << "unreadable answer:" << why;
            }
        }
        emit this->finished();
        this->deleteLater();
    }

    Decoder m_decode;
    bool m_redactBody = false;
    HttpCall *m_call = nullptr;
    bool m_done = false;
};

class ClientLoginJobImpl final : public JobImpl<ClientLoginJob, QString>
{
public:
    using JobImpl::JobImpl;
    QString clientToken() const override { return m_result; }
};
class CustomerLoginJobImpl final : public JobImpl<CustomerLoginJob, CustomerLogin>
{
public:
    using JobImpl::JobImpl;
    const CustomerLogin &result() const override { return m_result; }
};
class SearchJobImpl final : public JobImpl<SearchJob, SearchPage>
{
public:
    using JobImpl::JobImpl;
    const SearchPage &result() const override { return m_result; }
};
class ArticleJobImpl final : public JobImpl<ArticleJob, Article>
{
public:
    using JobImpl::JobImpl;
    const Article &result() const override { return m_result; }
};
class AddItemJobImpl final : public JobImpl<AddItemJob, bool>
{
public:
    using JobImpl::JobImpl;
};
class BasketJobImpl final : public JobImpl<BasketJob, Basket>
{
public:
    using JobImpl::JobImpl;
    const Basket &result() const override { return m_result; }
};
class PersonalListsJobImpl final : public JobImpl<PersonalListsJob, PersonalLists>
{
public:
    using JobImpl::JobImpl;
    const PersonalLists &result() const override { return m_result; }
};
class PersonalListJobImpl final : public JobImpl<PersonalListJob, PersonalList>
{
public:
    using JobImpl::JobImpl;
    const PersonalList &result() const override { return m_result; }
};

QByteArray compactJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray jsonString(const QString &s)
{
    QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2); // strip [ ]
}

} // namespace

class ApiClient::Private
{
public:
    Private(ApiClient *q, QNetworkAccessManager *nam) : core(q, nam) {}
    ClientCore core;
    QPointer<SearchJob> currentSearch;

    void tokenChanged(const QString &jwt)
    {
        if (!jwt.isEmpty())
            core.authLost = false; // a new login: calls may go out again
        else
            core.forbiddenAfterReauth.clear(); // logged out, or a new login begins
    }

    RequestSpec get(const QString &name, const QUrl &url) const
    {
        RequestSpec s;
        s.name = name;
        s.url = url;
        return s;
    }
    QStringList explore(QStringList rest) const
    {
        rest.prepend(core.config.explorePrefix);
        return rest;
    }
};

ApiClient::ApiClient(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this, nam))
{
    Q_ASSERT(nam);
    qRegisterMetaType<webshop::values::ApiError>();
    nam->setStrictTransportSecurityEnabled(true);
    if (!nam->proxyFactory() && nam->proxy().type() == QNetworkProxy::DefaultProxy)
        nam->setProxyFactory(new SystemProxyFactory);
}

ApiClient::~ApiClient()
{
    // Jobs hold the core: end them (silently) before it goes.
    const auto jobs = findChildren<ApiJob *>(Qt::FindDirectChildrenOnly);
    for (ApiJob *job : jobs)
        delete job;
}

QNetworkAccessManager *ApiClient::networkAccessManager() const { return d->core.nam; }

void ApiClient::setConfig(const ApiConfig &config)
{
    d->core.config = config;
    d->core.baseUrlRefused = hasUserInfo(config.baseUrl);
    if (d->core.baseUrlRefused) {
        // Never kept, never shown: every call reports the refusal instead.
        qCWarning(lcApi) << "server address with a user name or password refused for" << config.baseUrl.host();
        d->core.config.baseUrl = QUrl();
    }
}
const ApiConfig &ApiClient::config() const { return d->core.config; }

void ApiClient::setContext(const ShopContext &context) { d->core.context = context; }
const ShopContext &ApiClient::context() const { return d->core.context; }

void ApiClient::setClientToken(const QString &jwt)
{
    if (d->core.clientToken == jwt)
        return;
    d->core.clientToken = jwt;
    ++d->core.tokenGeneration;
    d->tokenChanged(jwt);
}

void ApiClient::setCustomerToken(const QString &jwt)
{
    if (d->core.customerToken == jwt)
        return;
    d->core.customerToken = jwt;
    ++d->core.tokenGeneration;
    d->tokenChanged(jwt);
}

bool ApiClient::hasTokens() const
{
    return !d->core.clientToken.isEmpty() && !d->core.customerToken.isEmpty();
}

ClientLoginJob *ApiClient::loginClient(const QString &apiUser, const QString &apiPassword)
{
    const ApiConfig &c = d->core.config;
    QStringList path = c.clientLoginPath.isEmpty() ? QStringList{c.productKey, c.version, QStringLiteral("login"), QStringLiteral("client")}
                                                   : c.clientLoginPath.split(u'/', Qt::SkipEmptyParts);
    RequestSpec s = d->get(QStringLiteral("loginClient"), d->core.urlFor(path));
    s.verb = "POST";
    s.attachTokens = false;
    s.isLogin = true;
    s.idempotent = false;
    s.body = compactJson({{QStringLiteral("apiUser"), apiUser}, {QStringLiteral("apiPw"), apiPassword}});
    return new ClientLoginJobImpl(&d->core, std::move(s), [](const RawReply &r, QString &token, QString *why) {
        return json::decodeClientToken(r.body, r.headers, token, why);
    }, this);
}

CustomerLoginJob *ApiClient::loginCustomer(const QString &username, const QString &password)
{
    const ApiConfig &c = d->core.config;
    const QStringList path = c.loginPathStyle == ApiConfig::LoginPathStyle::Short
        ? QStringList{QStringLiteral("login"), QStringLiteral("user")}
        : QStringList{c.productKey, c.version, QStringLiteral("login"), QStringLiteral("user")};
    RequestSpec s = d->get(QStringLiteral("loginCustomer"), d->core.urlFor(path));
    s.verb = "POST";
    s.idempotent = false;
    // The client token goes along (it is "required on every call unless a call says otherwise").
    s.attachTokens = true;
    s.isLogin = true;
    s.body = compactJson({{QStringLiteral("username"), username}, {QStringLiteral("password"), password}});
    auto *job = new CustomerLoginJobImpl(&d->core, std::move(s), [](const RawReply &r, CustomerLogin &out, QString *why) {
        return json::decodeCustomerLogin(r.body, r.headers, out, why);
    }, this);
    return job;
}

SearchJob *ApiClient::search(const QString &query, int page, int rows, SearchKind kind)
{
    if (kind == SearchKind::Interactive && d->currentSearch)
        d->currentSearch->abandon();
    const ApiConfig &c = d->core.config;
    const ShopContext &x = d->core.context;
    const QStringList path = c.searchPathStyle == ApiConfig::SearchPathStyle::Explore
        ? d->explore({QStringLiteral("search")})
        : QStringList{c.productKey, c.version, QStringLiteral("search")};
    const QUrl url = d->core.urlFor(path, {{QStringLiteral("storeId"), x.storeId},
                                           {QStringLiteral("customerId"), x.customerId},
                                           {QStringLiteral("language"), x.language},
                                           {QStringLiteral("country"), x.country},
                                           {QStringLiteral("query"), query},
                                           {QStringLiteral("rows"), QString::number(qMax(1, rows))},
                                           {QStringLiteral("page"), QString::number(qMax(1, page))}});
    const QUrl base = c.baseUrl;
    auto *job = new SearchJobImpl(&d->core, d->get(QStringLiteral("search"), url),
                                  [base](const RawReply &r, SearchPage &out, QString *why) {
                                      return json::decodeSearchPage(r.body, base, out, why);
                                  }, this);
    if (kind == SearchKind::Interactive)
        d->currentSearch = job;
    return job;
}

ArticleJob *ApiClient::article(const QString &variantId)
{
    return article(variantId, d->core.context.storeId);
}

ArticleJob *ApiClient::article(const QString &variantId, const QString &storeId)
{
    const ShopContext &x = d->core.context;
    const QUrl url = d->core.urlFor(d->explore({QStringLiteral("articlevariant"), x.country, x.language, storeId, x.customerId, variantId}));
    const QUrl base = d->core.config.baseUrl;
    return new ArticleJobImpl(&d->core, d->get(QStringLiteral("article"), url),
                              [base](const RawReply &r, Article &out, QString *why) {
                                  return json::decodeArticle(r.body, base, out, why);
                              }, this);
}

AddItemJob *ApiClient::addItem(const QString &bundleId, Decimal amount)
{
    const ShopContext &x = d->core.context;
    RequestSpec s = d->get(QStringLiteral("addItem"),
                           d->core.urlFor(d->explore({QStringLiteral("shoppingcarts"), x.country, x.storeId, x.customerId, QStringLiteral("addItem")})));
    s.verb = "POST";
    s.idempotent = false; // never retried blindly: BasketSync reconciles
    s.body = "{\"bettyBundleId\":" + jsonString(bundleId) + ",\"amount\":" + amount.toString().toLatin1() + '}';
    // The add-item response body is "not shown": any 2xx is success, the body is ignored.
    return new AddItemJobImpl(&d->core, std::move(s), {}, this);
}

BasketJob *ApiClient::basket()
{
    const ShopContext &x = d->core.context;
    const QUrl url = d->core.urlFor(d->explore({QStringLiteral("shoppingcarts"), x.country, x.storeId, x.customerId, QStringLiteral("getBasket")}));
    return new BasketJobImpl(&d->core, d->get(QStringLiteral("basket"), url),
                             [](const RawReply &r, Basket &out, QString *why) { return json::decodeBasket(r.body, out, why); }, this);
}

PersonalListsJob *ApiClient::personalLists()
{
    const ShopContext &x = d->core.context;
    const QUrl url = d->core.urlFor({QStringLiteral("list"), QStringLiteral("personal"), QStringLiteral("country"), x.country,
                                     QStringLiteral("customerid"), x.customerId});
    return new PersonalListsJobImpl(&d->core, d->get(QStringLiteral("personalLists"), url),
                                    [](const RawReply &r, PersonalLists &out, QString *why) { return json::decodePersonalLists(r.body, out, why); }, this);
}

PersonalListJob *ApiClient::personalList(const QString &listId)
{
    const ShopContext &x = d->core.context;
    const QUrl url = d->core.urlFor({QStringLiteral("list"), QStringLiteral("personal"), QStringLiteral("country"), x.country,
                                     QStringLiteral("list"), listId, QStringLiteral("locale"), x.language});
    const QUrl base = d->core.config.baseUrl;
    return new PersonalListJobImpl(&d->core, d->get(QStringLiteral("personalList"), url),
                                   [base](const RawReply &r, PersonalList &out, QString *why) {
                                       return json::decodePersonalList(r.body, base, out, why);
                                   }, this);
}

QUrl ApiClient::resolve(const QString &urlOrPath) const
{
    return json::resolveUrl(d->core.config.baseUrl, urlOrPath);
}

void ApiClient::setReauthenticator(Reauthenticator reauth)
{
    d->core.reauth = std::move(reauth);
}

void ApiClient::renewAuthentication()
{
    if (d->core.reauth)
        d->core.startReauth();
}

std::optional<qint64> ApiClient::serverClockOffsetMs() const
{
    return d->core.serverClockOffsetMs;
}

QString ApiClient::baseUrlProblem(const QUrl &baseUrl)
{
    if (hasUserInfo(baseUrl)) {
        ApiError e;
        e.kind = ApiError::Kind::CredentialsInUrl;
        return e.userMessage();
    }
    return {};
}

} // namespace webshop::api
