#pragma once

// A validated quantity: whole numbers for pieces and packs, decimals with "kg" for weight
// articles, in the user's locale ("1,5 kg"). The value is read back exactly as a Decimal from
// the text (strict locale rules: values::LocaleParseOptions), never from a double, and the spin
// box never replaces what was typed by a guess: text it cannot read stays as typed, with
// problem() saying why. Enter emits submitted() (the "add" gesture), valid or not.

#include "app/values/Decimal.h"

#include <QDoubleSpinBox>
#include <optional>

namespace webshop::ui {

class QuantityEdit : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit QuantityEdit(QWidget *parent = nullptr);

    // Switches between pieces (integer, 1 step) and kilograms (3 decimals, 0.5 step).
    void setWeightArticle(bool weight);
    bool isWeightArticle() const { return m_weight; }
    // Allow 0 (list rows: "nothing from this line"). Default: minimum 1 piece / 0.001 kg.
    void setAllowZero(bool allow);
    // Packs with up to two decimals in the locale's decimal mark (an order guide's count: "1.5"
    // cases on hand); an order is still whole packs. Default: whole packs only.
    void setPackFractions(bool allow);

    // The exact quantity typed; nullopt when the text is not a valid quantity.
    std::optional<values::Decimal> quantity() const;
    void setQuantity(values::Decimal quantity);
    // An empty field (a count not taken: the order guide's "not counted").
    void clearText();
    bool isBlank() const { return cleanText().trimmed().isEmpty(); }
    // Why the text is not a valid quantity, as a hint for the buyer ("Whole packs only.");
    // empty when it is valid.
    QString problem() const;

    // The rules this field reads its text with.
    values::LocaleParseOptions parseOptions() const;

signals:
    void submitted();
    // The text changed: the quantity (or its problem) may be different now.
    void quantityEdited();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    QValidator::State validate(QString &text, int &pos) const override;
    void fixup(QString &input) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;

public:
    void stepBy(int steps) override;

private:
    values::LocaleParseResult parse(const QString &cleanText) const;
    void updateRange();
    bool m_weight = false;
    bool m_allowZero = false;
    bool m_fractions = false;
};

} // namespace webshop::ui
