#include "HttpFetch.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <memory>

namespace tarn {

namespace {

struct HttpFetchText
{
    Q_DECLARE_TR_FUNCTIONS(HttpFetch)
};

// How one request was cut off beside what its reply says: by the size cap
// or by the whole-answer deadline (both end in a plain abort()).
struct CutOff
{
    bool tooLarge = false;
    bool timedOut = false;
};

// Why a request failed, in a sentence a person can act on.
QString failureOf(QNetworkReply *reply, const CutOff &cut, const HttpFetch::Bounds &bounds,
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
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Tarn/%1 (%2)").arg(QCoreApplication::applicationVersion(), m_client));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, bounds.redirects == Redirects::SameOrigin
                                                                       ? QNetworkRequest::SameOriginRedirectPolicy
                                                                       : QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(kMaxRedirects);
    request.setTransferTimeout(bounds.timeoutSeconds * 1000);

    QNetworkReply *reply = m_network.get(request);
    m_reply = reply;
    auto cut = std::make_shared<CutOff>();
    const qint64 limit = bounds.maxBytes;
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [reply, limit, cut](qint64 received, qint64 total) {
        if (received > limit || total > limit) {
            cut->tooLarge = true;
            reply->abort();
        }
    });
    if (bounds.deadline == Deadline::WholeAnswer) {
        // The transfer timeout alone lets a server trickle a byte now and then forever.
        auto *deadline = new QTimer(reply);
        deadline->setSingleShot(true);
        QObject::connect(deadline, &QTimer::timeout, reply, [reply, cut] {
            cut->timedOut = true;
            reply->abort();
        });
        deadline->start(bounds.timeoutSeconds * 1000);
    }
    QObject::connect(reply, &QNetworkReply::finished, m_owner, [this, reply, cut, bounds, done] {
        reply->deleteLater();
        m_reply = nullptr;
        if (!m_stopped && !cut->tooLarge && !cut->timedOut && reply->error() == QNetworkReply::NoError) {
            done(reply, reply->readAll(), {});
            return;
        }
        done(reply, {}, failureOf(reply, *cut, bounds, m_wording, m_stopped));
    });
}

void HttpFetch::stop()
{
    m_stopped = true;
    if (m_reply)
        m_reply->abort();
}

} // namespace tarn
