// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn recall` (what the lake knows about a query, best first) and
// `tarn forget` (hide a delta, or erase it for good).

#include "Cli.h"
#include "CliSupport.h"

#include "Forgetting.h"
#include "Lake.h"
#include "MemoryContext.h"
#include "Recall.h"

#include <QJsonArray>

namespace tarn::app {

using namespace cli;

int Cli::cmdRecall(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("query"), CliText::tr("Words describing what to recall."));
    p.addOption({QStringLiteral("limit"), CliText::tr("At most N deltas (1-100, default 10)."), QStringLiteral("N"),
                 QStringLiteral("10")});
    p.addOption({QStringLiteral("scope"), CliText::tr("Only this scope: local, team, company or public."),
                 QStringLiteral("SCOPE")});
    p.addOption({QStringLiteral("context"),
                 CliText::tr("Print the bounded <memory_context> an assistant would get: durable memories and matching events, within "
                             "the memory settings' recall_max_items, recall_max_chars and min_profile_confidence.")});
    p.addOption({QStringLiteral("explain"),
                 CliText::tr("Show how the query was read (each word and the related words it also looks for) and, "
                             "for each hit, every signal of its score and the words it matched.")});
    p.addOption({QStringLiteral("no-expand"),
                 CliText::tr("Look for the typed words only, without related words from WordNet or OpenThesaurus.")});
    p.addOption({QStringLiteral("no-touch"),
                 CliText::tr("Read without touching: the recall does not count as use and refreshes no expiry.")});
    TARN_PARSE(p, args, CliText::tr("Recall what the lake knows about a query, most relevant first. A recall counts as "
                                    "use: stable and active memories live on."));
    const bool touch = !p.isSet(QStringLiteral("no-touch"));
    if (p.positionalArguments().isEmpty())
        throw TarnError::invalid(QStringLiteral("query"), CliText::tr("give the words to recall by"));
    const QString query = p.positionalArguments().join(u' ');
    if (p.isSet(QStringLiteral("context"))) {
        if (p.isSet(QStringLiteral("limit")) || p.isSet(QStringLiteral("scope")))
            throw TarnError::invalid(QStringLiteral("context"),
                                     CliText::tr("--context is bounded by the memory settings; it takes no --limit or --scope"));
        const MemorySettings settings = memorySettings();
        Lake lake;
        openLake(lake, false);
        lake.setActor(QStringLiteral("cli"));
        embedNewMemories(lake);
        const MemoryContext context = MemoryContext::build(lake, query, settings, touch);
        if (json)
            printJson(m_out, context.toJson());
        else if (context.text.isEmpty())
            m_out << CliText::tr("No durable memory matches (at least %1 confident).").arg(settings.minProfileConfidence)
                  << Qt::endl;
        else
            m_out << context.text << Qt::endl;
        return Ok;
    }
    const bool explain = p.isSet(QStringLiteral("explain"));
    RecallOptions options;
    options.touch = touch;
    options.expand = !p.isSet(QStringLiteral("no-expand"));
    bool ok = false;
    options.limit = p.value(QStringLiteral("limit")).toInt(&ok);
    if (!ok)
        throw TarnError::invalid(QStringLiteral("limit"), CliText::tr("--limit needs a whole number"));
    if (p.isSet(QStringLiteral("scope"))) {
        options.scope = scopeFromName(p.value(QStringLiteral("scope")));
        if (!options.scope)
            throw TarnError::invalid(QStringLiteral("scope"), CliText::tr("--scope is local, team, company or public"));
    }
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    embedNewMemories(lake);
    RecallReading reading;
    const QList<RecallHit> hits = Recall::recall(lake, query, options, &reading);
    if (json) {
        QJsonArray out;
        for (const RecallHit &h : hits)
            out.append(Recall::hitToJson(h, explain));
        printJson(m_out, out);
        return Ok;
    }
    if (explain) {
        m_out << CliText::tr("Looking for: %1").arg(reading.words.join(QStringLiteral("; "))) << '\n';
        if (reading.window > 0)
            m_out << CliText::tr("Common in the lake: only the newest %1 matches of the question's words, and the "
                                 "newest %1 of your own memories and events, were ranked.")
                         .arg(reading.window)
                  << '\n';
    }
    if (hits.isEmpty())
        m_out << CliText::tr("Nothing in the lake matches.") << Qt::endl;
    for (const RecallHit &h : hits) {
        m_out << h.delta.id << "  " << QString::number(h.score, 'g', 3) << "  [" << h.delta.source << "] "
              << h.presentedText().simplified().left(120) << '\n';
        if (explain)
            m_out << "      " << h.explanation() << '\n';
    }
    return Ok;
}

