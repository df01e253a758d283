#pragma once

#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

class QWidget;

namespace webshop::shell {

// --screenshot: waits until the window has finished loading (data and visible images in, no
// spinner) and has stayed so for a settle period, saves it as PNG and reports success; on a
// failure or when nothing settles before the deadline it reports one clear line.
class ScreenshotRunner : public QObject
{
    Q_OBJECT
public:
    // `target` gives the widget to grab (it may not exist yet when the runner starts).
    // `failure` (optional) names why the shown view failed to load (empty while it has not):
    // the run then ends with that message instead of a screenshot of an error.
    ScreenshotRunner(std::function<QWidget *()> target, std::function<bool()> isReady, QString file,
                     int timeoutSeconds, QObject *parent = nullptr);
    void setFailureCheck(std::function<QString()> failure) { m_failure = std::move(failure); }

    void start();
    // Something went wrong before the view could load (login refused, unreachable server…).
    void fail(const QString &message);

    static constexpr int kSettleMs = 400;

signals:
    void done(int exitCode, const QString &message);

private:
    void poll();
    static QImage compose(QWidget *window);
    void finish(int exitCode, const QString &message);

    std::function<QWidget *()> m_target;
    std::function<bool()> m_isReady;
    std::function<QString()> m_failure;
    QString m_file;
    int m_timeoutSeconds;
    QTimer m_poll;
    QElapsedTimer m_sinceStart;
    QElapsedTimer m_readySince;
    bool m_finished = false;
};

} // namespace webshop::shell
