// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SingleInstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

namespace tarn::ui {

namespace {

// The whole protocol: one line. Anything else is ignored, so a stray
// client cannot make the window do more than come to the front.
QByteArray activateMessage() { return QByteArrayLiteral("activate"); }
constexpr qint64 kMaxLine = 64;
// Long enough for a busy primary to accept, short enough that a second
// launch facing a hung or dead socket gives up quickly.
constexpr int kWaitMs = 1000;

QString userName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    if (user.isEmpty())
        user = QDir::home().dirName();
    // Socket names become file names: keep them plain.
    QString plain;
    for (const QChar c : std::as_const(user))
        plain += c.isLetterOrNumber() && c.unicode() < 128 ? c : u'_';
    return plain.left(32);
}

// The same lake reached through a symlinked folder is the same lake; a file
// that does not exist yet keeps its absolute path.
QString identityOf(const QString &lakePath)
{
    const QFileInfo file(lakePath);
    const QString folder = QFileInfo(file.absolutePath()).canonicalFilePath();
    return (folder.isEmpty() ? QDir::cleanPath(file.absolutePath()) : folder) + u'/' + file.fileName();
}

} // namespace

SingleInstance::SingleInstance(const QString &key, QObject *parent) : QObject(parent), m_key(key) {}

SingleInstance::~SingleInstance() = default; // the server closes and removes its socket

QString SingleInstance::keyFor(const QString &lakePath)
{
    const QByteArray hash =
        QCryptographicHash::hash(identityOf(lakePath).toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    return QStringLiteral("tarn-%1-%2").arg(userName(), QString::fromLatin1(hash));
}

bool SingleInstance::isPrimary() const
{
    return m_server && m_server->isListening();
}

bool SingleInstance::tryBecomePrimary()
{
    if (isPrimary())
        return true;
    // Listening first makes the race between two launches the kernel's
    // business: only one bind succeeds.
    if (listen())
        return true;
    if (m_server->serverError() == QAbstractSocket::AddressInUseError) {
        if (activateRunningInstance())
            return false;
        // Nobody answers on the name: a crashed instance left its socket.
        QLocalServer::removeServer(m_key);
        if (listen())
            return true;
    }
    // Without a socket a second window may open later; that is better than
    // refusing to start at all.
    qWarning("tarn: cannot listen for other launches on %s: %s", qPrintable(m_key),
             qPrintable(m_server->errorString()));
    return true;
}

bool SingleInstance::listen()
{
    if (!m_server) {
        m_server = new QLocalServer(this);
        connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::acceptConnections);
    }
    // No socket options: with them Qt renames the socket into place and
    // would silently replace a running instance's socket.
    return m_server->listen(m_key);
}

bool SingleInstance::activateRunningInstance()
{
    QLocalSocket socket;
    socket.connectToServer(m_key);
    if (!socket.waitForConnected(kWaitMs))
        return false;
    socket.write(activateMessage() + '\n');
    socket.waitForBytesWritten(kWaitMs);
    socket.disconnectFromServer();
    // Answered, so alive, even if the message did not get through: a second
    // window must not open on the same lake either way.
    return true;
}

void SingleInstance::acceptConnections()
{
    while (QLocalSocket *client = m_server->nextPendingConnection()) {
        const auto readLines = [this, client] {
            while (client->canReadLine()) {
                if (client->readLine(kMaxLine + 1).trimmed() == activateMessage())
                    Q_EMIT activationRequested();
            }
            if (client->bytesAvailable() > kMaxLine)
                client->abort(); // not our protocol
        };
        connect(client, &QLocalSocket::readyRead, this, readLines);
        // A quick client may be gone before we look: read what it left.
        connect(client, &QLocalSocket::disconnected, this, [client, readLines] {
            readLines();
            client->deleteLater();
        });
        readLines();
    }
}

} // namespace tarn::ui
