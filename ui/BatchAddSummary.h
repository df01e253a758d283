#pragma once

// Asked before several lines go to the basket at once (quick order Ctrl+Enter / Add all, the
// lists' Add selected / Add all to basket, the import preview's Alt+A): one
// window-modal dialog with the number of lines, packs and kilograms, the gross total (with the
// deposit where the basket shows it; lines without a known price counted and said), the packs
// the basket holds already and what they hold after this add ("Gouda jung: 2 in the basket →
// 6 after this add"), the lines above the large-quantity limits, and that the app cannot
// remove lines or lower quantities afterwards. Enter adds, Esc cancels; with large lines a
// third button adds all but them. A single line is never asked here (the large-add guard
// asks for it as before).
// It only shows a models::BatchAddSummary: the caller computes it from the adds and the basket.
//
// The import preview (ui/ImportDialogAdd.cpp) asks it with ImportController::pendingAdds() before
// ImportController::addToBasket(); "Add Those Lines Again…" too, after its own question.

#include "models/BatchAddSummary.h"

#include <QDialog>
#include <QLocale>
#include <functional>

class QLabel;
class QPushButton;
class QScrollArea;

namespace webshop::ui {

class BatchAddSummary : public QDialog
{
    Q_OBJECT
public:
    enum class Answer { Ask, Add, AddWithoutLarge, Cancel };
    Q_ENUM(Answer)

    BatchAddSummary(const models::BatchAddSummary &summary, const QLocale &locale, QWidget *parent = nullptr);

    // Shows the summary (window-modal, no nested event loop) and calls `done` once with the
    // answer (Cancel when closed any other way). With a test answer set, answers at once.
    static void ask(QWidget *parent, const models::BatchAddSummary &summary, const QLocale &locale,
                    std::function<void(Answer)> done);
    // Test seam: the next ask() answers this without a dialog (Ask: show it).
    static void setNextAnswer(Answer answer);

    Answer answer() const { return m_answer; }
    // What the dialog says, for tests: the figures, and one line per pack the basket holds.
    QString figuresText() const;
    QStringList inBasketLines() const { return m_inBasketLines; }
    QPushButton *addButton() const { return m_add; }

    // The words of the dialog, from the summary (also for tests).
    static QString title(const models::BatchAddSummary &summary);
    static QString inBasketLine(const QLocale &locale, const models::BatchAddSummary::InBasket &entry);

private:
    QWidget *buildFigures(const models::BatchAddSummary &summary, const QLocale &locale);
    QWidget *buildInBasket(const models::BatchAddSummary &summary, const QLocale &locale);
    void buildButtons(const models::BatchAddSummary &summary);

    Answer m_answer = Answer::Cancel;
    QList<QLabel *> m_figures;
    QStringList m_inBasketLines;
    QPushButton *m_add = nullptr;
    QScrollArea *m_inBasket = nullptr;
};

} // namespace webshop::ui
