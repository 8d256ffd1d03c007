// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"
#include "CliSupport.h"

#include "DecayClasses.h"
#include "DeltaId.h"
#include "DeltaJson.h"
#include "DemoLake.h"
#include "EmbeddingStore.h"
#include "Engage.h"
#include "Engagement.h"
#include "ExpiryLaws.h"
#include "FileTransfer.h"
#include "MarkdownExport.h"
#include "MemoryImport.h"
#include "KeychainSecretStore.h"
#include "Lake.h"
#include "LakeCredentials.h"
#include "LakeStatsJson.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "SourceRegistry.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <cstdio>
#include <unistd.h>

namespace tarn::app {

using namespace cli;

namespace {

QString optionalTime(std::optional<qint64> ms)
{
    return ms ? TimeFormat::toIso(*ms) : CliText::tr("never");
}

QString expiryPhrase(std::optional<qint64> expiresAt, qint64 now)
{
    if (!expiresAt)
        return CliText::tr("sticks (authored)");
    if (*expiresAt <= now)
        return CliText::tr("expired, pending prune");
    return CliText::tr("wilts in %1").arg(TimeFormat::humanDuration(*expiresAt - now));
}

QString settingsPhrase(const SourceSettings &s)
{
    QString ttl = s.expiryMs ? TimeFormat::humanDuration(*s.expiryMs) : CliText::tr("never");
    if (s.decayClass != DecayClass::None)
        ttl += CliText::tr(" (decay class %1)").arg(decayClassName(s.decayClass));
    return ttl;
}

} // namespace

namespace cli {

int exitFor(const TarnError &e)
{
    switch (e.kind()) {
    case TarnError::Kind::InvalidInput: return Cli::Usage;
    case TarnError::Kind::NotFound: return Cli::NotFound;
    // Storage, a full disk, a read-only or busy lake, a lost server: the
    // message says which; the exit code says only that it failed.
    default: return Cli::Failure;
    }
}

void addCommon(QCommandLineParser &p)
{
    p.addHelpOption();
    p.addOption({QStringLiteral("lake"),
                 CliText::tr("Use the lake at LOCATION, a file or postgresql://user@host[:port]/db "
                             "(default: $TARN_LAKE or the app data folder)."),
                 QStringLiteral("LOCATION")});
    p.addOption({QStringLiteral("json"), CliText::tr("Machine-readable output.")});
}

QString firstCommand(const QStringList &args)
{
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == u"--lake") {
            ++i;
            continue;
        }
        if (!a.startsWith(u'-'))
            return a;
    }
    return {};
}

// QCommandLineParser names the executable in its usage line; name the command too.
QString helpFor(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const qsizetype eol = text.indexOf(u'\n');
    const QString firstLine = text.left(eol);
    // " [options]" is translated ("[Optionen]"); the first " [" is not.
    const qsizetype options = firstLine.indexOf(QStringLiteral(" ["));
    if (options > 0)
        text.replace(0, options, QStringLiteral("Usage: tarn ") + command);
    return text;
}

void printJson(QTextStream &out, const QJsonValue &v)
{
    if (v.isArray())
        out << QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented));
    else
        out << QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented));
}

} // namespace cli

bool Cli::wantsCli(const QStringList &args)
{
    for (const QString &a : args.mid(1))
        if (a == u"--help" || a == u"-h" || a == u"--version" || a == u"-v" || a == u"--help-all")
            return true;
    return !firstCommand(args).isEmpty();
}

bool Cli::runsUntilStopped(const QStringList &args)
{
    const QString command = firstCommand(args);
    return command == u"serve" || command == u"mcp";
}

