#pragma once

// Preferences: server profile, token transport, language, country, timeouts, results view,
// default price mode, appearance, the webshop checkout address and the large-add check. No secret is ever here.

#include "app/control/Preferences.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace webshop::ui {

class Banner;

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    SettingsDialog(const control::Preferences &preferences, bool demoAvailable, QWidget *parent = nullptr);

    control::Preferences preferences() const;
    // The forget asked for reached the file (ok) or failed: only now does the dialog say so.
    void localDataForgotten(bool ok);

signals:
    // The buyer confirmed "Forget Local Data": the price history and the prices seen of every
    // customer on this computer go now (whatever OK or Cancel does). Answered with
    // localDataForgotten().
    void forgetLocalDataRequested();

public:

    // Languages offered: tag and native name.
    static QList<std::pair<QString, QString>> languages();

protected:
    void accept() override;

private:
    void updateEnabled();
    QWidget *buildServerBox(const control::Preferences &preferences, bool demoAvailable);
    QWidget *buildRegionBox(const control::Preferences &preferences);
    QWidget *buildDisplayBox(const control::Preferences &preferences);
    QWidget *buildLargeAddBox();
    void addPriceHistoryRow(QFormLayout *form, QWidget *box);
    void confirmForget();

    control::Preferences m_initial;
    Banner *m_banner = nullptr;
    QRadioButton *m_demo = nullptr;
    QRadioButton *m_company = nullptr;
    QLineEdit *m_url = nullptr;
    QComboBox *m_transport = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_country = nullptr;
    QSpinBox *m_timeout = nullptr;
    QComboBox *m_view = nullptr;
    QComboBox *m_prices = nullptr;
    QComboBox *m_theme = nullptr;
    QLineEdit *m_checkout = nullptr;
    QCheckBox *m_largeCheck = nullptr;
    QSpinBox *m_largePacks = nullptr;
    QSpinBox *m_largeKg = nullptr;
    QSpinBox *m_largeGross = nullptr;
    QSpinBox *m_historyDays = nullptr;
    QPushButton *m_forget = nullptr;
    bool m_forgetting = false; // asked, not yet answered
};

} // namespace webshop::ui
