#pragma once

// The TLS material of the api tests.

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>

namespace webshop::test {

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
