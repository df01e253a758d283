#pragma once

// The top of the order guide page: its title and the counting hint (PageHeader), the chooser of
// the customer's guides, "Take Suggested Par" and "Share" (a menu: Export Guide…, Import
// Guide…). The page says what they do.

#include "ui/PageHeader.h"

class QAction;
class QComboBox;
class QToolButton;

namespace webshop::control { class OrderGuideController; }

namespace webshop::ui {

class GuideHeader : public PageHeader
{
    Q_OBJECT
public:
    GuideHeader(int spacing, QWidget *parent);

    QAction *exportAction() const { return m_export; }
    QAction *importAction() const { return m_import; }
    // The guides of the customer and store in the chooser, `current` chosen (none: no choice).
    void fillChooser(const control::OrderGuideController *guides, const QString &current);
    // Whether a guide is loaded, and whether it has lines.
    void enableActions(bool loaded, bool hasLines);

signals:
    void guideChosen(const QString &listId);
    void takeParClicked();
    void exportClicked();
    void importClicked();

private:
    QToolButton *addTool(const QString &icon, const QString &text, const QString &name);

    QComboBox *m_chooser = nullptr;
    QToolButton *m_takePar = nullptr;
    QToolButton *m_share = nullptr;
    QAction *m_export = nullptr;
    QAction *m_import = nullptr;
};

} // namespace webshop::ui
