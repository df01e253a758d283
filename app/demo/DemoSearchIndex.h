#pragma once

// The demo search: an inverted index of folded words per language, matched as whole words,
// word prefixes, compound-word parts, one typo and per-language synonyms (fast at 200,000
// articles: the distinct words stay few thousand, the postings carry the size).

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace webshop::demo {

enum class Language;

class DemoSearchIndex
{
public:
    // How well one query word matched an article word, best first. The head of a compound
    // ("wasser" in Mineralwasser, "milch" in Vollmilch) names what the article is, so it
    // ranks with whole words before prefixes ("wasser" in Wassermelone).
    enum Match : quint8 { Exact = 0, CompoundHead, Prefix, CompoundPart, Typo, NoMatch = 0xFF };

    // Fills the words of document `index` in `language`: the name's, and the others (category,
    // pack sizes). Called from several threads at once (one per language), so it must only
    // read shared data.
    using Source = std::function<void(int index, Language language, QString *name,
                                      QString *otherText)>;
    // `ids`: the documents' identifiers, matched by prefix in every language (not tokenised).
    // `aliases`: further identifiers of a document (its bundle ids: an article number a buyer
    // may type, or a client may look up from a basket line), matched like `ids`.
    // `languages`: how many languages (Language values 0..n-1) to index; the first `eager` of
    // them at once on every core, the others on their first search (once, thread-safe), so that
    // a large catalogue starts as fast in seven languages as in two. `source` must stay valid.
    // Documents of equal rank come in document order: the catalogue lists its most popular
    // articles first.
    void build(const QStringList &ids, int languages, const Source &source,
               const std::vector<std::pair<QString, int>> &aliases = {}, int eager = -1);

    // Documents where every word of `query` (or one of its synonyms) matches a word of theirs.
    // A word found as typed (as a word or part of one) is not also looked up as a typo.
    // Ranked by the weakest word: every word in the name before any word only in the category
    // or pack; then exact, compound head, prefix, compound part, typo; ties in document order.
    // An empty query lists every document.
    std::vector<int> search(QStringView query, Language language) const;

    // How `word` (folded) matches `token` (folded); exposed for tests.
    static Match match(QStringView word, QStringView token);

private:
    struct PerLanguage
    {
        std::vector<QString> tokens;             // sorted, folded
        std::vector<std::vector<int>> postings;  // per token: documents, ascending
        std::vector<std::vector<int>> namePostings; // per token: documents whose name has it
        QString blob;                            // every token followed by '\n', in order
        std::vector<int> starts;                 // where each token starts in blob
        std::vector<std::vector<int>> byLength;  // token indexes by length (for typos)
    };
    void buildLanguage(int language) const;
    // The sorted tokens' blob and lengths: parts of words are found with one substring search
    // over all tokens, typos among the tokens of about the same length.
    static void indexParts(PerLanguage *index);
    const PerLanguage *indexOf(int language) const; // built on first use
    // Best rank per document for one query word and its synonyms (NoMatch where none).
    void rankWord(const PerLanguage &index, const QStringList &alternatives,
                  std::vector<quint8> *ranks) const;

    Source m_source;
    mutable std::vector<PerLanguage> m_languages; // each written once, under its flag
    std::unique_ptr<std::once_flag[]> m_built;
    std::vector<std::pair<QString, int>> m_ids; // sorted by id
    std::vector<int> m_all; // every document, in order
    int m_count = 0;
};

} // namespace webshop::demo
