#include "app/api/BasketSyncPrivate.h"

#include "app/api/ApiLogging.h"

namespace webshop::api {

void BasketSync::Private::setState(const Op &op, AddState s, const QString &message)
{
    state = s;
    qCInfo(lcApi) << "basket add" << op.ticket << s;
    emit q->addStateChanged(op.ticket, s, message);
}

void BasketSync::Private::updateBusy()
{
    const bool b = current.has_value() || !queue.isEmpty();
    if (b != busy) {
        busy = b;
        emit q->busyChanged(b);
    }
}

void BasketSync::Private::schedulePump()
{
    if (std::exchange(pumpScheduled, true))
        return;
    QTimer::singleShot(0, q, [this] {
        pumpScheduled = false;
        pump();
    });
}

void BasketSync::Private::announceQueued()
{
    // Reported asynchronously, so the caller knows the ticket first; a slot may add again.
    for (const quint64 ticket : std::exchange(announce, {}))
        emit q->addStateChanged(ticket, AddState::Queued, QString());
}

void BasketSync::Private::pump()
{
    announceQueued(); // an add is told it is queued before it is sent
    if (current || queue.isEmpty() || !client) {
        updateBusy();
        return;
    }
    current = queue.takeFirst();
    updateBusy();
    if (current->type == Op::Type::Refresh) {
        readBasket([this](bool) { done(); });
        return;
    }
    sends = 0;
    polls = 0;
    accepted = false;
    addError = {};
    const bool fresh = std::exchange(burstBaseline, false) && hasBasket;
    if (fresh) {
        before = basket;
        startAdd();
        return;
    }
    readBasket([this](bool ok) {
        if (!ok) {
            // Nothing was sent: the add honestly failed.
            setState(*current, AddState::Failed,
                     tr("The basket could not be read, so nothing was added. Try again when the connection is back."));
            done();
            return;
        }
        before = basket;
        startAdd();
    });
}

void BasketSync::Private::startAdd()
{
    const Op op = *current;
    ++sends;
    setState(op, AddState::Sending);
    AddItemJob *j = client->addItem(op.probe.bundleId, op.probe.amount);
    job = j;
    QObject::connect(j, &ApiJob::finished, q, [this, j] { onAddAnswered(j->error()); });
}

void BasketSync::Private::readBasket(std::function<void(bool)> then)
{
    BasketJob *j = client->basket();
    job = j;
    QObject::connect(j, &ApiJob::finished, q, [this, j, then = std::move(then)] {
        const quint64 e = epoch;
        opReadOk = j->isOk();
        if (j->isOk()) {
            basket = j->result();
            hasBasket = true;
            lastSynced = QDateTime::currentDateTimeUtc();
            emit q->basketChanged();
            if (e != epoch)
                return; // a slot cleared the basket
            open.settle(basket);
            if (e == epoch)
                then(true);
        } else {
            emit q->refreshFailed(j->error());
            if (e == epoch)
                then(false);
        }
    });
}

void BasketSync::Private::done()
{
    burstBaseline = current && current->type == Op::Type::Add && opReadOk && !queue.isEmpty()
        && queue.constFirst().type == Op::Type::Add;
    opReadOk = false;
    current.reset();
    job = nullptr;
    updateBusy();
    schedulePump();
}

void BasketSync::Private::dropAll(const QString &cancelled, const QString &notChecked)
{
    if (job)
        job->abandon();
    job = nullptr;
    pollTimer.stop();
    ++epoch;
    announce.clear(); // their final state follows: no Queued after it
    const std::optional<Op> cur = std::exchange(current, std::nullopt);
    const bool curSent = sends > 0;
    const auto dropped = std::exchange(queue, {});
    const auto opened = open.takeAll();
    basket = {};
    hasBasket = false;
    lastSynced = {};
    burstBaseline = false;
    const quint64 curTicket = cur && cur->type == Op::Type::Add ? cur->ticket : 0;
    if (curTicket) {
        if (!curSent)
            emit q->addStateChanged(cur->ticket, AddState::Failed, cancelled);
        else if (accepted)
            emit q->addStateChanged(cur->ticket, AddState::Accepted,
                                    tr("Added (the server confirmed it); the basket was switched before it could be shown."));
        else
            emit q->addStateChanged(cur->ticket, AddState::Uncertain, notChecked);
    }
    for (const auto &op : dropped)
        if (op.type == Op::Type::Add)
            emit q->addStateChanged(op.ticket, AddState::Failed, cancelled);
    // An accepted add keeps "accepted"; one without a clear answer cannot be settled any more.
    for (const auto &a : opened)
        if (!a.accepted && a.op.ticket != curTicket)
            emit q->addStateChanged(a.op.ticket, AddState::Uncertain, notChecked);
    updateBusy();
    emit q->basketChanged();
}

BasketSync::BasketSync(ApiClient *client, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->client = client;
    d->pollTimer.setSingleShot(true);
    connect(&d->pollTimer, &QTimer::timeout, this, [this] {
        if (d->current)
            d->check();
    });
    // The login ended and could not be renewed: nothing more may be sent for this customer.
    connect(client, &ApiClient::authenticationLost, this, [this] {
        d->dropAll(tr("Cancelled: the login ended before this item was sent. Nothing was added."),
                   tr("Not confirmed: the login ended before this add could be checked. "
                      "It may have been added; check the basket after signing in again."));
    });
}

BasketSync::~BasketSync()
{
    if (d->job)
        d->job->abandon();
}

quint64 BasketSync::add(const AddRequest &request)
{
    Private::Op op;
    op.type = Private::Op::Type::Add;
    op.ticket = d->nextTicket++;
    op.probe = AddProbe{request.bundleId, request.variantId, request.amount, request.unitNet};
    d->queue.append(op);
    // Reported asynchronously, so the caller knows the ticket first: 200 adds queued together
    // are one event (posted before the pump, so Queued always comes before Sending).
    d->announce.append(op.ticket);
    if (d->announce.size() == 1)
        QTimer::singleShot(0, this, [this] { d->announceQueued(); });
    d->updateBusy();
    d->schedulePump();
    return op.ticket;
}

void BasketSync::setVisibilityPolls(const QList<int> &waitsMs) { d->pollWaits = waitsMs; }

void BasketSync::refresh()
{
    // One pending refresh is enough.
    for (const auto &op : std::as_const(d->queue))
        if (op.type == Private::Op::Type::Refresh)
            return;
    d->queue.append(Private::Op());
    d->updateBusy();
    d->schedulePump();
}

void BasketSync::clear()
{
    d->dropAll(tr("Cancelled: nothing was added."),
               tr("Not confirmed: the basket was switched before this add could be checked. "
                  "It may have been added to the previous basket."));
}

bool BasketSync::hasBasket() const { return d->hasBasket; }
const Basket &BasketSync::basket() const { return d->basket; }
QDateTime BasketSync::lastSynced() const { return d->lastSynced; }
bool BasketSync::isBusy() const { return d->busy; }

int BasketSync::openAddCount() const
{
    int n = 0;
    if (d->current && d->current->type == Private::Op::Type::Add)
        ++n;
    for (const auto &op : std::as_const(d->queue))
        if (op.type == Private::Op::Type::Add)
            ++n;
    // An open add that was told where it stands (accepted, or uncertain) is settled by later
    // reads if it can be; one whose check read never came is still open.
    for (const auto &a : d->open.list())
        if (!isFinalAddState(a.told) && !(d->current && d->current->ticket == a.op.ticket))
            ++n;
    return n;
}

std::optional<Decimal> BasketSync::baselineQuantity(quint64 ticket) const
{
    if (!d->current || d->current->ticket != ticket || d->current->type != Private::Op::Type::Add)
        return std::nullopt;
    std::optional<Decimal> q0;
    return lineQuantity(d->before, d->before, d->current->probe, &q0).value_or(Decimal());
}

QSet<QString> BasketSync::pendingArticles() const
{
    QSet<QString> s;
    if (d->current && d->current->type == Private::Op::Type::Add
        && (d->state == AddState::Sending || d->state == AddState::Checking))
        s.insert(d->current->probe.bundleId);
    for (const auto &a : d->open.list())
        if (!a.accepted)
            s.insert(a.op.probe.bundleId);
    return s;
}

QSet<QString> BasketSync::unconfirmedArticles() const
{
    QSet<QString> s;
    for (const auto &a : d->open.list())
        if (!a.accepted && a.told == AddState::Uncertain)
            s.insert(a.op.probe.bundleId);
    return s;
}

} // namespace webshop::api
