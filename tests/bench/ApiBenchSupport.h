// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the API benchmarks share: a real ApiServer on its worker thread
// (ApiServerHost) with a write token, and a blocking loopback client.

#include "ApiServerHost.h"
#include "ApiTokens.h"
#include "InMemorySecretStore.h"
#include "RawLake.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <memory>
#include <sqlite3.h>

namespace tarn::bench {

// One request at a time, as a simple client does; a QNetworkAccessManager
// per thread (the manager is not thread-safe).
struct Client
{
    QNetworkAccessManager net;
    quint16 port = 0;
    QString token;

    int call(const QByteArray &method, const QString &path, const QByteArray &body = {}, QByteArray *answer = nullptr)
    {
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        QNetworkReply *reply = net.sendCustomRequest(request, method, body);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray read = reply->readAll();
        if (answer)
            *answer = read;
        reply->deleteLater();
        return status;
    }
};

struct Served
{
    std::shared_ptr<InMemorySecretStore> secrets = std::make_shared<InMemorySecretStore>();
    ApiServerHost host;
    Client client;

    Served(const QString &lakePath, const Clock &clock)
        : host(lakePath, clock, secrets)
    {
        ApiSettings settings;
        settings.port = 0;
        QEventLoop loop;
        QObject::connect(&host, &ApiServerHost::started, &loop, &QEventLoop::quit);
        QObject::connect(&host, &ApiServerHost::failed, &loop, &QEventLoop::quit);
        host.apply(settings, {});
        loop.exec();
        QCoreApplication::processEvents();
        client.port = host.port();
        ApiTokens tokens(*secrets, clock);
        client.token = tokens.issue(QStringLiteral("bench"), TokenScope::Write);
    }
};

// Recall questions from a kept lake's own vocabulary: middling words and
// two-word questions, what an assistant asks.
inline QStringList recallQueries(RawLake &raw)
{
    raw.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, delta_fts, col)");
    QStringList out;
    sqlite3_stmt *st = nullptr;
    // Middling and rare words plus two-word questions: what an assistant asks.
    sqlite3_prepare_v2(raw.handle(),
                       "SELECT term FROM temp.vocab WHERE col = 'content' AND length(term) > 3 AND doc BETWEEN 10 AND 20000 "
                       "ORDER BY doc DESC LIMIT 24",
                       -1, &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW)
        out << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
    sqlite3_finalize(st);
    const qsizetype n = out.size();
    for (qsizetype i = 0; i + 1 < n; i += 3)
        out << QStringLiteral("what about %1 and %2").arg(out.at(i), out.at(i + 1));
    return out;
}

// What raw SQLite runs for one of those questions: the FTS5 BM25 query over
// its words (the filler words dropped), the ten best rowids.
inline QByteArray rawRecallSql(const QString &question)
{
    QStringList terms;
    for (const QString &w : question.split(u' '))
        if (w != u"what" && w != u"about" && w != u"and")
            terms << u'"' + w + u'"';
    return "SELECT rowid FROM delta_fts WHERE delta_fts MATCH '{content tags} : (" + terms.join(QStringLiteral(" OR ")).toUtf8()
           + ")' ORDER BY bm25(delta_fts) LIMIT 10";
}

} // namespace tarn::bench