void Cli::setApplicationInfo()
{
    QCoreApplication::setApplicationName(QStringLiteral("tarn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TARN_VERSION));
}

QString Cli::demoLakePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo/lake.sqlite");
}

void Cli::openLake(Lake &lake, bool create)
{
    OpenOptions options;
    options.create = create;
    lake.open(m_lakePath, options);
    lake.setActor(QStringLiteral("cli"));
    // Once: the next open finds them private already.
    for (const QString &path : lake.tightenedOnOpen())
        m_err << CliText::tr("note: %1 was readable by other users of this computer; now only you can read it.").arg(path)
              << Qt::endl;
}

void Cli::embedNewMemories(Lake &lake)
{
    try {
        EmbeddingStore::embedWithWordVectors(lake, EmbeddingConfig::current(), kOneShotEmbedLimit, kOneShotEmbedBudgetMs);
    } catch (const TarnError &) {
        // A read-only or busy lake: recall by what is embedded already.
    }
}

MemorySettings Cli::memorySettings()
{
    QStringList problems;
    const MemorySettings settings = MemorySettings::load(&problems);
    for (const QString &problem : problems)
        m_err << CliText::tr("warning: %1").arg(problem) << Qt::endl;
    return settings;
}

bool Cli::confirm(const QString &question, bool assumeYes)
{
    if (assumeYes)
        return true;
    if (!isatty(fileno(stdin))) {
        m_err << CliText::tr("%1 Refusing without a terminal to ask; pass --yes to confirm.").arg(question) << Qt::endl;
        return false;
    }
    m_err << question << CliText::tr(" [y/N] ") << Qt::flush;
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    return answer == u"y" || answer == u"yes";
}

int Cli::run(const QStringList &args)
{
    // stdout carries a command's results and stderr its own messages; the
    // rooms' info lines (tarn.store, ...) would only clutter them, so only
    // `tarn serve` turns them back on. Warnings stay, and QT_LOGGING_RULES
    // overrides both.
    QLoggingCategory::setFilterRules(QStringLiteral("tarn.*.info=false"));
    const QString command = firstCommand(args);
    // Recall by meaning: a local embedding server when one is configured
    // (memory.embedding_url), else the built-in word vectors (memory.word_vectors).
    EmbeddingConfig::setCurrent(MemorySettings::load().embedding());
    // A server lake's password comes from the keychain, read only when a
    // connection to a server first needs it (LakeCredentials).
    LakeCredentials::setSecretStore(std::make_shared<KeychainSecretStore>());
    if (command.isEmpty())
        return printOverview(args); // --help / --version at top level
    const Command *entry = findCommand(command);
    if (!entry) {
        m_err << CliText::tr("tarn: unknown command '%1'. Run tarn --help for the list.").arg(command) << Qt::endl;
        return Usage;
    }
    QStringList rest = args;
    rest.removeAt(rest.indexOf(command, 1));
    m_command = command;
    try {
        // Each command parses the options every command shares first, so --lake works anywhere.
        return (this->*entry->run)(rest);
    } catch (const TarnError &e) {
        m_err << QStringLiteral("tarn %1: ").arg(command) << e.message() << Qt::endl;
        return exitFor(e);
    }
}

int Cli::cmdStats(const QStringList &args)
{
    QCommandLineParser p;
    TARN_PARSE(p, args, CliText::tr("Counts per source and per decay class, expired deltas pending prune, next expiry."));
    Lake lake;
    openLake(lake);
    const qint64 now = lake.clock().nowMs();
    const LakeStats s = lake.stats();
    if (json) {
        printJson(m_out, LakeStatsJson::toJson(s, lake.path()));
        return Ok;
    }
    m_out << CliText::tr("Lake: %1 (%2 KiB)").arg(lake.path()).arg(s.fileBytes / 1024) << '\n';
    m_out << CliText::tr("Deltas: %1 (%2 authored, sticking; %3 observed, wilting)").arg(s.total).arg(s.authored).arg(s.observed) << '\n';
    m_out << CliText::tr("Expired (pending prune): %1").arg(s.expiredPending) << '\n';
    m_out << CliText::tr("Next expiry: %1").arg(s.nextExpiry ? QStringLiteral("%1 (in %2)").arg(TimeFormat::toIso(*s.nextExpiry), TimeFormat::humanDuration(*s.nextExpiry - now)) : CliText::tr("none")) << '\n';
    if (const auto &e = s.embeddings; e && e->url.isEmpty()) { // the built-in word vectors
        m_out << CliText::tr("Embeddings: %1 of %2 memories and conversation turns with Tarn's word vectors (built in)")
                     .arg(e->embedded).arg(e->total) << '\n';
        if (!e->lastError.isEmpty())
            m_out << CliText::tr("Embeddings: %1; recall is lexical").arg(e->lastError) << '\n';
    } else if (e) {
        m_out << CliText::tr("Embeddings: %1 of %2 live deltas with %3 (%4 at %5)")
                     .arg(e->embedded).arg(e->total).arg(e->model, e->api, e->url) << '\n';
        if (!e->lastError.isEmpty())
            m_out << CliText::tr("Embeddings: the server failed %1: %2; recall is lexical until it answers")
                         .arg(e->lastErrorAt ? TimeFormat::toIso(*e->lastErrorAt) : QString(), e->lastError) << '\n';
    }
    m_out << '\n';
    if (s.total == 0) {
        m_out << CliText::tr("The lake is empty. Try: tarn remember \"something worth keeping\", or tarn demo for a demo lake.") << '\n';
        return Ok;
    }
    m_out << CliText::tr("Per source:") << '\n';
    m_out << QStringLiteral("  %1 %2 %3 %4\n").arg(CliText::tr("source"), -28).arg(CliText::tr("category"), -10).arg(CliText::tr("count"), 8).arg(CliText::tr("next expiry"));
    for (const SourceStat &st : s.perSource) {
        const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(st.source);
        m_out << QStringLiteral("  %1 %2 %3 %4\n")
                     .arg(st.source, -28)
                     .arg(sourceCategoryName(def.category), -10)
                     .arg(st.count, 8)
                     .arg(st.nextExpiry ? CliText::tr("in %1").arg(TimeFormat::humanDuration(*st.nextExpiry - now)) : QStringLiteral("—"));
    }
    m_out << '\n' << CliText::tr("Per decay class:") << '\n';
    for (auto it = s.perDecayClass.cbegin(); it != s.perDecayClass.cend(); ++it)
        m_out << QStringLiteral("  %1 %2\n").arg(it.key().isEmpty() ? CliText::tr("none (source TTL)") : it.key(), -28).arg(it.value(), 8);
    return Ok;
}

namespace {
void printDeltaLine(QTextStream &out, const Delta &d, qint64 now)
{
    QString content = d.content.simplified();
    if (content.size() > 72)
        content = content.left(71) + QStringLiteral("…");
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(d.id, TimeFormat::toIso(d.observedAt).left(16))
               .arg(d.source, -18)
               .arg(expiryPhrase(ExpiryLaws::deadline(d), now), -24)
               .arg(content);
}
} // namespace

int Cli::cmdList(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("source"), CliText::tr("Only this source (a family: rss matches rss:*)."), QStringLiteral("S")});
    p.addOption({QStringLiteral("kind"), CliText::tr("Only this kind."), QStringLiteral("K")});
    p.addOption({QStringLiteral("tag"), CliText::tr("Only deltas with this tag."), QStringLiteral("T")});
    p.addOption({QStringLiteral("observed"), CliText::tr("Only observed deltas (they wilt).")});
    p.addOption({QStringLiteral("authored"), CliText::tr("Only authored deltas (they stick).")});
    p.addOption({QStringLiteral("expiring"), CliText::tr("Only deltas that wilt within HOURS."), QStringLiteral("HOURS")});
    p.addOption({QStringLiteral("limit"), CliText::tr("At most N deltas (default 50)."), QStringLiteral("N"), QStringLiteral("50")});
    p.addOption({QStringLiteral("after"), CliText::tr("Continue after this id (keyset paging)."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("all"), CliText::tr("Include forgotten, invalidated and superseded deltas.")});
    p.addOption({QStringLiteral("hidden"),
                 CliText::tr("Only forgotten and invalidated deltas (what `tarn forget --restore` and `tarn invalidate --undo` bring back).")});
    p.addOption({QStringLiteral("sort"),
                 CliText::tr("Order by when, deadline, source, kind or confidence; a leading - for descending "
                             "(default -when: the newest first; with --expiring, deadline: the most urgent first)."),
                 QStringLiteral("KEY")});
    TARN_PARSE(p, args, CliText::tr("List deltas, newest first. Expired deltas are not shown."));
    ListFilter f;
    f.source = p.value(QStringLiteral("source"));
    f.tag = p.value(QStringLiteral("tag"));
    f.includeHidden = p.isSet(QStringLiteral("all"));
    f.hiddenOnly = p.isSet(QStringLiteral("hidden"));
    if (p.isSet(QStringLiteral("kind"))) {
        f.kind = kindFromName(p.value(QStringLiteral("kind")));
        if (!f.kind)
            throw TarnError::invalid(QStringLiteral("kind"), CliText::tr("--kind must be one of %1").arg(kindNames().join(u'|')));
    }
    if (p.isSet(QStringLiteral("observed")) && p.isSet(QStringLiteral("authored")))
        throw TarnError::invalid(QStringLiteral("observed"), CliText::tr("--observed and --authored exclude each other"));
    if (p.isSet(QStringLiteral("observed")))
        f.observed = true;
    if (p.isSet(QStringLiteral("authored")))
        f.observed = false;
    if (p.isSet(QStringLiteral("expiring"))) {
        bool ok = false;
        const double hours = p.value(QStringLiteral("expiring")).toDouble(&ok);
        if (!ok || hours <= 0)
            throw TarnError::invalid(QStringLiteral("expiring"), CliText::tr("--expiring needs a positive number of hours"));
        f.expiringWithinMs = qint64(hours * Duration::Hour);
    }
    if (p.isSet(QStringLiteral("sort"))) {
        f.sort = parseListSort(p.value(QStringLiteral("sort")));
        if (!f.sort)
            throw TarnError::invalid(QStringLiteral("sort"),
                                     CliText::tr("--sort must be when, deadline, source, kind or confidence, "
                                                 "with a leading - for descending"));
    }
    bool ok = false;
    const int limit = p.value(QStringLiteral("limit")).toInt(&ok);
    if (!ok || limit <= 0 || limit > 100000)
        throw TarnError::invalid(QStringLiteral("limit"), CliText::tr("--limit needs a number from 1 to 100000"));
    Lake lake;
    openLake(lake);
    const QList<Delta> rows = lake.list(f, p.value(QStringLiteral("after")), limit);
    if (json) {
        QJsonArray arr;
        for (const Delta &d : rows)
            arr.append(DeltaJson::toJson(d));
        printJson(m_out, arr);
        return Ok;
    }
    const qint64 now = lake.clock().nowMs();
    if (rows.isEmpty())
        m_out << CliText::tr("No deltas match.") << '\n';
    for (const Delta &d : rows)
        printDeltaLine(m_out, d, now);
    if (rows.size() == limit)
        m_out << CliText::tr("… more: tarn list --after %1").arg(rows.constLast().id) << '\n';
    return Ok;
}

