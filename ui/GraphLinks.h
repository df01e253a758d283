#pragma once

// The end of a widget's connections to the object graph, made explicit.
//
// The object graph (control::ObjectGraph: the models and the controllers in Services) outlives
// every widget, and it keeps emitting while a widget is torn down. Destroying a visible window
// hides it in ~QWidget: the focus leaves an open cell editor, the editor commits its text, the
// model announces new totals. A connection whose receiver or context is the widget itself is
// only cut by ~QObject, after that: its slot or lambda then runs on an object whose own
// destructor has finished and whose members are gone (only the QWidget part is left; UBSan's
// vptr check reports it, a release build reads freed members).
//
// So every widget that connects to the graph cuts those connections first thing in its
// destructor, before its members go: cutGraphLinks(this, m_services). Objects it connects to
// that the graph does not own (a dialog's own controller or model) are named as `more`.

#include "ui/Services.h"

#include <QList>
#include <initializer_list>

class QObject;

namespace webshop::ui {

// Every object of the graph a widget can reach through Services: the models and controllers
// and the objects they own (QuickOrder's model, the article's packs, …).
QList<const QObject *> graphObjects(const Services &services);

// Cuts every connection from `senders` to `receiver` (slots of it, and lambdas with it as their
// context). Returns how many senders still had one (tests).
int cutLinks(const QObject *receiver, const QList<const QObject *> &senders);

inline int cutGraphLinks(const QObject *receiver, const Services &services,
                         std::initializer_list<const QObject *> more = {})
{
    return cutLinks(receiver, graphObjects(services) + QList<const QObject *>(more));
}

} // namespace webshop::ui
