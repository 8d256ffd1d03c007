// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallSubjects.h"

#include "Lake.h"
#include "MemoryContext.h"
#include "SubjectRows.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace tarn::RecallSubjects {

QString subjectKeyOf(const Delta &delta)
{
    if (!MemoryContext::isDurable(delta.kind))
        return {};
    if (!delta.subject.isEmpty())
        return QStringLiteral("s:") + delta.subject;
    if (delta.tags.isEmpty())
        return {};
    QStringList tags = delta.tags;
    tags.sort();
    tags.removeDuplicates();
    return QStringLiteral("t:") + kindName(delta.kind) + u':' + tags.join(u'\x1f');
}

namespace {

// The tag most likely to be rare among a hit's tags, so the lake's window
// of that tag's newest rows reaches furthest back: the longest
// ("colleagues" before "work").
QString probeTagOf(const Delta &delta)
{
    QString best;
    for (const QString &tag : delta.tags)
        if (tag.size() > best.size() || (tag.size() == best.size() && tag < best))
            best = tag;
    return best;
}

// The names a question asks about: its capitalised words past the first
// ("who is Raj Menon at Brightwave"). A newer value that names none of
// them the older one holds is another memory filed the same way, not the
// older one's update.
QStringList namesIn(const QString &question)
{
    QStringList names;
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}'’-]*"));
    auto it = word.globalMatch(question);
    bool first = true;
    while (it.hasNext()) {
        const QString w = it.next().captured();
        if (!first && w.at(0).isUpper() && w != u"I")
            names << w.toLower();
        first = false;
    }
    return names;
}

bool holdsWord(const QString &text, const QString &lowerWord)
{
    const QString lower = text.toLower();
    for (qsizetype at = lower.indexOf(lowerWord); at >= 0; at = lower.indexOf(lowerWord, at + 1)) {
        const bool startOk = at == 0 || !lower.at(at - 1).isLetterOrNumber();
        const qsizetype end = at + lowerWord.size();
        const bool endOk = end >= lower.size() || !lower.at(end).isLetterOrNumber();
        if (startOk && endOk)
            return true;
    }
    return false;
}

// Words that say a memory states a change or the present value ("since
// the reorg", "switched dentists", "these days", "jetzt", "seit").
bool statesChange(const QString &content)
{
    static const QRegularExpression change(
        QStringLiteral("\\b(now|nowadays|newly|since|switched|switching|moved|changed|cancell?ed|replaced|instead|"
                       "anymore|no longer|these days|currently|started|jetzt|neu|neue[mnrs]?|seit|gewechselt|"
                       "umgezogen|umgestiegen|mittlerweile|inzwischen|nicht mehr|stattdessen|aktuell|derzeit)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // "New" before a capitalised word is part of a name ("on New Year's
    // Eve", "New York"), not a new value; "the new Kindergarten" is one.
    static const QRegularExpression fresh(QStringLiteral("\\bnew\\b|\\bNew\\b(?!\\s+\\p{Lu})"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return change.match(content).hasMatch() || fresh.match(content).hasMatch();
}

bool losesAName(const Delta &older, const Delta &newer, const QStringList &names)
{
    return std::any_of(names.cbegin(), names.cend(), [&](const QString &n) {
        return holdsWord(older.content, n) && !holdsWord(newer.content, n);
    });
}

bool passes(const Delta &d, const RecallOptions &options)
{
    if (options.scope && d.scope != *options.scope)
        return false;
    if (!options.kinds.isEmpty() && !options.kinds.contains(d.kind))
        return false;
    return d.confidence >= options.minConfidence;
}

} // namespace

void bringNewer(Lake &lake, QList<RecallHit> &hits, const RecallOptions &options, const QString &question,
                const RecallQuery &query, qint64 nowMs)
{
    const QStringList names = namesIn(question);
    QSet<QString> present;
    for (const RecallHit &h : std::as_const(hits))
        present.insert(h.delta.id);
    QSet<QString> asked;
    QList<RecallHit> brought;
    const qsizetype best = std::min<qsizetype>(hits.size(), std::min(options.limit, kHitsAsked));
    for (qsizetype i = 0; i < best; ++i) {
        const Delta &older = hits.at(i).delta;
        if (!older.subject.isEmpty() || !hits.at(i).contextFor.isEmpty())
            continue;
        const QString key = subjectKeyOf(older);
        if (key.isEmpty() || asked.contains(key))
            continue;
        asked.insert(key);
        const QList<qint64> rids = SubjectRows::newerTagged(lake, probeTagOf(older), kindName(older.kind),
                                                            older.observedAt, nowMs, kNewerRead);
        if (rids.isEmpty())
            continue;
        // Newest first, as the lake returned them.
        QList<Delta> newer = lake.getByKeys(rids);
        std::stable_sort(newer.begin(), newer.end(),
                         [](const Delta &a, const Delta &b) { return a.observedAt > b.observedAt; });
        for (Delta &d : newer) {
            if (subjectKeyOf(d) != key || !passes(d, options))
                continue;
            if (!statesChange(d.content) || losesAName(older, d, names))
                continue;
            if (!present.contains(d.id)) {
                RecallHit hit;
                hit.scoreParts = RecallRanking::signalsFor(d, 0, query, nowMs, &hit.matched);
                hit.score = hits.at(i).score;
                hit.newerValueOf = older.id;
                hit.delta = std::move(d);
                present.insert(hit.delta.id);
                brought << std::move(hit);
            }
            break; // the newest of the subject: an older one among the hits is preferNewer's
        }
    }
    if (brought.isEmpty())
        return;
    hits << brought;
    // The brought value goes just above the hit it updates (same score,
    // placed first), preferNewer then scores the older below it.
    std::stable_sort(hits.begin(), hits.end(), [](const RecallHit &a, const RecallHit &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return !a.newerValueOf.isEmpty() && b.newerValueOf.isEmpty();
    });
}

void preferNewer(QList<RecallHit> &hits)
{
    // The newest hit of each subject, and its score. Of two hits filed
    // alike (same kind and tags, no subject) the newer is an update only
    // when it says so, as bringNewer asks: "I can't stand coriander" and
    // "lactose doesn't agree with me" are both food preferences, and the
    // older of them is no older value of the newer.
    QHash<QString, qsizetype> newest;
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const QString key = subjectKeyOf(hits.at(i).delta);
        if (key.isEmpty())
            continue;
        if (hits.at(i).delta.subject.isEmpty() && hits.at(i).newerValueOf.isEmpty()
            && !statesChange(hits.at(i).delta.content))
            continue;
        const auto it = newest.find(key);
        if (it == newest.end() || hits.at(i).delta.observedAt > hits.at(*it).delta.observedAt)
            newest.insert(key, i);
    }
    bool changed = false;
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const QString key = subjectKeyOf(hits.at(i).delta);
        if (key.isEmpty())
            continue;
        const auto found = newest.constFind(key);
        if (found == newest.cend())
            continue;
        const RecallHit &latest = hits.at(*found);
        if (latest.delta.id == hits.at(i).delta.id || latest.delta.observedAt == hits.at(i).delta.observedAt)
            continue;
        if (hits.at(i).score >= latest.score) {
            hits[i].score = latest.score * kOlderValueFactor;
            changed = true;
        }
    }
    if (changed)
        std::stable_sort(hits.begin(), hits.end(), [](const RecallHit &a, const RecallHit &b) { return a.score > b.score; });
}

} // namespace tarn::RecallSubjects
