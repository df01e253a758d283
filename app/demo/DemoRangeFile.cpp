#include "app/demo/DemoRangeFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

class Reader
{
public:
    explicit Reader(QStringList *errors) : m_errors(errors) {}

    // `value`: {"de": …, "en": …, …} with every language; with `plainAllowed` a string stands
    // for the same text in every language (brands). An array of strings is a set of plural
    // forms. A missing language is an error and takes the English text.
    DemoTexts texts(const QJsonValue &value, const QString &where, bool plainAllowed = false) const
    {
        DemoTexts result;
        if (value.isString() && plainAllowed) {
            result.text.fill(value.toString());
            return result;
        }
        if (!value.isObject()) {
            error(where + u": not an object of texts per language"_s);
            return result;
        }
        const QJsonObject o = value.toObject();
        for (int l = 0; l < kLanguageCount; ++l) {
            const QJsonValue v = o.value(languageCode(Language(l)));
            if (v.isArray()) {
                QStringList forms;
                for (const QJsonValue &f : v.toArray())
                    forms.append(f.toString());
                result.text[size_t(l)] = forms.join(u'|');
            } else {
                result.text[size_t(l)] = v.toString();
            }
        }
        for (int l = 0; l < kLanguageCount; ++l) {
            if (result.text[size_t(l)].trimmed().isEmpty()) {
                error(u"%1: no text in \"%2\""_s.arg(where, languageCode(Language(l))));
                result.text[size_t(l)] = result[Language::English];
            }
        }
        return result;
    }

    void error(const QString &message) const { m_errors->append(message); }

private:
    QStringList *m_errors;
};

qint64 toCents(const QJsonValue &v)
{
    return qRound64(v.toDouble() * 100.0);
}

QString shortText(const DemoTexts &t)
{
    return t[Language::English].isEmpty() ? t[Language::German] : t[Language::English];
}

void readLines(const Reader &reader, const QJsonObject &c, int categoryIndex, QList<DemoRangeLine> *lines)
{
    const int vat = c.value(u"vat"_s).toInt(7);
    const QJsonArray categoryBrands = c.value(u"b"_s).toArray();
    const QJsonArray jsonLines = c.value(u"lines"_s).toArray();
    for (const QJsonValue &lv : jsonLines) {
        const QJsonObject o = lv.toObject();
        DemoRangeLine line;
        line.category = categoryIndex;
        const QString where = u"line %1"_s.arg(lines->size() + 1);
        line.name = reader.texts(o.value(u"name"_s), where);
        const QString lineName = where + u" ("_s + shortText(line.name) + u')';
        line.unit = reader.texts(o.value(u"unit"_s), lineName + u" unit"_s);
        line.art = o.value(u"art"_s).toString();
        line.netCents = toCents(o.value(u"net"_s));
        line.depositCents = toCents(o.value(u"dep"_s));
        line.vat = o.value(u"vat"_s).toInt(vat);
        line.casePieces = o.value(u"case"_s).toInt();
        line.palletCases = o.value(u"pallet"_s).toInt();
        line.weight = o.value(u"kg"_s).toBool();
        line.crate = o.value(u"crate"_s).toBool();
        line.piece = !o.value(u"nopiece"_s).toBool();
        line.sized = o.value(u"sized"_s).toBool(true);
        if (line.art.isEmpty() || line.netCents <= 0)
            reader.error(lineName + u": no art or no price"_s);
        const QJsonArray varieties = o.value(u"v"_s).toArray();
        for (const QJsonValue &vv : varieties) {
            DemoRangeLine::Variety variety;
            variety.text = reader.texts(vv, lineName + u" variety %1"_s.arg(line.varieties.size() + 1));
            variety.factor = vv.toObject().value(u"x"_s).toDouble(1.0);
            if (vv.toObject().contains(u"u"_s))
                variety.unit = reader.texts(vv.toObject().value(u"u"_s), lineName + u" variety unit"_s);
            line.varieties.append(variety);
        }
        const bool hasVariety = std::any_of(line.name.text.begin(), line.name.text.end(),
                                            [](const QString &n) { return n.contains(u"{v}"_s); });
        if (line.varieties.isEmpty() == hasVariety)
            reader.error(lineName + u": {v} in the name needs varieties, and varieties need {v}"_s);
        if (line.varieties.isEmpty())
            line.varieties.append(DemoRangeLine::Variety());
        const QJsonArray brands = o.contains(u"b"_s) ? o.value(u"b"_s).toArray() : categoryBrands;
        for (const QJsonValue &b : brands)
            line.brands.append(reader.texts(b, lineName + u" brand"_s, true));
        if (line.brands.isEmpty())
            line.brands.append(DemoTexts());
        lines->append(line);
    }
}

} // namespace

DemoRange readDemoRange(const QByteArray &json)
{
    DemoRange range;
    const Reader reader(&range.errors);
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(json, &parseError).object();
    if (parseError.error != QJsonParseError::NoError)
        reader.error(u"not valid JSON: "_s + parseError.errorString());

    const QJsonObject packs = root.value(u"packs"_s).toObject();
    const auto pack = [&](const char16_t *key) {
        return reader.texts(packs.value(QStringView(key)), u"packs."_s + QStringView(key));
    };
    range.packs.perKg = pack(u"perKg");
    range.packs.perKgUnit = pack(u"perKgUnit");
    range.packs.byWeight = pack(u"byWeight");
    range.packs.byWeightUnit = pack(u"byWeightUnit");
    range.packs.caseOf = pack(u"caseOf");
    range.packs.crateOf = pack(u"crateOf");
    range.packs.palletOfCases = pack(u"palletOfCases");
    range.packs.palletOfCrates = pack(u"palletOfCrates");
    range.packs.palletDetail = pack(u"palletDetail");

    const QJsonObject synthetic = root.value(u"synthetic"_s).toObject();
    for (const QJsonValue &b : synthetic.value(u"brands"_s).toArray())
        range.syntheticBrands.append(b.toString());
    for (const QJsonValue &s : synthetic.value(u"suffixes"_s).toArray())
        range.syntheticSuffixes.append(reader.texts(s, u"synthetic suffix"_s));

    const QJsonArray cats = root.value(u"categories"_s).toArray();
    for (const QJsonValue &cv : cats) {
        const QJsonObject c = cv.toObject();
        DemoCategory category;
        category.key = c.value(u"key"_s).toString();
        category.names = reader.texts(c.value(u"name"_s), u"category "_s + category.key);
        category.tint = QColor::fromString(c.value(u"tint"_s).toString());
        range.categories.append(category);
        readLines(reader, c, int(range.categories.size()) - 1, &range.lines);
    }
    if (range.lines.isEmpty())
        reader.error(u"no product lines"_s);
    if (range.syntheticBrands.isEmpty() || range.syntheticSuffixes.isEmpty())
        reader.error(u"no brands or suffixes for synthetic articles"_s);
    return range;
}

QString pickPlural(const QString &forms, int n, Language language)
{
    if (!forms.contains(u'|'))
        return forms;
    const QStringList f = forms.split(u'|');
    int form = n == 1 ? 0 : 2; // one, many
    if (language == Language::Polish && n != 1 && n % 10 >= 2 && n % 10 <= 4
        && (n % 100 < 12 || n % 100 > 14))
        form = 1; // few: 2–4, 22–24, … but not 12–14
    return f.value(std::min<int>(form, int(f.size()) - 1));
}

} // namespace webshop::demo
