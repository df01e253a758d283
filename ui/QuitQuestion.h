#pragma once

// Asked when the window is closed while basket additions are still queued, on the wire or
// not yet confirmed: wait for them (the window then closes by itself), quit anyway, or
// cancel (keep working). Non-blocking; tests answer it through setNextAnswer().

#include <QMessageBox>
#include <functional>
#include <optional>

namespace webshop::ui {

class QuitQuestion : public QMessageBox
{
    Q_OBJECT
public:
    enum class Answer { Wait, QuitAnyway, Cancel };
    Q_ENUM(Answer)

    explicit QuitQuestion(QWidget *parent = nullptr);

    // The answer once the dialog has finished (Cancel when closed any other way).
    Answer answer() const;

    // Shows the question (window-modal, non-blocking) and calls `done` with the answer. With
    // a test answer set, calls `done` at once with it instead and forgets it.
    static void ask(QWidget *parent, std::function<void(Answer)> done);
    // Test seam: the next ask() answers this without showing anything.
    static void setNextAnswer(std::optional<Answer> answer);
    static bool hasNextAnswer();

private:
    QAbstractButton *m_wait = nullptr;
    QAbstractButton *m_quit = nullptr;
};

} // namespace webshop::ui
