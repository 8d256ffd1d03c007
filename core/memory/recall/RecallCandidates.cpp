// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallCandidates.h"

#include "RecallRanking.h"
#include "RecallSearch.h"

#include <algorithm>

namespace tarn::RecallCandidates {

namespace {

void add(const QList<SearchHit> &hits, Found &into)
{
    for (const SearchHit &h : hits) {
        if (into.seeds.contains(h.key))
            continue;
        into.keys << h.key;
        into.seeds.insert(h.key, h.seed);
        into.best = std::max(into.best, h.seed);
    }
}

SearchScoring scoring()
{
    SearchScoring s;
    s.contentWeight = RecallRanking::kContentColumnWeight;
    s.tagsWeight = RecallRanking::kTagsColumnWeight;
    s.stm = RecallRanking::tierMultiplier(Tier::Stm);
    s.episodic = RecallRanking::tierMultiplier(Tier::Episodic);
    s.semantic = RecallRanking::tierMultiplier(Tier::Semantic);
    return s;
}

} // namespace

Found find(Lake &lake, const Request &request)
{
    Found found;
    const QList<SearchPhrase> &phrases = request.query.phrases();
    if (phrases.isEmpty())
        return found;
    const std::unique_ptr<RecallSearch> search = RecallSearch::open(lake, phrases, scoring());
    const SearchFilter filter{request.scope, request.kinds, request.minConfidence, request.now, request.pool};
    if (search->windowStart({}, {}, kBroadMatch) == 0) {
        add(search->rank(filter, {}, 0), found);
        return found;
    }
    // Rarest first: a question word with few matches ("dentist" beside
    // "new") has every one of them ranked, whatever the window holds.
    QList<QList<int>> byGroup(request.query.terms().size());
    for (qsizetype i = 0; i < phrases.size(); ++i)
        byGroup[phrases.at(i).group] << int(i);
    QList<int> narrow;
    bool everyWordNarrow = byGroup.size() > 1;
    for (const QList<int> &group : std::as_const(byGroup)) {
        if (group.isEmpty() || byGroup.size() == 1) // one word: it is the broad one
            continue;
        if (search->windowStart(group, {}, kBroadMatch) == 0)
            narrow << group;
        else
            everyWordNarrow = false;
    }
    // Each word narrow, only their sum broad: every match is ranked anyway,
    // so the question is ranked whole, as a narrow one is; the windows
    // would only add what it already ranks.
    if (everyWordNarrow) {
        add(search->rank(filter, {}, 0), found);
        return found;
    }
    found.windowed = true;
    const qint64 from = search->windowStart({}, {}, kWindowDepth);
    const QList<double> idf = search->idfAbove(from);
    if (!narrow.isEmpty())
        add(search->rank(filter, idf, 0, narrow), found);
    add(search->rank(filter, idf, from), found);
    // The preferred kinds' own window: their newest kWindowDepth live matches.
    QList<Kind> preferred;
    for (Kind k : {Kind::Profile, Kind::Preference, Kind::Fact, Kind::Decision, Kind::Goal, Kind::Synthesis,
                   Kind::Insight, Kind::Event})
        if (request.kinds.isEmpty() || request.kinds.contains(k))
            preferred << k;
    if (!preferred.isEmpty()) {
        SearchFilter narrowed = filter;
        narrowed.kinds = preferred;
        add(search->rankNewest(narrowed, idf, kWindowDepth), found);
    }
    std::stable_sort(found.keys.begin(), found.keys.end(),
                     [&](qint64 a, qint64 b) { return found.seeds.value(a) > found.seeds.value(b); });
    return found;
}

} // namespace tarn::RecallCandidates
