#pragma once

// The embedded backend on loopback plus a logged-in ApiClient, for model integration tests.

#include "app/api/ApiClient.h"
#include "app/demo/DemoServer.h"

#include <QNetworkAccessManager>
#include <memory>

namespace webshop::test {

class DemoFixture
{
public:
    explicit DemoFixture(const demo::DemoOptions &options = {});
    ~DemoFixture();

    // Listens, logs in the first demo customer, chooses the first delivery address.
    // False (with why()) on any failure.
    bool start(const QString &language = QStringLiteral("de-DE"));
    QString why() const { return m_why; }

    demo::DemoServer &server() { return *m_server; }
    api::ApiClient &client() { return *m_client; }
    QNetworkAccessManager &nam() { return m_nam; }

private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<demo::DemoServer> m_server;
    std::unique_ptr<api::ApiClient> m_client;
    QString m_why;
};

} // namespace webshop::test
