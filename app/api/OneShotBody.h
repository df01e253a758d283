#pragma once

#include "app/api/ApiValues.h"

#include <QByteArray>
#include <QIODevice>

namespace webshop::api {

// A POST body QNetworkAccessManager cannot rewind.
// Why: when a connection ends before a status line arrives, Qt 6.4.2 sends the request again on
// a new connection by itself (up to three attempts, whatever the method, fresh or kept-alive
// connection). A server that read an add-to-basket POST and closed would receive it twice, and
// if it answers the second copy the client even sees 200. `Connection: close`, a separate
// manager for POSTs, disabling HTTP/2 or a zero connection-cache expiry do not stop it; a
// QBuffer subclass does not either (QNAM reads its byte array directly).
// What works: this sequential device, whose reset() fails, together with
// QNetworkRequest::DoNotBufferUploadDataAttribute and an explicit Content-Length header
// (without both, QNAM copies the body into its own buffer and re-sends anyway). Qt's re-send
// then fails with QNetworkReply::ContentReSendError (whose text is only "Unknown error": branch
// on the code) and the POST reaches the server at most once. Any error on such a POST means
// "outcome unknown": BasketSync re-reads the basket. The same holds for 307/308 redirects and
// 401/407 challenges on the POST: they fail instead of re-sending the body.
// Proven by tst_apitransport postDropReachesServerOnce (1 receipt; 2 with a QByteArray body).
class OneShotBody final : public QIODevice
{
public:
    explicit OneShotBody(QByteArray data, QObject *parent = nullptr)
        : QIODevice(parent), m_data(std::move(data))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; }
    qint64 bytesAvailable() const override { return m_data.size() - m_pos + QIODevice::bytesAvailable(); }
    qint64 size() const override { return m_data.size(); }

protected:
    qint64 readData(char *out, qint64 max) override
    {
        if (m_pos >= m_data.size())
            return -1;
        const qint64 n = qMin(max, qint64(m_data.size()) - m_pos);
        memcpy(out, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
};

} // namespace webshop::api
