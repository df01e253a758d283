#pragma once

// What the window is handed: the controllers and the models, built and owned by the object
// graph (app/control/ObjectGraph.h) and passed as non-owning pointers. Nothing here reaches
// the network: widgets ask the controllers and show the models.

#include <QString>
#include <QUrl>

namespace webshop::models {
class ArticleCache;
class ArticleDetails;
class BasketModel;
class DataSource;
class ImageCache;
class ListItemsModel;
class PackMemory;
class PersonalListsModel;
class PriceDisplay;
class PriceMemory;
class SearchResultsModel;
} // namespace webshop::models

namespace webshop::control {

class BasketAdds;
class ImportFactory;
class QuickOrder;
class OfflineCache;
class PreferencesStore;
class OrderGuideController;
class PriceHistory;
class QuitGuard;
class SessionController;
class StoreComparison;

// What a sign-in needs. Held in memory only for the sign-in itself; the passwords are never
// written to settings, logs or the command line.
struct SignIn
{
    QUrl server;
    QString apiUser;
    QString apiPassword;
    QString username;
    QString password;
    bool remember = false;
};

// The models of one customer and store.
struct ModelSet
{
    models::PriceDisplay *prices = nullptr;
    models::ImageCache *images = nullptr;
    models::ArticleCache *articles = nullptr;
    models::SearchResultsModel *search = nullptr;
    models::ArticleDetails *details = nullptr;
    models::BasketModel *basket = nullptr;
    models::PersonalListsModel *lists = nullptr;
    models::ListItemsModel *listItems = nullptr;
    models::PriceMemory *priceMemory = nullptr; // prices the buyer saw (change badges)
    models::PackMemory *packMemory = nullptr;   // the pack added last per article
};

struct Services : ModelSet
{
    SessionController *session = nullptr;
    BasketAdds *adds = nullptr; // the one add path: every add, its ledger, what this app added
    QuitGuard *quitGuard = nullptr;
    StoreComparison *storeComparison = nullptr; // prices of lines at every store of the customer
    ImportFactory *imports = nullptr; // order-file imports (one controller per preview)
    QuickOrder *quickOrder = nullptr; // the quick order grid and its lookups and adds
    PriceHistory *priceHistory = nullptr;
    OfflineCache *offline = nullptr; // saved views and adds while the server cannot be reached
    PreferencesStore *preferences = nullptr; // the user's preferences: read, change, observe
    OrderGuideController *guides = nullptr; // order guides: pars, counts, the order through the add path

    // The embedded demo backend, when it runs: offered as "Demo shop" in the login dialog,
    // with its demo login prefilled.
    QUrl demoServerUrl;
    SignIn demoCredentials;
};

} // namespace webshop::control
