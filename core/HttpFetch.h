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
// bytes arrive (a hostile server cannot fill memory) and in time, with a
// redirect policy chosen per request, and a failure told in a sentence a
// person can act on. The generic sentences live here; a source words only
// the HTTP statuses that mean something particular to it.
class HttpFetch
{
public:
    // Where a redirect may lead.
    enum class Redirects {
        NoLessSafe, // anywhere but from https down to http: public feeds and images
        SameOrigin, // the configured origin only: requests that carry a token
    };
    // What the time limit bounds.
    enum class Deadline {
        WholeAnswer, // the complete answer, not just some bytes now and then
        Silence,     // a pause without bytes (QNetworkRequest::setTransferTimeout only)
    };
    struct Bounds
    {
        qint64 maxBytes = 0;
        int timeoutSeconds = 30;
        Redirects redirects = Redirects::NoLessSafe;
        Deadline deadline = Deadline::WholeAnswer;
    };
    static constexpr int kMaxRedirects = 5;

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

    // Aborts the request in flight (its `done` still runs, with the stopped
    // failure) and marks the fetcher stopped until resume(), so a poller
    // can end instead of starting its next request.
    void stop();
    void resume() { m_stopped = false; }
    bool isStopped() const { return m_stopped; }
    static QString stoppedFailure();

private:
    QNetworkAccessManager &m_network;
    QObject *m_owner;
    QString m_client;
    StatusWording m_wording;
    QPointer<QNetworkReply> m_reply;
    bool m_stopped = false;
};

} // namespace tarn
