#pragma once

// Every place the UI cuts a text to fit ("Holland Select Gouda jung…") goes through elide(), so
// the screenshot text check can list what was cut on screen. Recording is off unless
// setRecording(true) (the screenshot dump turns it on); then each cut is noted with the
// widget it was painted on, the full text and the room it had.

#include <QFontMetrics>
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

namespace webshop::ui::elision {

struct Cut
{
    QPointer<const QWidget> widget; // null: painted outside a widget
    QString text;                   // in full
    int needed = 0;                 // px the full text needs
    int available = 0;              // px it got
};

// fm.elidedText(text, mode, width), noted when recording and the text did not fit.
QString elide(const QFontMetrics &fm, const QString &text, Qt::TextElideMode mode, int width,
              const QWidget *where = nullptr);

void setRecording(bool on);
bool isRecording();
// The cuts noted since the last clear(), each text once per widget.
QList<Cut> cuts();
void clear();

} // namespace webshop::ui::elision
