#pragma once

// The bytes of an order file to text: UTF-8 with or without BOM, UTF-16 LE/BE (with a BOM, or
// recognised by its zero bytes: Excel's "Unicode text"), else Windows-1252 (Excel's CSV on
// Windows) when the bytes are not valid UTF-8. Pure; never fails.

#include <QByteArray>
#include <QString>
#include <optional>

namespace webshop::orders {

enum class Encoding { Utf8, Utf8Bom, Utf16LE, Utf16BE, Windows1252 };

struct DecodedText
{
    QString text;
    Encoding encoding = Encoding::Utf8;
};

DecodedText decodeOrderText(const QByteArray &bytes);
// Windows-1252 (the 0x80–0x9F block of printable characters, Latin-1 elsewhere).
QString fromWindows1252(const QByteArray &bytes);
QString encodingName(Encoding encoding);

} // namespace webshop::orders
