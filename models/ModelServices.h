#pragma once

namespace webshop::api { class ApiClient; }

namespace webshop::models {

class ArticleCache;
class DataSource;
class ImageCache;
class PackMemory;
class PriceDisplay;
class PriceMemory;

// The shared collaborators of every model. Plain pointers: the owner (the app shell or a test)
// keeps them alive longer than the models. Any may be null:
//  - client null: the model only shows what it is given (no fetching, no paging);
//  - articles null: no sharing of article data between models (basket names stay unresolved);
//  - images null: no Qt::DecorationRole;
//  - prices null: the model creates its own PriceDisplay (gross, system locale);
//  - priceMemory null: no price change badges;
//  - packs null: no pack remembered between adds (lists offer their default pack);
//  - source null: no saved copies, the server is always asked (DataSource.h).
struct ModelServices
{
    api::ApiClient *client = nullptr;
    ArticleCache *articles = nullptr;
    ImageCache *images = nullptr;
    PriceDisplay *prices = nullptr;
    PriceMemory *priceMemory = nullptr;
    PackMemory *packs = nullptr;
    DataSource *source = nullptr;
};

} // namespace webshop::models
