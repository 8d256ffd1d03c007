// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Erasure.h"

#include <QJsonObject>
#include <QStringList>

namespace tarn {

class Lake;

// The person's right to forget (DESIGN §4). forget_soft hides a delta from
// every reader (list, search, recall, the API) and can be undone;
// forget_hard deletes it: the row, its FTS entry and tags (the delete
// trigger) and any media file it alone held. Each is audited; the audit of
// a hard forget keeps the ids, never the content.
//
// Forgetting is total: forgetting a delta forgets what carries its words
// (issue 19). One function, plan(), computes that set; soft forget hides
// it, restore brings it back, hard forget erases it, and the person sees it
// before a hard forget.
namespace Forgetting {

// How far a forget reaches along the supersession lineage.
enum class Reach {
    Lineage, // every version of it ("forget my address" means every address)
    OnlyThis // just this version (CLI --only-this, API/MCP only_this)
};

// What goes with a delta when it is forgotten.
struct ForgetSet
{
    QString id;              // the delta the person named
    QStringList versions;    // the other versions of its lineage (Reach::Lineage)
    QStringList engagements; // affirms:/refutes:/reply-to: deltas that quote any of these
    QStringList turns;       // the conversation turns (episodes) any of these was captured from

    // id first, then versions, engagements and turns; no duplicates.
    QStringList all() const;
    qsizetype alsoCount() const { return versions.size() + engagements.size() + turns.size(); }
    // {"id", "versions", "engagements", "turns", "count"} for the API, MCP and --json.
    QJsonObject toJson() const;
    // "this also erases 2 engagements and the conversation turn that quote it",
    // empty when nothing goes along. hard: "erases", else "hides".
    QString describe(bool hard) const;
};

// The set, without changing anything. Throws TarnError NotFound for an id
// that is not in the lake, InvalidInput for one that is not an id.
ForgetSet plan(Lake &lake, const QString &id, Reach reach = Reach::Lineage);

// Hides (soft) or erases (hard) the whole set in one transaction; returns it.
ForgetSet forget(Lake &lake, const QString &id, bool hard, Reach reach = Reach::Lineage);
// Brings back the same set a soft forget of id hid (what is still forgotten
// of it; an invalidated delta stays invalid).
ForgetSet restoreSet(Lake &lake, const QString &id, Reach reach = Reach::Lineage);

using ScrubResult = Erasure::ScrubResult;
// After a hard forget (forget() runs it, before it returns): none of the
// erased words is left in the lake's bytes (Erasure::scrub says how, per engine).
ScrubResult scrub(Lake &lake);

// Throw TarnError NotFound for an id that is not in the lake. The whole set.
void forgetSoft(Lake &lake, const QString &id);
void restore(Lake &lake, const QString &id);
void forgetHard(Lake &lake, const QString &id);
} // namespace Forgetting

} // namespace tarn
