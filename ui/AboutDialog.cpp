#include "ui/AboutDialog.h"

#include "webshop/Version.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace webshop::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("AboutDialog"));
    setWindowTitle(tr("About Webshop Desktop"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 16);
    layout->setSpacing(12);
    auto *title = new QLabel(tr("<h2>Webshop Desktop %1</h2>").arg(QStringLiteral(WEBSHOP_VERSION)), this);
    auto *text = new QLabel(tr("Order from your wholesaler's webshop: search the catalogue, "
                               "check prices, fill the basket and re-order from your lists."),
                            this);
    text->setWordWrap(true);
    auto *versions = new QLabel(versionText(), this);
    versions->setObjectName(QStringLiteral("versions"));
    versions->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(title);
    layout->addWidget(text);
    layout->addWidget(versions);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

QString AboutDialog::versionText()
{
    return tr("Version %1\nQt %2 (built with %3)\nQtKeychain %4")
        .arg(QStringLiteral(WEBSHOP_VERSION), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR), QStringLiteral(WEBSHOP_QTKEYCHAIN_VERSION));
}

} // namespace webshop::ui
