#include "app/demo/DemoSearchIndex.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoSynonyms.h"
#include "app/demo/DemoText.h"

#include <QHash>
#include <QStringMatcher>
#include <algorithm>
#include <array>
#include <atomic>
#include <numeric>
#include <thread>

namespace webshop::demo {

namespace {

// A match only in the category or pack words ranks after every match in the name.
constexpr quint8 kOtherText = 8;
constexpr int kBuckets = DemoSearchIndex::Typo + kOtherText + 1;

void addPosting(std::vector<int> *list, int document)
{
    if (list->empty() || list->back() != document)
        list->push_back(document);
}

bool hasDigit(QStringView word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

// At most one insertion, deletion, substitution or swap of neighbours apart.
bool oneEditApart(QStringView a, QStringView b)
{
    if (a.size() > b.size())
        std::swap(a, b);
    if (b.size() - a.size() > 1)
        return false;
    qsizetype i = 0;
    while (i < a.size() && a[i] == b[i])
        ++i;
    if (i == a.size())
        return true; // equal, or b has one letter more at the end
    if (a.size() == b.size()) {
        if (a.mid(i + 1) == b.mid(i + 1))
            return true; // substitution
        return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] && a.mid(i + 2) == b.mid(i + 2);
    }
    return a.mid(i) == b.mid(i + 1); // one letter more in b
}

} // namespace

DemoSearchIndex::Match DemoSearchIndex::match(QStringView word, QStringView token)
{
    if (token == word)
        return Exact;
    const bool letters = !hasDigit(word);
    // The head keeps a modifier of three letters or more: "eis" is not the head of "Reis".
    if (letters && word.size() >= 3 && token.size() - word.size() >= 3 && token.endsWith(word))
        return CompoundHead;
    if (token.startsWith(word))
        return Prefix;
    if (letters && word.size() >= 4 && token.contains(word))
        return CompoundPart;
    if (letters && word.size() >= 5 && oneEditApart(word, token))
        return Typo;
    return NoMatch;
}

void DemoSearchIndex::build(const QStringList &ids, int languages, const Source &source,
                            const std::vector<std::pair<QString, int>> &aliases, int eager)
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
    m_all.resize(size_t(m_count));
    std::iota(m_all.begin(), m_all.end(), 0);
    m_source = source;
    m_languages.assign(size_t(languages), PerLanguage());
    m_built = std::make_unique<std::once_flag[]>(size_t(languages));
    eager = eager < 0 ? languages : std::min(eager, languages);
    // The languages share nothing: index them on every core.
    std::atomic<int> next{0};
    const auto work = [&] {
        for (int l = next++; l < eager; l = next++)
            indexOf(l);
    };
    const int threads = std::clamp(int(std::thread::hardware_concurrency()), 1, std::max(eager, 1)) - 1;
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
}

const DemoSearchIndex::PerLanguage *DemoSearchIndex::indexOf(int language) const
{
    if (language < 0 || size_t(language) >= m_languages.size())
        return nullptr;
    std::call_once(m_built[size_t(language)], [this, language] { buildLanguage(language); });
    return &m_languages[size_t(language)];
}

