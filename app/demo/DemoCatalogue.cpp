#include "app/demo/DemoCatalogue.h"

#include "app/demo/DemoMoney.h"
#include "app/demo/DemoPackTexts.h"
#include "app/demo/DemoRangeFile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QRandomGenerator>
#include <map>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcDemoCatalogue, "webshop.demo.catalogue", QtInfoMsg)

namespace webshop::demo {

namespace {

constexpr int kFirstVariantNumber = 1000000;
// German and English, the languages of the store and of the benchmarks, are indexed while the
// catalogue is built; the others on their first search (about 2 ms for the curated range,
// 0.25 s for 200,000 articles), so seven languages start as fast as two.
constexpr int kEagerLanguages = 2;
constexpr quint32 kSeed = 20240611;


struct Range
{
    DemoRange data;
    std::vector<std::vector<LineBundleTexts>> bundleTexts; // per line, per variety
};

// A believable wholesale net price: x.x9 above one euro, x5/x9 cents below.
qint64 shelfPrice(double cents)
{
    if (cents < 100.0)
        return qMax<qint64>(5, qRound64(cents / 5.0) * 5 - (qRound64(cents) % 2 ? 1 : 0));
    return qMax<qint64>(99, qRound64(cents / 10.0) * 10 - 1);
}

const Range &cachedRange()
{
    static const Range s_range = [] {
        Range range;
        QFile file(u":/demo/range.json"_s);
        if (!file.open(QIODevice::ReadOnly))
            qCCritical(lcDemoCatalogue, "The demo range (:/demo/range.json) is missing");
        range.data = readDemoRange(file.readAll());
        for (const QString &error : std::as_const(range.data.errors))
            qCCritical(lcDemoCatalogue, "The demo range: %s", qPrintable(error));
        for (const DemoRangeLine &line : std::as_const(range.data.lines)) {
            std::vector<LineBundleTexts> texts;
            for (const DemoRangeLine::Variety &variety : line.varieties)
                texts.push_back(makeBundleTexts(line, variety, range.data.packs));
            range.bundleTexts.push_back(std::move(texts));
        }
        return range;
    }();
    return s_range;
}

void addBundles(DemoArticle *a, const DemoRangeLine &line, const LineBundleTexts &texts, qint64 pieceCents)
{
    const auto bundleId = [a](int n) -> QString { return a->id + u'0' + QString::number(n); };
    if (line.weight) {
        DemoBundle b;
        b.id = bundleId(1);
        b.kind = BundleKind::Kilogram;
        b.netCents = pieceCents;
        b.texts = texts.kilogram;
        a->bundles.append(b);
        return;
    }
    int n = 1;
    if (line.piece) {
        DemoBundle b;
        b.id = bundleId(n++);
        b.kind = BundleKind::Piece;
        b.netCents = pieceCents;
        b.depositCents = line.depositCents;
        b.texts = texts.piece;
        a->bundles.append(b);
    }
    if (line.casePieces > 1) {
        DemoBundle c;
        c.id = bundleId(n++);
        c.kind = BundleKind::Case;
        c.pieces = line.casePieces;
        c.netCents = qRound64(double(pieceCents * line.casePieces) * 0.97);
        c.depositCents = line.depositCents * line.casePieces + (line.crate ? 150 : 0);
        c.texts = texts.caseOf;
        a->bundles.append(c);
        if (line.palletCases > 0) {
            DemoBundle p;
            p.id = bundleId(n++);
            p.kind = BundleKind::Pallet;
            p.pieces = line.casePieces * line.palletCases;
            p.netCents = qRound64(double(c.netCents * line.palletCases) * 0.95);
            p.depositCents = c.depositCents * line.palletCases;
            p.texts = texts.pallet;
            a->bundles.append(p);
        }
    }
}

DemoArticle makeArticle(int lineIndex, int number, int variety, const DemoTexts &brand, double brandFactor,
                        double jitter, const DemoTexts *suffix = nullptr)
{
    const Range &range = cachedRange();
    const DemoRangeLine &line = range.data.lines.at(lineIndex);
    DemoArticle a;
    a.id = QString::number(kFirstVariantNumber + number);
    const DemoRangeLine::Variety &v = line.varieties.at(variety);
    for (int i = 0; i < kLanguageCount; ++i) {
        const Language l = Language(i);
        a.names[l] = composeName(line.name[l], v.text[l], brand[l]);
        if (suffix)
            a.names[l] += u' ' + (*suffix)[l];
    }
    a.category = line.category;
    a.vatPercent = line.vat;
    a.weight = line.weight;
    a.art = line.art;
    const double factor = v.factor * brandFactor * jitter;
    addBundles(&a, line, range.bundleTexts[size_t(lineIndex)][size_t(variety)], shelfPrice(double(line.netCents) * factor));
    return a;
}

} // namespace

QString languageCode(Language language)
{
    static const QString kCodes[kLanguageCount] = {u"de"_s, u"en"_s, u"fr"_s, u"it"_s,
                                                   u"es"_s, u"nl"_s, u"pl"_s};
    return kCodes[std::clamp(int(language), 0, kLanguageCount - 1)];
}

Language languageFromTag(QStringView tag)
{
    if (tag.size() < 2 || (tag.size() > 2 && tag.at(2).isLetter()))
        return Language::English;
    for (int l = 0; l < kLanguageCount; ++l)
        if (tag.left(2).compare(languageCode(Language(l)), Qt::CaseInsensitive) == 0)
            return Language(l);
    return Language::English;
}

QString DemoArticle::longDescription(const DemoBundle &bundle, Language l) const
{
    const QString &detail = bundle.texts->detail[l];
    return bundle.texts->namedDetail ? name(l) + u", "_s + detail : detail;
}

QStringList DemoCatalogue::dataErrors()
{
    return cachedRange().data.errors;
}

const QList<DemoStore> &DemoCatalogue::stores()
{
    static const QList<DemoStore> s_stores = {
        {u"0012"_s, u"Köln"_s, 0},
        {u"0034"_s, u"Düsseldorf"_s, 25},
        {u"0056"_s, u"Berlin"_s, -15},
    };
    return s_stores;
}

const DemoStore *DemoCatalogue::store(QStringView id)
{
    for (const DemoStore &s : stores())
        if (s.id == id)
            return &s;
    return nullptr;
}

namespace {
struct Overrides
{
    QMutex mutex;
    QHash<QString, qint64> cents;
};
Overrides &overrides()
{
    static Overrides o;
    return o;
}
QBasicAtomicInt anyOverride = Q_BASIC_ATOMIC_INITIALIZER(0); // the fast path: no test changed a price
} // namespace

void DemoCatalogue::setNetCentsOverride(const QString &bundleId, qint64 cents)
{
    Overrides &o = overrides();
    QMutexLocker locker(&o.mutex);
    if (cents < 0)
        o.cents.remove(bundleId);
    else
        o.cents.insert(bundleId, cents);
    anyOverride.storeRelease(o.cents.isEmpty() ? 0 : 1);
}

void DemoCatalogue::clearNetCentsOverrides()
{
    Overrides &o = overrides();
    QMutexLocker locker(&o.mutex);
    o.cents.clear();
    anyOverride.storeRelease(0);
}

qint64 DemoCatalogue::netCents(const DemoBundle &bundle, const DemoStore &store)
{
    qint64 reference = bundle.netCents;
    if (anyOverride.loadAcquire()) {
        Overrides &o = overrides();
        QMutexLocker locker(&o.mutex);
        reference = o.cents.value(bundle.id, reference);
    }
    return adjustedCents(reference, store.pricePermille);
}

std::shared_ptr<const DemoCatalogue> DemoCatalogue::create(int size)
{
    static QMutex mutex;
    static std::map<int, std::weak_ptr<const DemoCatalogue>> cache;
    static std::shared_ptr<const DemoCatalogue> curated; // kept for the whole process
    QMutexLocker locker(&mutex);
    if (auto existing = cache[size].lock())
        return existing;
    QElapsedTimer timer;
    timer.start();
    std::shared_ptr<DemoCatalogue> catalogue(new DemoCatalogue);
    catalogue->loadCurated(size > 0 ? size : -1);
    if (size > catalogue->m_articles.size())
        catalogue->addSynthetic(size - int(catalogue->m_articles.size()));
    const qint64 generatedMs = timer.elapsed();
    catalogue->finish();
    catalogue->m_buildMs = timer.elapsed();
    qCDebug(lcDemoCatalogue, "Built a catalogue of %lld articles in %lld ms (%lld ms to index)",
            qlonglong(catalogue->m_articles.size()), qlonglong(catalogue->m_buildMs),
            qlonglong(catalogue->m_buildMs - generatedMs));
    cache[size] = catalogue;
    if (size == 0)
        curated = catalogue;
    return catalogue;
}

void DemoCatalogue::loadCurated(int limit)
{
    const Range &range = cachedRange();
    m_categories = range.data.categories;
    QRandomGenerator rng(kSeed);
    // Brands after the first are a little cheaper or dearer; the varieties carry their factor.
    static constexpr double kBrandFactor[] = {1.0, 0.91, 1.12, 0.96, 1.06};
    for (int i = 0; i < range.data.lines.size(); ++i) {
        const DemoRangeLine &line = range.data.lines.at(i);
        for (int v = 0; v < line.varieties.size(); ++v) {
            for (int b = 0; b < line.brands.size(); ++b) {
                if (limit >= 0 && m_articles.size() >= limit)
                    return;
                const double jitter = 0.94 + rng.bounded(12.0) / 100.0;
                m_articles.append(makeArticle(i, int(m_articles.size()), v, line.brands.at(b),
                                              kBrandFactor[b % 5], jitter));
            }
        }
    }
    m_curatedCount = int(m_articles.size());
}

void DemoCatalogue::addSynthetic(int count)
{
    const DemoRange &range = cachedRange().data;
    if (range.lines.isEmpty() || range.syntheticBrands.isEmpty() || range.syntheticSuffixes.isEmpty())
        return;
    std::vector<DemoTexts> brands(size_t(range.syntheticBrands.size()));
    for (size_t b = 0; b < brands.size(); ++b)
        brands[b].text.fill(range.syntheticBrands.at(qsizetype(b)));
    QRandomGenerator rng(kSeed + 1);
    const int start = int(m_articles.size());
    m_articles.reserve(start + count);
    for (int i = 0; i < count; ++i) {
        const int line = int(rng.bounded(quint32(range.lines.size())));
        const int v = int(rng.bounded(quint32(range.lines.at(line).varieties.size())));
        const DemoTexts &brand = brands[rng.bounded(quint32(brands.size()))];
        const DemoTexts &suffix = range.syntheticSuffixes.at(rng.bounded(quint32(range.syntheticSuffixes.size())));
        const double jitter = 0.85 + rng.bounded(30.0) / 100.0;
        m_articles.append(makeArticle(line, start + i, v, brand, 1.0, jitter, &suffix));
    }
}

void DemoCatalogue::finish()
{
    m_byId.reserve(m_articles.size());
    for (int i = 0; i < m_articles.size(); ++i)
        m_byId.insert(m_articles.at(i).id, i);
    QStringList ids;
    ids.reserve(m_articles.size());
    std::vector<std::pair<QString, int>> bundleIds;
    bundleIds.reserve(size_t(m_articles.size()) * 3);
    for (int i = 0; i < m_articles.size(); ++i) {
        const DemoArticle &a = m_articles.at(i);
        ids.append(a.id);
        for (const DemoBundle &b : a.bundles)
            bundleIds.emplace_back(b.id, i);
    }
    // Documents in catalogue order: the curated range lists its staples first, so the order
    // is the popularity rank that breaks ties between equally good matches.
    m_index.build(ids, kLanguageCount,
                  [this](int i, Language language, QString *name, QString *other) {
                      const DemoArticle &a = m_articles.at(i);
                      *name = a.name(language);
                      QString text = m_categories.at(a.category).name(language);
                      for (const DemoBundle &b : a.bundles) {
                          text += u' ';
                          text += b.description(language);
                      }
                      *other = text;
                  },
                  bundleIds, kEagerLanguages);
}

const DemoArticle *DemoCatalogue::article(const QString &variantId) const
{
    const auto it = m_byId.constFind(variantId);
    return it == m_byId.constEnd() ? nullptr : &m_articles.at(it.value());
}

const DemoBundle *DemoCatalogue::bundle(const QString &bundleId, const DemoArticle **article) const
{
    if (bundleId.size() < 3)
        return nullptr;
    const DemoArticle *a = this->article(bundleId.left(bundleId.size() - 2));
    if (!a)
        return nullptr;
    for (const DemoBundle &b : a->bundles) {
        if (b.id == bundleId) {
            if (article)
                *article = a;
            return &b;
        }
    }
    return nullptr;
}

} // namespace webshop::demo
