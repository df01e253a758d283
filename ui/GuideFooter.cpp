#include "ui/GuideFooter.h"

#include "models/GuideModel.h"
#include "models/PriceDisplay.h"
#include "ui/Icons.h"
#include "ui/OfflineAdds.h"
#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace webshop::ui {

GuideFooter::GuideFooter(models::GuideModel *model, const Services &services, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_services(services)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(Theme::unit);
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("guideTotal"));
    m_total->setWordWrap(true);
    m_clear = new QPushButton(tr("Clear Counts"), this);
    m_clear->setObjectName(QStringLiteral("guideClearCounts"));
    connect(m_clear, &QPushButton::clicked, m_model, &models::GuideModel::clearCounts);
    m_order = new QPushButton(Icons::icon(QStringLiteral("shopping-cart-plus"), Icons::Tint::OnAccent), QString(), this);
    m_order->setObjectName(QStringLiteral("guideOrder"));
    m_order->setProperty("primary", true);
    connect(m_order, &QPushButton::clicked, this, &GuideFooter::orderClicked);
    row->addWidget(m_total, 1);
    row->addWidget(m_clear);
    row->addWidget(m_order);
}

void GuideFooter::showOrder(bool sending)
{
    const QList<int> rows = m_model->orderRows();
    const int n = int(rows.size());
    m_order->setText(n > 0 ? tr("Order %Ln line(s)", nullptr, n) : tr("Order"));
    OfflineAdds::apply(m_order, n > 0 && !sending, OfflineAdds::isOffline(m_services.offline));
    m_clear->setEnabled(m_model->countedRows() > 0);
    m_total->setText(totalText(n));
}

QString GuideFooter::totalText(int n) const
{
    const values::LineTotals t = m_model->totals();
    const bool net = m_services.prices && m_services.prices->showsNet();
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    //: The guide's footer: "12 of 30 lines counted"
    QString text = tr("%1 of %Ln line(s) counted", nullptr, m_model->rowCount()).arg(locale.toString(m_model->countedRows()));
    if (n > 0) {
        const std::optional<values::Decimal> sum = t.amount(net);
        const QString money = sum ? m_services.prices->format(*sum, t.currency) : QString();
        if (sum)
            text += QStringLiteral(" \u00b7 ") + (t.estimate ? QStringLiteral("\u2248 ") : QString())
                + (net ? tr("%1 net incl. deposit").arg(money) : tr("%1 gross incl. deposit").arg(money));
        if (t.unknownLines > 0)
            text += QStringLiteral(" \u00b7 ") + tr("%Ln line(s) without a price", nullptr, t.unknownLines);
        const std::optional<values::Decimal> minimum = m_model->guide().schedule.minimumOrder;
        if (minimum && t.gross && t.grossComplete) {
            const QString min = m_services.prices->format(*minimum, t.currency);
            text += QStringLiteral(" \u00b7 ")
                + (*t.gross >= *minimum ? tr("minimum order %1 reached").arg(min)
                                        : tr("%1 short of the minimum order %2")
                                              .arg(m_services.prices->format(*minimum - *t.gross, t.currency), min));
        }
    }
    return text;
}

} // namespace webshop::ui
