#pragma once

// Shared by the api tests: capture a job's outcome before it deletes itself.

#include "app/api/ApiClient.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>

#include <memory>

namespace webshop::test {

struct JobOutcome
{
    bool done = false;
    int finishedCount = 0;
    webshop::api::ApiError error;
};

template<class Job, class Extract>
std::shared_ptr<JobOutcome> watch(Job *job, Extract extract)
{
    auto out = std::make_shared<JobOutcome>();
    QObject::connect(job, &webshop::api::ApiJob::finished, job, [out, job, extract] {
        out->done = true;
        ++out->finishedCount;
        out->error = job->error();
        if (job->isOk())
            extract(job);
    });
    return out;
}

template<class Job>
std::shared_ptr<JobOutcome> watch(Job *job)
{
    return watch(job, [](Job *) {});
}

// The self-signed localhost certificate and key of tests/api/data (for TLS test servers).
inline QSslCertificate testCertificate()
{
    QFile f(QStringLiteral(WEBSHOP_SOURCE_DIR "/tests/api/data/selfsigned.crt"));
    return f.open(QIODevice::ReadOnly) ? QSslCertificate(&f) : QSslCertificate();
}
inline QSslKey testKey()
{
    QFile f(QStringLiteral(WEBSHOP_SOURCE_DIR "/tests/api/data/selfsigned.key"));
    return f.open(QIODevice::ReadOnly) ? QSslKey(&f, QSsl::Rsa) : QSslKey();
}

} // namespace webshop::test
