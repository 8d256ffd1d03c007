#include "Forgetting.h"

#include "DeltaId.h"
#include "Engagement.h"
#include "Lake.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

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

void exec(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}

// The lifecycle and provenance columns the set is walked by.
struct Row
{
    qint64 key = 0;
    qint64 supersedes = 0;   // 0: none
    qint64 supersededBy = 0; // 0: none
    QString segmentId;
    QString kind;
};

std::optional<Row> rowOf(Lake &lake, qint64 key)
{
    QSqlQuery q(lake.database());
    q.prepare(QStringLiteral("SELECT supersedes, superseded_by, segment_id, kind FROM deltas WHERE rid = ?"));
    q.addBindValue(key);
    exec(q);
    if (!q.next())
        return std::nullopt;
    Row r;
    r.key = key;
    r.supersedes = q.value(0).isNull() ? 0 : q.value(0).toLongLong();
    r.supersededBy = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
    r.segmentId = q.value(2).toString();
    r.kind = q.value(3).toString();
    return r;
}

// Engagements (source tarn-engagement, tagged affirms:/refutes:/reply-to:
// the id) that quote the delta; they carry its words.
QList<qint64> engagementsQuoting(Lake &lake, const QString &id)
{
    QSqlQuery q(lake.database());
    q.prepare(QStringLiteral("SELECT DISTINCT t.rid FROM delta_tags t JOIN deltas d ON d.rid = t.rid "
                             "WHERE t.tag IN (?, ?, ?) AND d.source = ? ORDER BY t.rid"));
    for (EngagementType t : {EngagementType::Affirm, EngagementType::Refute, EngagementType::Reply})
        q.addBindValue(Engagement::tagPrefix(t) + id);
    q.addBindValue(Engagement::sourceName());
    exec(q);
    QList<qint64> keys;
    while (q.next())
        keys << q.value(0).toLongLong();
    return keys;
}

struct Walk
{
    ForgetSet set;
    QList<qint64> keys; // every member, the root first
};

Walk walk(Lake &lake, const QString &id, Reach reach)
{
    Walk w;
    const qint64 rootKey = keyOf(id);
    const std::optional<Row> root = rowOf(lake, rootKey);
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
                if (const std::optional<Row> v = rowOf(lake, next)) {
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
        for (qint64 e : engagementsQuoting(lake, memberId)) {
            if (seen.contains(e))
                continue;
            seen.insert(e);
            w.keys << e;
            w.set.engagements << DeltaId::fromKey(e);
        }
        const std::optional<Row> member = rowOf(lake, key);
        if (!member || member->segmentId.isEmpty())
            continue;
        const std::optional<qint64> turnKey = DeltaId::toKey(member->segmentId);
        if (!turnKey || seen.contains(*turnKey))
            continue;
        const std::optional<Row> turn = rowOf(lake, *turnKey);
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
    QSqlQuery q(lake.database());
    q.prepare(QStringLiteral("UPDATE deltas SET state = ? WHERE rid = ? AND (rid = ? OR state = ?)"));
    for (qint64 key : w.keys) {
        q.addBindValue(to);
        q.addBindValue(key);
        q.addBindValue(w.keys.constFirst());
        q.addBindValue(from);
        exec(q);
    }
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
        QSqlQuery media(lake.database());
        media.prepare(QStringLiteral("SELECT media_hash FROM deltas WHERE rid = ? AND media_hash IS NOT NULL"));
        QSqlQuery del(lake.database());
        del.prepare(QStringLiteral("DELETE FROM deltas WHERE rid = ?"));
        for (qint64 key : w.keys) {
            media.addBindValue(key);
            exec(media);
            if (media.next() && !media.value(0).toString().isEmpty())
                mediaHashes << media.value(0).toString();
            media.finish();
            del.addBindValue(key);
            exec(del);
        }
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
