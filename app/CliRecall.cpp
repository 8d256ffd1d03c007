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
                 CliText::tr("Print the bounded <memory_context> an assistant would get: durable memories only, within "
                             "the memory settings' recall_max_items, recall_max_chars and min_profile_confidence.")});
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
    RecallOptions options;
    options.touch = touch;
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
    const QList<RecallHit> hits = Recall::recall(lake, query, options);
    if (json) {
        QJsonArray out;
        for (const RecallHit &h : hits)
            out.append(Recall::hitToJson(h));
        printJson(m_out, out);
        return Ok;
    }
    if (hits.isEmpty())
        m_out << CliText::tr("Nothing in the lake matches.") << Qt::endl;
    for (const RecallHit &h : hits)
        m_out << h.delta.id << "  " << QString::number(h.score, 'g', 3) << "  [" << h.delta.source << "] "
              << h.presentedText().simplified().left(120) << '\n';
    return Ok;
}

int Cli::cmdForget(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta to forget."));
    p.addOption({QStringLiteral("hard"), CliText::tr("Erase it for good: the delta, its index entry and any image only it "
                                                     "held. Asks first.")});
    p.addOption({QStringLiteral("restore"), CliText::tr("Bring back a softly forgotten delta.")});
    p.addOption({QStringLiteral("yes"), CliText::tr("Do not ask (for scripts).")});
    TARN_PARSE(p, args, CliText::tr("Forget a delta: hidden from every reader and reversible, or with --hard erased."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("give exactly one delta id"));
    const QString id = p.positionalArguments().constFirst();
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    if (p.isSet(QStringLiteral("restore"))) {
        Forgetting::restore(lake, id);
        m_out << CliText::tr("Restored %1.").arg(id) << Qt::endl;
        return Ok;
    }
    if (!p.isSet(QStringLiteral("hard"))) {
        Forgetting::forgetSoft(lake, id);
        m_out << CliText::tr("Forgot %1 (hidden; tarn forget --restore %1 brings it back).").arg(id) << Qt::endl;
        return Ok;
    }
    if (!lake.get(id))
        throw TarnError::notFound(CliText::tr("no delta %1 in the lake").arg(id));
    if (!confirm(CliText::tr("Erase delta %1 for good? This cannot be undone.").arg(id), p.isSet(QStringLiteral("yes"))))
        return Failure;
    Forgetting::forgetHard(lake, id);
    m_out << CliText::tr("Erased %1.").arg(id) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
