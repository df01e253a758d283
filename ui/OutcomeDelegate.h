#pragma once

// The outcome column of the add history: "Not known" semibold on a soft amber tint (the buyer's
// attention: check the basket), "Not added" in the error colour, "In the basket" as is. A thin
// delegate: it adjusts the style option from the state role, the base class paints.

#include <QStyledItemDelegate>

namespace webshop::ui {

class OutcomeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    // `stateRole`: an int role holding the values::AddState of the row.
    explicit OutcomeDelegate(int stateRole, QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_stateRole;
};

} // namespace webshop::ui
