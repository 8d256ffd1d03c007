// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HomeAssistantSource.h"

#include "DeltaValidation.h"
#include "HttpFetch.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>

namespace tarn {

namespace {

struct HomeAssistantText
{
    Q_DECLARE_TR_FUNCTIONS(HomeAssistantSource)
};

// The statuses Home Assistant's API gives a meaning of its own; the rest
// keep HttpFetch's sentences.
QString statusWording(int status)
{
    switch (status) {
    case 401:
        return HomeAssistantText::tr("the token was refused (HTTP 401)");
    case 403:
        return HomeAssistantText::tr("the token may not read states (HTTP 403)");
    case 404:
        return HomeAssistantText::tr("no Home Assistant API at this address (HTTP 404)");
    }
    return {};
}

// <base>/api/states, keeping a path the instance is served under (a
// reverse proxy's /ha/).
QUrl statesUrl(const QString &base)
{
    QUrl url(base);
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/api/states"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QList<QRegularExpression> entityGlobs(const QString &text)
{
    QList<QRegularExpression> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QString glob = part.trimmed().toLower();
        if (!glob.isEmpty())
            out << QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob));
    }
    return out;
}

bool matches(const QList<QRegularExpression> &globs, const QString &entityId)
{
    if (globs.isEmpty())
        return true;
    const QString id = entityId.toLower();
    return std::any_of(globs.begin(), globs.end(), [&](const QRegularExpression &re) { return re.match(id).hasMatch(); });
}

// "21.5 °C", "on", "not home".
QString shownState(QString state, const QString &unit)
{
    if (!unit.isEmpty())
        return state + u' ' + unit;
    return state.replace(u'_', u' ');
}

// What the cursor keeps of an entity: its state, unit and last_changed.
struct Seen
{
    QString state;
    QString unit;
    QString changed;
};

QHash<QString, Seen> fromCursor(const QString &cursor)
{
    QHash<QString, Seen> out;
    const QJsonObject o = QJsonDocument::fromJson(cursor.toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QJsonObject e = it.value().toObject();
        out.insert(it.key(), {e.value(QStringLiteral("s")).toString(), e.value(QStringLiteral("u")).toString(),
                              e.value(QStringLiteral("c")).toString()});
    }
    return out;
}

