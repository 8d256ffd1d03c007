// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "RecallAnswerType.h"
#include "RecallSearch.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace tarn {

// What a recall asks the index for: each meaningful word of the question
// (RecallRanking::queryTerms) is a group of phrases, the typed word first
// and then its related words (RelatedWords.h) at lower weights. The lake's
// index stems every phrase itself, and stage 1 scores each group by its
// best phrase (RecallSearch.h), so an expansion can answer a word the
// memory does not share, but never counts twice, and never outweighs the
// word itself. A phrase is the store's SearchPhrase (RecallSearch.h): the
// typed word or a related one, its group (the question's word), its weight.
using RecallPhrase = SearchPhrase;

class RecallQuery
{
public:
    // Empty terms() when the query has no word to recall by. `expand`
    // false gives the typed words alone (the baseline the evaluation
    // compares with, and `tarn recall --no-expand`).
    // `held` answers which of some phrases the lake holds at all: given,
    // a word's narrower kinds (RelatedWords.h) join its phrases, the
    // nearest the lake holds first; without it they are left out.
    using HeldPhrases = std::function<QStringList(const QStringList &phrases)>;
    static RecallQuery build(const QString &query, bool expand = true, const HeldPhrases &held = {});

    // A related phrase for the question's word `group`, found after the
    // query was built (RecallPeople.h: the name the lake gives "my husband").
    // Nothing when the group does not exist, the weight is 0 or the group
    // already asks for every stem of it.
    void addPhrase(int group, const QString &text, double weight);

    const QStringList &terms() const { return m_terms; }
    // The set phrase a word of terms() stands for ("do for a living" for
    // "work"; RecallIdioms.h), empty for a word as typed.
    QString setPhraseOf(int group) const { return m_setPhrases.value(group); }
    const QList<RecallPhrase> &phrases() const { return m_phrases; }
    bool isEmpty() const { return m_terms.isEmpty(); }

    // 0..1: the weighted share of the query's words the text answers, each
    // word counted by its best phrase found (typed 1.0, related less).
    double overlap(const QString &content, const QStringList &tags) const;
    // The phrases of each group the text holds, for --explain.
    QStringList matchedPhrases(const QString &content, const QStringList &tags) const;
    // Both at once, reading the text once (recall's stage 2).
    double overlap(const QString &content, const QStringList &tags, QStringList *matched) const;
    // Per word of terms(): the weight of its best phrase the text holds
    // (0 where it holds none).
    QList<double> wordsAnswered(const QString &content, const QStringList &tags, QStringList *matched = nullptr) const;
    // overlap() of a text whose wordsAnswered() is already known: recall's
    // stage 2 reads each candidate's words once, for the word weights and
    // for the blend.
    double overlapOf(const QList<double> &answered) const;
    // How much each word counts in overlap(), one weight per word of
    // terms(); unset, every word counts the same. Recall weighs a word by
    // how few of its candidates hold it (RecallRanking::wordWeights).
    void setWordWeights(const QList<double> &weights);

    // What shape of answer the question asks for ("how much": an amount;
    // RecallAnswerType.h), and whether a text holds one the question did
    // not bring itself. answeredBy() is false when nothing is expected.
    RecallAnswerType::Expected expectedAnswer() const { return m_expected; }
    bool answeredBy(const QString &content) const;

private:
    QStringList m_terms;
    QSet<QString> m_questionWords;
    RecallAnswerType::Expected m_expected = RecallAnswerType::Expected::None;
    QList<double> m_wordWeights;
    QHash<int, QString> m_setPhrases; // group -> the set phrase it stands for
    QHash<int, double> m_groupShares; // group -> the share of a word it counts (RecallRanking::kPresentWordShare)
    QList<RecallPhrase> m_phrases;
    QList<QList<QSet<QString>>> m_phraseStems; // per phrase, per word: its stems in both languages
};

} // namespace tarn
