#include "app/orders/ImportRun.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace webshop::orders {

namespace {

void addField(QCryptographicHash &hash, QByteArrayView bytes)
{
    // Length-prefixed: ("ab", "c") and ("a", "bc") are different contexts.
    hash.addData(QByteArray(QByteArray::number(qint64(bytes.size())) + ':'));
    hash.addData(bytes);
}

bool landed(values::AddState state)
{
    return state == values::AddState::Confirmed || state == values::AddState::Accepted || state == values::AddState::Doubled;
}

} // namespace

QString runKey(const QByteArray &content, const QString &server, const QString &customer, const QString &store)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    addField(hash, "webshop-order-run-1");
    addField(hash, content);
    for (const QString &part : {server, customer, store})
        addField(hash, part.toUtf8());
    return QString::fromLatin1(hash.result().toHex());
}

int lineOfSourceRef(const QString &sourceRef)
{
    static const QRegularExpression re(QStringLiteral("^line (\\d{1,9})$"));
    const QRegularExpressionMatch m = re.match(sourceRef);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

RerunLine classifyRerun(const LineResult &line, const QList<EarlierAdd> &earlier)
{
    // Adds that did not land (refused, never left) count for nothing. This line's own adds
    // decide: one of the same pack and amount that landed makes it `already_added`; any other
    // (no answer, still open when the app stopped, another pack or amount than now) holds it
    // back. Without adds of its own, an add of the same pack on another line holds it back too
    // (other choices than last time): nothing tells that this line is not in the basket.
    const EarlierAdd *own = nullptr;
    const EarlierAdd *samePack = nullptr;
    for (const EarlierAdd &e : earlier) {
        if (e.state == values::AddState::Failed)
            continue;
        if (e.line == line.record.line) {
            if (landed(e.state) && e.bundleId == line.match.bundleId && e.amount == line.quantity)
                return {RerunKind::AlreadyAdded, e.id, e.state, e.at, e.line};
            if (!own)
                own = &e;
        } else if (!samePack && e.bundleId == line.match.bundleId) {
            samePack = &e;
        }
    }
    const EarlierAdd *held = own ? own : samePack;
    if (!held)
        return {};
    return {RerunKind::HeldBack, held->id, held->state, held->at, held->line};
}

bool admitForRerun(LineResult &line, const QList<EarlierAdd> &earlier, bool again, qint64 *againOf)
{
    *againOf = 0;
    const RerunLine r = classifyRerun(line, earlier);
    if (again || r.kind == RerunKind::Fresh) {
        *againOf = again ? r.earlierId : 0;
        return true;
    }
    line.status = r.kind == RerunKind::AlreadyAdded ? LineStatus::AlreadyAdded : LineStatus::Uncertain;
    line.heldBack = r.kind == RerunKind::HeldBack;
    line.earlierAt = r.at;
    line.earlierLine = r.earlierLine;
    return false;
}

RerunSummary summarizeRerun(const QList<LineResult> &lines, const QList<EarlierAdd> &earlier)
{
    RerunSummary s;
    for (const EarlierAdd &e : earlier)
        if (e.at.isValid() && (!s.firstAddedAt.isValid() || e.at < s.firstAddedAt))
            s.firstAddedAt = e.at;
    for (const LineResult &line : lines) {
        if (line.status != LineStatus::Ok)
            continue;
        switch (classifyRerun(line, earlier).kind) {
        case RerunKind::Fresh: ++s.toAdd; break;
        case RerunKind::AlreadyAdded: ++s.alreadyAdded; break;
        case RerunKind::HeldBack: ++s.heldBack; break;
        }
    }
    return s;
}

} // namespace webshop::orders
