#pragma once

// What the basket table shows of one line (BasketLine): the text of each column, the
// tooltips, the values of BasketModel's roles and their names, and the columns' headers, in
// the price display's mode and locale. BasketModel owns one and hands it the line a view asks
// about; this knows nothing of rows and signals. Its texts are BasketModel's (translation
// context "BasketModel").

#include "models/BasketLine.h"
#include "models/ModelServices.h"
#include "models/PriceMemory.h"

#include <QHash>
#include <QVariant>

namespace webshop::models {

class BasketColumns
{
public:
    // `services`: the model's own (its PriceDisplay set), read whenever a value is asked for.
    explicit BasketColumns(const ModelServices &services) : m_services(services) {}

    QString text(const BasketLine &line, int column) const; // Qt::DisplayRole
    QVariant toolTip(const BasketLine &line, int column) const;
    QVariant roleData(const BasketLine &line, int role) const; // BasketModel::Role
    // "Case of 6 × 1 kg · Article no. 1000081 · Pack no. 1000081-6"; empty while unresolved.
    static QString details(const BasketLine &line);
    // The unit price as shown (for PriceMemory::markShown).
    static SeenPrice shownPrice(const BasketLine &line);
    static void addRoleNames(QHash<int, QByteArray> *names);
    // A column's header (Qt::DisplayRole, Qt::ToolTipRole, Qt::TextAlignmentRole).
    QVariant header(int section, int role) const;

private:
    const ModelServices &m_services;
};

} // namespace webshop::models
