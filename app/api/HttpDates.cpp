#include "app/api/HttpDates.h"

#include <QLocale>
#include <QTimeZone>

namespace webshop::api {

// An HTTP date (RFC 9110 5.6.7): IMF-fixdate, and the obsolete RFC 850 and asctime forms.
// Always GMT; the names are English whatever the locale.
QDateTime parseHttpDate(const QString &text)
{
    static const QLatin1String formats[] = {QLatin1String("ddd, dd MMM yyyy hh:mm:ss 'GMT'"),
                                            QLatin1String("dddd, dd-MMM-yy hh:mm:ss 'GMT'"),
                                            QLatin1String("ddd MMM d hh:mm:ss yyyy")};
    const QString simplified = text.simplified(); // asctime pads the day with a space
    for (const QLatin1String &format : formats) {
        QDateTime d = QLocale::c().toDateTime(simplified, format);
        if (d.isValid()) {
            if (d.date().year() < 1970)
                d = d.addYears(100); // RFC 850's two-digit year
            d.setTimeZone(QTimeZone::utc());
            return d;
        }
    }
    return {};
}

// Retry-After: delta-seconds or an HTTP date. -1 when absent or unreadable.
qint64 retryAfterMs(const json::RawHeaders &headers)
{
    for (const auto &h : headers) {
        if (h.first.compare("retry-after", Qt::CaseInsensitive) != 0)
            continue;
        bool ok = false;
        const qint64 s = h.second.trimmed().toLongLong(&ok);
        if (ok)
            return s < 0 ? -1 : s * 1000;
        const QDateTime when = parseHttpDate(QString::fromLatin1(h.second.trimmed()));
        if (when.isValid())
            return qMax<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(when));
    }
    return -1;
}

// An HTTP date header value; invalid when unreadable. A server's Date changes once a second,
// and parsing it with a format costs more than decoding a small reply: the last one is kept.
QDateTime httpDate(const QByteArray &value)
{
    thread_local QByteArray lastValue;
    thread_local QDateTime lastDate;
    if (value != lastValue) {
        lastDate = parseHttpDate(QString::fromLatin1(value.trimmed()));
        lastValue = value;
    }
    return lastDate;
}

} // namespace webshop::api
