// The guide's header: the store's delivery days, the order cut-off (on the day before each
// delivery) and the minimum order value (gross), set by the buyer and kept with the guide.

#include "ui/GuidePage.h"

#include "models/GuideModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/Theme.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimeEdit>

namespace webshop::ui {

QWidget *GuidePage::buildSchedule(QWidget *parent)
{
    auto *box = new QWidget(parent);
    box->setObjectName(QStringLiteral("guideSchedule"));
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(Theme::unit);
    auto *daysLabel = new QLabel(tr("Delivery days:"), box);
    Theme::setMuted(daysLabel);
    row->addWidget(daysLabel);
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    auto *days = new QHBoxLayout;
    days->setSpacing(Theme::unit / 2);
    row->addLayout(days);
    for (int day = 1; day <= 7; ++day) {
        auto *check = new QCheckBox(locale.dayName(day, QLocale::ShortFormat), box);
        check->setObjectName(QStringLiteral("guideDay%1").arg(day));
        check->setAccessibleName(tr("Delivery on %1").arg(locale.dayName(day)));
        connect(check, &QCheckBox::toggled, this, &GuidePage::scheduleEdited);
        m_days[day - 1] = check;
        days->addWidget(check);
    }
    row->addSpacing(Theme::unit);
    m_hasCutOff = new QCheckBox(tr("Order cut-off:"), box);
    m_hasCutOff->setObjectName(QStringLiteral("guideHasCutOff"));
    m_hasCutOff->setToolTip(tr("The time on the day before each delivery by which the order must be in"));
    row->addWidget(m_hasCutOff);
    m_cutOff = new QTimeEdit(box);
    m_cutOff->setObjectName(QStringLiteral("guideCutOff"));
    m_cutOff->setAccessibleName(tr("Order cut-off"));
    m_cutOff->setDisplayFormat(locale.timeFormat(QLocale::ShortFormat));
    m_cutOff->setTime(QTime(14, 0));
    m_cutOff->setEnabled(false);
    connect(m_hasCutOff, &QCheckBox::toggled, m_cutOff, &QWidget::setEnabled);
    connect(m_hasCutOff, &QCheckBox::toggled, this, &GuidePage::scheduleEdited);
    connect(m_cutOff, &QTimeEdit::timeChanged, this, &GuidePage::scheduleEdited);
    row->addWidget(m_cutOff);
    row->addSpacing(Theme::unit);
    auto *minLabel = new QLabel(tr("Minimum order (gross):"), box);
    Theme::setMuted(minLabel);
    row->addWidget(minLabel);
    m_minimum = new QLineEdit(box);
    m_minimum->setObjectName(QStringLiteral("guideMinimum"));
    m_minimum->setAccessibleName(tr("Minimum order value, gross"));
    m_minimum->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_minimum->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000,00")) + 16);
    minLabel->setBuddy(m_minimum);
    minLabel->setMinimumWidth(minLabel->sizeHint().width()); // never cut: the days give way first
    connect(m_minimum, &QLineEdit::editingFinished, this, &GuidePage::scheduleEdited);
    row->addWidget(m_minimum);
    row->addStretch(1);
    return box;
}

void GuidePage::showSchedule(const values::GuideSchedule &schedule)
{
    m_showingSchedule = true;
    for (int day = 1; day <= 7; ++day)
        m_days[day - 1]->setChecked(schedule.deliveryDays.contains(day));
    m_hasCutOff->setChecked(schedule.cutOff.isValid());
    if (schedule.cutOff.isValid())
        m_cutOff->setTime(schedule.cutOff);
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    m_minimum->setText(schedule.minimumOrder ? schedule.minimumOrder->toLocaleString(locale, 2) : QString());
    m_showingSchedule = false;
}

void GuidePage::scheduleEdited()
{
    if (m_showingSchedule || !m_loaded)
        return;
    values::GuideSchedule s = m_model->guide().schedule;
    s.deliveryDays.clear();
    for (int day = 1; day <= 7; ++day)
        if (m_days[day - 1]->isChecked())
            s.deliveryDays << day;
    s.cutOff = m_hasCutOff->isChecked() ? m_cutOff->time() : QTime();
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    const QString typed = m_minimum->text().trimmed();
    if (typed.isEmpty()) {
        s.minimumOrder.reset();
    } else {
        // Money typed as anywhere else: the locale's strict rules, cents at most.
        api::LocaleParseOptions options;
        options.maxDecimals = 2;
        options.allowNegative = false;
        const api::LocaleParseResult r = api::Decimal::parseLocale(locale, typed, options);
        if (!r.value) {
            m_banner->showMessage(Banner::Kind::Error,
                                  tr("The minimum order \"%1\" is not an amount, e.g. %2.").arg(typed, locale.toString(150.0, 'f', 2)));
            return;
        }
        s.minimumOrder = r.value;
    }
    m_model->setSchedule(s); // kept with the lines (guideEdited)
    updateReminder();
    updateFooter();
}

} // namespace webshop::ui
