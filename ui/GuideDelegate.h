#pragma once

// The order guide's cells: the par and the on-hand count are typed in a QuantityEdit (the same
// strict rules as every quantity field: whole packs, or kg with up to three decimals); an empty
// field means "not counted" (or no par). Enter takes the value and asks the table for the next
// line's same cell (GuideTable); a text that is no quantity stays open with problem() said.
// Secondary text (not counted, the history) is muted.

#include <QStyledItemDelegate>

namespace webshop::ui {

class GuideDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    // Set on a field closed by Enter (GuideTable then opens the next line's).
    static constexpr const char *kEnterProperty = "guideEnter";

    explicit GuideDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

signals:
    // The text typed is no quantity: why ("Whole packs only.").
    void problem(const QString &text);

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace webshop::ui
