#pragma once

// The article range of the demo backend: the curated wholesale range from
// resources/demo/range.json (deterministic, about 1,000 articles), optionally extended or cut
// to N articles for benchmarks, named in the seven languages of the app. Immutable once built
// (the search indexes a language other than German and English on its first use, once), so one
// instance is shared by every server of the process (thread-safe).

#include "app/demo/DemoSearchIndex.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>

namespace webshop::demo {

// The languages of the range, in the order of their codes in range.json.
enum class Language { German, English, French, Italian, Spanish, Dutch, Polish };
constexpr int kLanguageCount = 7;
// "de", "en", "fr", "it", "es", "nl", "pl".
QString languageCode(Language language);
// "fr-FR", "fr_CH", "fr" -> French, and so on; anything else (including "sv-SE", empty) -> English.
Language languageFromTag(QStringView tag);

// One text per language, indexed by Language.
struct DemoTexts
{
    std::array<QString, kLanguageCount> text;
    const QString &operator[](Language l) const { return text[size_t(l)]; }
    QString &operator[](Language l) { return text[size_t(l)]; }
};

// The texts of one kind of bundle of a product line, shared by all its articles.
struct DemoBundleTexts
{
    DemoTexts description; // "Case of 12 × 1 l carton"
    DemoTexts detail;      // what follows the name in the long description
    bool namedDetail = true; // the long description starts with the article name
};

enum class BundleKind { Piece, Case, Pallet, Kilogram };

struct DemoBundle
{
    QString id;           // variant id + two digits: "100004201"
    BundleKind kind = BundleKind::Piece;
    int pieces = 1;       // pieces in this bundle (1 for piece and kg)
    qint64 netCents = 0;  // net price at the reference store (per kg for weight articles)
    qint64 depositCents = 0; // net deposit (empties) per bundle; 0: none
    std::shared_ptr<const DemoBundleTexts> texts;

    const QString &description(Language l) const { return texts->description[l]; }
};

struct DemoArticle
{
    QString id;           // bettyVariantId: seven digits
    DemoTexts names;
    int category = 0;
    int vatPercent = 7;
    bool weight = false;  // sold by the kilogram
    QString art;          // art file name under :/demo/art (without .svg)
    QList<DemoBundle> bundles;

    const QString &name(Language l) const { return names[l]; }
    // "Fresh whole milk …, Case of 12 × 1 l carton"; per kg: "wheel approx. 4.5 kg, charged by weight".
    QString longDescription(const DemoBundle &bundle, Language l) const;
};

struct DemoCategory
{
    QString key;
    DemoTexts names;
    QColor tint;
    const QString &name(Language l) const { return names[l]; }
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
    // For tests (a price change): the reference net price of a bundle from now on, in every
    // demo catalogue of the process; a negative price drops the override.
    static void setNetCentsOverride(const QString &bundleId, qint64 cents);
    static void clearNetCentsOverrides();

    const DemoSearchIndex &index() const { return m_index; }
    // What was wrong in range.json (a text missing in a language, a bad value), one line each;
    // empty for a sound file. A missing text falls back to English and is listed here.
    static QStringList dataErrors();
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
