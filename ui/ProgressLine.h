#pragma once

// A thin indeterminate progress line under the toolbar. It appears only when a request takes
// longer than ~200 ms, so quick answers do not flicker. Always takes its height: the layout
// never jumps.

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

namespace webshop::ui {

class ProgressLine : public QWidget
{
    Q_OBJECT
public:
    explicit ProgressLine(QWidget *parent = nullptr);

    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }
    // True once the delay has passed and the line is animating.
    bool isAnimating() const { return m_animating; }
    void setDelay(int ms) { m_delay.setInterval(ms); }

    QSize sizeHint() const override { return {100, 3}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_busy = false;
    bool m_animating = false;
    QTimer m_delay;
    QTimer m_frame;
    QElapsedTimer m_clock;
};

// A small rotating arc for inline "working…" spots (the add button, a login in progress).
class Spinner : public QWidget
{
    Q_OBJECT
public:
    explicit Spinner(QWidget *parent = nullptr, int size = 16);
    void start();
    void stop();
    bool isSpinning() const { return m_timer.isActive(); }
    QSize sizeHint() const override { return {m_size, m_size}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_size;
    int m_angle = 0;
    QTimer m_timer;
};

} // namespace webshop::ui
