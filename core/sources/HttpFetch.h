// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QNetworkRequest>
#include <QPointer>
#include <QString>
#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QObject;

namespace tarn {

// The GETs the source pollers make, one at a time: bounded in size as the
// bytes arrive (a hostile server cannot fill memory: Qt's HTTP thread holds
// at most kReadBufferBytes before it waits for us, and we stop at the cap)
// and in time (the whole answer, so a server that trickles a byte now and
// then is cut off too), with a redirect policy chosen per request, and a
// failure told in a sentence a person can act on. The generic sentences live
// here; a source words only the HTTP statuses that mean something particular
// to it.
class HttpFetch
{
public:
    // Where a redirect may lead.
    enum class Redirects {
        NoLessSafe, // anywhere but from https down to http: public feeds and images
        SameOrigin, // the configured origin only: requests that carry a token
    };
    struct Bounds
    {
        qint64 maxBytes = 0;     // the body, as received (after decompression)
        int timeoutSeconds = 30; // the whole answer, from asking to the last byte
        Redirects redirects = Redirects::NoLessSafe;
    };
    static constexpr int kMaxRedirects = 5;
    // What Qt's HTTP thread may read ahead of us: small, so what a fetch
    // holds is about its cap however fast the server sends (without it
    // the thread buffered 1 GiB before the cap was even checked), and large
    // enough that a fast feed is not slowed by the hand-over.
    static constexpr qint64 kReadBufferBytes = 256 * 1024;

    // A source's own sentence for an HTTP status, or empty for the generic one.
    using StatusWording = std::function<QString(int httpStatus)>;
    // `body` is empty and `failure` says why when the request failed.
    using Done = std::function<void(QNetworkReply *reply, const QByteArray &body, const QString &failure)>;

    // `owner` (the poller) bounds the callbacks' life: `done` is never called
    // once it is gone. `client` names the caller in the User-Agent.
    HttpFetch(QNetworkAccessManager &network, QObject *owner, const QString &client, StatusWording wording = {});
    HttpFetch(const HttpFetch &) = delete;
    HttpFetch &operator=(const HttpFetch &) = delete;

    void get(QNetworkRequest request, const Bounds &bounds, Done done);
    // The same bounds for a POST (the local embedding server's JSON requests).
    void post(QNetworkRequest request, const QByteArray &body, const Bounds &bounds, Done done);

    // Aborts the request in flight (its `done` still runs, with the stopped
    // failure) and marks the fetcher stopped until resume(), so a poller
    // can end instead of starting its next request.
    void stop();
    void resume() { m_stopped = false; }
    bool isStopped() const { return m_stopped; }
    static QString stoppedFailure();

private:
    void send(QNetworkRequest request, const QByteArray *postBody, const Bounds &bounds, Done done);

    QNetworkAccessManager &m_network;
    QObject *m_owner;
    QString m_client;
    StatusWording m_wording;
    QPointer<QNetworkReply> m_reply;
    bool m_stopped = false;
};

} // namespace tarn
