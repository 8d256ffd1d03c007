#pragma once

#include "Delta.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace tarn {

// What a recall asks the index for: each meaningful word of the question
// (RecallRanking::queryTerms) is a group of phrases, the typed word first
// and then its related words (RelatedWords.h) at lower weights. The index
// stems every phrase itself (FtsStemmingTokenizer.h); tarn_rank
// (FtsRankFunction.h) scores each group by its best phrase, so an
// expansion can answer a word the memory does not share, but never counts
// twice, and never outweighs the word itself.
struct RecallPhrase
{
    QString text;      // one word or two ("single parent"), letters and digits only
    int group = 0;     // the query word it stands for
    double weight = 1; // RecallRanking::ExpansionWeights
    bool prefix = false; // the person typed "swimm*"
};

class RecallQuery
{
public:
    // Empty terms() when the query has no word to recall by. `expand`
    // false gives the typed words alone (the baseline the evaluation
    // compares with, and `tarn recall --no-expand`).
    static RecallQuery build(const QString &query, bool expand = true);

    const QStringList &terms() const { return m_terms; }
    const QList<RecallPhrase> &phrases() const { return m_phrases; }
    bool isEmpty() const { return m_terms.isEmpty(); }

    // The FTS5 MATCH expression: every phrase, OR'ed, over content and tags.
    QString matchExpression() const;
    // tarn_rank's spec for the same phrases, in the same order. With `idf`
    // (one per phrase) tarn_rank takes those instead of counting each
    // phrase's documents itself; `trailing` phrases after these in the
    // expression (kind facets) count for nothing.
    QString rankSpec(double contentWeight, double tagsWeight, const QList<double> &idf = {}, int trailing = 0) const;
    // Each phrase alone as a MATCH expression, in the same order.
    QStringList phraseExpressions() const;

    // 0..1: the weighted share of the query's words the text answers, each
    // word counted by its best phrase found (typed 1.0, related less).
    double overlap(const QString &content, const QStringList &tags) const;
    // The phrases of each group the text holds, for --explain.
    QStringList matchedPhrases(const QString &content, const QStringList &tags) const;
    // Both at once, reading the text once (recall's stage 2).
    double overlap(const QString &content, const QStringList &tags, QStringList *matched) const;

private:
    QStringList m_terms;
    QList<RecallPhrase> m_phrases;
    QList<QList<QSet<QString>>> m_phraseStems; // per phrase, per word: its stems in both languages
};

} // namespace tarn
