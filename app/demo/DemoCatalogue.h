#pragma once

// The article range of the demo backend: the curated wholesale range from
// resources/demo/range.json (deterministic, about 1,000 articles), optionally extended or cut
// to N articles for benchmarks. Immutable once built, so one instance is shared by every server
// of the process (thread-safe).

#include "app/demo/DemoSearchIndex.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QString>
#include <memory>

namespace webshop::demo {

enum class Language { German, English };
constexpr int kLanguageCount = 2;
// "de-DE", "de" -> German; anything else (including "en-GB", "fr-FR", empty) -> English.
Language languageFromTag(QStringView tag);

enum class BundleKind { Piece, Case, Pallet, Kilogram };

struct DemoBundle
{
    QString id;           // variant id + two digits: "100004201"
    BundleKind kind = BundleKind::Piece;
    int pieces = 1;       // pieces in this bundle (1 for piece and kg)
    qint64 netCents = 0;  // net price at the reference store (per kg for weight articles)
    qint64 depositCents = 0; // net deposit (empties) per bundle; 0: none
    QString descriptionDe, descriptionEn;
    QString longDescriptionDe, longDescriptionEn;
};

struct DemoArticle
{
    QString id;           // bettyVariantId: seven digits
    QString nameDe, nameEn;
    int category = 0;
    int vatPercent = 7;
    bool weight = false;  // sold by the kilogram
    QString art;          // art file name under :/demo/art (without .svg)
    QList<DemoBundle> bundles;

    const QString &name(Language l) const { return l == Language::German ? nameDe : nameEn; }
};

struct DemoCategory
{
    QString key, nameDe, nameEn;
    QColor tint;
    const QString &name(Language l) const { return l == Language::German ? nameDe : nameEn; }
};

struct DemoStore
{
    QString id, city;
    int pricePermille = 0; // price level against the reference store
};

class DemoCatalogue
{
public:
    // size 0: the curated range. size N > 0: exactly N articles, the curated range first, then
    // synthetic ones. Cached per size for the process.
    static std::shared_ptr<const DemoCatalogue> create(int size = 0);

    static const QList<DemoStore> &stores();
    static const DemoStore *store(QStringView id);

    const QList<DemoArticle> &articles() const { return m_articles; }
    const QList<DemoCategory> &categories() const { return m_categories; }
    int curatedCount() const { return m_curatedCount; }
    const DemoArticle *article(const QString &variantId) const;
    // The bundle with this id and its article; nullptr when unknown.
    const DemoBundle *bundle(const QString &bundleId, const DemoArticle **article = nullptr) const;
    int indexOf(const DemoArticle *article) const { return int(article - m_articles.constData()); }

    // Net price of a bundle at a store, in cents (per kg for weight articles).
    static qint64 netCents(const DemoBundle &bundle, const DemoStore &store);
    static qint64 depositCents(const DemoBundle &bundle) { return bundle.depositCents; }

    const DemoSearchIndex &index() const { return m_index; }
    qint64 buildMilliseconds() const { return m_buildMs; }

private:
    DemoCatalogue() = default;
    void loadCurated(int limit);
    void addSynthetic(int count);
    void finish();

    QList<DemoCategory> m_categories;
    QList<DemoArticle> m_articles;
    QHash<QString, int> m_byId;
    int m_curatedCount = 0;
    DemoSearchIndex m_index;
    qint64 m_buildMs = 0;
};

} // namespace webshop::demo