int Cli::cmdShow(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta's 12-hex id."));
    TARN_PARSE(p, args, CliText::tr("Show one delta in full, with the engagements that point at it."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("show takes exactly one id"));
    const QString id = p.positionalArguments().constFirst();
    if (!DeltaId::isValid(id))
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("'%1' is not a delta id (12 lowercase hex digits)").arg(id));
    Lake lake;
    openLake(lake, false);
    const std::optional<Delta> d = lake.get(id);
    const qint64 now = lake.clock().nowMs();
    if (!d || (d->expiresAt && *d->expiresAt <= now))
        throw TarnError::notFound(CliText::tr("no delta %1 in the lake").arg(id));
    if (d->state == DeltaState::Forgotten)
        throw TarnError::notFound(CliText::tr("%1 is forgotten (tarn forget --restore %1 brings it back)").arg(id));
    const QList<Delta> engagements = lake.engagementsOf(id);
    if (json) {
        QJsonObject o = DeltaJson::toJson(*d);
        QJsonArray e;
        for (const Delta &x : engagements)
            e.append(DeltaJson::toJson(x));
        o.insert(QStringLiteral("engagements"), e);
        printJson(m_out, o);
        return Ok;
    }
    m_out << CliText::tr("id:          %1").arg(d->id) << '\n'
          << CliText::tr("source:      %1 (%2)").arg(d->source, sourceCategoryName(SourceRegistry::builtIn().definitionFor(d->source).category)) << '\n'
          << CliText::tr("kind:        %1").arg(kindName(d->kind)) << '\n';
    if (!d->subject.isEmpty())
        m_out << CliText::tr("subject:     %1").arg(d->subject) << '\n';
    m_out << CliText::tr("tags:        %1").arg(d->tags.isEmpty() ? QStringLiteral("—") : d->tags.join(QStringLiteral(", "))) << '\n'
          << CliText::tr("observed:    %1").arg(TimeFormat::toIso(d->observedAt)) << '\n'
          << CliText::tr("expires:     %1 — %2").arg(optionalTime(ExpiryLaws::deadline(*d)), expiryPhrase(ExpiryLaws::deadline(*d), now)) << '\n'
          << CliText::tr("decay class: %1").arg(d->decayClass == DecayClass::None ? CliText::tr("none (source TTL)") : decayClassName(d->decayClass)) << '\n'
          << CliText::tr("confidence:  %1").arg(d->confidence, 0, 'f', 3) << '\n';
    if (!d->mediaHash.isEmpty())
        m_out << CliText::tr("media:       %1").arg(lake.media().pathFor(d->mediaHash)) << '\n';
    if (d->state != DeltaState::Active)
        m_out << CliText::tr("state:       %1").arg(stateName(d->state)) << '\n';
    if (!d->supersedes.isEmpty())
        m_out << CliText::tr("supersedes:  %1").arg(d->supersedes) << '\n';
    if (!d->supersededBy.isEmpty())
        m_out << CliText::tr("superseded by: %1").arg(d->supersededBy) << '\n';
    m_out << '\n' << d->content << '\n';
    if (!engagements.isEmpty()) {
        m_out << '\n' << CliText::tr("Engagements:") << '\n';
        for (const Delta &e : engagements)
            m_out << QStringLiteral("  %1  %2  %3\n").arg(e.id, e.tags.constFirst(), e.content.section(u'\n', 0, 0));
    }
    return Ok;
}

