#include "models/OrderSheetPrinter.h"

#include "models/MoneyFormat.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

namespace webshop::models {

namespace {

// Ink: near-black text, grey for labels, one deep blue for the title; hairlines.
const QColor kInk(0x1f, 0x29, 0x33);
const QColor kMuted(0x5f, 0x6b, 0x7a);
const QColor kAccent(0x1f, 0x4e, 0x8c);
const QColor kRule(0xb8, 0xc0, 0xca);
const QColor kHeaderFill(0xec, 0xf0, 0xf5);

// Column widths of the lines table, in percent of the page width.
constexpr qreal kWidths[] = {10, 26, 14, 7.5, 8.5, 8.5, 7.5, 8, 10};
constexpr int kFirstNumberColumn = 3;
// A count sheet's: position, article no., article, pack, par, count in, on hand (to write in).
constexpr qreal kCountWidths[] = {11, 12, 29, 13, 8, 9, 18};
constexpr int kParColumn = 4;

QTextCharFormat textFormat(qreal points, bool bold = false, const QColor &color = kInk)
{
    QTextCharFormat f;
    f.setFontPointSize(points);
    f.setFontWeight(bold ? QFont::DemiBold : QFont::Normal);
    f.setForeground(color);
    return f;
}

QTextTableFormat tableFormat(int widthPercent)
{
    QTextTableFormat f;
    f.setBorder(0);
    f.setBorderStyle(QTextFrameFormat::BorderStyle_None);
    f.setCellSpacing(0);
    f.setCellPadding(3);
    f.setWidth(QTextLength(QTextLength::PercentageLength, widthPercent));
    return f;
}

// A hairline under the cell (the header row gets a stronger one).
void ruleBelow(QTextTableCell cell, qreal width, const QColor &color, const QColor &fill = {})
{
    QTextTableCellFormat f = cell.format().toTableCellFormat();
    f.setBottomBorder(width);
    f.setBottomBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    f.setBottomBorderBrush(color);
    if (fill.isValid())
        f.setBackground(fill);
    cell.setFormat(f);
}

void putCell(QTextTable *table, int row, int column, const QString &text, const QTextCharFormat &format,
             Qt::Alignment alignment = Qt::AlignLeft)
{
    QTextCursor c = table->cellAt(row, column).firstCursorPosition();
    QTextBlockFormat block = c.blockFormat();
    block.setAlignment(alignment);
    c.setBlockFormat(block);
    c.insertText(text, format);
}

} // namespace

OrderSheetPrinter::OrderSheetPrinter(OrderSheet sheet, QLocale locale)
    : m_sheet(std::move(sheet)), m_locale(std::move(locale))
{
}

QPageSize::PageSizeId OrderSheetPrinter::defaultPageSize(const QLocale &locale)
{
    const QLocale::Territory t = locale.territory();
    return t == QLocale::UnitedStates || t == QLocale::Canada ? QPageSize::Letter : QPageSize::A4;
}

QPageLayout OrderSheetPrinter::pageLayout(QPageSize::PageSizeId size)
{
    return QPageLayout(QPageSize(size), QPageLayout::Portrait, QMarginsF(16, 12, 14, 12), QPageLayout::Millimeter);
}

QStringList OrderSheetPrinter::columnTitles()
{
    // The number a line orders by is the pack's (bundle) number, never the article's.
    return {tr("Pack no."), tr("Article"), tr("Pack"), tr("Qty"), tr("Unit net"),
            tr("Net"), tr("VAT"), tr("Deposit"), tr("Gross")};
}

QStringList OrderSheetPrinter::countColumnTitles()
{
    return {tr("Position"), tr("Article no."), tr("Article"), tr("Pack"), tr("Par"), tr("Count in"), tr("On hand")};
}

QString OrderSheetPrinter::sheetTitle() const
{
    return m_sheet.countSheet ? tr("Count sheet") : tr("Order sheet");
}

QString OrderSheetPrinter::runningHeader() const
{
    if (m_sheet.countSheet)
        //: The line at the top of every printed page of an order guide's count sheet
        return tr("Count sheet · %1").arg(m_sheet.header.title);
    //: The line at the top of every printed page: "Order sheet · Basket"
    return tr("Order sheet · %1").arg(m_sheet.header.title);
}

QString OrderSheetPrinter::pageText(int page, int pages)
{
    return tr("Page %1 of %2").arg(page).arg(pages);
}

QString OrderSheetPrinter::dateText(const QLocale &locale, QDate date)
{
    // The locale's long date without the weekday: "26 November 2026", "26. November 2026".
    QString format = locale.dateFormat(QLocale::LongFormat);
    format.remove(QRegularExpression(QStringLiteral("d{4}[,.]?\\s*")));
    return locale.toString(date, format.trimmed());
}

QString OrderSheetPrinter::amount(const values::OptionalMoney &money) const
{
    return money ? formatMoney(m_locale, *money) : QStringLiteral("\u2013");
}

std::unique_ptr<QTextDocument> OrderSheetPrinter::pageDocument(const Page &page, QPaintDevice *device, qreal width) const
{
    auto doc = std::make_unique<QTextDocument>();
    doc->setDocumentMargin(0);
    QFont font = doc->defaultFont();
    font.setPointSizeF(8.5);
    doc->setDefaultFont(font);
    QTextCursor cursor(doc.get());
    if (page.first) {
        writeTitle(cursor);
        writeParties(cursor);
    }
    if (page.to > page.from || (page.first && !page.totals))
        writeLines(cursor, page.from, page.to);
    if (page.totals && !m_sheet.countSheet)
        writeTotals(cursor);
    // Laid out once, when complete (a table laid out after every inserted cell is slow), with
    // fonts and lengths in the device's resolution.
    doc->documentLayout()->setPaintDevice(device);
    doc->setTextWidth(width);
    return doc;
}

QList<OrderSheetPrinter::Page> OrderSheetPrinter::paginate(QPaintDevice *device, const QSizeF &body) const
{
    const int count = int(m_sheet.lines.size());
    const auto fits = [&](const Page &p) { return pageDocument(p, device, body.width())->size().height() <= body.height(); };
    // No row is lower than 10 pt (a line of 7.5 pt type and its padding): the search for the
    // page's last line never lays out more lines than that many fit.
    const int most = qMax(1, int(body.height() / (10 * device->logicalDpiY() / 72.0)));
    QList<Page> pages;
    Page page{0, 0, true, false};
    for (;;) {
        // The most whole lines that fit (at least one, so that every page moves on).
        int lo = page.from + 1, hi = qMin(count, page.from + most);
        page.to = qMin(lo, count);
        while (lo <= hi) {
            const int mid = (lo + hi) / 2;
            if (fits(Page{page.from, mid, page.first, false})) {
                page.to = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (page.to == count) {
            // The totals follow the last line; if they do not fit, the last line goes with them.
            if (fits(Page{page.from, count, page.first, true}) || page.to - page.from <= 1) {
                pages.append(Page{page.from, count, page.first, true});
                return pages;
            }
            page.to = count - 1;
        }
        pages.append(page);
        page = Page{page.to, page.to, false, false};
    }
}

void OrderSheetPrinter::writeTitle(QTextCursor &cursor) const
{
    cursor.insertText(sheetTitle(), textFormat(17, true, kAccent));
    QTextBlockFormat below;
    below.setTopMargin(2);
    cursor.insertBlock(below);
    const int count = int(m_sheet.lines.size());
    //: Under the title of a printed order sheet: "Basket · 12 lines"
    cursor.insertText(tr("%1 · %Ln line(s)", nullptr, count).arg(m_sheet.header.title), textFormat(11, false, kMuted));
}

void OrderSheetPrinter::writeParties(QTextCursor &cursor) const
{
    const SheetHeader &h = m_sheet.header;
    const QString labels[] = {tr("Customer"), tr("Delivery address"), tr("Store"), tr("Date")};
    const QString values[] = {h.customer, h.address, h.store, dateText(m_locale, h.date)};
    QTextTableFormat format = tableFormat(100);
    format.setTopMargin(12);
    format.setBottomMargin(14);
    format.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 30), QTextLength(QTextLength::PercentageLength, 36),
                                      QTextLength(QTextLength::PercentageLength, 10), QTextLength(QTextLength::PercentageLength, 24)});
    QTextTable *table = cursor.insertTable(2, 4, format);
    for (int c = 0; c < 4; ++c) {
        putCell(table, 0, c, labels[c].toUpper(), textFormat(7, true, kMuted));
        putCell(table, 1, c, values[c].isEmpty() ? QStringLiteral("\u2013") : values[c], textFormat(9.5));
    }
    cursor.movePosition(QTextCursor::End);
}

