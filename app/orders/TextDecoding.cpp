#include "app/orders/TextDecoding.h"

#include <QStringDecoder>

namespace webshop::orders {

namespace {

// Windows-1252 0x80..0x9F; 0 where the code page leaves a byte undefined (kept as U+0080+n).
constexpr char16_t kCp1252High[32] = {
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178};

bool startsWith(const QByteArray &b, std::initializer_list<unsigned char> prefix)
{
    if (b.size() < qsizetype(prefix.size()))
        return false;
    qsizetype i = 0;
    for (unsigned char c : prefix)
        if (static_cast<unsigned char>(b.at(i++)) != c)
            return false;
    return true;
}

QString decodeUtf16(QByteArrayView bytes, bool littleEndian)
{
    QStringDecoder decoder(littleEndian ? QStringConverter::Utf16LE : QStringConverter::Utf16BE,
                           QStringConverter::Flag::Stateless);
    return decoder.decode(bytes);
}

// UTF-16 without a BOM: text of mostly ASCII has a zero byte in every other place.
std::optional<bool> sniffUtf16(const QByteArray &b)
{
    const qsizetype n = qMin<qsizetype>(b.size() & ~qsizetype(1), 4096);
    if (n < 4)
        return std::nullopt;
    qsizetype zeroEven = 0, zeroOdd = 0;
    for (qsizetype i = 0; i < n; i += 2) {
        zeroEven += b.at(i) == 0;
        zeroOdd += b.at(i + 1) == 0;
    }
    const qsizetype pairs = n / 2;
    if (zeroOdd * 10 >= pairs * 7 && zeroEven * 10 < pairs)
        return true; // "A\0B\0": little endian
    if (zeroEven * 10 >= pairs * 7 && zeroOdd * 10 < pairs)
        return false;
    return std::nullopt;
}

} // namespace

QString fromWindows1252(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80 && c <= 0x9F && kCp1252High[c - 0x80])
            out.append(QChar(kCp1252High[c - 0x80]));
        else
            out.append(QChar(char16_t(c)));
    }
    return out;
}

DecodedText decodeOrderText(const QByteArray &bytes)
{
    DecodedText r;
    if (startsWith(bytes, {0xEF, 0xBB, 0xBF})) {
        r.encoding = Encoding::Utf8Bom;
        const QByteArray rest = bytes.mid(3);
        QStringDecoder decoder(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
        r.text = decoder.decode(rest);
        if (decoder.hasError()) { // a BOM in front of Windows-1252 bytes: trust the bytes
            r.encoding = Encoding::Windows1252;
            r.text = fromWindows1252(rest);
        }
        return r;
    }
    if (startsWith(bytes, {0xFF, 0xFE})) {
        r.encoding = Encoding::Utf16LE;
        r.text = decodeUtf16(QByteArrayView(bytes).sliced(2), true);
        return r;
    }
    if (startsWith(bytes, {0xFE, 0xFF})) {
        r.encoding = Encoding::Utf16BE;
        r.text = decodeUtf16(QByteArrayView(bytes).sliced(2), false);
        return r;
    }
    if (const auto little = sniffUtf16(bytes)) {
        r.encoding = *little ? Encoding::Utf16LE : Encoding::Utf16BE;
        r.text = decodeUtf16(bytes, *little);
        return r;
    }
    QStringDecoder decoder(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    r.text = decoder.decode(bytes);
    if (decoder.hasError()) {
        r.encoding = Encoding::Windows1252;
        r.text = fromWindows1252(bytes);
    }
    return r;
}

QString encodingName(Encoding encoding)
{
    switch (encoding) {
    case Encoding::Utf8: return QStringLiteral("UTF-8");
    case Encoding::Utf8Bom: return QStringLiteral("UTF-8 (BOM)");
    case Encoding::Utf16LE: return QStringLiteral("UTF-16LE");
    case Encoding::Utf16BE: return QStringLiteral("UTF-16BE");
    case Encoding::Windows1252: return QStringLiteral("Windows-1252");
    }
    return {};
}

} // namespace webshop::orders
