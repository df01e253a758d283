#include "tests/ui/UiFixture.h"


namespace webshop::test {

UiFixture::UiFixture()
{
    session.setLanguage(QStringLiteral("en-GB"));
    prices.setLocale(QLocale(QLocale::English, QLocale::UnitedKingdom));
    m_services.session = &session;
    m_services.client = &client;
    m_services.prices = &prices;
    m_services.images = &images;
    m_services.articles = &articles;
    m_services.search = &search;
    m_services.details = &details;
    m_services.basket = &basket;
    m_services.lists = &lists;
    m_services.listItems = &listItems;
}

UiFixture::~UiFixture() = default;

} // namespace webshop::test
