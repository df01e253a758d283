#pragma once

// The basket as a full page: lines with picture, name, quantity, unit and line prices,
// deposit, VAT and gross; a totals footer. The API cannot change or remove lines or check
// out: the page says so and offers "Continue to checkout in the webshop".

#include "ui/Services.h"

#include "ui/Page.h"

#include <QTimer>
#include <functional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace webshop::ui {

class Banner;
class BusyTracker;
class EmptyState;
class PageHeader;

class BasketPage : public Page
{
    Q_OBJECT
public:
    explicit BasketPage(const Services &services, QWidget *parent = nullptr);
    ~BasketPage() override;

    bool isBusy() const override;
    void refresh() override;
    std::optional<models::OrderSheet> orderSheet(models::SheetHeader header) const override;

    // Seam for tests: how "Continue to checkout" opens the webshop (default
    // QDesktopServices::openUrl).
    using UrlOpener = std::function<bool(const QUrl &)>;
    static void setUrlOpener(UrlOpener opener);
    QUrl checkoutUrl() const;
    QTableView *table() const { return m_table; }
    Banner *banner() const { return m_errorBanner; }
    // Totals as shown (for tests and accessibility).
    QString totalText() const;

private:
    void openCheckout();
    void buildHeader(int spacing);
    QTableView *buildTable(QWidget *parent);
    void buildTotals();
    void connectModel();
    void updateState();
    void updateTotals();
    void updateSynced();
    void scheduleBusyCheck();

    Services m_services;
    PageHeader *m_header = nullptr;
    QToolButton *m_refresh = nullptr;
    QToolButton *m_compare = nullptr;
    Banner *m_notice = nullptr;
    Banner *m_errorBanner = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTableView *m_table = nullptr;
    EmptyState *m_empty = nullptr;
    QWidget *m_footer = nullptr;
    QLabel *m_netValue = nullptr;
    QLabel *m_vatValue = nullptr;
    QLabel *m_depositValue = nullptr;
    QLabel *m_depositLabel = nullptr;
    QLabel *m_grossLabel = nullptr;
    QLabel *m_grossValue = nullptr;
    QLabel *m_totalLabel = nullptr;
    QLabel *m_totalValue = nullptr;
    QTimer m_syncedTimer;
    BusyTracker *m_busy = nullptr;
};

} // namespace webshop::ui
