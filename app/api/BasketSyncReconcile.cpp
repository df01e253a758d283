#include "app/api/BasketSyncPrivate.h"

#include "app/api/ApiLogging.h"

// How the current add is judged from its answer: refused, never sent, or open until the
// basket shows it. Nothing that may have reached the server is ever sent again by itself:
// - a status line of 2xx means the server took the add, whatever happened to the body;
// - a clear refusal (4xx) means it was not applied;
// - it provably never left when the connection was refused, the host not found, TLS failed,
//   or the request was refused here (insecure address): "not added", nothing was sent;
// - anything else (no status, a timeout, a 5xx, a 307/308) is uncertain until the basket
//   shows it; the buyer sees it as such and decides. Settling by the basket: OpenAdds.

namespace webshop::api {

namespace {

// Refused before anything reached the server: nothing to check, nothing to fear.
bool neverSent(const ApiError &e)
{
    return e.kind == ApiError::Kind::Insecure || e.kind == ApiError::Kind::Tls
        || e.kind == ApiError::Kind::CredentialsInUrl
        // A POST's Network error is a connection that never opened (refused, host not found):
        // a failure after the connection opened is an Outcome (HttpCall::classify).
        || e.kind == ApiError::Kind::Network;
}

bool answered2xx(const ApiError &e) { return !e || (e.httpStatus >= 200 && e.httpStatus < 300); }

// A status that says the server refused the add: it did not apply it.
bool refused(const ApiError &e)
{
    switch (e.kind) {
    case ApiError::Kind::BadRequest:
    case ApiError::Kind::Unauthorized:
    case ApiError::Kind::Forbidden:
    case ApiError::Kind::NotFound:
    case ApiError::Kind::RateLimited:
        return true;
    case ApiError::Kind::Http: // another 4xx; a 3xx (a redirect on a POST) is not a refusal
        return e.httpStatus >= 400 && e.httpStatus < 500;
    default:
        return false;
    }
}

} // namespace

void BasketSync::Private::onAddAnswered(const ApiError &error)
{
    addError = error;
    accepted = answered2xx(error);
    if (error)
        qCInfo(lcApi) << "add" << current->ticket << "answered" << int(error.kind) << error.httpStatus
                      << (accepted ? "(accepted: 2xx status line)" : "");
    if (!accepted && (neverSent(error) || refused(error))) {
        setState(*current, AddState::Failed, notAddedMessage(error));
        done();
        return;
    }
    OpenAdd a;
    a.op = *current;
    a.before = before;
    a.accepted = accepted;
    open.open(a);
    const quint64 e = epoch;
    setState(*current, AddState::Checking, tr("Checking basket…"));
    if (e != epoch)
        return; // a slot cleared the basket
    check();
}

void BasketSync::Private::check()
{
    // A successful read settles every open add, the current one included (readBasket).
    readBasket([this](bool ok) { decideCurrent(ok); });
}

void BasketSync::Private::decideCurrent(bool readOk)
{
    OpenAdd *a = open.find(current->ticket);
    if (!a) // settled by the read: confirmed or doubled
        return done();
    if (polls < pollWaits.size()) {
        // Not shown yet (an asynchronous server, a server slower than our give-up, or the
        // basket not readable yet): read again after a pause, before the next add is sent, so
        // that a late arrival is told to this add and not mistaken for the next one's.
        setState(*current, AddState::Checking,
                 accepted ? tr("Added; waiting for the basket to show it…")
                          : tr("No clear answer from the server; checking whether the basket shows the item…"));
        pollTimer.start(pollWaits.value(polls++));
        return;
    }
    a->toldUnread = !readOk;
    if (accepted)
        open.tell(*a, AddState::Accepted,
             !readOk ? tr("Added (the server confirmed it); the basket could not be read to show it yet.")
                     : tr("Added (the server confirmed it), but the basket does not show it yet."));
    else if (!readOk)
        open.tell(*a, AddState::Uncertain,
             tr("No clear answer from the server, and the basket could not be read: the item may or may not "
                "have been added. It is checked again at every basket read; do not add it again meanwhile."));
    else
        open.tell(*a, AddState::Uncertain, OpenAdds::uncertainMessage());
    done();
}

QString BasketSync::Private::notAddedMessage(const ApiError &error)
{
    return tr("The item was not added: %1").arg(error.userMessage());
}

} // namespace webshop::api
