#pragma once

#include "models/QuickOrderModel.h"

#include <QHash>
#include <QObject>

namespace webshop::api { class ApiClient; } // and values::SearchPage, from QuickOrderModel.h

namespace webshop::control {

class LineSuggestions;
class PackResolver;

// Resolves what a quick order line says: an exact article or bundle number, or words that
// clearly mean one article (app/orders OrderMatch over a search; a number the search does not
// know is asked as an article). Several fitting articles make the line "choose", with them as
// its suggestions; nothing, "not found". Each line's newest lookup is the one whose answer
// counts. Works on the QuickOrder's model, which owns it.
class LineLookup : public QObject
{
    Q_OBJECT
public:
    LineLookup(api::ApiClient *client, models::QuickOrderModel *model, PackResolver &packs,
               LineSuggestions &suggestions, QObject *parent = nullptr);

    // Looks up what the line says (unless it is empty or resolved already).
    void resolve(quint64 lineId);
    // A lookup still running for the line (or for any) no longer counts.
    void forget(quint64 lineId) { m_generation.remove(lineId); }
    void forgetAll() { m_generation.clear(); }
    bool isBusy() const { return m_resolving > 0; }

signals:
    // The line fits several articles: the choice is offered on it (its suggestions are set).
    void choiceNeeded(quint64 lineId);
    void busyChanged();

private:
    void onSearchResolved(quint64 lineId, int generation, const QString &text, const values::SearchPage &page);
    void resolveArticle(quint64 lineId, int generation, const QString &text, const values::SearchPage &page);
    // Resolves the line to this article, in the pack the PackResolver chooses.
    void resolveTo(quint64 lineId, const QString &text, const values::Article &article, const QString &bundleId);

    api::ApiClient *m_client = nullptr; // the object graph's, outliving this
    models::QuickOrderModel *m_model = nullptr;
    PackResolver &m_packs;
    LineSuggestions &m_suggestions;
    QHash<quint64, int> m_generation; // line -> the lookup whose answer counts
    int m_resolving = 0;
};

} // namespace webshop::control
