#include "app/demo/DemoServerCommandLine.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

// The translation context of webshop-demo-server's texts (shared with its main()).
struct DemoServerMain
{
    Q_DECLARE_TR_FUNCTIONS(DemoServerMain)
};

constexpr int kMaxDelayMs = 600000;
constexpr int kMaxSkewSeconds = 10 * 366 * 24 * 3600;

// "name" or "name:number": the name and the number (nullopt without one); false when the
// number is not an integer from min to max.
bool splitModeValue(const QString &value, QString *mode, std::optional<int> *number, int min, int max)
{
    const qsizetype colon = value.indexOf(u':');
    *mode = value.left(colon).trimmed().toLower();
    number->reset();
    if (colon < 0)
        return true;
    bool ok = false;
    const int n = value.mid(colon + 1).trimmed().toInt(&ok);
    if (!ok || n < min || n > max)
        return false;
    *number = n;
    return true;
}

} // namespace

DemoServerCommandLine::DemoServerCommandLine()
    : m_port(u"port"_s, DemoServerMain::tr("Port to listen on (0: any free port)."), DemoServerMain::tr("port"),
             u"8765"_s),
      m_bind(u"bind"_s, DemoServerMain::tr("Address to listen on (default: loopback only)."),
             DemoServerMain::tr("address"), u"127.0.0.1"_s),
      m_size(u"catalogue-size"_s, DemoServerMain::tr("Number of articles (0: the curated demo range)."),
             DemoServerMain::tr("n"), u"0"_s),
      m_ttl(u"token-ttl"_s, DemoServerMain::tr("Token lifetime in seconds."), DemoServerMain::tr("seconds"),
            u"3600"_s),
      m_latency(u"latency"_s, DemoServerMain::tr("Delay every reply."), DemoServerMain::tr("ms"), u"0"_s),
      m_errorRate(u"error-rate"_s, DemoServerMain::tr("Fraction of requests answered 503 (0 to 1)."),
                  DemoServerMain::tr("rate"), u"0"_s),
      m_drip(u"drip"_s, DemoServerMain::tr("Send replies one byte per interval."), DemoServerMain::tr("ms"),
             u"0"_s),
      m_drop(u"drop"_s, DemoServerMain::tr("Read each request, then close the connection without a reply.")),
      m_prefill(u"prefill-basket"_s, DemoServerMain::tr("Put a few lines into the first demo customer's basket.")),
      m_quiet(u"quiet"_s, DemoServerMain::tr("Do not log requests.")),
      m_addMode(u"add-mode"_s,
                DemoServerMain::tr("How addItem answers: sync (200 with the basket), async[:ms] (202 "
                                   "with {}; the line appears after ms, default 300) or "
                                   "async-empty[:ms] (the same without a body)."),
                DemoServerMain::tr("mode"), u"sync"_s),
      m_basketArticle(u"basket-article"_s,
                      DemoServerMain::tr("The article of basket lines: bundle (the bettyBundleId), variant "
                                         "(the bettyVariantId) or other (an ID of another scheme, ART-…)."),
                      DemoServerMain::tr("scheme"), u"bundle"_s),
      m_linePrices(u"line-prices"_s,
                   DemoServerMain::tr("articleNet, articleGross and articleVATAmount of basket lines: line "
                                      "(line amounts) or unit (the price of one pack or kg)."),
                   DemoServerMain::tr("kind"), u"line"_s),
      m_forbid(u"forbid"_s,
               DemoServerMain::tr("Answer 403 on this endpoint, as if outside the API key's scope "
                                  "(repeatable; one of %1).")
                   .arg(endpointNames().join(u", "_s)),
               DemoServerMain::tr("endpoint")),
      m_tokenSkew(u"token-skew"_s,
                  DemoServerMain::tr("Run the server's clock this many seconds off: iat and exp of new "
                                     "tokens shift, yet the server accepts them for the token lifetime "
                                     "(below minus the lifetime: tokens expired when issued)."),
                  DemoServerMain::tr("seconds"), u"0"_s),
      m_basketReply(u"basket-reply"_s,
                    DemoServerMain::tr("What getBasket answers with 200: normal (the basket), empty ({}) "
                                       "or envelope (an error object); with :n for the next n reads only."),
                    DemoServerMain::tr("reply"), u"normal"_s),
      m_duplicateLines(u"duplicate-lines"_s,
                       DemoServerMain::tr("Every addItem appends a line of its own: a bundle added "
                                          "twice shows as two lines.")),
      m_addFaults(AddFaultFlags::make())
{
    m_parser.setApplicationDescription(DemoServerMain::tr(
        "Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators."));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addOptions({m_port, m_bind, m_size, m_ttl, m_latency, m_errorRate, m_drip, m_drop, m_prefill,
                         m_quiet, m_addMode, m_basketArticle, m_linePrices, m_forbid, m_tokenSkew,
                         m_basketReply, m_duplicateLines});
    m_parser.addOptions(m_addFaults.all());
}

