#pragma once

// An inline message at the top of a view: what went wrong or what is going on, and at most
// one action ("Retry", "Log in again"). Replaces modal message boxes.

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QToolButton;

namespace webshop::ui {

class Banner : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error, Success };
    Q_ENUM(Kind)

    explicit Banner(QWidget *parent = nullptr);

    // Shows the banner. An empty actionText shows no action button.
    void showMessage(Kind kind, const QString &text, const QString &actionText = {},
                     std::function<void()> action = {});
    // Hides the banner (and forgets its action).
    void clear();

    Kind kind() const { return m_kind; }
    QString text() const;
    bool isShown() const { return !isHidden(); }
    QPushButton *actionButton() const { return m_action; }
    void setClosable(bool closable);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();

    Kind m_kind = Kind::Info;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_action = nullptr;
    QToolButton *m_close = nullptr;
    std::function<void()> m_callback;
};

} // namespace webshop::ui
