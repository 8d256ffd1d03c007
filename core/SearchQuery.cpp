#include "SearchQuery.h"

#include <QStringList>

namespace tarn::SearchQuery {

QString toFts5(const QString &typed)
{
    // Split on anything the unicode61 tokenizer would split on too, so a
    // quoted word is exactly one token and a phrase never spans punctuation.
    QStringList words;
    QString current;
    for (const QChar c : typed) {
        if (c.isLetterOrNumber() || c.isMark()) {
            current += c;
        } else if (!current.isEmpty()) {
            words << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        words << current;
    if (words.isEmpty())
        return {};
    // A trailing separator means the person finished the last word: match it
    // whole. Otherwise the last word is still being typed: match as a prefix.
    const bool lastIsPrefix = !typed.isEmpty() && (typed.back().isLetterOrNumber() || typed.back().isMark());
    QStringList terms;
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString term = u'"' + words.at(i) + u'"'; // words hold no '"': they are letters only
        if (i == words.size() - 1 && lastIsPrefix)
            term += u'*';
        terms << term;
    }
    return terms.join(u' ');
}

} // namespace tarn::SearchQuery
