#pragma once

#include "models/QuickOrderModel.h"

#include <QHash>
#include <optional>

namespace webshop::api { class ApiClient; }
namespace webshop::models { class PackMemory; }

namespace webshop::control {

// Which pack a quick order line means, and the packs F4 offers on it: an article number names
// an article, not a pack, so the line takes the pack added last for it here (PackMemory), else
// the one buyers order most. Keeps, per line, the packs its article comes in. Owned by the
// QuickOrder; the client and the pack memory are the object graph's, outliving it.
class PackResolver
{
public:
    PackResolver(api::ApiClient *client, models::PackMemory *packs);

    // The pack an article means when the buyer named none (an article number, or words): the
    // pack added last for it here (PackMemory), else the one wholesale buyers order most: of
    // two packs the dearer (the case, not its bottle); of three or more the dearest but one
    // (the case, not its pallet). Packs ordered by their known price; -1 for no bundle.
    static int defaultPackOf(const values::Article &article, const QString &remembered);
    // The packs of these articles, each article's default pack first (at most kMaxSuggestions).
    QList<models::QuickOrderPick> picksOf(const QList<values::Article> &articles) const;
    // The pack the line `text` means of this article: the pack the text names (a pack number),
    // else its default pack; remembers the article's packs as the line's choices. nullopt (and
    // nothing remembered) when the article has no bundle.
    std::optional<models::QuickOrderPick> resolve(quint64 lineId, const QString &text, const values::Article &article,
                                                  const QString &bundleId);

    // The packs the line's article comes in, in the server's order (empty: not known).
    QList<models::QuickOrderPick> choices(quint64 lineId) const { return m_choices.value(lineId); }
    void setChoices(quint64 lineId, const QList<models::QuickOrderPick> &packs) { m_choices.insert(lineId, packs); }
    void setChoicesOf(quint64 lineId, const values::Article &article);

private:
    api::ApiClient *m_client = nullptr;
    models::PackMemory *m_packs = nullptr; // null: no pack remembered
    QHash<quint64, QList<models::QuickOrderPick>> m_choices; // line -> its article's packs
};

} // namespace webshop::control
