#include "ui/ListsSidebar.h"

#include "models/PersonalListsModel.h"
#include "ui/EmptyState.h"
#include "ui/Theme.h"

#include <QLabel>
#include <QListView>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace webshop::ui {

using LM = models::PersonalListsModel;

ListsSidebar::ListsSidebar(LM *lists, QWidget *parent)
    : QWidget(parent)
    , m_lists(lists)
{
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    auto *sv = new QVBoxLayout(this);
    sv->setContentsMargins(12, 16, 12, 12);
    sv->setSpacing(Theme::unit);
    auto *sideTitle = new QLabel(tr("LISTS"), this);
    sideTitle->setFont(Theme::semibold(Theme::small(font())));
    Theme::setMuted(sideTitle);
    sideTitle->setContentsMargins(8, 0, 0, 0);
    sv->addWidget(sideTitle);
    m_stack = new QStackedWidget(this);
    m_view = new QListView(m_stack);
    m_view->setObjectName(QStringLiteral("listsView"));
    m_view->setAccessibleName(tr("Personal lists"));
    m_view->setModel(m_lists);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setSpacing(1);
    m_view->setStyleSheet(QStringLiteral("QListView { background: transparent; }"
                                         "QListView::item { padding: 8px 8px; border-radius: 6px; color: %1; }"
                                         "QListView::item:hover { background: %2; }"
                                         "QListView::item:selected { background: %3; color: %4; }")
                              .arg(palette().color(QPalette::Text).name(), Theme::tint(Theme::accent(), 0.08).name(),
                                   Theme::accent().name(), Theme::accentText().name()));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setTextElideMode(Qt::ElideRight);
    m_empty = new EmptyState(m_stack);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);
    sv->addWidget(m_stack, 1);
    connect(m_empty, &EmptyState::actionTriggered, m_lists, &LM::refresh);
}

void ListsSidebar::showState()
{
    const LM::State state = m_lists->state();
    if (m_lists->rowCount() > 0) {
        m_stack->setCurrentWidget(m_view);
        if (!m_view->currentIndex().isValid())
            m_view->setCurrentIndex(m_lists->index(0));
        return;
    }
    switch (state) {
    case LM::State::Loading: m_empty->set(QStringLiteral("list-details"), tr("Loading lists…"), QString()); break;
    case LM::State::Error:
        m_empty->set(QStringLiteral("alert-circle"), tr("Lists not loaded"), m_lists->errorString(), tr("Retry"));
        break;
    default:
        m_empty->set(QStringLiteral("list-details"), tr("No lists yet"), tr("Lists you keep in the webshop appear here."));
        break;
    }
    m_stack->setCurrentWidget(m_empty);
}

} // namespace webshop::ui