void OrderSheetPrinter::writeLines(QTextCursor &cursor, int from, int to) const
{
    if (m_sheet.countSheet) {
        writeCountLines(cursor, from, to);
        return;
    }
    const QStringList titles = columnTitles();
    const int columns = int(titles.size());
    QTextTableFormat format = tableFormat(100);
    format.setHeaderRowCount(1);
    QList<QTextLength> widths;
    for (qreal w : kWidths)
        widths.append(QTextLength(QTextLength::PercentageLength, w));
    format.setColumnWidthConstraints(widths);
    QTextTable *table = cursor.insertTable(to - from + 1, columns, format);
    const auto align = [](int column) { return column >= kFirstNumberColumn ? Qt::AlignRight : Qt::AlignLeft; };
    for (int c = 0; c < columns; ++c) {
        putCell(table, 0, c, titles.at(c), textFormat(7.5, true), align(c));
        ruleBelow(table->cellAt(0, c), 1.2, kInk, kHeaderFill);
    }
    const QTextCharFormat plain = textFormat(7.5);
    for (int r = 0; r < to - from; ++r) {
        const SheetLine &l = m_sheet.lines.at(from + r);
        const bool deposit = l.deposit && !l.deposit->amount.isZero();
        const QString cells[] = {l.articleNo, l.name, l.pack, formatQuantity(m_locale, l.quantity, l.weight),
                                 amount(l.unitNet), amount(l.net), amount(l.vat), deposit ? amount(l.deposit) : QString(),
                                 amount(l.gross)};
        for (int c = 0; c < columns; ++c) {
            putCell(table, r + 1, c, cells[c], plain, align(c));
            ruleBelow(table->cellAt(r + 1, c), 0.5, kRule);
        }
    }
    cursor.movePosition(QTextCursor::End);
}

