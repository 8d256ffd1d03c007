// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `tarn mcp` as a child process, spoken to over its stdin and stdout the way
// an assistant's MCP client does, with a home of its own (so its config
// file is its own). tst_mcp and tst_word_vectors use it.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace tarn::test {

struct McpProcess
{
    QTemporaryDir home;
    QProcess process;
    int nextId = 1;

    // initialize: say hello first, as every client does (Tarn serves only
    // ping before it).
    explicit McpProcess(const QString &lakePath, bool initialize = true)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("TARN_DECAY_POLICIES"),
                   QStringLiteral(R"([{"id":"roadmap","relation":"roadmap:*","scope":"*","mode":"retract","ttl_s":1}])"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(TARN_BINARY), {QStringLiteral("mcp"), QStringLiteral("--lake"), lakePath});
        process.waitForStarted();
        if (initialize)
            request(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")}});
    }
    ~McpProcess()
    {
        if (process.state() != QProcess::NotRunning) {
            process.closeWriteChannel();
            if (!process.waitForFinished(5000))
                process.kill();
        }
    }

    void send(const QByteArray &line) { process.write(line + '\n'); }

    QJsonObject readMessage()
    {
        while (!process.canReadLine())
            if (!process.waitForReadyRead(30000))
                return {};
        return QJsonDocument::fromJson(process.readLine()).object();
    }

    QJsonObject request(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), nextId++},
                            {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        send(QJsonDocument(message).toJson(QJsonDocument::Compact));
        return readMessage();
    }

    QJsonObject callTool(const QString &name, const QJsonObject &arguments)
    {
        return request(QStringLiteral("tools/call"), {{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}})
            .value(QStringLiteral("result"))
            .toObject();
    }
};

} // namespace tarn::test