QString toCursor(const QHash<QString, Seen> &entities)
{
    QJsonObject o;
    for (auto it = entities.begin(); it != entities.end(); ++it) {
        QJsonObject e{{QStringLiteral("s"), it->state}, {QStringLiteral("c"), it->changed}};
        if (!it->unit.isEmpty())
            e.insert(QStringLiteral("u"), it->unit);
        o.insert(it.key(), e);
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString scalarText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

class HomeAssistantPoller : public SourcePoller
{
public:
    explicit HomeAssistantPoller(QNetworkAccessManager &network)
        : m_http(network, this, QStringLiteral("Home Assistant source"), statusWording)
    {
    }

    void poll(const SourceInstance &instance, const SeenCheck &seen) override
    {
        m_outcome = PollOutcome{};
        m_instance = instance;
        m_seen = seen;
        m_http.resume();
        QNetworkRequest request(statesUrl(instance.settings.value(QStringLiteral("url")).toString()));
        request.setRawHeader("Accept", "application/json");
        request.setRawHeader("Authorization", "Bearer " + instance.settings.value(QStringLiteral("token")).toString().toUtf8());
        const int timeoutSeconds = int(instance.settings.value(QStringLiteral("timeout_seconds")).toInteger(30));
        // The token goes to the configured origin only, never along a redirect elsewhere.
        m_http.get(request, {HomeAssistantSource::kMaxStatesBytes, timeoutSeconds, HttpFetch::Redirects::SameOrigin},
                   [this](QNetworkReply *, const QByteArray &body, const QString &failure) {
                       if (!failure.isEmpty()) {
                           m_outcome.error = failure;
                           return finish();
                       }
                       onStates(body);
                   });
    }

    void abort() override { m_http.stop(); }

private:
    void onStates(const QByteArray &body)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            m_outcome.error = HomeAssistantText::tr("the answer is not JSON (%1 at byte %2); is the address that of Home Assistant?")
                                  .arg(parseError.errorString())
                                  .arg(parseError.offset);
            return finish();
        }
        if (!doc.isArray()) {
            m_outcome.error = HomeAssistantText::tr("the answer is not a list of states (Home Assistant's /api/states sends a JSON array)");
            return finish();
        }
        const QList<QRegularExpression> globs =
            entityGlobs(m_instance.settings.value(QStringLiteral("entities")).toString());
        const QHash<QString, Seen> before = fromCursor(m_instance.cursor);
        QHash<QString, Seen> now;
        const QJsonArray states = doc.array();
        for (const QJsonValue &value : states) {
            const QJsonObject entry = value.toObject();
            const QString entityId = entry.value(QStringLiteral("entity_id")).toString().trimmed();
            if (entityId.isEmpty() || !matches(globs, entityId))
                continue;
            const QJsonObject attributes = entry.value(QStringLiteral("attributes")).toObject();
            Seen current{scalarText(entry.value(QStringLiteral("state"))),
                         attributes.value(QStringLiteral("unit_of_measurement")).toString(),
                         entry.value(QStringLiteral("last_changed")).toString()};
            now.insert(entityId, current);
            const auto previous = before.constFind(entityId);
            const bool known = previous != before.constEnd();
            if (known && previous->state == current.state && previous->changed == current.changed)
                continue; // no change since the last poll
            const QString key = entityId + u'@' + current.changed;
            if (m_seen(key))
                continue;
            m_outcome.items.append({key, deltaFor(entityId, attributes, current, known ? &*previous : nullptr), {}, {}});
        }
        m_outcome.cursor = toCursor(now);
        finish();
    }

    Delta deltaFor(const QString &entityId, const QJsonObject &attributes, const Seen &current, const Seen *previous) const
    {
        QString name = attributes.value(QStringLiteral("friendly_name")).toString().trimmed();
        if (name.isEmpty())
            name = entityId;
        const QString shown = shownState(current.state, current.unit);
        Delta d;
        d.kind = Kind::Observation;
        // Content is data, not interface: it stays in English whatever the locale.
        if (previous && previous->state != current.state)
            d.content = QStringLiteral("%1 is %2 (was %3)").arg(name, shown, shownState(previous->state, previous->unit));
        else
            d.content = QStringLiteral("%1 is %2").arg(name, shown);
        d.subject = name.left(256);
        for (const QString &tag : {DeltaValidation::tagFrom(QStringLiteral("ha:"), m_instance.name), DeltaValidation::tagFrom(QStringLiteral("entity:"), entityId)})
            if (!tag.isEmpty())
                d.tags << tag;
        const QDateTime changed = QDateTime::fromString(current.changed, Qt::ISODateWithMs);
        if (changed.isValid())
            d.validFrom = changed.toMSecsSinceEpoch();
        return d;
    }

    void finish() { Q_EMIT finished(m_outcome); }

    HttpFetch m_http;
    PollOutcome m_outcome;
    SourceInstance m_instance;
    SeenCheck m_seen;
};

} // namespace

SourceShape HomeAssistantSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("home-assistant");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Home Assistant"));
    s.category = SourceCategory::Source;
    s.authored = false;
    s.fields = {
        {QStringLiteral("url"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Home Assistant address")), SourceField::Type::Url, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Where your Home Assistant answers, such as http://homeassistant.local:8123."))},
        {QStringLiteral("token"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Access token")), SourceField::Type::Secret, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "A long-lived access token from your Home Assistant profile; it is kept in the system keychain."))},
        {QStringLiteral("poll_minutes"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Check every (minutes)")), SourceField::Type::Integer, 5, 1, 1440, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How often Tarn reads the states; only changes since the last check are kept."))},
        {QStringLiteral("entities"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Entities")), SourceField::Type::Text, {}, 0, 0, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Comma-separated entity ids or patterns such as sensor.*, light.kitchen; empty keeps every entity."))},
        {QStringLiteral("timeout_seconds"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Give up after (seconds)")), SourceField::Type::Integer, 30, 1, 300, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How long Home Assistant may take to send all states."))},
    };
    return s;
}

qint64 HomeAssistantSource::pollIntervalMs(const SourceInstance &instance) const
{
    return instance.settings.value(QStringLiteral("poll_minutes")).toInteger(5) * 60 * 1000;
}

std::unique_ptr<SourcePoller> HomeAssistantSource::createPoller(QNetworkAccessManager &network, const Clock &) const
{
    return std::make_unique<HomeAssistantPoller>(network);
}

} // namespace tarn
