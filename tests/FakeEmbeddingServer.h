// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A local embedding server for tests, on a loopback QTcpServer, speaking
// both real protocols: Ollama's POST /api/embed ({"model","input":[...]} ->
// {"embeddings":[[...]...]}) and the OpenAI-compatible POST /v1/embeddings
// (-> {"data":[{"embedding":[...],"index":i}...]}). Its vectors are
// deterministic: a hashed bag of words in 64 dimensions, with a small fixed
// synonym map, so "relationship status" and "single parent" land close by
// construction (both are about a partner) while sharing no word. Modes make
// it answer garbage, an oversized body, or nothing; close() takes it down.
// A text with POISON in it makes it refuse the whole request (HTTP 500), as
// llama.cpp's server refuses a text longer than its context.

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <algorithm>
#include <cmath>
#include <memory>

namespace tarn::test {

class FakeEmbeddingServer : public QObject
{
public:
    static constexpr int kDim = 64;
    enum class Mode { Normal, Garbage, WrongCount, Oversized, Silent, Error500 };

    struct Seen
    {
        QByteArray path;
        QString model;
        QStringList input;
    };

    FakeEmbeddingServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }

    QString baseUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port ? m_port : m_server.serverPort()); }
    quint16 port() const { return m_server.serverPort(); }
    void setMode(Mode mode) { m_mode = mode; }
    void close()
    {
        m_port = m_server.serverPort();
        m_server.close();
    }
    const QList<Seen> &requests() const { return m_seen; }
    qsizetype textsEmbedded() const
    {
        qsizetype n = 0;
        for (const Seen &s : m_seen)
            n += s.input.size();
        return n;
    }

    // The fake model: words to concepts, hashed into kDim, unit length.
    static QList<double> vectorFor(const QString &text)
    {
        static const QHash<QString, QString> synonyms{
            {QStringLiteral("relationship"), QStringLiteral("partner")}, {QStringLiteral("status"), QStringLiteral("partner")},
            {QStringLiteral("single"), QStringLiteral("partner")},       {QStringLiteral("parent"), QStringLiteral("partner")},
            {QStringLiteral("married"), QStringLiteral("partner")},      {QStringLiteral("spouse"), QStringLiteral("partner")},
            {QStringLiteral("car"), QStringLiteral("vehicle")},          {QStringLiteral("automobile"), QStringLiteral("vehicle")},
        };
        QList<double> v(kDim, 0.0);
        const QStringList words = text.toLower().split(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), Qt::SkipEmptyParts);
        for (const QString &w : words) {
            const QString meaning = synonyms.value(w, w);
            const QByteArray h = QCryptographicHash::hash(meaning.toUtf8(), QCryptographicHash::Md5);
            v[quint8(h.at(0)) % kDim] += 1.0;
        }
        double norm = 0;
        for (double x : v)
            norm += x * x;
        if (norm == 0)
            v[0] = 1.0;
        return v;
    }

private:
    void serve(QTcpSocket *socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            qsizetype length = 0;
            for (const QByteArray &line : lines)
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            if (buffer->size() < end + 4 + length)
                return;
            const QByteArray path = lines.value(0).trimmed().split(' ').value(1);
            const QJsonObject request = QJsonDocument::fromJson(buffer->mid(end + 4, length)).object();
            buffer->clear();
            Seen seen{path, request.value(QStringLiteral("model")).toString(), {}};
            for (const QJsonValue &v : request.value(QStringLiteral("input")).toArray())
                seen.input << v.toString();
            m_seen << seen;
            answer(socket, seen);
        });
    }

    void answer(QTcpSocket *socket, const Seen &seen)
    {
        QByteArray body;
        QByteArray status = "200 OK";
        qint64 announced = -1;
        // Like llama.cpp's server with a text longer than its context: the whole request is refused.
        const bool poisoned = std::any_of(seen.input.cbegin(), seen.input.cend(),
                                          [](const QString &t) { return t.contains(QLatin1String("POISON")); });
        switch (poisoned && m_mode == Mode::Normal ? Mode::Error500 : m_mode) {
        case Mode::Silent:
            return;
        case Mode::Garbage:
            body = "<html>this is not an embedding</html>";
            break;
        case Mode::Error500:
            status = "500 Internal Server Error";
            body = R"({"error":"model not loaded"})";
            break;
        case Mode::Oversized:
            announced = 100LL * 1024 * 1024;
            body = QByteArray(1024 * 1024, '[');
            break;
        case Mode::WrongCount:
        case Mode::Normal: {
            QJsonArray vectors;
            const qsizetype n = m_mode == Mode::WrongCount ? seen.input.size() + 1 : seen.input.size();
            for (qsizetype i = 0; i < n; ++i)
                vectors.append(QJsonArray::fromVariantList([&] {
                    QVariantList l;
                    for (double x : vectorFor(seen.input.value(i)))
                        l << x;
                    return l;
                }()));
            QJsonObject o;
            if (seen.path == "/api/embed") {
                o.insert(QStringLiteral("model"), seen.model);
                o.insert(QStringLiteral("embeddings"), vectors);
            } else if (seen.path == "/v1/embeddings") {
                QJsonArray data;
                // Out of order on purpose: clients must use "index".
                for (qsizetype i = vectors.size() - 1; i >= 0; --i)
                    data.append(QJsonObject{{QStringLiteral("object"), QStringLiteral("embedding")},
                                            {QStringLiteral("embedding"), vectors.at(i)},
                                            {QStringLiteral("index"), i}});
                o.insert(QStringLiteral("object"), QStringLiteral("list"));
                o.insert(QStringLiteral("data"), data);
            } else {
                status = "404 Not Found";
            }
            body = QJsonDocument(o).toJson(QJsonDocument::Compact);
            break;
        }
        }
        QByteArray out = "HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(announced >= 0 ? announced : body.size()) + "\r\nConnection: close\r\n\r\n";
        socket->write(out);
        socket->write(body);
        if (announced < 0)
            socket->disconnectFromHost();
    }

    QTcpServer m_server;
    quint16 m_port = 0;
    Mode m_mode = Mode::Normal;
    QList<Seen> m_seen;
};

} // namespace tarn::test
