#pragma once

// The personal lists of the demo API: the lists of a customer and one list with its articles
// (both for the customer's own token only). The lists are built once from the catalogue
// (DemoAccounts::buildLists). DemoApi owns one and routes the list paths to it.

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoRequest.h"

#include <QList>
#include <QStringList>

namespace webshop::demo {

class DemoAuth;
class DemoCatalogue;

class DemoListHandler
{
public:
    // Both must outlive this.
    DemoListHandler(const DemoCatalogue &catalogue, const DemoAuth &auth);

    DemoReply personalLists(const DemoRequest &request, const QStringList &args) const;
    DemoReply personalList(const DemoRequest &request, const QStringList &args) const;

private:
    const DemoCatalogue &m_catalogue;
    const DemoAuth &m_auth;
    QList<DemoList> m_lists;
};

} // namespace webshop::demo
