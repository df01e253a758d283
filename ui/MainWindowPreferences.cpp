// The window's preferences: the Preferences dialog, what the window applies of them (results
// view, price mode) when the graph's PreferencesStore announces a change, the checkout page, and
// the window's layout kept between runs.

#include "ui/MainWindow.h"

#include "app/control/PreferencesStore.h"
#include "app/control/SessionController.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/CataloguePage.h"
#include "ui/SettingsDialog.h"

#include <QSplitter>

namespace webshop::ui {

void MainWindow::openPreferences()
{
    auto *dialog = new SettingsDialog(prefs(), m_services.demoServerUrl.isValid(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::forgetLocalDataRequested, this, [this] { forgetLocalData(false); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const control::Preferences p = dialog->preferences();
        const bool newServer = p.useDemoServer != prefs().useDemoServer
            || (!p.useDemoServer && p.serverUrl != prefs().serverUrl);
        m_services.preferences->set(p); // announced: this window and the shell apply them
        if (newServer && m_services.session->isSignedIn())
            m_banner->showMessage(Banner::Kind::Info, tr("The new server is used from the next sign-in."),
                                  tr("Sign In Now"), [this] { logout(false); });
    });
    dialog->open();
}

const control::Preferences &MainWindow::prefs() const
{
    return m_services.preferences->current();
}

void MainWindow::applyPreferences(const control::Preferences &preferences)
{
    m_searchPage->setViewMode(preferences.resultsView == control::Preferences::ResultsView::List ? CataloguePage::ViewMode::List
                                                                                        : CataloguePage::ViewMode::Grid);
    if (m_services.prices)
        m_services.prices->setMode(preferences.netPrices ? models::PriceDisplay::Mode::Net
                                                         : models::PriceDisplay::Mode::Gross);
}

QUrl MainWindow::checkoutUrl() const
{
    return prefs().effectiveCheckoutUrl(m_services.session->serverUrl());
}

void MainWindow::restoreWindowState()
{
    const control::PreferencesStore::WindowLayout layout = m_services.preferences->windowLayout();
    restoreGeometry(layout.geometry);
    restoreState(layout.state);
    if (!layout.searchSplitter.isEmpty() && m_searchPage->splitter()->restoreState(layout.searchSplitter))
        m_searchPage->setSplitterRestored();
}

void MainWindow::saveWindowState() const
{
    m_services.preferences->setWindowLayout({saveGeometry(), saveState(), m_searchPage->splitter()->saveState()});
}

} // namespace webshop::ui
