// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn capture`: one conversation turn into the lake, as an assistant's
// POST /v1/capture or the MCP `capture` tool would send it. Typed by a
// person (or a script they run), it always captures: auto_capture governs
// what assistants may do on their own.

#include "Cli.h"
#include "CliSupport.h"

#include "Capture.h"
#include "Lake.h"

#include <QJsonArray>

namespace tarn::app {

using namespace cli;

int Cli::cmdCapture(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("user"), CliText::tr("What the person said."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("assistant"), CliText::tr("What the assistant answered."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("session"), CliText::tr("The conversation this turn belongs to."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("dry-run"), CliText::tr("Show what the turn would remember or forget; write nothing.")});
    TARN_PARSE(p, args, CliText::tr("Capture a conversation turn: an episode for the turn, and the memories the "
                                    "person's words ask for (remember ..., forget ..., my name is ..., I prefer ...)."));
    ConversationTurn turn{p.value(QStringLiteral("user")), p.value(QStringLiteral("assistant")),
                          p.value(QStringLiteral("session"))};
    if (turn.user.trimmed().isEmpty() && turn.assistant.trimmed().isEmpty())
        throw TarnError::invalid(QStringLiteral("user"), CliText::tr("give --user TEXT, --assistant TEXT or both"));
    const MemorySettings settings = memorySettings();

    if (p.isSet(QStringLiteral("dry-run"))) {
        const QList<CaptureCandidate> candidates = CaptureRules::parse(turn.user);
        QJsonArray out;
        for (const CaptureCandidate &c : candidates) {
            const bool forget = c.action == CaptureCandidate::Action::Forget;
            const bool held = !forget && c.confidence < settings.minProfileConfidence;
            if (json) {
                out.append(QJsonObject{{QStringLiteral("action"), forget ? QStringLiteral("forget") : QStringLiteral("remember")},
                                       {QStringLiteral("kind"), kindName(c.kind)},
                                       {QStringLiteral("subject"), c.subject},
                                       {QStringLiteral("content"), c.content},
                                       {QStringLiteral("confidence"), c.confidence},
                                       {QStringLiteral("rule"), c.rule},
                                       {QStringLiteral("held_back"), held}});
                continue;
            }
            if (forget)
                m_out << CliText::tr("would forget memories about: %1").arg(c.content) << '\n';
            else if (held)
                m_out << CliText::tr("would hold back (%1 < %2 sure): [%3] %4")
                             .arg(c.confidence)
                             .arg(settings.minProfileConfidence)
                             .arg(kindName(c.kind), c.content)
                      << '\n';
            else
                m_out << CliText::tr("would remember: [%1] %2").arg(kindName(c.kind), c.content) << '\n';
        }
        if (json)
            printJson(m_out, out);
        else if (candidates.isEmpty())
            m_out << CliText::tr("Nothing to remember or forget in these words; the turn would be kept as an episode.")
                  << Qt::endl;
        return Ok;
    }

    Lake lake;
    openLake(lake, true);
    lake.setActor(QStringLiteral("cli"));
    const CaptureReport report = Capture::captureTurn(lake, turn, settings);
    if (json) {
        printJson(m_out, report.toJson());
        return Ok;
    }
    m_out << CliText::tr("Captured the turn as episode %1.").arg(report.episode.id) << '\n';
    for (const Delta &d : report.remembered)
        m_out << CliText::tr("Remembered %1: [%2] %3").arg(d.id, kindName(d.kind), d.content) << '\n';
    for (const auto &[old, next] : report.superseded)
        m_out << CliText::tr("Updated %1 -> %2: %3").arg(old, next.id, next.content) << '\n';
    for (const QString &id : report.alreadyKnown)
        m_out << CliText::tr("Already known: %1").arg(id) << '\n';
    for (const QString &id : report.forgotten)
        m_out << CliText::tr("Forgot %1 (tarn forget --restore %1 brings it back).").arg(id) << '\n';
    for (const QString &what : report.unmatchedForgets)
        m_out << CliText::tr("Nothing to forget about: %1").arg(what) << '\n';
    for (const CaptureCandidate &c : report.heldBack)
        m_out << CliText::tr("Held back, not sure enough (%1): %2").arg(c.confidence).arg(c.content) << '\n';
    m_out.flush();
    return Ok;
}

} // namespace tarn::app
