#include "app/shell/ElidedTexts.h"

#include "ui/Elision.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QStyleOptionComboBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>

namespace webshop::shell {

namespace {

QString nameOf(const QWidget *w)
{
    if (!w)
        return QStringLiteral("painted text");
    // A view's viewport is named by its view.
    if (w->objectName() == u"qt_scrollarea_viewport" && w->parentWidget())
        w = w->parentWidget();
    return QString::fromLatin1(w->metaObject()->className()) + u'#' + w->objectName();
}

QString plainText(const QLabel *label)
{
    if (!Qt::mightBeRichText(label->text()))
        return label->text();
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

void checkLabel(const QLabel *l, QList<ElidedText> &out)
{
    if (l->text().isEmpty())
        return;
    const QString text = plainText(l);
    if (l->wordWrap()) {
        // Wrapped: cut when the lines need more height than the label has.
        if (l->heightForWidth(l->width()) > l->height())
            out.append({nameOf(l), text, l->heightForWidth(l->width()), l->height()});
    } else if (l->sizeHint().width() > l->width()) {
        out.append({nameOf(l), text, l->sizeHint().width(), l->width()});
    }
}

void checkButton(const QAbstractButton *b, QList<ElidedText> &out)
{
    if (b->text().isEmpty())
        return;
    if (auto *t = qobject_cast<const QToolButton *>(b); t && t->toolButtonStyle() == Qt::ToolButtonIconOnly)
        return;
    // Shortened by the code that set it, with the full text in the tooltip (the account button);
    // not a text that ends in "…" because it opens a dialog and explains itself in the tooltip.
    const QString shown = b->text();
    if (shown.endsWith(QChar(0x2026)) && b->toolTip() != shown && b->toolTip().startsWith(shown.chopped(1)))
        out.append({nameOf(b), b->toolTip(), b->fontMetrics().horizontalAdvance(b->toolTip()), b->width()});
    else if (b->sizeHint().width() > b->width())
        out.append({nameOf(b), QString(b->text()).remove(u'&'), b->sizeHint().width(), b->width()});
}

void checkCombo(const QComboBox *c, QList<ElidedText> &out)
{
    if (c->currentText().isEmpty() || c->isEditable())
        return;
    QStyleOptionComboBox opt;
    opt.initFrom(c);
    opt.currentText = c->currentText();
    const int room = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c).width();
    const int iconRoom = c->itemIcon(c->currentIndex()).isNull() ? 0 : c->iconSize().width() + 4;
    const int needed = c->fontMetrics().horizontalAdvance(c->currentText()) + iconRoom;
    if (needed > room)
        out.append({nameOf(c), c->currentText(), needed, room});
}

void checkHeader(const QHeaderView *h, const QString &view, QList<ElidedText> &out)
{
    const QAbstractItemModel *m = h->model();
    if (!m || !h->isVisible())
        return;
    // The style draws a section's label inside a margin on either side and elides it to the rest.
    const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    for (int logical = 0; logical < h->count(); ++logical) {
        const int pos = h->sectionViewportPosition(logical);
        if (h->isSectionHidden(logical) || pos + h->sectionSize(logical) <= 0 || pos >= h->viewport()->width())
            continue;
        const QString text = m->headerData(logical, h->orientation(), Qt::DisplayRole).toString();
        int needed = h->fontMetrics().horizontalAdvance(text) + 2 * margin;
        if (h->isSortIndicatorShown() && h->sortIndicatorSection() == logical)
            needed += h->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, h) + margin;
        if (!text.isEmpty() && needed > h->sectionSize(logical))
            out.append({QStringLiteral("header of ") + view, text, needed, h->sectionSize(logical)});
    }
}

// Cells the standard delegate draws (the app's own delegates report through ui::elision).
void checkCells(const QAbstractItemView *v, QList<ElidedText> &out)
{
    const QAbstractItemModel *m = v->model();
    if (!m)
        return;
    if (auto *t = qobject_cast<const QTableView *>(v); t && t->wordWrap())
        return; // wrapped cells grow in height instead
    const int margin = 2 * (v->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, v) + 1);
    const int rows = qMin(m->rowCount(v->rootIndex()), 200);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < m->columnCount(v->rootIndex()); ++c) {
            const QModelIndex idx = m->index(r, c, v->rootIndex());
            const QRect rect = v->visualRect(idx);
            if (!rect.intersects(v->viewport()->rect()) || rect.width() <= 0 || v->indexWidget(idx))
                continue;
            const QAbstractItemDelegate *d = v->itemDelegateForIndex(idx);
            if (!d || d->metaObject() != &QStyledItemDelegate::staticMetaObject)
                continue;
            const QString text = m->data(idx, Qt::DisplayRole).toString();
            const int icon = m->data(idx, Qt::DecorationRole).isValid() ? v->iconSize().width() + 4 : 0;
            const int needed = v->fontMetrics().horizontalAdvance(text) + margin + icon;
            if (!text.isEmpty() && needed > rect.width())
                out.append({QStringLiteral("cell of ") + v->objectName(), text, needed, rect.width()});
        }
}

} // namespace

QList<ElidedText> elidedTexts(QWidget *root)
{
    QList<ElidedText> out;
    if (!root)
        return out;
    // Painted once more with the recorder on: what the delegates and painters shortened.
    ui::elision::clear();
    ui::elision::setRecording(true);
    (void)root->grab();
    ui::elision::setRecording(false);
    const QList<ui::elision::Cut> cuts = ui::elision::cuts();
    ui::elision::clear();
    for (const ui::elision::Cut &cut : cuts)
        if (!cut.widget || (cut.widget->isVisible() && (cut.widget == root || root->isAncestorOf(cut.widget))))
            out.append({nameOf(cut.widget), cut.text, cut.needed, cut.available});

    const auto widgets = root->findChildren<QWidget *>();
    for (const QWidget *w : widgets) {
        if (!w->isVisible() || !w->isVisibleTo(root) || w->visibleRegion().isEmpty())
            continue;
        if (auto *l = qobject_cast<const QLabel *>(w))
            checkLabel(l, out);
        else if (auto *b = qobject_cast<const QAbstractButton *>(w))
            checkButton(b, out);
        else if (auto *c = qobject_cast<const QComboBox *>(w))
            checkCombo(c, out);
        else if (auto *v = qobject_cast<const QAbstractItemView *>(w)) {
            if (auto *t = qobject_cast<const QTableView *>(v))
                checkHeader(t->horizontalHeader(), v->objectName(), out);
            checkCells(v, out);
        }
    }
    return out;
}

bool wouldFit(const ElidedText &cut, int windowWidth)
{
    return cut.needed <= windowWidth / 3;
}

QString describe(const ElidedText &cut, int windowWidth)
{
    return QStringLiteral("%1 %2: %3 (needs %4 px, has %5 px)")
        .arg(wouldFit(cut, windowWidth) ? QStringLiteral("[elided]") : QStringLiteral("[elided, long]"), cut.where,
             cut.text, QString::number(cut.needed), QString::number(cut.available));
}

} // namespace webshop::shell
