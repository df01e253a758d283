#include "ui/ImportProgress.h"

#include "app/control/ImportController.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace webshop::ui {

using State = control::ImportController::State;

ImportProgress::ImportProgress(control::ImportController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(240);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("importProgressText"));
    m_stop = new QPushButton(tr("&Stop Checking"), this);
    m_stop->setObjectName(QStringLiteral("importStop"));
    m_stop->setAutoDefault(false);
    connect(m_stop, &QPushButton::clicked, m_controller, &control::ImportController::cancel);
    h->addWidget(m_progress);
    h->addWidget(m_text, 1);
    h->addWidget(m_stop);
    connect(m_controller, &control::ImportController::progress, this, &ImportProgress::showChecked);
    connect(m_controller, &control::ImportController::addProgress, this, &ImportProgress::showAdded);
}

void ImportProgress::showState()
{
    const State state = m_controller->state();
    setVisible(state == State::Checking || state == State::Adding);
    m_stop->setVisible(state == State::Checking);
    if (state == State::Checking) {
        m_progress->setRange(0, 0);
        m_text->setText(tr("Checking the lines with the shop…"));
    }
}

void ImportProgress::showChecked(int done, int total, double rate, int secondsLeft)
{
    // A few times a second is enough for the eye; a label's new text costs a layout.
    if (m_controller->state() != State::Checking || (m_shown.isValid() && m_shown.elapsed() < 150 && done < total))
        return;
    m_shown.start();
    m_progress->setRange(0, qMax(total, 1));
    m_progress->setValue(done);
    QString text = tr("Checked %L1 of %L2 lines").arg(done).arg(total);
    if (rate > 0)
        text += QStringLiteral(" · ") + tr("%L1 lines per second").arg(qRound(rate));
    if (secondsLeft >= 0 && done < total)
        text += QStringLiteral(" · ") + tr("about %n second(s) left", nullptr, qMax(secondsLeft, 1));
    m_text->setText(text);
}

void ImportProgress::showAdded(int done, int total)
{
    m_progress->setRange(0, qMax(total, 1));
    m_progress->setValue(done);
    m_text->setText(tr("Adding line %L1 of %L2 to the basket…").arg(qMin(done + 1, total)).arg(total));
}

} // namespace webshop::ui
