// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeStatsJson.h"

#include "SourceRegistry.h"
#include "TimeFormat.h"

#include <QJsonArray>

namespace tarn::LakeStatsJson {

namespace {
QJsonValue optionalTime(std::optional<qint64> ms)
{
    return ms ? QJsonValue(TimeFormat::toIso(*ms)) : QJsonValue();
}
} // namespace

QJsonObject toJson(const LakeStats &s, const QString &lakePath)
{
    QJsonArray sources;
    for (const SourceStat &st : s.perSource) {
        const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(st.source);
        sources.append(QJsonObject{{QStringLiteral("source"), st.source},
                                   {QStringLiteral("category"), sourceCategoryName(def.category)},
                                   {QStringLiteral("count"), st.count},
                                   {QStringLiteral("next_expiry"), optionalTime(st.nextExpiry)}});
    }
    QJsonObject classes;
    for (auto it = s.perDecayClass.cbegin(); it != s.perDecayClass.cend(); ++it)
        classes.insert(it.key().isEmpty() ? QStringLiteral("none") : it.key(), it.value());
    QJsonObject out{{QStringLiteral("lake"), lakePath},
                       {QStringLiteral("total"), s.total},
                       {QStringLiteral("authored"), s.authored},
                       {QStringLiteral("observed"), s.observed},
                       {QStringLiteral("expired_pending_prune"), s.expiredPending},
                       {QStringLiteral("next_expiry"), optionalTime(s.nextExpiry)},
                       {QStringLiteral("per_source"), sources},
                       {QStringLiteral("per_decay_class"), classes},
                       {QStringLiteral("audit_entries"), s.auditEntries},
                       {QStringLiteral("file_bytes"), s.fileBytes}};
    // Only while a local embedding server is configured (issue 20).
    if (const auto &e = s.embeddings)
        out.insert(QStringLiteral("embeddings"),
                   QJsonObject{{QStringLiteral("model"), e->model},
                               {QStringLiteral("api"), e->api},
                               {QStringLiteral("url"), e->url},
                               {QStringLiteral("embedded"), e->embedded},
                               {QStringLiteral("total"), e->total},
                               {QStringLiteral("last_error"), e->lastError.isEmpty() ? QJsonValue() : QJsonValue(e->lastError)},
                               {QStringLiteral("last_error_at"), optionalTime(e->lastErrorAt)},
                               {QStringLiteral("last_ok_at"), optionalTime(e->lastOkAt)}});
    return out;
}

} // namespace tarn::LakeStatsJson
