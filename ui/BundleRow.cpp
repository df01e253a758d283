#include "ui/BundleRow.h"

#include "models/BundlesModel.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"
#include "ui/Icons.h"
#include "ui/OfflineAdds.h"
#include "ui/Painting.h"
#include "ui/ProgressLine.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace webshop::ui {

using BM = models::BundlesModel;

namespace {
QString pillStyle(const QColor &bg, const QColor &fg)
{
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 9px; padding: 1px 8px; font-weight: 600; }")
        .arg(bg.name(), fg.name());
}
} // namespace

BundleRow::BundleRow(models::BundlesModel *model, int row, models::PriceDisplay *prices, QWidget *parent)
    : QFrame(parent)
    , m_model(model)
    , m_row(row)
    , m_prices(prices)
{
    setObjectName(QStringLiteral("bundleRow%1").arg(row));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(12, 12, 12, 12);
    v->setSpacing(6);

    buildTitle(v);
    buildPrices(v);
    buildAddRow(v);
    buildStatusRow(v);

    connect(m_add, &QPushButton::clicked, this, [this] { emit addRequested(this); });
    connect(m_quantity, &QuantityEdit::submitted, this, [this] { emit addRequested(this); });
    connect(m_quantity, &QuantityEdit::quantityEdited, this, [this] {
        if (m_status == Status::Error)
            setStatus(Status::None, QString()); // the refused text is being corrected
        updatePreview();
    });
    refresh();
}

void BundleRow::buildTitle(QVBoxLayout *v)
{
    auto *titleRow = new QHBoxLayout;
    titleRow->setSpacing(8);
    m_title = new QLabel(this);
    m_title->setFont(Theme::semibold(font()));
    m_title->setWordWrap(true);
    m_badge = new QLabel(tr("kg", "weight article badge"), this);
    m_badge->setFont(Theme::small(font()));
    m_badge->setStyleSheet(pillStyle(Theme::amber(), Theme::amberText()));
    m_badge->setToolTip(tr("Sold by weight: enter the quantity in kilograms"));
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_badge, 0, Qt::AlignTop);
    v->addLayout(titleRow);

    m_long = new QLabel(this);
    m_long->setWordWrap(true);
    m_long->setTextFormat(Qt::PlainText);
    Theme::setMuted(m_long);
    v->addWidget(m_long);
    m_packSize = new QLabel(this);
    m_packSize->setFont(Theme::small(font()));
    Theme::setMuted(m_packSize);
    v->addWidget(m_packSize);
}

void BundleRow::buildPrices(QVBoxLayout *v)
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(Theme::unit * 2);
    grid->setVerticalSpacing(0);
    const QString labels[3] = {tr("Net"), tr("VAT"), tr("Gross")};
    for (int i = 0; i < 3; ++i) {
        m_priceLabels[i] = new QLabel(labels[i], this);
        m_priceLabels[i]->setFont(Theme::small(font()));
        Theme::setMuted(m_priceLabels[i]);
        m_priceValues[i] = new QLabel(this);
        m_priceValues[i]->setObjectName(QStringLiteral("price%1").arg(i));
        m_priceValues[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(m_priceLabels[i], 0, i, Qt::AlignLeft | Qt::AlignBottom);
        grid->addWidget(m_priceValues[i], 1, i, Qt::AlignLeft | Qt::AlignVCenter);
        grid->setColumnStretch(i, 1);
        if (i == 1)
            continue;
        // Under the net and the gross price: the same per kg or litre, where the pack says
        // what it holds ("pack 250 g": €8.96 / kg).
        m_perContent[i] = new QLabel(this);
        m_perContent[i]->setObjectName(QStringLiteral("perContent%1").arg(i));
        m_perContent[i]->setFont(Theme::small(font()));
        Theme::setMuted(m_perContent[i]);
        m_perContent[i]->hide();
        grid->addWidget(m_perContent[i], 2, i, Qt::AlignLeft | Qt::AlignTop);
    }
    m_unknown = new QLabel(tr("Price unknown"), this);
    m_unknown->setObjectName(QStringLiteral("priceUnknown"));
    m_unknown->setStyleSheet(pillStyle(Theme::amber(), Theme::amberText()));
    m_unknown->setToolTip(tr("The shop gave no price for this pack size. The basket will show the price once added."));
    grid->addWidget(m_unknown, 0, 0, 2, 3, Qt::AlignLeft | Qt::AlignVCenter);
    v->addSpacing(2);
    v->addLayout(grid);
    // The deposit per pack where the basket shows it: the prices above are without it.
    m_deposit = new QLabel(this);
    m_deposit->setObjectName(QStringLiteral("packDeposit"));
    m_deposit->setWordWrap(true);
    m_deposit->setFont(Theme::small(font()));
    m_deposit->hide();
    v->addWidget(m_deposit);
    v->addSpacing(4);
}