void OrderSheetPrinter::writeCountLines(QTextCursor &cursor, int from, int to) const
{
    const QStringList titles = countColumnTitles();
    const int columns = int(titles.size());
    QTextTableFormat format = tableFormat(100);
    format.setHeaderRowCount(1);
    format.setCellPadding(5); // rows high enough to write a count in
    QList<QTextLength> widths;
    for (qreal w : kCountWidths)
        widths.append(QTextLength(QTextLength::PercentageLength, w));
    format.setColumnWidthConstraints(widths);
    QTextTable *table = cursor.insertTable(to - from + 1, columns, format);
    const auto align = [](int column) { return column == kParColumn ? Qt::AlignRight : Qt::AlignLeft; };
    for (int c = 0; c < columns; ++c) {
        putCell(table, 0, c, titles.at(c), textFormat(7.5, true), align(c));
        ruleBelow(table->cellAt(0, c), 1.2, kInk, kHeaderFill);
    }
    const QTextCharFormat plain = textFormat(8.5);
    for (int r = 0; r < to - from; ++r) {
        const SheetLine &l = m_sheet.lines.at(from + r);
        const QString cells[] = {l.position, l.articleNo, l.name, l.pack,
                                 l.par ? formatQuantity(m_locale, *l.par, l.weight) : QString(), l.countUnit, QString()};
        for (int c = 0; c < columns; ++c) {
            putCell(table, r + 1, c, cells[c], plain, align(c));
            ruleBelow(table->cellAt(r + 1, c), c == columns - 1 ? 0.8 : 0.5, c == columns - 1 ? kInk : kRule);
        }
    }
    cursor.movePosition(QTextCursor::End);
}

