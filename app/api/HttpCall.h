#pragma once

// Internal to app/api: one logical request with its limits (inactivity timeout, body cap, and
// one whole-request deadline that covers every attempt, back-off wait and the time parked
// for a re-login), retries (idempotent only), same-origin redirects and re-login.

#include "app/api/ClientCore.h"
#include "app/api/ApiValues.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QNetworkReply;

namespace webshop::api {

class HttpCall : public QObject
{
    Q_OBJECT
public:
    HttpCall(ClientCore *core, RequestSpec spec, QObject *parent = nullptr);
    ~HttpCall() override;

    // Sends (or waits for a running re-login first). finished() always comes later.
    void start();
    // Cancels; finished() is never emitted afterwards.
    void abandon();

    // Called by ClientCore when a re-login ends.
    void resumeAfterReauth(ApiClient::ReauthResult result);

    const RequestSpec &spec() const { return m_spec; }
    int attempts() const { return m_attempt; }

signals:
    void finished(const webshop::values::ApiError &error, const webshop::api::RawReply &reply);

private:
    enum class Abort { None, Idle, Deadline, TooLarge, Redirect };
    void send();
    void onReadyRead();
    void onMetaData();
    void onFinished();
    void abortReply(Abort why);
    void finish(const ApiError &error, const RawReply &reply);
    void finishLater(const ApiError &error);
    void park();
    void onDeadline();
    // True when the 401/403 is being handled (a resend or a re-login): the call goes on.
    bool handleAuthError(const ApiError &error);
    bool scheduleRetry(const ApiError &error, const json::RawHeaders &headers);
    ApiError classify(QNetworkReply *reply, int status) const;
    // classify's part for a reply we aborted ourselves (m_abort is not None).
    ApiError abortError(int status) const;

    ClientCore *m_core;
    RequestSpec m_spec;
    QPointer<QNetworkReply> m_reply;
    QTimer m_idleTimer;
    QTimer m_deadlineTimer;
    QTimer m_retryTimer;
    QElapsedTimer m_clock; // this attempt
    QElapsedTimer m_total; // the whole call, for the deadline
    QByteArray m_buffer;
    Abort m_abort = Abort::None;
    int m_attempt = 0;
    bool m_reauthed = false;
    bool m_parked = false;
    bool m_deadlineHit = false;
    bool m_done = false;
    quint64 m_sentGeneration = 0;
};

} // namespace webshop::api
