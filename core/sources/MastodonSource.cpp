// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MastodonSource.h"

#include "DeltaValidation.h"
#include "HtmlText.h"
#include "HttpFetch.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSet>
#include <QUrlQuery>
#include <algorithm>

namespace tarn {

// How a poll pages (the cursor is the highest status id written so far):
//
// The first poll of an instance asks for the newest page only
// (?limit=40): Tarn starts from now, it does not import the backlog.
//
// Later polls ask with min_id=<cursor>, not since_id. Both return only
// statuses newer than the id, but since_id returns the NEWEST page of
// them: when more than 40 arrived between two polls, the ones between the
// cursor and that page would be skipped for good. min_id returns the
// OLDEST page after the id instead, so the poll walks forward with
// min_id = the highest id of each page until a page comes back short
// (fewer than 40: caught up), at most 10 pages per poll. A timeline that
// outruns even that is not lost: the cursor is where the next poll goes
// on. The Link header's rel="next" is not followed: it pages backwards
// (max_id), towards what was already seen.
//
// A page or an image that fails fails the whole poll (nothing written, the
// cursor kept): the next poll asks the same pages again, and the item keys
// (status ids) keep what was written before from being written twice.

namespace {

struct MastodonText
{
    Q_DECLARE_TR_FUNCTIONS(MastodonSource)
};

// The statuses Mastodon's API gives a meaning of its own; the rest keep
// HttpFetch's sentences.
QString statusWording(int status)
{
    switch (status) {
    case 401:
        return MastodonText::tr("the token was refused (HTTP 401)");
    case 403:
        return MastodonText::tr("the token may not read the home timeline (HTTP 403); it needs the read:statuses scope");
    case 404:
        return MastodonText::tr("no Mastodon API at this address (HTTP 404)");
    case 429:
        return MastodonText::tr("the server asks Tarn to slow down (HTTP 429)");
    }
    return {};
}

QUrl timelineUrl(const QString &base, const QString &minId)
{
    QUrl url(base);
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/api/v1/timelines/home"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QString::number(MastodonSource::kPageSize));
    if (!minId.isEmpty())
        query.addQueryItem(QStringLiteral("min_id"), minId);
    url.setQuery(query);
    url.setFragment(QString());
    return url;
}

bool isValidId(const QString &id)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9]{1,64}$"));
    return valid.match(id).hasMatch();
}

QString acctOf(const QJsonObject &account)
{
    QString acct = account.value(QStringLiteral("acct")).toString().trimmed();
    if (acct.isEmpty())
        acct = account.value(QStringLiteral("username")).toString().trimmed();
    return acct.isEmpty() ? QStringLiteral("unknown") : acct;
}

QString displayNameOf(const QJsonObject &account)
{
    const QString name = account.value(QStringLiteral("display_name")).toString().simplified();
    return name.isEmpty() ? acctOf(account) : name;
}

bool isWebUrl(const QUrl &url)
{
    return url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https") && !url.host().isEmpty();
}

// One status on its way to being an item, with the image to fetch for it.
struct Pending
{
    QString id;
    SourceItem item;
    QUrl image;
};

