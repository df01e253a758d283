#include "app/demo/DemoCatalogue.h"

#include "app/demo/DemoMoney.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QRandomGenerator>
#include <map>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcDemoCatalogue, "webshop.demo.catalogue", QtInfoMsg)

namespace webshop::demo {

namespace {

constexpr int kFirstVariantNumber = 1000000;
constexpr quint32 kSeed = 20240611;

// One product line of range.json expanded into articles (varieties x brands).
struct Line
{
    QString nameDe, nameEn, unitDe, unitEn, art;
    QList<std::pair<QStringList, double>> varieties; // {de, en}, price factor
    QList<QStringList> brands; // {de, en}
    qint64 netCents = 0;
    qint64 depositCents = 0;
    int vat = 7;
    int casePieces = 0, palletCases = 0;
    bool weight = false, crate = false, piece = true;
    int category = 0;
};

qint64 toCents(const QJsonValue &v)
{
    return qRound64(v.toDouble() * 100.0);
}

// A believable wholesale net price: x.x9 above one euro, x5/x9 cents below.
qint64 shelfPrice(double cents)
{
    if (cents < 100.0)
        return qMax<qint64>(5, qRound64(cents / 5.0) * 5 - (qRound64(cents) % 2 ? 1 : 0));
    return qMax<qint64>(99, qRound64(cents / 10.0) * 10 - 1);
}

QString formatCount(int n)
{
    return QString::number(n);
}

void addBundles(DemoArticle *a, const Line &line, qint64 pieceCents)
{
    const auto bundleId = [a](int n) -> QString { return a->id + u'0' + QString::number(n); };
    if (line.weight) {
        DemoBundle b;
        b.id = bundleId(1);
        b.kind = BundleKind::Kilogram;
        b.netCents = pieceCents;
        b.descriptionDe = u"je kg"_s;
        b.descriptionEn = u"per kg"_s;
        b.longDescriptionDe = line.unitDe.isEmpty() ? u"Abrechnung nach Gewicht"_s
                                                    : line.unitDe + u", Abrechnung nach Gewicht"_s;
        b.longDescriptionEn = line.unitEn.isEmpty() ? u"charged by weight"_s
                                                    : line.unitEn + u", charged by weight"_s;
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
        b.descriptionDe = line.unitDe;
        b.descriptionEn = line.unitEn;
        b.longDescriptionDe = a->nameDe + u", "_s + line.unitDe;
        b.longDescriptionEn = a->nameEn + u", "_s + line.unitEn;
        a->bundles.append(b);
    }
    if (line.casePieces > 1) {
        DemoBundle c;
        c.id = bundleId(n++);
        c.kind = BundleKind::Case;
        c.pieces = line.casePieces;
        c.netCents = qRound64(double(pieceCents * line.casePieces) * 0.97);
        c.depositCents = line.depositCents * line.casePieces + (line.crate ? 150 : 0);
        const QString count = formatCount(line.casePieces);
        c.descriptionDe = (line.crate ? u"Kasten "_s : u"Karton "_s) + count + u" × "_s + line.unitDe;
        c.descriptionEn = (line.crate ? u"Crate of "_s : u"Case of "_s) + count + u" × "_s + line.unitEn;
        c.longDescriptionDe = a->nameDe + u", "_s + c.descriptionDe;
        c.longDescriptionEn = a->nameEn + u", "_s + c.descriptionEn;
        a->bundles.append(c);
        if (line.palletCases > 0) {
            DemoBundle p;
            p.id = bundleId(n++);
            p.kind = BundleKind::Pallet;
            p.pieces = line.casePieces * line.palletCases;
            p.netCents = qRound64(double(c.netCents * line.palletCases) * 0.95);
            p.depositCents = c.depositCents * line.palletCases;
            const QString cases = formatCount(line.palletCases);
            p.descriptionDe = u"Palette "_s + cases + (line.crate ? u" Kästen"_s : u" Kartons"_s);
            p.descriptionEn = u"Pallet of "_s + cases + (line.crate ? u" crates"_s : u" cases"_s);
            p.longDescriptionDe = a->nameDe + u", "_s + p.descriptionDe + u" à "_s + count + u" × "_s
                + line.unitDe;
            p.longDescriptionEn = a->nameEn + u", "_s + p.descriptionEn + u" of "_s + count + u" × "_s
                + line.unitEn;
            a->bundles.append(p);
        }
    }
}

QString composeName(const QString &pattern, const QString &variety, const QString &brand)
{
    QString name = pattern;
    name.replace(u"{v}"_s, variety);
    name = name.simplified();
    return brand.isEmpty() ? name : brand + u' ' + name;
}

QList<Line> readLines(QList<DemoCategory> *categories)
{
    QFile file(u":/demo/range.json"_s);
    if (!file.open(QIODevice::ReadOnly)) {
        qCCritical(lcDemoCatalogue, "The demo range (:/demo/range.json) is missing");
        return {};
    }
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError)
        qCCritical(lcDemoCatalogue, "The demo range is not valid JSON: %s",
                   qPrintable(error.errorString()));
    QList<Line> lines;
    const QJsonArray cats = root.value(u"categories"_s).toArray();
    for (const QJsonValue &cv : cats) {
        const QJsonObject c = cv.toObject();
        DemoCategory category;
        category.key = c.value(u"key"_s).toString();
        category.nameDe = c.value(u"de"_s).toString();
        category.nameEn = c.value(u"en"_s).toString();
        category.tint = QColor::fromString(c.value(u"tint"_s).toString());
        const int categoryIndex = int(categories->size());
        categories->append(category);
        const int vat = c.value(u"vat"_s).toInt(7);
        const QJsonArray categoryBrands = c.value(u"b"_s).toArray();
        const QJsonArray jsonLines = c.value(u"lines"_s).toArray();
        for (const QJsonValue &lv : jsonLines) {
            const QJsonObject o = lv.toObject();
            Line line;
            line.category = categoryIndex;
            line.nameDe = o.value(u"de"_s).toString();
            line.nameEn = o.value(u"en"_s).toString();
            const QJsonArray unit = o.value(u"unit"_s).toArray();
            line.unitDe = unit.at(0).toString();
            line.unitEn = unit.at(1).toString();
            line.art = o.value(u"art"_s).toString();
            line.netCents = toCents(o.value(u"net"_s));
            line.depositCents = toCents(o.value(u"dep"_s));
            line.vat = o.value(u"vat"_s).toInt(vat);
            line.casePieces = o.value(u"case"_s).toInt();
            line.palletCases = o.value(u"pallet"_s).toInt();
            line.weight = o.value(u"kg"_s).toBool();
            line.crate = o.value(u"crate"_s).toBool();
            line.piece = !o.value(u"nopiece"_s).toBool();
            const QJsonArray varieties = o.value(u"v"_s).toArray();
            for (const QJsonValue &vv : varieties) {
                const QJsonArray v = vv.toArray();
                line.varieties.append({QStringList{v.at(0).toString(), v.at(1).toString()},
                                       v.size() > 2 ? v.at(2).toDouble() : 1.0});
            }
            if (line.varieties.isEmpty())
                line.varieties.append({QStringList{QString(), QString()}, 1.0});
            const QJsonArray brands = o.contains(u"b"_s) ? o.value(u"b"_s).toArray() : categoryBrands;
            for (const QJsonValue &b : brands) {
                if (b.isArray())
                    line.brands.append(QStringList{b.toArray().at(0).toString(), b.toArray().at(1).toString()});
                else
                    line.brands.append(QStringList{b.toString(), b.toString()});
            }
            if (line.brands.isEmpty())
                line.brands.append(QStringList{QString(), QString()});
            lines.append(line);
        }
    }
    return lines;
}

QList<Line> &cachedLines(QList<DemoCategory> *categories)
{
    static QList<DemoCategory> s_categories;
    static QList<Line> s_lines = readLines(&s_categories);
    *categories = s_categories;
    return s_lines;
}

DemoArticle makeArticle(const Line &line, int number, int variety, int brand, double jitter,
                        const QString &suffixDe = {}, const QString &suffixEn = {})
{
    DemoArticle a;
    a.id = QString::number(kFirstVariantNumber + number);
    const QStringList &v = line.varieties.at(variety).first;
    a.nameDe = composeName(line.nameDe, v.at(0), line.brands.at(brand).at(0));
    a.nameEn = composeName(line.nameEn, v.at(1), line.brands.at(brand).at(1));
    if (!suffixDe.isEmpty()) {
        a.nameDe += u' ' + suffixDe;
        a.nameEn += u' ' + suffixEn;
    }
    a.category = line.category;
    a.vatPercent = line.vat;
    a.weight = line.weight;
    a.art = line.art;
    // Brands after the first are a little cheaper or dearer; the varieties carry their factor.
    static constexpr double kBrandFactor[] = {1.0, 0.91, 1.12, 0.96, 1.06};
    const double factor = line.varieties.at(variety).second * kBrandFactor[brand % 5] * jitter;
    addBundles(&a, line, shelfPrice(double(line.netCents) * factor));
    return a;
}

} // namespace

