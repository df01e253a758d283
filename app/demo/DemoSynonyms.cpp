#include "app/demo/DemoSynonyms.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoText.h"

#include <QHash>
#include <QSet>
#include <array>

namespace webshop::demo {

namespace {

using Table = QHash<QString, QStringList>;
using Groups = std::initializer_list<std::initializer_list<const char *>>;

// Each group lists words that find each other; the first group member is no more special.
Table makeTable(Groups groups)
{
    Table table;
    for (const auto &group : groups) {
        QStringList words;
        for (const char *w : group)
            words.append(foldForSearch(QString::fromUtf8(w)));
        for (const QString &w : std::as_const(words)) {
            QStringList others = table.value(w);
            for (const QString &o : std::as_const(words))
                if (o != w && !others.contains(o))
                    others.append(o);
            table.insert(w, others);
        }
    }
    return table;
}

// Per Language, in enum order.
// size-ok: a table of words, one entry per language
const std::array<Table, kLanguageCount> &tables()
{
    static const std::array<Table, kLanguageCount> s_tables = {
        makeTable({ // German
            {"still", "stilles", "naturell"},
            {"sprudel", "sprudelnd", "spritzig", "classic"},
            {"bier", "pils", "pilsner", "kölsch", "altbier", "export"},
            {"sahne", "rahm"},
            {"hack", "hackfleisch", "gehacktes", "faschiertes"},
            {"hähnchen", "huhn", "hühnchen", "hendl"},
            {"brötchen", "semmel", "schrippe", "wecken"},
            {"kartoffeln", "erdäpfel"},
            {"quark", "topfen"},
            {"pommes", "fritten", "frites"},
            {"limo", "limonade", "brause"},
            {"sekt", "schaumwein"},
            {"servietten", "tücher"},
        }),
        makeTable({ // English
            {"beer", "pilsner", "lager"},
            {"fizzy", "sparkling"},
            {"prawns", "shrimps", "shrimp"},
            {"aubergine", "eggplant"},
            {"courgette", "courgettes", "zucchini"},
            {"mince", "minced"},
            {"fries", "chips"},
            {"soda", "lemonade", "pop"},
            {"serviettes", "napkins"},
            {"chicken", "poultry"},
        }),
        makeTable({ // French
            {"plate", "naturelle"},
            {"gazeuse", "pétillante"},
            {"bière", "pils"},
            {"poulet", "volaille"},
            {"crevettes", "gambas"},
            {"yaourt", "yogourt", "yoghourt"},
            {"soda", "limonade"},
            {"frites", "fritures"},
            {"haché", "hachée"},
        }),
        makeTable({ // Italian
            {"naturale", "liscia"},
            {"frizzante", "gassata"},
            {"birra", "pils", "bionda"},
            {"maiale", "suino"},
            {"manzo", "bovino"},
            {"gamberi", "gamberoni", "mazzancolle"},
            {"patatine", "fritte"},
            {"macinato", "trita", "tritata"},
            {"aranciata", "bibita"},
        }),
        makeTable({ // Spanish
            {"cerveza", "pilsner"},
            {"vacuno", "ternera", "res"},
            {"gambas", "langostinos", "camarones"},
            {"patatas", "papas"},
            {"zumo", "jugo"},
            {"refresco", "gaseosa"},
            {"picada", "molida"},
            {"nata", "crema"},
        }),
        makeTable({ // Dutch
            {"bier", "pils", "pilsener"},
            {"bruisend", "koolzuurhoudend"},
            {"friet", "patat", "frites"},
            {"sinas", "sinaasappellimonade"},
            {"gehakt", "gehaktballen"},
            {"kip", "kippen", "gevogelte"},
        }),
        makeTable({ // Polish
            {"piwo", "pils"},
            {"wołowina", "wołowy", "wołowa", "wołowe"},
            {"wieprzowina", "wieprzowy", "wieprzowa", "wieprzowe"},
            {"kurczak", "kurczaka", "drób", "drobiowy"},
            {"ziemniaki", "kartofle"},
        }),
    };
    return s_tables;
}

// Words that join others and name nothing ("huile d'olive", "olio di oliva").
const QSet<QString> &stopWords(Language language)
{
    const auto make = [](std::initializer_list<const char *> words) {
        QSet<QString> set;
        for (const char *w : words)
            set.insert(foldForSearch(QString::fromUtf8(w)));
        return set;
    };
    static const std::array<QSet<QString>, kLanguageCount> s_words = {
        QSet<QString>(), QSet<QString>(),
        make({"de", "du", "des", "la", "le", "les", "l", "d", "à", "au", "aux", "et", "en", "pour"}),
        make({"di", "del", "della", "dei", "delle", "da", "al", "alla", "all", "e", "il", "lo", "la",
              "l", "d", "per", "in"}),
        make({"de", "del", "la", "el", "los", "las", "y", "para", "en", "al", "a"}),
        make({"de", "het", "een", "van", "met", "en", "voor", "op"}),
        make({"z", "ze", "w", "do", "na", "i", "po"}),
    };
    return s_words[size_t(std::clamp(int(language), 0, kLanguageCount - 1))];
}

} // namespace

QStringList synonyms(const QString &word, Language language)
{
    return tables()[size_t(std::clamp(int(language), 0, kLanguageCount - 1))].value(word);
}

QStringList withoutStopWords(const QStringList &words, Language language)
{
    const QSet<QString> &stop = stopWords(language);
    QStringList kept;
    for (const QString &w : words)
        if (!stop.contains(w))
            kept.append(w);
    return kept.isEmpty() ? words : kept;
}

QString rewritePhrases(QString folded, Language language)
{
    struct Phrase { const char16_t *from, *to; };
    static constexpr Phrase kGerman[] = {
        {u"ohne kohlensaure", u"naturell"}, {u"mit kohlensaure", u"classic"},
        {u"wenig kohlensaure", u"medium"}, {u"stilles wasser", u"mineralwasser naturell"},
    };
    static constexpr Phrase kEnglish[] = {
        {u"non sparkling", u"still"}, {u"soft drink", u"lemonade"}, {u"alcohol free", u"alcohol-free"},
    };
    static constexpr Phrase kFrench[] = {
        {u"non gazeuse", u"plate"}, {u"sans gaz", u"plate"},
        {u"pommes frites", u"frites"},
    };
    static constexpr Phrase kItalian[] = {
        {u"non gassata", u"naturale"}, {u"senza gas", u"naturale"}, {u"patate fritte", u"patatine fritte"},
    };
    static constexpr Phrase kSpanish[] = {
        {u"agua natural", u"agua sin gas"}, {u"sin burbujas", u"sin gas"}, {u"con burbujas", u"con gas"},
    };
    static constexpr Phrase kDutch[] = {
        {u"niet bruisend", u"plat"}, {u"zonder koolzuur", u"plat"}, {u"met koolzuur", u"bruisend"},
        {u"spa rood", u"bruisend"}, {u"spa blauw", u"plat"},
    };
    static constexpr Phrase kPolish[] = {
        {u"bez gazu", u"niegazowana"}, {u"z gazem", u"gazowana"},
    };
    const auto rewrite = [&folded](const auto &phrases) {
        for (const Phrase &p : phrases)
            folded.replace(QString::fromUtf16(p.from), QString::fromUtf16(p.to));
    };
    switch (language) {
    case Language::German: rewrite(kGerman); break;
    case Language::English: rewrite(kEnglish); break;
    case Language::French: rewrite(kFrench); break;
    case Language::Italian: rewrite(kItalian); break;
    case Language::Spanish: rewrite(kSpanish); break;
    case Language::Dutch: rewrite(kDutch); break;
    case Language::Polish: rewrite(kPolish); break;
    }
    return folded;
}

} // namespace webshop::demo
