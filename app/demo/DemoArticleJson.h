#pragma once

// The JSON form of articles (spec 2.6-2.8) as search, article details and personal lists send it.

#include "app/demo/DemoCatalogue.h"

#include <QJsonObject>

namespace webshop::demo {

enum class ArticleForm {
    Catalogue, // bundles carry isWeightArticle (search, article details)
    ListItem,  // bundles carry weightArticle and bundleSize (personal-list items)
};

// imageUrl is relative to the server: "/media/articles/<variantId>.png".
QJsonObject articleToJson(const DemoArticle &article, const DemoStore &store, Language language,
                          ArticleForm form = ArticleForm::Catalogue);

QString articleImagePath(const QString &variantId);

} // namespace webshop::demo
