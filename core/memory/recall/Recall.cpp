// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Recall.h"

#include "DeltaId.h"
#include "DeltaJson.h"
#include "DeltaMarks.h"
#include "Lake.h"
#include "LakeSchema.h"
#include "MemoryLogging.h"
#include "QueryLimits.h"
#include "RankFusion.h"
#include "RecallAskedTime.h"
#include "RecallCandidates.h"
#include "RecallConversation.h"
#include "RecallEngagements.h"
#include "RecallOwner.h"
#include "RecallPeople.h"
#include "RecallSpeakers.h"
#include "RecallSubjects.h"
#include "RecallQuery.h"
#include "RecallRanking.h"
#include "RecallSearch.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <algorithm>
#include <optional>

namespace tarn {

namespace {

struct RecallText
{
    Q_DECLARE_TR_FUNCTIONS(Recall)
};

// A word's narrower kinds are asked for only where the lake holds them.
RecallQuery::HeldPhrases heldBy(Lake &lake)
{
    return [&lake](const QStringList &phrases) { return RecallSearch::held(lake, phrases); };
}

// How recall reads a question: its words, their related words and, where
// it asks about someone by role, the names the lake gives the role
// (RecallPeople.h). recall() and describeQuery() read it the same way.
RecallQuery readQuery(Lake &lake, const QString &query, bool expand, qint64 nowMs)
{
    // "Where does Fiona work?" asked of Fiona's lake is "where do I work?"
    // (RecallOwner.h).
    const QString asked = expand ? RecallOwner::withoutNames(query, RecallOwner::namesOf(lake, nowMs)) : query;
    RecallQuery q = RecallQuery::build(asked, expand, heldBy(lake));
    if (expand)
        RecallPeople::resolve(lake, asked, q, nowMs);
    return q;
}

// Each typed word with the related words asked for beside it.
QStringList readingOf(const RecallQuery &q)
{
    QList<QStringList> groups(q.terms().size());
    for (const RecallPhrase &p : q.phrases())
        groups[p.group] << (p.prefix ? p.text + u'*' : p.text);
    QStringList out;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QStringList &g = groups.at(i);
        if (g.isEmpty())
            continue;
        // "work (for "do for a living")": a set phrase asks for what its answer says.
        QString word = g.constFirst();
        if (const QString phrase = q.setPhraseOf(int(i)); !phrase.isEmpty())
            word += QStringLiteral(" (for \"%1\")").arg(phrase);
        out << (g.size() == 1 ? word : word + QStringLiteral(": ") + g.mid(1).join(QStringLiteral(", ")));
    }
    return out;
}

} // namespace

