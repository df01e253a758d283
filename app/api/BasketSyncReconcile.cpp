#include "app/api/BasketSyncPrivate.h"

#include "app/api/ApiLogging.h"

#include <QLocale>

// How an add is settled: its answer, the basket read after it compared with the one before
// (BasketMath's findAdd), polls while a 2xx add is not shown yet, and unresolved adds settled
// by later reads.

namespace webshop::api {

namespace {

using Evidence = AddFinding::Evidence;

// Refused before anything reached the server: nothing to check.
bool neverSent(const ApiError &e)
{
    return e.kind == ApiError::Kind::Insecure || e.kind == ApiError::Kind::Tls;
}

// No HTTP status came back: the add may or may not have reached the server. Only then may it
// be sent once more, and only when a fresh read proves it absent.
bool noAnswer(const ApiError &e)
{
    return e.kind == ApiError::Kind::Network || e.kind == ApiError::Kind::Timeout || e.kind == ApiError::Kind::Outcome;
}

// A status that says the server refused the add (4xx): it did not apply it.
bool refused(const ApiError &e)
{
    return e.isError() && !noAnswer(e) && e.kind != ApiError::Kind::Server && e.kind != ApiError::Kind::Parse
        && e.kind != ApiError::Kind::TooLarge;
}

QString amountText(Decimal d) { return d.toLocaleString(QLocale()); }

} // namespace

void BasketSync::Private::onAddAnswered(const ApiError &error)
{
    addError = error;
    accepted = !error;
    if (error)
        qCInfo(lcApi) << "add" << current->ticket << "answered" << int(error.kind) << error.httpStatus;
    if (neverSent(error)) {
        setState(*current, AddState::Failed, notAddedMessage(error));
        done();
        return;
    }
    const quint64 e = epoch;
    setState(*current, AddState::Checking, tr("Checking basket…"));
    if (e != epoch)
        return; // a slot cleared the basket
    check();
}

void BasketSync::Private::check()
{
    readBasket([this](bool ok) {
        if (ok) {
            reconcile();
        } else if (accepted && polls < pollWaits.size()) {
            // Taken by the server, the basket not readable yet: read again, as when it
            // does not show the add yet.
            setState(*current, AddState::Checking, tr("Added; waiting for the basket to show it…"));
            pollTimer.start(pollWaits.value(polls++));
        } else {
            keepUnresolved();
        }
    });
}

void BasketSync::Private::reconcile()
{
    const Op op = *current;
    const AddFinding f = findAdd(before, basket, op.probe);
    qCInfo(lcApi) << "add" << op.ticket << "found" << int(f.evidence) << "by" << int(f.by);
    switch (f.evidence) {
    case Evidence::Applied:
        setState(op, AddState::Confirmed, addError ? tr("The server reported an error, but the basket shows the item.") : QString());
        return done();
    case Evidence::AppliedTwice:
        setState(op, AddState::Doubled, doubledMessage(f, op));
        return done();
    case Evidence::ChangedOtherwise:
        if (!addError) { // taken by the server, and the line was also changed elsewhere
            setState(op, AddState::Confirmed,
                     tr("The basket now holds %1 of this item; it was also changed elsewhere.")
                         .arg(amountText(f.lineQuantity.value_or(Decimal()))));
            return done();
        }
        if (refused(addError)) {
            setState(op, AddState::Failed, notAddedMessage(addError));
            return done();
        }
        setState(op, AddState::Uncertain, uncertainMessage());
        return done();
    case Evidence::Absent:
    case Evidence::Unknown:
        break;
    }
    if (!addError) {
        // The server took it: never send it again. Wait for the basket to show it.
        if (polls < pollWaits.size()) {
            setState(op, AddState::Checking, tr("Added; waiting for the basket to show it…"));
            pollTimer.start(pollWaits.value(polls++));
            return;
        }
        setState(op, AddState::Accepted, acceptedMessage(f));
        unresolved.append({op, before, true, 0});
        return done();
    }
    if (f.evidence == Evidence::Absent && noAnswer(addError) && sends < 2) {
        qCInfo(lcApi) << "add" << op.ticket << "proven absent after no answer: sending once more";
        return startAdd();
    }
    if (f.evidence == Evidence::Absent || refused(addError)) {
        setState(op, AddState::Failed, notAddedMessage(addError));
        return done();
    }
    setState(op, AddState::Uncertain, uncertainMessage());
    done();
}

void BasketSync::Private::keepUnresolved()
{
    const Op op = *current;
    if (refused(addError)) {
        setState(op, AddState::Failed, notAddedMessage(addError));
        return done();
    }
    unresolved.append({op, before, !addError, 0});
    if (!addError)
        setState(op, AddState::Accepted,
                 tr("Added (the server confirmed it); the basket could not be read to show it yet."));
    else
        setState(op, AddState::Checking,
                 tr("Could not check the basket yet: the item may or may not have been added. "
                    "It will be checked again when the basket is next read; do not add it again meanwhile."));
    done();
}

void BasketSync::Private::settleUnresolved()
{
    QList<Unresolved> keep;
    for (Unresolved &u : std::exchange(unresolved, {})) {
        const AddFinding f = findAdd(u.before, basket, u.op.probe);
        ++u.reads;
        switch (f.evidence) {
        case Evidence::Applied:
            emit q->addStateChanged(u.op.ticket, AddState::Confirmed, QString());
            continue;
        case Evidence::ChangedOtherwise:
            // Taken by the server: it is in there. No answer: the change may be another's.
            emit q->addStateChanged(u.op.ticket, u.accepted ? AddState::Confirmed : AddState::Uncertain,
                                    u.accepted ? QString() : uncertainMessage());
            continue;
        case Evidence::AppliedTwice:
            emit q->addStateChanged(u.op.ticket, AddState::Doubled, doubledMessage(f, u.op));
            continue;
        case Evidence::Absent:
            if (!u.accepted) {
                emit q->addStateChanged(u.op.ticket, AddState::Failed,
                                        tr("The item was not added to the basket. You can add it again."));
                continue;
            }
            break;
        case Evidence::Unknown:
            if (!u.accepted) {
                emit q->addStateChanged(u.op.ticket, AddState::Uncertain, uncertainMessage());
                continue;
            }
            break;
        }
        // Accepted by the server, not shown yet: it stays "accepted" (already said) and is
        // looked for in a few more reads.
        if (u.reads < kMaxSettleReads)
            keep.append(u);
    }
    unresolved = keep;
}

QString BasketSync::Private::doubledMessage(const AddFinding &f, const Op &op) const
{
    if (!f.lineQuantity)
        return tr("The server added this item twice (the basket total grew by twice its price). "
                  "The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.");
    return tr("The server added this item twice: the basket now holds %1 instead of %2. "
              "The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.")
        .arg(amountText(*f.lineQuantity), amountText(*f.lineQuantity - op.probe.amount));
}

QString BasketSync::Private::acceptedMessage(const AddFinding &f)
{
    return f.evidence == Evidence::Absent
        ? tr("Added (the server confirmed it), but the basket does not show it yet.")
        : tr("Added (the server confirmed it), but the basket names its lines differently, so the line cannot be shown.");
}

QString BasketSync::Private::uncertainMessage()
{
    return tr("The server did not answer, and the basket does not tell whether the item was added. "
              "Check the basket before adding it again.");
}

QString BasketSync::Private::notAddedMessage(const ApiError &error)
{
    return tr("The item was not added: %1").arg(error.userMessage());
}

} // namespace webshop::api
