#pragma once

// Compare Stores: the dialog for the lines a page hands over (the basket's, a list's, the
// quick order's), one at a time. Nothing here changes the delivery address: the buyer does
// that in the address choice, as always (addressChoiceRequested).

#include "app/values/ComparisonLine.h"
#include "ui/Services.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace webshop::ui {

class StoreComparisonDialog;

class ComparisonLauncher : public QObject
{
    Q_OBJECT
public:
    ComparisonLauncher(const Services &services, QWidget *window);

    // Opens the comparison of the lines (a dialog owned by the window); `what` names them.
    StoreComparisonDialog *open(const values::ComparisonLines &lines, const QString &what);
    StoreComparisonDialog *dialog() const;
    bool isBusy() const;

signals:
    void busyChanged();
    void addressChoiceRequested(int addressIndex);

private:
    Services m_services;
    QWidget *m_window;
    QPointer<StoreComparisonDialog> m_dialog;
};

} // namespace webshop::ui
