// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace tarn {

enum class Kind {
    Fact, Preference, Goal, Decision, Event, Question, Insight, Synthesis, Profile, Episode, Observation
};
enum class Scope { Local, Team, Company, Public };
// None means "plain TTL from the source's settings" (DESIGN §1).
enum class DecayClass { None, Permanent, Stable, Active, Session, Checkpoint };
enum class Tier { Stm, Episodic, Semantic };
// Forgotten is forget_soft (hidden, reversible); invalidated is the
// `invalidate` operation. forget_hard removes the row instead.
enum class DeltaState { Active, Forgotten, Invalidated };

QString kindName(Kind k);
std::optional<Kind> kindFromName(const QString &name);
QStringList kindNames();
QString scopeName(Scope s);
std::optional<Scope> scopeFromName(const QString &name);
QString decayClassName(DecayClass c); // empty for None
std::optional<DecayClass> decayClassFromName(const QString &name); // "" and "none" -> None
QString tierName(Tier t);
std::optional<Tier> tierFromName(const QString &name);
QString stateName(DeltaState s);
std::optional<DeltaState> stateFromName(const QString &name);

// One idea, immutable once written. The first block is content (an UPDATE of
// any of it is rejected by a trigger); the second is lifecycle, changed only
// by the policy engines.
struct Delta
{
    QString id; // 12 lowercase hex
    QString content;
    QStringList tags;
    QString source;
    Kind kind = Kind::Observation;
    QString subject;
    Scope scope = Scope::Local;
    qint64 observedAt = 0;
    qint64 createdAt = 0;
    QString mediaHash;
    QString sessionId;
    QString segmentId;
    QString episodeId;
    std::optional<qint64> validFrom;
    std::optional<qint64> validUntil;
    QString supersedes; // id of the delta this one replaced, if any

    // lifecycle
    DecayClass decayClass = DecayClass::None;
    std::optional<qint64> expiresAt; // nullopt = never
    double confidence = 1.0;
    std::optional<qint64> lastConfirmedAt;
    int decaySteps = 0; // halvings soft decay has applied since last_confirmed_at
    int recallCount = 0;
    std::optional<qint64> lastRecalledAt;
    double qualityScore = 1.0;
    Tier tier = Tier::Stm;
    QString supersededBy;
    DeltaState state = DeltaState::Active;

    bool isAuthored() const { return !expiresAt.has_value(); }
    bool operator==(const Delta &) const = default;
};

} // namespace tarn
