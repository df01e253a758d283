#include "app/shell/ScreenshotRunner.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QWidget>

namespace webshop::shell {

ScreenshotRunner::ScreenshotRunner(std::function<QWidget *()> target, std::function<bool()> isReady,
                                   QString file, int timeoutSeconds, QObject *parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_isReady(std::move(isReady))
    , m_file(std::move(file))
    , m_timeoutSeconds(timeoutSeconds)
{
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, &ScreenshotRunner::poll);
}

void ScreenshotRunner::start()
{
    m_sinceStart.start();
    m_poll.start();
}

void ScreenshotRunner::fail(const QString &message)
{
    finish(1, message);
}

QImage ScreenshotRunner::compose(QWidget *window)
{
    // The window, and any dialog it shows, centred over a dimmed window as a person sees it.
    QImage image = window->grab().toImage();
    const auto dialogs = window->findChildren<QDialog *>(QString(), Qt::FindDirectChildrenOnly);
    for (QDialog *dialog : dialogs) {
        if (!dialog->isVisible())
            continue;
        QPainter p(&image);
        p.fillRect(image.rect(), QColor(0, 0, 0, 90));
        const QImage shot = dialog->grab().toImage();
        const QPoint at((image.width() - shot.width()) / 2, (image.height() - shot.height()) / 2);
        p.drawImage(at, shot);
    }
    return image;
}

void ScreenshotRunner::poll()
{
    if (m_finished)
        return;
    if (m_failure) {
        if (const QString why = m_failure(); !why.isEmpty()) {
            finish(1, why);
            return;
        }
    }
    QWidget *window = m_target();
    const bool ready = window && window->isVisible() && m_isReady();
    if (!ready) {
        m_readySince.invalidate();
    } else if (!m_readySince.isValid()) {
        m_readySince.start();
    } else if (m_readySince.elapsed() >= kSettleMs) {
        const QImage image = compose(window);
        const QFileInfo info(m_file);
        QDir().mkpath(info.absolutePath());
        if (image.isNull() || !image.save(m_file, "PNG")) {
            finish(1, QCoreApplication::translate("Screenshot", "Could not write the screenshot to %1.")
                          .arg(QDir::toNativeSeparators(info.absoluteFilePath())));
            return;
        }
        finish(0, QString());
        return;
    }
    if (m_sinceStart.elapsed() > qint64(m_timeoutSeconds) * 1000)
        finish(1, QCoreApplication::translate("Screenshot", "Nothing finished loading within %n second(s).",
                                              nullptr, m_timeoutSeconds));
}

void ScreenshotRunner::finish(int exitCode, const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_poll.stop();
    emit done(exitCode, message);
}

} // namespace webshop::shell
