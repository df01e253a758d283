#include "ui/ImportSummaryBar.h"

#include "app/control/ImportController.h"
#include "ui/Theme.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QToolButton>

namespace webshop::ui {

using control::ImportGroup;

namespace {
// Button ids: the groups by value, then the two special chips.
constexpr int kGroups = int(ImportGroup::NotAdded) + 1;
constexpr int kAllId = 100;
constexpr int kProblemsId = 101;
} // namespace

ImportSummaryBar::ImportSummaryBar(const control::ImportController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("importSummary"));
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(Theme::unit / 2);
    m_group = new QButtonGroup(this);
    m_group->setExclusive(true);
    addChip(QStringLiteral("chipAll"), kAllId)->setChecked(true);
    addChip(QStringLiteral("chipProblems"), kProblemsId);
    for (int g = 0; g < kGroups; ++g)
        addChip(QStringLiteral("chipGroup%1").arg(g), g);
    m_layout->addStretch(1);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        Choice c;
        c.kind = id == kAllId ? Choice::Kind::All : id == kProblemsId ? Choice::Kind::Problems : Choice::Kind::Group;
        c.group = id < kGroups ? ImportGroup(id) : ImportGroup::Ready;
        emit chosen(c);
    });
    update();
}

QAbstractButton *ImportSummaryBar::addChip(const QString &name, int id)
{
    auto *b = new QToolButton(this);
    b->setObjectName(name);
    b->setCheckable(true);
    b->setAutoRaise(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setCursor(Qt::PointingHandCursor);
    m_group->addButton(b, id);
    m_layout->addWidget(b);
    return b;
}

QString ImportSummaryBar::groupText(ImportGroup group, int n)
{
    switch (group) {
    case ImportGroup::Ready: return tr("%L1 ready").arg(n);
    case ImportGroup::Choose: return tr("%L1 to choose").arg(n);
    case ImportGroup::Duplicate: return tr("%Ln duplicate(s)", nullptr, n);
    case ImportGroup::NotFound: return tr("%L1 not found").arg(n);
    case ImportGroup::Quantity: return tr("%Ln invalid quantity(ies)", nullptr, n);
    case ImportGroup::Skipped: return tr("%L1 skipped").arg(n);
    case ImportGroup::Added: return tr("%L1 added").arg(n);
    case ImportGroup::NotAdded: return tr("%L1 not added").arg(n);
    }
    return {};
}

void ImportSummaryBar::update()
{
    QAbstractButton *all = m_group->button(kAllId);
    all->setText(tr("All %L1").arg(m_controller->rowCount()));
    int problems = 0;
    for (int i = 0; i < m_controller->rowCount(); ++i)
        problems += control::isProblem(m_controller->row(i).status);
    QAbstractButton *needs = m_group->button(kProblemsId);
    needs->setText(tr("Only problems: %L1").arg(problems));
    needs->setVisible(problems > 0 || needs->isChecked());
    for (int g = 0; g < kGroups; ++g) {
        QAbstractButton *b = m_group->button(g);
        const int n = m_controller->count(ImportGroup(g));
        b->setText(groupText(ImportGroup(g), n));
        b->setVisible(n > 0 || b->isChecked());
    }
}

void ImportSummaryBar::select(Choice choice)
{
    QAbstractButton *b = chip(choice.kind, choice.group);
    b->setVisible(true);
    b->click();
}

QAbstractButton *ImportSummaryBar::chip(Choice::Kind kind, ImportGroup group) const
{
    switch (kind) {
    case Choice::Kind::All: return m_group->button(kAllId);
    case Choice::Kind::Problems: return m_group->button(kProblemsId);
    case Choice::Kind::Group: break;
    }
    return m_group->button(int(group));
}

} // namespace webshop::ui