void DemoSearchIndex::buildLanguage(int language) const
{
    const Source &source = m_source;
    QHash<QString, int> ids;
    ids.reserve(m_count / 4 + 64);
    std::vector<QString> tokens;
    std::vector<std::vector<int>> postings, namePostings;
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
    for (int doc = 0; doc < m_count; ++doc) {
        QString name, other;
        source(doc, Language(language), &name, &other);
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
    PerLanguage &index = m_languages[size_t(language)];
    index.tokens.reserve(tokens.size());
    index.postings.reserve(tokens.size());
    index.namePostings.reserve(tokens.size());
    for (int id : byToken) {
        index.tokens.push_back(std::move(tokens[size_t(id)]));
        index.postings.push_back(std::move(postings[size_t(id)]));
        index.namePostings.push_back(std::move(namePostings[size_t(id)]));
    }
    indexParts(&index);
}

void DemoSearchIndex::indexParts(PerLanguage *index)
{
    for (size_t t = 0; t < index->tokens.size(); ++t) {
        const QString &token = index->tokens[t];
        index->starts.push_back(int(index->blob.size()));
        index->blob += token;
        index->blob += u'\n';
        if (index->byLength.size() <= size_t(token.size()))
            index->byLength.resize(size_t(token.size()) + 1);
        index->byLength[size_t(token.size())].push_back(int(t));
    }
}

void DemoSearchIndex::rankWord(const PerLanguage &index, const QStringList &alternatives,
                               std::vector<quint8> *ranks) const
{
    ranks->assign(size_t(m_count), quint8(NoMatch));
    const auto lower = [&](size_t doc, quint8 rank) {
        quint8 &r = (*ranks)[doc];
        r = std::min(r, rank);
    };
    for (const QString &w : alternatives) {
        // Identifiers match by prefix in any language, as well as a name word.
        for (auto id = std::lower_bound(m_ids.begin(), m_ids.end(), std::pair<QString, int>(w, -1));
             id != m_ids.end() && id->first.startsWith(w); ++id)
            lower(size_t(id->second), Exact);
        bool found = false;
        const auto add = [&](size_t t) {
            const Match m = match(w, index.tokens[t]);
            if (m == NoMatch)
                return;
            found = true;
            for (int doc : index.namePostings[t])
                lower(size_t(doc), m);
            for (int doc : index.postings[t])
                lower(size_t(doc), quint8(m + kOtherText));
        };
        // Whole words and prefixes: a sorted range.
        for (auto it = std::lower_bound(index.tokens.begin(), index.tokens.end(), w);
             it != index.tokens.end() && it->startsWith(w); ++it)
            add(size_t(it - index.tokens.begin()));
        // Short words and numbers match nothing else.
        if (w.size() < 3 || hasDigit(w))
            continue;
        const QStringMatcher matcher(w);
        for (qsizetype at = matcher.indexIn(index.blob); at >= 0;) {
            const auto next = std::upper_bound(index.starts.begin(), index.starts.end(), int(at));
            const size_t t = size_t(next - index.starts.begin()) - 1;
            if (int(at) != index.starts[t]) // at the start: a prefix, already added
                add(t);
            if (next == index.starts.end())
                break;
            at = matcher.indexIn(index.blob, *next);
        }
        // A word that is found as typed needs no guess at what else was meant.
        if (w.size() < 5 || found)
            continue;
        for (qsizetype length = w.size() - 1; length <= w.size() + 1; ++length)
            if (size_t(length) < index.byLength.size())
                for (int t : index.byLength[size_t(length)])
                    if (!index.tokens[size_t(t)].contains(w))
                        add(size_t(t));
    }
}

std::vector<int> DemoSearchIndex::search(QStringView query, Language language) const
{
    const PerLanguage *built = indexOf(std::clamp(int(language), 0, int(m_languages.size()) - 1));
    if (!built)
        return {};
    const PerLanguage &index = *built;
    QStringList words = withoutStopWords(searchTokens(rewritePhrases(foldForSearch(query), language)), language);
    words.removeDuplicates();
    if (words.isEmpty())
        return m_all;

    // The weakest word decides a document's rank.
    std::vector<quint8> score(static_cast<size_t>(m_count));
    std::vector<quint8> ranks;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words.at(i);
        rankWord(index, QStringList{w} + synonyms(w, language), i == 0 ? &score : &ranks);
        if (i > 0)
            for (size_t d = 0; d < score.size(); ++d)
                score[d] = std::max(score[d], ranks[d]);
    }
    // A counting sort by rank keeps document order within a rank.
    std::array<int, kBuckets + 1> starts{};
    for (quint8 s : score)
        if (s < kBuckets)
            ++starts[size_t(s) + 1];
    for (size_t b = 1; b < starts.size(); ++b)
        starts[b] += starts[b - 1];
    std::vector<int> result(static_cast<size_t>(starts[kBuckets]));
    for (int doc = 0; doc < m_count; ++doc)
        if (const quint8 s = score[size_t(doc)]; s < kBuckets)
            result[size_t(starts[s]++)] = doc;
    return result;
}

} // namespace webshop::demo
