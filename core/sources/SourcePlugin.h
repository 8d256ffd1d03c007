// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "Delta.h"
#include "SourceInstance.h"
#include "SourceRegistry.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariant>
#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace tarn {

// One setting a source declares (seed 000's CONFIG_SHAPE): the per-source
// settings dialog and `tarn source add --set key=value` render and check
// these without any per-plugin UI code.
struct SourceField
{
    enum class Type { Text, Url, Integer, Bool, Secret, Folder };
    QString key;          // settings JSON key, e.g. "url", "poll_minutes"
    QString label;        // English; translated at display time (tarn::SourcePlugins context)
    Type type = Type::Text;
    QVariant defaultValue; // invalid: no default
    qint64 min = 0;       // Integer only
    qint64 max = 0;
    bool required = false;
    QString help;         // one sentence, English
};

// What a plugin is, beside its fields: the category, whether what it
// writes is authored (never expires) or observed (expires_at from the
// source's expiry, whose default and "never" toggle live in
// SourceRegistry), and how often it runs by default.
struct SourceShape
{
    QString type;            // "rss"; deltas carry source "<type>:<instance name>"
    QString label;           // English
    SourceCategory category = SourceCategory::Source;
    bool authored = false;
    QList<SourceField> fields;
};

// One thing a poll found. The host drops items whose key it has written
// before, then writes the rest as deltas in one transaction.
struct SourceItem
{
    QString key;        // stable across polls (a feed's guid, a state's entity + time, ...)
    Delta delta;        // source, expiry and id are set by the host
    QByteArray media;   // an image to keep beside the delta, or empty
    // The key of an earlier item this one replaces (a vault note edited or
    // renamed): the new delta supersedes the one written for that key,
    // lineage kept (append-only: the old delta is never rewritten).
    QString replaces;
};

// What one poll came back with.
struct PollOutcome
{
    QList<SourceItem> items;
    QString error;          // empty on success: a sentence naming what went wrong
    QString note;           // on success: what was left out and why (a feed cut short, an empty item)
    bool notModified = false; // a 304: nothing new, validators unchanged
    QString etag;           // validators and cursor to keep for the next poll
    QString lastModified;
    QString cursor;
};

// Runs one poll at a time for one instance, asynchronously, on the host's
// thread. The host never calls poll() again before finished().
class SourcePoller : public QObject
{
    Q_OBJECT
public:
    using SeenCheck = std::function<bool(const QString &itemKey)>;
    using QObject::QObject;

    // `seen` tells which item keys were written before, so a poller can
    // skip work (an enclosure download) for items the host would drop.
    virtual void poll(const SourceInstance &instance, const SeenCheck &seen) = 0;
    // Stops a poll in flight; finished() is still emitted, with an error.
    virtual void abort() {}

Q_SIGNALS:
    void finished(const tarn::PollOutcome &outcome);
};

// Lives as long as its instance is configured and not paused.
class SourceWatcher : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void changed();
};

class SourcePlugin
{
public:
    virtual ~SourcePlugin() = default;
    virtual SourceShape shape() const = 0;
    // Minutes between polls for an instance (its own field, or a fixed rate).
    virtual qint64 pollIntervalMs(const SourceInstance &instance) const = 0;
    virtual std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const = 0;
    // A source that can notice changes itself (a watched folder) returns a
    // watcher; the host polls the instance soon after each changed(), as
    // well as on its interval. nullptr: the interval only.
    virtual std::unique_ptr<class SourceWatcher> createWatcher(const SourceInstance &) const { return nullptr; }
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::PollOutcome)
Q_DECLARE_METATYPE(tarn::SourceInstance)
