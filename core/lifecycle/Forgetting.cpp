// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Forgetting.h"

#include "DeltaId.h"
#include "ForgetRows.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace tarn::Forgetting {

namespace {

struct ForgettingText
{
    Q_DECLARE_TR_FUNCTIONS(Forgetting)
};

qint64 keyOf(const QString &id)
{
    const auto key = DeltaId::toKey(id);
    if (!key)
        throw TarnError::invalid(QStringLiteral("id"), ForgettingText::tr("'%1' is not a delta id (12 hex digits)").arg(id));
    return *key;
}

using Row = ForgetRows::Row;

struct Walk
{
    ForgetSet set;
    QList<qint64> keys; // every member, the root first
};

Walk walk(Lake &lake, const QString &id, Reach reach)
{
    Walk w;
    ForgetRows rows(lake);
    const qint64 rootKey = keyOf(id);
    const std::optional<Row> root = rows.row(rootKey);
    if (!root)
        throw TarnError::notFound(ForgettingText::tr("no delta %1 in the lake").arg(id));
    w.set.id = DeltaId::fromKey(rootKey);
    QSet<qint64> seen{rootKey};
    w.keys << rootKey;

    // The lineage: both ways along supersedes / superseded_by.
    if (reach == Reach::Lineage) {
        QList<Row> frontier{*root};
        while (!frontier.isEmpty()) {
            const Row r = frontier.takeFirst();
            for (qint64 next : {r.supersedes, r.supersededBy}) {
                if (next == 0 || seen.contains(next))
                    continue;
                seen.insert(next);
                if (const std::optional<Row> v = rows.row(next)) {
                    w.keys << next;
                    w.set.versions << DeltaId::fromKey(next);
                    frontier << *v;
                }
            }
        }
    }

    // What quotes any member, and the turns they came from, to a fixed point:
    // a reply to an affirmation quotes the affirmation, which quotes the delta.
    for (qsizetype i = 0; i < w.keys.size(); ++i) {
        const qint64 key = w.keys.at(i);
        const QString memberId = DeltaId::fromKey(key);
        for (qint64 e : rows.engagementsQuoting(memberId)) {
            if (seen.contains(e))
                continue;
            seen.insert(e);
            w.keys << e;
            w.set.engagements << DeltaId::fromKey(e);
        }
        const std::optional<Row> member = rows.row(key);
        if (!member || member->segmentId.isEmpty())
            continue;
        const std::optional<qint64> turnKey = DeltaId::toKey(member->segmentId);
        if (!turnKey || seen.contains(*turnKey))
            continue;
        const std::optional<Row> turn = rows.row(*turnKey);
        if (!turn || turn->kind != kindName(Kind::Episode))
            continue;
        seen.insert(*turnKey);
        w.keys << *turnKey;
        w.set.turns << DeltaId::fromKey(*turnKey);
    }
    return w;
}

QJsonObject withDetail(const ForgetSet &set)
{
    QStringList others = set.all();
    others.removeFirst();
    return QJsonObject{{QStringLiteral("with"), QJsonArray::fromStringList(others)}};
}

} // namespace

ScrubResult scrub(Lake &lake)
{
    return Erasure::scrub(lake);
}

namespace {

// Soft forget and restore move the same set between two states. The delta
// the person named moves whatever its state; the rest only from `from`, so
// an invalidated delta in the set stays invalid.
ForgetSet moveSet(Lake &lake, const QString &id, Reach reach, const QString &from, const QString &to, const QString &op)
{
    LakeTransaction tx(lake);
    const Walk w = walk(lake, id, reach);
    ForgetRows(lake).moveState(w.keys, from, to);
    lake.audit().append(lake.actor(), op, w.set.id, qint64(w.keys.size()), withDetail(w.set));
    tx.commit();
    return w.set;
}

} // namespace

QStringList ForgetSet::all() const
{
    QStringList out{id};
    out << versions << engagements << turns;
    out.removeDuplicates();
    return out;
}

QJsonObject ForgetSet::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("versions"), QJsonArray::fromStringList(versions)},
                       {QStringLiteral("engagements"), QJsonArray::fromStringList(engagements)},
                       {QStringLiteral("turns"), QJsonArray::fromStringList(turns)},
                       {QStringLiteral("count"), qint64(all().size())}};
}

QString ForgetSet::describe(bool hard) const
{
    QStringList parts;
    // Singular and plural spelled out: the English source has no plural forms file.
    if (versions.size() == 1)
        parts << ForgettingText::tr("the other version of it");
    else if (!versions.isEmpty())
        parts << ForgettingText::tr("%1 other versions of it").arg(versions.size());
    if (engagements.size() == 1)
        parts << ForgettingText::tr("1 engagement that quotes it");
    else if (!engagements.isEmpty())
        parts << ForgettingText::tr("%1 engagements that quote it").arg(engagements.size());
    if (turns.size() == 1)
        parts << ForgettingText::tr("the conversation turn it was captured from");
    else if (!turns.isEmpty())
        parts << ForgettingText::tr("%1 conversation turns it was captured from").arg(turns.size());
    if (parts.isEmpty())
        return {};
    QString list = parts.takeLast();
    if (!parts.isEmpty())
        list = ForgettingText::tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), list);
    return hard ? ForgettingText::tr("This also erases %1.").arg(list) : ForgettingText::tr("This also hides %1.").arg(list);
}

ForgetSet plan(Lake &lake, const QString &id, Reach reach)
{
    LakeTransaction tx(lake); // one consistent view of the set
    ForgetSet set = walk(lake, id, reach).set;
    tx.commit();
    return set;
}

ForgetSet forget(Lake &lake, const QString &id, bool hard, Reach reach)
{
    if (!hard)
        return moveSet(lake, id, reach, QStringLiteral("active"), QStringLiteral("forgotten"), QStringLiteral("forget-soft"));
    ForgetSet set;
    QStringList mediaHashes;
    // Erased means erased from the bytes too (Erasure: on SQLite what it
    // frees is zeroed while this is alive).
    const Erasure::Scope secure(lake);
    {
        LakeTransaction tx(lake);
        const Walk w = walk(lake, id, reach);
        set = w.set;
        mediaHashes = ForgetRows(lake).erase(w.keys);
        // The ids, never the content.
        lake.audit().append(lake.actor(), QStringLiteral("forget-hard"), set.id, qint64(w.keys.size()), withDetail(set));
        tx.commit();
    }
    // After the commit, so a rolled-back delete never loses its file.
    mediaHashes.removeDuplicates();
    if (!mediaHashes.isEmpty())
        lake.releaseMedia(mediaHashes);
    try {
        scrub(lake);
    } catch (const TarnError &e) {
        // The rows are gone (committed); say that the bytes may not be yet.
        throw TarnError::storage(ForgettingText::tr("erased %1, but its words may still be in the lake file until "
                                                    "tarn maintain reindex gc runs: %2")
                                     .arg(set.id, e.message()));
    }
    return set;
}

ForgetSet restoreSet(Lake &lake, const QString &id, Reach reach)
{
    return moveSet(lake, id, reach, QStringLiteral("forgotten"), QStringLiteral("active"), QStringLiteral("restore"));
}

void forgetSoft(Lake &lake, const QString &id)
{
    forget(lake, id, false);
}

void restore(Lake &lake, const QString &id)
{
    restoreSet(lake, id);
}

void forgetHard(Lake &lake, const QString &id)
{
    forget(lake, id, true);
}

} // namespace tarn::Forgetting
