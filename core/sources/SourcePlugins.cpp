// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourcePlugins.h"

#include "HomeAssistantSource.h"
#include "MastodonSource.h"
#include "RssSource.h"
#include "SystemSources.h"
#include "TarnError.h"
#include "VaultSource.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace tarn {

namespace {

struct SourcePluginsText
{
    Q_DECLARE_TR_FUNCTIONS(SourcePlugins)
};

QString fieldLabel(const SourceField &f)
{
    return f.key;
}

QJsonValue checkedValue(const SourceField &f, const QJsonValue &v)
{
    using T = SourceField::Type;
    switch (f.type) {
    case T::Integer: {
        const double d = v.isString() ? v.toString().trimmed().toDouble() : v.toDouble(std::nan(""));
        if ((!v.isDouble() && !(v.isString() && !v.toString().trimmed().isEmpty())) || std::isnan(d) || d != std::trunc(d))
            throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: a whole number").arg(fieldLabel(f)));
        // Compared as doubles: casting one beyond qint64 ("1e300") is undefined.
        if (d < double(f.min) || d > double(f.max))
            throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: from %2 to %3").arg(fieldLabel(f)).arg(f.min).arg(f.max));
        return qint64(d);
    }
    case T::Bool:
        if (v.isBool())
            return v;
        if (v.isString()) {
            const QString t = v.toString().trimmed().toLower();
            if (t == u"true" || t == u"yes" || t == u"on" || t == u"1")
                return true;
            if (t == u"false" || t == u"no" || t == u"off" || t == u"0")
                return false;
        }
        throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: true or false").arg(fieldLabel(f)));
    case T::Url: {
        const QUrl url(v.toString().trimmed(), QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty())
            throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: an http:// or https:// address").arg(fieldLabel(f)));
        return url.toString();
    }
    case T::Folder: {
        const QFileInfo info(QDir::cleanPath(v.toString().trimmed()));
        if (v.toString().trimmed().isEmpty() || !info.isDir())
            throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: an existing folder").arg(fieldLabel(f)));
        return info.absoluteFilePath();
    }
    case T::Text:
    case T::Secret:
        if (!v.isString())
            throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: text").arg(fieldLabel(f)));
        return v.toString().trimmed();
    }
    return v;
}

} // namespace

QList<const SourcePlugin *> SourcePlugins::all()
{
    static const RssSource rss;
    static const SysinfoSource sysinfo;
    static const HeartbeatSource heartbeat;
    static const HomeAssistantSource homeAssistant;
    static const MastodonSource mastodon;
    static const VaultSource vault;
    return {&rss, &sysinfo, &heartbeat, &homeAssistant, &mastodon, &vault};
}

const SourcePlugin *SourcePlugins::find(const QString &type)
{
    for (const SourcePlugin *p : all())
        if (p->shape().type == type)
            return p;
    return nullptr;
}

bool SourcePlugins::isValidName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral(R"(^[a-z0-9][a-z0-9._-]{0,39}$)"));
    return valid.match(name).hasMatch();
}

QJsonObject SourcePlugins::checkedSettings(const SourceShape &shape, const QJsonObject &given)
{
    for (auto it = given.begin(); it != given.end(); ++it) {
        const bool known = std::any_of(shape.fields.begin(), shape.fields.end(),
                                       [&](const SourceField &f) { return f.key == it.key(); });
        if (!known) {
            QStringList keys;
            for (const SourceField &f : shape.fields)
                keys << f.key;
            throw TarnError::invalid(it.key(), SourcePluginsText::tr("%1: not a setting of %2 sources (known: %3)")
                                                   .arg(it.key(), shape.type, keys.join(QStringLiteral(", "))));
        }
    }
    QJsonObject out;
    for (const SourceField &f : shape.fields) {
        const QJsonValue v = given.value(f.key);
        const bool missing = v.isUndefined() || v.isNull() || (v.isString() && v.toString().trimmed().isEmpty());
        if (missing) {
            if (f.required)
                throw TarnError::invalid(f.key, SourcePluginsText::tr("%1: required").arg(fieldLabel(f)));
            if (f.defaultValue.isValid())
                out.insert(f.key, QJsonValue::fromVariant(f.defaultValue));
            continue;
        }
        out.insert(f.key, checkedValue(f, v));
    }
    return out;
}

QJsonObject SourcePlugins::settingsFromText(const SourceShape &shape, const QMap<QString, QString> &given)
{
    QJsonObject raw;
    for (auto it = given.begin(); it != given.end(); ++it)
        raw.insert(it.key(), it.value());
    return checkedSettings(shape, raw);
}

} // namespace tarn
