// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpFetch.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <memory>
#include <utility>

namespace tarn {

namespace {

struct HttpFetchText
{
    Q_DECLARE_TR_FUNCTIONS(HttpFetch)
};

// What one request received so far, and how it was cut off beside what its
// reply says: by the size cap or by the deadline (both end in a plain abort()).
struct Transfer
{
    QByteArray body;
    bool tooLarge = false;
    bool timedOut = false;
};

// Why a request failed, in a sentence a person can act on.
QString failureOf(QNetworkReply *reply, const Transfer &cut, const HttpFetch::Bounds &bounds,
                  const HttpFetch::StatusWording &wording, bool stopped)
{
    if (cut.tooLarge)
        return HttpFetchText::tr("the answer is larger than %1 MiB").arg(bounds.maxBytes / (1024 * 1024));
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (const QString own = wording ? wording(status) : QString(); !own.isEmpty())
        return own;
    if (status >= 400)
        return HttpFetchText::tr("the server answered HTTP %1 %2")
            .arg(status)
            .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    if (stopped)
        return HttpFetch::stoppedFailure();
    if (cut.timedOut || reply->error() == QNetworkReply::OperationCanceledError)
        return HttpFetchText::tr("no complete answer within the time limit (%1 s)").arg(bounds.timeoutSeconds);
    if (reply->error() == QNetworkReply::InsecureRedirectError)
        return bounds.redirects == HttpFetch::Redirects::SameOrigin
            ? HttpFetchText::tr("the server redirected to another address; the token is only sent to the one configured")
            : HttpFetchText::tr("the server redirected from https to plain http, which Tarn does not follow");
    if (reply->error() == QNetworkReply::TooManyRedirectsError)
        return HttpFetchText::tr("too many redirects");
    return reply->errorString();
}

} // namespace

HttpFetch::HttpFetch(QNetworkAccessManager &network, QObject *owner, const QString &client, StatusWording wording)
    : m_network(network), m_owner(owner), m_client(client), m_wording(std::move(wording))
{
}

QString HttpFetch::stoppedFailure()
{
    return HttpFetchText::tr("the poll was stopped");
}

void HttpFetch::get(QNetworkRequest request, const Bounds &bounds, Done done)
{
    send(std::move(request), nullptr, bounds, std::move(done));
}

void HttpFetch::post(QNetworkRequest request, const QByteArray &body, const Bounds &bounds, Done done)
{
    send(std::move(request), &body, bounds, std::move(done));
}

void HttpFetch::send(QNetworkRequest request, const QByteArray *postBody, const Bounds &bounds, Done done)
{
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Tarn/%1 (%2)").arg(QCoreApplication::applicationVersion(), m_client));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, bounds.redirects == Redirects::SameOrigin
                                                                       ? QNetworkRequest::SameOriginRedirectPolicy
                                                                       : QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(kMaxRedirects);

    QNetworkReply *reply = postBody ? m_network.post(request, *postBody) : m_network.get(request);
    m_reply = reply;
    // At once, before any of the answer can arrive: Qt's HTTP thread then
    // reads no further ahead of us than this, it waits until we have taken
    // the bytes (readyRead below), and the peer waits for it.
    reply->setReadBufferSize(kReadBufferBytes);
    auto transfer = std::make_shared<Transfer>();
    const qint64 limit = bounds.maxBytes;
    // Room for the whole cap at once: only the pages written become
    // resident, and growing by reallocation would hold the old buffer and
    // a new one twice its size together (48 MiB at a 16 MiB cap).
    transfer->body.reserve(limit + kReadBufferBytes);
    const auto tooLarge = [reply, transfer] {
        transfer->tooLarge = true;
        transfer->body = QByteArray(); // its memory too, not just its size
        reply->abort();
    };
    // Every byte as it arrives into our own buffer, counted against the cap;
    // Qt's downloadProgress comes only every 100 ms, far too late.
    const auto take = [reply, transfer, limit, tooLarge] {
        if (transfer->tooLarge)
            return false;
        transfer->body += reply->readAll();
        if (transfer->body.size() <= limit)
            return true;
        tooLarge();
        return false;
    };
    // A length announced over the cap ends the request before its body.
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, limit, tooLarge] {
        if (reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > limit)
            tooLarge();
    });
    QObject::connect(reply, &QNetworkReply::readyRead, reply, take);
    // The whole answer, not each pause (QNetworkRequest::setTransferTimeout):
    // a server that trickles a byte now and then is never silent for long.
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    deadline->setTimerType(Qt::PreciseTimer); // the whole time given, not up to 5% less
    QObject::connect(deadline, &QTimer::timeout, reply, [reply, transfer] {
        transfer->timedOut = true;
        transfer->body = QByteArray();
        reply->abort();
    });
    deadline->start(bounds.timeoutSeconds * 1000);
    QObject::connect(reply, &QNetworkReply::finished, m_owner, [this, reply, transfer, take, bounds, done] {
        reply->deleteLater();
        m_reply = nullptr;
        if (!m_stopped && !transfer->timedOut && reply->error() == QNetworkReply::NoError && take()) {
            done(reply, std::exchange(transfer->body, {}), {});
            return;
        }
        done(reply, {}, failureOf(reply, *transfer, bounds, m_wording, m_stopped));
    });
}

void HttpFetch::stop()
{
    m_stopped = true;
    if (m_reply)
        m_reply->abort();
}

} // namespace tarn
