#pragma once

// Asked when the window is closed, or the buyer signs out, while basket additions are still
// queued, on the wire or not yet confirmed: wait for them (the window then closes, or the
// sign-out happens, by itself), go ahead anyway, or cancel (keep working). Non-blocking;
// tests answer it through setNextAnswer().

#include <QCheckBox>
#include <QMessageBox>
#include <functional>
#include <optional>

namespace webshop::ui {

class QuitQuestion : public QMessageBox
{
    Q_OBJECT
public:
    enum class Answer { Wait, QuitAnyway, Cancel }; // QuitAnyway: go ahead (quit or sign out)
    Q_ENUM(Answer)
    enum class Purpose { Quit, SignOut };

    explicit QuitQuestion(QWidget *parent = nullptr, Purpose purpose = Purpose::Quit);

    // The answer once the dialog has finished (Cancel when closed any other way).
    Answer answer() const;
    // Signing out: whether "Also forget my price history on this computer" is ticked.
    bool forgetLocalData() const;
    void setForgetLocalData(bool forget);

    // Shows the question (window-modal, non-blocking) and calls `done` with the answer. With
    // a test answer set, calls `done` at once with it instead and forgets it.
    static void ask(QWidget *parent, std::function<void(Answer)> done, Purpose purpose = Purpose::Quit);
    // The sign-out question, with the "forget" box ticked as given; `done` gets the answer and
    // the box (the test answer keeps it as given).
    static void askSignOut(QWidget *parent, bool forgetLocalData, std::function<void(Answer, bool)> done);
    // Test seam: the next ask() answers this without showing anything.
    static void setNextAnswer(std::optional<Answer> answer);
    static bool hasNextAnswer();

private:
    static void present(QWidget *parent, Purpose purpose, bool forgetLocalData,
                        std::function<void(Answer, bool)> done);

    QAbstractButton *m_wait = nullptr;
    QAbstractButton *m_quit = nullptr;
    QCheckBox *m_forget = nullptr;
};

} // namespace webshop::ui
