#include "ui/QuickOrderPage.h"

#include "app/control/PreferencesStore.h"
#include "app/control/QuickOrder.h"
#include "app/values/LinePrice.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/BusyTracker.h"
#include "ui/LargeAddGuard.h"
#include "ui/QuickOrderGrid.h"

#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

// The quick order page's adds: Add all (several lines: the batch summary first; one line: the
// large-add guard as everywhere), and "Add Again…" of one line that may be in the basket,
// asked first.

namespace webshop::ui {

using QM = models::QuickOrderModel;

void QuickOrderPage::addAll()
{
    m_grid->commitOpenEditor();
    if (m_asking)
        return;
    const QList<int> rows = m_controller->sendableRows();
    const int waiting = m_controller->model()->filledCount() - int(rows.size());
    if (rows.isEmpty()) {
        m_banner->showMessage(Banner::Kind::Warning, tr("Nothing to add yet: every line needs an article and a quantity."));
        return;
    }
    m_banner->clear();
    if (waiting > 0)
        m_summary->setText(tr("%Ln line(s) not sent: they need an article, a quantity, or are in the basket already.", nullptr, waiting));
    const QList<int> large = largeRows(rows);
    // Ids, not rows: the grid may change while a question is open.
    QList<quint64> ids, largeIds;
    for (int row : rows)
        (large.contains(row) ? largeIds : ids) << m_controller->model()->line(row).id;
    const QLocale locale = m_controller->model()->prices()->locale();
    if (rows.size() > 1) {
        m_asking = true;
        BatchAddSummary::ask(this, m_controller->summary(rows, large), locale,
                             [this, ids, largeIds](BatchAddSummary::Answer answer) {
                                 m_asking = false;
                                 m_grid->setFocus(Qt::OtherFocusReason); // back where the buyer was
                                 if (answer == BatchAddSummary::Answer::Cancel) {
                                     m_summary->setText(tr("Nothing was added."));
                                     return;
                                 }
                                 sendLines(answer == BatchAddSummary::Answer::Add ? ids + largeIds : ids);
                                 if (answer == BatchAddSummary::Answer::AddWithoutLarge)
                                     m_summary->setText(tr("%Ln large line(s) kept back: check the quantity, then add again.",
                                                           nullptr, int(largeIds.size())));
                             });
        return;
    }
    if (large.isEmpty()) {
        send(rows);
        return;
    }
    const models::QuickOrderLine &l = m_controller->model()->line(large.constFirst());
    const bool net = m_controller->model()->prices()->showsNet();
    // The line's price as the grid shows it (the one arithmetic, deposit included where known).
    const values::LinePrice price = m_controller->model()->linePrice(l);
    const auto money = [&](const std::optional<values::Decimal> &amount) -> std::optional<values::Money> {
        return amount ? std::optional(values::Money{*amount, l.pick.currency}) : std::nullopt;
    };
    const LargeAddGuard::Line line{l.pick.weight ? l.pick.name : tr("%1 (%2)").arg(l.pick.name, l.pick.pack), *l.quantity,
                                   l.pick.weight, money(price.gross), money(price.amount(net))};
    m_asking = true;
    LargeAddGuard::ask(this, LargeAddGuard::question(locale, {line}), [this, largeIds](bool yes) {
        m_asking = false;
        if (yes)
            sendLines(largeIds);
        else
            m_summary->setText(tr("%Ln large line(s) kept back: check the quantity, then add again.", nullptr, int(largeIds.size())));
    });
}

QList<int> QuickOrderPage::largeRows(const QList<int> &rows) const
{
    const Preferences &preferences = m_services.preferences->current();
    QList<int> large;
    for (int row : rows) {
        const models::QuickOrderLine &l = m_controller->model()->line(row);
        const values::LinePrice price = m_controller->model()->linePrice(l);
        const std::optional<values::Money> gross = price.gross ? std::optional(values::Money{*price.gross, l.pick.currency})
                                                            : std::nullopt;
        if (LargeAddGuard::isLarge(preferences, {l.pick.name, *l.quantity, l.pick.weight, gross, gross}))
            large << row;
    }
    return large;
}

void QuickOrderPage::sendLines(const QList<quint64> &lineIds)
{
    QList<int> rows;
    for (quint64 id : lineIds)
        if (const int row = m_controller->model()->rowOf(id); row >= 0)
            rows << row;
    if (!rows.isEmpty())
        send(rows);
}

void QuickOrderPage::send(const QList<int> &rows)
{
    const int sent = m_controller->add(rows);
    m_summary->setText(tr("Adding %Ln line(s)…", nullptr, sent));
    updateTotals();
    m_busy->schedule();
}

QString QuickOrderPage::addAgainQuestion(const models::QuickOrderLine &line)
{
    // "added" only where the app knows it landed; anything else may or may not be there.
    const bool added = !line.interrupted && line.result && (line.result->added || line.addState == values::AddState::Doubled);
    QString when;
    if (line.addedAt.isValid()) {
        const QDateTime at = line.addedAt.toLocalTime();
        when = at.date() == QDate::currentDate() ? QLocale().toString(at.time(), QLocale::ShortFormat)
                                                 : QLocale().toString(at, QLocale::ShortFormat);
    }
    const QString first = added ? (when.isEmpty() ? tr("This line was added.") : tr("This line was added at %1.").arg(when))
                                : (when.isEmpty() ? tr("This line may already have been added.")
                                                  : tr("This line may already have been added (at %1).").arg(when));
    return first + u' ' + tr("Adding it again may double it; the app cannot remove lines. Add again?");
}

void QuickOrderPage::addAgain(quint64 lineId)
{
    m_grid->commitOpenEditor();
    const int row = m_controller->model()->rowOf(lineId);
    if (m_asking || row < 0)
        return;
    const models::QuickOrderLine &line = m_controller->model()->line(row);
    if (!line.canAddAgain()) {
        m_banner->showMessage(Banner::Kind::Warning,
                              line.sending ? tr("This line's add is still on its way: wait for its result.")
                                           : tr("Nothing to add again: this line has not been added. Ctrl+Enter adds it."));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Add Again"), addAgainQuestion(line), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("addAgainQuestion"));
    QPushButton *again = box->addButton(tr("&Add Again"), QMessageBox::AcceptRole);
    again->setObjectName(QStringLiteral("addAgainConfirm"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(again); // Enter
    box->setEscapeButton(cancel); // Esc, and closing the window
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    m_asking = true;
    connect(box, &QMessageBox::finished, this, [this, box, again, lineId] {
        m_asking = false;
        m_grid->setFocus(Qt::OtherFocusReason); // back on the line
        if (box->clickedButton() != again) {
            m_summary->setText(tr("Not added again."));
            return;
        }
        const quint64 id = m_controller->addAgain(lineId);
        m_summary->setText(id ? tr("Adding the line again…") : tr("The line could not be added again: it changed meanwhile."));
        updateTotals();
        m_busy->schedule();
    });
    box->open();
    again->setFocus();
}

} // namespace webshop::ui
