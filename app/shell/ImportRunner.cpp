#include "app/shell/ImportRunner.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/Session.h"
#include "app/control/BasketAdds.h"
#include "app/control/ShopCore.h"
#include "app/control/ImportRuns.h"
#include "app/localstore/StoreTypes.h"
#include "app/demo/DemoServer.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderImport.h"
#include "app/orders/OrderTexts.h"
#include "app/shell/ShellLogging.h"
#include "app/shell/Translators.h"
#include "app/control/AddressMemory.h"
#include "app/control/LoginHints.h"
#include "app/control/Preferences.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkProxyFactory>
#include <QSaveFile>
#include <QTimer>
#include <algorithm>
#include <cstdio>

namespace webshop::shell {

namespace {

constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
constexpr int kRecoveryWaitMs = 30000;

void printLine(FILE *to, const QString &text)
{
    std::fprintf(to, "%s\n", text.toLocal8Bit().constData());
}

void printError(const QString &message)
{
    printLine(stderr, QStringLiteral("webshop-desktop: ") + message);
}

} // namespace

ImportRunner::ImportRunner(const AppOptions &options, QObject *parent)
    : QObject(parent), m_options(options)
{
}

ImportRunner::~ImportRunner()
{
    m_import.reset();
    m_core.reset();
}

bool ImportRunner::start()
{
    m_locale = installTranslators(m_options.locale, &m_appTranslator, &m_qtTranslator);
    QFile file(m_options.importFile);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxFileBytes) {
        printError(tr("Cannot read the order file %1: %2")
                              .arg(m_options.importFile,
                                   file.isOpen() ? tr("larger than 64 MB") : file.errorString()));
        m_exitCode = kCannotRun;
        return false;
    }
    // The file first: one refused as a whole needs no server.
    m_content = file.readAll();
    m_file = std::make_unique<orders::OrderFile>(orders::readOrderFile(m_content, orders::OrderCsv::readOptionsFor(m_locale)));
    if (m_file->info.quantityUnclear()) {
        printError(m_options.importFile + QStringLiteral(": ") + orders::OrderTexts::fileMessage(m_file->info, m_locale));
        m_exitCode = kCannotRun;
        return false;
    }

    QNetworkProxyFactory::setUseSystemConfiguration(true);
    // The shop part of the app's object graph: the same keychain, transport and add path.
    m_core = std::make_unique<control::ShopCore>();
    m_core->setLocale(m_locale);
    const control::Preferences prefs = control::Preferences::load();
    m_core->applyPreferences(prefs);
    if (prefs.largeAddCheck && !m_options.allowLarge)
        m_largeLimits = std::make_unique<orders::LargeAddLimits>(
            orders::LargeAddLimits{prefs.largeAddPacks, prefs.largeAddKilograms, prefs.largeAddGross});
    api::ApiConfig config = m_core->client()->config();
    if (!m_options.baseUrl.isEmpty())
        config.baseUrl = m_options.baseUrl;
    else if (!prefs.useDemoServer)
        config.baseUrl = prefs.serverUrl;
    m_core->client()->setConfig(config);
    // Every add is written to the ledger before it is sent; without a ledger nothing is added.
    if (m_options.importAdd && !m_core->adds()->openLedger()) {
        printError(tr("The app's data folder cannot be written, so no add can be recorded first; nothing was added."));
        m_exitCode = kCannotRun;
        return false;
    }

    connect(m_core->session(), &auth::Session::loginFailed, this, [this](const values::ApiError &, const QString &message) {
        fail(message.isEmpty() ? noLoginMessage() : message);
    });
    connect(m_core->session(), &auth::Session::loggedIn, this, &ImportRunner::chooseAddress);
    connect(m_core->session(), &auth::Session::addressChanged, this, [this] {
        m_core->adds()->contextChanged();
        if (m_core->session()->currentAddressIndex() >= 0 && !m_import)
            resolve();
    });
    if (!login()) {
        m_exitCode = kCannotRun;
        return false;
    }
    return true;
}

