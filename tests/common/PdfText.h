#pragma once

// What a PDF says, read with poppler-utils (pdfinfo, pdftotext; installed by
// packaging/setup-debian.sh): the page count and the text of each page, line by line as laid
// out (-layout: a running header stays one line, not merged into the column below it).

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>

namespace webshop::test {

struct PdfText
{
    int pages = 0;
    QStringList pageTexts; // one per page (pdftotext's form feeds)
    QString error;         // empty when both tools ran
};

inline QString runTool(const QString &tool, const QStringList &args, QString *error)
{
    if (QStandardPaths::findExecutable(tool).isEmpty()) {
        *error = tool + QStringLiteral(" is missing: install poppler-utils (packaging/setup-debian.sh)");
        return {};
    }
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = tool + QStringLiteral(" failed: ") + QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline PdfText readPdf(const QString &fileName)
{
    PdfText pdf;
    const QString info = runTool(QStringLiteral("pdfinfo"), {fileName}, &pdf.error);
    if (!pdf.error.isEmpty())
        return pdf;
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)"),
                                                         QRegularExpression::MultilineOption).match(info);
    pdf.pages = m.hasMatch() ? m.captured(1).toInt() : 0;
    const QString text = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), fileName,
                                                               QStringLiteral("-")}, &pdf.error);
    pdf.pageTexts = text.split(u'\f');
    if (!pdf.pageTexts.isEmpty() && pdf.pageTexts.constLast().trimmed().isEmpty())
        pdf.pageTexts.removeLast();
    return pdf;
}

} // namespace webshop::test
