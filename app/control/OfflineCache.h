#pragma once

// Offline reading: the offline state and the saving of fresh data. What the models receive from
// the server (search pages, article details, lists, the basket) is written into the local store's
// cache for the signed-in customer and store. When the server cannot be reached, this class says
// so to the models' source (SavedCopies): each model then reads its saved copy by itself, with the
// time it was fetched, and sends nothing; a search matches the saved articles locally. Adds are
// refused while offline (never kept to send later). The server is tried again with a growing
// pause; once it answers, every model loads again by itself. Nothing here writes into a model.
//
// A remembered login can also start offline (startOffline): the customer and store it used last
// (OfflineIdentity) name the saved data, and the sign-in is retried until the server answers.
// Nothing of another customer is ever read: every read is keyed by server, customer and store.

#include "app/control/OfflineIdentity.h"
#include "app/control/Services.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

namespace webshop::api { class ApiClient; }
namespace webshop::values { struct ApiError; struct Basket; }
namespace webshop::localstore { class LocalStore; struct StoreKey; }
namespace webshop::models { struct Provenance; }

namespace webshop::control {

class SavedCopies;
class SessionController;

class OfflineCache : public QObject
{
    Q_OBJECT
public:
    enum class View { Search, Article, Lists, List, Basket };
    Q_ENUM(View)

    // Non-owning: the object graph keeps them alive longer than this. `saved` is the models'
    // source, switched to the saved copies while offline.
    OfflineCache(SessionController *session, api::ApiClient *client, const ModelSet &models,
                 SavedCopies *saved, QObject *parent = nullptr);
    ~OfflineCache() override;

    // The store written and read (the price history's; null or closed: no offline reading).
    void setStore(localstore::LocalStore *store);

    bool isOffline() const { return m_offline; }
    QDateTime offlineSince() const { return m_since; }
    // Read from the models (each says where its data came from and when it was fetched):
    // when the newest of what the views show was fetched (invalid: nothing shown);
    QDateTime dataTime() const;
    // while offline, when what the view shows was fetched from the server (invalid when online
    // or when the view shows nothing);
    QDateTime fetchedAt(View view) const;
    // the search results are local matches over the saved articles.
    bool searchIsLocal() const;
    // Why an add cannot be sent now (translated); empty when it can.
    QString addRefusal() const;

    // The remembered login of `username` could not reach `server`: shows that customer's saved
    // data and signs in by itself once the server answers. False when nothing is saved for them.
    bool startOffline(const QUrl &server, const QString &apiUser, const QString &username);
    // Tries the server now (F5, the banner's button).
    void retryNow();
    // The pause before the first try and the longest pause (doubling in between).
    void setRetryDelays(int firstMs, int maxMs);

signals:
    void offlineChanged(bool offline);
    // What a view shows offline, or its time, changed.
    void savedDataChanged();
    // The remembered login was refused once the server answered: the buyer has to sign in.
    void signInNeeded(const QString &message);

private:
    static constexpr int kViews = 5;
    models::Provenance provenanceOf(View view) const;
    bool keyOf(localstore::StoreKey *key) const;
    bool canWrite(localstore::StoreKey *key) const;
    void connectWrites();
    void onReachability(bool reachable);
    void goOffline();
    void goOnline(bool reload);
    void onAddressChanged();
    void onLoginFailed(const values::ApiError &error);
    void tryServer();
    void scheduleTry();
    void writeLists();
    void writeBasket();

    SessionController *m_session;
    api::ApiClient *m_client;
    ModelSet m_models;
    SavedCopies *m_saved;
    localstore::LocalStore *m_store = nullptr;
    bool m_offline = false;
    bool m_startedOffline = false; // not signed in: the remembered identity names the data
    bool m_listsLoading = false;
    QDateTime m_since;
    struct Login
    {
        QUrl server;
        QString apiUser, username;
    } m_login;
    OfflineIdentity m_identity;
    QString m_shownList;
    QTimer m_retry;
    int m_firstRetryMs = 3000, m_maxRetryMs = 60000, m_retryMs = 3000;
};

} // namespace webshop::control
