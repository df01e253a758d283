#pragma once

// A small tag in a page's header while the server cannot be reached: the view shows a copy
// saved on this computer, and how old it is ("Saved copy · 2 h old"; a local search says
// "Offline results from saved articles"). Hidden while the view is live.

#include "app/control/OfflineCache.h"

#include <QLabel>
#include <QLocale>
#include <QTimer>

namespace webshop::ui {

class SavedMark : public QLabel
{
    Q_OBJECT
public:
    SavedMark(control::OfflineCache *offline, control::OfflineCache::View view, QWidget *parent);
    ~SavedMark() override;

    // "today 08:02", "yesterday 17:40", else the date and time (the locale's short formats).
    static QString when(const QDateTime &at, const QLocale &locale);
    // "2 h old", "3 days old", "just now".
    static QString age(const QDateTime &at);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();

    control::OfflineCache *m_offline;
    control::OfflineCache::View m_view;
    QTimer m_tick;
};

} // namespace webshop::ui
