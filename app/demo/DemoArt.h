#pragma once

// Article pictures: the category's SVG art (resources/demo/art) on a soft tinted tile, rendered
// to PNG once per art, tint and size and cached for the process (thread-safe).

#include <QByteArray>
#include <QColor>
#include <QString>

namespace webshop::demo {

class DemoArt
{
public:
    static constexpr int kDefaultSize = 256;
    static constexpr int kMinSize = 16;
    static constexpr int kMaxSize = 1024;

    static QByteArray png(const QString &art, const QColor &tint, int size = kDefaultSize);
    // True if :/demo/art/<art>.svg exists and renders.
    static bool hasArt(const QString &art);
};

} // namespace webshop::demo