int Cli::cmdRemember(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("text"), CliText::tr("What to remember (one idea)."));
    p.addOption({QStringLiteral("source"), CliText::tr("Source of the delta (default chat: authored, sticks)."), QStringLiteral("S"), QStringLiteral("chat")});
    p.addOption({QStringLiteral("kind"), CliText::tr("Kind (default fact)."), QStringLiteral("K"), QStringLiteral("fact")});
    p.addOption({QStringLiteral("tag"), CliText::tr("A tag; repeat for more."), QStringLiteral("T")});
    p.addOption({QStringLiteral("subject"), CliText::tr("Normalized topic."), QStringLiteral("SUBJECT")});
    p.addOption({QStringLiteral("scope"), CliText::tr("local, team, company or public (default local)."), QStringLiteral("SCOPE"), QStringLiteral("local")});
    p.addOption({QStringLiteral("decay-class"), CliText::tr("permanent, stable, active, session or checkpoint."), QStringLiteral("C")});
    TARN_PARSE(p, args, CliText::tr("Write a delta and print its id. The source's settings decide whether it sticks or wilts."));
    const QStringList text = p.positionalArguments();
    if (text.isEmpty())
        throw TarnError::invalid(QStringLiteral("content"), CliText::tr("remember needs the text to remember"));
    Delta d;
    d.content = text.join(u' ');
    d.source = p.value(QStringLiteral("source"));
    const auto kind = kindFromName(p.value(QStringLiteral("kind")));
    if (!kind)
        throw TarnError::invalid(QStringLiteral("kind"), CliText::tr("kind '%1' is not one of %2").arg(p.value(QStringLiteral("kind")), kindNames().join(u'|')));
    d.kind = *kind;
    const auto scope = scopeFromName(p.value(QStringLiteral("scope")));
    if (!scope)
        throw TarnError::invalid(QStringLiteral("scope"), CliText::tr("scope '%1' is not one of local|team|company|public").arg(p.value(QStringLiteral("scope"))));
    d.scope = *scope;
    d.tags = p.values(QStringLiteral("tag"));
    d.subject = p.value(QStringLiteral("subject"));
    if (p.isSet(QStringLiteral("decay-class"))) {
        const auto cls = decayClassFromName(p.value(QStringLiteral("decay-class")));
        if (!cls || *cls == DecayClass::None)
            throw TarnError::invalid(QStringLiteral("decay_class"), CliText::tr("decay class must be permanent, stable, active, session or checkpoint"));
        d.decayClass = *cls;
    }
    Lake lake;
    openLake(lake);
    const Delta written = lake.insert(d);
    if (json)
        printJson(m_out, DeltaJson::toJson(written));
    else
        m_out << written.id << '\n';
    return Ok;
}

