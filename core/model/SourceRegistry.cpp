// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceRegistry.h"

#include "Clock.h"

namespace tarn {

QString sourceCategoryName(SourceCategory c)
{
    switch (c) {
    case SourceCategory::Source: return QStringLiteral("source");
    case SourceCategory::System: return QStringLiteral("system");
    case SourceCategory::Runtime: return QStringLiteral("runtime");
    case SourceCategory::Transport: return QStringLiteral("transport");
    }
    return {};
}

namespace {
using D = SourceDefinition;
using C = SourceCategory;
constexpr std::optional<qint64> kNever = std::nullopt;

SourceDefinition def(const char *key, const char *label, C category, std::optional<qint64> ttl,
                     const char *why, bool allowNever = false)
{
    SourceDefinition d;
    d.key = QString::fromLatin1(key);
    d.label = QString::fromLatin1(label);
    d.category = category;
    d.defaultExpiryMs = ttl;
    d.allowNever = allowNever || !ttl.has_value();
    d.why = QString::fromLatin1(why);
    return d;
}
} // namespace

SourceRegistry::SourceRegistry()
{
    using namespace Duration;
    // Seed 000, "Current defaults": the single source of truth for TTLs.
    // Labels and reasons stay English here; the window and the CLI translate
    // them in this context, so lupdate collects them from the markers.
    m_definitions = {
        def("chat", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Chat user/assistant messages"), C::Runtime, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "authored")),
        def("sediment", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Sediment"), C::System, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "synthesized memory")),
        def("crystal", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Identity crystals"), C::System, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "synthesized memory")),
        def("mood", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Mood"), C::System, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "synthesized memory")),
        def("feed-card", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Feed cards"), C::System, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "synthesized memory")),
        def("vault", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Vault notes"), C::Transport, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "authored: notes you saved on purpose")),
        def("tarn-engagement", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Engagements (affirms/refutes/reply-to)"), C::System, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "how an observation becomes yours")),
        def("routine", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Routine spec / fire / summary"), C::Runtime, kNever,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "authored by you or a routine; the summary is what stays")),
        def("contact-proposal", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Contact proposals"), C::System, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "open while the proposal waits for an answer")),
        def("contact-proposal-resolved", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Resolved contact proposals"), C::System, 90 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "kept a while after the answer, for the record")),
        def("routine-proposal", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Routine proposal (chat-event)"), C::Runtime, 6 * Hour,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "time for you to confirm")),
        def("crystal-reject", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Crystal-reject (debug breadcrumb)"), C::System, 7 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "not memory: kept only to look into problems")),
        def("chat-event", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Chat-event scaffolding (tool use, silence ack)"), C::Runtime, 5 * Minute,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "interface noise")),
        def("rss", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "RSS / Atom feeds"), C::Source, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed; you can change how long they stay")),
        def("mastodon", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Mastodon timeline"), C::Source, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed; you can change how long they stay")),
        def("api", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Generic API source"), C::Source, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed; you can change how long they stay")),
        def("browser", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Browser extension capture"), C::Source, 7 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed; you can change how long they stay, or keep them"), true),
        def("home-assistant", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Home Assistant state changes"), C::Source, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed")),
        def("fire-receipt", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Fire receipts"), C::Runtime, 30 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "a trail of what ran, kept for a while")),
        def("sysinfo", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Sysinfo telemetry"), C::System, 1 * Day,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "observed, frequent, of little lasting value")),
        def("heartbeat", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Heartbeats"), C::System, 24 * Hour,
            QT_TRANSLATE_NOOP("tarn::SourceRegistry", "a sign that something is alive")),
    };
    SourceDefinition agent = def("agent", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Assistant-stored facts"), C::Runtime, kNever,
                                 QT_TRANSLATE_NOOP("tarn::SourceRegistry", "each fact fades by a class chosen from what it says"));
    agent.classifiesDecay = true;
    m_definitions << agent;
    SourceDefinition pair = def("pair-code", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Pair codes"), C::System, 10 * Minute,
                                QT_TRANSLATE_NOOP("tarn::SourceRegistry", "a short-lived secret, never in the lake"));
    pair.storedInLake = false;
    m_definitions << pair;

    m_generic = def("*", QT_TRANSLATE_NOOP("tarn::SourceRegistry", "Unregistered observing source"), C::Source, 30 * Day,
                    QT_TRANSLATE_NOOP("tarn::SourceRegistry", "treated like a generic API source until you configure it"));
}

const SourceRegistry &SourceRegistry::builtIn()
{
    static const SourceRegistry registry;
    return registry;
}

const SourceDefinition *SourceRegistry::find(const QString &key) const
{
    for (const SourceDefinition &d : m_definitions)
        if (d.key == key)
            return &d;
    return nullptr;
}

const SourceDefinition &SourceRegistry::definitionFor(const QString &source) const
{
    if (const SourceDefinition *d = find(source))
        return *d;
    const qsizetype colon = source.indexOf(u':');
    if (colon > 0)
        if (const SourceDefinition *d = find(source.left(colon)))
            return *d;
    return m_generic;
}

SourceSettings SourceRegistry::defaults(const QString &source) const
{
    const SourceDefinition &d = definitionFor(source);
    return SourceSettings{d.defaultExpiryMs, DecayClass::None};
}

} // namespace tarn
