#include "ui/ListsHeader.h"

#include "ui/Icons.h"
#include "ui/SavedMark.h"

#include <QLabel>
#include <QToolButton>

namespace webshop::ui {

namespace {
// A tool button of the page header: icon and words.
QToolButton *headerButton(QWidget *parent, QStringView name, QStringView icon, const QString &text, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(name.toString());
    button->setIcon(Icons::icon(icon.toString()));
    button->setText(text);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAutoRaise(true);
    button->setToolTip(tip);
    return button;
}
} // namespace

ListsHeader::ListsHeader(int spacing, control::OfflineCache *offline, QWidget *parent)
    : PageHeader(spacing, parent)
{
    title()->setObjectName(QStringLiteral("listTitle"));
    addTrailing(new SavedMark(offline, control::OfflineCache::View::List, this));
    subtitle()->setObjectName(QStringLiteral("listsSubtitle"));
    m_compare = headerButton(this, u"listsCompare", u"map-pin", tr("Compare Stores…"),
                             tr("The prices of this list at every store of your delivery addresses"));
    connect(m_compare, &QToolButton::clicked, this, &ListsHeader::compareClicked);
    addTrailing(m_compare);
    m_guide = headerButton(this, u"listsUseAsGuide", u"clipboard-list", tr("Use as Order Guide"),
                           tr("Count the store room against par levels and order what is missing (Ctrl+5)"));
    connect(m_guide, &QToolButton::clicked, this, &ListsHeader::guideClicked);
    addTrailing(m_guide);
}

void ListsHeader::enableActions(bool compare, bool guide)
{
    m_compare->setEnabled(compare);
    m_guide->setEnabled(guide);
}

} // namespace webshop::ui
