#pragma once

// The command line of webshop-demo-server: its options, and their values turned into the
// server's options, faults and spec variants. In the library so that tests parse it in-process.

#include "app/demo/DemoServer.h"

#include <QCommandLineParser>
#include <QHostAddress>
#include <QStringList>
#include <optional>

namespace webshop::demo {

struct DemoServerConfig
{
    DemoOptions options;
    FaultOptions faults;
    VariantOptions variants;
    QHostAddress address;
    quint16 port = 0;
    bool quiet = false;
};

class DemoServerCommandLine
{
public:
    // Every option of the program, with --help and --version.
    DemoServerCommandLine();

    QCommandLineParser &parser() { return m_parser; }

    // Parses `arguments` (the program name first). False: a usage error, see errorText().
    // --help and --version are left to the caller (parser().isSet("help")).
    bool parse(const QStringList &arguments);
    QString errorText() const { return m_error; }
    // The configuration after a successful parse().
    const DemoServerConfig &config() const { return m_config; }

    // The options that reproduce `variants` (empty for the defaults), e.g.
    // {"--add-mode", "async:300", "--forbid", "personal-lists"}: for the start-up banner.
    static QStringList variantArguments(const VariantOptions &variants);
    // The same for the addItem faults, foreign changes and chaos of `faults`, e.g.
    // {"--add-drop", "after:2", "--chaos", "7:0.3"} (addFaultSchedule has no option).
    static QStringList addFaultArguments(const FaultOptions &faults);

private:
    // The options of addItem faults, foreign changes and chaos (DemoServerCommandLineFaults.cpp).
    struct AddFaultFlags
    {
        QCommandLineOption addDelay, addCutBody, addDrop, addStatus, foreignAdds, chaos, chaosSlow;
        static AddFaultFlags make();
        QList<QCommandLineOption> all() const;
    };

    bool readValues();
    bool readVariants();
    bool readAddFaults();
    bool number(const QCommandLineOption &option, double min, double max, double *value);
    bool invalid(const QCommandLineOption &option, const QString &value, const QString &expected = {});

    QCommandLineParser m_parser;
    const QCommandLineOption m_port, m_bind, m_size, m_ttl, m_latency, m_errorRate, m_drip, m_drop,
        m_prefill, m_quiet;
    const QCommandLineOption m_addMode, m_basketArticle, m_linePrices, m_forbid, m_tokenSkew,
        m_basketReply, m_duplicateLines;
    const AddFaultFlags m_addFaults;
    DemoServerConfig m_config;
    QString m_error;
};

} // namespace webshop::demo
