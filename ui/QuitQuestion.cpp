#include "ui/QuitQuestion.h"

#include <QPushButton>

namespace webshop::ui {

namespace {
std::optional<QuitQuestion::Answer> &nextAnswer()
{
    static std::optional<QuitQuestion::Answer> answer;
    return answer;
}
} // namespace

QuitQuestion::QuitQuestion(QWidget *parent, Purpose purpose)
    : QMessageBox(parent)
{
    setObjectName(QStringLiteral("quitQuestion"));
    setIcon(QMessageBox::Warning);
    setWindowTitle(tr("Basket Not Saved Yet"));
    setTextFormat(Qt::PlainText);
    setText(tr("Some articles are still being added to your basket."));
    const bool quit = purpose == Purpose::Quit;
    setInformativeText(quit ? tr("If you quit now, they may not reach the webshop. Wait, and the window closes by "
                                 "itself as soon as the basket is up to date.")
                            : tr("If you sign out now, they may not reach the webshop. Wait, and you are signed "
                                 "out as soon as the basket is up to date."));
    m_wait = addButton(tr("&Wait"), QMessageBox::AcceptRole);
    m_wait->setObjectName(QStringLiteral("waitButton"));
    m_quit = addButton(quit ? tr("&Quit Anyway") : tr("&Sign Out Anyway"), QMessageBox::DestructiveRole);
    m_quit->setObjectName(QStringLiteral("quitAnywayButton"));
    QPushButton *cancel = addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    // Enter waits (nothing is lost); Escape keeps the window open.
    setDefaultButton(static_cast<QPushButton *>(m_wait));
    setEscapeButton(cancel);
    setWindowModality(Qt::WindowModal);
    if (!quit) {
        m_forget = new QCheckBox(tr("Also &forget my price history on this computer"), this);
        m_forget->setObjectName(QStringLiteral("forgetLocalData"));
        setCheckBox(m_forget);
    }
}

bool QuitQuestion::forgetLocalData() const
{
    return m_forget && m_forget->isChecked();
}

void QuitQuestion::setForgetLocalData(bool forget)
{
    if (m_forget)
        m_forget->setChecked(forget);
}

QuitQuestion::Answer QuitQuestion::answer() const
{
    if (clickedButton() == m_wait)
        return Answer::Wait;
    if (clickedButton() == m_quit)
        return Answer::QuitAnyway;
    return Answer::Cancel;
}

void QuitQuestion::ask(QWidget *parent, std::function<void(Answer)> done, Purpose purpose)
{
    present(parent, purpose, false, [done = std::move(done)](Answer answer, bool) { done(answer); });
}

void QuitQuestion::askSignOut(QWidget *parent, bool forgetLocalData, std::function<void(Answer, bool)> done)
{
    present(parent, Purpose::SignOut, forgetLocalData, std::move(done));
}

void QuitQuestion::present(QWidget *parent, Purpose purpose, bool forgetLocalData,
                           std::function<void(Answer, bool)> done)
{
    if (const std::optional<Answer> given = std::exchange(nextAnswer(), std::nullopt)) {
        done(*given, forgetLocalData);
        return;
    }
    auto *question = new QuitQuestion(parent, purpose);
    question->setAttribute(Qt::WA_DeleteOnClose);
    question->setForgetLocalData(forgetLocalData);
    QObject::connect(question, &QDialog::finished, question, [question, done = std::move(done)] {
        done(question->answer(), question->forgetLocalData());
    });
    question->open();
}

void QuitQuestion::setNextAnswer(std::optional<Answer> answer)
{
    nextAnswer() = answer;
}

bool QuitQuestion::hasNextAnswer()
{
    return nextAnswer().has_value();
}

} // namespace webshop::ui
