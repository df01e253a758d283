#pragma once

// The article beside the results: image, name, and every bundle (pack size) with its
// description, pack size, net / VAT / gross unit price, a validated quantity and "Add to basket".
// Shows what the add is doing: sending, "checking basket…", added, or why it failed. An add
// above the large-add limits (Preferences) is sent only once the buyer confirms it.

#include "app/values/AddState.h"
#include "app/values/Decimal.h"
#include "models/PackAddWords.h"
#include "ui/Services.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace webshop::models { class BasketQuantities; }

namespace webshop::ui {

class Banner;
class BundleRow;
class EmptyState;
class Spinner;

class ArticleDetailsPane : public QWidget
{
    Q_OBJECT
public:
    explicit ArticleDetailsPane(const Services &services, QWidget *parent = nullptr);
    ~ArticleDetailsPane() override;

    // True while the details load, the image loads, or an add is being sent or checked.
    bool isBusy() const;
    QSize minimumSizeHint() const override;
    // Moves the keyboard focus to the first bundle's quantity field.
    void focusQuantity();
    int bundleRowCount() const;
    BundleRow *bundleRow(int row) const;

signals:
    void busyChanged();
    // An add finished (for the status bar).
    void addFinished(bool ok, const QString &message);

private:
    void ensureContent();
    void buildContent();
    void rebuildBundles();
    void updateArticle();
    void updateImage();
    void updateState();
    void updatePrices();
    void showDeposits(); // the deposit per pack the basket shows, on each pack
    void add(BundleRow *row);
    void send(const QString &bundleId, values::Decimal quantity, bool weight);
    void onAddState(quint64 ticket, values::AddState state, const QString &message);
    void showWord(const QString &bundleId);

    Services m_services;
    EmptyState *m_empty = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_image = nullptr;
    QLabel *m_name = nullptr;
    QLabel *m_meta = nullptr;
    Spinner *m_spinner = nullptr;
    Banner *m_banner = nullptr;
    QVBoxLayout *m_bundleLayout = nullptr;
    QLabel *m_depositNote = nullptr;
    models::BasketQuantities *m_basketHoldings = nullptr; // built with the first rows
    QList<BundleRow *> m_rows;
    models::PackAddWords m_adds; // what each pack's row says of the adds made from it
    bool m_asking = false; // the large-add question is open
};

} // namespace webshop::ui
