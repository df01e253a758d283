#include "models/PriceDisplay.h"

#include "app/values/PackContent.h"
#include "models/MoneyFormat.h"

namespace webshop::models {

PriceDisplay::PriceDisplay(QObject *parent)
    : QObject(parent)
{
}

PriceDisplay::~PriceDisplay() = default;

void PriceDisplay::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    emit modeChanged(mode);
}

void PriceDisplay::setLocale(const QLocale &locale)
{
    if (m_locale == locale)
        return;
    m_locale = locale;
    ++m_generation;
    emit localeChanged();
}

QString PriceDisplay::modeLabel() const
{
    return label(m_mode);
}

QString PriceDisplay::label(Mode mode)
{
    return mode == Mode::Net ? tr("Net") : tr("Gross");
}

QString PriceDisplay::format(values::Decimal amount, QStringView currency) const
{
    return formatMoney(m_locale, amount, currency);
}

QString PriceDisplay::format(const values::Money &money) const
{
    return formatMoney(m_locale, money);
}

QString PriceDisplay::format(const values::OptionalMoney &money) const
{
    return money ? formatMoney(m_locale, *money) : priceUnknownText();
}

QString PriceDisplay::format(const std::optional<values::Decimal> &amount, QStringView currency) const
{
    return amount ? formatMoney(m_locale, *amount, currency) : priceUnknownText();
}

QString PriceDisplay::formatQuantity(values::Decimal quantity, bool weightArticle) const
{
    return models::formatQuantity(m_locale, quantity, weightArticle);
}

QString PriceDisplay::formatPerContent(const values::Bundle &bundle, bool net) const
{
    return formatPerContent(values::packContentOf(bundle), net ? bundle.price.articleNet : bundle.price.articleGross,
                            bundle.price.currency);
}

QString PriceDisplay::formatPerContent(const std::optional<values::PackContent> &content,
                                       std::optional<values::Decimal> packPrice, QStringView currency) const
{
    const std::optional<values::Decimal> per = content ? values::pricePerBase(packPrice, *content) : std::nullopt;
    if (!per)
        return {};
    const QString money = format(*per, currency);
    return content->measure == values::PackContent::Measure::Mass ? tr("%1 / kg", "price per kilogram").arg(money)
                                                                  : tr("%1 / l", "price per litre").arg(money);
}

std::optional<values::Decimal> PriceDisplay::pick(const values::SellingPriceInfo &price) const
{
    return m_mode == Mode::Net ? price.articleNet : price.articleGross;
}

} // namespace webshop::models
