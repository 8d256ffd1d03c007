// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Delta.h"

#include <array>

namespace tarn {

namespace {

template<typename E, size_t N>
struct NameTable
{
    std::array<std::pair<E, const char16_t *>, N> rows;

    QString name(E e) const
    {
        for (const auto &[value, text] : rows)
            if (value == e)
                return QString::fromUtf16(text);
        return {};
    }
    std::optional<E> parse(const QString &s) const
    {
        for (const auto &[value, text] : rows)
            if (s == QStringView(text))
                return value;
        return std::nullopt;
    }
};

constexpr NameTable<Kind, 11> kKinds{{{
    {Kind::Fact, u"fact"}, {Kind::Preference, u"preference"}, {Kind::Goal, u"goal"},
    {Kind::Decision, u"decision"}, {Kind::Event, u"event"}, {Kind::Question, u"question"},
    {Kind::Insight, u"insight"}, {Kind::Synthesis, u"synthesis"}, {Kind::Profile, u"profile"},
    {Kind::Episode, u"episode"}, {Kind::Observation, u"observation"},
}}};
constexpr NameTable<Scope, 4> kScopes{{{
    {Scope::Local, u"local"}, {Scope::Team, u"team"}, {Scope::Company, u"company"}, {Scope::Public, u"public"},
}}};
constexpr NameTable<DecayClass, 5> kDecayClasses{{{
    {DecayClass::Permanent, u"permanent"}, {DecayClass::Stable, u"stable"}, {DecayClass::Active, u"active"},
    {DecayClass::Session, u"session"}, {DecayClass::Checkpoint, u"checkpoint"},
}}};
constexpr NameTable<Tier, 3> kTiers{{{
    {Tier::Stm, u"stm"}, {Tier::Episodic, u"episodic"}, {Tier::Semantic, u"semantic"},
}}};
constexpr NameTable<DeltaState, 3> kStates{{{
    {DeltaState::Active, u"active"}, {DeltaState::Forgotten, u"forgotten"}, {DeltaState::Invalidated, u"invalidated"},
}}};

} // namespace

QString kindName(Kind k) { return kKinds.name(k); }
std::optional<Kind> kindFromName(const QString &name) { return kKinds.parse(name); }
QStringList kindNames()
{
    QStringList out;
    for (const auto &row : kKinds.rows)
        out << QString::fromUtf16(row.second);
    return out;
}
QString scopeName(Scope s) { return kScopes.name(s); }
std::optional<Scope> scopeFromName(const QString &name) { return kScopes.parse(name); }
QString decayClassName(DecayClass c) { return c == DecayClass::None ? QString() : kDecayClasses.name(c); }
std::optional<DecayClass> decayClassFromName(const QString &name)
{
    if (name.isEmpty() || name == u"none")
        return DecayClass::None;
    return kDecayClasses.parse(name);
}
QString tierName(Tier t) { return kTiers.name(t); }
std::optional<Tier> tierFromName(const QString &name) { return kTiers.parse(name); }
QString stateName(DeltaState s) { return kStates.name(s); }
std::optional<DeltaState> stateFromName(const QString &name) { return kStates.parse(name); }

} // namespace tarn
