#include "ui/GuideHeader.h"

#include "app/control/OrderGuideController.h"
#include "ui/Icons.h"

#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QToolButton>

namespace webshop::ui {

GuideHeader::GuideHeader(int spacing, QWidget *parent)
    : PageHeader(spacing, parent)
{
    setTitle(tr("Order guide"));
    title()->setObjectName(QStringLiteral("guideTitle"));
    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("guideChooser"));
    m_chooser->setAccessibleName(tr("Order guide"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_chooser, &QComboBox::activated, this,
            [this](int index) { emit guideChosen(m_chooser->itemData(index).toString()); });
    addTrailing(m_chooser);
    m_takePar = addTool(QStringLiteral("check"), tr("Take Suggested Par"), QStringLiteral("guideTakePar"));
    m_takePar->setToolTip(tr("The current line's par becomes the suggested one (Ctrl+Shift+P)"));
    connect(m_takePar, &QToolButton::clicked, this, &GuideHeader::takeParClicked);
    // Sharing: the guide as CSV out and in, one button with a menu.
    m_share = addTool(QStringLiteral("file-import"), tr("Share"), QStringLiteral("guideShare"));
    m_share->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_share);
    m_export = menu->addAction(tr("Export Guide…"), this, &GuideHeader::exportClicked);
    m_export->setObjectName(QStringLiteral("guideExport"));
    m_export->setToolTip(tr("Save the guide as CSV (pack number, par, position, note) to share it"));
    m_import = menu->addAction(tr("Import Guide…"), this, &GuideHeader::importClicked);
    m_import->setObjectName(QStringLiteral("guideImport"));
    m_import->setToolTip(tr("Read pars, positions and notes from a guide's CSV file"));
    menu->setToolTipsVisible(true);
    m_share->setMenu(menu);
}

QToolButton *GuideHeader::addTool(const QString &icon, const QString &text, const QString &name)
{
    auto *b = new QToolButton(this);
    b->setObjectName(name);
    if (!icon.isEmpty())
        b->setIcon(Icons::icon(icon));
    b->setText(text);
    b->setToolButtonStyle(icon.isEmpty() ? Qt::ToolButtonTextOnly : Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    addTrailing(b);
    return b;
}

void GuideHeader::fillChooser(const control::OrderGuideController *guides, const QString &current)
{
    QSignalBlocker block(m_chooser);
    m_chooser->clear();
    if (!guides)
        return;
    for (const QString &id : guides->guideListIds()) {
        const std::optional<values::OrderGuide> g = guides->guide(id);
        m_chooser->addItem(g && !g->listName.isEmpty() ? g->listName : id, id);
    }
    m_chooser->setCurrentIndex(m_chooser->findData(current));
}

void GuideHeader::enableActions(bool loaded, bool hasLines)
{
    m_takePar->setEnabled(hasLines);
    m_export->setEnabled(hasLines);
    m_import->setEnabled(loaded);
    m_share->setEnabled(loaded);
}

} // namespace webshop::ui
