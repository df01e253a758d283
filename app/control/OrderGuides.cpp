#include "app/control/OrderGuides.h"

#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>
#include <QStandardPaths>

namespace webshop::control {

using values::Decimal;
using values::GuideLine;
using values::OrderGuide;

namespace {

QString text(const std::optional<Decimal> &d) { return d ? d->toString() : QString(); }
std::optional<Decimal> decimal(const QJsonValue &v) { return v.isString() ? Decimal::parse(v.toString()) : std::nullopt; }

QJsonObject toJson(const OrderGuide &g)
{
    QJsonArray lines;
    for (const GuideLine &l : g.lines)
        lines.append(QJsonObject{{u"bundle"_qs, l.bundleId}, {u"variant"_qs, l.variantId}, {u"name"_qs, l.name},
                                 {u"pack"_qs, l.pack}, {u"weight"_qs, l.weight}, {u"par"_qs, text(l.par)},
                                 {u"countUnit"_qs, l.countUnit}, {u"shelf"_qs, l.shelf}, {u"step"_qs, text(l.step)}});
    QJsonArray days;
    for (int d : g.schedule.deliveryDays)
        days.append(d);
    return {{u"list"_qs, g.listId},
            {u"name"_qs, g.listName},
            {u"deliveryDays"_qs, days},
            {u"cutOff"_qs, g.schedule.cutOff.isValid() ? g.schedule.cutOff.toString(u"HH:mm") : QString()},
            {u"minimumOrder"_qs, text(g.schedule.minimumOrder)},
            {u"lines"_qs, lines}};
}

OrderGuide fromJson(const QJsonObject &o)
{
    OrderGuide g;
    g.listId = o.value(u"list").toString();
    g.listName = o.value(u"name").toString();
    for (const QJsonValue &d : o.value(u"deliveryDays").toArray())
        if (const int day = d.toInt(); day >= 1 && day <= 7 && !g.schedule.deliveryDays.contains(day))
            g.schedule.deliveryDays.append(day);
    std::sort(g.schedule.deliveryDays.begin(), g.schedule.deliveryDays.end());
    g.schedule.cutOff = QTime::fromString(o.value(u"cutOff").toString(), u"HH:mm");
    g.schedule.minimumOrder = decimal(o.value(u"minimumOrder"));
    for (const QJsonValue &v : o.value(u"lines").toArray()) {
        const QJsonObject l = v.toObject();
        GuideLine line;
        line.bundleId = l.value(u"bundle").toString();
        if (line.bundleId.isEmpty())
            continue; // not a line this app wrote
        line.variantId = l.value(u"variant").toString();
        line.name = l.value(u"name").toString();
        line.pack = l.value(u"pack").toString();
        line.weight = l.value(u"weight").toBool();
        line.par = decimal(l.value(u"par"));
        line.countUnit = l.value(u"countUnit").toString();
        line.shelf = l.value(u"shelf").toString();
        line.step = decimal(l.value(u"step"));
        g.lines.append(line);
    }
    return g;
}

} // namespace

OrderGuides::OrderGuides(const QString &folder)
    : m_folder(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/guides" : folder)
{
}

QString OrderGuides::fileFor(const localstore::StoreKey &key) const
{
    // The file's name says nothing of the customer: a hash of server, customer and store.
    const QByteArray id = (key.server + u'\n' + key.customer + u'\n' + key.store).toUtf8();
    return m_folder + u'/' + QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex().left(32))
        + u".json";
}

QJsonObject OrderGuides::read(const localstore::StoreKey &key) const
{
    QFile f(fileFor(key));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    // Another key's file under a colliding name is not ours.
    if (root.value(u"server").toString() != key.server || root.value(u"customer").toString() != key.customer
        || root.value(u"store").toString() != key.store)
        return {};
    return root;
}

bool OrderGuides::write(const localstore::StoreKey &key, const QJsonObject &root, QString *error)
{
    QDir().mkpath(m_folder);
    QSaveFile f(fileFor(key));
    QJsonObject out = root;
    out.insert(u"server"_qs, key.server);
    out.insert(u"customer"_qs, key.customer);
    out.insert(u"store"_qs, key.store);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(out).toJson(QJsonDocument::Indented)) < 0 || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    QFile::setPermissions(f.fileName(), QFile::ReadOwner | QFile::WriteOwner);
    return true;
}

QStringList OrderGuides::guideListIds(const localstore::StoreKey &key) const
{
    return read(key).value(u"guides").toObject().keys();
}

std::optional<OrderGuide> OrderGuides::guide(const localstore::StoreKey &key, const QString &listId) const
{
    const QJsonValue v = read(key).value(u"guides").toObject().value(listId);
    if (!v.isObject())
        return std::nullopt;
    OrderGuide g = fromJson(v.toObject());
    g.listId = listId;
    return g;
}

bool OrderGuides::save(const localstore::StoreKey &key, const OrderGuide &guide, QString *error)
{
    QJsonObject root = read(key);
    QJsonObject guides = root.value(u"guides").toObject();
    QJsonObject g = toJson(guide);
    g.insert(u"lastOrdered"_qs, guides.value(guide.listId).toObject().value(u"lastOrdered"));
    guides.insert(guide.listId, g);
    root.insert(u"guides"_qs, guides);
    return write(key, root, error);
}

