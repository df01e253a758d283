#include "ui/Elision.h"

namespace webshop::ui::elision {

namespace {
struct Recorder
{
    bool on = false;
    QList<Cut> cuts;
};

Recorder &recorder()
{
    static Recorder r;
    return r;
}
} // namespace

QString elide(const QFontMetrics &fm, const QString &text, Qt::TextElideMode mode, int width, const QWidget *where)
{
    const QString shown = fm.elidedText(text, mode, width);
    Recorder &r = recorder();
    if (!r.on || shown == text)
        return shown;
    for (const Cut &cut : std::as_const(r.cuts))
        if (cut.widget == where && cut.text == text)
            return shown;
    r.cuts.append(Cut{where, text, fm.horizontalAdvance(text), width});
    return shown;
}

void setRecording(bool on)
{
    recorder().on = on;
}

bool isRecording()
{
    return recorder().on;
}

QList<Cut> cuts()
{
    return recorder().cuts;
}

void clear()
{
    recorder().cuts.clear();
}

} // namespace webshop::ui::elision
