// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A hostile HTTP peer on loopback for the fetch bounds (issue 18): every
// request gets a 200 whose body is far too long, never ends, or trickles.
// It runs on a thread of its own, so it sends as fast as the client takes
// (or at the pace it is given) whatever the test's thread is doing, and
// counts what it sent. What it holds itself stays small: it writes only
// while its socket has less than a MiB waiting.

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>

namespace tarn::test {

class HostileHttpServer
{
public:
    enum class Body {
        Chunked,    // Transfer-Encoding: chunked, `bytes` of it (-1: never ends)
        Announced,  // Content-Length: `bytes` (-1: 1 TiB), then that many
        UntilClose, // no length: the body would end when the connection does
        Trickle,    // no length, one byte every `trickleMs`, never ending
    };
    struct Options
    {
        Body body = Body::Chunked;
        qint64 bytes = -1;
        // At most this fast; 0: as fast as the client takes. A writer on
        // loopback that refills the socket as fast as it is read keeps Qt's
        // HTTP thread in one read loop past its read buffer bound, which no
        // peer across a network can do.
        qint64 bytesPerSecond = 0;
        int trickleMs = 200;
    };

    explicit HostileHttpServer(Body body) : HostileHttpServer(Options{body}) {}
    explicit HostileHttpServer(const Options &options) : m_thread(options, m_sent)
    {
        m_thread.start();
        m_thread.ready.acquire();
    }
    ~HostileHttpServer()
    {
        m_thread.quit();
        m_thread.wait();
    }
    HostileHttpServer(const HostileHttpServer &) = delete;
    HostileHttpServer &operator=(const HostileHttpServer &) = delete;

    QString url(const QString &path = QStringLiteral("/feed.xml")) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_thread.port).arg(path);
    }
    // Body bytes written to clients so far, all connections together.
    qint64 bytesSent() const { return m_sent.load(); }

private:
    static constexpr qint64 kPiece = 64 * 1024;
    static constexpr qint64 kHighWater = 1024 * 1024;

    class Thread : public QThread
    {
    public:
        Thread(const Options &options, std::atomic<qint64> &sent) : m_options(options), m_sent(sent) {}
        QSemaphore ready;
        quint16 port = 0;

    protected:
        void run() override
        {
            QTcpServer server;
            server.listen(QHostAddress::LocalHost, 0);
            port = server.serverPort();
            QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
                while (QTcpSocket *socket = server.nextPendingConnection())
                    serve(socket);
            });
            ready.release();
            exec();
        }

    private:
        // Waits for the request's headers, then answers.
        void serve(QTcpSocket *socket)
        {
            auto request = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, request] {
                if (request->endsWith("\r\n\r\n")) { // answered already: ignore the rest
                    socket->readAll();
                    return;
                }
                request->append(socket->readAll());
                if (request->contains("\r\n\r\n")) {
                    request->resize(request->indexOf("\r\n\r\n") + 4);
                    answer(socket);
                }
            });
        }

        void answer(QTcpSocket *socket)
        {
            const Body body = m_options.body;
            QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/rss+xml\r\n";
            const qint64 total = body == Body::Announced && m_options.bytes < 0 ? qint64(1) << 40 : m_options.bytes;
            if (body == Body::Chunked)
                head += "Transfer-Encoding: chunked\r\n";
            else if (body == Body::Announced)
                head += "Content-Length: " + QByteArray::number(total) + "\r\n";
            else
                head += "Connection: close\r\n";
            socket->write(head + "\r\n");
            if (body == Body::Trickle) {
                auto *drip = new QTimer(socket);
                QObject::connect(drip, &QTimer::timeout, socket, [this, socket] {
                    socket->write(" ");
                    m_sent += 1;
                });
                drip->start(m_options.trickleMs);
                return;
            }
            struct Stream
            {
                qint64 left = -1; // < 0: without end
                qint64 sent = 0;
                QElapsedTimer clock;
                bool paced = false; // a pump is scheduled for when the pace allows more
                bool ended = false;
            };
            auto stream = std::make_shared<Stream>();
            stream->left = total;
            stream->clock.start();
            auto pump = std::make_shared<std::function<void()>>();
            *pump = [this, socket, stream, weak = std::weak_ptr(pump)] {
                static const QByteArray block(kPiece, 'x');
                const qint64 rate = m_options.bytesPerSecond;
                const qint64 allowed = rate > 0 ? rate * stream->clock.elapsed() / 1000 + kPiece : -1;
                while (!stream->ended && socket->state() == QAbstractSocket::ConnectedState
                       && socket->bytesToWrite() < kHighWater && stream->left != 0
                       && (allowed < 0 || stream->sent < allowed)) {
                    const qint64 n = stream->left < 0 ? kPiece : std::min(kPiece, stream->left);
                    if (m_options.body == Body::Chunked)
                        socket->write(QByteArray::number(n, 16) + "\r\n" + block.left(n) + "\r\n");
                    else
                        socket->write(block.left(n));
                    m_sent += n;
                    stream->sent += n;
                    if (stream->left > 0)
                        stream->left -= n;
                }
                if (!stream->ended && stream->left == 0) {
                    stream->ended = true;
                    if (m_options.body == Body::Chunked)
                        socket->write("0\r\n\r\n");
                    socket->disconnectFromHost();
                } else if (allowed >= 0 && stream->sent >= allowed && !stream->paced) {
                    stream->paced = true;
                    QTimer::singleShot(5, socket, [stream, weak] {
                        stream->paced = false;
                        if (const auto again = weak.lock())
                            (*again)();
                    });
                }
            };
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [pump] { (*pump)(); });
            (*pump)();
        }

        const Options m_options;
        std::atomic<qint64> &m_sent;
    };

    std::atomic<qint64> m_sent{0};
    Thread m_thread;
};

} // namespace tarn::test
