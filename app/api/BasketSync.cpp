#include "app/api/BasketSync.h"

#include "app/api/ApiClient.h"
#include "app/api/ApiLogging.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QTimer>

namespace webshop::api {

namespace {

// The server received and refused the add: resending would not help.
bool isDefinitiveRefusal(const ApiError &e)
{
    switch (e.kind) {
    case ApiError::Kind::BadRequest:
    case ApiError::Kind::NotFound:
    case ApiError::Kind::Http:
    case ApiError::Kind::Insecure:
    case ApiError::Kind::Tls:
    case ApiError::Kind::Cancelled:
        return true;
    default:
        return false;
    }
}

// The add may have reached the server: show "checking basket…", never "failed".
bool isAmbiguous(const ApiError &e)
{
    return e.isError() && !isDefinitiveRefusal(e);
}
} // namespace

class BasketSync::Private
{
public:
    struct Op
    {
        enum class Type { Add, Refresh } type = Type::Refresh;
        quint64 ticket = 0;
        QString bundleId;
        QString variantId;
        Decimal amount;
    };
    struct Unresolved
    {
        Op op;
        Decimal q0;
    };

    BasketSync *q;
    QPointer<ApiClient> client;
    QList<Op> queue;
    std::optional<Op> current;
    QList<Unresolved> unresolved;
    Basket basket;
    bool hasBasket = false;
    bool stale = true;
    QDateTime lastSynced;
    int maxAgeMs = 30000;
    Decimal q0;
    int sends = 0;
    ApiError addError;
    AddState state = AddState::Queued;
    QPointer<ApiJob> job;
    quint64 nextTicket = 1;
    bool busy = false;
    quint64 epoch = 0; // bumped by clear(): a callback from before it must stop

    Decimal lineQuantity(const Op &op) const
    {
        if (const BasketItem *i = basket.item(op.bundleId))
            return i->quantity;
        if (!op.variantId.isEmpty())
            if (const BasketItem *i = basket.item(op.variantId))
                return i->quantity;
        return Decimal();
    }

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

