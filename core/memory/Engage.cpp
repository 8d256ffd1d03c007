// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Engage.h"

#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace tarn {

namespace {
// The same translation context as Engagement.cpp's messages.
struct EngageText
{
    Q_DECLARE_TR_FUNCTIONS(Engagement)
};
} // namespace

Delta Engagement::engage(Lake &lake, const QString &targetId, EngagementType type, const QString &reason,
                         const QStringList &extraTags)
{
    // The delta and its audit entry land together or not at all. The target
    // is read under the same write lock, so the reaper (in any process)
    // cannot take it, and the image it carries, between the read and the
    // insert that names that image.
    LakeTransaction tx(lake);
    const std::optional<Delta> target = lake.get(targetId);
    if (!target || (target->expiresAt && *target->expiresAt <= lake.clock().nowMs()))
        throw TarnError::notFound(EngageText::tr("no delta %1 in the lake (it may have been reaped)").arg(targetId));
    // Engaging with a forgotten or invalidated delta would write its words
    // back into the lake: it is not there to engage with.
    if (target->state != DeltaState::Active)
        throw TarnError::notFound(EngageText::tr("%1 is %2; only an active delta can be engaged with")
                                      .arg(targetId, stateName(target->state)));
    Delta d = build(*target, type, reason, extraTags);
    Delta written = lake.insert(d);
    lake.audit().append(lake.actor(), QStringLiteral("engage"), written.id, std::nullopt,
                        QJsonObject{{QStringLiteral("target"), targetId},
                                    {QStringLiteral("type"), tagPrefix(type).chopped(1)}});
    tx.commit();
    return written;
}

} // namespace tarn
