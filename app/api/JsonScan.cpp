#include "app/api/JsonScan.h"

#include <QJsonArray>
#include <QJsonObject>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstring>

namespace webshop::api::json::detail {

namespace {

// Deeper documents are valid JSON too: QJsonDocument reads them (its limit is far above this).
constexpr int kMaxDepth = 64;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Length of the well-formed UTF-8 sequence at p (no overlong forms, no surrogates, at most
// U+10FFFF), or 0.
int utf8Length(const uchar *p, const uchar *end)
{
    const uchar b = *p;
    int len = 0;
    char32_t min = 0;
    char32_t c = 0;
    if (b >= 0xc2 && b <= 0xdf) {
        len = 2, min = 0x80, c = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
        len = 3, min = 0x800, c = b & 0x0f;
    } else if (b >= 0xf0 && b <= 0xf4) {
        len = 4, min = 0x10000, c = b & 0x07;
    } else {
        return 0;
    }
    if (end - p < len)
        return 0;
    for (int i = 1; i < len; ++i) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        c = (c << 6) | (p[i] & 0x3f);
    }
    if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return 0;
    return len;
}

// The code unit of a \uXXXX escape at p (p points at 'u'), or -1.
int escapedUnit(const char *p, const char *end)
{
    if (end - p < 5)
        return -1;
    int unit = 0;
    for (int i = 1; i <= 4; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0)
            return -1;
        unit = unit * 16 + h;
    }
    return unit;
}

char16_t escapedChar(char c)
{
    switch (c) {
    case '"': return u'"';
    case '\\': return u'\\';
    case '/': return u'/';
    case 'b': return u'\b';
    case 'f': return u'\f';
    case 'n': return u'\n';
    case 'r': return u'\r';
    case 't': return u'\t';
    default: return 0;
    }
}

} // namespace

bool JsonScan::scan(const QByteArray &body)
{
    m_nodes.clear();
    if (body.size() >= INT_MAX)
        return false;
    m_data = body.constData();
    m_size = qint32(body.size());
    m_pos = 0;
    m_nodes.reserve(size_t(m_size / 16 + 4));
    skipSpace();
    // Only an object at the top: anything else goes to the general path and its error.
    if (m_pos >= m_size || m_data[m_pos] != '{' || !value(0))
        return false;
    skipSpace();
    return m_pos == m_size;
}

