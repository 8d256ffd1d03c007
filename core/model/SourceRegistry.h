// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QString>
#include <optional>

namespace tarn {

enum class SourceCategory { Source, System, Runtime, Transport };
QString sourceCategoryName(SourceCategory c);

// What a source is by default: seed 000's "Current defaults" table, one row
// per surface, plus `agent` (seed 004) and the generic fallback.
struct SourceDefinition
{
    QString key;            // e.g. "rss"; also matches "rss:<feed>"
    QString label;          // human name, translated at display time
    SourceCategory category = SourceCategory::Source;
    std::optional<qint64> defaultExpiryMs; // nullopt = never (authored)
    bool allowNever = false;     // the settings dialog offers a "never" toggle
    bool classifiesDecay = false; // decay class chosen by classifyDecay (agent)
    bool storedInLake = true;    // pair codes are listed but never stored
    QString why;                 // the table's "Why" column
};

// The effective expiry settings of one source; persisted per source in the
// lake once the person changes them.
struct SourceSettings
{
    std::optional<qint64> expiryMs; // nullopt = never
    DecayClass decayClass = DecayClass::None;
    bool operator==(const SourceSettings &) const = default;
};

class SourceRegistry
{
public:
    static const SourceRegistry &builtIn();

    const QList<SourceDefinition> &definitions() const { return m_definitions; }
    // Exact key, else the part before the first ':' ("rss:hn" -> "rss"),
    // else the generic definition for an unregistered observing source.
    const SourceDefinition &definitionFor(const QString &source) const;
    const SourceDefinition *find(const QString &key) const;
    SourceSettings defaults(const QString &source) const;

    // Largest expiry a person may set; anything longer is "never" or a typo.
    static constexpr qint64 kMaxExpiryMs = 3650LL * 24 * 60 * 60 * 1000;
    static constexpr qint64 kMinExpiryMs = 60LL * 1000;

private:
    SourceRegistry();
    QList<SourceDefinition> m_definitions;
    SourceDefinition m_generic;
};

} // namespace tarn
