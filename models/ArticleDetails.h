#pragma once

// The article shown in the details pane: the variant's name, image and its bundles table.
// show() displays what the caller already has (a search row, a list item) at once, then
// refreshes it from the details endpoint; load() fetches by variant id.

#include "app/values/ApiError.h"
#include "app/values/Types.h"
#include "models/BundlesModel.h"
#include "models/DataFeed.h"
#include "models/ModelServices.h"

#include <QObject>
#include <QPixmap>
#include <QPointer>

namespace webshop::api { class ArticleJob; }

namespace webshop::models {


class ArticleDetails : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool hasArticle READ hasArticle NOTIFY articleChanged)
    Q_PROPERTY(QString variantId READ variantId NOTIFY articleChanged)
    Q_PROPERTY(QString name READ name NOTIFY articleChanged)
    Q_PROPERTY(QUrl imageUrl READ imageUrl NOTIFY articleChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY stateChanged)
    Q_PROPERTY(webshop::models::BundlesModel *bundles READ bundles CONSTANT)
public:
    enum class State { Idle, Loading, Error };
    Q_ENUM(State)

    explicit ArticleDetails(const ModelServices &services, QObject *parent = nullptr);
    ~ArticleDetails() override;

    // Shows `article` now; with refresh, also asks the server for the current details (offline:
    // shows the saved copy instead when there is one, and sends nothing).
    void show(const values::Article &article, bool refresh = true);
    // Shows the cached copy (if any) and fetches the variant.
    void load(const QString &variantId);
    void clear();

    bool hasArticle() const { return !m_article.variantId.isEmpty(); }
    const values::Article &article() const { return m_article; }
    QString variantId() const { return m_article.variantId; }
    QString name() const { return m_article.name; }
    QUrl imageUrl() const { return m_article.imageUrl; }
    // The thumbnail (or the placeholder while it loads; null without an ImageCache).
    QPixmap image() const;
    BundlesModel *bundles() const { return m_bundles; }

    State state() const { return m_state; }
    QString errorString() const { return m_errorString; }
    const values::ApiError &lastError() const { return m_lastError; }
    // Where the article came from and how old it is.
    const DataFeed *feed() const { return m_feed; }

signals:
    void articleChanged();
    void imageChanged();
    void stateChanged(webshop::models::ArticleDetails::State state);
    // The article's details have come from the server (for the price history).
    void articleReceived(const webshop::values::Article &article);

private:
    void setArticle(const values::Article &article);
    void fetch(const QString &variantId);
    bool showSaved(const QString &variantId);
    void onFinished(api::ArticleJob *job);
    void setState(State state, const QString &error = {});

    ModelServices m_services;
    DataFeed *m_feed;
    BundlesModel *m_bundles = nullptr;
    values::Article m_article;
    State m_state = State::Idle;
    QString m_errorString;
    values::ApiError m_lastError;
    QPointer<api::ArticleJob> m_job;
};

} // namespace webshop::models