    void schedulePump()
    {
        QTimer::singleShot(0, q, [this] { pump(); });
    }

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
        addError = {};
        const bool fresh = hasBasket && !stale && lastSynced.isValid()
            && lastSynced.msecsTo(QDateTime::currentDateTimeUtc()) <= maxAgeMs && maxAgeMs > 0;
        if (fresh) {
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
            startAdd();
        });
    }

    void startAdd()
    {
        const Op op = *current;
        if (sends == 0)
            q0 = lineQuantity(op);
        ++sends;
        setState(op, AddState::Sending);
        AddItemJob *j = client->addItem(op.bundleId, op.amount);
        job = j;
        QObject::connect(j, &ApiJob::finished, q, [this, j] {
            addError = j->error();
            if (addError)
                qCInfo(lcApi) << "add" << current->ticket << "answered" << int(addError.kind) << addError.httpStatus;
            if (isAmbiguous(addError)) {
                const quint64 e = epoch;
                setState(*current, AddState::Checking, tr("Checking basket…"));
                if (e != epoch)
                    return; // a slot cleared the basket
            }
            readBasket([this](bool ok) {
                if (ok)
                    reconcile();
                else
                    giveUpChecking();
            });
        });
    }

    void reconcile()
    {
        const Op op = *current;
        const Decimal now = lineQuantity(op);
        const QLocale locale;
        if (now == q0 + op.amount) {
            setState(op, AddState::Confirmed);
            done();
        } else if (!op.amount.isZero() && now == q0 + op.amount + op.amount) {
            setState(op, AddState::Doubled,
                     tr("The server added this item twice: the basket now holds %1 instead of %2. "
                        "The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.")
                         .arg(now.toLocaleString(locale), (q0 + op.amount).toLocaleString(locale)));
            done();
        } else if (now == q0) {
            if (isDefinitiveRefusal(addError)) {
                setState(op, AddState::Failed, addError.userMessage());
                done();
            } else if (sends < 2) {
                qCInfo(lcApi) << "add" << op.ticket << "not applied: sending once more";
                startAdd();
            } else {
                setState(op, AddState::Failed,
                         addError ? tr("The item was not added: %1").arg(addError.userMessage())
                                  : tr("The server accepted the item but the basket does not show it. Nothing was added; try again."));
                done();
            }
        } else {
            setState(op, AddState::Confirmed,
                     tr("The basket now holds %1 of this item; it was also changed elsewhere.").arg(now.toLocaleString(locale)));
            done();
        }
    }

    void giveUpChecking()
    {
        // The outcome stays unknown: keep it and settle it at the next successful read.
        unresolved.append({*current, q0});
        stale = true;
        setState(*current, AddState::Checking,
                 tr("Could not check the basket yet: the item may or may not have been added. "
                    "It will be checked again when the basket is next read; do not add it again meanwhile."));
        done();
    }

    void settleUnresolved()
    {
        const auto open = std::exchange(unresolved, {});
        const QLocale locale;
        for (const Unresolved &u : open) {
            const Decimal now = lineQuantity(u.op);
            if (now == u.q0)
                setStateFor(u.op, AddState::Failed, tr("The item was not added to the basket. You can add it again."));
            else if (now == u.q0 + u.op.amount + u.op.amount && !u.op.amount.isZero())
                setStateFor(u.op, AddState::Doubled,
                            tr("The server added this item twice: the basket now holds %1 instead of %2.")
                                .arg(now.toLocaleString(locale), (u.q0 + u.op.amount).toLocaleString(locale)));
            else
                setStateFor(u.op, AddState::Confirmed);
        }
    }

    void setStateFor(const Op &op, AddState s, const QString &message = {})
    {
        emit q->addStateChanged(op.ticket, s, message);
    }

    void readBasket(std::function<void(bool)> then)
    {
        BasketJob *j = client->basket();
        job = j;
        QObject::connect(j, &ApiJob::finished, q, [this, j, then = std::move(then)] {
            const quint64 e = epoch;
            if (j->isOk()) {
                basket = j->result();
                hasBasket = true;
                stale = false;
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
        current.reset();
        job = nullptr;
        updateBusy();
        schedulePump();
    }
};

BasketSync::BasketSync(ApiClient *client, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->client = client;
}

BasketSync::~BasketSync()
{
    if (d->job)
        d->job->abandon();
}

quint64 BasketSync::add(const QString &bundleId, Decimal amount)
{
    return add(bundleId, amount, QString());
}

quint64 BasketSync::add(const QString &bundleId, Decimal amount, const QString &variantId)
{
    Private::Op op;
    op.type = Private::Op::Type::Add;
    op.ticket = d->nextTicket++;
    op.bundleId = bundleId;
    op.variantId = variantId;
    op.amount = amount;
    d->queue.append(op);
    // Reported asynchronously, so the caller knows the ticket first.
    QTimer::singleShot(0, this, [this, ticket = op.ticket] {
        emit addStateChanged(ticket, AddState::Queued, QString());
    });
    d->updateBusy();
    d->schedulePump();
    return op.ticket;
}

void BasketSync::setMaxBasketAgeMs(int ms) { d->maxAgeMs = ms; }

void BasketSync::refresh()
{
    // One pending refresh is enough.
    for (const auto &op : std::as_const(d->queue))
        if (op.type == Private::Op::Type::Refresh)
            return;
    Private::Op op;
    d->queue.append(op);
    d->updateBusy();
    d->schedulePump();
}

void BasketSync::clear()
{
    if (d->job)
        d->job->abandon();
    d->job = nullptr;
    // Take every open add first (a slot may add again), then give each its final state, so
    // no view waits for it forever.
    ++d->epoch;
    const std::optional<Private::Op> current = std::exchange(d->current, std::nullopt);
    const bool currentSent = d->sends > 0;
    const auto dropped = std::exchange(d->queue, {});
    const auto unresolved = std::exchange(d->unresolved, {});
    d->basket = {};
    d->hasBasket = false;
    d->stale = true;
    d->lastSynced = {};
    const QString cancelled = tr("Cancelled: nothing was added.");
    const QString notChecked = tr("Not confirmed: the basket was switched before this add could be checked. "
                                  "It may have been added to the previous basket.");
    if (current && current->type == Private::Op::Type::Add)
        d->setStateFor(*current, AddState::Failed, currentSent ? notChecked : cancelled);
    for (const auto &op : dropped)
        if (op.type == Private::Op::Type::Add)
            d->setStateFor(op, AddState::Failed, cancelled);
    for (const auto &u : unresolved)
        d->setStateFor(u.op, AddState::Failed, notChecked);
    d->updateBusy();
    emit basketChanged();
}

bool BasketSync::hasBasket() const { return d->hasBasket; }
const Basket &BasketSync::basket() const { return d->basket; }
QDateTime BasketSync::lastSynced() const { return d->lastSynced; }
bool BasketSync::isBusy() const { return d->busy; }

QSet<QString> BasketSync::pendingArticles() const
{
    QSet<QString> s;
    if (d->current && d->current->type == Private::Op::Type::Add
        && (d->state == AddState::Sending || d->state == AddState::Checking))
        s.insert(d->current->bundleId);
    for (const auto &u : std::as_const(d->unresolved))
        s.insert(u.op.bundleId);
    return s;
}

} // namespace webshop::api
