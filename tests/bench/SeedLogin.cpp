// Remember-me as a sign-in with "Remember me" leaves it: the secrets in the keychain, the
// user names in the settings, the chosen delivery address remembered.

#include "app/api/ApiClient.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/Scenarios.h"
#include "app/control/AddressMemory.h"
#include "app/control/ObjectGraph.h"
#include "app/control/Preferences.h"
#include "app/control/SessionController.h"

#include <QNetworkAccessManager>
#include <QSettings>

namespace webshop::bench {

namespace {

bool signIn(const QUrl &server, bool restore)
{
    QNetworkAccessManager nam;
    api::ApiClient client(&nam);
    auth::SecretStore secrets(QStringLiteral("Webshop Desktop")); // the app's keychain service
    auth::Session session(&client, &secrets);
    session.setLanguage(QStringLiteral("en-GB"));
    const demo::DemoCredentials demo = demo::DemoServer::demoCustomers().constFirst();
    bool failed = false;
    QObject::connect(&session, &auth::Session::loginFailed, [&] { failed = true; });
    if (restore)
        session.restore(server, demo.apiUser, demo.username);
    else
        session.login({server, demo.apiUser, demo.apiPassword, demo.username, demo.password, true});
    if (!waitUntil([&] { return failed || session.state() == auth::Session::State::LoggedIn; }) || failed)
        return false;
    if (session.secretsInMemoryOnly())
        return false;
    if (!restore && !session.deliveryAddresses().isEmpty())
        control::AddressMemory::remember(server, session.customerId(), session.deliveryAddresses().constFirst());
    // The keychain writes of a remembered login finish after loggedIn.
    spin(300);
    return true;
}

} // namespace

bool seedRememberedLogin(const QUrl &server)
{
    const demo::DemoCredentials demo = demo::DemoServer::demoCustomers().constFirst();
    QSettings settings;
    control::Preferences prefs = control::Preferences::load(settings);
    prefs.useDemoServer = false;
    prefs.serverUrl = server;
    prefs.save(settings);
    settings.setValue(QStringLiteral("login/apiUser"), demo.apiUser);
    settings.setValue(QStringLiteral("login/username"), demo.username);
    settings.setValue(QStringLiteral("login/remember"), true);
    settings.sync();
    // Proof: a restore from the keychain alone signs in.
    return signIn(server, false) && signIn(server, true);
}

bool signInFirstCustomer(control::ObjectGraph &graph, const QUrl &server)
{
    const demo::DemoCredentials c = demo::DemoServer::demoCustomers().constFirst();
    control::SessionController *session = graph.sessionController();
    session->login({server, c.apiUser, c.apiPassword, c.username, c.password, false});
    if (!waitUntil([&] { return session->isSignedIn(); }))
        return false;
    session->selectAddress(0);
    return session->currentAddressIndex() == 0;
}

} // namespace webshop::bench
