#pragma once

// Toolbar pieces: the basket button with its count badge and total, and the Net | Gross switch.

#include <QToolButton>
#include <QWidget>

class QButtonGroup;

namespace webshop::ui {

class BasketButton : public QToolButton
{
    Q_OBJECT
public:
    explicit BasketButton(QWidget *parent = nullptr);
    void setCount(int count);
    int count() const { return m_count; }
    void setBusy(bool busy);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_count = 0;
    bool m_busy = false;
};

// A segmented Net | Gross switch.
class PriceModeSwitch : public QWidget
{
    Q_OBJECT
public:
    explicit PriceModeSwitch(QWidget *parent = nullptr);
    void setNet(bool net);
    bool isNet() const;
    QToolButton *netButton() const { return m_net; }
    QToolButton *grossButton() const { return m_gross; }

signals:
    void netToggled(bool net);

private:
    QToolButton *m_net = nullptr;
    QToolButton *m_gross = nullptr;
};

} // namespace webshop::ui
