#pragma once

// Order guides on this computer (values::OrderGuide: the API has no such fields), one JSON file
// per server, customer and store under <AppDataLocation>/guides, each guide by its list id;
// written with QSaveFile (a crash leaves the old file or the new one, never half of one).
// Nothing secret is in it. Also: a guide shared as CSV (pack number, par, position, note, in
// walking order; read with the order-file reader's rules), and what a line's pack was ordered
// before, from the add ledger (the last adds and a suggested par).

#include "app/values/OrderGuide.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>

namespace webshop::localstore { struct LedgerEntry; struct StoreKey; }

namespace webshop::control {

class OrderGuides
{
    Q_DECLARE_TR_FUNCTIONS(webshop::control::OrderGuides)
public:
    // `folder` empty: <AppDataLocation>/guides.
    explicit OrderGuides(const QString &folder = {});

    // The lists of this customer and store that are guides.
    QStringList guideListIds(const localstore::StoreKey &key) const;
    std::optional<values::OrderGuide> guide(const localstore::StoreKey &key, const QString &listId) const;
    // false with `error` when the file cannot be written (the guide on screen is kept).
    bool save(const localstore::StoreKey &key, const values::OrderGuide &guide, QString *error = nullptr);
    bool remove(const localstore::StoreKey &key, const QString &listId);
    // When the guide was last ordered (the reminder's "not ordered today"); invalid: never.
    QDateTime lastOrdered(const localstore::StoreKey &key, const QString &listId) const;
    bool setLastOrdered(const localstore::StoreKey &key, const QString &listId, const QDateTime &when);

    QString fileFor(const localstore::StoreKey &key) const;

    // CSV: bundle_id, par, position, note (stable English names), one row per line in walking
    // order, the locale's separator and decimal mark.
    static QByteArray toCsv(const values::OrderGuide &guide, const QLocale &locale);
    struct CsvRead
    {
        QList<values::GuideLine> lines; // bundle id, par, shelf and note; names come from the shop
        QStringList problems;           // "Line 4: …", one per line left out
    };
    static CsvRead fromCsv(const QByteArray &bytes, const QLocale &locale);

private:
    QJsonObject read(const localstore::StoreKey &key) const;
    bool write(const localstore::StoreKey &key, const QJsonObject &root, QString *error);

    QString m_folder;
};

// What a guide line's pack was ordered before through this app (the ledger's adds that landed:
// in the basket, or confirmed by the server).
struct GuideLineHistory
{
    struct Add
    {
        QDateTime when;
        values::Decimal amount;
    };
    QList<Add> lastAdds; // newest first, at most three
    // The largest amount added on one day over the weeks looked at, rounded up to whole packs
    // (kg: to the step): a par that covers the busiest day seen. Nothing with fewer than two
    // days of adds (too little to go on). Shown beside the par; applied only when taken.
    std::optional<values::Decimal> suggestedPar;
};
GuideLineHistory guideLineHistory(const QList<localstore::LedgerEntry> &entries, const values::GuideLine &line,
                                  const QDateTime &now, int weeks = 4);

} // namespace webshop::control
