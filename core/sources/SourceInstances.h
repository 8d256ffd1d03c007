// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

class Lake;
class SecretStore;

// The configured sources in a lake, and the state their pollers keep:
// what the CLI's `tarn source add|list|remove|pause|resume`, the window's
// Sources page and the SourceHost read and write. Every change is audited.
namespace SourceInstances {

QList<SourceInstance> list(Lake &lake);
std::optional<SourceInstance> get(Lake &lake, const QString &name);

// Checks the type, the name (SourcePlugins::isValidName, not taken) and the
// settings (SourcePlugins::checkedSettings); throws TarnError naming what is
// wrong, and writes nothing then. Returns the stored instance.
// Secret fields (a token) go to `secrets` under secretKey(), never into the
// lake; the settings keep only that one is set. Without a store a source
// with a secret is refused, naming the field.
SourceInstance add(Lake &lake, const QString &type, const QString &name, const QJsonObject &settings,
                   SecretStore *secrets = nullptr);
// Changes an instance's settings: `changes` holds only the fields to
// change (a secret left out keeps the stored one), checked like add(). The
// next poll uses them at once. Returns the stored instance.
SourceInstance update(Lake &lake, const QString &name, const QJsonObject &changes, SecretStore *secrets = nullptr);
// Forgets the configuration, its seen items and its secrets; the deltas it
// wrote stay (they wilt on their own clock). Throws NotFound.
void remove(Lake &lake, const QString &name, SecretStore *secrets = nullptr);
QString secretKey(const QString &instanceName, const QString &field);
// Puts the secrets back into a copy of the settings for one poll; throws
// TarnError naming the field when the store is missing or has lost one.
void resolveSecrets(SourceInstance &instance, SecretStore *secrets);
void setPaused(Lake &lake, const QString &name, bool paused);
// Due at once (the host's next tick polls it).
void pollSoon(Lake &lake, const QString &name);

// The poller's state after a poll (status, error, failures, validators,
// cursor, next poll); writes nothing else.
void saveState(Lake &lake, const SourceInstance &instance);

bool seen(Lake &lake, const QString &name, const QString &itemKey);
// The delta written for an item key, if any (what a replacing item supersedes).
QString deltaFor(Lake &lake, const QString &name, const QString &itemKey);
// Writes the items not seen before as deltas (source "<type>:<name>",
// expiry from the source's settings), their media, and their keys, in one
// transaction; returns the deltas written.
QList<Delta> writeItems(Lake &lake, const SourceInstance &instance, const QList<SourceItem> &items);

} // namespace SourceInstances

} // namespace tarn
