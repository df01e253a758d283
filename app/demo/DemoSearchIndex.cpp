#include "app/demo/DemoSearchIndex.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoText.h"

#include <QHash>
#include <algorithm>
#include <numeric>
#include <thread>

namespace webshop::demo {

namespace {

void addPosting(std::vector<int> *list, int document)
{
    if (list->empty() || list->back() != document)
        list->push_back(document);
}

} // namespace

void DemoSearchIndex::build(const QStringList &ids, const Source &source,
                            const std::vector<std::pair<QString, int>> &aliases)
{
    m_count = int(ids.size());
    m_ids.clear();
    m_ids.reserve(size_t(m_count) + aliases.size());
    for (int i = 0; i < m_count; ++i)
        m_ids.emplace_back(ids.at(i), i);
    for (const auto &alias : aliases)
        if (alias.second >= 0 && alias.second < m_count)
            m_ids.push_back(alias);
    if (!std::is_sorted(m_ids.begin(), m_ids.end()))
        std::sort(m_ids.begin(), m_ids.end());
    // One thread per language: the two indexes share nothing.
    std::thread german([&] { buildLanguage(Language::German, source); });
    buildLanguage(Language::English, source);
    german.join();
}

void DemoSearchIndex::buildLanguage(Language language, const Source &source)
{
    const int count = m_count;
    const int l = language == Language::German ? 0 : 1;
    {
        QHash<QString, int> ids;
        ids.reserve(count / 4 + 64);
        std::vector<QString> tokens;
        std::vector<std::vector<int>> postings, namePostings;
        std::vector<QString> sortKeys(static_cast<size_t>(count));
        QHash<QString, std::vector<int>> otherTokenIds;
        const auto tokenId = [&](const QString &token) {
            auto it = ids.constFind(token);
            if (it != ids.constEnd())
                return it.value();
            const int id = int(tokens.size());
            ids.insert(token, id);
            tokens.push_back(token);
            postings.emplace_back();
            namePostings.emplace_back();
            return id;
        };
        for (int doc = 0; doc < count; ++doc) {
            QString name, other;
            source(doc, language, &name, &other, &sortKeys[size_t(doc)]);
            const QStringList nameTokens = searchTokens(name);
            for (const QString &t : nameTokens) {
                const int id = tokenId(t);
                addPosting(&postings[size_t(id)], doc);
                addPosting(&namePostings[size_t(id)], doc);
            }
            // The other words repeat across a product line: tokenise each distinct text once.
            auto cached = otherTokenIds.constFind(other);
            if (cached == otherTokenIds.constEnd()) {
                std::vector<int> idsOfText;
                const QStringList otherTokens = searchTokens(other);
                for (const QString &t : otherTokens)
                    idsOfText.push_back(tokenId(t));
                cached = otherTokenIds.insert(other, idsOfText);
            }
            for (int id : cached.value())
                addPosting(&postings[size_t(id)], doc);
        }
        std::vector<int> byToken(tokens.size());
        std::iota(byToken.begin(), byToken.end(), 0);
        std::sort(byToken.begin(), byToken.end(),
                  [&](int a, int b) { return tokens[size_t(a)] < tokens[size_t(b)]; });
        PerLanguage &index = m_languages[l];
        index.tokens.clear();
        index.postings.clear();
        index.namePostings.clear();
        index.tokens.reserve(tokens.size());
        index.postings.reserve(tokens.size());
        index.namePostings.reserve(tokens.size());
        for (int id : byToken) {
            index.tokens.push_back(std::move(tokens[size_t(id)]));
            index.postings.push_back(std::move(postings[size_t(id)]));
            index.namePostings.push_back(std::move(namePostings[size_t(id)]));
        }
        index.order.resize(size_t(count));
        std::iota(index.order.begin(), index.order.end(), 0);
        std::stable_sort(index.order.begin(), index.order.end(), [&](int a, int b) {
            return sortKeys[size_t(a)] < sortKeys[size_t(b)];
        });
    }
}

std::vector<int> DemoSearchIndex::search(QStringView query, Language language) const
{
    const PerLanguage &index = m_languages[language == Language::German ? 0 : 1];
    QStringList words = searchTokens(query);
    words.removeDuplicates();
    if (words.isEmpty())
        return index.order;

    // Bit 0: every word matched somewhere; bit 1: every word matched in the name.
    std::vector<quint8> matched(static_cast<size_t>(m_count), quint8(3));
    std::vector<quint8> word(static_cast<size_t>(m_count));
    for (const QString &w : std::as_const(words)) {
        std::fill(word.begin(), word.end(), quint8(0));
        // Identifiers match by prefix in any language.
        for (auto id = std::lower_bound(m_ids.begin(), m_ids.end(), std::pair<QString, int>(w, -1));
             id != m_ids.end() && id->first.startsWith(w); ++id)
            word[size_t(id->second)] |= 1;
        auto it = std::lower_bound(index.tokens.begin(), index.tokens.end(), w);
        for (; it != index.tokens.end() && it->startsWith(w); ++it) {
            const size_t t = size_t(it - index.tokens.begin());
            for (int doc : index.postings[t])
                word[size_t(doc)] |= 1;
            for (int doc : index.namePostings[t])
                word[size_t(doc)] |= 2;
        }
        for (size_t i = 0; i < matched.size(); ++i)
            matched[i] &= word[i];
    }
    std::vector<int> result;
    for (int doc : index.order)
        if (matched[size_t(doc)] & 2)
            result.push_back(doc);
    for (int doc : index.order)
        if (matched[size_t(doc)] == 1)
            result.push_back(doc);
    return result;
}

} // namespace webshop::demo
