#include "ui/OfflineBanner.h"

#include "models/PriceDisplay.h"
#include "ui/GraphLinks.h"
#include "ui/SavedMark.h"

namespace webshop::ui {

OfflineBanner::OfflineBanner(const Services &services, QWidget *parent)
    : Banner(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("offlineBanner"));
    hide();
    if (!m_services.offline)
        return;
    connect(m_services.offline, &control::OfflineCache::offlineChanged, this, &OfflineBanner::refresh);
    connect(m_services.offline, &control::OfflineCache::savedDataChanged, this, &OfflineBanner::refresh);
    refresh();
}

OfflineBanner::~OfflineBanner()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

QString OfflineBanner::textFor(const QDateTime &since, const QDateTime &data, const QLocale &locale)
{
    const QString sinceText = since.date() == QDate::currentDate() ? locale.toString(since.time(), QLocale::ShortFormat)
                                                                   : SavedMark::when(since, locale);
    const QString head = data.isValid() ? tr("Offline since %1 · data from %2").arg(sinceText, SavedMark::when(data, locale))
                                        : tr("Offline since %1").arg(sinceText);
    return head + u'\n'
        + tr("The server cannot be reached. You are reading what was saved on this computer; nothing can be "
             "added to the basket until the server answers again. The views update by themselves then.");
}

void OfflineBanner::refresh()
{
    control::OfflineCache *offline = m_services.offline;
    if (!offline->isOffline()) {
        clear();
        return;
    }
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    showMessage(Kind::Warning, textFor(offline->offlineSince(), offline->dataTime(), locale), tr("Try Again"),
                [offline] { offline->retryNow(); });
}

} // namespace webshop::ui
