#pragma once

#include <QString>

namespace webshop::localstore {

// Text for local matching: lower case, accents dropped (é → e, ü → u), ß → ss, runs of
// white space as one space. "Crème Brûlée  GROSS" and "creme brulee gross" fold alike.
QString foldForSearch(const QString &text);

} // namespace webshop::localstore
