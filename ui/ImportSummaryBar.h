#pragma once

// The summary bar of the import preview: "All 214 · Needs you 9 · Ready 198 · To choose 3 …",
// one checkable chip per group with lines in it; a click shows only that group.

#include "app/control/ImportTypes.h"

#include <QWidget>
#include <optional>

class QAbstractButton;
class QButtonGroup;
class QHBoxLayout;

namespace webshop::control { class ImportController; }

namespace webshop::ui {

class ImportSummaryBar : public QWidget
{
    Q_OBJECT
public:
    // What a chip shows: everything, the lines that need the buyer, or one group.
    struct Choice
    {
        enum class Kind { All, Problems, Group } kind = Kind::All;
        control::ImportGroup group = control::ImportGroup::Ready;
    };

    explicit ImportSummaryBar(const control::ImportController *controller, QWidget *parent = nullptr);

    // Counts from the controller; hides empty groups (a hidden chosen chip falls back to All).
    void update();
    void select(Choice choice);
    QAbstractButton *chip(Choice::Kind kind, control::ImportGroup group = control::ImportGroup::Ready) const;

signals:
    void chosen(webshop::ui::ImportSummaryBar::Choice choice);

private:
    QAbstractButton *addChip(const QString &name, int id);
    static QString groupText(control::ImportGroup group, int count);

    const control::ImportController *m_controller;
    QButtonGroup *m_group = nullptr;
    QHBoxLayout *m_layout = nullptr;
};

} // namespace webshop::ui