int Cli::cmdForget(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta to forget."));
    p.addOption({QStringLiteral("hard"), CliText::tr("Erase it for good: the delta, its index entry and any image only it "
                                                     "held. Asks first.")});
    p.addOption({QStringLiteral("restore"), CliText::tr("Bring back a softly forgotten delta.")});
    p.addOption({QStringLiteral("only-this"), CliText::tr("Only this version, not the other versions of its lineage (what "
                                                          "quotes it and the turn it came from still go).")});
    p.addOption({QStringLiteral("dry-run"), CliText::tr("Print what would go, and change nothing.")});
    p.addOption({QStringLiteral("yes"), CliText::tr("Do not ask (for scripts).")});
    TARN_PARSE(p, args, CliText::tr("Forget a delta and what carries its words (the engagements that quote it, the "
                                    "conversation turn it was captured from, the other versions of its lineage): hidden "
                                    "from every reader and reversible, or with --hard erased."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("give exactly one delta id"));
    const QString id = p.positionalArguments().constFirst();
    const Forgetting::Reach reach = p.isSet(QStringLiteral("only-this")) ? Forgetting::Reach::OnlyThis
                                                                        : Forgetting::Reach::Lineage;
    const bool hard = p.isSet(QStringLiteral("hard"));
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    if (p.isSet(QStringLiteral("dry-run"))) {
        const Forgetting::ForgetSet set = Forgetting::plan(lake, id, reach);
        m_out << (hard ? CliText::tr("tarn forget --hard %1 would erase:") : CliText::tr("tarn forget %1 would hide:")).arg(set.id)
              << '\n';
        const auto show = [&](const QStringList &ids, const QString &what) {
            for (const QString &member : ids) {
                const std::optional<Delta> d = lake.get(member);
                m_out << "  " << member << "  " << what << "  "
                      << (d ? d->content.simplified().left(80) : QString()) << '\n';
            }
        };
        show({set.id}, CliText::tr("the delta"));
        show(set.versions, CliText::tr("version"));
        show(set.engagements, CliText::tr("engagement"));
        show(set.turns, CliText::tr("conversation turn"));
        const QString also = set.describe(hard);
        if (!also.isEmpty())
            m_out << also << '\n';
        m_out.flush();
        return Ok;
    }
    if (p.isSet(QStringLiteral("restore"))) {
        const Forgetting::ForgetSet set = Forgetting::restoreSet(lake, id, reach);
        m_out << CliText::tr("Restored %1.").arg(set.id) << Qt::endl;
        if (set.alsoCount() > 0)
            m_out << CliText::tr("Also brought back: %1").arg(set.all().mid(1).join(QStringLiteral(", "))) << Qt::endl;
        return Ok;
    }
    if (!hard) {
        const Forgetting::ForgetSet set = Forgetting::forget(lake, id, false, reach);
        m_out << CliText::tr("Forgot %1 (hidden; tarn forget --restore %1 brings it back).").arg(set.id) << Qt::endl;
        if (set.alsoCount() > 0)
            m_out << set.describe(false) << ' ' << set.all().mid(1).join(QStringLiteral(", ")) << Qt::endl;
        return Ok;
    }
    // The person sees what goes before anything goes.
    const Forgetting::ForgetSet planned = Forgetting::plan(lake, id, reach);
    QString question = CliText::tr("Erase delta %1 for good? This cannot be undone.").arg(planned.id);
    if (planned.alsoCount() > 0)
        question += u' ' + planned.describe(true) + u' ' + planned.all().mid(1).join(QStringLiteral(", "));
    if (!confirm(question, p.isSet(QStringLiteral("yes"))))
        return Failure;
    const Forgetting::ForgetSet set = Forgetting::forget(lake, id, true, reach);
    m_out << CliText::tr("Erased %1.").arg(set.id) << Qt::endl;
    if (set.alsoCount() > 0)
        m_out << CliText::tr("Also erased: %1").arg(set.all().mid(1).join(QStringLiteral(", "))) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
