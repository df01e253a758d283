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
    // ids, pack sizes). `sortKey` orders results of the same rank.
    using Source = std::function<void(int index, Language language, QString *name,
                                      QString *otherText, QString *sortKey)>;
    void build(int count, const Source &source);

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
    PerLanguage m_languages[2];
    int m_count = 0;
};

} // namespace webshop::demo
