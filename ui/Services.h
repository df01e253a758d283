#pragma once

// What the window needs, built and owned by the app shell (or a test) and handed in as
// non-owning pointers. The UI does no networking of its own: it talks to the session and the
// models, and listens to the ApiClient only for reachability and lost authentication.

#include "app/auth/Session.h"

#include <QUrl>

namespace webshop::api { class ApiClient; }

namespace webshop::models {
class ArticleCache;
class ArticleDetails;
class BasketModel;
class ImageCache;
class ListItemsModel;
class PersonalListsModel;
class PriceDisplay;
class SearchResultsModel;
} // namespace webshop::models

namespace webshop::ui {

struct Services
{
    auth::Session *session = nullptr;
    api::ApiClient *client = nullptr;          // signals only (reachability, auth lost)
    models::PriceDisplay *prices = nullptr;
    models::ImageCache *images = nullptr;
    models::ArticleCache *articles = nullptr;
    models::SearchResultsModel *search = nullptr;
    models::ArticleDetails *details = nullptr;
    models::BasketModel *basket = nullptr;
    models::PersonalListsModel *lists = nullptr;
    models::ListItemsModel *listItems = nullptr;

    // The embedded demo backend, when it runs: offered as "Demo shop" in the login dialog,
    // with its demo login prefilled.
    QUrl demoServerUrl;
    auth::Credentials demoCredentials;
};

} // namespace webshop::ui
