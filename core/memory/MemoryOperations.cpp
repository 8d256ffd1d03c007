// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryOperations.h"

#include "DeltaId.h"
#include "DeltaMarks.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace tarn::MemoryOperations {

namespace {

struct MemoryOperationsText
{
    Q_DECLARE_TR_FUNCTIONS(MemoryOperations)
};

Delta liveDelta(Lake &lake, const QString &id)
{
    if (!DeltaId::isValid(id))
        throw TarnError::invalid(QStringLiteral("id"), MemoryOperationsText::tr("'%1' is not a delta id (12 hex digits)").arg(id));
    const std::optional<Delta> d = lake.get(id);
    if (!d)
        throw TarnError::notFound(MemoryOperationsText::tr("no delta %1 in the lake").arg(id));
    if (!d->supersededBy.isEmpty())
        throw TarnError::invalid(QStringLiteral("id"), MemoryOperationsText::tr("%1 is already superseded by %2")
                                                           .arg(id, d->supersededBy));
    // A forgotten or invalidated delta is, for every operation, not there
    // (DESIGN §4): refused as not found, never as a bad request.
    if (d->state != DeltaState::Active)
        throw TarnError::notFound(MemoryOperationsText::tr("%1 is %2; only an active delta can be changed").arg(id, stateName(d->state)));
    return *d;
}

} // namespace

Delta patch(Lake &lake, const QString &oldId, const Patch &changes)
{
    LakeTransaction tx(lake);
    const Delta old = liveDelta(lake, oldId);
    Delta next;
    next.source = changes.source.value_or(old.source);
    next.kind = changes.kind.value_or(old.kind);
    next.subject = changes.subject.value_or(old.subject);
    next.scope = old.scope;
    next.tags = changes.tags.value_or(old.tags);
    next.content = changes.content.value_or(old.content);
    next.confidence = changes.confidence.value_or(old.confidence);
    next.sessionId = changes.sessionId.value_or(old.sessionId);
    next.episodeId = changes.episodeId.value_or(old.episodeId);
    next.segmentId = changes.segmentId.value_or(old.segmentId);
    next.supersedes = old.id;
    if (next.content == old.content && next.tags == old.tags && next.kind == old.kind && next.subject == old.subject
        && qFuzzyCompare(next.confidence, old.confidence))
        throw TarnError::invalid(QStringLiteral("patch"), MemoryOperationsText::tr("the patch changes nothing in %1").arg(oldId));
    const Delta written = lake.insert(next);

    DeltaMarks::superseded(lake, *DeltaId::toKey(old.id), *DeltaId::toKey(written.id));
    lake.audit().append(lake.actor(), QStringLiteral("supersede"), old.id, 1,
                        QJsonObject{{QStringLiteral("superseded_by"), written.id}});
    tx.commit();
    return written;
}

Delta supersede(Lake &lake, const QString &oldId, const QString &newContent)
{
    Patch p;
    p.content = newContent;
    return patch(lake, oldId, p);
}

void invalidate(Lake &lake, const QString &id)
{
    LakeTransaction tx(lake);
    liveDelta(lake, id);
    DeltaMarks::invalidated(lake, *DeltaId::toKey(id));
    lake.audit().append(lake.actor(), QStringLiteral("invalidate"), id);
    tx.commit();
}

void revalidate(Lake &lake, const QString &id)
{
    if (!DeltaId::isValid(id))
        throw TarnError::invalid(QStringLiteral("id"), MemoryOperationsText::tr("'%1' is not a delta id (12 hex digits)").arg(id));
    LakeTransaction tx(lake);
    const std::optional<Delta> d = lake.get(id);
    if (!d)
        throw TarnError::notFound(MemoryOperationsText::tr("no delta %1 in the lake").arg(id));
    if (d->state != DeltaState::Invalidated)
        throw TarnError::invalid(QStringLiteral("id"), MemoryOperationsText::tr("%1 is %2, not invalidated").arg(id, stateName(d->state)));
    DeltaMarks::revalidated(lake, *DeltaId::toKey(id));
    lake.audit().append(lake.actor(), QStringLiteral("revalidate"), id);
    tx.commit();
}

} // namespace tarn::MemoryOperations
