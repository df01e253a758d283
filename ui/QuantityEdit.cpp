#include "ui/QuantityEdit.h"

#include "models/MoneyFormat.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QShowEvent>

namespace webshop::ui {

namespace {
constexpr int kMaxPieces = 9999;
constexpr qint64 kMaxGrams = 999999; // 999.999 kg
constexpr values::Decimal kMaxKilograms = values::Decimal::fromUnits(kMaxGrams * 10);
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
    // The line edit's signal: the spin box's own textChanged comes only with a new value, not
    // for text it cannot read yet ("1,").
    connect(lineEdit(), &QLineEdit::textChanged, this, &QuantityEdit::quantityEdited);
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

void QuantityEdit::setPackFractions(bool allow)
{
    m_fractions = allow;
    updateRange();
}

void QuantityEdit::updateRange()
{
    const double current = value();
    if (m_weight) {
        setDecimals(3);
        setSingleStep(0.5);
        setSuffix(tr(" kg", "quantity unit suffix"));
        setRange(m_allowZero ? 0.0 : 0.001, kMaxKilograms.toDouble());
        setToolTip(tr("Weight in kilograms, e.g. %1").arg(locale().toString(1.5, 'f', 1)));
    } else {
        setDecimals(m_fractions ? 2 : 0);
        setSingleStep(1);
        setSuffix(QString());
        setRange(m_allowZero ? 0.0 : 1.0, kMaxPieces);
        setToolTip(tr("Number of packs"));
    }
    setValue(current);
}

values::LocaleParseOptions QuantityEdit::parseOptions() const
{
    values::LocaleParseOptions o;
    o.allowNegative = false;
    if (m_weight) {
        // Grams at most; a lone '.' or ',' is the decimal mark in every language. The maximum
        // stays below 1000 kg, so "1.500" in German is 1.5 kg: 1500 kg could not be ordered.
        o.maxDecimals = 3;
        o.eitherMarkIsDecimal = true;
        o.maximum = kMaxKilograms;
    } else {
        o.maxDecimals = m_fractions ? 2 : 0;
        o.maximum = values::Decimal::fromInt(kMaxPieces);
    }
    return o;
}

values::LocaleParseResult QuantityEdit::parse(const QString &cleanText) const
{
    values::LocaleParseResult r = values::Decimal::parseLocale(locale(), cleanText, parseOptions());
    if (r.value && r.value->isZero() && !m_allowZero)
        return values::LocaleParseResult{std::nullopt, values::LocaleParseError::Negative, {}, {}};
    return r;
}

std::optional<values::Decimal> QuantityEdit::quantity() const
{
    return parse(cleanText()).value;
}

QString QuantityEdit::problem() const
{
    using E = values::LocaleParseError;
    const values::LocaleParseResult r = parse(cleanText());
    const QLocale l = locale();
    const auto kg = [&l](values::Decimal d) { return models::formatQuantity(l, d, true); };
    switch (r.error) {
    case E::None: return {};
    case E::Empty: return tr("Enter a quantity.");
    case E::Invalid:
        if (m_fractions && !m_weight)
            return tr("Enter a number of packs, e.g. %1.").arg(l.toString(1.5, 'f', 1));
        return m_weight ? tr("Enter a weight in kilograms, e.g. %1.").arg(kg(values::Decimal::fromUnits(15000)))
                        : tr("Enter a whole number of packs.");
    case E::Negative: return tr("Enter a quantity above zero.");
    case E::WholeOnly: return tr("Whole packs only.");
    case E::TooManyDecimals: return m_weight ? tr("At most three decimals (grams).") : tr("At most two decimals.");
    case E::Ambiguous: return tr("Unclear: %1 or %2? Type it without a separator or with %3 for decimals.")
                                 .arg(kg(r.decimalReading), kg(r.groupedReading), l.decimalPoint());
    case E::TooLarge:
        return m_weight ? tr("At most %1 per add.").arg(kg(kMaxKilograms))
                        : tr("At most %1 packs per add.").arg(kMaxPieces);
    }
    return {};
}

void QuantityEdit::setQuantity(values::Decimal quantity)
{
    setValue(quantity.toDouble());
}

void QuantityEdit::clearText()
{
    clear(); // stays empty when shown (the base class would write the last value back)
}

QValidator::State QuantityEdit::validate(QString &text, int &) const
{
    QString t = text;
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    if (parse(t).value)
        return QValidator::Acceptable;
    // Characters no number has are not taken; anything else stays exactly as typed
    // (Intermediate) and problem() explains it. The base class would round "1,5" packs to 2
    // or drop a group separator wherever it stands.
    const QString extra = locale().decimalPoint() + locale().groupSeparator() + locale().negativeSign();
    for (QChar c : std::as_const(t)) {
        const bool digit = c.unicode() >= u'0' && c.unicode() <= u'9';
        if (!digit && !c.isSpace() && c != u'.' && c != u',' && c != u'-' && c != u'\'' && !extra.contains(c))
            return QValidator::Invalid;
    }
    return QValidator::Intermediate;
}

void QuantityEdit::fixup(QString &) const
{
    // Nothing: the base class removes group separators wherever they stand ("1,5" -> "15").
}

double QuantityEdit::valueFromText(const QString &text) const
{
    QString t = text;
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    const auto q = parse(t.trimmed()).value;
    return q ? q->toDouble() : value();
}

QString QuantityEdit::textFromValue(double v) const
{
    // The shortest exact text ("1,5", not "1,500", which reads as 1500 in English), without
    // group separators; the value has at most 3 decimals (grams).
    const bool thousandths = m_weight || m_fractions;
    const qint64 grams = qRound64(v * (thousandths ? 1000.0 : 1.0));
    const values::Decimal d = values::Decimal::fromUnits(grams * (thousandths ? values::Decimal::kScale / 1000 : values::Decimal::kScale));
    QString text = d.toLocaleString(locale(), -1);
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator()); // our own formatting: separators only between groups
    return text;
}

void QuantityEdit::stepBy(int steps)
{
    // Text that is not a quantity is left for the buyer to correct: the base class would
    // replace it by the minimum first.
    if (!quantity() && !cleanText().isEmpty())
        return;
    QDoubleSpinBox::stepBy(steps);
}

void QuantityEdit::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (!enter) {
        QDoubleSpinBox::keyPressEvent(event);
        return;
    }
    // A valid text is committed as typed; an invalid one stays (the base class would put the
    // minimum in its place) and the add refuses it with problem().
    if (quantity())
        QDoubleSpinBox::keyPressEvent(event);
    event->accept(); // the add is ours: do not also press the dialog's default button
    emit submitted();
}

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
    if (quantity()) {
        QDoubleSpinBox::focusOutEvent(event);
    } else {
        // The base class would replace invalid text by the nearest valid value and emit it: a
        // quantity the buyer never typed. Only the line edit and the widget hear of the focus.
        QCoreApplication::sendEvent(lineEdit(), event);
        QWidget::focusOutEvent(event);
    }
    lineEdit()->deselect();
}

} // namespace webshop::ui
