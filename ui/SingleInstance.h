// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QLocalServer;

namespace tarn::ui {

// One window per lake and person: the first launch listens on a local
// socket named after the lake; a second launch finds it, asks it to come
// to the front and then quits instead of opening a second window on the
// same file.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);
    ~SingleInstance() override;

    // "tarn-<user>-<hash of the absolute lake path>": two people, or one
    // person with two lakes, never meet; short enough for a socket path.
    static QString keyFor(const QString &lakePath);

    // true: this process is the primary and listens from now on (a socket
    // left behind by a crashed instance is cleared first). false: another
    // instance is running and has been asked to activate.
    bool tryBecomePrimary();

    const QString &key() const { return m_key; }
    bool isPrimary() const;

Q_SIGNALS:
    // A later launch asked to be shown instead; raise the window.
    void activationRequested();

private:
    bool activateRunningInstance();
    bool listen();
    void acceptConnections();

    QString m_key;
    QLocalServer *m_server = nullptr;
};

} // namespace tarn::ui
