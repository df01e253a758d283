#include "app/control/ObjectGraph.h"

#include "app/control/PreferencesStore.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/Session.h"
#include "app/control/BasketAdds.h"
#include "app/localstore/StoreTypes.h"
#include "app/control/ImportController.h"
#include "app/control/QuickOrder.h"
#include "app/control/OrderGuideController.h"
#include "app/control/OfflineCache.h"
#include "app/control/PriceHistory.h"
#include "app/control/SavedCopies.h"
#include "app/control/QuitGuard.h"
#include "app/control/ShopCore.h"
#include "app/control/SessionController.h"
#include "app/control/StoreComparison.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceMemory.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"

#include <QFileInfo>
#include <QNetworkAccessManager>

namespace webshop::control {

// Members in construction order: each is built from the ones above it and destroyed before them.
struct ObjectGraph::Parts
{
    explicit Parts(const Options &o)
        : core(o.keychainService)
        , network(*core.network())
        , client(*core.client())
        , session(*core.session())
        , basketQueue(*core.basketQueue())
        , adds(*core.adds())
        , images(o.imageDiskCache ? std::make_unique<models::ImageCache>()
                                  : std::make_unique<models::ImageCache>(&imageNetwork))
        , articles(&client)
        , packMemory(preferences.packStorage())
        , savedCopies(&articles)
        , modelServices{&client, &articles, images.get(), &prices, &priceMemory, &packMemory, &savedCopies}
        , search(modelServices)
        , details(modelServices)
        , basket(&basketQueue, modelServices)
        , lists(modelServices)
        , listItems(modelServices, &lists)
        , models{&prices, images.get(), &articles, &search, &details, &basket, &lists, &listItems, &priceMemory, &packMemory}
        , sessionController(&session, &client, &basketQueue, models, &savedCopies)
        , quitGuard(&basketQueue)
        , storeComparison(&client, &articles)
        , imports(&client, &adds, &preferences)
        , quickOrder(&client, &adds, models, &sessionController)
        , priceHistory(&sessionController, models)
        , offlineCache(&sessionController, &client, models, &savedCopies)
        , guides(&adds, o.guidesPath)
    {
        // The ledger of adds: beside the local store's file, or in memory for a run without one.
        adds.openLedger(!o.ledgerPath.isEmpty()       ? o.ledgerPath
                        : !o.localStore                 ? QStringLiteral(":memory:")
                        : o.localStorePath.isEmpty() ? QString()
                                                     : QFileInfo(o.localStorePath).absolutePath() + QStringLiteral("/ledger.sqlite"));
        // Every add of the article pane and the lists goes through the one add path too.
        basket.setAdder([this](const values::AddIntent &intent) { return adds.add(intent); });
        QObject::connect(&adds, &BasketAdds::stateChanged, &basket, &models::BasketModel::onAddState);
        // List lines say what the basket holds of their pack.
        listItems.setBasket(&basket);
        adds.setGate([this] { return offlineCache.addRefusal(); });
        adds.setKeySource([this]() -> std::optional<localstore::StoreKey> {
            if (!sessionController.isSignedIn() || sessionController.currentAddressIndex() < 0)
                return std::nullopt;
            return localstore::StoreKey::of(sessionController.serverUrl(), sessionController.customerId(),
                                            sessionController.currentAddress().storeId);
        });
        // A new customer, store or sign-in: a new context for the add path.
        for (auto signal : {&SessionController::addressChanged, &SessionController::loggedIn,
                            &SessionController::loggedOut, &SessionController::sessionEnded})
            QObject::connect(&sessionController, signal, &adds, &BasketAdds::contextChanged);
        setLocale(o.locale);
        // Without a store (or when it fails) the app runs without history. Opened later: the
        // file is readied meanwhile on a thread of its own.
        if (o.localStore && o.openLocalStoreLater)
            priceHistory.prepare(o.localStorePath);
        else if (o.localStore)
            priceHistory.open(o.localStorePath);
        // A comparison belongs to one customer.
        QObject::connect(&sessionController, &SessionController::loggedOut, &storeComparison, &StoreComparison::clear);
        QObject::connect(&sessionController, &SessionController::sessionEnded, &storeComparison, &StoreComparison::clear);
        offlineCache.setStore(priceHistory.store()); // the same file: saved views beside the prices
    }

