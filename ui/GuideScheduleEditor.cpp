#include "ui/GuideScheduleEditor.h"

#include "ui/Theme.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimeEdit>

namespace webshop::ui {

GuideScheduleEditor::GuideScheduleEditor(const QLocale &locale, QWidget *parent)
    : QWidget(parent)
    , m_locale(locale)
{
    setObjectName(QStringLiteral("guideSchedule"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(Theme::unit);
    auto *daysLabel = new QLabel(tr("Delivery days:"), this);
    Theme::setMuted(daysLabel);
    row->addWidget(daysLabel);
    auto *days = new QHBoxLayout;
    days->setSpacing(Theme::unit / 2);
    row->addLayout(days);
    for (int day = 1; day <= 7; ++day) {
        auto *check = new QCheckBox(locale.dayName(day, QLocale::ShortFormat), this);
        check->setObjectName(QStringLiteral("guideDay%1").arg(day));
        check->setAccessibleName(tr("Delivery on %1").arg(locale.dayName(day)));
        connect(check, &QCheckBox::toggled, this, &GuideScheduleEditor::tellEdited);
        m_days[day - 1] = check;
        days->addWidget(check);
    }
    row->addSpacing(Theme::unit);
    m_hasCutOff = new QCheckBox(tr("Order cut-off:"), this);
    m_hasCutOff->setObjectName(QStringLiteral("guideHasCutOff"));
    m_hasCutOff->setToolTip(tr("The time on the day before each delivery by which the order must be in"));
    row->addWidget(m_hasCutOff);
    m_cutOff = new QTimeEdit(this);
    m_cutOff->setObjectName(QStringLiteral("guideCutOff"));
    m_cutOff->setAccessibleName(tr("Order cut-off"));
    m_cutOff->setDisplayFormat(locale.timeFormat(QLocale::ShortFormat));
    m_cutOff->setTime(QTime(14, 0));
    m_cutOff->setEnabled(false);
    connect(m_hasCutOff, &QCheckBox::toggled, m_cutOff, &QWidget::setEnabled);
    connect(m_hasCutOff, &QCheckBox::toggled, this, &GuideScheduleEditor::tellEdited);
    connect(m_cutOff, &QTimeEdit::timeChanged, this, &GuideScheduleEditor::tellEdited);
    row->addWidget(m_cutOff);
    row->addSpacing(Theme::unit);
    auto *minLabel = new QLabel(tr("Minimum order (gross):"), this);
    Theme::setMuted(minLabel);
    row->addWidget(minLabel);
    m_minimum = new QLineEdit(this);
    m_minimum->setObjectName(QStringLiteral("guideMinimum"));
    m_minimum->setAccessibleName(tr("Minimum order value, gross"));
    m_minimum->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_minimum->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000,00")) + 16);
    minLabel->setBuddy(m_minimum);
    minLabel->setMinimumWidth(minLabel->sizeHint().width()); // never cut: the days give way first
    connect(m_minimum, &QLineEdit::editingFinished, this, &GuideScheduleEditor::tellEdited);
    row->addWidget(m_minimum);
    row->addStretch(1);
}

void GuideScheduleEditor::tellEdited()
{
    if (!m_showing)
        emit edited();
}

void GuideScheduleEditor::showSchedule(const values::GuideSchedule &schedule)
{
    m_showing = true;
    for (int day = 1; day <= 7; ++day)
        m_days[day - 1]->setChecked(schedule.deliveryDays.contains(day));
    m_hasCutOff->setChecked(schedule.cutOff.isValid());
    if (schedule.cutOff.isValid())
        m_cutOff->setTime(schedule.cutOff);
    m_minimum->setText(schedule.minimumOrder ? schedule.minimumOrder->toLocaleString(m_locale, 2) : QString());
    m_showing = false;
}

std::optional<values::GuideSchedule> GuideScheduleEditor::typedSchedule(values::GuideSchedule s, QString *error) const
{
    s.deliveryDays.clear();
    for (int day = 1; day <= 7; ++day)
        if (m_days[day - 1]->isChecked())
            s.deliveryDays << day;
    s.cutOff = m_hasCutOff->isChecked() ? m_cutOff->time() : QTime();
    const QString typed = m_minimum->text().trimmed();
    if (typed.isEmpty()) {
        s.minimumOrder.reset();
        return s;
    }
    // Money typed as anywhere else: the locale's strict rules, cents at most.
    values::LocaleParseOptions options;
    options.maxDecimals = 2;
    options.allowNegative = false;
    const values::LocaleParseResult r = values::Decimal::parseLocale(m_locale, typed, options);
    if (!r.value) {
        if (error)
            *error = tr("The minimum order \"%1\" is not an amount, e.g. %2.").arg(typed, m_locale.toString(150.0, 'f', 2));
        return std::nullopt;
    }
    s.minimumOrder = r.value;
    return s;
}

} // namespace webshop::ui