bool DemoServerCommandLine::parse(const QStringList &arguments)
{
    m_config = {};
    m_error.clear();
    if (!m_parser.parse(arguments)) {
        m_error = m_parser.errorText();
        return false;
    }
    if (m_parser.isSet(u"help"_s) || m_parser.isSet(u"version"_s))
        return true; // the caller shows them, whatever else is wrong
    return readValues() && readVariants() && readAddFaults();
}

bool DemoServerCommandLine::invalid(const QCommandLineOption &option, const QString &value,
                                    const QString &expected)
{
    m_error = DemoServerMain::tr("Invalid value for --%1: %2").arg(option.names().constFirst(), value);
    if (!expected.isEmpty())
        m_error += u' ' + DemoServerMain::tr("(expected %1)").arg(expected);
    return false;
}

bool DemoServerCommandLine::number(const QCommandLineOption &option, double min, double max, double *value)
{
    bool ok = false;
    *value = m_parser.value(option).toDouble(&ok);
    if (!ok || *value < min || *value > max)
        return invalid(option, m_parser.value(option));
    return true;
}

bool DemoServerCommandLine::readValues()
{
    double port = 0, size = 0, ttl = 0, latency = 0, errorRate = 0, drip = 0;
    if (!number(m_port, 0, 65535, &port) || !number(m_size, 0, 5000000, &size)
        || !number(m_ttl, 1, 365.0 * 24 * 3600, &ttl) || !number(m_latency, 0, kMaxDelayMs, &latency)
        || !number(m_errorRate, 0, 1, &errorRate) || !number(m_drip, 0, 60000, &drip))
        return false;
    m_config.address = QHostAddress(m_parser.value(m_bind));
    if (m_config.address.isNull()) {
        m_error = DemoServerMain::tr("Invalid address for --bind: %1").arg(m_parser.value(m_bind));
        return false;
    }
    m_config.port = quint16(port);
    m_config.options.catalogueSize = int(size);
    m_config.options.tokenTtlSeconds = int(ttl);
    m_config.options.prefillDemoBasket = m_parser.isSet(m_prefill);
    m_config.faults.latencyMs = int(latency);
    m_config.faults.errorRate = errorRate;
    m_config.faults.dripIntervalMs = int(drip);
    m_config.faults.dropAfterRequest = m_parser.isSet(m_drop);
    m_config.quiet = m_parser.isSet(m_quiet);
    return true;
}

