// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A real HTTP/1.1 server on loopback for source tests: each path answers
// with a status, headers and a body the test sets, or not at all (to
// exercise timeouts); every request is recorded with its headers so tests
// can check conditional GETs. One request per connection (Connection: close).

#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QTcpServer>
#include <QTcpSocket>
#include <functional>

namespace tarn::test {

struct FakeResponse
{
    int status = 200;
    QByteArray reason = "OK";
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    bool silent = false; // accept the request, never answer
};

struct FakeRequest
{
    QByteArray method;
    QByteArray path;
    QMap<QByteArray, QByteArray> headers; // lower-case names
};

class FakeHttpServer : public QObject
{
public:
    FakeHttpServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }

    QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }

    // The answer for a path; a function sees the request (conditional GETs).
    void route(const QByteArray &path, FakeResponse response)
    {
        m_routes[path] = [response](const FakeRequest &) { return response; };
    }
    void route(const QByteArray &path, std::function<FakeResponse(const FakeRequest &)> answer) { m_routes[path] = std::move(answer); }

    const QList<FakeRequest> &requests() const { return m_requests; }

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
            FakeRequest request;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.path = first.value(1);
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines.at(i).indexOf(':');
                if (colon > 0)
                    request.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
            }
            buffer->clear();
            m_requests << request;
            const auto it = m_routes.find(request.path);
            FakeResponse r = it == m_routes.end() ? FakeResponse{404, "Not Found", {}, "no such path", false} : (*it)(request);
            if (r.silent)
                return;
            QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + r.reason + "\r\n";
            for (const auto &[name, value] : r.headers)
                out += name + ": " + value + "\r\n";
            out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n";
            socket->write(out);
            socket->write(r.body);
            socket->disconnectFromHost();
        });
    }

    QTcpServer m_server;
    QMap<QByteArray, std::function<FakeResponse(const FakeRequest &)>> m_routes;
    QList<FakeRequest> m_requests;
};

} // namespace tarn::test
