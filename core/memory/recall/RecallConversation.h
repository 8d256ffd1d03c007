// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"
#include "RecallQuery.h"

namespace tarn {

class Lake;

// Recall in conversations (issue 20 §4). A conversation turn that only asks
// ("user: what did we decide about the charge limit?") shares every word
// of a later question and so outranks the turn that answers it, which is
// usually the next one. So:
//
//  - a turn that does nothing but ask gives way: its score is multiplied
//    by kAskingOnlyFactor;
//  - the best hit, and a later hit that ends asking, brings the next turn
//    of its session along, right after it ("context_for" names the turn it
//    follows), unless that turn is already ranked higher or the limit
//    leaves no room (a brought turn takes a place a second match could
//    have: LoCoMo conv-26 R@5 64.9 -> 68.0 bringing only those, against
//    one tune question of tests/data/recall-eval, 0.826 -> 0.814); when the
//    question asks for an amount, a time or a name (RecallAnswerType.h),
//    it brings the first of the next kAnswerLookahead turns that holds one
//    instead ("What number?" is answered two turns on by "I'll ask for
//    86,000", after the assistant's own question), the next turn where none
//    does; after a turn that states something, a next turn that ends
//    asking ("Wow! What inspired you?") gives way to the one after it,
//    which answers it (LoCoMo's conversation conv-26, 150 questions:
//    evidence R@5 63.3 -> 64.9, R@10 71.4 -> 73.0; tests/data/recall-eval
//    unchanged); and before all of these, the first of the next
//    kAnswerLookahead turns that settles what was being decided, accepting
//    or confirming it in kSettlingWords words or more ("Perfect – we're
//    going with that: two tickets for …", "Love it. "The Selfie Wall" it
//    is", "Done: night setback now 19 °C"), is brought instead: it is what
//    a later question asks about (tune conversational R@5 0.607 -> 0.714,
//    dev 0.800 -> 0.900; conv-26 unchanged);
//  - of the turns of one session among the results, the latest takes the
//    best of their scores and the earlier ones the rest in order: the
//    first turns repeat the question and match it best, the later ones
//    say where the conversation ended. Tune split of tests/data/recall-eval:
//    conversational MRR 0.330 -> 0.488 (R@5 0.607 either way).
namespace RecallConversation {

inline constexpr double kAskingOnlyFactor = 0.8;
inline constexpr int kAnswerLookahead = 4;
inline constexpr int kSettlingWords = 6;

// Whether every sentence of the text is a question (speaker labels such as
// "user:" ignored).
bool asksOnly(const QString &content);

// Runs on the ranked hits, before they are cut to `limit`. Where the
// question asks what one speaker said (`speaker`, lowercase;
// RecallSpeakers.h), only that speaker's turns are brought.
void apply(Lake &lake, QList<RecallHit> &hits, int limit, const RecallQuery &query, const QString &speaker = {});

} // namespace RecallConversation

} // namespace tarn
