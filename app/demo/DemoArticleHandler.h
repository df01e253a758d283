#pragma once

// The article resources of the demo API: search (paged, in the buyer's language, without the
// articles the store does not sell), article details and the articles' images. A customer
// token is optional for all of them; one of another customer is refused. DemoApi owns one and
// routes those paths to it.

#include "app/demo/DemoRequest.h"

#include <QStringList>

namespace webshop::demo {

class DemoAuth;
class DemoCatalogue;
class DemoShelves;

class DemoArticleHandler
{
public:
    // All must outlive this.
    DemoArticleHandler(const DemoCatalogue &catalogue, const DemoShelves &shelves, const DemoAuth &auth);

    DemoReply search(const DemoRequest &request) const;
    DemoReply articleVariant(const DemoRequest &request, const QStringList &args) const;
    DemoReply media(const DemoRequest &request, const QStringList &args) const;

private:
    const DemoCatalogue &m_catalogue;
    const DemoShelves &m_shelves;
    const DemoAuth &m_auth;
};

} // namespace webshop::demo
