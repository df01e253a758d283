#include "ui/QuickOrderDelegate.h"

#include "app/control/QuickOrder.h"
#include "models/PriceDisplay.h"
#include "ui/GraphLinks.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"
#include "ui/WhatEdit.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>

namespace webshop::ui {

using QM = models::QuickOrderModel;

namespace {

constexpr char kFresh[] = "quickOrderFreshEditor";
constexpr char kLoaded[] = "quickOrderLoadedEditor";

bool isEnter(const QKeyEvent *key)
{
    return key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
}

bool hasSeveralLines(const QString &text)
{
    return text.trimmed().contains(u'\n');
}

QColor statusColor(models::AddResultText::Kind kind)
{
    switch (kind) {
    case models::AddResultText::Kind::Ok: return Theme::success();
    case models::AddResultText::Kind::Warning: return Theme::warningText();
    case models::AddResultText::Kind::Error: return Theme::error();
    case models::AddResultText::Kind::Working: break;
    }
    return QApplication::palette().color(QPalette::Link);
}

} // namespace

QuickOrderDelegate::QuickOrderDelegate(control::QuickOrder *controller, QWidget *popupParent, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_controller(controller)
    , m_popupParent(popupParent)
{
}

QWidget *QuickOrderDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    const quint64 lineId = index.data(QM::LineIdRole).toULongLong();
    if (index.column() == QM::WhatColumn) {
        auto *edit = new WhatEdit(lineId, m_popupParent, parent);
        connect(edit, &QLineEdit::textEdited, this, [this, edit](const QString &text) {
            if (text.trimmed().size() < 2)
                edit->hideSuggestions();
            m_controller->suggest(edit->lineId(), text);
        });
        connect(m_controller, &control::QuickOrder::suggestionsChanged, edit, [this, edit] { showSuggestionsIn(edit); });
        // A click on a suggestion takes it like Enter does.
        connect(edit, &QLineEdit::returnPressed, this, [this, edit] { const_cast<QuickOrderDelegate *>(this)->enterWhat(edit); });
        return edit;
    }
    if (index.column() == QM::QuantityColumn) {
        auto *edit = new QuantityEdit(parent);
        edit->setObjectName(QStringLiteral("quickOrderQuantityEdit"));
        edit->setFrame(false);
        edit->setButtonSymbols(QAbstractSpinBox::NoButtons);
        return edit;
    }
    return nullptr;
}

void QuickOrderDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Once only: a line that resolves while its cell is open must not overwrite what is typed.
    if (editor->property(kLoaded).toBool())
        return;
    editor->setProperty(kLoaded, true);
    editor->setProperty(kFresh, true); // the first key typed replaces what the cell holds
    if (auto *what = qobject_cast<WhatEdit *>(editor)) {
        what->setText(index.data(Qt::EditRole).toString());
        what->selectAll();
        showSuggestionsIn(what);
    } else if (auto *quantity = qobject_cast<QuantityEdit *>(editor)) {
        // A line still being looked up may turn out to be sold by weight: decimals are taken
        // (without a unit) and checked against the pack once it is known.
        const bool resolved = index.data(QM::StateRole).toInt() == int(models::QuickOrderLine::State::Resolved);
        quantity->setWeightArticle(!resolved || index.data(QM::WeightArticleRole).toBool());
        if (!resolved)
            quantity->setSuffix(QString());
        const QVariant q = index.data(QM::QuantityRole);
        if (q.isValid())
            quantity->setQuantity(q.value<values::Decimal>());
        else
            quantity->clear();
        quantity->selectAll();
    }
}

void QuickOrderDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *what = qobject_cast<WhatEdit *>(editor)) {
        model->setData(index, what->text().trimmed());
        // Typed and left: an exact number resolves at once, words when they clearly fit.
        if (!m_taking && index.data(QM::StateRole).toInt() == int(models::QuickOrderLine::State::Typed))
            m_controller->resolve(what->lineId());
    } else if (auto *quantity = qobject_cast<QuantityEdit *>(editor)) {
        if (const auto q = quantity->quantity())
            model->setData(index, QVariant::fromValue(*q));
        else if (!quantity->cleanText().trimmed().isEmpty())
            emit const_cast<QuickOrderDelegate *>(this)->quantityRefused(quantity->problem());
    }
}

void QuickOrderDelegate::destroyEditor(QWidget *editor, const QModelIndex &index) const
{
    // The suggestions reach the editor through a connection with the editor as its context:
    // cut now, before its destructor runs (GraphLinks.h), not by ~QObject after it.
    cutLinks(editor, {m_controller});
    QStyledItemDelegate::destroyEditor(editor, index);
}

void QuickOrderDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

void QuickOrderDelegate::showSuggestionsIn(WhatEdit *edit) const
{
    // Only the answer for exactly this line and text: anything else is stale.
    if (m_controller->suggestionsLine() == edit->lineId() && m_controller->suggestionsText() == edit->text().trimmed()
        && !edit->text().trimmed().isEmpty())
        edit->showSuggestions(m_controller->suggestions(), m_controller->model()->prices());
    else if (edit->text().trimmed().size() < 2)
        edit->hideSuggestions();
}

