// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallSubjects.h"

#include "MemoryContext.h"

#include <QHash>

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

void preferNewer(QList<RecallHit> &hits)
{
    // The newest hit of each subject, and its score.
    QHash<QString, qsizetype> newest;
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const QString key = subjectKeyOf(hits.at(i).delta);
        if (key.isEmpty())
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
        const RecallHit &latest = hits.at(newest.value(key));
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
