// Column roles of an order file: from a header's names, else from what each column holds.

#include "app/orders/OrderFile.h"

#include <QRegularExpression>
#include <QSet>

namespace webshop::orders {

namespace {

// "Art.-Nr." -> "artnr", "Menge (Stk)" -> "mengestk": letters and digits, lower case, umlauts kept.
QString foldName(QStringView name)
{
    QString out;
    for (QChar c : name)
        if (c.isLetterOrNumber())
            out.append(c.toLower());
    return out;
}

struct NameRole
{
    const char16_t *name;
    Role role;
};

// Known names, folded. Exact matches first; then the prefix/suffix rules in roleOfName().
constexpr NameRole kNames[] = {
    {u"id", Role::Id}, {u"nr", Role::Id}, {u"no", Role::Id}, {u"number", Role::Id}, {u"nummer", Role::Id},
    {u"artnr", Role::Id}, {u"artikelnr", Role::Id}, {u"artikelnummer", Role::Id}, {u"articleno", Role::Id},
    {u"articlenumber", Role::Id}, {u"itemno", Role::Id}, {u"itemnumber", Role::Id}, {u"sku", Role::Id},
    {u"bundleid", Role::Id}, {u"bettybundleid", Role::Id}, {u"variantid", Role::Id}, {u"bettyvariantid", Role::Id},
    {u"ean", Role::Id}, {u"gtin", Role::Id}, {u"code", Role::Id}, {u"productid", Role::Id},
    {u"produktnummer", Role::Id}, {u"bestellnummer", Role::Id}, {u"ordernumber", Role::Id},
    {u"name", Role::Text}, {u"bezeichnung", Role::Text}, {u"artikelbezeichnung", Role::Text},
    {u"beschreibung", Role::Text}, {u"description", Role::Text}, {u"text", Role::Text}, {u"artikel", Role::Text},
    {u"article", Role::Text}, {u"item", Role::Text}, {u"product", Role::Text}, {u"produkt", Role::Text},
    {u"what", Role::Text}, {u"was", Role::Text}, {u"suchtext", Role::Text}, {u"search", Role::Text},
    {u"quantity", Role::Quantity}, {u"qty", Role::Quantity}, {u"menge", Role::Quantity},
    {u"anzahl", Role::Quantity}, {u"anz", Role::Quantity}, {u"amount", Role::Quantity},
    {u"bestellmenge", Role::Quantity}, {u"count", Role::Quantity}, {u"stückzahl", Role::Quantity},
    {u"pack", Role::Pack}, {u"packung", Role::Pack}, {u"gebinde", Role::Pack}, {u"einheit", Role::Pack},
    {u"unit", Role::Pack}, {u"ve", Role::Pack}, {u"verpackungseinheit", Role::Pack}, {u"packsize", Role::Pack},
    {u"packaging", Role::Pack}, {u"verpackung", Role::Pack}, {u"bundle", Role::Pack}, {u"size", Role::Pack},
};

Role roleOfName(QStringView cell, const ReadOptions &options)
{
    const QString f = foldName(cell);
    if (f.isEmpty())
        return Role::Ignored;
    for (const auto &[name, role] : options.extraHeaderNames)
        if (foldName(name) == f)
            return role;
    for (const NameRole &n : kNames)
        if (f == QStringView(n.name))
            return n.role;
    if (f.startsWith(u"menge") || f.startsWith(u"quantit") || f.startsWith(u"anzahl"))
        return Role::Quantity;
    if (f.endsWith(u"nr") || f.endsWith(u"nummer") || f.endsWith(u"number") || f.endsWith(u"id"))
        return Role::Id;
    if (f.startsWith(u"bezeichnung") || f.startsWith(u"beschreibung") || f.startsWith(u"description"))
        return Role::Text;
    return Role::Ignored;
}

// A quantity as people type it: up to six integer digits, an optional fraction, groups.
bool isQuantityLike(QStringView v)
{
    static const QRegularExpression re(QStringLiteral("^-?(\\d{1,6}|\\d{1,3}([.,' ]\\d{3})+)([.,]\\d{1,8})?$"));
    return re.match(v).hasMatch();
}

// An article or bundle number: five or more digits, or a code of letters and digits.
bool isIdLike(QStringView v)
{
    static const QRegularExpression digits(QStringLiteral("^\\d{5,20}$"));
    static const QRegularExpression code(QStringLiteral("^(?=[A-Za-z0-9-_./]*\\d)[A-Za-z0-9][A-Za-z0-9-_./]{3,29}$"));
    return digits.match(v).hasMatch() || (code.match(v).hasMatch() && !isQuantityLike(v));
}

bool hasLetters(QStringView v)
{
    for (QChar c : v)
        if (c.isLetter())
            return true;
    return false;
}

// Pack words buyers write in a pack column.
bool isPackWord(QStringView v)
{
    static const QSet<QString> words{
        QStringLiteral("stück"), QStringLiteral("stk"), QStringLiteral("st"), QStringLiteral("pc"),
        QStringLiteral("pcs"), QStringLiteral("piece"), QStringLiteral("pieces"), QStringLiteral("ea"),
        QStringLiteral("each"), QStringLiteral("karton"), QStringLiteral("krt"), QStringLiteral("case"),
        QStringLiteral("kiste"), QStringLiteral("kasten"), QStringLiteral("crate"), QStringLiteral("palette"),
        QStringLiteral("pallet"), QStringLiteral("kg"), QStringLiteral("packung"), QStringLiteral("pack"),
        QStringLiteral("becher"), QStringLiteral("flasche"), QStringLiteral("bottle"), QStringLiteral("dose"),
        QStringLiteral("can"), QStringLiteral("beutel"), QStringLiteral("bag"), QStringLiteral("eimer")};
    const QString f = foldName(v.left(v.indexOf(u' ') < 0 ? v.size() : v.indexOf(u' ')));
    return words.contains(f);
}

struct ColumnStats
{
    int filled = 0, quantity = 0, integer = 0, id = 0, text = 0, pack = 0;
    qint64 length = 0;
    double share(int n) const { return filled ? double(n) / filled : 0; }
};

QList<ColumnStats> columnStats(const QList<QStringList> &rows, int columns)
{
    QList<ColumnStats> stats(columns);
    for (const QStringList &row : rows) {
        for (int c = 0; c < columns && c < row.size(); ++c) {
            const QString v = row.at(c).trimmed();
            if (v.isEmpty())
                continue;
            ColumnStats &s = stats[c];
            ++s.filled;
            s.length += v.size();
            const bool id = isIdLike(v);
            if (isQuantityLike(v) && !id) {
                ++s.quantity;
                s.integer += !v.contains(u',') && !v.contains(u'.');
            }
            s.id += id;
            s.text += hasLetters(v) && !id;
            s.pack += isPackWord(v);
        }
    }
    return stats;
}

// A column that could be the quantity: at least half of its filled cells are numbers shaped
// like quantities and not like article numbers.
bool couldBeQuantity(const ColumnStats &s)
{
    return s.filled > 0 && s.share(s.quantity) >= 0.5;
}

} // namespace

QList<Role> rolesFromHeader(const QStringList &cells, const ReadOptions &options)
{
    QList<Role> roles;
    QList<Role> taken;
    for (const QString &cell : cells) {
        Role r = roleOfName(cell.trimmed(), options);
        if (r != Role::Ignored && taken.contains(r))
            r = Role::Ignored; // the first column of a role wins
        taken.append(r);
        roles.append(r);
    }
    return roles;
}

bool looksLikeHeader(const QStringList &cells, const QList<QStringList> &dataRows, const ReadOptions &options)
{
    bool known = false;
    for (const QString &cell : cells) {
        const QString v = cell.trimmed();
        if (isQuantityLike(v) || isIdLike(v))
            return false; // a header has no numbers
        known = known || roleOfName(v, options) != Role::Ignored;
    }
    if (known)
        return true;
    // Unknown words above a column that holds numbers in most rows.
    for (qsizetype c = 0; c < cells.size(); ++c) {
        if (!hasLetters(cells.at(c)))
            continue;
        int numbers = 0, filled = 0;
        for (const QStringList &row : dataRows) {
            if (c >= row.size() || row.at(c).trimmed().isEmpty())
                continue;
            ++filled;
            numbers += isQuantityLike(row.at(c).trimmed()) || isIdLike(row.at(c).trimmed());
        }
        if (filled >= 2 && numbers * 10 >= filled * 8)
            return true;
    }
    return false;
}

// Quantity: the column of numbers (not ids) with the most whole numbers; ties: the leftmost.
// (This is a proposal: readOrderText() takes it only when quantityColumnsFromData() finds no
// other column that could be the quantity.)
// Id: the leftmost column mostly of article numbers. Text: the column with words and the
// longest values. Pack: a column of pack words ("Karton", "kg", "Stück").
QList<Role> rolesFromData(const QList<QStringList> &rows, int columns)
{
    const QList<ColumnStats> stats = columnStats(rows, columns);
    QList<Role> roles(columns, Role::Ignored);
    int qty = -1;
    for (int c = 0; c < columns; ++c) {
        const ColumnStats &s = stats.at(c);
        if (!couldBeQuantity(s))
            continue;
        if (qty < 0 || s.share(s.integer) > stats.at(qty).share(stats.at(qty).integer) + 1e-9)
            qty = c;
    }
    if (qty >= 0)
        roles[qty] = Role::Quantity;
    for (int c = 0; c < columns; ++c)
        if (roles.at(c) == Role::Ignored && stats.at(c).share(stats.at(c).id) >= 0.5) {
            roles[c] = Role::Id;
            break;
        }
    for (int c = 0; c < columns; ++c)
        if (roles.at(c) == Role::Ignored && stats.at(c).share(stats.at(c).pack) >= 0.5) {
            roles[c] = Role::Pack;
            break;
        }
    int text = -1;
    for (int c = 0; c < columns; ++c) {
        const ColumnStats &s = stats.at(c);
        if (roles.at(c) != Role::Ignored || s.share(s.text) < 0.5)
            continue;
        if (text < 0 || s.length * stats.at(text).filled > stats.at(text).length * s.filled)
            text = c;
    }
    if (text >= 0)
        roles[text] = Role::Text;
    // Nothing recognisable: the first column is what to look up.
    if (!roles.contains(Role::Id) && !roles.contains(Role::Text)) {
        for (int c = 0; c < columns; ++c)
            if (roles.at(c) == Role::Ignored) {
                roles[c] = Role::Text;
                break;
            }
    }
    return roles;
}

QList<int> quantityColumnsFromData(const QList<QStringList> &rows, int columns)
{
    const QList<ColumnStats> stats = columnStats(rows, columns);
    QList<int> out;
    for (int c = 0; c < columns; ++c)
        if (couldBeQuantity(stats.at(c)))
            out.append(c);
    return out;
}

} // namespace webshop::orders
