#pragma once

// The buyer's order history: what this app added to the basket of the signed-in customer and
// store, when, at which price, from where, with its outcome (View → Added to Basket…). A table
// over the add ledger (BasketAdds::ledger()), read again whenever the ledger changes; filtered
// by days, text and outcome; exported as CSV with stable columns.

#include "app/values/AddState.h"
#include "app/values/Decimal.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QPointer>
#include <QTimer>
#include <optional>

namespace webshop::control {

class BasketAdds;

// One add as the history shows it.
struct AddHistoryRow
{
    quint64 id = 0;
    QDateTime when;
    QString name;
    QString bundleId;
    QString pack;
    values::Decimal amount;
    bool weight = false; // the amount is in kg
    std::optional<values::Decimal> unitNet;
    std::optional<values::Decimal> unitGross;
    QString currency;
    QString source;    // "pane", "list", "quickorder", "import", …
    QString sourceRef; // "line 14" of a file, a list id, a quick-order line
    values::AddState state = values::AddState::Queued;
    QString message;
    quint64 againOf = 0;
};

class AddHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { When, Article, Pack, Quantity, UnitPrice, LineGross, Source, Outcome, Message, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, StateRole, NotKnownRole };
    // What the outcome filter offers.
    enum class Filter { All, InBasket, NotKnown, NotAdded, OnItsWay };
    Q_ENUM(Filter)

    explicit AddHistoryModel(BasketAdds *adds, QObject *parent = nullptr);
    ~AddHistoryModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Days from `from` to `to`, both included (local time); an invalid date leaves that end open.
    void setDays(QDate from, QDate to);
    void setSearchText(const QString &text);
    void setFilter(Filter filter);
    Filter filter() const { return m_filter; }
    void setLocale(const QLocale &locale);

    const AddHistoryRow &row(int row) const { return m_rows.at(row); }
    int rowOfId(quint64 id) const;
    // Reads the ledger again (also on every ledger change, coalesced).
    void refresh();

    // The rows shown, as CSV: UTF-8 with a BOM, CRLF, the locale's separator and decimal mark,
    // stable English column names and state codes (csvHeader()), times in ISO 8601.
    QByteArray toCsv() const;
    static QStringList csvHeader();

    // The buyer's words for an outcome ("In the basket", "Not known"), and for where an add
    // came from ("Quick order", "Order file, line 14").
    static QString outcomeText(values::AddState state);
    static QString sourceText(const QString &source, const QString &sourceRef);
    static bool isNotKnown(values::AddState state);

signals:
    void refreshed();

private:
    bool passes(const AddHistoryRow &row) const;
    QString moneyText(const std::optional<values::Decimal> &amount, const QString &currency) const;
    std::optional<values::Decimal> lineGross(const AddHistoryRow &row) const;

    QPointer<BasketAdds> m_adds;
    QList<AddHistoryRow> m_rows;
    QDate m_from;
    QDate m_to;
    QString m_text;
    Filter m_filter = Filter::All;
    QLocale m_locale;
    QTimer m_coalesce;
};

} // namespace webshop::control
