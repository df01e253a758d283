#pragma once

// The import preview's progress row while the shop is asked or the lines are added: a bar,
// "Checked 1,200 of 5,000 lines · 800 lines per second · about 5 seconds left" (a few times a
// second, not at every line) or "Adding line 3 of 40 to the basket…", and "Stop Checking".
// Shown only while checking or adding.

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace webshop::control { class ImportController; }

namespace webshop::ui {

class ImportProgress : public QWidget
{
    Q_OBJECT
public:
    ImportProgress(control::ImportController *controller, QWidget *parent);

    QPushButton *stopButton() const { return m_stop; }
    // The controller's state again: shown while checking or adding, the stop button while checking.
    void showState();

private:
    void showChecked(int done, int total, double rate, int secondsLeft);
    void showAdded(int done, int total);

    control::ImportController *m_controller;
    QProgressBar *m_progress = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_stop = nullptr;
    QElapsedTimer m_shown;
};

} // namespace webshop::ui