void BundleRow::setDeposit(std::optional<values::Decimal> perPackNet)
{
    if (perPackNet == m_depositNet)
        return;
    m_depositNet = perPackNet;
    refresh();
}

void BundleRow::buildAddRow(QVBoxLayout *v)
{
    auto *addRow = new QHBoxLayout;
    addRow->setSpacing(Theme::unit);
    auto *qtyLabel = new QLabel(tr("&Qty"), this);
    m_quantity = new QuantityEdit(this);
    m_quantity->setMinimumWidth(84);
    qtyLabel->setBuddy(m_quantity);
    m_add = new QPushButton(Icons::icon(QStringLiteral("shopping-cart-plus"), Icons::Tint::OnAccent), tr("Add to basket"), this);
    m_add->setObjectName(QStringLiteral("addButton"));
    m_add->setProperty("primary", true);
    m_add->setAutoDefault(false);
    addRow->addWidget(qtyLabel);
    addRow->addWidget(m_quantity);
    addRow->addWidget(m_add, 1);
    v->addLayout(addRow);
    // What the add will send, as the buyer types ("1,5 kg · 17,00 €"), or why it cannot: right
    // under the button, on a line of its own so that a hint can wrap.
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("addPreview"));
    m_preview->setWordWrap(true);
    m_preview->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_preview->setFont(Theme::small(font()));
    v->addWidget(m_preview);
}

void BundleRow::buildStatusRow(QVBoxLayout *v)
{
    auto *statusRow = new QHBoxLayout;
    statusRow->setSpacing(6);
    m_spinner = new Spinner(this, 14);
    m_statusIcon = new QLabel(this);
    m_statusIcon->setFixedSize(16, 16);
    m_statusIcon->hide();
    m_statusText = new QLabel(this);
    m_statusText->setObjectName(QStringLiteral("addStatus"));
    m_statusText->setWordWrap(true);
    m_statusText->hide();
    statusRow->addWidget(m_spinner, 0, Qt::AlignTop);
    statusRow->addWidget(m_statusIcon, 0, Qt::AlignTop);
    statusRow->addWidget(m_statusText, 1);
    v->addLayout(statusRow);
}

std::optional<values::Decimal> BundleRow::quantity() const
{
    return m_quantity->quantity();
}

std::optional<values::Money> BundleRow::total(bool gross) const
{
    const auto qty = quantity();
    const QModelIndex idx = m_model->index(m_row, 0);
    if (!qty || !idx.isValid() || idx.data(BM::PriceUnknownRole).toBool())
        return std::nullopt;
    const auto amount = linePrice(*qty).amount(!gross);
    return amount ? std::optional(values::Money{*amount, idx.data(BM::CurrencyRole).toString()}) : std::nullopt;
}

values::LinePrice BundleRow::linePrice(values::Decimal quantity) const
{
    const QModelIndex idx = m_model->index(m_row, 0);
    const auto unit = [&](int role) {
        const QVariant v = idx.data(role);
        return v.canConvert<values::Decimal>() ? std::optional(v.value<values::Decimal>()) : std::nullopt;
    };
    values::UnitPrices prices = values::UnitPrices::of(unit(BM::NetRole), unit(BM::GrossRole), idx.data(BM::CurrencyRole).toString());
    prices.depositNet = m_depositNet;
    return values::computeLine(prices, quantity);
}

QString BundleRow::title() const
{
    return m_title->text();
}

QString BundleRow::previewText() const
{
    return m_preview->text();
}

void BundleRow::updatePreview()
{
    const auto qty = quantity();
    if (!qty) {
        m_preview->setText(m_quantity->problem());
        Theme::setTextColor(m_preview, Theme::error());
    } else {
        const bool gross = !(m_prices && m_prices->showsNet());
        const QLocale locale = m_prices ? m_prices->locale() : QLocale();
        const QString qtyText = models::formatQuantity(locale, *qty, m_weight);
        const auto money = total(gross);
        QString price = money ? models::formatMoney(locale, *money) : models::priceUnknownText();
        const values::LinePrice line = linePrice(*qty);
        const auto deposit = gross ? line.depositGross : line.depositNet;
        if (money && deposit && !deposit->isZero())
            //: The price of an add with its deposit, e.g. "32,56 € incl. 11,78 € deposit"
            price = tr("%1 incl. %2 deposit").arg(price, models::formatMoney(locale, *deposit, money->currency));
        //: What an add will send: quantity · price, e.g. "1,5 kg · 17,00 €"
        m_preview->setText(tr("%1 · %2").arg(qtyText, price));
        Theme::setTextColor(m_preview, palette().color(QPalette::Text));
    }
    updateAddEnabled();
}

void BundleRow::updateAddEnabled()
{
    OfflineAdds::apply(m_add, m_status != Status::Working && quantity().has_value(), m_offline);
}

void BundleRow::setOffline(bool offline)
{
    m_offline = offline;
    updateAddEnabled();
}