Language languageFromTag(QStringView tag)
{
    return tag.startsWith(u"de", Qt::CaseInsensitive) && (tag.size() == 2 || !tag.at(2).isLetter())
        ? Language::German
        : Language::English;
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

qint64 DemoCatalogue::netCents(const DemoBundle &bundle, const DemoStore &store)
{
    return adjustedCents(bundle.netCents, store.pricePermille);
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
    const QList<Line> &lines = cachedLines(&m_categories);
    QRandomGenerator rng(kSeed);
    for (const Line &line : lines) {
        for (int v = 0; v < line.varieties.size(); ++v) {
            for (int b = 0; b < line.brands.size(); ++b) {
                if (limit >= 0 && m_articles.size() >= limit)
                    return;
                const double jitter = 0.94 + rng.bounded(12.0) / 100.0;
                m_articles.append(makeArticle(line, int(m_articles.size()), v, b, jitter));
            }
        }
    }
    m_curatedCount = int(m_articles.size());
}

void DemoCatalogue::addSynthetic(int count)
{
    QList<DemoCategory> unused;
    const QList<Line> &lines = cachedLines(&unused);
    if (lines.isEmpty())
        return;
    static const char *const kSuffixes[][2] = {
        {"Classic", "Classic"}, {"Bio", "Organic"}, {"Premium", "Premium"}, {"Gastro", "Catering"},
        {"XL", "XL"}, {"Light", "Light"}, {"Traditionell", "Traditional"}, {"Regional", "Regional"},
        {"Profi", "Pro"}, {"Vorteilspack", "Value pack"}, {"Feinkost", "Delicatessen"},
        {"Hausmarke", "House brand"}, {"Großpackung", "Bulk pack"}, {"Saisonal", "Seasonal"},
    };
    static const char *const kBrands[] = {
        "Nordquell", "Sonnenfeld", "Bergwerk", "Rheinperle", "Elbtal", "Havelland", "Lindenhof",
        "Moorgrund", "Eichwald", "Goldähre", "Seeblick", "Marktfrisch", "Kornkammer", "Taunusquelle",
        "Weserland", "Alpenglück", "Küstenfang", "Gutshof", "Auenland", "Brückenhof",
    };
    QRandomGenerator rng(kSeed + 1);
    const int start = int(m_articles.size());
    m_articles.reserve(start + count);
    for (int i = 0; i < count; ++i) {
        Line line = lines.at(int(rng.bounded(quint32(lines.size()))));
        const int v = int(rng.bounded(quint32(line.varieties.size())));
        const QString brand = QString::fromUtf8(kBrands[rng.bounded(quint32(std::size(kBrands)))]);
        line.brands = {QStringList{brand, brand}};
        const auto &suffix = kSuffixes[rng.bounded(quint32(std::size(kSuffixes)))];
        const double jitter = 0.85 + rng.bounded(30.0) / 100.0;
        m_articles.append(makeArticle(line, start + i, v, 0, jitter, QString::fromUtf8(suffix[0]),
                                      QString::fromUtf8(suffix[1])));
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
                          text += language == Language::German ? b.descriptionDe : b.descriptionEn;
                      }
                      *other = text;
                  },
                  bundleIds);
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
