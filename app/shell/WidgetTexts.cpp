#include "app/shell/WidgetTexts.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabBar>
#include <QTextDocument>
#include <QWidget>

namespace webshop::shell {

namespace {
QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}
} // namespace

QStringList visibleTexts(QWidget *root)
{
    QStringList out;
    if (!root)
        return out;
    out << root->windowTitle();
    const auto widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root) || !w->isVisible())
            continue;
        if (auto *l = qobject_cast<QLabel *>(w))
            out << plain(l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text() << b->toolTip();
        else if (auto *e = qobject_cast<QLineEdit *>(w)) {
            // Password fields (any echo mode but Normal) are never written out.
            if (e->echoMode() == QLineEdit::Normal)
                out << (e->text().isEmpty() ? e->placeholderText() : e->text());
        }
        else if (auto *c = qobject_cast<QComboBox *>(w))
            out << c->currentText();
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i);
        } else if (auto *v = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *m = v->model();
            if (!m)
                continue;
            const int rows = qMin(m->rowCount(v->rootIndex()), 200);
            const int cols = m->columnCount(v->rootIndex());
            for (int c = 0; c < cols; ++c)
                out << m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c) {
                    const QModelIndex idx = m->index(r, c, v->rootIndex());
                    if (!v->visualRect(idx).intersects(v->viewport()->rect()))
                        continue;
                    out << m->data(idx, Qt::DisplayRole).toString();
                }
        }
    }
    out.removeAll(QString());
    return out;
}

} // namespace webshop::shell