    void setLocale(const QLocale &locale)
    {
        core.setLocale(locale); // the API's language parameter: "de-DE"
        prices.setLocale(locale);
        imports.setLocale(locale);
    }

    ShopCore core; // the network, the client, the keychain, the session, the queue, the add path
    QNetworkAccessManager &network;
    api::ApiClient &client;
    auth::Session &session;
    api::BasketSync &basketQueue;
    BasketAdds &adds;
    PreferencesStore preferences; // the user's preferences, read once, changed in one place
    models::PriceDisplay prices;
    QNetworkAccessManager imageNetwork; // only when the image cache has no manager of its own
    std::unique_ptr<models::ImageCache> images;
    models::ArticleCache articles;
    models::PriceMemory priceMemory;
    models::PackMemory packMemory;
    SavedCopies savedCopies; // the models' source of saved copies (OfflineCache says when)
    models::ModelServices modelServices;
    models::SearchResultsModel search;
    models::ArticleDetails details;
    models::BasketModel basket;
    models::PersonalListsModel lists;
    models::ListItemsModel listItems;
    ModelSet models;
    SessionController sessionController;
    QuitGuard quitGuard;
    StoreComparison storeComparison;
    ImportFactory imports;
    QuickOrder quickOrder;
    PriceHistory priceHistory;
    OfflineCache offlineCache;
    OrderGuideController guides;
    QUrl demoServerUrl;
    SignIn demoCredentials;
};

ObjectGraph::ObjectGraph(const Options &options)
    : m_options(options)
    , d(std::make_unique<Parts>(options))
{
}

ObjectGraph::~ObjectGraph() = default;

void ObjectGraph::openLocalStore()
{
    if (m_options.localStore && !d->priceHistory.isOpen())
        d->priceHistory.open(m_options.localStorePath);
}

Services ObjectGraph::services() const
{
    Services s;
    static_cast<ModelSet &>(s) = d->models;
    s.session = &d->sessionController;
    s.adds = &d->adds;
    s.quitGuard = &d->quitGuard;
    s.storeComparison = &d->storeComparison;
    s.imports = &d->imports;
    s.quickOrder = &d->quickOrder;
    s.priceHistory = &d->priceHistory;
    s.offline = &d->offlineCache;
    s.preferences = &d->preferences;
    s.guides = &d->guides;
    s.demoServerUrl = d->demoServerUrl;
    s.demoCredentials = d->demoCredentials;
    return s;
}

void ObjectGraph::setDemoServer(const QUrl &url, const SignIn &credentials)
{
    d->demoServerUrl = url;
    d->demoCredentials = credentials;
}

void ObjectGraph::applyPreferences(const Preferences &p)
{
    d->core.applyPreferences(p);
    d->priceHistory.setRetentionDays(p.priceHistoryDays);
}

void ObjectGraph::setLocale(const QLocale &locale)
{
    d->setLocale(locale);
}

void ObjectGraph::setServerUrl(const QUrl &url)
{
    api::ApiConfig config = d->client.config();
    config.baseUrl = url;
    d->client.setConfig(config);
}

QUrl ObjectGraph::serverUrl() const
{
    return d->client.config().baseUrl;
}

QNetworkAccessManager *ObjectGraph::network() const { return &d->network; }
QNetworkAccessManager *ObjectGraph::imageNetwork() const { return &d->imageNetwork; }
api::ApiClient *ObjectGraph::client() const { return &d->client; }
auth::SecretStore *ObjectGraph::secrets() const { return d->core.secrets(); }
auth::Session *ObjectGraph::session() const { return &d->session; }
api::BasketSync *ObjectGraph::basketQueue() const { return &d->basketQueue; }
SessionController *ObjectGraph::sessionController() const { return &d->sessionController; }
BasketAdds *ObjectGraph::adds() const { return &d->adds; }
QuitGuard *ObjectGraph::quitGuard() const { return &d->quitGuard; }
PriceHistory *ObjectGraph::priceHistory() const { return &d->priceHistory; }
OfflineCache *ObjectGraph::offlineCache() const { return &d->offlineCache; }
PreferencesStore *ObjectGraph::preferences() const { return &d->preferences; }
const ModelSet &ObjectGraph::models() const { return d->models; }

} // namespace webshop::control
