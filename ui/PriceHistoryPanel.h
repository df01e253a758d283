#pragma once

// The price history of the article in the details pane: one small chart per pack (net or gross
// as switched, the last 90 days), read from control::PriceHistory. Hidden without a local store.
// The prices of the article shown count as seen by the buyer (for the change badges).

#include "ui/Services.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace webshop::ui {

class PriceChart;

class PriceHistoryPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kDays = 90;

    explicit PriceHistoryPanel(const Services &services, QWidget *parent = nullptr);
    ~PriceHistoryPanel() override;

    int chartCount() const { return int(m_charts.size()); }
    PriceChart *chart(int index) const { return m_charts.value(index); }
    // Reads the history again (soon: several triggers in a row read once).
    void scheduleRefresh() { m_refresh.start(); }
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rebuild(const QStringList &bundleIds);
    void markShown() const;

    Services m_services;
    QVBoxLayout *m_rows = nullptr;
    QList<QLabel *> m_captions;
    QList<PriceChart *> m_charts;
    QStringList m_bundleIds;
    QTimer m_refresh;
};

} // namespace webshop::ui