int Cli::cmdEngage(const QStringList &args)
{
    const QString &verb = m_command; // affirm, refute or reply
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta to engage with."));
    p.addOption({QStringLiteral("reason"), CliText::tr("Why (required)."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("tag"), CliText::tr("An extra tag; repeat for more."), QStringLiteral("T")});
    TARN_PARSE(p, args, CliText::tr("Write an authored engagement that keeps what mattered about a delta; the delta itself is untouched."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("%1 takes exactly one id").arg(verb));
    if (!p.isSet(QStringLiteral("reason")))
        throw TarnError::invalid(QStringLiteral("reason"), CliText::tr("%1 needs --reason TEXT").arg(verb));
    Lake lake;
    openLake(lake, false);
    const Delta e = Engagement::engage(lake, p.positionalArguments().constFirst(), *Engagement::typeFromName(verb),
                                       p.value(QStringLiteral("reason")), p.values(QStringLiteral("tag")));
    if (json)
        printJson(m_out, DeltaJson::toJson(e));
    else
        m_out << e.id << '\n';
    return Ok;
}

int Cli::cmdPrune(const QStringList &args)
{
    // How long `tarn prune` waits for another Tarn's sweep of the same kind.
    constexpr int kPruneLockWaitMs = 60000;
    QCommandLineParser p;
    p.addOption({QStringLiteral("soft"), CliText::tr("Only soft decay (halve confidence past 75 % of the window; remove under 0.1).")});
    p.addOption({QStringLiteral("dry-run"), CliText::tr("Report what would go; write nothing.")});
    p.addOption({QStringLiteral("decay-interval"), CliText::tr("Soft decay's interval in minutes (default and least 60)."), QStringLiteral("MIN"), QStringLiteral("60")});
    TARN_PARSE(p, args, CliText::tr("Hard-delete expired deltas and run soft decay once, as the scheduler does."));
    const bool soft = p.isSet(QStringLiteral("soft"));
    const bool dry = p.isSet(QStringLiteral("dry-run"));
    bool ok = false;
    const double minutes = p.value(QStringLiteral("decay-interval")).toDouble(&ok);
    if (!ok || minutes <= 0)
        throw TarnError::invalid(QStringLiteral("decay-interval"), CliText::tr("--decay-interval needs a positive number of minutes"));
    // Every deadline Tarn shows assumes confidence halves at most hourly
    // (ExpiryLaws::deadline): a shorter interval would delete facts early.
    if (minutes < 60)
        throw TarnError::invalid(QStringLiteral("decay-interval"),
                                 CliText::tr("--decay-interval is at least 60 minutes: a shorter one would delete facts "
                                             "before the deadline Tarn shows for them"));
    Lake lake;
    openLake(lake);
    lake.setActor(QStringLiteral("cli"));
    SweepReport reap;
    if (!soft) {
        Reaper::Options o;
        o.dryRun = dry;
        o.actor = QStringLiteral("cli:prune");
        o.lockWaitMs = kPruneLockWaitMs;
        reap = Reaper::run(lake, o);
    }
    SoftDecay::Options so;
    so.dryRun = dry;
    so.intervalMs = qint64(minutes * Duration::Minute);
    so.lockWaitMs = kPruneLockWaitMs;
    const SweepReport decay = SoftDecay::run(lake, so);
    QString error = reap.error.isEmpty() ? decay.error : reap.error;
    // Another Tarn sharing the lake (a `tarn serve`, a window on another
    // machine) kept its sweep running all the while we waited.
    if (error.isEmpty() && (reap.heldElsewhere || decay.heldElsewhere))
        error = CliText::tr("another Tarn sharing this lake has been sweeping it for over %1 s; nothing was done here, "
                            "try again when it is done").arg(kPruneLockWaitMs / 1000);
    if (json) {
        printJson(m_out, QJsonObject{{QStringLiteral("dry_run"), dry},
                                     {QStringLiteral("hard"), !soft},
                                     {QStringLiteral("reaped"), reap.removed},
                                     {QStringLiteral("would_reap"), reap.wouldRemove},
                                     {QStringLiteral("decay_reduced"), decay.reduced},
                                     {QStringLiteral("decay_removed"), decay.removed},
                                     {QStringLiteral("would_reduce"), decay.wouldReduce},
                                     {QStringLiteral("would_remove"), decay.wouldRemove},
                                     {QStringLiteral("longest_batch_ms"), std::max(reap.longestBatchMs, decay.longestBatchMs)},
                                     {QStringLiteral("reap_ms"), reap.durationMs},
                                     {QStringLiteral("reap_batches"), reap.batches},
                                     {QStringLiteral("checkpoint_ms"), reap.checkpointMs},
                                     {QStringLiteral("fts_merge_ms"), reap.mergeMs + decay.mergeMs},
                                     {QStringLiteral("decay_ms"), decay.durationMs},
                                     {QStringLiteral("media_removed"), reap.mediaRemoved + decay.mediaRemoved},
                                     {QStringLiteral("held_elsewhere"), reap.heldElsewhere || decay.heldElsewhere},
                                     {QStringLiteral("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error)}});
    } else if (dry) {
        if (!soft)
            m_out << CliText::tr("Would reap %n expired deltas.", nullptr, int(reap.wouldRemove)) << '\n';
        m_out << CliText::tr("Soft decay would halve %1 and remove %2.").arg(decay.wouldReduce).arg(decay.wouldRemove) << '\n';
    } else {
        if (!soft)
            m_out << CliText::tr("Reaped %n expired deltas in %1 s, %2 batches (the longest held the lock %3 ms).", nullptr,
                                     int(reap.removed))
                         .arg(double(reap.durationMs) / 1000.0, 0, 'f', 1).arg(reap.batches).arg(reap.longestBatchMs) << '\n';
        m_out << CliText::tr("Soft decay halved %1 and removed %2 in %3 s.").arg(decay.reduced).arg(decay.removed)
                     .arg(double(decay.durationMs) / 1000.0, 0, 'f', 1) << '\n';
    }
    if (!error.isEmpty()) {
        m_err << CliText::tr("tarn prune: %1").arg(error) << Qt::endl;
        return Failure;
    }
    return Ok;
}

int Cli::cmdBackfill(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("dry-run"), CliText::tr("Report how many would change; write nothing.")});
    TARN_PARSE(p, args, CliText::tr("Re-classify existing assistant facts with classifyDecay and set their expiry."));
    Lake lake;
    openLake(lake);
    const bool dry = p.isSet(QStringLiteral("dry-run"));
    const qint64 n = lake.backfillDecay(dry);
    if (json)
        printJson(m_out, QJsonObject{{QStringLiteral("dry_run"), dry}, {QStringLiteral("changed"), n}});
    else
        m_out << (dry ? CliText::tr("Would reclassify %n deltas.", nullptr, int(n)) : CliText::tr("Reclassified %n deltas.", nullptr, int(n))) << '\n';
    return Ok;
}

int Cli::cmdSource(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("action"),
                            CliText::tr("list; set SOURCE; types; add TYPE NAME; configure, remove, pause, resume or poll NAME"));
    p.addOption({QStringLiteral("set"), CliText::tr("With add or configure: a setting of the source (repeat), e.g. url=https://example.org/feed.xml."),
                 QStringLiteral("KEY=VALUE")});
    p.addOption({QStringLiteral("expiry-days"), CliText::tr("New expiry in days (fractions allowed: 0.25 = 6 h)."), QStringLiteral("DAYS")});
    p.addOption({QStringLiteral("never"), CliText::tr("Never expire (only where the source allows it).")});
    p.addOption({QStringLiteral("decay-class"), CliText::tr("A decay class, or none."), QStringLiteral("C")});
    p.addOption({QStringLiteral("retime"), CliText::tr("Also re-time the source's existing unexpired deltas.")});
    p.addOption({QStringLiteral("yes"), CliText::tr("Do not ask before re-timing.")});
    TARN_PARSE(p, args, CliText::tr("List sources with their expiry, or change one source's expiry; add, remove, "
                                    "pause, resume or poll a configured source (a feed, ...)."));
    const QStringList pos = p.positionalArguments();
    Lake lake;
    openLake(lake);
    if (!pos.isEmpty() && QStringList{QStringLiteral("types"), QStringLiteral("add"), QStringLiteral("configure"), QStringLiteral("remove"),
                                      QStringLiteral("pause"), QStringLiteral("resume"), QStringLiteral("poll")}
                              .contains(pos.constFirst()))
        return sourceInstanceAction(lake, pos, p.values(QStringLiteral("set")), json);
    if (pos.isEmpty() || pos.constFirst() == u"list") {
        QStringList keys;
        for (const SourceDefinition &d : SourceRegistry::builtIn().definitions())
            keys << d.key;
        for (const QString &s : lake.knownSources())
            if (!keys.contains(s))
                keys << s;
        QJsonArray arr;
        for (const QString &key : std::as_const(keys)) {
            const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(key);
            const SourceSettings s = lake.sourceSettings(key);
            if (json) {
                arr.append(QJsonObject{{QStringLiteral("source"), key},
                                       {QStringLiteral("label"), def.label},
                                       {QStringLiteral("category"), sourceCategoryName(def.category)},
                                       {QStringLiteral("stored_in_lake"), def.storedInLake},
                                       {QStringLiteral("expiry_days"), s.expiryMs ? QJsonValue(double(*s.expiryMs) / Duration::Day) : QJsonValue()},
                                       {QStringLiteral("never"), !s.expiryMs.has_value()},
                                       {QStringLiteral("allow_never"), def.allowNever},
                                       {QStringLiteral("decay_class"), decayClassName(s.decayClass)},
                                       {QStringLiteral("custom"), lake.hasCustomSettings(key)}});
            } else {
                m_out << QStringLiteral("%1 %2 %3 %4\n")
                             .arg(key, -26)
                             .arg(sourceCategoryName(def.category), -10)
                             .arg(def.storedInLake ? settingsPhrase(s) : CliText::tr("not stored"), -16)
                             .arg(QCoreApplication::translate("tarn::SourceRegistry", def.label.toUtf8().constData()));
            }
        }
        if (json) {
            printJson(m_out, QJsonObject{{QStringLiteral("sources"), arr}, {QStringLiteral("configured"), configuredSourcesJson(lake)}});
            return Ok;
        }
        printConfiguredSources(lake);
        return Ok;
    }
    if (pos.constFirst() != u"set" || pos.size() != 2)
        throw TarnError::invalid(QStringLiteral("action"), CliText::tr("usage: tarn source list | tarn source set SOURCE [--expiry-days N | --never] [--decay-class C] [--retime]"));
    const QString source = pos.at(1);
    SourceSettings settings = lake.sourceSettings(source);
    if (p.isSet(QStringLiteral("never")) && p.isSet(QStringLiteral("expiry-days")))
        throw TarnError::invalid(QStringLiteral("never"), CliText::tr("--never and --expiry-days exclude each other"));
    if (p.isSet(QStringLiteral("never")))
        settings.expiryMs.reset();
    if (p.isSet(QStringLiteral("expiry-days"))) {
        bool ok = false;
        const double days = p.value(QStringLiteral("expiry-days")).toDouble(&ok);
        if (!ok || !(days > 0))
            throw TarnError::invalid(QStringLiteral("expiry_days"), CliText::tr("--expiry-days needs a positive number"));
        settings.expiryMs = qint64(days * Duration::Day);
    }
    if (p.isSet(QStringLiteral("decay-class"))) {
        const auto cls = decayClassFromName(p.value(QStringLiteral("decay-class")));
        if (!cls)
            throw TarnError::invalid(QStringLiteral("decay_class"), CliText::tr("decay class must be none, permanent, stable, active, session or checkpoint"));
        settings.decayClass = *cls;
    }
    bool retime = p.isSet(QStringLiteral("retime"));
    if (retime) {
        const RetimePreview preview = lake.previewRetime(source, settings);
        m_err << CliText::tr("Re-timing %1 would change the expiry of %n unexpired deltas; %2 of them would expire at once.",
                                 nullptr, int(preview.affected))
                     .arg(source).arg(preview.expireAtOnce) << Qt::endl;
        if (preview.affected > 0 && !confirm(CliText::tr("Apply?"), p.isSet(QStringLiteral("yes"))))
            return Failure;
    }
    const qint64 n = lake.setSourceSettings(source, settings, retime);
    if (json)
        printJson(m_out, QJsonObject{{QStringLiteral("source"), source},
                                     {QStringLiteral("expiry_days"), settings.expiryMs ? QJsonValue(double(*settings.expiryMs) / Duration::Day) : QJsonValue()},
                                     {QStringLiteral("decay_class"), decayClassName(settings.decayClass)},
                                     {QStringLiteral("retimed"), n}});
    else
        m_out << CliText::tr("%1 now expires: %2; re-timed %n deltas.", nullptr, int(n)).arg(source, settingsPhrase(settings)) << '\n';
    return Ok;
}

int Cli::cmdImport(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("file"), CliText::tr("A JSONL file, or - for standard input. Images are taken from FILE.media."));
    p.addOption({QStringLiteral("from"),
                 CliText::tr("What the file is: tarn (a Tarn export), chatgpt or claude (their data export's "
                             "conversations.json), mcp-memory (the reference MCP memory server's memory.jsonl), mem0 (a "
                             "mem0 or OpenMemory export). Default: recognised from the file."),
                 QStringLiteral("FORMAT")});
    p.addOption({QStringLiteral("dry-run"), CliText::tr("Count what would come in and write nothing.")});
    TARN_PARSE(p, args, CliText::tr("Import deltas from JSONL, or memories from another tool. A Tarn export keeps its ids and "
                                    "expires_at (a restore); a bad line is reported by number and nothing from the file is "
                                    "written. Conversations go through capture with their times; importing the same file "
                                    "twice adds nothing."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("file"), CliText::tr("import takes exactly one file"));
    const QString path = p.positionalArguments().constFirst();
    std::optional<ImportFormat> format;
    if (p.isSet(QStringLiteral("from"))) {
        format = ImportFormats::fromName(p.value(QStringLiteral("from")));
        if (!format)
            throw TarnError::invalid(QStringLiteral("from"), CliText::tr("--from must be one of %1")
                                                                 .arg(ImportFormats::names().join(QStringLiteral(", "))));
    } else if (path != u"-") {
        format = MemoryImport::detectFile(path);
    }
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    Lake lake;
    openLake(lake);
    if (format && *format != ImportFormat::Tarn) {
        if (path == u"-")
            throw TarnError::invalid(QStringLiteral("file"), CliText::tr("another tool's export is read from a file, not standard input"));
        lake.setActor(QStringLiteral("cli:import:") + ImportFormats::name(*format));
        const MemoryImportReport r = MemoryImport::importFile(lake, path, format, memorySettings(), dryRun);
        if (json)
            printJson(m_out, r.toJson());
        else
            m_out << r.describe() << '\n';
        return Ok;
    }
    if (dryRun)
        throw TarnError::invalid(QStringLiteral("dry-run"), CliText::tr("--dry-run is for another tool's export; a Tarn "
                                                                        "export is checked whole before anything is written"));
    lake.setActor(QStringLiteral("cli:import"));
    ImportReport r;
    if (path == u"-") {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            throw TarnError::storage(CliText::tr("cannot read standard input"));
        r = lake.importJsonl(in);
    } else {
        r = FileTransfer::importFile(lake, path);
    }
    if (json)
        printJson(m_out, QJsonObject{{QStringLiteral("imported"), r.imported}, {QStringLiteral("truncated"), r.truncated}});
    else
        m_out << CliText::tr("Imported %n deltas (%1 truncated to the size limit).", nullptr, int(r.imported)).arg(r.truncated) << '\n';
    return Ok;
}

int Cli::cmdExport(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("file"), CliText::tr("Where to write (default: standard output). Images go to FILE.media."));
    p.addOption({QStringLiteral("audit"), CliText::tr("Export the audit log instead of the deltas.")});
    p.addOption({QStringLiteral("markdown"),
                 CliText::tr("Write your own memories (authored deltas) as Markdown notes, one per memory, into FOLDER "
                             "(new, empty, or an earlier Markdown export): a notes app or a Tarn vault reads them back."),
                 QStringLiteral("FOLDER")});
    TARN_PARSE(p, args, CliText::tr("Export every delta as JSONL with DESIGN's field names; import restores it exactly."));
    Lake lake;
    openLake(lake, false);
    if (p.isSet(QStringLiteral("markdown"))) {
        const QString folder = p.value(QStringLiteral("markdown"));
        const MarkdownExport::Report r = MarkdownExport::write(lake, folder);
        if (json)
            printJson(m_out, QJsonObject{{QStringLiteral("folder"), folder}, {QStringLiteral("notes"), r.notes}});
        else
            m_err << CliText::tr("Wrote %n notes to %1.", nullptr, r.notes).arg(folder) << Qt::endl;
        return Ok;
    }
    const QString path = p.positionalArguments().value(0);
    const bool audit = p.isSet(QStringLiteral("audit"));
    if (path.isEmpty() || path == u"-") {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly))
            throw TarnError::storage(CliText::tr("cannot write standard output"));
        if (audit)
            lake.audit().exportJsonl(out);
        else
            lake.exportJsonl(out);
        return Ok;
    }
    const FileTransfer::ExportReport r = FileTransfer::exportFile(lake, path, audit);
    const qint64 n = r.lines;
    const int media = r.images;
    m_err << CliText::tr("Exported %n lines to %1", nullptr, int(n)).arg(path)
          << (media > 0 ? CliText::tr(" and %n images to %1.media", nullptr, media).arg(path) : QStringLiteral(".")) << Qt::endl;
    return Ok;
}

