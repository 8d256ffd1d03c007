// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"
#include "RecallQuery.h"

namespace tarn {

// A newer value of the same subject outranks an older one (issue 20 §4),
// even when nobody linked them by supersession ("temporary address:
// Dublin" written a year ago, "our new home is in Galway" last month).
//
// Two durable hits are about the same subject when they carry the same
// non-empty `subject` ("profile:address"), or, when neither has one, the
// same kind and the same non-empty set of tags (what a person files two
// versions of one thing under). The older one then ranks just below the
// newer, never above; it stays in the list, since it may be what was asked.
// Filed alike is not yet the same thing ("I can't stand coriander" and a
// newer "lactose doesn't agree with me" are both food preferences): without
// a subject, the newer counts only when it says it is a change, as
// bringNewer asks below.
//
// A newer value that shares no word with the question is not among the
// hits at all ("who is my boss" finds "My manager at Brightwave is Stefan
// Bauer", not "Since the reorg I report to Corinna Wallner", both filed
// as facts under work and colleagues). So bringNewer asks the lake, for
// each of the best `limit` hits, whether a newer live delta of the same
// kind and the same tags exists, and places the newest such beside it at
// its score ("newer_value_of" names the hit it updates), then preferNewer
// ranks the older just below. Tags say what a memory is filed under, not
// which thing it is about ("Raj Menon is our data engineer" and "I report
// to Corinna" are both work facts), so a delta is brought only when it
// says it is a change or the present value ("since", "switched", "now",
// "these days", "jetzt", "seit", …) and names every name of the question
// the older one holds. Tune split of tests/data/recall-eval (R@5 / MRR):
// 0.767 / 0.672 before; 0.767 / 0.669 bringing any such delta; 0.767 /
// 0.681 with the names; 0.779 / 0.678 with the change words; 0.779 /
// 0.684 with both (taken; dev split 0.681 / 0.537 -> 0.708 / 0.547).
// Also lifting a newer value already among the hits to the older one's
// score: 0.779 / 0.687, but the dev split's superseded R@5 0.778 -> 0.667,
// not taken. A memory with a subject needs no such
// question: capture supersedes the subject's older holder when it writes
// the new one (SubjectRows::holder), and superseded deltas never come back.
namespace RecallSubjects {
inline constexpr double kOlderValueFactor = 0.95;
// How many newer deltas of a hit's kind and tag are read to find one with
// the same tag set.
inline constexpr int kNewerRead = 8;
// How many of the best hits are asked about: each question is a walk of
// the tag index and kTagWindow row lookups. On the 1M bench lake (tags
// dense and random) asking for every one of five hits in windows of 200
// rows lifted one-word recall's median from 8.4-10.1 ms to 14.9-15.3 ms;
// three hits in windows of 64 cost nothing measurable (9.1 against 10.3)
// and give the same evaluation figures.
inline constexpr int kHitsAsked = 3;
QString subjectKeyOf(const Delta &delta); // empty: no subject to compare
// Runs on hits ranked best first; leaves them ranked. `query` scores the
// brought deltas' signals for --explain; `options` filters them as recall
// filtered its candidates (scope, kinds, confidence).
void bringNewer(Lake &lake, QList<RecallHit> &hits, const RecallOptions &options, const QString &question,
                const RecallQuery &query, qint64 nowMs);
void preferNewer(QList<RecallHit> &hits);
} // namespace RecallSubjects

} // namespace tarn
