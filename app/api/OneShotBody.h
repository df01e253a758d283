#pragma once

#include <QByteArray>
#include <QIODevice>

namespace webshop::api {

// A POST body QNetworkAccessManager cannot rewind. Qt 6.4.2 re-sends a request by itself
// when a kept-alive connection closes after the server read it (QT64-NOTES §7); with this
// sequential device, DoNotBufferUploadDataAttribute and an explicit Content-Length, the
// re-send fails with ContentReSendError instead, so a POST reaches the server at most once.
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