void BundleRow::refreshPrices(const QModelIndex &idx, bool weight, bool unknown)
{
    const bool net = m_prices && m_prices->showsNet();
    const QString values[3] = {idx.data(BM::NetTextRole).toString(), idx.data(BM::VatTextRole).toString(),
                               idx.data(BM::GrossTextRole).toString()};
    const int chosen = net ? 0 : 2;
    for (int i = 0; i < 3; ++i) {
        m_priceLabels[i]->setVisible(!unknown);
        m_priceValues[i]->setVisible(!unknown);
        QString text = values[i];
        if (weight && i != 1)
            text = tr("%1 / kg").arg(text);
        m_priceValues[i]->setText(text);
        m_priceValues[i]->setFont(i == chosen ? Theme::titleFont(font(), Theme::heading) : font());
        Theme::setTextColor(m_priceValues[i], i == chosen ? palette().color(QPalette::Text) : Theme::muted());
        Theme::setTextColor(m_priceLabels[i], i == chosen ? palette().color(QPalette::Link) : Theme::muted());
        m_priceLabels[i]->setFont(i == chosen ? Theme::semibold(Theme::small(font())) : Theme::small(font()));
    }
    const QString perContent[3] = {idx.data(BM::PerContentNetRole).toString(), {},
                                   idx.data(BM::PerContentGrossRole).toString()};
    for (int i : {0, 2}) {
        m_perContent[i]->setText(perContent[i]);
        m_perContent[i]->setVisible(!unknown && !perContent[i].isEmpty());
    }
}

void BundleRow::refresh()
{
    const QModelIndex idx = m_model->index(m_row, 0);
    if (!idx.isValid())
        return;
    m_bundleId = idx.data(BM::BundleIdRole).toString();
    const bool weight = idx.data(BM::WeightArticleRole).toBool();
    if (weight != m_weight || m_quantity->isWeightArticle() != weight) {
        m_weight = weight;
        m_quantity->setWeightArticle(weight);
        m_quantity->setValue(1);
    }
    QString title = idx.data(BM::DescriptionRole).toString();
    if (title.isEmpty())
        title = tr("Pack %1").arg(m_row + 1);
    m_title->setText(title);
    m_badge->setVisible(weight);
    const QString longText = idx.data(BM::LongDescriptionRole).toString();
    m_long->setText(longText);
    m_long->setVisible(!longText.isEmpty() && longText != title);
    const QString pack = idx.data(BM::PackSizeRole).toString();
    m_packSize->setText(tr("Pack size: %1").arg(pack));
    m_packSize->setVisible(!pack.isEmpty());

    const bool unknown = idx.data(BM::PriceUnknownRole).toBool();
    refreshPrices(idx, weight, unknown);
    m_unknown->setVisible(unknown);
    if (m_depositNet && !m_depositNet->isZero() && !unknown) {
        const QString currency = idx.data(BM::CurrencyRole).toString();
        const QLocale locale = m_prices ? m_prices->locale() : QLocale();
        //: Under a pack's prices: its deposit as the basket states it, e.g. "+ 3,30 € deposit per pack (net), as in your basket"
        m_deposit->setText(tr("+ %1 deposit per pack (net), as in your basket")
                               .arg(models::formatMoney(locale, *m_depositNet, currency)));
        m_deposit->setToolTip(tr("The prices above are without deposit. The shop states a pack's deposit in the "
                                 "basket only: this is the one your basket shows for this pack."));
        m_deposit->show();
    } else {
        m_deposit->hide();
    }
    const QString name = title;
    m_add->setAccessibleName(tr("Add %1 to basket").arg(name));
    m_quantity->setAccessibleName(tr("Quantity of %1").arg(name));
    updatePreview();
}

void BundleRow::setStatus(Status status, const QString &text)
{
    m_status = status;
    m_spinner->setVisible(status == Status::Working);
    if (status == Status::Working)
        m_spinner->start();
    else
        m_spinner->stop();
    QString icon;
    QColor color;
    switch (status) {
    case Status::Ok: icon = QStringLiteral("circle-check"); color = Theme::success(); break;
    case Status::Warning: icon = QStringLiteral("alert-triangle"); color = Theme::amber(); break;
    case Status::Error: icon = QStringLiteral("alert-circle"); color = Theme::error(); break;
    case Status::None:
    case Status::Working: break;
    }
    m_statusIcon->setVisible(!icon.isEmpty());
    if (!icon.isEmpty())
        m_statusIcon->setPixmap(Icons::pixmap(icon, 16, color, devicePixelRatioF()));
    m_statusText->setText(text);
    m_statusText->setVisible(!text.isEmpty());
    Theme::setTextColor(m_statusText, status == Status::Error ? Theme::error() : palette().color(QPalette::Text));
    updateAddEnabled();
}

QString BundleRow::statusText() const
{
    return m_statusText->text();
}

void BundleRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paint::card(&p, QRectF(rect()), false, false, false);
}

} // namespace webshop::ui
