#pragma once

// Small shared helpers of the models (not part of the public API).

#include <QCoreApplication>
#include <QString>

namespace webshop::models::text {

inline QString unitLabel(bool weightArticle)
{
    return weightArticle ? QCoreApplication::translate("webshop::models::Units", "kg")
                         : QCoreApplication::translate("webshop::models::Units", "piece");
}

} // namespace webshop::models::text
