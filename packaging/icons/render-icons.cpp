// Renders the app's SVG icon into the installer icon files Windows and macOS want:
// a multi-size .ico (PNG entries 16…256 px) and an .icns (PNG entries 32…1024 px).
//   render-icons ICON.svg OUT.ico OUT.icns

#include <QBuffer>
#include <QByteArray>
#include <QDataStream>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QSvgRenderer>
#include <QtEndian>
#include <cstdio>

namespace {

QByteArray renderPng(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

// ICONDIR, one ICONDIRENTRY per size, then the PNG data (little endian; 0 means 256 px).
QByteArray ico(QSvgRenderer &svg)
{
    const QList<int> sizes{16, 24, 32, 48, 64, 128, 256};
    QList<QByteArray> pngs;
    for (int size : sizes)
        pngs << renderPng(svg, size);
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setByteOrder(QDataStream::LittleEndian);
    s << quint16(0) << quint16(1) << quint16(sizes.size());
    quint32 offset = 6 + 16 * quint32(sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const auto edge = quint8(sizes[i] >= 256 ? 0 : sizes[i]);
        s << edge << edge << quint8(0) << quint8(0) << quint16(1) << quint16(32)
          << quint32(pngs[i].size()) << offset;
        offset += quint32(pngs[i].size());
    }
    for (const QByteArray &png : std::as_const(pngs))
        s.writeRawData(png.constData(), int(png.size()));
    return out;
}

// "icns", total length, then per size a type code, the entry length and the PNG (big endian).
QByteArray icns(QSvgRenderer &svg)
{
    const QList<std::pair<const char *, int>> types{
        {"ic11", 32}, {"ic12", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}};
    QByteArray body;
    for (const auto &[type, size] : types) {
        const QByteArray png = renderPng(svg, size);
        const quint32 length = qToBigEndian(quint32(png.size() + 8));
        body += QByteArray(type, 4) + QByteArray(reinterpret_cast<const char *>(&length), 4) + png;
    }
    const quint32 total = qToBigEndian(quint32(body.size() + 8));
    return QByteArray("icns", 4) + QByteArray(reinterpret_cast<const char *>(&total), 4) + body;
}

bool write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        std::fputs("usage: render-icons ICON.svg OUT.ico OUT.icns\n", stderr);
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fputs("render-icons: cannot read the SVG\n", stderr);
        return 1;
    }
    if (!write(args.at(2), ico(svg)) || !write(args.at(3), icns(svg))) {
        std::fputs("render-icons: cannot write the icon files\n", stderr);
        return 1;
    }
    return 0;
}
