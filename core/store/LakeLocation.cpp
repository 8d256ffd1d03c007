// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeLocation.h"

#include "TarnError.h"

#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace tarn {

namespace {

const QStringList &sslModes()
{
    static const QStringList modes{QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
                                   QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

TarnError bad(const QString &message)
{
    return TarnError::invalid(QStringLiteral("lake"), message);
}

// Every "scheme://user:password@" in a text loses its password: a location
// that does not parse is still shown, and QUrl quotes it whole in its errors.
QString withoutPassword(QString text)
{
    static const QRegularExpression password(QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*://[^/@:\\s\"]*):[^/@\\s\"]*@"));
    return text.replace(password, QStringLiteral("\\1@"));
}

} // namespace

bool LakeLocation::looksLikeServer(const QString &text)
{
    const QString t = text.trimmed();
    return t.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || t.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

LakeLocation LakeLocation::file(const QString &path)
{
    LakeLocation l;
    l.m_engine = Engine::Sqlite;
    l.m_path = QFileInfo(path).absoluteFilePath();
    return l;
}

LakeLocation LakeLocation::parse(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        throw bad(tr("the lake's location is empty: give a file path or postgresql://user@host/database"));
    if (!looksLikeServer(t)) {
        // Anything else with a scheme is a typo of a server address, not a
        // file called "mysql:".
        const qsizetype colon = t.indexOf(QLatin1String("://"));
        if (colon > 0 && !t.left(colon).contains(u'/'))
            throw bad(tr("'%1' is neither a file path nor a postgresql:// address").arg(t.left(colon + 3)));
        return file(t);
    }
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid())
        throw bad(tr("'%1' is not a valid address: %2").arg(withoutPassword(t), withoutPassword(url.errorString())));
    LakeLocation l;
    l.m_engine = Engine::Postgres;
    l.m_host = url.host();
    if (l.m_host.isEmpty())
        throw bad(tr("the address names no server: postgresql://user@host/database"));
    l.m_port = url.port(kDefaultPort);
    if (l.m_port < 1 || l.m_port > 65535)
        throw bad(tr("the port must be between 1 and 65535"));
    l.m_user = url.userName();
    if (l.m_user.isEmpty())
        l.m_user = qEnvironmentVariable("PGUSER", qEnvironmentVariable("USER"));
    if (l.m_user.isEmpty())
        throw bad(tr("the address names no user: postgresql://user@host/database"));
    l.m_password = url.password();
    QString db = url.path();
    if (db.startsWith(u'/'))
        db.remove(0, 1);
    if (db.isEmpty() || db.contains(u'/'))
        throw bad(tr("the address must name one database: postgresql://user@host/database"));
    l.m_database = db;
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == u"sslmode") {
            if (!sslModes().contains(value))
                throw bad(tr("sslmode '%1' is not one of %2").arg(value, sslModes().join(QStringLiteral(", "))));
            l.m_sslMode = value;
        } else {
            throw bad(tr("'%1' is not a setting Tarn knows in a lake address (only sslmode)").arg(key));
        }
    }
    return l;
}

bool LakeLocation::isLoopback() const
{
    if (isFile())
        return true;
    if (m_host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(m_host);
    return !address.isNull() && address.isLoopback();
}

bool LakeLocation::mayGoUnencrypted() const
{
    return !isLoopback()
        && (m_sslMode == u"disable" || m_sslMode == u"allow" || m_sslMode == u"prefer");
}

QString LakeLocation::shortName() const
{
    if (isFile())
        return QFileInfo(m_path).fileName();
    return tr("%1 on %2").arg(m_database, m_host);
}

QString LakeLocation::displayOf(const QString &text)
{
    try {
        return parse(text).toDisplayString();
    } catch (const TarnError &) {
        return withoutPassword(text.trimmed()); // whatever else is wrong with it
    }
}

QString LakeLocation::toDisplayString() const
{
    if (isFile())
        return QDir::toNativeSeparators(m_path);
    return keychainKey() + (m_sslMode == u"prefer" ? QString() : QStringLiteral("?sslmode=") + m_sslMode);
}

QString LakeLocation::keychainKey() const
{
    if (isFile())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_user);
    url.setHost(m_host);
    if (m_port != kDefaultPort)
        url.setPort(m_port);
    url.setPath(u'/' + m_database);
    return url.toString(QUrl::FullyEncoded);
}

QString LakeLocation::connectOptions() const
{
    return QStringLiteral("sslmode=%1;connect_timeout=%2;application_name=tarn").arg(m_sslMode).arg(kConnectTimeoutSeconds);
}

} // namespace tarn
