#include "ui/CataloguePage.h"

#include "models/SearchResultsModel.h"
#include "ui/Banner.h"
#include "ui/EmptyState.h"
#include "ui/PageHeader.h"
#include "ui/ResultsSkeleton.h"

#include <QLabel>
#include <QListView>
#include <QStackedWidget>

// What the catalogue page says and shows for each state of the search: the header, the
// results or the skeleton or an empty state, and the banner for a failed next page.

namespace webshop::ui {

using Model = models::SearchResultsModel;

void CataloguePage::updateHeader()
{
    Model *model = m_services.search;
    const QString query = model->query();
    const QLocale locale;
    if (query.isEmpty()) {
        m_header->setTitle(tr("Search the catalogue"));
        m_header->setSubtitle(tr("Type in the search field above: results appear as you type."));
    } else if (model->state() == Model::State::Loading && model->rowCount() == 0) {
        m_header->setTitle(tr("Searching for “%1”…").arg(query));
        m_header->setSubtitle(QString());
    } else if (model->state() == Model::State::Empty) {
        m_header->setTitle(tr("No results for “%1”").arg(query));
        m_header->setSubtitle(QString());
    } else if (model->state() == Model::State::Error && model->rowCount() == 0) {
        m_header->setTitle(tr("Search for “%1”").arg(query));
        m_header->setSubtitle(QString());
    } else {
        m_header->setTitle(tr("%Ln result(s) for “%1”", nullptr, model->totalCount()).arg(query));
        m_header->setSubtitle(model->rowCount() < model->totalCount()
                                ? tr("Showing %1 of %2 · scroll for more")
                                      .arg(locale.toString(model->rowCount()), locale.toString(model->totalCount()))
                                : tr("All %Ln shown", "all search results are on screen", model->rowCount()));
    }
}

void CataloguePage::updateState()
{
    Model *model = m_services.search;
    const Model::State state = model->state();
    const int rows = model->rowCount();
    if (rows > 0)
        m_stack->setCurrentWidget(m_view);
    else if (state == Model::State::Loading)
        m_stack->setCurrentWidget(m_skeleton);
    else
        updateEmptyState();
    // A failed next page keeps what is shown and offers the retry on top.
    if (state == Model::State::Error && rows > 0) {
        m_banner->showMessage(Banner::Kind::Error, tr("More results could not be loaded: %1").arg(model->errorString()),
                              tr("Retry"), [this] { m_services.search->retry(); });
    } else if (state != Model::State::Error) {
        m_banner->clear();
    }
    m_loadingMore->setVisible(state == Model::State::Loading && rows > 0);
    if (m_loadingMore->isVisible())
        updateGrid();
    updateHeader();
    scheduleBusyCheck();
}

void CataloguePage::updateEmptyState()
{
    Model *model = m_services.search;
    switch (model->state()) {
    case Model::State::Empty:
        m_empty->set(QStringLiteral("search"), tr("No articles match “%1”").arg(model->query()),
                     tr("Check the spelling, try a shorter word or the article number."), tr("Clear search"));
        break;
    case Model::State::Error:
        m_empty->set(QStringLiteral("wifi-off"), tr("The search did not work"), model->errorString(), tr("Retry"));
        break;
    default:
        m_empty->set(QStringLiteral("search"), tr("What do you need today?"),
                     tr("Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to "
                        "jump to the search field."));
        break;
    }
    m_stack->setCurrentWidget(m_empty);
}

} // namespace webshop::ui
