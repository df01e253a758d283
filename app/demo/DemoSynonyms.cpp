#include "app/demo/DemoSynonyms.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoText.h"

#include <QHash>

namespace webshop::demo {

namespace {

using Table = QHash<QString, QStringList>;

// Each group lists words that find each other; the first group member is no more special.
Table makeTable(std::initializer_list<std::initializer_list<const char *>> groups)
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

const Table &table(Language language)
{
    static const Table german = makeTable({
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
    });
    static const Table english = makeTable({
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
    });
    return language == Language::German ? german : english;
}

} // namespace

QStringList synonyms(const QString &word, Language language)
{
    return table(language).value(word);
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
    const auto rewrite = [&folded](const auto &phrases) {
        for (const Phrase &p : phrases)
            folded.replace(QString::fromUtf16(p.from), QString::fromUtf16(p.to));
    };
    if (language == Language::German)
        rewrite(kGerman);
    else
        rewrite(kEnglish);
    return folded;
}

} // namespace webshop::demo
