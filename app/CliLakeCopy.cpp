// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn lake copy FROM TO`: a whole lake moved to another place or engine
// (LakeCopy does the work; this prints its progress and what it verified).

#include "Cli.h"
#include "CliSupport.h"

#include "Lake.h"
#include "LakeCopy.h"

#include <QJsonArray>
#include <QJsonObject>
#include <cstdio>
#include <unistd.h>

namespace tarn::app {

using namespace cli;

namespace {

// Progress on stderr: on a terminal one line per table that counts up in
// place; in a log (not a terminal) only each table's final count.
class CopyProgress
{
public:
    explicit CopyProgress(QTextStream &err) : m_err(err), m_terminal(isatty(fileno(stderr)) != 0) {}

    void operator()(const LakeCopy::Progress &p)
    {
        if (p.step == LakeCopy::Progress::Step::Verifying) {
            if (!m_verifying)
                m_err << CliText::tr("Verifying the copy: row counts and SHA-256 of every table…") << Qt::endl;
            m_verifying = true;
            return;
        }
        if (!p.finished && !m_terminal)
            return;
        const QString line = CliText::tr("  %1: %2 of %3 rows").arg(p.table).arg(p.rows).arg(p.total);
        if (m_terminal)
            m_err << '\r' << line << (p.finished ? QStringLiteral("\n") : QString()) << Qt::flush;
        else
            m_err << line << Qt::endl;
    }

private:
    QTextStream &m_err;
    bool m_terminal;
    bool m_verifying = false;
};

} // namespace

int Cli::cmdLakeCopy(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("copy"), CliText::tr("The action: copy."));
    p.addPositionalArgument(QStringLiteral("from"), CliText::tr("The lake to copy: a file, or postgresql://user@host[:port]/db."));
    p.addPositionalArgument(QStringLiteral("to"), CliText::tr("Where to: a new file, or an empty lake or database."));
    TARN_PARSE(p, args, CliText::tr("Copy a whole lake to another place or engine: every delta with its lifecycle as "
                                    "it stands, the audit log, source settings, configured sources and what they have "
                                    "seen, images and embedding vectors. The destination must be new or empty; the "
                                    "copy is verified table by table (row counts and SHA-256) and kept only if all "
                                    "match, else the destination is left as it was."));
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 3 || pos.constFirst() != u"copy")
        throw TarnError::invalid(QStringLiteral("action"), CliText::tr("usage: tarn lake copy FROM TO"));
    if (m_lakeGiven)
        throw TarnError::invalid(QStringLiteral("lake"),
                                 CliText::tr("tarn lake copy names both lakes itself: tarn lake copy FROM TO, without --lake"));
    CopyProgress progress(m_err);
    LakeCopy::Options options;
    options.actor = QStringLiteral("cli");
    options.progress = [&](const LakeCopy::Progress &step) { progress(step); };
    const LakeCopy::Report report = LakeCopy::copy(pos.at(1), pos.at(2), SystemClock::instance(), options);
    if (json) {
        QJsonArray tables;
        for (const LakeCopy::TableResult &t : report.tables)
            tables.append(QJsonObject{{QStringLiteral("table"), t.table},
                                      {QStringLiteral("rows"), t.rows},
                                      {QStringLiteral("sha256"), t.sha256}});
        printJson(m_out, QJsonObject{{QStringLiteral("from"), report.from},
                                     {QStringLiteral("to"), report.to},
                                     {QStringLiteral("verified"), true},
                                     {QStringLiteral("tables"), tables}});
        return Ok;
    }
    m_out << CliText::tr("Copied %1 to %2; every table's row count and SHA-256 match:").arg(report.from, report.to) << '\n';
    for (const LakeCopy::TableResult &t : report.tables)
        m_out << QStringLiteral("  %1 %2  %3\n").arg(t.table, -18).arg(t.rows, 10).arg(t.sha256.left(16));
    return Ok;
}

} // namespace tarn::app
