#pragma once

// An empty or error state in the middle of a view: an icon, a short sentence, a hint and at
// most one action ("Retry", "Clear search").

#include <QWidget>

class QLabel;
class QPushButton;

namespace webshop::ui {

class EmptyState : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyState(QWidget *parent = nullptr);

    void set(const QString &icon, const QString &title, const QString &hint, const QString &actionText = {});
    QString title() const;
    QPushButton *actionButton() const { return m_action; }

signals:
    void actionTriggered();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();
    QString m_iconName;
    QLabel *m_icon = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_action = nullptr;
};

} // namespace webshop::ui
