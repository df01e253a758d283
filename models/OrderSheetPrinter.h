#pragma once

// Lays out and paints an order sheet (OrderSheet.h) for printing and PDF, without widgets.
// Each page is a QTextDocument: the first has the title and customer / delivery address /
// store / date, every page the lines table under its column header, the last the totals.
// The lines are split into pages here, whole rows only (a table flowing over pages in one
// document would break a two-line row in half), and every page gets a running header and
// "Page n of N". Painted onto any QPagedPaintDevice (QPrinter, QPdfWriter). Words follow the
// UI language (tr), numbers, dates and money the given locale.

#include "models/OrderSheet.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>

#include <memory>

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;
class QTextCursor;
class QTextDocument;

namespace webshop::models {

class OrderSheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(webshop::models::OrderSheetPrinter)
public:
    OrderSheetPrinter(OrderSheet sheet, QLocale locale);

    // Letter where it is the custom paper (United States, Canada), else A4.
    static QPageSize::PageSizeId defaultPageSize(const QLocale &locale);
    // Portrait, with margins a fax or a hole punch leaves alone.
    static QPageLayout pageLayout(QPageSize::PageSizeId size);

    // Paints every page onto `device` (its page layout already set). Returns the number of
    // pages, 0 when the device cannot be painted on (a file that cannot be written).
    int paint(QPagedPaintDevice *device) const;
    // A PDF of the sheet; false when the file cannot be written.
    bool writePdf(const QString &fileName, QPageSize::PageSizeId size) const;

    // The table's column titles, and the line of text at the top of every page.
    static QStringList columnTitles();
    static QStringList countColumnTitles(); // a count sheet's
    QString runningHeader() const;
    static QString pageText(int page, int pages);
    // The date as the sheet prints it: the locale's long date without the weekday.
    static QString dateText(const QLocale &locale, QDate date);

private:
    // What one page holds: lines [from, to), the title block on the first, the totals on the last.
    struct Page
    {
        int from = 0;
        int to = 0;
        bool first = false;
        bool totals = false;
    };
    std::unique_ptr<QTextDocument> pageDocument(const Page &page, QPaintDevice *device, qreal width) const;
    QList<Page> paginate(QPaintDevice *device, const QSizeF &body) const;
    void writeTitle(QTextCursor &cursor) const;
    void writeParties(QTextCursor &cursor) const;
    void writeLines(QTextCursor &cursor, int from, int to) const;
    void writeCountLines(QTextCursor &cursor, int from, int to) const;
    QString sheetTitle() const;
    void writeTotals(QTextCursor &cursor) const;
    void paintBands(QPainter &painter, const QRectF &page, qreal point, int pageNumber, int pages) const;
    QString amount(const values::OptionalMoney &money) const;

    OrderSheet m_sheet;
    QLocale m_locale;
};

} // namespace webshop::models
