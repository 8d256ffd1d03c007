// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn mcp`: the lake as an MCP server over stdio, for assistants.

#include "Cli.h"
#include "CliSupport.h"

#include "ConfiguredDecayPolicies.h"
#include "Lake.h"
#include "McpServer.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <unistd.h>

namespace tarn::app {

using namespace cli;

int Cli::cmdMcp(const QStringList &args)
{
    QCommandLineParser p;
    TARN_PARSE(p, args, CliText::tr("Serve the lake to an assistant over MCP (JSON-RPC 2.0 on stdin/stdout, protocol "
                                    "versions 2024-11-05 to 2025-11-25). Logs go to stderr; stdout carries only the protocol."));
    Lake lake;
    openLake(lake);
    lake.setActor(QStringLiteral("mcp"));
    embedNewMemories(lake);
    McpTools tools(lake, [] { return DecayPolicies::configured(); });
    McpServer server(tools);
    m_err << CliText::tr("tarn mcp: serving %1 on stdio").arg(lake.path()) << Qt::endl;
    // Plain read(2)/write(2): a request is answered as soon as its line is
    // complete, whatever buffering a stdio stream would do on a pipe.
    std::signal(SIGPIPE, SIG_IGN); // a client that hangs up ends the loop below, not the process
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    const auto send = [](const QByteArray &reply) {
        for (qsizetype done = 0; done < reply.size();) {
            const ssize_t w = ::write(STDOUT_FILENO, reply.constData() + done, size_t(reply.size() - done));
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                return false; // the client went away
            done += w;
        }
        return true;
    };
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buffer.data(), size_t(buffer.size()));
        if (n == 0) // the client closed stdin: a last line without its newline is still a request
            return send(server.finish()) ? Ok : Failure;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw TarnError::storage(CliText::tr("cannot read stdin: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        }
        if (!send(server.feed(QByteArray::fromRawData(buffer.constData(), n))))
            return Failure;
        // What an assistant just remembered is found by meaning at its next
        // recall: no Embedder runs here (answered first, then embedded).
        embedNewMemories(lake);
    }
}

} // namespace tarn::app
