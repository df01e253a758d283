#include "app/api/BasketSync.h"

#include "app/api/ApiClient.h"
#include "app/api/ApiLogging.h"
#include "app/api/BasketMath.h"

#include <QLocale>
#include <QPointer>
#include <QTimer>

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

class BasketSync::Private
{
public:
    struct Op
    {
        enum class Type { Add, Refresh } type = Type::Refresh;
        quint64 ticket = 0;
        AddProbe probe;
    };
    // An add whose outcome a later read must settle.
    struct Unresolved
    {
        Op op;
        Basket before;
        bool accepted = false; // the server answered 2xx
        int reads = 0;
    };

    BasketSync *q;
    QPointer<ApiClient> client;
    QList<Op> queue;
    std::optional<Op> current;
    QList<Unresolved> unresolved;
    Basket basket;
    Basket before; // the current add's baseline
    bool hasBasket = false;
    QDateTime lastSynced;
    bool burstBaseline = false; // the last read was the previous add's check, and this add was queued behind it
    bool opReadOk = false;      // the current add's latest read succeeded
    QList<int> pollWaits{250, 500, 1000, 2000};
    int polls = 0;
    int sends = 0;
    bool accepted = false; // the current add was answered 2xx
    ApiError addError;
    AddState state = AddState::Queued;
    QPointer<ApiJob> job;
    QTimer pollTimer;
    quint64 nextTicket = 1;
    bool busy = false;
    quint64 epoch = 0; // bumped by clear(): a callback from before it must stop

    static constexpr int kMaxSettleReads = 10;

    void setState(const Op &op, AddState s, const QString &message = {})
    {
        state = s;
        qCInfo(lcApi) << "basket add" << op.ticket << s;
        emit q->addStateChanged(op.ticket, s, message);
    }

    void updateBusy()
    {
        const bool b = current.has_value() || !queue.isEmpty();
        if (b != busy) {
            busy = b;
            emit q->busyChanged(b);
        }
    }

    void schedulePump() { QTimer::singleShot(0, q, [this] { pump(); }); }

    void pump()
    {
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

    void startAdd()
    {
        const Op op = *current;
        ++sends;
        setState(op, AddState::Sending);
        AddItemJob *j = client->addItem(op.probe.bundleId, op.probe.amount);
        job = j;
        QObject::connect(j, &ApiJob::finished, q, [this, j] { onAddAnswered(j->error()); });
    }

    void onAddAnswered(const ApiError &error)
    {
        addError = error;
        accepted = !error;
        if (error)
            qCInfo(lcApi) << "add" << current->ticket << "answered" << int(error.kind) << error.httpStatus;
        if (neverSent(error)) {
            setState(*current, AddState::Failed, tr("The item was not added: %1").arg(error.userMessage()));
            done();
            return;
        }
        const quint64 e = epoch;
        setState(*current, AddState::Checking, tr("Checking basket…"));
        if (e != epoch)
            return; // a slot cleared the basket
        check();
    }

    void check()
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

    void reconcile()
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
                setState(op, AddState::Failed, tr("The item was not added: %1").arg(addError.userMessage()));
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
            setState(op, AddState::Failed, tr("The item was not added: %1").arg(addError.userMessage()));
            return done();
        }
        setState(op, AddState::Uncertain, uncertainMessage());
        done();
    }

    // The basket could not be read after the add: keep it and settle it at the next read.
    void keepUnresolved()
    {
        const Op op = *current;
        if (refused(addError)) {
            setState(op, AddState::Failed, tr("The item was not added: %1").arg(addError.userMessage()));
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

    void settleUnresolved()
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

    QString doubledMessage(const AddFinding &f, const Op &op) const
    {
        if (!f.lineQuantity)
            return tr("The server added this item twice (the basket total grew by twice its price). "
                      "The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.");
        return tr("The server added this item twice: the basket now holds %1 instead of %2. "
                  "The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.")
            .arg(amountText(*f.lineQuantity), amountText(*f.lineQuantity - op.probe.amount));
    }

    static QString acceptedMessage(const AddFinding &f)
    {
        return f.evidence == Evidence::Absent
            ? tr("Added (the server confirmed it), but the basket does not show it yet.")
            : tr("Added (the server confirmed it), but the basket names its lines differently, so the line cannot be shown.");
    }

    static QString uncertainMessage()
    {
        return tr("The server did not answer, and the basket does not tell whether the item was added. "
                  "Check the basket before adding it again.");
    }

    void readBasket(std::function<void(bool)> then)
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
                settleUnresolved();
                if (e == epoch)
                    then(true);
            } else {
                emit q->refreshFailed(j->error());
                if (e == epoch)
                    then(false);
            }
        });
    }

    void done()
    {
        burstBaseline = current && current->type == Op::Type::Add && opReadOk && !queue.isEmpty()
            && queue.constFirst().type == Op::Type::Add;
        opReadOk = false;
        current.reset();
        job = nullptr;
        updateBusy();
        schedulePump();
    }

    // Every open add gets a final state (a slot may add again: take them all first).
    void dropAll(const QString &cancelled, const QString &notChecked)
    {
        if (job)
            job->abandon();
        job = nullptr;
        pollTimer.stop();
        ++epoch;
        const std::optional<Op> cur = std::exchange(current, std::nullopt);
        const bool curSent = sends > 0;
        const auto dropped = std::exchange(queue, {});
        const auto open = std::exchange(unresolved, {});
        basket = {};
        hasBasket = false;
        lastSynced = {};
        burstBaseline = false;
        if (cur && cur->type == Op::Type::Add) {
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
        for (const auto &u : open)
            if (!u.accepted)
                emit q->addStateChanged(u.op.ticket, AddState::Uncertain, notChecked);
        updateBusy();
        emit q->basketChanged();
    }
};

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
    // Reported asynchronously, so the caller knows the ticket first.
    QTimer::singleShot(0, this, [this, ticket = op.ticket] {
        emit addStateChanged(ticket, AddState::Queued, QString());
    });
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
    for (const auto &u : std::as_const(d->unresolved))
        if (!u.accepted)
            ++n;
    return n;
}

QSet<QString> BasketSync::pendingArticles() const
{
    QSet<QString> s;
    if (d->current && d->current->type == Private::Op::Type::Add
        && (d->state == AddState::Sending || d->state == AddState::Checking))
        s.insert(d->current->probe.bundleId);
    for (const auto &u : std::as_const(d->unresolved))
        if (!u.accepted)
            s.insert(u.op.probe.bundleId);
    return s;
}

} // namespace webshop::api
