// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace tarn {

// Where a lake lives (DESIGN §5): a SQLite file on this machine, or a
// database on a PostgreSQL server that several machines share, written
// `postgresql://user@host[:port]/db[?sslmode=…]`. `--lake`, TARN_LAKE and
// Preferences all take either. The password is never part of what is shown
// or stored: it lives in the keychain under keychainKey() (a password in a
// typed URL is used for that process only, like libpq's PGPASSWORD).
class LakeLocation
{
    Q_DECLARE_TR_FUNCTIONS(LakeLocation)
public:
    enum class Engine { Sqlite, Postgres };

    // A file path (relative paths are made absolute) or a postgresql:// or
    // postgres:// URL. Throws TarnError (InvalidInput, field "lake") naming
    // what is wrong: an empty location, a bad port, an unknown parameter.
    static LakeLocation parse(const QString &text);
    static LakeLocation file(const QString &path);
    static bool looksLikeServer(const QString &text);

    Engine engine() const { return m_engine; }
    bool isFile() const { return m_engine == Engine::Sqlite; }

    // The SQLite file (absolute). Empty for a server.
    const QString &filePath() const { return m_path; }

    // A server's address.
    const QString &host() const { return m_host; }
    int port() const { return m_port; }
    const QString &user() const { return m_user; }
    const QString &database() const { return m_database; }
    // libpq's sslmode: disable, allow, prefer (the default), require,
    // verify-ca or verify-full.
    const QString &sslMode() const { return m_sslMode; }
    // Only what the typed URL carried; empty otherwise.
    const QString &typedPassword() const { return m_password; }
    // Loopback needs no encryption; a server on another machine is told so
    // in the window when sslmode lets the connection go unencrypted.
    bool isLoopback() const;
    // A server on another machine with an sslmode (disable, allow, prefer)
    // that lets the connection, and the password, travel in the clear.
    bool mayGoUnencrypted() const;

    // The path, or the URL without a password: what the window title,
    // Preferences, logs and the audit log show.
    QString toDisplayString() const;
    // What a title calls the lake: the file's name, or "db on host".
    QString shortName() const;
    // toDisplayString() of any text a person gave as a location, even one
    // that does not parse (then as typed, a server's password removed):
    // for messages about a location that may be wrong. Never throws.
    static QString displayOf(const QString &text);
    // The keychain entry holding this server account's password.
    QString keychainKey() const;
    // QPSQL's connect options (sslmode, a connect timeout, the application name).
    QString connectOptions() const;

    friend bool operator==(const LakeLocation &a, const LakeLocation &b)
    {
        return a.m_engine == b.m_engine && a.m_path == b.m_path && a.m_host == b.m_host && a.m_port == b.m_port
            && a.m_user == b.m_user && a.m_database == b.m_database && a.m_sslMode == b.m_sslMode;
    }

    static constexpr int kDefaultPort = 5432;
    static constexpr int kConnectTimeoutSeconds = 10;

private:
    Engine m_engine = Engine::Sqlite;
    QString m_path;
    QString m_host;
    int m_port = kDefaultPort;
    QString m_user;
    QString m_database;
    QString m_sslMode = QStringLiteral("prefer");
    QString m_password;
};

} // namespace tarn
