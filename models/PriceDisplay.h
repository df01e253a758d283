#pragma once

// The one net/gross setting and the locale of every price the models show. Shared by all
// models: a switch emits dataChanged on their price roles and columns (never a reset).

#include "app/values/PackContent.h"
#include "app/values/Types.h"

#include <QLocale>
#include <QObject>
#include <optional>

namespace webshop::models {

class PriceDisplay : public QObject
{
    Q_OBJECT
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(QLocale locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(QString modeLabel READ modeLabel NOTIFY modeChanged)
public:
    enum class Mode { Net, Gross };
    Q_ENUM(Mode)

    explicit PriceDisplay(QObject *parent = nullptr);
    ~PriceDisplay() override;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    bool showsNet() const { return m_mode == Mode::Net; }

    const QLocale &locale() const { return m_locale; }
    void setLocale(const QLocale &locale);

    // tr("Net") / tr("Gross") for the current mode.
    QString modeLabel() const;
    static QString label(Mode mode);


    // Formatting in this display's locale.
    QString format(values::Decimal amount, QStringView currency) const;
    QString format(const values::Money &money) const;
    QString format(const values::OptionalMoney &money) const;           // unknown -> priceUnknownText()
    QString format(const std::optional<values::Decimal> &amount, QStringView currency) const;
    QString formatQuantity(values::Decimal quantity, bool weightArticle) const;
    // The pack's price per kg or per litre in the given mode ("€8.96 / kg"), where the pack's
    // own words say what it holds (values::PackContent); empty when they do not, for a weight
    // article (its price is per kg already) and when the price is not known.
    QString formatPerContent(const values::Bundle &bundle, bool net) const;
    QString formatPerContent(const values::Bundle &bundle) const { return formatPerContent(bundle, showsNet()); }
    // `packPrice` per kg or l of a pack holding `content`; empty when either is not known.
    QString formatPerContent(const std::optional<values::PackContent> &content, std::optional<values::Decimal> packPrice,
                             QStringView currency) const;

    // The amount of this mode from a selling price (net or gross); nullopt when unknown.
    std::optional<values::Decimal> pick(const values::SellingPriceInfo &price) const;
    // The net or gross one of a pair by mode.
    const values::OptionalMoney &pick(const values::OptionalMoney &net, const values::OptionalMoney &gross) const
    {
        return m_mode == Mode::Net ? net : gross;
    }

    // Increases on every locale change: models keep lazily formatted texts tagged with it.
    int formatGeneration() const { return m_generation; }

signals:
    void modeChanged(webshop::models::PriceDisplay::Mode mode);
    void localeChanged();

private:
    Mode m_mode = Mode::Gross;
    QLocale m_locale;
    int m_generation = 0;
};

} // namespace webshop::models
