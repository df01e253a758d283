#pragma once

// What this computer keeps of the buyer's history, in the window: View → Added to Basket… (the
// add ledger), View → Price Changes… (the price history), the start-up banner that tells what
// happened to the adds that were on their way when the app closed, and Forget Local Data.

#include "ui/Services.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace webshop::ui {

class AddHistoryDialog;
class Banner;

class HistoryActions : public QObject
{
    Q_OBJECT
public:
    // recoveryParent: where the recovery banner goes (the window's banner column).
    HistoryActions(const Services &services, QWidget *window, QWidget *recoveryParent);
    ~HistoryActions() override;

    AddHistoryDialog *openAddHistory();
    AddHistoryDialog *addHistoryDialog() const;
    // What happened to the adds that were on their way when the app closed (shown once).
    Banner *recoveryBanner() const { return m_recoveryBanner; }
    void openPriceChanges();
    // The add history (except adds still on their way) and the price history on this
    // computer: the customer's, or everybody's. The Preferences dialog is told when it is done.
    void forgetLocalData(bool customerOnly);

private:
    void tellForgotten(bool ok);

    Services m_services;
    QWidget *m_window;
    Banner *m_recoveryBanner;
    QPointer<AddHistoryDialog> m_addHistory;
};

} // namespace webshop::ui
