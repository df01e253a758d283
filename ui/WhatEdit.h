#pragma once

// The "what" cell of the quick order grid while it is edited: a line edit for an article
// number, a bundle number or a few words, with the suggestions in a list right under the
// cell (never a dialog). The list never takes the focus: Up and Down move its choice while
// the buyer keeps typing; the grid's delegate decides what Enter, Tab and Escape do.

#include "models/QuickOrderModel.h"

#include <QLineEdit>
#include <QPointer>

#include <QListWidget>

namespace webshop::models { class PriceDisplay; }

namespace webshop::ui {

class WhatEdit : public QLineEdit
{
    Q_OBJECT
public:
    // `popupParent`: the widget the list floats in (the grid), so it may reach below the cell.
    WhatEdit(quint64 lineId, QWidget *popupParent, QWidget *parent);
    ~WhatEdit() override;

    quint64 lineId() const { return m_lineId; }

    // Shows these suggestions under the field (none: hides the list).
    void showSuggestions(const QList<models::QuickOrderPick> &picks, const models::PriceDisplay *prices);
    void hideSuggestions();
    bool suggestionsShown() const;
    QListWidget *suggestionList() const { return m_list; }
    // Moves the choice (-1 up, +1 down); the first Down chooses the first suggestion.
    void moveChoice(int delta);
    // The chosen suggestion, when one is chosen.
    std::optional<models::QuickOrderPick> chosen() const;
    // "Espresso beans, 1 kg · Case of 6 × bag 1 kg · €85.52 (€14.25 / kg) · Art. 1000123 · Pack 100012302"
    static QString suggestionText(const models::QuickOrderPick &pick, const models::PriceDisplay *prices);
    // The pack alone: "Case of 6 × bag 1 kg · €85.52 (€14.25 / kg) · Pack 100012302".
    static QString packText(const models::QuickOrderPick &pick, const models::PriceDisplay *prices);

protected:
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void placeList();

    quint64 m_lineId;
    QPointer<QWidget> m_popupParent;
    QPointer<QListWidget> m_list;
    QList<models::QuickOrderPick> m_picks;
    int m_textWidth = 0; // the longest suggestion's
};

} // namespace webshop::ui
