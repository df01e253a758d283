// The history's answers to an add whose outcome is not known: "Check Again" (a basket read
// settles it) and "Add Again Anyway…" (asks first, saying what it risks).

#include "ui/AddHistoryDialog.h"

#include "app/control/AddHistoryModel.h"
#include "app/control/BasketAdds.h"
#include "app/values/LinePrice.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

namespace webshop::ui {

using control::AddHistoryModel;

void AddHistoryDialog::checkAgain()
{
    const QList<quint64> ids = selectedNotKnown();
    if (!m_services.adds || ids.isEmpty())
        return;
    if (m_services.adds->checkAgain(ids))
        m_banner->showMessage(Banner::Kind::Info, tr("Reading the basket again…"));
    else
        m_banner->showMessage(Banner::Kind::Warning, tr("These adds cannot be checked now: sign in with this "
                                                        "customer and delivery address first."));
    updateActions();
}

QString AddHistoryDialog::addAgainQuestion(const control::AddHistoryRow &row) const
{
    const QLocale loc = m_services.prices ? m_services.prices->locale() : locale();
    const QString what = row.pack.isEmpty() ? (row.name.isEmpty() ? row.bundleId : row.name)
                                            : tr("%1 (%2)").arg(row.name.isEmpty() ? row.bundleId : row.name, row.pack);
    const QString when = row.when.toLocalTime().date() == QDate::currentDate()
        ? loc.toString(row.when.toLocalTime().time(), QLocale::ShortFormat)
        : loc.toString(row.when.toLocalTime(), QLocale::ShortFormat);
    QString price;
    if (row.unitGross)
        price = tr(" for %1").arg(models::formatMoney(loc, *values::computeLine(values::UnitPrices::of(row.unitNet, row.unitGross, row.currency),
                                                                            row.amount).goodsGross,
                                                      row.currency.isEmpty() ? QStringLiteral("EUR") : row.currency));
    return tr("Add %1 × %2%3 to the basket again?").arg(row.amount.toLocaleString(loc), what, price) + u"\n\n"
        + tr("It is not known whether the add of %1 reached the basket. If it did, the basket will hold it twice, "
             "and this app cannot remove lines: you would have to correct it in the webshop. Check Again first "
             "when you are not sure.")
              .arg(when);
}

void AddHistoryDialog::addAgainAnyway()
{
    const QList<quint64> ids = selectedNotKnown();
    if (!m_services.adds || ids.size() != 1)
        return;
    const int r = m_model->rowOfId(ids.first());
    if (r < 0)
        return;
    const quint64 id = ids.first();
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Add Again Anyway"), addAgainQuestion(m_model->row(r)),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("addAgainAnywayQuestion"));
    QPushButton *again = box->addButton(tr("&Add Again"), QMessageBox::AcceptRole);
    again->setObjectName(QStringLiteral("addAgainAnywayConfirm"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    // The safe answer is the default: Enter and Esc cancel, Alt+A adds.
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, again, id] {
        m_table->setFocus(Qt::OtherFocusReason);
        if (box->clickedButton() != again) {
            m_banner->showMessage(Banner::Kind::Info, tr("Not added again."));
            return;
        }
        const quint64 added = m_services.adds ? m_services.adds->addAgain(id) : 0;
        if (added)
            m_banner->showMessage(Banner::Kind::Info, tr("Adding it again… Its outcome appears at the top of the list."));
        else
            m_banner->showMessage(Banner::Kind::Warning, tr("It could not be added again: sign in with this customer "
                                                            "and delivery address, and wait until it is settled."));
    });
    box->open();
    cancel->setFocus();
}

} // namespace webshop::ui
