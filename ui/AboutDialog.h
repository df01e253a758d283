#pragma once

#include <QDialog>

namespace webshop::ui {

// Version of the app, of Qt (build and run time) and of QtKeychain.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    static QString versionText();
};

} // namespace webshop::ui