bool QuickOrderDelegate::eventFilter(QObject *object, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (packKey(static_cast<QWidget *>(object), key))
            return true;
        replaceOnFirstKey(static_cast<QWidget *>(object), key);
        if (auto *what = qobject_cast<WhatEdit *>(object))
            if (whatKey(what, key))
                return true;
        if (auto *quantity = qobject_cast<QuantityEdit *>(object))
            if (quantityKey(quantity, key))
                return true;
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

bool QuickOrderDelegate::isPackKey(const QKeyEvent *key)
{
    return (key->key() == Qt::Key_F4 && !(key->modifiers() & (Qt::AltModifier | Qt::ControlModifier)))
        || (key->key() == Qt::Key_Down && key->modifiers() & Qt::AltModifier);
}

bool QuickOrderDelegate::packKey(QWidget *editor, const QKeyEvent *key)
{
    // F4 or Alt+Down as in the lists: the packs of a resolved line, from its quantity, or from
    // its "what" while what it says is still what it resolved from.
    const auto *view = qobject_cast<QAbstractItemView *>(m_popupParent);
    if (!isPackKey(key) || !view)
        return false;
    const QModelIndex current = view->currentIndex();
    auto *what = qobject_cast<WhatEdit *>(editor);
    if (current.data(QM::BundleIdRole).toString().isEmpty() || (what && (what->isModified() || what->suggestionsShown())))
        return false;
    const quint64 lineId = current.data(QM::LineIdRole).toULongLong();
    emit commitData(editor);
    emit closeEditor(editor, QAbstractItemDelegate::NoHint);
    emit packChoiceRequested(lineId);
    return true;
}

void QuickOrderDelegate::replaceOnFirstKey(QWidget *editor, const QKeyEvent *key)
{
    // Like a spreadsheet: typing into a cell replaces it, whatever the focus left selected.
    if (!editor->property(kFresh).toBool())
        return;
    if (key->text().isEmpty() || !key->text().at(0).isPrint() || key->modifiers() & Qt::ControlModifier)
        return;
    editor->setProperty(kFresh, false);
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(editor))
        spin->selectAll();
}

bool QuickOrderDelegate::whatKey(WhatEdit *edit, QKeyEvent *key)
{
    if (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up) {
        if (edit->suggestionsShown())
            edit->moveChoice(key->key() == Qt::Key_Down ? 1 : -1);
        else if (key->key() == Qt::Key_Down && edit->text().trimmed().size() >= 2)
            m_controller->suggestNow(edit->lineId(), edit->text());
        return true;
    }
    if (isEnter(key) && key->modifiers() & Qt::ControlModifier) {
        const bool again = key->modifiers() & Qt::ShiftModifier;
        emit commitData(edit);
        emit closeEditor(edit, QAbstractItemDelegate::NoHint);
        if (again)
            emit addAgainRequested(edit->lineId());
        else
            emit addAllRequested();
        return true;
    }
    if (isEnter(key)) {
        enterWhat(edit);
        return true;
    }
    if (key->key() == Qt::Key_Escape && edit->suggestionsShown()) {
        edit->hideSuggestions();
        m_controller->cancelSuggestions();
        return true;
    }
    if (key->matches(QKeySequence::Paste) && hasSeveralLines(QApplication::clipboard()->text())) {
        emit pasteRequested(QApplication::clipboard()->text());
        return true;
    }
    if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
        edit->hideSuggestions();
    return false;
}

void QuickOrderDelegate::offerChoice(QWidget *editor) const
{
    auto *edit = qobject_cast<WhatEdit *>(editor);
    if (!edit)
        return;
    showSuggestionsIn(edit);
    if (edit->suggestionsShown() && !edit->chosen())
        edit->moveChoice(1);
}

void QuickOrderDelegate::enterWhat(WhatEdit *edit)
{
    const quint64 lineId = edit->lineId();
    std::optional<models::QuickOrderPick> pick = edit->chosen();
    // One suggestion for exactly this text: Enter means it.
    if (!pick && edit->suggestionsShown() && m_controller->suggestions().size() == 1)
        pick = m_controller->suggestions().constFirst();
    // Several fit and none is marked: Enter marks the first and stays, so the line is not left
    // unresolved behind the cursor; the next Enter takes what is marked.
    if (!pick && edit->suggestionsShown() && m_controller->suggestions().size() > 1) {
        edit->moveChoice(1);
        return;
    }
    const bool empty = edit->text().trimmed().isEmpty();
    m_taking = pick.has_value();
    emit commitData(edit);
    m_taking = false;
    if (pick)
        m_controller->take(lineId, *pick);
    m_controller->cancelSuggestions();
    emit closeEditor(edit, QAbstractItemDelegate::NoHint);
    if (!empty)
        emit whatEntered(lineId);
}

