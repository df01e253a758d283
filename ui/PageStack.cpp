#include "ui/PageStack.h"

#include "app/control/SessionController.h"
#include "ui/ComparisonLines.h"
#include "ui/Icons.h"
#include "ui/LazyPage.h"
#include "ui/PageList.h"

#include <QAction>
#include <QActionGroup>
#include <QDate>

namespace webshop::ui {

PageStack::PageStack(const Services &services, QWidget *parent)
    : QStackedWidget(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("pages"));
    auto *group = new QActionGroup(this);
    int i = 0;
    for (const PageInfo &info : pageList()) {
        // Off-screen pages are built when first shown: the first paint needs only the first.
        auto *holder = new LazyPage([this, &info](QWidget *parent) -> QWidget * {
            Page *page = info.make(m_services, parent);
            connectPage(page);
            return page;
        }, this);
        addWidget(holder);
        m_holders.append(holder);
        auto *action = new QAction(Icons::icon(info.icon), info.menuTitle(), this);
        action->setObjectName(QStringLiteral("actionPage%1").arg(i + 1));
        action->setCheckable(true);
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, i] { showPage(i); });
        m_actions.append(action);
        ++i;
    }
    connect(this, &QStackedWidget::currentChanged, this, &PageStack::orderSheetChanged);
}

void PageStack::connectPage(Page *page)
{
    connect(page, &Page::busyChanged, this, &PageStack::busyChanged);
    connect(page, &Page::addFinished, this, &PageStack::addFinished);
    connect(page, &Page::orderSheetChanged, this, &PageStack::orderSheetChanged);
    connect(page, &Page::commandRequested, this, &PageStack::commandRequested);
}

void PageStack::showPage(int index)
{
    if (index < 0 || index >= count())
        return;
    m_actions[index]->setChecked(true);
    pageAt(index)->activated();
    setCurrentIndex(index);
    emit busyChanged(); // the busy state is the new page's now
}

bool PageStack::showPage(const QString &name)
{
    const std::vector<PageInfo> &pages = pageList();
    for (int i = 0; i < int(pages.size()); ++i) {
        if (pages[i].name == name) {
            showPage(i);
            return true;
        }
    }
    return false;
}

QString PageStack::currentName() const
{
    const int index = currentIndex();
    return index >= 0 ? pageList()[index].name : QString();
}

int PageStack::indexOf(const QMetaObject *type) const
{
    const std::vector<PageInfo> &pages = pageList();
    for (int i = 0; i < int(pages.size()); ++i)
        if (pages[i].type == type)
            return i;
    Q_ASSERT_X(false, "PageStack", "a page class that is not in the page list");
    return -1;
}

Page *PageStack::pageAt(int index) const
{
    return index >= 0 && index < m_holders.size() ? m_holders[index]->page<Page>() : nullptr;
}

Page *PageStack::builtPageAt(int index) const
{
    return index >= 0 && index < m_holders.size() ? m_holders[index]->builtPage<Page>() : nullptr;
}

models::SheetHeader PageStack::sheetHeader() const
{
    const control::SessionController *session = m_services.session;
    models::SheetHeader header;
    const QString name = session->customerName();
    const QString number = session->customerId();
    // The name, the customer number under it (what the wholesaler files the order by).
    const QString numberText = number.isEmpty() ? QString() : tr("Customer no. %1").arg(number);
    header.customer = name.isEmpty() || numberText.isEmpty() ? name + numberText : QString(name + u'\n' + numberText);
    if (session->currentAddressIndex() >= 0) {
        const values::DeliveryAddress address = session->currentAddress();
        header.address = address.displayText();
        header.store = address.storeId;
    }
    header.date = QDate::currentDate();
    return header;
}

std::optional<models::OrderSheet> PageStack::currentOrderSheet() const
{
    if (!m_services.session->isSignedIn() || currentIndex() < 0)
        return std::nullopt;
    return current()->orderSheet(sheetHeader());
}

Page::Comparison PageStack::currentComparison() const
{
    Page::Comparison comparison = current() ? current()->comparison() : Page::Comparison{};
    if (comparison.lines.isEmpty())
        comparison = {basketComparisonLines(*m_services.basket), tr("Your basket")};
    return comparison;
}

} // namespace webshop::ui
