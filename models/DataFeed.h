#pragma once

// A model's one way to its data besides its own requests: owned by the model, over the shared
// DataSource (ModelServices::source, may be null). It says whether the server is to be asked at
// all (readsSaved(): offline, the saved copy answers and nothing is sent), hands the saved copies,
// keeps where what the model shows came from and how old it is (provenance()), and tells the
// model when the offline state changes, so that the model reloads or falls back by itself.

#include "models/DataSource.h"

#include <QObject>
#include <QPointer>

namespace webshop::models {

class DataFeed : public QObject
{
    Q_OBJECT
public:
    explicit DataFeed(DataSource *source, QObject *parent = nullptr);

    // Offline: read the saved copy, send nothing.
    bool readsSaved() const { return m_source && m_source->readsSaved(); }
    // The saved copies (null without a source).
    const DataSource *saved() const { return m_source; }
    QString addRefusal() const { return m_source ? m_source->addRefusal() : QString(); }

    const Provenance &provenance() const { return m_provenance; }
    void setLive() { set(Provenance::live()); }
    void set(const Provenance &provenance);
    void reset() { set({}); }

signals:
    void provenanceChanged();
    void wentOffline(); // show the saved copy of what failed
    void backOnline();  // load again from the server
    void withdrawn();   // drop the saved copies on screen
    void contextChanged(); // another store or language: read again
    void customerGone();   // no customer: drop everything shown

private:
    QPointer<DataSource> m_source;
    Provenance m_provenance;
};

} // namespace webshop::models
