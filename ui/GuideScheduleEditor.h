#pragma once

// The order guide's header row: the store's delivery days, the order cut-off (on the day before
// each delivery) and the minimum order value (gross), as the buyer sets them. It shows a
// schedule and reads back what was typed; the guide page keeps it with the guide.

#include "app/values/OrderGuide.h"

#include <QLocale>
#include <QWidget>
#include <optional>

class QCheckBox;
class QLineEdit;
class QTimeEdit;

namespace webshop::ui {

class GuideScheduleEditor : public QWidget
{
    Q_OBJECT
public:
    explicit GuideScheduleEditor(const QLocale &locale, QWidget *parent = nullptr);

    // Shows the schedule (no edited() for it).
    void showSchedule(const values::GuideSchedule &schedule);
    // The schedule as typed, on top of `base`; nullopt with *error when the minimum order is no
    // amount (the locale's strict rules, cents at most).
    std::optional<values::GuideSchedule> typedSchedule(values::GuideSchedule base, QString *error) const;

signals:
    void edited();

private:
    void tellEdited();

    QLocale m_locale;
    QCheckBox *m_days[7] = {};
    QCheckBox *m_hasCutOff = nullptr;
    QTimeEdit *m_cutOff = nullptr;
    QLineEdit *m_minimum = nullptr;
    bool m_showing = false;
};

} // namespace webshop::ui
