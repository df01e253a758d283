#pragma once

// Search results: one row per article variant, paged in through canFetchMore()/fetchMore().
// setQuery() resets; a reply for an older query is dropped.

#include "app/values/ApiError.h"
#include "app/values/Types.h"
#include "models/DataFeed.h"
#include "models/ModelServices.h"
#include "models/TeaserPriceTexts.h"

#include <QAbstractListModel>
#include <QPixmap>
#include <QPointer>

namespace webshop::api { class SearchJob; }

namespace webshop::models {

class SearchResultsModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY stateChanged)
    Q_PROPERTY(int totalCount READ totalCount NOTIFY totalCountChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int pageSize READ pageSize WRITE setPageSize NOTIFY pageSizeChanged)
public:
    enum class State {
        Idle,    // nothing asked, or results shown and nothing in flight
        Loading, // a page is in flight (the first one, or more while rows are shown)
        Error,   // the last request failed: errorString() says why; retry() tries again
        Empty,   // the query was answered with no hits
    };
    Q_ENUM(State)

    enum Role {
        IdRole = Qt::UserRole + 1, // QString: variant id
        NameRole,                  // QString (also Qt::DisplayRole)
        ImageUrlRole,              // QUrl (Qt::DecorationRole: the thumbnail)
        BundleCountRole,           // int
        PriceRole,                 // QString: the teaser price in the display mode, or "price unknown"
        PriceNetRole,              // values::Decimal, invalid QVariant when unknown
        PriceGrossRole,            // values::Decimal, invalid QVariant when unknown
        PriceNetTextRole,          // QString, formatted (or "price unknown")
        PriceGrossTextRole,        // QString, formatted (or "price unknown")
        CurrencyRole,              // QString: ISO code
        WeightArticleRole,         // bool: the teaser bundle is sold by weight
        PriceUnknownRole,          // bool: no bundle has a price
        PriceBundleIdRole,         // QString: the bundle the teaser price belongs to
        PriceBundleDescriptionRole,// QString: its description ("6 x 1 kg")
        ArticleRole,               // values::Article (a copy: not for painting)
        PriceChangeRole,           // PriceBadge: the teaser price changed since the buyer saw it; invalid when not
        ShownPriceRole,            // SeenPrice: the teaser price as shown (for PriceMemory::markShown)
        PerContentRole,            // QString: the teaser's price per kg or l in the display mode ("€8.96 / kg"), or empty
    };
    Q_ENUM(Role)

    explicit SearchResultsModel(const ModelServices &services, QObject *parent = nullptr);
    ~SearchResultsModel() override;

    QString query() const { return m_query; }
    // A new (trimmed) query resets the model and loads its first page; an empty one clears.
    void setQuery(const QString &query);
    // Repeats the failed request (or the first page after an error).
    Q_INVOKABLE void retry();
    // Drops all rows and the query.
    Q_INVOKABLE void clear();
    // After the client's shop context changed (store, customer, language, country): the query
    // again from its first page, unless what is shown or in flight was asked for in this context.
    void reloadForContext();
    // Shows a page obtained elsewhere (tests, benchmarks, a saved copy); cancels any request in
    // flight. Paging continues from it when a client is set.
    void setResults(const values::SearchPage &page, const Provenance &provenance = {});
    // Where the rows came from and how old they are (offline: SavedMatches for saved articles).
    const DataFeed *feed() const { return m_feed; }

    State state() const { return m_state; }
    QString errorString() const { return m_errorString; }
    const values::ApiError &lastError() const { return m_lastError; }
    int totalCount() const { return m_total; }
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows); // 1..500, default 50; takes effect at the next query or retry from scratch

    // Typed access; null for an invalid index.
    const values::Article *articleAt(const QModelIndex &index) const;
    const values::Article *articleAt(int row) const;
    // The bundle of the teaser price (TeaserBundle.h).
    const values::Bundle *priceBundleAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

signals:
    void queryChanged(const QString &query);
    void stateChanged(webshop::models::SearchResultsModel::State state);
    void totalCountChanged(int total);
    void countChanged();
    void pageSizeChanged(int rows);
    // A page has come from the server, before its rows are added (for the price history).
    void pageReceived(const webshop::values::SearchPage &page);
    // A page has arrived (page is 1-based).
    void pageLoaded(int page);

private:
    QPixmap thumbnail(int row, const QUrl &url) const;
    // The price roles of a row whose teaser bundle is `bundle` (null: none).
    QVariant priceData(int row, const values::Bundle *bundle, int role) const;
    // Rows are the articles themselves (implicitly shared with the page they came in, so a
    // reset of 100,000 rows copies nothing); prices are formatted lazily for the rows a view
    // actually asks for, and kept until the locale changes.
    const TeaserPriceTexts &formatted(int row) const;
    void requestPage(int page);
    bool showSaved(); // offline: the saved copy instead of a request
    void resetRows(); // and the provenance
    void onSearchFinished(api::SearchJob *job);
    void appendPage(const values::SearchPage &page);
    void setState(State state, const QString &error = {});
    void setTotal(int total);
    void onImageReady(const QUrl &url);
    void onPriceModeChanged();
    void onLocaleChanged();
    void abandonRequest();

    ModelServices m_services;
    DataFeed *m_feed;
    QList<values::Article> m_rows;
    mutable QHash<int, TeaserPriceTexts> m_formatted;
    QString m_query;
    State m_state = State::Idle;
    QString m_errorString;
    values::ApiError m_lastError;
    int m_total = 0;
    int m_pageSize = 50;
    int m_activePageSize = 50; // the page size of the pages loaded so far
    int m_pagesLoaded = 0;
    int m_totalPages = 0;
    bool m_exhausted = false;
    QPointer<api::SearchJob> m_job;
    values::ShopContext m_context; // the client's context of the last page requested
    int m_requestedPage = 0;
    mutable QMultiHash<QUrl, int> m_imageRows; // rows waiting for a thumbnail
};

} // namespace webshop::models

