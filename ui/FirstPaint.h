#pragma once

// Work that is not needed for a window's first frame, run right after that frame: the window
// appears sooner. Runs at once once the window has painted; if the window does not paint
// (hidden, minimised), the work still runs after a short while.

#include <QObject>
#include <QPointer>
#include <functional>

class QWidget;

namespace webshop::ui {

class FirstPaint : public QObject
{
    Q_OBJECT
public:
    explicit FirstPaint(QWidget *window);
    void then(std::function<void()> work);
    bool hasPainted() const { return m_painted; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void runPending();

    bool m_painted = false;
    bool m_scheduled = false;
    QList<std::function<void()>> m_pending;
};

} // namespace webshop::ui
