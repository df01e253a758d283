#include "models/SearchResultsModel.h"

#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/PriceMemory.h"
#include "models/TeaserBundle.h"

// What a search result shows: its roles, its formatted prices and its thumbnail.

namespace webshop::models {

using values::Article;

const TeaserPriceTexts &SearchResultsModel::formatted(int row) const
{
    TeaserPriceTexts &f = m_formatted[row];
    if (f.generation != m_services.prices->formatGeneration())
        f = TeaserPriceTexts::of(m_rows.at(row), *m_services.prices);
    return f;
}

int SearchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SearchResultsModel::data(const QModelIndex &index, int role) const
{
    // The hot path: no allocation beyond what a role inherently needs (strings are shared,
    // formatted prices are made once per row and locale).
    if (!index.isValid() || index.column() != 0 || index.row() >= m_rows.size())
        return {};
    const int r = index.row();
    const Article &article = m_rows.at(r);
    const int b = teaserBundleOf(article); // a loop over a few bundles, no allocation
    const values::Bundle *bundle = b >= 0 ? &article.bundles.at(b) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return article.name;
    case Qt::DecorationRole:
        if (!m_services.images || article.imageUrl.isEmpty())
            return {};
        return thumbnail(r, article.imageUrl);
    case Qt::ToolTipRole:
        return bundle && !bundle->description.isEmpty() ? article.name + u" \u2014 " + bundle->description : article.name;
    case IdRole:
        return article.variantId;
    case ImageUrlRole:
        return article.imageUrl;
    case BundleCountRole:
        return int(article.bundles.size());
    case ArticleRole:
        return QVariant::fromValue(article);
    case PriceChangeRole:
        return bundle ? PriceMemory::badgeData(m_services.priceMemory, bundle->bundleId, SeenPrice::of(bundle),
                                               m_services.prices->showsNet())
                      : QVariant();
    case ShownPriceRole:
        return QVariant::fromValue(SeenPrice::of(bundle));
    default:
        return priceData(r, bundle, role);
    }
}

QVariant SearchResultsModel::priceData(int r, const values::Bundle *bundle, int role) const
{
    switch (role) {
    case PriceRole:
    case PerContentRole: {
        const TeaserPriceTexts &f = formatted(r);
        const bool net = m_services.prices->showsNet();
        return role == PriceRole ? (net ? f.net : f.gross) : (net ? f.perContentNet : f.perContentGross);
    }
    case PriceNetTextRole:
        return formatted(r).net;
    case PriceGrossTextRole:
        return formatted(r).gross;
    case PriceNetRole:
        return bundle && bundle->price.articleNet ? QVariant::fromValue(*bundle->price.articleNet) : QVariant();
    case PriceGrossRole:
        return bundle && bundle->price.articleGross ? QVariant::fromValue(*bundle->price.articleGross) : QVariant();
    case CurrencyRole:
        return bundle ? bundle->price.currency : QString();
    case WeightArticleRole:
        return bundle && bundle->isWeightArticle;
    case PriceUnknownRole:
        return !bundle || !bundle->price.isKnown();
    case PriceBundleIdRole:
        return bundle ? bundle->bundleId : QString();
    case PriceBundleDescriptionRole:
        return bundle ? bundle->description : QString();
    default:
        return {};
    }
}

QPixmap SearchResultsModel::thumbnail(int row, const QUrl &url) const
{
    QPixmap pixmap = m_services.images->thumbnail(url);
    // Still loading: remember the row, so that its picture is announced when it arrives.
    if (!m_services.images->isCached(url) && m_services.images->isLoading(url) && !m_imageRows.contains(url, row))
        m_imageRows.insert(url, row);
    return pixmap;
}

QHash<int, QByteArray> SearchResultsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "variantId");
    names.insert(NameRole, "name");
    names.insert(ImageUrlRole, "imageUrl");
    names.insert(BundleCountRole, "bundleCount");
    names.insert(PriceRole, "price");
    names.insert(PriceNetRole, "priceNet");
    names.insert(PriceGrossRole, "priceGross");
    names.insert(PriceNetTextRole, "priceNetText");
    names.insert(PriceGrossTextRole, "priceGrossText");
    names.insert(CurrencyRole, "currency");
    names.insert(WeightArticleRole, "weightArticle");
    names.insert(PriceUnknownRole, "priceUnknown");
    names.insert(PriceBundleIdRole, "priceBundleId");
    names.insert(PriceBundleDescriptionRole, "priceBundleDescription");
    names.insert(ArticleRole, "article");
    names.insert(PriceChangeRole, "priceChange");
    names.insert(ShownPriceRole, "shownPrice");
    names.insert(PerContentRole, "perContent");
    return names;
}

} // namespace webshop::models
