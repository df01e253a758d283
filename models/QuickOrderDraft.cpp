#include "models/QuickOrderDraft.h"

#include <QMetaEnum>

namespace webshop::models {

namespace {

QJsonValue jsonDecimal(const std::optional<values::Decimal> &v)
{
    return v ? QJsonValue(v->toString()) : QJsonValue();
}

// States by name in the draft ("Confirmed"): readable, and stable when the enum grows.
QString stateName(values::AddState state)
{
    return QString::fromLatin1(QMetaEnum::fromType<values::AddState>().valueToKey(int(state)));
}

std::optional<values::AddState> stateFromName(const QString &name)
{
    bool ok = false;
    const int value = QMetaEnum::fromType<values::AddState>().keyToValue(name.toLatin1().constData(), &ok);
    return ok ? std::optional(values::AddState(value)) : std::nullopt;
}

} // namespace

QJsonArray QuickOrderDraft::write(const QList<QuickOrderLine> &lines)
{
    QJsonArray out;
    for (const QuickOrderLine &line : lines) {
        if (line.isBlank())
            continue;
        QJsonObject o{{QStringLiteral("what"), line.what}, {QStringLiteral("quantity"), jsonDecimal(line.quantity)}};
        if (line.isResolved()) {
            const QuickOrderPick &p = line.pick;
            o.insert(QStringLiteral("pick"), QJsonObject{{QStringLiteral("variantId"), p.variantId},
                                                         {QStringLiteral("bundleId"), p.bundleId},
                                                         {QStringLiteral("name"), p.name},
                                                         {QStringLiteral("pack"), p.pack},
                                                         {QStringLiteral("weight"), p.weight},
                                                         {QStringLiteral("unitNet"), jsonDecimal(p.unitNet)},
                                                         {QStringLiteral("unitGross"), jsonDecimal(p.unitGross)},
                                                         {QStringLiteral("currency"), p.currency}});
        }
        // The last add: a restored line that may be in the basket is not sent again by itself.
        if (line.result) {
            QJsonObject add{{QStringLiteral("id"), QString::number(line.addId)},
                            {QStringLiteral("state"), stateName(line.addState)},
                            {QStringLiteral("open"), line.sending || line.interrupted}};
            if (!line.addMessage.isEmpty())
                add.insert(QStringLiteral("message"), line.addMessage);
            if (line.addedAt.isValid())
                add.insert(QStringLiteral("at"), line.addedAt.toUTC().toString(Qt::ISODate));
            o.insert(QStringLiteral("add"), add);
        }
        out.append(o);
    }
    return out;
}

bool QuickOrderDraft::read(const QJsonObject &o, QuickOrderLine *line)
{
    line->what = o.value(QStringLiteral("what")).toString();
    line->quantity = values::Decimal::fromJson(o.value(QStringLiteral("quantity")));
    if (line->quantity && *line->quantity <= values::Decimal())
        line->quantity.reset();
    const QJsonObject p = o.value(QStringLiteral("pick")).toObject();
    line->pick.bundleId = p.value(QStringLiteral("bundleId")).toString();
    if (!line->pick.bundleId.isEmpty()) {
        line->state = QuickOrderLine::State::Resolved;
        line->pick.variantId = p.value(QStringLiteral("variantId")).toString();
        line->pick.name = p.value(QStringLiteral("name")).toString();
        line->pick.pack = p.value(QStringLiteral("pack")).toString();
        line->pick.weight = p.value(QStringLiteral("weight")).toBool();
        line->pick.unitNet = values::Decimal::fromJson(p.value(QStringLiteral("unitNet")));
        line->pick.unitGross = values::Decimal::fromJson(p.value(QStringLiteral("unitGross")));
        line->pick.currency = p.value(QStringLiteral("currency")).toString();
    } else {
        line->state = line->what.trimmed().isEmpty() ? QuickOrderLine::State::Empty : QuickOrderLine::State::Typed;
    }
    const QJsonObject add = o.value(QStringLiteral("add")).toObject();
    if (const auto state = stateFromName(add.value(QStringLiteral("state")).toString()); state && line->isResolved()) {
        line->addId = add.value(QStringLiteral("id")).toString().toULongLong();
        line->addedAt = QDateTime::fromString(add.value(QStringLiteral("at")).toString(), Qt::ISODate);
        line->addState = *state;
        line->addMessage = add.value(QStringLiteral("message")).toString();
        // Still on its way when the draft was written: it may have arrived.
        line->interrupted = add.value(QStringLiteral("open")).toBool() || !values::isFinalAddState(*state);
        return true;
    }
    return false;
}

} // namespace webshop::models
