// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A real `tarn serve` child on a lake of the test's, in a home of the
// test's (config and data folders there, never the person's), paired the
// way a person pairs a client: `tarn pair --json` in another process, then
// POST /v1/pair with the code. Needs the keychain tests/with-keychain.sh
// provides, since codes and tokens live only there.

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

namespace tarn::test {

class ServeProcess
{
public:
    explicit ServeProcess(const QTemporaryDir &home) : m_env(QProcessEnvironment::systemEnvironment())
    {
        m_env.insert(QStringLiteral("HOME"), home.path());
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        m_process.setProcessEnvironment(m_env);
    }
    ~ServeProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }

    const QProcessEnvironment &environment() const { return m_env; }
    // Before start(): TARN_MACHINE and the like, for this child (and the
    // `tarn pair` it runs) only.
    void setEnvironmentVariable(const QString &name, const QString &value)
    {
        m_env.insert(name, value);
        m_process.setProcessEnvironment(m_env);
    }
    QProcess &process() { return m_process; }
    const QByteArray &banner() const { return m_banner; }
    quint16 port() const { return m_port; }

    // Starts `tarn serve --port 0 --lake PATH` and reads the port it chose
    // from its banner; false (with banner() saying why) when it never says.
    bool start(const QString &lakePath, int timeoutMs = 30000)
    {
        m_process.start(QStringLiteral(TARN_BINARY), {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                                     QStringLiteral("--lake"), lakePath});
        if (!m_process.waitForStarted())
            return false;
        const QRegularExpression portRe(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)"));
        while (m_port == 0 && m_process.waitForReadyRead(timeoutMs)) {
            m_banner += m_process.readAllStandardOutput();
            const auto match = portRe.match(QString::fromUtf8(m_banner));
            if (match.hasMatch())
                m_port = quint16(match.captured(1).toUInt());
        }
        if (m_port == 0)
            m_banner += m_process.readAllStandardError();
        return m_port != 0;
    }

    // A one-time code from `tarn pair --json` in another process; empty on failure.
    QString pairCode() const
    {
        QProcess pair;
        pair.setProcessEnvironment(m_env);
        pair.start(QStringLiteral(TARN_BINARY), {QStringLiteral("pair"), QStringLiteral("--json")});
        if (!pair.waitForFinished(60000) || pair.exitCode() != 0)
            return {};
        return QJsonDocument::fromJson(pair.readAllStandardOutput()).object().value(QStringLiteral("code")).toString();
    }

    // One request to the server, waited for; the status and the JSON answer.
    QPair<int, QJsonObject> send(const QByteArray &method, const QString &path, const QByteArray &body,
                                 const QString &token = {})
    {
        QNetworkReply *reply = sendAsync(method, path, body, token);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QPair<int, QJsonObject> out{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                          QJsonDocument::fromJson(reply->readAll()).object()};
        reply->deleteLater();
        return out;
    }

    // The same, not waited for: the caller reads the reply when it finishes.
    QNetworkReply *sendAsync(const QByteArray &method, const QString &path, const QByteArray &body,
                             const QString &token = {})
    {
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        request.setTransferTimeout(120000);
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        return m_net.sendCustomRequest(request, method, body);
    }

    // POST /v1/pair with a code: the status and the answer ({token, scope}
    // on 201, an error otherwise).
    QPair<int, QJsonObject> redeem(const QString &code, const QString &name = QStringLiteral("test client"),
                                   const QString &scope = QStringLiteral("write"))
    {
        return send("POST", QStringLiteral("/v1/pair"),
                    QJsonDocument(QJsonObject{{QStringLiteral("code"), code},
                                              {QStringLiteral("name"), name},
                                              {QStringLiteral("scope"), scope}})
                        .toJson());
    }

    // Pairs a client with `scope` access; the bearer token, or empty.
    QString pair(const QString &scope = QStringLiteral("write"))
    {
        const QString code = pairCode();
        if (code.size() != 6)
            return {};
        const auto paired = redeem(code, QStringLiteral("test client"), scope);
        return paired.first == 201 ? paired.second.value(QStringLiteral("token")).toString() : QString();
    }

    // SIGTERM, as systemd or Ctrl+C stops it; true when it ended cleanly.
    bool stop(int timeoutMs = 30000)
    {
        m_process.terminate();
        return m_process.waitForFinished(timeoutMs) && m_process.exitStatus() == QProcess::NormalExit
            && m_process.exitCode() == 0;
    }

private:
    QProcessEnvironment m_env;
    QProcess m_process;
    QNetworkAccessManager m_net;
    QByteArray m_banner;
    quint16 m_port = 0;
};

} // namespace tarn::test