void OrderSheetPrinter::writeTotals(QTextCursor &cursor) const
{
    const SheetTotals &t = m_sheet.totals;
    QTextTableFormat format = tableFormat(42);
    format.setAlignment(Qt::AlignRight);
    format.setTopMargin(10);
    const bool deposit = t.deposit && !t.deposit->amount.isZero();
    const QList<std::pair<QString, QString>> rows = [&] {
        QList<std::pair<QString, QString>> r{{tr("Net total"), amount(t.net)}, {tr("VAT"), amount(t.vat)}};
        if (deposit)
            r.append({tr("of which deposit (net)"), amount(t.deposit)});
        r.append({tr("Gross total"), amount(t.gross)});
        return r;
    }();
    QTextTable *table = cursor.insertTable(int(rows.size()), 2, format);
    for (int r = 0; r < rows.size(); ++r) {
        const bool last = r == rows.size() - 1;
        const QTextCharFormat f = last ? textFormat(11, true) : textFormat(9);
        putCell(table, r, 0, rows.at(r).first, f);
        putCell(table, r, 1, rows.at(r).second, f, Qt::AlignRight);
        if (r == rows.size() - 2)
            for (int c = 0; c < 2; ++c)
                ruleBelow(table->cellAt(r, c), 1.2, kInk);
    }
    cursor.movePosition(QTextCursor::End);
    QTextBlockFormat note;
    note.setAlignment(Qt::AlignRight);
    note.setTopMargin(6);
    cursor.insertBlock(note);
    QString text = t.depositUnknownLines == 0
        ? tr("Net and gross amounts include the deposit.")
        : tr("Net and gross amounts include the deposit where the basket states it: %Ln line(s) without a known "
             "deposit (the pack is not in the basket yet).",
             nullptr, t.depositUnknownLines);
    if (t.unpricedLines > 0)
        text += u' ' + tr("%Ln line(s) without a price are not in the totals.", nullptr, t.unpricedLines);
    cursor.insertText(text, textFormat(7.5, false, kMuted));
}

void OrderSheetPrinter::paintBands(QPainter &painter, const QRectF &page, qreal point, int pageNumber, int pages) const
{
    const qreal band = 14 * point;
    QFont font = painter.font();
    font.setPointSizeF(7.5);
    painter.setFont(font);
    painter.setPen(kMuted);
    const QRectF top(page.left(), page.top(), page.width(), band);
    painter.drawText(top, Qt::AlignLeft | Qt::AlignTop, runningHeader());
    const SheetHeader &h = m_sheet.header;
    const QString date = dateText(m_locale, h.date);
    const QString customer = QString(h.customer).replace(u'\n', QStringLiteral(" \u00b7 "));
    const QString who = customer.isEmpty() ? date : customer + QStringLiteral(" \u00b7 ") + date;
    painter.drawText(top, Qt::AlignRight | Qt::AlignTop, who);
    const QRectF bottom(page.left(), page.bottom() - band, page.width(), band);
    painter.drawText(bottom, Qt::AlignRight | Qt::AlignBottom, pageText(pageNumber, pages));
    if (!h.store.isEmpty())
        painter.drawText(bottom, Qt::AlignLeft | Qt::AlignBottom, tr("Store %1").arg(h.store));
    painter.setPen(QPen(kRule, 0.6 * point));
    painter.drawLine(QPointF(top.left(), top.bottom() - 3 * point), QPointF(top.right(), top.bottom() - 3 * point));
    painter.drawLine(QPointF(bottom.left(), bottom.top() + 3 * point), QPointF(bottom.right(), bottom.top() + 3 * point));
}

int OrderSheetPrinter::paint(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (!device || !painter.begin(device))
        return 0;
    const qreal point = device->logicalDpiY() / 72.0; // device pixels per typographic point
    const QRectF page(0, 0, device->width(), device->height());
    const qreal band = 22 * point;                    // running header and page number
    const QRectF body(page.left(), page.top() + band, page.width(), page.height() - 2 * band);
    const QList<Page> pages = paginate(device, body.size());
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0 && !device->newPage())
            return 0;
        paintBands(painter, page, point, i + 1, int(pages.size()));
        const std::unique_ptr<QTextDocument> doc = pageDocument(pages.at(i), device, body.width());
        painter.save();
        painter.translate(body.topLeft());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(QPointF(0, 0), body.size());
        doc->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    return painter.end() ? int(pages.size()) : 0;
}

bool OrderSheetPrinter::writePdf(const QString &fileName, QPageSize::PageSizeId size) const
{
    QPdfWriter writer(fileName);
    writer.setResolution(300);
    writer.setCreator(QCoreApplication::applicationName());
    writer.setTitle(runningHeader());
    writer.setPageLayout(pageLayout(size));
    return paint(&writer) > 0;
}

} // namespace webshop::models
