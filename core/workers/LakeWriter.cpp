// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeWriter.h"

#include "Engage.h"
#include "Forgetting.h"
#include "Lake.h"
#include "MemoryOperations.h"
#include "Remember.h"
#include "SourceInstances.h"
#include "TarnError.h"

#include <QCoreApplication>

namespace tarn {

namespace {
struct LakeWriterText
{
    Q_DECLARE_TR_FUNCTIONS(LakeWriter)
};
} // namespace

LakeWriter::LakeWriter(QString lakePath, const Clock &clock, QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock)
{
}

// Deleted on the worker thread (see the host), so the connection closes on
// the thread that opened it.
LakeWriter::~LakeWriter() = default;

Lake *LakeWriter::lake()
{
    if (!m_lake) {
        // The window's reader has created and migrated the file already;
        // the writer only ever joins an existing lake.
        auto lake = std::make_unique<Lake>(m_clock);
        OpenOptions options;
        options.create = false;
        lake->open(m_lakePath, options);
        lake->setActor(QStringLiteral("window"));
        m_lake = std::move(lake);
    }
    return m_lake.get();
}

void LakeWriter::engage(quint64 requestId, const QString &targetId, EngagementType type, const QString &reason)
{
    try {
        Q_EMIT engaged(requestId, Engagement::engage(*lake(), targetId, type, reason));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::remember(quint64 requestId, const Delta &draft, const QString &imagePath)
{
    try {
        Q_EMIT remembered(requestId, Remember::remember(*lake(), draft, imagePath));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::forget(quint64 requestId, const QString &id, bool hard)
{
    try {
        const Forgetting::ForgetSet set = Forgetting::forget(*lake(), id, hard);
        Q_EMIT forgotten(requestId, id, hard, int(set.alsoCount()));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::planForget(quint64 requestId, const QString &id, bool hard)
{
    try {
        const Forgetting::ForgetSet set = Forgetting::plan(*lake(), id);
        QStringList lines;
        const auto add = [&](const QStringList &ids, const QString &role) {
            for (const QString &member : ids)
                if (const std::optional<Delta> d = lake()->get(member))
                    lines << role + QStringLiteral(": ") + d->content.simplified().left(100);
        };
        add({set.id}, LakeWriterText::tr("this delta"));
        add(set.versions, LakeWriterText::tr("another version"));
        add(set.engagements, LakeWriterText::tr("an engagement"));
        add(set.turns, LakeWriterText::tr("the conversation turn"));
        Q_EMIT forgetPlanned(requestId, set.id, set.describe(hard), lines);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::restore(quint64 requestId, const QString &id)
{
    try {
        Forgetting::restore(*lake(), id);
        Q_EMIT restored(requestId, id);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::patch(quint64 requestId, const QString &id, const MemoryOperations::Patch &changes)
{
    try {
        Q_EMIT superseded(requestId, id, MemoryOperations::patch(*lake(), id, changes));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::addSource(quint64 requestId, const QString &type, const QString &name, const QJsonObject &settings)
{
    try {
        Q_EMIT sourceChanged(requestId, SourceInstances::add(*lake(), type, name, settings, m_secrets.get()).name);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::removeSource(quint64 requestId, const QString &name)
{
    try {
        SourceInstances::remove(*lake(), name, m_secrets.get());
        Q_EMIT sourceChanged(requestId, name);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::updateSource(quint64 requestId, const QString &name, const QJsonObject &changes)
{
    try {
        Q_EMIT sourceChanged(requestId, SourceInstances::update(*lake(), name, changes, m_secrets.get()).name);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::setSourcePaused(quint64 requestId, const QString &name, bool paused)
{
    try {
        SourceInstances::setPaused(*lake(), name, paused);
        Q_EMIT sourceChanged(requestId, name);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::invalidate(quint64 requestId, const QString &id)
{
    try {
        MemoryOperations::invalidate(*lake(), id);
        Q_EMIT invalidated(requestId, id);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::revalidate(quint64 requestId, const QString &id)
{
    try {
        MemoryOperations::revalidate(*lake(), id);
        Q_EMIT restored(requestId, id);
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::previewRetime(quint64 requestId, const QString &source, const SourceSettings &settings)
{
    try {
        Q_EMIT retimePreviewed(requestId, source, lake()->previewRetime(source, settings));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

void LakeWriter::applySourceSettings(quint64 requestId, const QString &source, const SourceSettings &settings,
                                     bool retimeExisting)
{
    try {
        Q_EMIT sourceSettingsApplied(requestId, source, lake()->setSourceSettings(source, settings, retimeExisting));
    } catch (const TarnError &e) {
        Q_EMIT failed(requestId, e.message());
    }
}

LakeWriterHost::LakeWriterHost(const QString &lakePath, const Clock &clock, QObject *parent) : QObject(parent)
{
    qRegisterMetaType<tarn::Delta>();
    qRegisterMetaType<tarn::EngagementType>();
    qRegisterMetaType<tarn::SourceSettings>();
    qRegisterMetaType<tarn::RetimePreview>();
    m_writer = m_thread.host(new LakeWriter(lakePath, clock));
}

LakeWriterHost::~LakeWriterHost()
{
    // A write in progress finishes (it is one transaction); queued ones are
    // dropped with the event loop.
    m_thread.stop();
}

quint64 LakeWriterHost::forget(const QString &deltaId, bool hard)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId, hard] { w->forget(id, deltaId, hard); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::planForget(const QString &deltaId, bool hard)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId, hard] { w->planForget(id, deltaId, hard); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::patch(const QString &deltaId, const MemoryOperations::Patch &changes)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId, changes] { w->patch(id, deltaId, changes); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::invalidate(const QString &deltaId)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId] { w->invalidate(id, deltaId); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::revalidate(const QString &deltaId)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId] { w->revalidate(id, deltaId); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::restore(const QString &deltaId)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, deltaId] { w->restore(id, deltaId); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::remember(const Delta &draft, const QString &imagePath)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(
        m_writer, [w = m_writer, id, draft, imagePath] { w->remember(id, draft, imagePath); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::engage(const QString &targetId, EngagementType type, const QString &reason)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(
        m_writer, [w = m_writer, id, targetId, type, reason] { w->engage(id, targetId, type, reason); },
        Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::previewRetime(const QString &source, const SourceSettings &settings)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(
        m_writer, [w = m_writer, id, source, settings] { w->previewRetime(id, source, settings); },
        Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::applySourceSettings(const QString &source, const SourceSettings &settings, bool retimeExisting)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(
        m_writer,
        [w = m_writer, id, source, settings, retimeExisting] { w->applySourceSettings(id, source, settings, retimeExisting); },
        Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::addSource(const QString &type, const QString &name, const QJsonObject &settings)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, type, name, settings] { w->addSource(id, type, name, settings); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::removeSource(const QString &name)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, name] { w->removeSource(id, name); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::updateSource(const QString &name, const QJsonObject &changes)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, name, changes] { w->updateSource(id, name, changes); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeWriterHost::setSourcePaused(const QString &name, bool paused)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_writer, [w = m_writer, id, name, paused] { w->setSourcePaused(id, name, paused); },
                              Qt::QueuedConnection);
    return id;
}

void LakeWriterHost::setSecretStore(std::shared_ptr<SecretStore> secrets)
{
    QMetaObject::invokeMethod(m_writer, [w = m_writer, secrets] { w->setSecretStore(secrets); }, Qt::QueuedConnection);
}

} // namespace tarn