namespace Recall {

QList<RecallHit> recall(Lake &lake, const QString &query, const RecallOptions &options, RecallReading *reading)
{
    if (options.limit < 1 || options.limit > 100)
        throw TarnError::invalid(QStringLiteral("limit"), RecallText::tr("limit: must be from 1 to 100"));
    QueryLimits::checkLength(QStringLiteral("query"), query);
    const qint64 now = lake.clock().nowMs();
    // Where a slow recall spends its time, per stage (tarn.memory.debug):
    // counts and milliseconds only, never the question.
    QElapsedTimer stage;
    stage.start();
    QList<qint64> stageNs;
    const auto stageDone = [&] { stageNs << stage.nsecsElapsed(); stage.restart(); };
    // The question's reading and stage 1 are hundreds of small reads at
    // most (Lake.h); the fetch and the blend are a second run of them. Recall
    // by meaning between the two may wait on a server, outside either
    // (its scan starts in the first and is joined between them).
    std::optional<LakeReadTogether> reads(std::in_place, lake);
    // Recall by meaning (RankFusion.h) starts here: the query's vector and
    // the scan of the lake's vectors run on a thread beside stage 1.
    MeaningRecall::Search meaningSearch(lake, query, options);
    // A time the question names ("in December 2023", "the week before
    // August 3"): what was written then goes first (RecallAskedTime.h).
    const std::optional<RecallAskedTime::Asked> askedTime =
        options.expand ? RecallAskedTime::of(query, now) : std::nullopt;
    const RecallQuery recallQuery = readQuery(lake, query, options.expand, now);
    stageDone();
    if (recallQuery.phrases().isEmpty())
        throw TarnError::invalid(QStringLiteral("query"),
                                 RecallText::tr("query: give at least one word to recall by"));
    if (reading) {
        reading->words = readingOf(recallQuery);
        if (askedTime)
            reading->words << RecallAskedTime::describe(*askedTime);
    }

    // Stage 1 (RecallRanking.h): BM25 x quality x tier, inside the lake's
    // engine (RecallSearch.h), over live deltas only: superseded, forgotten, invalid and expired ones
    // never come back. A query whose words are in more than kBroadMatch
    // deltas ranks a bounded window of them (RecallCandidates.h).
    const RecallCandidates::Request request{recallQuery,
                                            options.scope ? scopeName(*options.scope) : QString(),
                                            options.kinds,
                                            options.minConfidence,
                                            RecallRanking::candidatePool(options.limit),
                                            now};
    const RecallCandidates::Found found = RecallCandidates::find(lake, request);
    reads.reset();
    if (reading)
        reading->window = found.windowed ? RecallCandidates::kWindowDepth : 0;
    stageDone();
    const QList<qint64> &keys = found.keys;
    const QHash<qint64, double> &seeds = found.seeds;
    const double best = found.best;

    // --- Recall by meaning (issue 20; RankFusion.h) ----------------------
    // With a local embedding server or the word vectors, the live deltas
    // nearest to the query's vector join the candidates, and the two lists
    // are fused below (by reciprocal rank for a server's model, the word
    // vectors' cosine added to the words' score). Without either
    // `nearest` is empty and nothing here changes recall.
    const MeaningRecall::Matches meaning = meaningSearch.finish(lake, options, now, keys);
    QList<qint64> candidates = keys;
    for (qint64 rid : meaning.nearest)
        if (!seeds.contains(rid))
            candidates << rid;
    // ---------------------------------------------------------------------

    // Stage 2: the blend.
    reads.emplace(lake);
    QList<Delta> fetched = lake.getByKeys(candidates);
    // A word most candidates hold tells them apart less than a rare one
    // ("prefer" in "does she prefer flying" against "flying").
    // Each candidate's words are read once, for these weights and the blend.
    RecallQuery weighed = recallQuery;
    QList<QList<double>> answered;
    QList<QStringList> matched(fetched.size());
    answered.reserve(fetched.size());
    for (qsizetype i = 0; i < fetched.size(); ++i)
        answered << recallQuery.wordsAnswered(fetched.at(i).content, fetched.at(i).tags, &matched[i]);
    weighed.setWordWeights(RecallRanking::wordWeights(answered, recallQuery.terms().size()));
    stageDone();
    QList<RecallHit> hits;
    hits.reserve(fetched.size());
    for (qsizetype i = 0; i < fetched.size(); ++i) {
        Delta &d = fetched[i];
        const double seed = seeds.value(*DeltaId::toKey(d.id));
        RecallHit hit;
        hit.matched = std::move(matched[i]);
        const auto parts = RecallRanking::signalsFor(d, best > 0 ? seed / best : 0, weighed, now, answered.at(i));
        hit.score = RecallRanking::blend(parts);
        hit.scoreParts = parts;
        hit.delta = std::move(d);
        hits.append(std::move(hit));
    }
    if (meaning.wordVectors && !meaning.isEmpty()) // recall by meaning: the fusion (RankFusion.h)
        RankFusion::addWordMeaning(hits, keys, meaning);
    else if (!meaning.nearest.isEmpty())
        RankFusion::fuse(hits, keys, meaning.nearest);
    if (askedTime)
        RecallAskedTime::apply(hits, *askedTime);
    // "How does Jon feel about …" asks what Jon said (RecallSpeakers.h).
    const QString askedSpeaker = options.expand ? RecallSpeakers::apply(hits, query) : QString();
    // Refuted deltas give way to their corrections; affirmations lift their
    // targets instead of taking a second slot (RecallEngagements.h). They
    // leave the hits sorted.
    stageDone();
    RecallEngagements::apply(lake, hits);
    // A newer value of the same subject goes first, found in the lake
    // when it shares no word with the question (RecallSubjects.h).
    RecallSubjects::bringNewer(lake, hits, options, query, weighed, now);
    RecallSubjects::preferNewer(hits);
    // A conversation turn brings the turn that answers it.
    RecallConversation::apply(lake, hits, options.limit, weighed, askedSpeaker);
    if (hits.size() > options.limit)
        hits.resize(options.limit);
    reads.reset();
    stageDone();
    if (lcMemory().isDebugEnabled())
        qCDebug(lcMemory, "recall: %lld phrases read in %.1f ms, %lld candidates in %.1f ms, fetched in %.1f ms, "
                          "blended in %.1f ms, engagements, subjects and turns in %.1f ms",
                qint64(recallQuery.phrases().size()), double(stageNs.at(0)) / 1e6, qint64(candidates.size()),
                double(stageNs.at(1)) / 1e6, double(stageNs.at(2)) / 1e6, double(stageNs.at(3)) / 1e6,
                double(stageNs.at(4)) / 1e6);

    if (options.touch && !hits.isEmpty()) {
        QStringList ids;
        for (const RecallHit &h : hits)
            ids << h.delta.id;
        touch(lake, ids);
        for (RecallHit &h : hits) {
            h.delta.recallCount += 1;
            h.delta.lastRecalledAt = now;
        }
    }
    return hits;
}

void touch(Lake &lake, const QStringList &ids)
{
    const qint64 now = lake.clock().nowMs();
    LakeTransaction tx(lake);
    QList<qint64> rids;
    for (const QString &id : ids)
        if (const auto rid = DeltaId::toKey(id))
            rids << *rid;
    DeltaMarks::recalled(lake, rids, now);
    lake.refreshOnAccess(ids); // stable/active deltas live on when recalled (seed 004)
    tx.commit();
}

QJsonObject hitToJson(const RecallHit &hit, bool explain)
{
    QJsonObject o = DeltaJson::toJson(hit.delta);
    o.insert(QStringLiteral("score"), hit.score);
    if (explain && hit.contextFor.isEmpty()) {
        const RecallRanking::Signals &s = hit.scoreParts;
        QJsonObject why{{QStringLiteral("seed"), s.seed},
                        {QStringLiteral("overlap"), s.overlap},
                        {QStringLiteral("confidence"), s.confidence},
                        {QStringLiteral("freshness"), s.freshness},
                        {QStringLiteral("kind"), s.kind},
                        {QStringLiteral("answer"), s.answer},
                        {QStringLiteral("matched"), QJsonArray::fromStringList(hit.matched)}};
        if (hit.meaningRank > 0) // recall by meaning (RankFusion.h)
            why.insert(QStringLiteral("meaning_rank"), hit.meaningRank);
        if (hit.meaningCosine > -2.0f) // the word vectors' cosine (RankFusion::addWordMeaning)
            why.insert(QStringLiteral("meaning"), double(hit.meaningCosine));
        if (hit.askedTime != RecallHit::NoTimeAsked) // RecallAskedTime.h
            why.insert(QStringLiteral("asked_time"), hit.askedTime == RecallHit::WrittenThen ? QStringLiteral("written then")
                                                     : hit.askedTime == RecallHit::NamesIt  ? QStringLiteral("names it")
                                                                                            : QStringLiteral("neither"));
        if (hit.otherSpeaker) // RecallSpeakers.h
            why.insert(QStringLiteral("other_speaker"), true);
        o.insert(QStringLiteral("explain"), why);
    }
    if (!hit.refutes.isEmpty())
        o.insert(QStringLiteral("refutes"), hit.refutes);
    if (!hit.contextFor.isEmpty())
        o.insert(QStringLiteral("context_for"), hit.contextFor);
    if (!hit.newerValueOf.isEmpty())
        o.insert(QStringLiteral("newer_value_of"), hit.newerValueOf);
    if (!hit.affirmedBecause.isEmpty())
        o.insert(QStringLiteral("affirmed_because"), QJsonArray::fromStringList(hit.affirmedBecause));
    if (!hit.refutes.isEmpty() || !hit.affirmedBecause.isEmpty())
        o.insert(QStringLiteral("presented"), hit.presentedText());
    return o;
}

QStringList describeQuery(Lake &lake, const QString &query, bool expand)
{
    const LakeReadTogether reads(lake);
    const qint64 now = lake.clock().nowMs();
    QStringList out = readingOf(readQuery(lake, query, expand, now));
    if (const auto asked = expand ? RecallAskedTime::of(query, now) : std::nullopt)
        out << RecallAskedTime::describe(*asked);
    return out;
}

} // namespace Recall

