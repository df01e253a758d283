#include "ui/QuantityEdit.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QShowEvent>

namespace webshop::ui {

namespace {
constexpr double kMaxPieces = 9999;
constexpr double kMaxKilograms = 999.999;
} // namespace

QuantityEdit::QuantityEdit(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setObjectName(QStringLiteral("quantityEdit"));
    setAccelerated(true);
    setKeyboardTracking(true);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    setAccessibleName(tr("Quantity"));
    updateRange();
    setValue(1);
}

void QuantityEdit::setWeightArticle(bool weight)
{
    if (m_weight == weight && (weight ? decimals() == 3 : decimals() == 0))
        return;
    m_weight = weight;
    updateRange();
}

void QuantityEdit::setAllowZero(bool allow)
{
    m_allowZero = allow;
    updateRange();
}

void QuantityEdit::updateRange()
{
    const double current = value();
    if (m_weight) {
        setDecimals(3);
        setSingleStep(0.5);
        setSuffix(tr(" kg", "quantity unit suffix"));
        setRange(m_allowZero ? 0.0 : 0.001, kMaxKilograms);
        setToolTip(tr("Weight in kilograms, e.g. %1").arg(locale().toString(1.5, 'f', 1)));
    } else {
        setDecimals(0);
        setSingleStep(1);
        setSuffix(QString());
        setRange(m_allowZero ? 0.0 : 1.0, kMaxPieces);
        setToolTip(tr("Number of packs"));
    }
    setValue(current);
}

std::optional<api::Decimal> QuantityEdit::quantity() const
{
    QString t = cleanText();
    t.remove(locale().groupSeparator());
    auto d = api::Decimal::fromLocaleString(locale(), t);
    if (!d)
        return std::nullopt;
    if (d->isNegative() || (!m_allowZero && d->isZero()))
        return std::nullopt;
    if (!m_weight && !d->isInteger())
        return std::nullopt;
    if (d->toDouble() > maximum())
        return std::nullopt;
    return d;
}

void QuantityEdit::setQuantity(api::Decimal quantity)
{
    setValue(quantity.toDouble());
}

QValidator::State QuantityEdit::validate(QString &text, int &pos) const
{
    // Pieces: no decimal separator at all (QDoubleSpinBox with 0 decimals would round "1,5" to 2).
    if (!m_weight) {
        QString t = text;
        if (!suffix().isEmpty() && t.endsWith(suffix()))
            t.chop(suffix().size());
        if (t.contains(locale().decimalPoint()))
            return QValidator::Invalid;
    }
    return QDoubleSpinBox::validate(text, pos);
}

void QuantityEdit::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    QDoubleSpinBox::keyPressEvent(event);
    if (enter) {
        event->accept(); // the add is ours: do not also press the dialog's default button
        emit submitted();
    }
}

} // namespace webshop::ui

namespace webshop::ui {

// A field without the focus shows no selection (a table of always-open fields would otherwise
// look all highlighted: the spin box selects its text whenever it is shown or set).
void QuantityEdit::showEvent(QShowEvent *event)
{
    QDoubleSpinBox::showEvent(event);
    if (!hasFocus())
        lineEdit()->deselect();
}

void QuantityEdit::focusOutEvent(QFocusEvent *event)
{
    QDoubleSpinBox::focusOutEvent(event);
    lineEdit()->deselect();
}

} // namespace webshop::ui
