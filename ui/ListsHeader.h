#pragma once

// The top of the lists page: the list's name and how many articles it has (PageHeader), the
// saved-copy mark while offline, and the list's own actions, "Compare Stores…" and "Use as
// Order Guide" (tool buttons with icon and words; the page says what they do).

#include "app/control/OfflineCache.h"
#include "ui/PageHeader.h"

class QToolButton;

namespace webshop::ui {

class ListsHeader : public PageHeader
{
    Q_OBJECT
public:
    ListsHeader(int spacing, control::OfflineCache *offline, QWidget *parent);

    // Compare needs lines and a basket; the guide, lines.
    void enableActions(bool compare, bool guide);

signals:
    void compareClicked();
    void guideClicked();

private:
    QToolButton *m_compare = nullptr;
    QToolButton *m_guide = nullptr;
};

} // namespace webshop::ui
