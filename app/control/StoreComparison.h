#pragma once

// Compares lines (bundle + quantity) between the stores of the customer's delivery addresses:
// the article details of every line at every store, at most kMaxInFlight requests at once
// (GETs, retried by the API client like any other), with progress, cancellable. Read-only: it
// never changes the delivery address, the store of the session or the basket.

#include "app/control/StoreComparisonData.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace webshop::api { class ApiClient; class ArticleJob; }
namespace webshop::models { class ArticleCache; }

namespace webshop::control {

class StoreComparison : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxInFlight = 4;

    // Non-owning; articles may be null (then every line's article must come from the stores).
    StoreComparison(api::ApiClient *client, models::ArticleCache *articles, QObject *parent = nullptr);
    ~StoreComparison() override;

    // Starts a new comparison (a running one is cancelled first). Lines with the same bundle
    // stay separate rows; each article is asked once per store.
    void start(const values::ComparisonLines &lines, const QList<ComparedStore> &stores);
    // Sends nothing more; what has been answered stays, the rest shows as not checked.
    void cancel();
    // Forgets the comparison (sign-out, another customer).
    void clear();

    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    int requestsDone() const { return m_done; }
    int requestsTotal() const { return m_total; }
    int requestsInFlight() const { return int(m_jobs.size()); }

    const QList<ComparedStore> &stores() const { return m_stores; }
    const QList<ComparedLine> &lines() const { return m_lines; }

signals:
    // New lines and stores (start, clear): everything shown changes.
    void reset();
    // The cells of one store changed.
    void storeChanged(int store);
    void progressChanged(int done, int total);
    void finished(bool cancelled);

private:
    struct Request
    {
        QString variantId;
        int store = 0;
    };
    ComparedLine describe(const values::ComparisonLine &line) const;
    void pump();
    void send(const Request &request);
    void onFinished(api::ArticleJob *job, const Request &request);
    void apply(const Request &request, const StoreCell *failure, const values::Article *article);
    void finishRequest();

    api::ApiClient *m_client;
    QPointer<models::ArticleCache> m_articles;
    QList<ComparedStore> m_stores;
    QList<ComparedLine> m_lines;
    QList<Request> m_queue;
    QHash<api::ArticleJob *, Request> m_jobs;
    int m_done = 0;
    int m_total = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace webshop::control
