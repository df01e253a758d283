#include "models/DataFeed.h"

namespace webshop::models {

DataFeed::DataFeed(DataSource *source, QObject *parent)
    : QObject(parent)
    , m_source(source)
{
    if (!source)
        return;
    connect(source, &DataSource::readsSavedChanged, this, [this](bool saved) {
        if (saved)
            emit wentOffline();
        else
            emit backOnline();
    });
    connect(source, &DataSource::withdrawn, this, &DataFeed::withdrawn);
    connect(source, &DataSource::contextChanged, this, &DataFeed::contextChanged);
    connect(source, &DataSource::customerGone, this, &DataFeed::customerGone);
}

void DataFeed::set(const Provenance &provenance)
{
    if (provenance == m_provenance)
        return;
    m_provenance = provenance;
    emit provenanceChanged();
}

} // namespace webshop::models
