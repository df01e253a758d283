#include "ui/PageList.h"

#include "ui/BasketPage.h"
#include "ui/CataloguePage.h"
#include "ui/GuidePage.h"
#include "ui/ListsPage.h"
#include "ui/QuickOrderPage.h"

#include <QCoreApplication>

namespace webshop::ui {

namespace {
template<class T>
Page *make(const Services &services, QWidget *parent)
{
    return new T(services, parent);
}
} // namespace

const std::vector<PageInfo> &pageList()
{
    // One page a line: --show name, View menu words, toolbar tab (none), icon, class, factory.
    static const std::vector<PageInfo> pages = {
        {QStringLiteral("search"), QT_TRANSLATE_NOOP("webshop::ui::PageList", "&Search"),
         QT_TRANSLATE_NOOP("webshop::ui::PageList", "Search"), QStringLiteral("search"), &CataloguePage::staticMetaObject,
         make<CataloguePage>},
        {QStringLiteral("basket"), QT_TRANSLATE_NOOP("webshop::ui::PageList", "&Basket"), nullptr,
         QStringLiteral("shopping-cart"), &BasketPage::staticMetaObject, make<BasketPage>},
        {QStringLiteral("lists"), QT_TRANSLATE_NOOP("webshop::ui::PageList", "&Lists"),
         QT_TRANSLATE_NOOP("webshop::ui::PageList", "Lists"), QStringLiteral("list-details"), &ListsPage::staticMetaObject,
         make<ListsPage>},
        {QStringLiteral("quickorder"), QT_TRANSLATE_NOOP("webshop::ui::PageList", "&Quick Order"),
         QT_TRANSLATE_NOOP("webshop::ui::PageList", "Quick order"), QStringLiteral("playlist-add"),
         &QuickOrderPage::staticMetaObject, make<QuickOrderPage>},
        {QStringLiteral("guide"), QT_TRANSLATE_NOOP("webshop::ui::PageList", "Order &Guide"), nullptr,
         QStringLiteral("clipboard-list"), &GuidePage::staticMetaObject, make<GuidePage>},
    };
    return pages;
}

QStringList pageNames()
{
    QStringList names;
    for (const PageInfo &page : pageList())
        names << page.name;
    return names;
}

QString PageInfo::menuTitle() const
{
    return QCoreApplication::translate("webshop::ui::PageList", menuText);
}

QString PageInfo::tabTitle() const
{
    return tabText ? QCoreApplication::translate("webshop::ui::PageList", tabText) : QString();
}

} // namespace webshop::ui