// size-ok: a parser that reads the options in one pass
bool DemoServerCommandLine::readVariants()
{
    VariantOptions &v = m_config.variants;
    QString mode;
    std::optional<int> n;

    const QString addMode = m_parser.value(m_addMode);
    const bool addModeOk = splitModeValue(addMode, &mode, &n, 0, kMaxDelayMs);
    if (addModeOk && mode == u"sync" && !n) {
        v.addMode = VariantOptions::AddMode::Sync;
    } else if (addModeOk && (mode == u"async" || mode == u"async-empty")) {
        v.addMode = VariantOptions::AddMode::Async;
        v.asyncEmptyBody = mode == u"async-empty";
        v.asyncDelayMs = n.value_or(v.asyncDelayMs);
    } else {
        return invalid(m_addMode, addMode,
                       DemoServerMain::tr("sync, async[:ms] or async-empty[:ms], ms from 0 to %1").arg(kMaxDelayMs));
    }

    const QString article = m_parser.value(m_basketArticle).trimmed().toLower();
    if (article == u"bundle")
        v.basketArticle = VariantOptions::BasketArticle::Bundle;
    else if (article == u"variant")
        v.basketArticle = VariantOptions::BasketArticle::Variant;
    else if (article == u"other")
        v.basketArticle = VariantOptions::BasketArticle::Other;
    else
        return invalid(m_basketArticle, m_parser.value(m_basketArticle), DemoServerMain::tr("bundle, variant or other"));

    const QString prices = m_parser.value(m_linePrices).trimmed().toLower();
    if (prices == u"line")
        v.linePrices = VariantOptions::LinePrices::Line;
    else if (prices == u"unit")
        v.linePrices = VariantOptions::LinePrices::Unit;
    else
        return invalid(m_linePrices, m_parser.value(m_linePrices), DemoServerMain::tr("line or unit"));

    for (const QString &value : m_parser.values(m_forbid)) {
        for (const QString &name : value.split(u',')) {
            const auto endpoint = endpointFromName(name.trimmed());
            if (!endpoint)
                return invalid(m_forbid, value, endpointNames().join(u", "_s));
            if (!v.forbidden.contains(*endpoint))
                v.forbidden.append(*endpoint);
        }
    }

    bool ok = false;
    const QString skew = m_parser.value(m_tokenSkew).trimmed();
    v.tokenSkewSeconds = skew.toInt(&ok);
    if (!ok || qAbs(v.tokenSkewSeconds) > kMaxSkewSeconds)
        return invalid(m_tokenSkew, skew,
                       DemoServerMain::tr("whole seconds from %1 to %2").arg(-kMaxSkewSeconds).arg(kMaxSkewSeconds));

    const QString reply = m_parser.value(m_basketReply);
    const bool replyOk = splitModeValue(reply, &mode, &n, 1, 1000000);
    if (replyOk && mode == u"normal" && !n)
        v.basketReply = VariantOptions::BasketReply::Normal;
    else if (replyOk && mode == u"empty")
        v.basketReply = VariantOptions::BasketReply::Empty;
    else if (replyOk && mode == u"envelope")
        v.basketReply = VariantOptions::BasketReply::Envelope;
    else
        return invalid(m_basketReply, reply, DemoServerMain::tr("normal, empty[:n] or envelope[:n], n from 1"));
    v.basketReplyCount = n.value_or(-1);

    v.duplicateLines = m_parser.isSet(m_duplicateLines);
    return true;
}

QStringList DemoServerCommandLine::variantArguments(const VariantOptions &v)
{
    QStringList args;
    if (v.addMode == VariantOptions::AddMode::Async)
        args << u"--add-mode"_s
             << (v.asyncEmptyBody ? u"async-empty:"_s : u"async:"_s) + QString::number(v.asyncDelayMs);
    if (v.basketArticle == VariantOptions::BasketArticle::Variant)
        args << u"--basket-article"_s << u"variant"_s;
    else if (v.basketArticle == VariantOptions::BasketArticle::Other)
        args << u"--basket-article"_s << u"other"_s;
    if (v.linePrices == VariantOptions::LinePrices::Unit)
        args << u"--line-prices"_s << u"unit"_s;
    for (DemoEndpoint endpoint : v.forbidden)
        args << u"--forbid"_s << endpointName(endpoint);
    if (v.tokenSkewSeconds != 0)
        args << u"--token-skew"_s << QString::number(v.tokenSkewSeconds);
    if (v.basketReply != VariantOptions::BasketReply::Normal && v.basketReplyCount != 0) {
        QString value = v.basketReply == VariantOptions::BasketReply::Empty ? u"empty"_s : u"envelope"_s;
        if (v.basketReplyCount > 0)
            value += u':' + QString::number(v.basketReplyCount);
        args << u"--basket-reply"_s << value;
    }
    if (v.duplicateLines)
        args << u"--duplicate-lines"_s;
    return args;
}

} // namespace webshop::demo