bool ImportRunner::login()
{
    if (m_options.demo) {
        m_demoServer = std::make_unique<demo::DemoServer>();
        if (!m_demoServer->listen(QHostAddress::LocalHost, 0)) {
            printError(tr("The demo shop could not be started."));
            return false;
        }
        const demo::DemoCredentials c = demo::DemoServer::demoCustomers().constFirst();
        m_core->session()->login(auth::Credentials{m_demoServer->url(), c.apiUser, c.apiPassword, c.username, c.password, false});
        return true;
    }
    const QUrl url = m_core->client()->config().baseUrl;
    if (url.isEmpty()) {
        printError(tr("No server is configured: use --demo or --base-url URL."));
        return false;
    }
    if (m_core->session()->loginFromEnvironment(url))
        return true;
    // The login remembered by the sign-in form ("Remember me"), from the keychain.
    const control::LoginHints hints = control::LoginHints::load();
    if (!hints.remember || hints.apiUser.isEmpty() || hints.username.isEmpty()) {
        printError(noLoginMessage());
        return false;
    }
    m_core->session()->restore(url, hints.apiUser, hints.username);
    return true;
}

void ImportRunner::chooseAddress()
{
    if (m_core->session()->currentAddressIndex() >= 0)
        return;
    const QList<values::DeliveryAddress> addresses = m_core->session()->deliveryAddresses();
    int index = -1;
    if (!m_options.store.isEmpty()) {
        for (int i = 0; i < addresses.size() && index < 0; ++i)
            if (addresses.at(i).storeId == m_options.store)
                index = i;
        if (index < 0)
            return fail(tr("No delivery address of this customer is in store %1.").arg(m_options.store));
    } else {
        index = control::AddressMemory::recall(m_core->session()->baseUrl(), m_core->session()->customerId(), addresses);
        if (index < 0 && (addresses.size() == 1 || (m_options.demo && !addresses.isEmpty())))
            index = 0;
        if (index < 0 && addresses.isEmpty())
            return fail(tr("This customer has no delivery address."));
        if (index < 0)
            return fail(tr("This customer has several delivery addresses: choose one with --store STORE_ID."));
    }
    m_core->session()->selectAddress(index);
}

void ImportRunner::resolve()
{
    const std::unique_ptr<orders::OrderFile> file = std::move(m_file);
    m_import = std::make_unique<orders::OrderImport>(m_core->client());
    if (m_largeLimits)
        m_import->setLargeAddLimits(*m_largeLimits);
    if (m_options.duplicates == u"merge")
        m_import->setDuplicatePolicy(orders::DuplicatePolicy::Merge);
    else if (m_options.duplicates == u"keep")
        m_import->setDuplicatePolicy(orders::DuplicatePolicy::Keep);
    // The report follows the lines while the run goes: a killed run leaves what happened so far.
    m_reportTimer = new QTimer(this);
    m_reportTimer->setSingleShot(true);
    m_reportTimer->setInterval(200);
    connect(m_reportTimer, &QTimer::timeout, this, [this] { writeReport(); });
    const auto later = [this] {
        if (!m_reportTimer->isActive() && !m_done)
            m_reportTimer->start();
    };
    connect(m_import.get(), &orders::OrderImport::lineChanged, this, later);
    connect(m_import.get(), &orders::OrderImport::addProgress, this, later);
    connect(m_import.get(), &orders::OrderImport::finished, this, [this] {
        if (!m_options.importAdd)
            return finish();
        startAdds();
    });
    qCInfo(lcShell) << "import of" << file->info.lineCount << "lines," << orders::encodingName(file->info.encoding);
    m_import->start(*file);
}

void ImportRunner::startAdds()
{
    // A report that cannot be written stops the run before anything is added.
    if (!writeReport())
        return;
    // Adds of an earlier run that were open when it stopped (a killed run of this file) are
    // settled by a basket read first: what landed is then `already_added`, not held back.
    if (m_core->adds()->isRecovering() && !std::exchange(m_waitedForRecovery, true)) {
        connect(m_core->adds(), &control::BasketAdds::recovered, this, &ImportRunner::addLines, Qt::SingleShotConnection);
        connect(m_core->basketQueue(), &api::BasketSync::refreshFailed, this, &ImportRunner::addLines, Qt::SingleShotConnection);
        m_core->basketQueue()->refresh();
        QTimer::singleShot(kRecoveryWaitMs, this, &ImportRunner::addLines); // what is still open is held back
        return;
    }
    addLines();
}