bool QuickOrderDelegate::quantityKey(QWidget *edit, QKeyEvent *key)
{
    if (!isEnter(key))
        return false;
    auto *quantity = static_cast<QuantityEdit *>(edit);
    const bool valid = quantity->quantity().has_value() || quantity->cleanText().trimmed().isEmpty();
    emit commitData(edit);
    if (!valid)
        return true; // the hint is shown; the field stays open with what was typed
    const auto *view = qobject_cast<QAbstractItemView *>(m_popupParent);
    const quint64 lineId = view ? view->currentIndex().data(QM::LineIdRole).toULongLong() : 0;
    emit closeEditor(edit, QAbstractItemDelegate::NoHint);
    if (key->modifiers() & Qt::ControlModifier && key->modifiers() & Qt::ShiftModifier)
        emit addAgainRequested(lineId);
    else if (key->modifiers() & Qt::ControlModifier)
        emit addAllRequested();
    else if (view)
        emit quantityEntered(lineId);
    return true;
}

void QuickOrderDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString text = index.data(QM::StatusTextRole).toString();
    if (index.column() == QM::WhatColumn && !index.data(QM::NameRole).toString().isEmpty()) {
        paintName(painter, option, index);
        return;
    }
    if (index.column() != QM::StatusColumn || text.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    paintBackground(painter, option, index);
    const QVariant kind = index.data(QM::StatusKindRole);
    const QColor color = kind.isValid() ? statusColor(models::AddResultText::Kind(kind.toInt())) : Theme::muted();
    const QFont font = Theme::small(option.font);
    const QFontMetrics fm(font);
    const QRect area = option.rect.adjusted(Theme::unit / 2, 4, -Theme::unit, -4);
    const QString shown = fm.elidedText(text, Qt::ElideRight, area.width() - 2 * Theme::unit);
    const QRect chip(area.left(), area.center().y() - fm.height() / 2 - 3, fm.horizontalAdvance(shown) + 2 * Theme::unit,
                     fm.height() + 6);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (kind.isValid()) {
        QPainterPath path;
        path.addRoundedRect(QRectF(chip), chip.height() / 2.0, chip.height() / 2.0);
        painter->fillPath(path, Theme::tint(color, Theme::chipTint()));
    }
    painter->setFont(font);
    painter->setPen(kind.isValid() ? Theme::onTint(color) : color);
    painter->drawText(chip, Qt::AlignCenter, shown);
    painter->restore();
}

void QuickOrderDelegate::paintBackground(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem background(option);
    initStyleOption(&background, index);
    background.text.clear(); // the row's background and selection only
    const QWidget *widget = option.widget;
    (widget ? widget->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
}

void QuickOrderDelegate::paintName(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The article's name, and what the buyer typed after it (muted) when that was a number.
    paintBackground(painter, option, index);
    const bool selected = option.state & QStyle::State_Selected;
    const QString what = index.data(QM::WhatRole).toString();
    const QString typed = what == index.data(QM::NameRole).toString() ? QString() : what;
    const QFont small = Theme::small(option.font);
    const int typedWidth = typed.isEmpty() ? 0 : QFontMetrics(small).horizontalAdvance(typed) + Theme::unit;
    QRect r = option.rect.adjusted(Theme::unit / 2, 0, -Theme::unit / 2, 0);
    // What the basket holds of the pack, rightmost and quiet: it must not compete with the name.
    const QString held = index.data(QM::InBasketTextRole).toString();
    const int heldWidth = held.isEmpty() ? 0 : QFontMetrics(small).horizontalAdvance(held) + 2 * Theme::unit;
    if (heldWidth > 0 && r.width() - heldWidth >= r.width() / 2) {
        const QRect pill(r.right() - heldWidth + 1, r.center().y() - QFontMetrics(small).height() / 2 - 2, heldWidth,
                         QFontMetrics(small).height() + 4);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QPainterPath path;
        path.addRoundedRect(QRectF(pill), pill.height() / 2.0, pill.height() / 2.0);
        painter->fillPath(path, Theme::tint(Theme::muted(), Theme::chipTint()));
        painter->setFont(small);
        painter->setPen(selected ? option.palette.color(QPalette::HighlightedText) : Theme::onTint(Theme::muted()));
        painter->drawText(pill, Qt::AlignCenter, held);
        painter->restore();
        r.setRight(pill.left() - Theme::unit);
    }
    const QFont name = Theme::semibold(option.font);
    const QFontMetrics fm(name);
    painter->save();
    painter->setFont(name);
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const int nameRoom = qMax(r.width() - typedWidth, r.width() / 2);
    painter->drawText(QRect(r.left(), r.top(), nameRoom, r.height()), Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(index.data().toString(), Qt::ElideRight, nameRoom));
    if (!typed.isEmpty() && r.width() - nameRoom >= typedWidth) {
        painter->setFont(small);
        painter->setPen(selected ? option.palette.color(QPalette::HighlightedText) : Theme::muted());
        painter->drawText(r, Qt::AlignRight | Qt::AlignVCenter, typed);
    }
    painter->restore();
}

QSize QuickOrderDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(qMax(size.height(), option.fontMetrics.height() + 2 * Theme::unit));
    if (index.column() == QM::StatusColumn)
        size.setWidth(size.width() + 2 * Theme::unit);
    return size;
}

} // namespace webshop::ui