void JsonScan::skipSpace()
{
    while (m_pos < m_size) {
        const char c = m_data[m_pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return;
        ++m_pos;
    }
}

bool JsonScan::value(int depth)
{
    if (depth > kMaxDepth)
        return false;
    skipSpace();
    if (m_pos >= m_size)
        return false;
    const char c = m_data[m_pos];
    switch (c) {
    case '{': return container(depth, true);
    case '[': return container(depth, false);
    case 't': return literal("true", Type::True);
    case 'f': return literal("false", Type::False);
    case 'n': return literal("null", Type::Null);
    case '"': {
        Node n;
        n.type = Type::String;
        if (!stringToken(n))
            return false;
        n.next = qint32(m_nodes.size()) + 1;
        m_nodes.push_back(n);
        return true;
    }
    default: break;
    }
    if (c != '-' && !isDigit(c))
        return false;
    Node n;
    n.type = Type::Number;
    if (!numberToken(n))
        return false;
    n.next = qint32(m_nodes.size()) + 1;
    m_nodes.push_back(n);
    return true;
}

bool JsonScan::literal(const char *word, Type type)
{
    const qint32 len = qint32(std::strlen(word));
    if (m_size - m_pos < len || std::memcmp(m_data + m_pos, word, size_t(len)) != 0)
        return false;
    m_pos += len;
    Node n;
    n.type = type;
    n.next = qint32(m_nodes.size()) + 1;
    m_nodes.push_back(n);
    return true;
}

bool JsonScan::container(int depth, bool object)
{
    const qint32 self = qint32(m_nodes.size());
    Node head;
    head.type = object ? Type::Object : Type::Array;
    m_nodes.push_back(head);
    const char close = object ? '}' : ']';
    ++m_pos;
    skipSpace();
    qint32 count = 0;
    if (m_pos < m_size && m_data[m_pos] == close) {
        ++m_pos;
    } else {
        for (;;) {
            if (object) {
                skipSpace();
                Node key;
                key.type = Type::String;
                if (m_pos >= m_size || m_data[m_pos] != '"' || !stringToken(key))
                    return false;
                key.next = qint32(m_nodes.size()) + 1;
                m_nodes.push_back(key);
                skipSpace();
                if (m_pos >= m_size || m_data[m_pos] != ':')
                    return false;
                ++m_pos;
            }
            if (!value(depth + 1))
                return false;
            ++count;
            skipSpace();
            if (m_pos >= m_size)
                return false;
            const char c = m_data[m_pos++];
            if (c == close)
                break;
            if (c != ',')
                return false;
        }
    }
    m_nodes[size_t(self)].count = count;
    m_nodes[size_t(self)].next = qint32(m_nodes.size());
    return true;
}

bool JsonScan::stringToken(Node &n)
{
    ++m_pos; // the opening quote
    n.begin = m_pos;
    const auto *end = reinterpret_cast<const uchar *>(m_data + m_size);
    while (m_pos < m_size) {
        const auto c = uchar(m_data[m_pos]);
        if (c == '"') {
            n.end = m_pos++;
            return true;
        }
        if (c < 0x20)
            return false;
        if (c == '\\') {
            n.escaped = true;
            if (m_pos + 1 >= m_size)
                return false;
            const char e = m_data[m_pos + 1];
            if (e == 'u') {
                const int unit = escapedUnit(m_data + m_pos + 1, m_data + m_size);
                if (unit < 0 || (unit >= 0xd800 && unit <= 0xdfff))
                    return false; // surrogates: the general path pairs them
                m_pos += 6;
            } else if (escapedChar(e) != 0) {
                m_pos += 2;
            } else {
                return false;
            }
            continue;
        }
        if (c < 0x80) {
            ++m_pos;
            continue;
        }
        const int len = utf8Length(reinterpret_cast<const uchar *>(m_data + m_pos), end);
        if (len == 0)
            return false;
        m_pos += len;
    }
    return false;
}

bool JsonScan::numberToken(Node &n)
{
    const qint32 start = m_pos;
    if (m_data[m_pos] == '-')
        ++m_pos;
    if (m_pos >= m_size || !isDigit(m_data[m_pos]))
        return false;
    if (m_data[m_pos] == '0') {
        ++m_pos;
    } else {
        while (m_pos < m_size && isDigit(m_data[m_pos]))
            ++m_pos;
    }
    bool integral = true;
    if (m_pos < m_size && m_data[m_pos] == '.') {
        integral = false;
        ++m_pos;
        if (m_pos >= m_size || !isDigit(m_data[m_pos]))
            return false;
        while (m_pos < m_size && isDigit(m_data[m_pos]))
            ++m_pos;
    }
    if (m_pos < m_size && (m_data[m_pos] == 'e' || m_data[m_pos] == 'E')) {
        integral = false;
        ++m_pos;
        if (m_pos < m_size && (m_data[m_pos] == '+' || m_data[m_pos] == '-'))
            ++m_pos;
        if (m_pos >= m_size || !isDigit(m_data[m_pos]))
            return false;
        while (m_pos < m_size && isDigit(m_data[m_pos]))
            ++m_pos;
    }
    // A number must be followed by something (QJsonDocument refuses one that ends the body).
    if (m_pos >= m_size)
        return false;
    double d = 0;
    const auto [ptr, ec] = std::from_chars(m_data + start, m_data + m_pos, d);
    if (ec != std::errc() || ptr != m_data + m_pos || !std::isfinite(d))
        return false;
    // An integer is read as a 64-bit integer first: "-0" is 0.
    n.number = integral && d == 0 ? 0.0 : d;
    return true;
}

qint32 JsonScan::member(qint32 object, QLatin1StringView key, bool *ambiguous) const
{
    if (object < 0 || type(object) != Type::Object)
        return -1;
    qint32 found = -1;
    qint32 k = firstChild(object);
    for (qint32 i = 0; i < node(object).count; ++i) {
        const Node &kn = node(k);
        const qint32 v = k + 1;
        if (kn.escaped) {
            *ambiguous = true; // might spell the key: let QJsonDocument decode it
        } else if (kn.end - kn.begin == key.size()
                   && std::memcmp(m_data + kn.begin, key.data(), size_t(key.size())) == 0) {
            if (found >= 0)
                *ambiguous = true; // a repeated key
            found = v;
        }
        k = node(v).next;
    }
    return found;
}

qint32 JsonScan::firstOf(qint32 object, std::initializer_list<QLatin1StringView> keys, bool *ambiguous) const
{
    for (QLatin1StringView key : keys) {
        const qint32 v = member(object, key, ambiguous);
        if (!isNull(v))
            return v;
    }
    return -1;
}

QString JsonScan::string(qint32 index) const
{
    const Node &n = node(index);
    if (!n.escaped)
        return QString::fromUtf8(m_data + n.begin, n.end - n.begin);
    QString out;
    out.reserve(n.end - n.begin);
    qint32 run = n.begin;
    qint32 p = n.begin;
    while (p < n.end) {
        if (m_data[p] != '\\') {
            ++p;
            continue;
        }
        out += QString::fromUtf8(m_data + run, p - run);
        const char e = m_data[p + 1];
        if (e == 'u') {
            out.append(QChar(char16_t(escapedUnit(m_data + p + 1, m_data + n.end))));
            p += 6;
        } else {
            out.append(QChar(escapedChar(e)));
            p += 2;
        }
        run = p;
    }
    out += QString::fromUtf8(m_data + run, n.end - run);
    return out;
}

QJsonValue JsonScan::leaf(qint32 index) const
{
    if (index < 0)
        return QJsonValue(QJsonValue::Undefined);
    switch (type(index)) {
    case Type::Null: return QJsonValue(QJsonValue::Null);
    case Type::False: return QJsonValue(false);
    case Type::True: return QJsonValue(true);
    case Type::Number: return QJsonValue(node(index).number);
    case Type::String: return QJsonValue(string(index));
    case Type::Array: return QJsonValue(QJsonArray());
    case Type::Object: return QJsonValue(QJsonObject());
    }
    return {};
}

} // namespace webshop::api::json::detail
