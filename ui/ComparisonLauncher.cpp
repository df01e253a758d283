#include "ui/ComparisonLauncher.h"

#include "ui/StoreComparisonDialog.h"

namespace webshop::ui {

ComparisonLauncher::ComparisonLauncher(const Services &services, QWidget *window)
    : QObject(window)
    , m_services(services)
    , m_window(window)
{
}

StoreComparisonDialog *ComparisonLauncher::open(const values::ComparisonLines &lines, const QString &what)
{
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new StoreComparisonDialog(m_services, what, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &StoreComparisonDialog::busyChanged, this, &ComparisonLauncher::busyChanged);
    // The usual address choice, the compared store's address selected: the buyer decides.
    connect(dialog, &StoreComparisonDialog::addressChoiceRequested, this, &ComparisonLauncher::addressChoiceRequested);
    dialog->open();
    dialog->compare(lines);
    return dialog;
}

bool ComparisonLauncher::isBusy() const
{
    return m_dialog && m_dialog->isVisible() && m_dialog->isBusy();
}

StoreComparisonDialog *ComparisonLauncher::dialog() const
{
    return m_dialog;
}

} // namespace webshop::ui