bool OrderGuides::remove(const localstore::StoreKey &key, const QString &listId)
{
    QJsonObject root = read(key);
    QJsonObject guides = root.value(u"guides").toObject();
    if (!guides.contains(listId))
        return true;
    guides.remove(listId);
    root.insert(u"guides"_qs, guides);
    return write(key, root, nullptr);
}

QDateTime OrderGuides::lastOrdered(const localstore::StoreKey &key, const QString &listId) const
{
    const QString at = read(key).value(u"guides").toObject().value(listId).toObject().value(u"lastOrdered").toString();
    return QDateTime::fromString(at, Qt::ISODateWithMs);
}

bool OrderGuides::setLastOrdered(const localstore::StoreKey &key, const QString &listId, const QDateTime &when)
{
    QJsonObject root = read(key);
    QJsonObject guides = root.value(u"guides").toObject();
    if (!guides.contains(listId))
        return false;
    QJsonObject g = guides.value(listId).toObject();
    g.insert(u"lastOrdered"_qs, when.toUTC().toString(Qt::ISODateWithMs));
    guides.insert(listId, g);
    root.insert(u"guides"_qs, guides);
    return write(key, root, nullptr);
}

QByteArray OrderGuides::toCsv(const OrderGuide &guide, const QLocale &locale)
{
    const orders::CsvDialect dialect = orders::CsvDialect::forLocale(locale);
    QList<QStringList> rows{{u"bundle_id"_qs, u"par"_qs, u"position"_qs, u"note"_qs}};
    for (const GuideLine &l : guide.lines)
        rows << QStringList{l.bundleId, l.par ? orders::OrderCsv::quantityText(*l.par, dialect) : QString(), l.shelf, l.countUnit};
    return orders::OrderCsv::write(rows, dialect);
}

OrderGuides::CsvRead OrderGuides::fromCsv(const QByteArray &bytes, const QLocale &locale)
{
    // The order-file reader's rules: encoding, separator, decimal mark by evidence, a par
    // written with the mark its column does not use refused.
    orders::ReadOptions options = orders::OrderCsv::readOptionsFor(locale);
    options.extraHeaderNames << std::pair{u"bundle_id"_qs, orders::Role::Id} << std::pair{u"par"_qs, orders::Role::Quantity};
    const orders::OrderFile file = orders::readOrderFile(bytes, options);
    CsvRead out;
    int position = -1, note = -1;
    for (const orders::OrderRecord &r : file.records) {
        if (r.kind == orders::OrderRecord::Kind::Header) {
            for (int i = 0; i < r.fields.size(); ++i) {
                const QString name = r.fields.at(i).trimmed().toLower();
                if (name == u"position")
                    position = i;
                else if (name == u"note")
                    note = i;
            }
            continue;
        }
        if (r.kind != orders::OrderRecord::Kind::Data)
            continue;
        if (!file.info.hasHeader) {
            out.problems << tr("The file has no header: a guide's file starts with bundle_id, par, position, note.");
            return out;
        }
        if (r.id.isEmpty()) {
            out.problems << tr("Line %1: no pack number.").arg(r.line);
            continue;
        }
        GuideLine l;
        l.bundleId = r.id.trimmed();
        if (!r.quantityText.trimmed().isEmpty()) {
            if (r.quantityProblem != orders::QuantityProblem::None || !r.quantity) {
                out.problems << tr("Line %1: the par \"%2\" is not a clear number; the line was left out.").arg(r.line).arg(r.quantityText);
                continue;
            }
            l.par = r.quantity;
        }
        l.shelf = position >= 0 ? r.fields.value(position).trimmed() : QString();
        l.countUnit = note >= 0 ? r.fields.value(note).trimmed() : QString();
        out.lines << l;
    }
    return out;
}

GuideLineHistory guideLineHistory(const QList<localstore::LedgerEntry> &entries, const GuideLine &line, const QDateTime &now,
                                  int weeks)
{
    GuideLineHistory h;
    QList<const localstore::LedgerEntry *> landed;
    for (const localstore::LedgerEntry &e : entries)
        if (e.bundleId == line.bundleId && (e.state == values::AddState::Confirmed || e.state == values::AddState::Accepted))
            landed << &e;
    std::sort(landed.begin(), landed.end(), [](auto *a, auto *b) { return a->createdAt > b->createdAt; });
    for (int i = 0; i < landed.size() && i < 3; ++i)
        h.lastAdds << GuideLineHistory::Add{landed.at(i)->createdAt, landed.at(i)->amount};
    const QDateTime from = now.addDays(-7 * qint64(weeks));
    QMap<QDate, Decimal> perDay;
    for (const localstore::LedgerEntry *e : std::as_const(landed))
        if (e->createdAt >= from && e->createdAt <= now)
            perDay[e->createdAt.toLocalTime().date()] += e->amount;
    if (perDay.size() < 2)
        return h;
    const Decimal busiest = *std::max_element(perDay.cbegin(), perDay.cend());
    h.suggestedPar = values::roundUpTo(busiest, values::orderStep(line));
    return h;
}

} // namespace webshop::control
