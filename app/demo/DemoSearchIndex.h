#pragma once

// An inverted index of folded word prefixes for the demo search (fast at 200,000 articles).

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace webshop::demo {

enum class Language;

class DemoSearchIndex
{
public:
    // Fills the words of document `index` in `language`: the name's, and the others (category,
    // pack sizes). `sortKey` orders results of the same rank. Called from two threads at once
    // (one per language), so it must only read shared data.
    using Source = std::function<void(int index, Language language, QString *name,
                                      QString *otherText, QString *sortKey)>;
    // `ids`: the documents' identifiers, matched by prefix in every language (not tokenised).
    // `aliases`: further identifiers of a document (its bundle ids: an article number a buyer
    // may type, or a client may look up from a basket line), matched like `ids`.
    void build(const QStringList &ids, const Source &source,
               const std::vector<std::pair<QString, int>> &aliases = {});

    // Documents where every word of `query` is a prefix of one of their words; those whose
    // name matches every word come first; each group in sort-key order. An empty query lists
    // every document.
    std::vector<int> search(QStringView query, Language language) const;

private:
    struct PerLanguage
    {
        std::vector<QString> tokens;             // sorted, folded
        std::vector<std::vector<int>> postings;  // per token: documents, ascending
        std::vector<std::vector<int>> namePostings; // per token: documents whose name has it
        std::vector<int> order;                  // every document in sort-key order
    };
    void buildLanguage(Language language, const Source &source);

    PerLanguage m_languages[2];
    std::vector<std::pair<QString, int>> m_ids; // sorted by id
    int m_count = 0;
};

} // namespace webshop::demo
