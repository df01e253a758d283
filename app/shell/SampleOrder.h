#pragma once

#include <QString>

namespace webshop::shell {

// The bundled sample order of a UI language ("de"), for the import preview in demo mode:
// resources/demo/orders/<language>/*.csv, English when the language has none.
QString sampleOrderFile(const QString &language);

} // namespace webshop::shell
