// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn maintain`: the memory maintenance tasks the scheduler runs on its
// own (reflect, retention, reindex, gc), run now.

#include "Cli.h"
#include "CliSupport.h"

#include "Lake.h"
#include "Maintenance.h"

#include <QElapsedTimer>

namespace tarn::app {

using namespace cli;

int Cli::cmdMaintain(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("tasks"),
                            CliText::tr("Any of reflect, retention, reindex, gc (default: all four)."),
                            QStringLiteral("[TASK...]"));
    p.addOption({QStringLiteral("full"), CliText::tr("With gc: rewrite the file once (VACUUM), which also lets a lake "
                                                     "made by an older Tarn give freed space back from then on.")});
    TARN_PARSE(p, args, CliText::tr("Run memory maintenance now: reflect promotes memories a tier by use and age, "
                                    "retention erases conversation episodes older than retention_days, reindex "
                                    "optimizes the search index, gc gives freed space back."));
    const QStringList known{QStringLiteral("reflect"), QStringLiteral("retention"), QStringLiteral("reindex"),
                            QStringLiteral("gc")};
    QStringList tasks = p.positionalArguments();
    if (tasks.isEmpty())
        tasks = known;
    for (const QString &t : tasks)
        if (!known.contains(t))
            throw TarnError::invalid(QStringLiteral("task"), CliText::tr("%1: not a maintenance task (reflect, retention, "
                                                                         "reindex or gc)")
                                                                 .arg(t));
    const MemorySettings settings = memorySettings();
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    QElapsedTimer timer;
    timer.start();
    MaintenanceReport report;
    report.startedAt = lake.clock().nowMs();
    if (tasks.contains(QStringLiteral("reflect")))
        Maintenance::reflect(lake, settings, report);
    if (tasks.contains(QStringLiteral("retention")))
        Maintenance::applyRetention(lake, settings, report);
    if (tasks.contains(QStringLiteral("reindex")))
        Maintenance::reindex(lake, report);
    if (tasks.contains(QStringLiteral("gc")))
        Maintenance::gc(lake, report, p.isSet(QStringLiteral("full")));
    report.durationMs = timer.elapsed();
    if (json) {
        printJson(m_out, report.toJson());
        return Ok;
    }
    if (report.reflected)
        m_out << CliText::tr("reflect: %1 to episodic, %2 to semantic").arg(report.toEpisodic).arg(report.toSemantic) << '\n';
    if (report.retained)
        m_out << (settings.retentionDays > 0
                      ? CliText::tr("retention: %1 episodes older than %2 days erased").arg(report.episodesRemoved).arg(settings.retentionDays)
                      : CliText::tr("retention: off (retention_days is 0), nothing erased"))
              << '\n';
    if (report.reindexed)
        m_out << CliText::tr("reindex: search index optimized") << '\n';
    if (report.collected) {
        m_out << CliText::tr("gc: %1 pages freed").arg(report.pagesFreed) << '\n';
        if (report.freePagesLeft.value_or(0) > 0)
            m_out << CliText::tr("gc: %1 free pages remain; tarn maintain gc --full gives them back").arg(*report.freePagesLeft)
                  << '\n';
    }
    m_out << CliText::tr("done in %1 ms").arg(report.durationMs) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
