// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemoryOperations.h"
#include "SourcePlugin.h"

#include "Clock.h"
#include "Delta.h"
#include "Engagement.h"
#include "LakeTypes.h"
#include "WorkerThread.h"

#include <QObject>
#include <memory>

namespace tarn {

class Lake;
class SecretStore;

// The window's writes (engagements, a source's settings) on a worker thread
// with a Lake connection of its own, so saving never freezes the window even
// while the scheduler holds the write lock for a batch. Every answer carries
// the caller's request id; a failure carries a message naming what is wrong
// and nothing of the failed write is kept (each is one transaction).
class LakeWriter : public QObject
{
    Q_OBJECT
public:
    LakeWriter(QString lakePath, const Clock &clock, QObject *parent = nullptr);
    ~LakeWriter() override;

public Q_SLOTS:
    void engage(quint64 requestId, const QString &targetId, tarn::EngagementType type, const QString &reason);
    // A memory the person wrote (Remember::remember); emits remembered().
    void remember(quint64 requestId, const tarn::Delta &draft, const QString &imagePath);
    void previewRetime(quint64 requestId, const QString &source, const tarn::SourceSettings &settings);
    void applySourceSettings(quint64 requestId, const QString &source, const tarn::SourceSettings &settings,
                             bool retimeExisting);
    // forget_soft (hidden, reversible), restore, or forget_hard (erased).
    void forget(quint64 requestId, const QString &id, bool hard);
    void restore(quint64 requestId, const QString &id);
    // What a forget of id takes along (Forgetting::plan), changing nothing:
    // emits forgetPlanned with its summary and one line per delta.
    void planForget(quint64 requestId, const QString &id, bool hard);
    // patch and supersede (seed 002): a new delta with lineage; emits superseded().
    void patch(quint64 requestId, const QString &id, const tarn::MemoryOperations::Patch &changes);
    void invalidate(quint64 requestId, const QString &id);
    // Undoes invalidate; answers restored() like a restore.
    void revalidate(quint64 requestId, const QString &id);
    // Configured sources (SourceInstances): each answers sourceChanged or failed.
    void addSource(quint64 requestId, const QString &type, const QString &name, const QJsonObject &settings);
    void removeSource(quint64 requestId, const QString &name);
    void updateSource(quint64 requestId, const QString &name, const QJsonObject &changes);
    void setSourcePaused(quint64 requestId, const QString &name, bool paused);
    // Where a new source's secrets (a token) go; set before the first add.
    void setSecretStore(std::shared_ptr<tarn::SecretStore> secrets) { m_secrets = std::move(secrets); }

Q_SIGNALS:
    void engaged(quint64 requestId, const tarn::Delta &engagement);
    void remembered(quint64 requestId, const tarn::Delta &written);
    void retimePreviewed(quint64 requestId, const QString &source, const tarn::RetimePreview &preview);
    void sourceSettingsApplied(quint64 requestId, const QString &source, qint64 retimed);
    // alsoCount: the deltas that went along (what carried its words).
    void forgotten(quint64 requestId, const QString &id, bool hard, int alsoCount);
    // summary: "This also erases …" (empty when nothing goes along); lines:
    // what goes, the named delta first, each "role: content".
    void forgetPlanned(quint64 requestId, const QString &id, const QString &summary, const QStringList &lines);
    void restored(quint64 requestId, const QString &id);
    void superseded(quint64 requestId, const QString &oldId, const tarn::Delta &replacement);
    void invalidated(quint64 requestId, const QString &id);
    void sourceChanged(quint64 requestId, const QString &name);
    void failed(quint64 requestId, const QString &message);

private:
    Lake *lake(); // opened on first use, on this thread

    QString m_lakePath;
    const Clock &m_clock;
    std::unique_ptr<Lake> m_lake;
    std::shared_ptr<SecretStore> m_secrets;
};

// Owns the writer's thread. Calls return at once with a request id.
class LakeWriterHost : public QObject
{
    Q_OBJECT
public:
    LakeWriterHost(const QString &lakePath, const Clock &clock, QObject *parent = nullptr);
    ~LakeWriterHost() override;

    LakeWriter *writer() const { return m_writer; }

    quint64 engage(const QString &targetId, EngagementType type, const QString &reason);
    quint64 remember(const Delta &draft, const QString &imagePath);
    quint64 previewRetime(const QString &source, const SourceSettings &settings);
    quint64 applySourceSettings(const QString &source, const SourceSettings &settings, bool retimeExisting);
    quint64 forget(const QString &id, bool hard);
    quint64 planForget(const QString &id, bool hard);
    quint64 restore(const QString &id);
    quint64 patch(const QString &id, const MemoryOperations::Patch &changes);
    quint64 invalidate(const QString &id);
    quint64 revalidate(const QString &id);
    quint64 addSource(const QString &type, const QString &name, const QJsonObject &settings);
    quint64 removeSource(const QString &name);
    quint64 updateSource(const QString &name, const QJsonObject &changes);
    quint64 setSourcePaused(const QString &name, bool paused);
    void setSecretStore(std::shared_ptr<SecretStore> secrets);

private:
    quint64 nextId() { return ++m_lastRequestId; }

    WorkerThread m_thread{QStringLiteral("tarn-writer")};
    LakeWriter *m_writer = nullptr;
    quint64 m_lastRequestId = 0;
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::EngagementType)
Q_DECLARE_METATYPE(tarn::SourceSettings)
Q_DECLARE_METATYPE(tarn::RetimePreview)
