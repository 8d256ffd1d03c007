// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeProbe.h"

#include "LakeLocation.h"
#include "PostgresConnection.h"
#include "PostgresSchema.h"
#include "TarnError.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <atomic>

namespace tarn {

namespace {

std::atomic<int> s_probes{0};

// What the connection found, in words.
QString describe(QSqlDatabase &db, const LakeLocation &location)
{
    QSqlQuery q(db);
    QString server = QStringLiteral("PostgreSQL");
    if (q.exec(QStringLiteral("SELECT current_setting('server_version')")) && q.next())
        server += u' ' + q.value(0).toString().section(u' ', 0, 0);
    bool encrypted = false;
    if (q.exec(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) && q.next())
        encrypted = q.value(0).toBool();
    q.finish();
    const int found = PostgresSchema::version(db);
    QString what;
    if (found == 0)
        what = LakeProbe::tr("no lake there yet; Tarn makes one when it opens it");
    else if (found > PostgresSchema::currentVersion())
        what = LakeProbe::tr("a lake from a newer Tarn (schema %1), which this one cannot open").arg(found);
    else
        what = LakeProbe::tr("a Tarn lake (schema %1)").arg(found);
    QString message = LakeProbe::tr("Reached %1 on %2: %3.").arg(server, location.host(), what);
    if (!encrypted && !location.isLoopback())
        message += u' ' + LakeProbe::tr("The connection is not encrypted.");
    return message;
}

} // namespace

LakeProbe::Result LakeProbe::probe(const QString &text, const QString &password)
{
    Result result;
    LakeLocation location;
    try {
        location = LakeLocation::parse(text);
    } catch (const TarnError &e) {
        result.message = e.message();
        return result;
    }
    if (location.isFile()) {
        // The window opens (and creates) a file itself; say what is there.
        const QFileInfo file(location.filePath());
        result.reached = true;
        result.message = file.exists() ? tr("%1 exists.").arg(location.toDisplayString())
                                       : tr("%1 does not exist yet; Tarn makes it when it opens it.").arg(location.toDisplayString());
        return result;
    }
    const QString connection = QStringLiteral("tarn-probe-%1").arg(++s_probes);
    try {
        QSqlDatabase db = PostgresConnection::open(location, connection, password);
        try {
            result.message = describe(db, location);
            result.reached = true;
        } catch (const TarnError &e) {
            result.message = e.message();
        }
        PostgresConnection::release(db);
        db.close();
    } catch (const TarnError &e) {
        result.message = e.message();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

} // namespace tarn