// The delta for one status: who said what, and where it lives. A boost
// shows both accounts; its subject, text, address, image and time are the
// boosted status's (the author's words), its key the boost's own id.
Pending pendingFor(const QJsonObject &status, const QString &id, const QString &instanceName)
{
    const QJsonObject reblog = status.value(QStringLiteral("reblog")).toObject();
    const bool boost = !reblog.isEmpty();
    const QJsonObject shown = boost ? reblog : status;
    const QJsonObject author = shown.value(QStringLiteral("account")).toObject();

    Pending p;
    p.id = id;
    QString imageDescription;
    const QJsonArray media = shown.value(QStringLiteral("media_attachments")).toArray();
    for (const QJsonValue &m : media) {
        const QJsonObject attachment = m.toObject();
        const QUrl url(attachment.value(QStringLiteral("url")).toString());
        if (attachment.value(QStringLiteral("type")).toString() == u"image" && isWebUrl(url)) {
            p.image = url;
            imageDescription = attachment.value(QStringLiteral("description")).toString().simplified();
            break;
        }
    }

    // Content is data, not interface: it stays in English whatever the locale.
    const QString head = boost ? QStringLiteral("@%1 boosted @%2:").arg(acctOf(status.value(QStringLiteral("account")).toObject()),
                                                                       acctOf(author))
                               : QStringLiteral("@%1:").arg(acctOf(author));
    QStringList body;
    const QString warning = shown.value(QStringLiteral("spoiler_text")).toString().simplified();
    if (!warning.isEmpty())
        body << QStringLiteral("CW: ") + warning;
    const QString text = HtmlText::toPlainText(shown.value(QStringLiteral("content")).toString());
    if (!text.isEmpty())
        body << text;
    if (!imageDescription.isEmpty())
        body << QStringLiteral("Image: ") + imageDescription;
    QString content = body.isEmpty() ? head : head + u' ' + body.join(QStringLiteral("\n\n"));
    QString address = shown.value(QStringLiteral("url")).toString();
    if (address.isEmpty())
        address = shown.value(QStringLiteral("uri")).toString();
    if (!address.isEmpty())
        content += QStringLiteral("\n\n") + address;

    Delta &d = p.item.delta;
    d.kind = Kind::Observation;
    d.content = content;
    d.subject = displayNameOf(author).left(256);
    if (const QString tag = DeltaValidation::tagFrom(QStringLiteral("mastodon:"), instanceName); !tag.isEmpty())
        d.tags << tag;
    const QDateTime created = QDateTime::fromString(shown.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs);
    if (created.isValid())
        d.validFrom = created.toMSecsSinceEpoch();
    p.item.key = id;
    return p;
}

class MastodonPoller : public SourcePoller
{
public:
    explicit MastodonPoller(QNetworkAccessManager &network)
        : m_http(network, this, QStringLiteral("Mastodon source"), statusWording)
    {
    }

    void poll(const SourceInstance &instance, const SeenCheck &seen) override
    {
        m_outcome = PollOutcome{};
        m_pending.clear();
        m_keys.clear();
        m_images.clear();
        m_http.resume();
        m_pages = 0;
        m_instance = instance;
        m_seen = seen;
        m_timeoutSeconds = int(instance.settings.value(QStringLiteral("timeout_seconds")).toInteger(30));
        m_highest = isValidId(instance.cursor) ? instance.cursor : QString();
        m_paging = !m_highest.isEmpty();
        requestPage(m_highest);
    }

    void abort() override { m_http.stop(); }

private:
    void requestPage(const QString &minId)
    {
        m_lastMinId = minId;
        QNetworkRequest request(timelineUrl(m_instance.settings.value(QStringLiteral("instance")).toString(), minId));
        request.setRawHeader("Accept", "application/json");
        request.setRawHeader("Authorization", "Bearer " + m_instance.settings.value(QStringLiteral("token")).toString().toUtf8());
        // The token goes to the configured origin only, never along a redirect elsewhere.
        m_http.get(request, {MastodonSource::kMaxPageBytes, m_timeoutSeconds, HttpFetch::Redirects::SameOrigin},
                   [this](QNetworkReply *, const QByteArray &body, const QString &failure) {
                       if (!failure.isEmpty())
                           return fail(failure);
                       onPage(body);
                   });
    }

