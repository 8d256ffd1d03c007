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
    m_definitions = {
        def("chat", "Chat user/assistant messages", C::Runtime, kNever, "authored"),
        def("sediment", "Sediment", C::System, kNever, "synthesized memory"),
        def("crystal", "Identity crystals", C::System, kNever, "synthesized memory"),
        def("mood", "Mood", C::System, kNever, "synthesized memory"),
        def("feed-card", "Feed cards", C::System, kNever, "synthesized memory"),
        def("vault", "Vault notes", C::Transport, kNever, "authored (intentional save), transport plugin"),
        def("tarn-engagement", "Engagements (affirms/refutes/reply-to)", C::System, kNever,
            "how observation becomes authored"),
        def("routine", "Routine spec / fire / summary", C::Runtime, kNever,
            "authored by user or by routine; summary is the artifact"),
        def("contact-proposal", "Contact proposals", C::System, 30 * Day, "open-ended workflow window"),
        def("contact-proposal-resolved", "Resolved contact proposals", C::System, 90 * Day,
            "post-resolution audit window"),
        def("routine-proposal", "Routine proposal (chat-event)", C::Runtime, 6 * Hour, "give the user time to confirm"),
        def("crystal-reject", "Crystal-reject (debug breadcrumb)", C::System, 7 * Day, "not memory; forensic only"),
        def("chat-event", "Chat-event scaffolding (tool use, silence ack)", C::Runtime, 5 * Minute, "UI noise"),
        def("rss", "RSS / Atom feeds", C::Source, 30 * Day, "default observed; user-tunable in dashboard"),
        def("mastodon", "Mastodon timeline", C::Source, 30 * Day, "default observed; user-tunable in dashboard"),
        def("api", "Generic API source", C::Source, 30 * Day, "default observed; user-tunable in dashboard"),
        def("browser", "Browser extension capture", C::Source, 7 * Day,
            "default observed; user-tunable, \"never\" toggle", true),
        def("home-assistant", "Home Assistant state changes", C::Source, 30 * Day, "default observed"),
        def("fire-receipt", "Fire receipts", C::Runtime, 30 * Day, "default accountability breadcrumbs"),
        def("sysinfo", "Sysinfo telemetry", C::System, 1 * Day, "default observed, dense, low signal"),
        def("heartbeat", "Heartbeats", C::System, 24 * Hour, "aliveness signal"),
    };
    SourceDefinition agent = def("agent", "Assistant-stored facts", C::Runtime, kNever,
                                 "decay class chosen by classifyDecay (seed 004)");
    agent.classifiesDecay = true;
    m_definitions << agent;
    SourceDefinition pair = def("pair-code", "Pair codes", C::System, 10 * Minute,
                                "ephemeral admin secret, not in lake");
    pair.storedInLake = false;
    m_definitions << pair;

    m_generic = def("*", "Unregistered observing source", C::Source, 30 * Day,
                    "treated like a generic API source until configured");
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
