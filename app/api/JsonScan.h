#pragma once

#include "app/api/ApiValues.h"

// Internal to app/api: a strict, read-only JSON scanner for the decoders' fast path. It reads
// the bytes into a flat list of nodes (no QJsonDocument, no QString until a field is used).
// It accepts only what QJsonDocument::fromJson accepts, and reads it the same way; whatever it
// is not sure of (deep nesting, lone surrogate escapes, numbers out of range, a byte-order
// mark, leniencies of Qt's parser) makes it refuse, and the caller takes the QJsonDocument
// path, which then decides and words the error.

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>
#include <vector>

namespace webshop::api::json::detail {

class JsonScan
{
public:
    enum class Type : quint8 { Null, False, True, Number, String, Array, Object };
    struct Node
    {
        Type type = Type::Null;
        bool escaped = false; // a string with backslash escapes
        qint32 count = 0;     // array: elements; object: members
        qint32 next = 0;      // the node after this one's subtree
        qint32 begin = 0;     // string: bytes between the quotes
        qint32 end = 0;
        double number = 0;
    };

    // False when the body is not strict JSON this scanner is sure of.
    bool scan(const QByteArray &body);

    const Node &node(qint32 index) const { return m_nodes[size_t(index)]; }
    Type type(qint32 index) const { return node(index).type; }
    bool isNull(qint32 index) const { return index < 0 || type(index) == Type::Null; }
    // The value of an object's member, or -1. Sets `ambiguous` when the key occurs twice (or
    // is written with escapes), which the caller hands to the QJsonDocument path.
    qint32 member(qint32 object, QLatin1StringView key, bool *ambiguous) const;
    // The first of the keys with a value that is not null (like detail::firstOf), or -1.
    qint32 firstOf(qint32 object, std::initializer_list<QLatin1StringView> keys, bool *ambiguous) const;
    // Index of the i-th element's node, walked in order: first element, then next().
    qint32 firstChild(qint32 container) const { return container + 1; }
    qint32 nextSibling(qint32 index) const { return node(index).next; }

    QString string(qint32 index) const;
    // The node as QJsonValue::fromJson would give it, for the tolerant value helpers (arrays
    // and objects are returned as an empty array or object: the helpers only test the type).
    QJsonValue leaf(qint32 index) const;

private:
    bool value(int depth);
    bool stringToken(Node &n);
    bool numberToken(Node &n);
    bool literal(const char *word, Type type);
    bool container(int depth, bool object);
    void skipSpace();

    const char *m_data = nullptr;
    qint32 m_pos = 0;
    qint32 m_size = 0;
    std::vector<Node> m_nodes;
};

} // namespace webshop::api::json::detail