    void onPage(const QByteArray &body)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return fail(MastodonText::tr("the answer is not JSON (%1 at byte %2); is the address that of a Mastodon server?")
                            .arg(parseError.errorString())
                            .arg(parseError.offset));
        if (!doc.isArray())
            return fail(MastodonText::tr("the answer is not a list of statuses (the home timeline is a JSON array)"));
        const QJsonArray statuses = doc.array();
        QString pageHighest;
        for (const QJsonValue &value : statuses) {
            const QJsonObject status = value.toObject();
            const QString id = status.value(QStringLiteral("id")).toString();
            if (!isValidId(id))
                continue;
            if (pageHighest.isEmpty() || MastodonSource::idLess(pageHighest, id))
                pageHighest = id;
            if (m_keys.contains(id) || m_seen(id))
                continue;
            m_keys.insert(id);
            m_pending << pendingFor(status, id, m_instance.name);
        }
        if (!pageHighest.isEmpty() && (m_highest.isEmpty() || MastodonSource::idLess(m_highest, pageHighest)))
            m_highest = pageHighest;
        ++m_pages;
        // A full page means more may wait after it; a page that does not
        // move forward (a server ignoring min_id) ends the poll.
        const bool more = m_paging && statuses.size() >= MastodonSource::kPageSize && m_pages < MastodonSource::kMaxPagesPerPoll
                          && !pageHighest.isEmpty() && MastodonSource::idLess(m_lastMinId, pageHighest);
        if (more)
            return requestPage(pageHighest);
        for (qsizetype i = 0; i < m_pending.size() && m_images.size() < MastodonSource::kMaxImagesPerPoll; ++i)
            if (!m_pending.at(i).image.isEmpty())
                m_images << i;
        nextImage();
    }

    // Images one at a time, each bounded, without the token (media live on
    // the instance's file host or a CDN); one that fails leaves its status
    // without media rather than failing the poll.
    void nextImage()
    {
        if (m_http.isStopped())
            return fail(HttpFetch::stoppedFailure());
        if (m_images.isEmpty())
            return succeed();
        const qsizetype index = m_images.takeFirst();
        const HttpFetch::Bounds bounds{MastodonSource::kMaxImageBytes, m_timeoutSeconds, HttpFetch::Redirects::NoLessSafe};
        m_http.get(QNetworkRequest(m_pending.at(index).image), bounds, [this, index](QNetworkReply *reply, const QByteArray &bytes, const QString &) {
            const QString type = reply->header(QNetworkRequest::ContentTypeHeader).toString();
            if (!bytes.isEmpty() && type.startsWith(QLatin1String("image/")))
                m_pending[index].item.media = bytes;
            nextImage();
        });
    }

    void succeed()
    {
        // Oldest first, so the lake's order follows the timeline's.
        std::sort(m_pending.begin(), m_pending.end(),
                  [](const Pending &a, const Pending &b) { return MastodonSource::idLess(a.id, b.id); });
        for (const Pending &p : std::as_const(m_pending))
            m_outcome.items << p.item;
        m_outcome.cursor = m_highest;
        m_pending.clear();
        Q_EMIT finished(m_outcome);
    }

    void fail(const QString &reason)
    {
        m_pending.clear();
        m_images.clear();
        m_outcome.items.clear();
        m_outcome.error = reason;
        Q_EMIT finished(m_outcome);
    }

    HttpFetch m_http;
    PollOutcome m_outcome;
    SourceInstance m_instance;
    SeenCheck m_seen;
    QList<Pending> m_pending;
    QSet<QString> m_keys;
    QList<qsizetype> m_images;
    QString m_highest;
    QString m_lastMinId;
    bool m_paging = false;
    int m_pages = 0;
    int m_timeoutSeconds = 30;
};

} // namespace

bool MastodonSource::idLess(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return a.size() < b.size();
    return a < b;
}

SourceShape MastodonSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("mastodon");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Mastodon home timeline"));
    s.category = SourceCategory::Source;
    s.authored = false;
    s.fields = {
        {QStringLiteral("instance"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Server address")), SourceField::Type::Url, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Your Mastodon server, such as https://mastodon.social."))},
        {QStringLiteral("token"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Access token")), SourceField::Type::Secret, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "An access token with the read:statuses scope (Preferences, Development, New application); it is kept in the system keychain."))},
        {QStringLiteral("poll_minutes"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Check every (minutes)")), SourceField::Type::Integer, 15, 5, 1440, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How often Tarn reads your home timeline; each check picks up where the last one stopped."))},
        {QStringLiteral("timeout_seconds"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Give up after (seconds)")), SourceField::Type::Integer, 30, 1, 300, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How long the server may take to send one page of the timeline."))},
    };
    return s;
}

qint64 MastodonSource::pollIntervalMs(const SourceInstance &instance) const
{
    return instance.settings.value(QStringLiteral("poll_minutes")).toInteger(15) * 60 * 1000;
}

std::unique_ptr<SourcePoller> MastodonSource::createPoller(QNetworkAccessManager &network, const Clock &) const
{
    return std::make_unique<MastodonPoller>(network);
}

} // namespace tarn
