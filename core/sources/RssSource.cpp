// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RssSource.h"

#include "FeedParser.h"
#include "HttpFetch.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QNetworkReply>

namespace tarn {

namespace {

struct RssText
{
    Q_DECLARE_TR_FUNCTIONS(RssSource)
};

// The statuses a feed words its own way; the rest keep HttpFetch's sentences.
QString statusWording(int status)
{
    if (status == 401 || status == 403)
        return RssText::tr("the server refused access (HTTP %1)").arg(status);
    if (status == 404 || status == 410)
        return RssText::tr("the feed is not there (HTTP %1)").arg(status);
    return {};
}

// The delta for one feed item: what it says, where it lives, when it was
// published (valid_from); the host sets source and expiry. An item with no
// words of its own (a podcast episode with only a guid and an enclosure, in
// a feed without a title) says what it has: its link or enclosure, its
// date. One with nothing at all is skipped alone, never failing the poll.
std::optional<Delta> deltaFor(const FeedItem &item, const QString &feedTitle, const QString &instanceName)
{
    Delta d;
    d.kind = Kind::Observation;
    QStringList parts;
    if (const QString title = item.title.isEmpty() ? feedTitle : item.title; !title.trimmed().isEmpty())
        parts << title;
    if (!item.summary.isEmpty() && item.summary != item.title)
        parts << item.summary;
    // Stored as the feed wrote it, percent-encoding and all: a decoded
    // utm_campaign=RSS%20Feed would be a different, broken address.
    if (!item.link.isEmpty())
        parts << item.link.toString(QUrl::FullyEncoded);
    if (parts.isEmpty() && !item.attachment.isEmpty())
        parts << item.attachment.toString(QUrl::FullyEncoded);
    if (parts.isEmpty() && item.published.isValid())
        parts << RssText::tr("An item published %1").arg(item.published.toString(Qt::ISODate));
    if (parts.isEmpty())
        return std::nullopt;
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
    explicit RssPoller(QNetworkAccessManager &network)
        : m_http(network, this, QStringLiteral("feed reader"), statusWording)
    {
    }

    void poll(const SourceInstance &instance, const SeenCheck &seen) override
    {
        m_outcome = PollOutcome{};
        m_outcome.etag = instance.etag;
        m_outcome.lastModified = instance.lastModified;
        m_name = instance.name;
        m_seen = seen;
        m_timeoutSeconds = int(instance.settings.value(QStringLiteral("timeout_seconds")).toInteger(30));
        m_http.resume();
        QNetworkRequest request(QUrl(instance.settings.value(QStringLiteral("url")).toString()));
        request.setRawHeader("Accept", "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, "
                                       "application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1");
        if (!instance.etag.isEmpty())
            request.setRawHeader("If-None-Match", instance.etag.toUtf8());
        if (!instance.lastModified.isEmpty())
            request.setRawHeader("If-Modified-Since", instance.lastModified.toUtf8());
        m_http.get(request, bounds(RssSource::kMaxFeedBytes),
                   [this](QNetworkReply *reply, const QByteArray &body, const QString &failure) { onFeed(reply, body, failure); });
    }

    void abort() override { m_http.stop(); }

private:
    // timeout_seconds bounds each whole answer, the feed and every image
    // alike, as its setting says: a server that trickles is cut off too.
    HttpFetch::Bounds bounds(qint64 maxBytes) const
    {
        return {maxBytes, m_timeoutSeconds, HttpFetch::Redirects::NoLessSafe};
    }

    void onFeed(QNetworkReply *reply, const QByteArray &body, const QString &failure)
    {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 304) {
            m_outcome.notModified = true;
            return finish();
        }
        if (!failure.isEmpty()) {
            m_outcome.error = failure;
            return finish();
        }
        try {
            const ParsedFeed feed = FeedParser::parse(body, reply->url(), reply->header(QNetworkRequest::ContentTypeHeader).toByteArray());
            m_outcome.etag = QString::fromLatin1(reply->rawHeader("ETag"));
            m_outcome.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
            int heldBack = 0;
            int empty = 0;
            for (const FeedItem &item : feed.items) {
                if (m_seen(item.key))
                    continue;
                // Images are fetched kMaxImagesPerPoll at a time: an item
                // whose image has no room in this poll waits, unseen, for
                // the next one, so every item gets its image in the end.
                if (!item.enclosureUrl.isEmpty() && m_images.size() >= RssSource::kMaxImagesPerPoll) {
                    ++heldBack;
                    continue;
                }
                const std::optional<Delta> delta = deltaFor(item, feed.title, m_name);
                if (!delta) {
                    ++empty;
                    continue;
                }
                m_outcome.items.append({item.key, *delta, {}, {}});
                if (!item.enclosureUrl.isEmpty())
                    m_images.append({m_outcome.items.size() - 1, item.enclosureUrl});
            }
            QStringList notes;
            if (!feed.problem.isEmpty())
                notes << feed.problem;
            if (empty > 0)
                notes << RssText::tr("%n items had nothing to show (no title, text, link or date) and were skipped.", nullptr, empty);
            if (heldBack > 0)
                notes << RssText::tr("%n more items wait for the next poll to fetch their images.", nullptr, heldBack);
            m_outcome.note = notes.join(u' ');
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
        if (m_http.isStopped()) {
            m_outcome.items.clear();
            m_outcome.error = HttpFetch::stoppedFailure();
            return finish();
        }
        if (m_images.isEmpty())
            return finish();
        const auto [index, url] = m_images.takeFirst();
        m_http.get(QNetworkRequest(url), bounds(RssSource::kMaxImageBytes), [this, index = index](QNetworkReply *reply, const QByteArray &bytes, const QString &) {
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

    HttpFetch m_http;
    PollOutcome m_outcome;
    QString m_name;
    SeenCheck m_seen;
    QList<QPair<qsizetype, QUrl>> m_images;
    int m_timeoutSeconds = 30;
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
