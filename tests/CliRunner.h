// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the real `tarn` binary the way a person or script does, with HOME and
// the XDG folders in a temporary directory so no real lake or setting is
// ever touched.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>
#include <QTemporaryDir>

namespace tarn::test {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

inline CliRun runTarn(const QTemporaryDir &home, const QStringList &args,
                      const QList<QPair<QString, QString>> &extraEnv = {}, const QByteArray &stdinData = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.remove(QStringLiteral("TARN_DECAY_POLICIES"));
    for (const auto &[key, value] : extraEnv)
        env.insert(key, value);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TARN_BINARY), args);
    p.write(stdinData);
    p.closeWriteChannel();
    // An event loop rather than waitForFinished(): a server the test runs in
    // this process (a feed on loopback) must keep answering meanwhile.
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    if (p.state() != QProcess::NotRunning)
        loop.exec();
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace tarn::test
