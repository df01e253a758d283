#include "ui/ListItemsTable.h"

#include "models/ListItemsModel.h"
#include "ui/GraphLinks.h"
#include "ui/PackDelegate.h"
#include "ui/PriceChangeDelegate.h"
#include "ui/QuantityDelegate.h"

namespace webshop::ui {

using IM = models::ListItemsModel;

ListItemsTable::ListItemsTable(const Services &services, StatusProvider status, QWidget *parent)
    : QTableView(parent)
    , m_items(services.listItems)
{
    setObjectName(QStringLiteral("listItemsView"));
    setAccessibleName(tr("List items"));
    setModel(m_items);
    ItemNameDelegate::setUpLinesTable(this, IM::ArticleColumn, 80);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    // The unit is said by the "kg" badge and the quantity field, the pack size by the pack's
    // name in its chooser: columns of their own would squeeze the article names.
    setColumnHidden(IM::UnitColumn, true);
    setColumnHidden(IM::PackSizeColumn, true);
    auto *names = new ItemNameDelegate(this);
    names->setImageCache(services.images);
    names->setImageUrlRole(IM::ImageUrlRole);
    names->setWeightRole(IM::WeightArticleRole);
    names->setNameLines(2);
    // Under the name: what the basket holds of the line's pack, also after an add's result.
    names->setSecondaryRole(IM::InBasketTextRole);
    names->setStatusProvider(std::move(status));
    setItemDelegateForColumn(IM::ArticleColumn, names);
    setItemDelegateForColumn(IM::BundleColumn, new PackDelegate(this));
    setItemDelegateForColumn(IM::PriceColumn, new PriceChangeDelegate(services.priceMemory, services.prices,
                                                                      {IM::PriceChangeRole, IM::BundleIdRole,
                                                                       IM::ShownPriceRole},
                                                                      this));
    setItemDelegateForColumn(IM::QuantityColumn, new QuantityDelegate([this](const QModelIndex &index) {
        emit quantityEntered(index);
    }, this));
}

ListItemsTable::~ListItemsTable()
{
    // The view's own links to the list's model go before the members (GraphLinks.h).
    cutLinks(this, {m_items});
}

void ListItemsTable::openEditors()
{
    for (int row = 0; row < m_items->rowCount(); ++row) {
        const QModelIndex pack = m_items->index(row, IM::BundleColumn);
        if (PackDelegate::hasChoice(pack))
            openPersistentEditor(pack);
        openPersistentEditor(m_items->index(row, IM::QuantityColumn));
    }
    resizeColumnToContents(IM::BundleColumn);
    resizeColumnToContents(IM::QuantityColumn);
}

} // namespace webshop::ui
