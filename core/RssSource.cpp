#include "RssSource.h"

#include "FeedParser.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>

namespace tarn {

namespace {

struct RssText
{
    Q_DECLARE_TR_FUNCTIONS(RssSource)
};

// Why a request failed, in a sentence a person can act on.
QString failureOf(QNetworkReply *reply, bool tooLarge, qint64 limit)
{
    if (tooLarge)
        return RssText::tr("the answer is larger than %1 MiB").arg(limit / (1024 * 1024));
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 401 || status == 403)
        return RssText::tr("the server refused access (HTTP %1)").arg(status);
    if (status == 404 || status == 410)
        return RssText::tr("the feed is not there (HTTP %1)").arg(status);
    if (status >= 400)
        return RssText::tr("the server answered HTTP %1 %2")
            .arg(status)
            .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    if (reply->error() == QNetworkReply::OperationCanceledError)
        return RssText::tr("no complete answer in time");
    if (reply->error() == QNetworkReply::TooManyRedirectsError)
        return RssText::tr("too many redirects");
    return reply->errorString();
}

QNetworkRequest requestFor(const QUrl &url, int timeoutMs)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Tarn/%1 (feed reader)").arg(QCoreApplication::applicationVersion()));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(5);
    request.setTransferTimeout(timeoutMs);
    return request;
}

// The delta for one feed item: what it says, where it lives, when it was
// published (valid_from); the host sets source and expiry.
Delta deltaFor(const FeedItem &item, const QString &feedTitle, const QString &instanceName)
{
    Delta d;
    d.kind = Kind::Observation;
    QStringList parts;
    parts << (item.title.isEmpty() ? feedTitle : item.title);
    if (!item.summary.isEmpty() && item.summary != item.title)
        parts << item.summary;
    if (!item.link.isEmpty())
        parts << item.link.toString();
    d.content = parts.join(QStringLiteral("\n\n"));
    d.tags = {QStringLiteral("feed:") + instanceName};
    d.subject = feedTitle;
    if (item.published.isValid())
        d.validFrom = item.published.toMSecsSinceEpoch();
    return d;
}

class RssPoller : public SourcePoller
{
public:
    RssPoller(QNetworkAccessManager &network) : m_network(network) {}

    void poll(const SourceInstance &instance, const SeenCheck &seen) override
    {
        m_outcome = PollOutcome{};
        m_outcome.etag = instance.etag;
        m_outcome.lastModified = instance.lastModified;
        m_name = instance.name;
        m_seen = seen;
        m_timeoutMs = int(instance.settings.value(QStringLiteral("timeout_seconds")).toInteger(30) * 1000);
        QNetworkRequest request = requestFor(QUrl(instance.settings.value(QStringLiteral("url")).toString()), m_timeoutMs);
        request.setRawHeader("Accept", "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, "
                                       "application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1");
        if (!instance.etag.isEmpty())
            request.setRawHeader("If-None-Match", instance.etag.toUtf8());
        if (!instance.lastModified.isEmpty())
            request.setRawHeader("If-Modified-Since", instance.lastModified.toUtf8());
        fetch(request, RssSource::kMaxFeedBytes, [this](QNetworkReply *reply, const QByteArray &body) { onFeed(reply, body); });
    }

    void abort() override
    {
        if (m_reply)
            m_reply->abort();
    }

private:
    using Handler = std::function<void(QNetworkReply *, const QByteArray &)>;

    // GETs with a size cap enforced as the bytes arrive, so a hostile server
    // cannot fill memory; `done` gets the reply (errors included).
    void fetch(const QNetworkRequest &request, qint64 limit, Handler done)
    {
        QNetworkReply *reply = m_network.get(request);
        m_reply = reply;
        auto tooLarge = std::make_shared<bool>(false);
        QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [reply, limit, tooLarge](qint64 received, qint64 total) {
            if (received > limit || total > limit) {
                *tooLarge = true;
                reply->abort();
            }
        });
        QObject::connect(reply, &QNetworkReply::finished, this, [this, reply, limit, tooLarge, done] {
            reply->deleteLater();
            m_reply = nullptr;
            if (*tooLarge || reply->error() != QNetworkReply::NoError) {
                m_lastFailure = failureOf(reply, *tooLarge, limit);
                done(reply, {});
                return;
            }
            m_lastFailure.clear();
            done(reply, reply->readAll());
        });
    }

    void onFeed(QNetworkReply *reply, const QByteArray &body)
    {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 304) {
            m_outcome.notModified = true;
            return finish();
        }
        if (!m_lastFailure.isEmpty()) {
            m_outcome.error = m_lastFailure;
            return finish();
        }
        try {
            const ParsedFeed feed = FeedParser::parse(body, reply->url(), reply->header(QNetworkRequest::ContentTypeHeader).toByteArray());
            m_outcome.etag = QString::fromLatin1(reply->rawHeader("ETag"));
            m_outcome.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
            for (const FeedItem &item : feed.items) {
                if (m_seen(item.key))
                    continue;
                m_outcome.items.append({item.key, deltaFor(item, feed.title, m_name), {}, {}});
                if (!item.enclosureUrl.isEmpty() && m_images.size() < RssSource::kMaxImagesPerPoll)
                    m_images.append({m_outcome.items.size() - 1, item.enclosureUrl});
            }
        } catch (const TarnError &e) {
            m_outcome.error = e.message();
            return finish();
        }
        nextImage();
    }

    // Enclosures one at a time, each bounded; an image that fails leaves
    // its item without media rather than failing the poll.
    void nextImage()
    {
        if (m_images.isEmpty())
            return finish();
        const auto [index, url] = m_images.takeFirst();
        fetch(requestFor(url, m_timeoutMs), RssSource::kMaxImageBytes, [this, index](QNetworkReply *reply, const QByteArray &bytes) {
            const QString type = reply->header(QNetworkRequest::ContentTypeHeader).toString();
            if (!bytes.isEmpty() && type.startsWith(QLatin1String("image/")))
                m_outcome.items[index].media = bytes;
            nextImage();
        });
    }

    void finish()
    {
        m_images.clear();
        Q_EMIT finished(m_outcome);
    }

    QNetworkAccessManager &m_network;
    QPointer<QNetworkReply> m_reply;
    PollOutcome m_outcome;
    QString m_name;
    SeenCheck m_seen;
    QString m_lastFailure;
    QList<QPair<qsizetype, QUrl>> m_images;
    int m_timeoutMs = 30000;
};

} // namespace

SourceShape RssSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("rss");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "RSS / Atom feed"));
    s.category = SourceCategory::Source;
    s.authored = false;
    s.fields = {
        {QStringLiteral("url"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Feed address")), SourceField::Type::Url, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "The RSS or Atom feed's http:// or https:// address."))},
        {QStringLiteral("poll_minutes"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Check every (minutes)")), SourceField::Type::Integer, 30, 5, 1440, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How often Tarn asks the feed for new items; it only downloads when the feed changed."))},
        {QStringLiteral("timeout_seconds"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Give up after (seconds)")), SourceField::Type::Integer, 30, 1, 300, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How long a slow server may take to send the whole feed."))},
    };
    return s;
}

qint64 RssSource::pollIntervalMs(const SourceInstance &instance) const
{
    return instance.settings.value(QStringLiteral("poll_minutes")).toInteger(30) * 60 * 1000;
}

std::unique_ptr<SourcePoller> RssSource::createPoller(QNetworkAccessManager &network, const Clock &) const
{
    return std::make_unique<RssPoller>(network);
}

} // namespace tarn
