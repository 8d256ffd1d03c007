// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingIndex.h"

#include "Lake.h"
#include "VectorLog.h"
#include "VectorMath.h"
#include "VectorRows.h"

#include <QMutex>
#include <QSet>
#include <cstring>

namespace tarn {

std::shared_ptr<EmbeddingIndex> EmbeddingIndex::forLake(const QString &lakePath)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<EmbeddingIndex>> indexes;
    QMutexLocker lock(&mutex);
    auto &slot = indexes[lakePath];
    if (!slot)
        slot = std::make_shared<EmbeddingIndex>();
    return slot;
}

void EmbeddingIndex::append(qint64 rid, const QByteArray &blob)
{
    const qsizetype dim = blob.size() / qsizetype(sizeof(float));
    if (dim <= 0)
        return;
    if (m_rids.empty()) {
        m_dim = int(dim);
        m_stride = VectorMath::halfStride(m_dim);
    }
    if (dim != m_dim)
        return; // a second size under one model name: only the first is searched
    const auto it = m_slot.constFind(rid);
    qsizetype row;
    if (it != m_slot.cend()) {
        row = *it;
    } else {
        row = qsizetype(m_rids.size());
        m_rids.push_back(rid);
        m_data.resize(m_data.size() + size_t(m_stride)); // the padding stays zero
        m_slot.insert(rid, row);
    }
    // The blob may not be aligned for floats: copied out, then halved
    // (through one buffer for the whole load, under the write lock).
    m_scratch.resize(size_t(m_dim));
    std::memcpy(m_scratch.data(), blob.constData(), size_t(m_dim) * sizeof(float));
    qFloatToFloat16(m_data.data() + row * m_stride, m_scratch.data(), m_dim);
}

void EmbeddingIndex::reset(const QString &model)
{
    m_model = model;
    m_dim = 0;
    m_stride = 0;
    m_lastSeq = 0;
    m_goneSeen = -1;
    m_data.clear();
    m_rids.clear();
    m_slot.clear();
}

void EmbeddingIndex::drop(qint64 rid)
{
    const auto it = m_slot.constFind(rid);
    if (it == m_slot.cend())
        return;
    const qsizetype row = *it;
    const qsizetype last = qsizetype(m_rids.size()) - 1;
    m_slot.erase(it);
    if (row != last) {
        // The last row takes its place.
        m_rids[size_t(row)] = m_rids[size_t(last)];
        std::memcpy(m_data.data() + row * m_stride, m_data.data() + last * m_stride, size_t(m_stride) * sizeof(qfloat16));
        m_slot.insert(m_rids[size_t(row)], row);
    }
    m_rids.pop_back();
    m_data.resize(m_rids.size() * size_t(m_stride));
}

void EmbeddingIndex::dropMissing(Lake &lake, const QString &model)
{
    QSet<qint64> present;
    present.reserve(qsizetype(m_rids.size()));
    for (qint64 rid : VectorRows::rids(lake, model))
        present.insert(rid);
    const std::vector<qint64> held = m_rids;
    for (qint64 rid : held)
        if (!present.contains(rid))
            drop(rid);
}

void EmbeddingIndex::refresh(Lake &lake, const QString &model)
{
    // The reads below stop at these marks, so what is written meanwhile
    // is read next time, whole (VectorLog.h: the engine's guarantee).
    const VectorLog::Marks marks = VectorLog::read(lake);
    const qint64 maxSeq = marks.lastVector;
    const qint64 maxGone = marks.lastGone;
    const qint64 minGone = marks.firstGone.value_or(maxGone + 1);
    {
        QReadLocker read(&m_lock);
        if (m_model == model && maxSeq == m_lastSeq && maxGone == m_goneSeen)
            return;
    }
    QWriteLocker write(&m_lock);
    // A file made anew at the same path starts its counts again.
    if (m_model != model || maxSeq < m_lastSeq || maxGone < m_goneSeen)
        reset(model);
    if (m_goneSeen >= 0 && maxGone != m_goneSeen && !m_rids.empty()) {
        if (minGone > m_goneSeen + 1) {
            dropMissing(lake, model); // the log was pruned past what this copy saw
        } else {
            for (qint64 rid : VectorRows::goneBetween(lake, m_goneSeen, maxGone))
                drop(rid);
        }
    }
    m_goneSeen = maxGone;
    // Dropped first, then added: a vector written again (a new model, a
    // retry) left and came back, and the copy ends with it.
    VectorRows::eachVectorBetween(lake, model, m_lastSeq, maxSeq,
                                  [this](qint64 rid, const QByteArray &vec) { append(rid, vec); });
    m_lastSeq = maxSeq;
}

std::vector<float> EmbeddingIndex::padded(const std::vector<float> &query) const
{
    std::vector<float> out(query);
    out.resize(size_t(m_stride), 0.0f);
    return out;
}

std::vector<std::pair<qint64, float>> EmbeddingIndex::nearest(const std::vector<float> &query, int k) const
{
    QReadLocker read(&m_lock);
    if (m_rids.empty() || int(query.size()) != m_dim)
        return {};
    std::vector<std::pair<qint64, float>> out;
    for (const auto &[row, score] : VectorMath::topKHalf(m_data.data(), qsizetype(m_rids.size()), m_stride, padded(query).data(), k))
        out.emplace_back(m_rids[size_t(row)], score);
    return out;
}

qsizetype EmbeddingIndex::size() const
{
    QReadLocker read(&m_lock);
    return qsizetype(m_rids.size());
}

int EmbeddingIndex::dimension() const
{
    QReadLocker read(&m_lock);
    return m_dim;
}

QHash<qint64, float> EmbeddingIndex::similarity(const std::vector<float> &query, const QList<qint64> &rids) const
{
    QReadLocker read(&m_lock);
    QHash<qint64, float> out;
    if (int(query.size()) != m_dim)
        return out;
    const std::vector<float> q = padded(query);
    for (qint64 rid : rids)
        if (const auto it = m_slot.constFind(rid); it != m_slot.cend())
            out.insert(rid, VectorMath::dotHalf(m_data.data() + *it * m_stride, q.data(), m_stride));
    return out;
}

} // namespace tarn
