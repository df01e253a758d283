#include "tests/bench/AppUnderTest.h"
#include "ui/SignInFlow.h"

#include "tests/bench/BenchUtil.h"
#include "ui/LoginDialog.h"
#include "ui/CataloguePage.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QStandardPaths>

namespace webshop::bench {

ui::MainWindow *findMainWindow()
{
    const auto widgets = QApplication::topLevelWidgets();
    for (QWidget *w : widgets)
        if (auto *window = qobject_cast<ui::MainWindow *>(w))
            return window;
    return nullptr;
}

void clearImageDiskCache()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/images")).removeRecursively();
}

values::SearchPage hundredThousandRows(const models::SearchResultsModel *model)
{
    values::SearchPage page;
    page.query = model->query();
    page.page = 1;
    page.rows = 100000;
    page.amount = 100000;
    page.totalPages = 1;
    const int real = model->rowCount();
    if (real == 0)
        return page;
    page.results.reserve(100000);
    for (int i = 0; i < 100000; ++i) {
        values::Article a = *model->articleAt(i % real);
        a.variantId += u'-' + QString::number(i);
        page.results.append(a);
    }
    return page;
}

bool AppUnderTest::start(const QUrl &server, const QString &search, StallMonitor *stalls)
{
    shell::AppOptions options;
    options.baseUrl = server;
    options.locale = QStringLiteral("en-GB");
    options.search = search;
    options.windowSize = QSize(1440, 900);
    options.windowSizeGiven = true;
    m_app = std::make_unique<shell::AppController>(options);
    if (!m_app->start())
        return false;
    if (stalls)
        stalls->start();
    m_window = findMainWindow();
    return m_window && waitUntil([this] { return settled(); }, 30000);
}

AppUnderTest::~AppUnderTest()
{
    m_app.reset();
}

QListView *AppUnderTest::resultsView() const
{
    return m_window->page<ui::CataloguePage>()->resultsView();
}

models::SearchResultsModel *AppUnderTest::results() const
{
    return qobject_cast<models::SearchResultsModel *>(resultsView()->model());
}

bool AppUnderTest::signedIn() const
{
    return m_window && m_window->addressBox()->currentIndex() >= 0
        && (!m_window->signIn()->loginDialog() || !m_window->signIn()->loginDialog()->isVisible());
}

bool AppUnderTest::settled() const
{
    return signedIn() && !m_window->isBusy();
}

} // namespace webshop::bench
