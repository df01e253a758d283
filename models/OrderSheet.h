#pragma once

// An order sheet as plain values: who orders (customer, delivery address, store, date) and
// the lines (article number, name, pack, quantity, unit price, net, VAT, deposit, gross).
// Every page that shows order lines (basket, personal list, quick-order grid) turns them
// into a list of SheetLine; printing, PDF and CSV export take that list and nothing else.

#include "app/values/Types.h"

#include <QDate>
#include <QList>
#include <QString>

namespace webshop::models {

class BasketModel;
class ListItemsModel;
class QuickOrderModel;

struct SheetHeader
{
    QString title;    // what is printed: "Basket", "List: Weekly order", "Quick order"
    QString customer; // name, and the customer number on a second line
    QString address;  // the delivery address on one line
    QString store;
    QDate date;
};

// One order line. Net and gross include the deposit (they add up to the totals); the unit
// price is net, without deposit. Any amount may be unknown (the server gave none).
struct SheetLine
{
    QString articleNo; // the bundle id: what the webshop and an order file order by
    QString name;
    QString pack;      // "Case of 6 × 1 kg"
    values::Decimal quantity;
    bool weight = false; // quantity in kg
    values::OptionalMoney unitNet, net, vat, deposit, gross;
    // A count sheet's line (an order guide): where it stands, its par, what it is counted in.
    QString position;
    std::optional<values::Decimal> par;
    QString countUnit;
    friend bool operator==(const SheetLine &, const SheetLine &) = default;
};

struct SheetTotals
{
    values::OptionalMoney net, vat, deposit, gross;
    int unpricedLines = 0; // lines without a net amount (not in the totals)
    int depositUnknownLines = 0; // priced lines whose deposit is not known (their amounts are the goods')
};

struct OrderSheet
{
    SheetHeader header;
    QList<SheetLine> lines;
    SheetTotals totals;
    // A count sheet (an order guide in walking order): position, article, pack, par and a wide
    // blank "On hand" column to write in; no prices, no totals.
    bool countSheet = false;
};

// The basket's lines in the basket's order (a line the cache cannot name yet keeps its id
// as name and article number).
QList<SheetLine> basketSheetLines(const BasketModel &basket);
// The server's totals of the basket (they may differ from a sum of rounded lines).
SheetTotals basketSheetTotals(const BasketModel &basket);
// The rows of a personal list that can be ordered: with a bundle and a quantity above 0.
// Amounts by the one arithmetic (app/values/LinePrice.h) from the catalogue's unit prices
// (deposit not known: the list does not say it).
QList<SheetLine> listSheetLines(const ListItemsModel &list);
// The quick order grid's lines that can be ordered: resolved, with a quantity above 0.
// Amounts as the grid shows them (QuickOrderModel::linePrice: the basket's figures where it
// holds the line, else the one arithmetic with the deposit the basket shows for the pack).
QList<SheetLine> quickOrderSheetLines(const QuickOrderModel &grid);
// Column sums; an amount no line knows stays unknown.
SheetTotals sumSheetLines(const QList<SheetLine> &lines);
// A sheet of lines that carry their own amounts (a list, the quick-order grid).
OrderSheet makeOrderSheet(const SheetHeader &header, const QList<SheetLine> &lines);

} // namespace webshop::models