void ImportRunner::addLines()
{
    if (m_done || std::exchange(m_addsStarted, true))
        return; // the recovery's answer, a failed read and the time limit may each call
    connect(m_import.get(), &orders::OrderImport::addFinished, this, &ImportRunner::finish);
    connect(m_core->adds(), &control::BasketAdds::stateChanged, m_import.get(), &orders::OrderImport::onAddState);
    values::AddIntent origin;
    origin.source = values::AddIntent::Source::Headless;
    origin.context = m_core->adds()->context();
    origin.runKey = control::importRunKey(*m_core->adds(), m_content);
    m_import->setEarlierRun(control::earlierImportRun(*m_core->adds(), origin.runKey), m_options.importAgain);
    control::BasketAdds *adds = m_core->adds();
    m_import->addResolved(adds, [adds](const values::AddIntent &intent) { return adds->add(intent); }, origin);
    if (!m_done)
        writeReport(); // the lines skipped or held back, and those on their way
}

bool ImportRunner::writeReport()
{
    m_reportTimer->stop();
    QList<orders::LineResult> lines = m_import->lines();
    // Lines on their way have no outcome yet: if the run stops here, they may or may not be in.
    for (const int index : m_import->linesBeingAdded()) {
        lines[index].status = orders::LineStatus::Uncertain;
        lines[index].detail = tr("On its way to the basket when this report was written. If the run stopped here, "
                                 "run the file again: what arrived is reported already_added, the rest is added or "
                                 "held back.");
    }
    QSaveFile out(m_options.reportFile);
    if (!out.open(QIODevice::WriteOnly) || out.write(orders::OrderCsv::report(lines, m_locale)) < 0 || !out.commit()) {
        fail(tr("Cannot write the report %1: %2").arg(m_options.reportFile, out.errorString()));
        return false;
    }
    return true;
}

void ImportRunner::finish()
{
    if (m_done || !writeReport())
        return;
    const QList<orders::LineResult> &lines = m_import->lines();
    QMap<QString, int> counts;
    int open = 0;
    for (const orders::LineResult &line : lines) {
        ++counts[orders::statusCode(line.status)];
        open += !orders::isSettled(line);
    }
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    printLine(stdout, tr("%n record(s): %1.", nullptr, int(lines.size())).arg(parts.join(QStringLiteral(", "))));
    if (open > 0)
        printError(tr("%n line(s) need attention; see %1.", nullptr, open)
                              .arg(m_options.reportFile));
    if (counts.contains(orders::statusCode(orders::LineStatus::NeedsConfirmation)))
        printError(tr("Lines above the large-quantity limits were not added (needs_confirmation): check their "
                      "quantities, then run again with --allow-large to add them."));
    if (const int earlier = counts.value(orders::statusCode(orders::LineStatus::AlreadyAdded)))
        printLine(stdout, tr("%n line(s) were added by an earlier run of this file and were not sent again "
                             "(already_added); --again adds them anew.", nullptr, earlier));
    const int held = int(std::count_if(lines.cbegin(), lines.cend(), [](const orders::LineResult &l) { return l.heldBack; }));
    if (held > 0)
        printError(tr("%n line(s) were sent by an earlier run of this file that did not learn whether they arrived: "
                      "not sent again (uncertain). Check the basket; --again adds them anyway.", nullptr, held));
    quit(open > 0 ? kSomeLinesOpen : 0);
}

QString ImportRunner::noLoginMessage()
{
    return tr("No login is remembered for this server: sign in once with \"Remember me\", or set "
              "WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME and WEBSHOP_PASSWORD.");
}

void ImportRunner::fail(const QString &message)
{
    printError(message);
    quit(kCannotRun);
}

void ImportRunner::quit(int code)
{
    if (std::exchange(m_done, true))
        return;
    m_exitCode = code;
    QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
}

} // namespace webshop::shell
