#include "ui/SavedMark.h"

#include "ui/GraphLinks.h"
#include "ui/Theme.h"

#include <QMetaEnum>
#include <QPainter>

namespace webshop::ui {

SavedMark::SavedMark(control::OfflineCache *offline, control::OfflineCache::View view, QWidget *parent)
    : QLabel(parent)
    , m_offline(offline)
    , m_view(view)
{
    // "savedMarkSearch", "savedMarkBasket"…: one per view (the article pane's is inside the search page).
    setObjectName(QStringLiteral("savedMark")
                  + QString::fromLatin1(QMetaEnum::fromType<control::OfflineCache::View>().valueToKey(int(view))));
    setTextFormat(Qt::PlainText);
    setFont(Theme::semibold(Theme::small(font())));
    setContentsMargins(Theme::unit, 2, Theme::unit, 2);
    hide();
    if (!m_offline)
        return;
    connect(m_offline, &control::OfflineCache::offlineChanged, this, &SavedMark::refresh);
    connect(m_offline, &control::OfflineCache::savedDataChanged, this, &SavedMark::refresh);
    m_tick.setInterval(60000); // the age stays true
    connect(&m_tick, &QTimer::timeout, this, &SavedMark::refresh);
    refresh();
}

SavedMark::~SavedMark()
{
    cutLinks(this, {m_offline}); // before the members go (GraphLinks.h)
}

QString SavedMark::when(const QDateTime &at, const QLocale &locale)
{
    const QDate today = QDate::currentDate();
    const QString time = locale.toString(at.time(), QLocale::ShortFormat);
    if (at.date() == today)
        return tr("today %1").arg(time);
    if (at.date() == today.addDays(-1))
        return tr("yesterday %1").arg(time);
    return locale.toString(at, QLocale::ShortFormat);
}

QString SavedMark::age(const QDateTime &at)
{
    const qint64 minutes = qMax<qint64>(0, at.secsTo(QDateTime::currentDateTime())) / 60;
    if (minutes < 1)
        return tr("just now");
    if (minutes < 60)
        return tr("%n min old", nullptr, int(minutes));
    if (minutes < 48 * 60)
        return tr("%n h old", nullptr, int(minutes / 60));
    return tr("%n day(s) old", nullptr, int(minutes / (24 * 60)));
}

void SavedMark::refresh()
{
    const QDateTime at = m_offline->fetchedAt(m_view);
    if (!at.isValid()) {
        m_tick.stop();
        hide();
        return;
    }
    const bool local = m_view == control::OfflineCache::View::Search && m_offline->searchIsLocal();
    setText(local ? tr("Offline results from saved articles") : tr("Saved copy · %1").arg(age(at)));
    setToolTip(local ? tr("The server cannot be reached: these are the saved articles that match, not the "
                          "server's search. The newest was fetched %1.")
                           .arg(when(at, QLocale()))
                     : tr("The server cannot be reached: this copy was fetched %1.").arg(when(at, QLocale())));
    Theme::setTextColor(this, Theme::amberText());
    if (!m_tick.isActive())
        m_tick.start();
    show();
}

void SavedMark::paintEvent(QPaintEvent *event)
{
    // A pill in the warning colour, so a saved copy is never taken for the live view.
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(Theme::amber());
        const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
    }
    QLabel::paintEvent(event);
}

} // namespace webshop::ui
