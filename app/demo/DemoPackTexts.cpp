#include "app/demo/DemoPackTexts.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

// The size at the end of a name: "…, 250 g", "… 10 × 100 g", "…, 1,000 × 4 g".
QString trailingSize(const QString &name)
{
    static const QRegularExpression kSize(
        u"(?:^|[ ,])((?:(?:\\d{1,3}(?:[.,]\\d{3})+|\\d+) × )?\\d+(?:[.,]\\d+)? (?:g|kg|ml|l))$"_s);
    const QRegularExpressionMatch m = kSize.match(name);
    return m.hasMatch() ? m.captured(1) : QString();
}

bool namesASize(const QString &unit)
{
    static const QRegularExpression kAmount(u"\\d(?:[.,]\\d+)?[ -]?(?:g|kg|ml|l)\\b"_s); // "1-l-Packung" too
    return kAmount.match(unit).hasMatch();
}

} // namespace

QString composeName(const QString &pattern, const QString &variety, const QString &brand)
{
    QString name = pattern;
    name.replace(u"{v}"_s, variety);
    name = name.simplified();
    return brand.isEmpty() ? name : brand + u' ' + name;
}

// The pack words of one variety of a product line: the unit says what one piece holds where
// the name ends with it ("pack 250 g"), so the case says it too ("Case of 20 × pack 250 g").
LineBundleTexts makeBundleTexts(const DemoRangeLine &line, const DemoRangeLine::Variety &variety,
                                const DemoPackWords &words)
{
    LineBundleTexts result;
    const QString count = QString::number(line.casePieces);
    const QString cases = QString::number(line.palletCases);
    auto kilogram = std::make_shared<DemoBundleTexts>();
    auto piece = std::make_shared<DemoBundleTexts>();
    auto caseOf = std::make_shared<DemoBundleTexts>();
    auto pallet = std::make_shared<DemoBundleTexts>();
    kilogram->namedDetail = false;
    for (int i = 0; i < kLanguageCount; ++i) {
        const Language l = Language(i);
        QString unit = variety.unit[l].isEmpty() ? line.unit[l] : variety.unit[l];
        const QString size = line.sized && !line.weight ? trailingSize(composeName(line.name[l], variety.text[l], {}))
                                                        : QString();
        if (!size.isEmpty() && !namesASize(unit))
            unit = unit.isEmpty() ? size : unit + u' ' + size;
        kilogram->description[l] = unit.isEmpty() ? words.perKg[l] : words.perKgUnit[l].arg(unit);
        kilogram->detail[l] = unit.isEmpty() ? words.byWeight[l] : words.byWeightUnit[l].arg(unit);
        piece->description[l] = unit;
        piece->detail[l] = unit;
        caseOf->description[l] = (line.crate ? words.crateOf[l] : words.caseOf[l]).arg(count, unit);
        caseOf->detail[l] = caseOf->description[l];
        pallet->description[l] =
            pickPlural(line.crate ? words.palletOfCrates[l] : words.palletOfCases[l], line.palletCases, l).arg(cases);
        pallet->detail[l] = words.palletDetail[l].arg(pallet->description[l], count, unit);
    }
    result.kilogram = std::move(kilogram);
    result.piece = std::move(piece);
    result.caseOf = std::move(caseOf);
    result.pallet = std::move(pallet);
    return result;
}

} // namespace webshop::demo
