// No window: decoding a 500-article search page against the JSON parser alone, and the
// backend's search over 200,000 synthetic articles (in its index, and over loopback HTTP).

#include "app/api/JsonDecode.h"
#include "app/demo/DemoCatalogue.h"
#include "tests/bench/BenchServer.h"
#include "tests/bench/RawHttp.h"
#include "tests/bench/Scenarios.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

namespace webshop::bench {

namespace {

const QStringList kQueries = {
    QStringLiteral("gouda"), QStringLiteral("milk"), QStringLiteral("mineral water"),
    QStringLiteral("s"), QStringLiteral("organic potatoes"), QStringLiteral("pils 0.5"),
    QStringLiteral("premium cola can"), QStringLiteral("napkins white"), QStringLiteral("xyzzy"),
    QStringLiteral("chicken breast fillet"), QStringLiteral("ch"), QString(),
};

QByteArray searchPath(const QString &storeId, const QString &query, int rows, int page)
{
    return "/webshop/v1/search?storeId=" + storeId.toLatin1() + "&language=en-GB&rows=" + QByteArray::number(rows)
        + "&page=" + QByteArray::number(page) + "&query=" + QUrl::toPercentEncoding(query);
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// A 500-article page as the service would send it, from the curated range (its articles
// are the richest: texts, several packs, deposits): the backend's largest pages joined under
// the first page's header, the range repeated with other ids if it has fewer than 500.
QByteArray fiveHundredArticlePage()
{
    BenchServer server;
    RawHttp::Headers tokens;
    QString storeId;
    if (!server.ok() || !RawHttp::login(server.url(), &tokens, &storeId))
        return {};
    auto fetch = [&](int p) {
        return QJsonDocument::fromJson(RawHttp::body(RawHttp::get(server.url(), searchPath(storeId, {}, 200, p), tokens))).object();
    };
    QJsonObject page = fetch(1);
    QJsonArray all = page.value(QStringLiteral("results")).toArray();
    for (int p = 2; p <= page.value(QStringLiteral("totalPages")).toInt() && all.size() < 500; ++p) {
        const QJsonArray more = fetch(p).value(QStringLiteral("results")).toArray();
        for (const QJsonValue &v : more)
            all.append(v);
    }
    QJsonArray results;
    for (qsizetype i = 0; !all.isEmpty() && results.size() < 500; ++i) {
        QJsonObject o = all.at(i % all.size()).toObject();
        if (i >= all.size())
            o.insert(QStringLiteral("variantId"), QString(o.value(QStringLiteral("variantId")).toString() + u'-' + QString::number(i)));
        results.append(o);
    }
    page.insert(QStringLiteral("results"), results);
    page.insert(QStringLiteral("rows"), 500);
    page.insert(QStringLiteral("amount"), 500);
    page.insert(QStringLiteral("totalPages"), 1);
    return QJsonDocument(page).toJson(QJsonDocument::Compact);
}

} // namespace

void runDecodeScenario(Context &context)
{
    const QByteArray body = fiveHundredArticlePage();
    std::vector<double> decode, parse;
    const int runs = qMax(15, context.runs * 3);
    const QUrl base(QStringLiteral("http://127.0.0.1:1"));
    qsizetype decoded = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const QJsonDocument doc = QJsonDocument::fromJson(body);
        parse.push_back(msSince(t));
        Q_UNUSED(doc);
        values::SearchPage page;
        QString error;
        t.start();
        if (api::json::decodeSearchPage(body, base, page, &error))
            decoded = page.results.size();
        decode.push_back(msSince(t));
    }
    Row r;
    r.scenario = QStringLiteral("%1-article search page (%2 kB) → typed structs").arg(decoded).arg(body.size() / 1024);
    r.samples = decode;
    r.baseline = parse;
    r.baselineName = QStringLiteral("QJsonDocument::fromJson alone on the same bytes");
    r.budget = {Budget::Kind::Ratio, 1.2};
    // A fast decode must also be the right one: the same page as through QJsonDocument.
    values::SearchPage fast, viaDocument;
    if (!api::json::decodeSearchPage(body, base, fast, nullptr)
        || !api::json::decodeSearchPageViaDocument(body, base, viaDocument, nullptr) || !(fast == viaDocument))
        r.note = QStringLiteral("decoded page differs from the QJsonDocument path");
    context.table->add(r);
}

void runDataScenarios(Context &context)
{
    runDecodeScenario(context);
    Table &table = *context.table;
    demo::DemoOptions options;
    options.catalogueSize = 200000;
    BenchServer server(options);
    RawHttp::Headers tokens;
    QString storeId;
    if (!server.ok() || !RawHttp::login(server.url(), &tokens, &storeId)) {
        std::fprintf(stderr, "bench: the 200,000-article backend did not start\n");
        return;
    }

    // The backend's search: the index alone, and a whole request of 20 rows over HTTP.
    const auto catalogue = demo::DemoCatalogue::create(200000);
    std::vector<double> index, overHttp;
    for (int round = 0; round < qMax(5, context.runs); ++round) {
        for (const QString &q : kQueries) {
            QElapsedTimer t;
            t.start();
            const auto hits = catalogue->index().search(q, demo::Language::English);
            index.push_back(msSince(t));
            Q_UNUSED(hits);
            overHttp.push_back(RawHttp::timeMs(server.url(), searchPath(storeId, q, 20, 1), tokens));
        }
    }
    Row http;
    http.scenario = QStringLiteral("Backend search, 200,000 synthetic articles, 20 rows over loopback HTTP");
    http.samples = overHttp;
    http.budget = {Budget::Kind::MaxP95, 20};
    table.add(http);
    Row idx;
    idx.scenario = QStringLiteral("Backend search, 200,000 synthetic articles, the index alone");
    idx.samples = index;
    table.add(idx);
}

} // namespace webshop::bench
