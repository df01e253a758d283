#pragma once

// The one place that builds a running client: the app shell and the UI tests both use it.
// Who owns whom (this class owns everything below; destroyed in reverse order):
//
//   QNetworkAccessManager (API) ── api::ApiClient ─┬─ auth::Session ── auth::SecretStore
//                                                  └─ api::BasketSync (the one basket queue)
//   QNetworkAccessManager (images, own disk cache) ── models::ImageCache
//   control::PreferencesStore (the user's preferences, read once, changed in one place)
//   models::PriceDisplay, models::ArticleCache (shared by the models)
//   control::SavedCopies (the models' DataSource: the saved copies while offline)
//   models: SearchResultsModel, ArticleDetails, BasketModel, PersonalListsModel, ListItemsModel
//   control: SessionController (customer lifecycle), BasketAdds (the one add path and its
//            ledger), QuitGuard (quitting with adds open),
//            ImportFactory (a controller per order-file preview)
//            QuickOrder (the quick order grid: lookups, adds, draft; owns its QuickOrderModel)
//            PriceHistory (the local store: what the models receive, what the buyer saw),
//            OfflineCache (the offline state; saves what the models receive)
//
// Widgets get services(): non-owning pointers to the controllers and the models, nothing
// network-facing. The network-facing parts are for the shell and for tests only.

#include "app/control/ShopCore.h"
#include "app/control/Preferences.h"
#include "app/control/Services.h"

#include <QLocale>
#include <QString>
#include <memory>

class QNetworkAccessManager;

namespace webshop::api { class ApiClient; class BasketSync; }
namespace webshop::auth { class SecretStore; class Session; }

namespace webshop::control {

class ObjectGraph
{
public:
    struct Options
    {
        QString keychainService = ShopCore::defaultKeychainService(); // where the tokens are kept
        QLocale locale;                // UI locale: the API language ("de-DE") and money formats
        bool imageDiskCache = true;    // false: images are cached in memory only (tests)
        bool localStore = true;        // false: no price history (nothing written to disk)
        QString localStorePath;        // empty: <AppDataLocation>/localstore.sqlite
        // The store is opened by openLocalStore(), not here: the app opens it right after its
        // first frame (nothing reads or writes it before a sign-in). Its file is readied (created,
        // migrated) meanwhile on a thread of its own, while the window is built.
        bool openLocalStoreLater = false;
        // The add ledger's file. Empty: ledger.sqlite beside the local store (in memory without
        // one); ":memory:" keeps it in memory for this run (the benchmark's comparison).
        QString ledgerPath;
        // The order guides' folder. Empty: <AppDataLocation>/guides.
        QString guidesPath;
    };

    explicit ObjectGraph(const Options &options);
    ~ObjectGraph();
    ObjectGraph(const ObjectGraph &) = delete;
    ObjectGraph &operator=(const ObjectGraph &) = delete;

    // What the window needs (non-owning).
    Services services() const;
    // The embedded demo shop, offered in the login dialog.
    void setDemoServer(const QUrl &url, const SignIn &credentials);

    // Transport, timeouts and country from the preferences (the server is set separately: a
    // new server takes effect at the next login).
    void applyPreferences(const Preferences &preferences);
    void setServerUrl(const QUrl &url);
    // Opens the local store (price history, saved views) if the options want one and it is not
    // open yet. Until then nothing is recorded or saved.
    void openLocalStore();
    // The UI language changed: the API's language parameter and the money formats follow.
    void setLocale(const QLocale &locale);
    QUrl serverUrl() const;

    // For the shell and tests.
    QNetworkAccessManager *network() const;
    // The image cache's manager when it has none of its own (imageDiskCache false).
    QNetworkAccessManager *imageNetwork() const;
    api::ApiClient *client() const;
    auth::SecretStore *secrets() const;
    auth::Session *session() const;
    api::BasketSync *basketQueue() const;
    SessionController *sessionController() const;
    BasketAdds *adds() const;
    QuitGuard *quitGuard() const;
    PriceHistory *priceHistory() const;
    OfflineCache *offlineCache() const;
    PreferencesStore *preferences() const;
    const ModelSet &models() const;

private:
    struct Parts;
    Options m_options;
    std::unique_ptr<Parts> d;
};

} // namespace webshop::control
