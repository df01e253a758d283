#include "ui/ImportDialog.h"

#include "app/control/ImportController.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/PriceDisplay.h"
#include "ui/OfflineAdds.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/ImportSummaryBar.h"

#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

// The import preview's adds: Alt+A asks the batch summary first (lines, packs, gross, what the
// basket holds already; Enter adds, Esc cancels). A file added before to the same customer and
// store says so before anything is sent (the banner), Add then skips what is in the basket and
// holds back what may be; "Add Those Lines Again…" asks before it sends the whole file anew.

namespace webshop::ui {

using control::ImportStatus;
using State = control::ImportController::State;

namespace {
QLocale localeOf(const Services &services)
{
    return services.prices ? services.prices->locale() : QLocale();
}
} // namespace

void ImportDialog::askAdd(bool again)
{
    if (m_asking || m_controller->state() != State::Checked)
        return;
    const QList<models::BatchAddLine> lines = m_controller->pendingAdds(again);
    if (lines.isEmpty())
        return;
    if (lines.size() == 1) {
        m_controller->addToBasket(again);
        return;
    }
    const models::BatchAddSummary summary = models::BatchAddSummary::of(lines, models::readBasketHoldings(m_services.basket));
    m_asking = true;
    const QPointer<ImportDialog> self(this);
    BatchAddSummary::ask(this, summary, localeOf(m_services), [self, again](BatchAddSummary::Answer answer) {
        if (!self)
            return;
        self->m_asking = false;
        self->m_table->setFocus(Qt::OtherFocusReason);
        if (answer == BatchAddSummary::Answer::Cancel) {
            self->m_hint->setText(tr("Nothing was added."));
            return;
        }
        self->m_controller->addToBasket(again, answer == BatchAddSummary::Answer::AddWithoutLarge);
    });
}

QString ImportDialog::addedOnText(const control::ImportRerun &rerun) const
{
    const QDateTime at = rerun.addedAt.toLocalTime();
    const QLocale locale = localeOf(m_services);
    return at.date() == QDate::currentDate() ? tr("today at %1").arg(locale.toString(at.time(), QLocale::ShortFormat))
                                             : locale.toString(at, QLocale::ShortFormat);
}

void ImportDialog::askAgain()
{
    if (m_asking || m_controller->state() != State::Checked)
        return;
    const control::ImportRerun rerun = m_controller->rerun();
    QStringList text{tr("This file was added to this basket %1.").arg(addedOnText(rerun))};
    if (rerun.alreadyAdded > 0)
        text << tr("Adding it again puts %Ln line(s) that are in the basket there a second time.", nullptr,
                   rerun.alreadyAdded);
    if (rerun.heldBack > 0)
        text << tr("%Ln line(s) may have arrived then: they may be there twice.", nullptr, rerun.heldBack);
    text << tr("The app cannot remove lines or lower quantities afterwards. Add the lines again?");
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Add Those Lines Again"), text.join(u' '), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("importAgainQuestion"));
    QPushButton *yes = box->addButton(tr("&Add Again…"), QMessageBox::AcceptRole);
    yes->setObjectName(QStringLiteral("importAgainConfirm"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(yes);  // Enter: the buyer chose "Again" already; the summary follows
    box->setEscapeButton(cancel); // Esc, and closing the window
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    m_asking = true;
    connect(box, &QMessageBox::finished, this, [this, box, yes] {
        m_asking = false;
        m_table->setFocus(Qt::OtherFocusReason);
        if (box->clickedButton() == yes)
            askAdd(true);
        else
            m_hint->setText(tr("Nothing was added."));
    });
    box->open();
    yes->setFocus();
}

void ImportDialog::showOutcome()
{
    const int added = m_controller->count(ImportStatus::Added);
    const int before = m_controller->count(ImportStatus::AlreadyAdded);
    const int notAdded = m_controller->rowCount() - added - before - m_controller->count(ImportStatus::Skipped)
        - m_controller->count(ImportStatus::Merged);
    const QString text = tr("%Ln line(s) added to the basket.", nullptr, added) + u' '
        + (before > 0 ? tr("%Ln line(s) were in the basket from an earlier run of this file and were not sent again.",
                           nullptr, before) + u' '
                      : QString())
        + (notAdded > 0 ? tr("%Ln line(s) not added: each says why. Save the report to keep the list.", nullptr, notAdded)
                        : tr("Every line of the file is in the basket."));
    m_banner->showMessage(notAdded > 0 ? Banner::Kind::Warning : Banner::Kind::Success, text);
    m_summary->select({ImportSummaryBar::Choice::Kind::All, control::ImportGroup::Ready});
    m_close->setDefault(true);
    m_close->setFocus();
}

void ImportDialog::showRerun()
{
    const control::ImportRerun rerun = m_controller->rerun();
    const bool offerAgain = m_controller->state() == State::Checked && rerun.alreadyAdded + rerun.heldBack > 0;
    m_again->setVisible(offerAgain);
    OfflineAdds::apply(m_again, offerAgain, OfflineAdds::isOffline(m_services.offline));
    if (m_controller->state() != State::Checked || !rerun.isRerun() || m_controller->wasCancelled())
        return;
    QStringList text{tr("This file was added to this basket %1:").arg(addedOnText(rerun))};
    if (rerun.alreadyAdded > 0)
        text << tr("%Ln line(s) are already in the basket and will be skipped.", nullptr, rerun.alreadyAdded);
    if (rerun.heldBack > 0)
        text << tr("%Ln line(s) were sent then without a sure answer: they are held back until you have checked "
                   "the basket.", nullptr, rerun.heldBack);
    if (rerun.toAdd > 0)
        text << tr("%Ln line(s) were not added then and will be added now.", nullptr, rerun.toAdd);
    if (offerAgain)
        text << tr("\"Add Those Lines Again…\" adds the whole file anew.");
    m_banner->showMessage(rerun.heldBack > 0 ? Banner::Kind::Warning : Banner::Kind::Info, text.join(u' '));
}

} // namespace webshop::ui
