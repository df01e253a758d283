#pragma once

// The window's offline banner: since when the server cannot be reached, how old the data on
// screen is ("Offline since 09:14 · data from today 08:02"), that nothing can be added, and a
// button to try the server now. Hidden while online; the views come back by themselves.

#include "ui/Banner.h"
#include "ui/Services.h"

namespace webshop::ui {

class OfflineBanner : public Banner
{
    Q_OBJECT
public:
    OfflineBanner(const Services &services, QWidget *parent);
    ~OfflineBanner() override;

    // The banner's words for these times, in the locale's time format.
    static QString textFor(const QDateTime &since, const QDateTime &data, const QLocale &locale);

private:
    void refresh();

    Services m_services;
};

} // namespace webshop::ui