QString RecallHit::explanation() const
{
    // A turn brought along by the turn it answers has no score of its own.
    if (!contextFor.isEmpty())
        return QStringLiteral("a turn after %1 that answers it or settles it, ranked just below it").arg(contextFor);
    // A newer value brought beside the hit it updates ranks by that hit.
    if (!newerValueOf.isEmpty())
        return QStringLiteral("a newer value of %1 (same kind and tags), ranked just above it").arg(newerValueOf);
    const RecallRanking::Signals &s = scoreParts;
    QString line = QStringLiteral("bm25 %1 · words %2 · confidence %3 · freshness %4 · kind %5")
                       .arg(s.seed, 0, 'f', 2)
                       .arg(s.overlap, 0, 'f', 2)
                       .arg(s.confidence, 0, 'f', 2)
                       .arg(s.freshness, 0, 'f', 2)
                       .arg(s.kind, 0, 'f', 2);
    if (s.answerAsked) // the question asks for an amount, a time or a name (RecallAnswerType.h)
        line += s.answer > 0 ? QStringLiteral(" · holds the kind of answer asked for")
                             : QStringLiteral(" · holds no answer of the kind asked for");
    if (!matched.isEmpty())
        line += QStringLiteral(" · matched: ") + matched.join(QStringLiteral(", "));
    if (askedTime == WrittenThen) // RecallAskedTime.h
        line += QStringLiteral(" · written in the time asked about");
    else if (askedTime == NamesIt)
        line += QStringLiteral(" · names the time asked about");
    else if (askedTime == Elsewhen)
        line += QStringLiteral(" · written at another time than asked, x%1").arg(RecallAskedTime::kElsewhenFactor, 0, 'f', 2);
    if (otherSpeaker)
        line += QStringLiteral(" · spoken by another than asked about, x%1").arg(RecallSpeakers::kOtherSpeakerFactor, 0, 'f', 2);
    // Recall by meaning (RankFusion.h): its place among the nearest vectors,
    // and the word vectors' cosine, which adds to the score above the floor.
    const QString cosine = meaningCosine > -2.0f ? QStringLiteral("cosine %1").arg(double(meaningCosine), 0, 'f', 2) : QString();
    if (meaningRank > 0)
        line += cosine.isEmpty() ? QStringLiteral(" · meaning #%1").arg(meaningRank)
                                 : QStringLiteral(" · meaning #%1 (%2)").arg(meaningRank).arg(cosine);
    else if (!cosine.isEmpty())
        line += QStringLiteral(" · meaning: ") + cosine;
    return line;
}

QString RecallHit::presentedText() const
{
    // Fixed English shapes, like the engagement's own carried part: an
    // assistant reads these, and they must not change with the window's language.
    if (!refutes.isEmpty()) {
        const RecallEngagements::Parts parts = RecallEngagements::partsOf(delta);
        return QStringLiteral("Refuted: \u201C%1\u201D \u2014 %2").arg(parts.carried.simplified(), parts.reason.simplified());
    }
    if (!affirmedBecause.isEmpty())
        return QStringLiteral("%1 (affirmed: %2)").arg(delta.content.simplified(), affirmedBecause.join(QStringLiteral("; ")).simplified());
    return delta.content;
}

} // namespace tarn