int Cli::cmdDemo(const QStringList &args)
{
    QCommandLineParser p;
    TARN_PARSE(p, args, CliText::tr("Fill a demo lake with chat turns, vault notes, feed items, telemetry, captures and "
                           "engagements. Without --lake it (re)creates the demo lake of its own; it never touches "
                           "your real lake. Then run: tarn --demo"));
    if (!m_lakeGiven) {
        m_lakePath = demoLakePath();
        // The demo lake is the demo's own: start it afresh every time.
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(m_lakePath + suffix);
        QDir(Lake::mediaRootFor(m_lakePath)).removeRecursively();
    }
    Lake lake;
    openLake(lake);
    lake.setActor(QStringLiteral("demo"));
    const DemoLake::Summary s = DemoLake::fill(lake);
    if (json)
        printJson(m_out, QJsonObject{{QStringLiteral("lake"), lake.path()},
                                     {QStringLiteral("deltas"), s.deltas},
                                     {QStringLiteral("engagements"), s.engagements}});
    else
        m_out << CliText::tr("Demo lake ready at %1: %n deltas, %2 engagements.\nOpen it with: tarn --demo   (or tarn --lake %1)",
                             nullptr, s.deltas)
                     .arg(lake.path()).arg(s.engagements) << '\n';
    return Ok;
}

} // namespace tarn::app
