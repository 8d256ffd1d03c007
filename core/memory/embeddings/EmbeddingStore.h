#pragma once

#include "EmbeddingConfig.h"
#include "LakeTypes.h"

#include <QList>
#include <QString>
#include <vector>

namespace tarn {

class Lake;

// The lake's side of recall by meaning (schema step 7): which live deltas
// have a vector for which model, the vectors themselves, and the
// background embedder's last word. Vectors are derived data: never
// exported, gone with their delta (a trigger), and only ever returned for
// a delta that is live by the same conditions recall uses.
namespace EmbeddingStore {

// The conditions that make a delta live for recall (Recall.cpp's stage 1),
// on the deltas table aliased `d`; binds :now.
QString liveCondition();

struct Pending
{
    qint64 rid = 0;
    QString content;
};
// Live deltas after `afterRid` (rid order) with no vector for `model`.
QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit);
// Writes the vectors (unit length) in one transaction, replacing any of
// another model; a delta that left the lake meanwhile gets none.
void store(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors);
// The embedder's outcome: an empty error records a success.
void recordOutcome(Lake &lake, const QString &model, const QString &error);
qint64 embeddedCount(Lake &lake, const QString &model);
// Forgets the log of vectors that left (delta_vectors_gone) after a day:
// an in-memory copy that has not looked since compares every rid instead.
void pruneGoneLog(Lake &lake);
qint64 liveCount(Lake &lake);
EmbeddingStats stats(Lake &lake, const EmbeddingConfig &config);

QByteArray toBlob(const std::vector<float> &v);

} // namespace EmbeddingStore

} // namespace tarn
