// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The reference MCP memory server's memory.jsonl: one JSON object per line,
// an entity ({"type":"entity","name","entityType","observations":[...]})
// or a relation ({"type":"relation","from","to","relationType"}). Each
// observation becomes a memory about its entity ("Alice: works at Acme"),
// each relation one about its "from" ("Alice works at Acme"); an entity
// without observations says what it is.
#include "ExportJson.h"
#include "ImportedMemories.h"

#include "DeltaValidation.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace tarn::ImportFormats {

namespace {
struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportFormats)
};
} // namespace

ImportedFile mcpMemory(const QByteArray &bytes)
{
    ImportedFile out;
    out.format = ImportFormat::McpMemory;
    int lineNo = 0;
    int unknown = 0;
    for (const QByteArray &raw : bytes.split('\n')) {
        ++lineNo;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("memory.jsonl line %1: not a JSON object (%2)")
                                                                 .arg(lineNo)
                                                                 .arg(error.error == QJsonParseError::NoError ? QStringLiteral("an array or value")
                                                                                                              : error.errorString()));
        const QJsonObject o = doc.object();
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == u"entity") {
            const QString name = o.value(QStringLiteral("name")).toString().trimmed();
            const QString entityType = o.value(QStringLiteral("entityType")).toString().trimmed();
            if (name.isEmpty())
                throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("memory.jsonl line %1: an entity without a name").arg(lineNo));
            QStringList tags;
            if (const QString tag = DeltaValidation::tagFrom(QStringLiteral("entity:"), entityType.toLower()); !entityType.isEmpty() && !tag.isEmpty())
                tags << tag;
            const QJsonArray observations = o.value(QStringLiteral("observations")).toArray();
            if (observations.isEmpty() && !entityType.isEmpty())
                out.memories << ImportedMemory{name + u'/' + entityType, ImportText::tr("%1 is a %2").arg(name, entityType),
                                               Kind::Fact, name, tags, 0};
            for (const QJsonValue &v : observations) {
                const QString observation = v.toString().trimmed();
                if (observation.isEmpty())
                    continue;
                out.memories << ImportedMemory{name + u'/' + observation, name + QStringLiteral(": ") + observation, Kind::Fact,
                                               name, tags, 0};
            }
        } else if (type == u"relation") {
            const QString from = o.value(QStringLiteral("from")).toString().trimmed();
            const QString to = o.value(QStringLiteral("to")).toString().trimmed();
            const QString relation = o.value(QStringLiteral("relationType")).toString().trimmed();
            if (from.isEmpty() || to.isEmpty() || relation.isEmpty())
                throw TarnError::invalid(QStringLiteral("file"),
                                         ImportText::tr("memory.jsonl line %1: a relation needs from, to and relationType").arg(lineNo));
            QStringList tags;
            if (const QString tag = DeltaValidation::tagFrom(QStringLiteral("relation:"), relation.toLower()); !tag.isEmpty())
                tags << tag;
            QString words = relation;
            words.replace(u'_', u' ');
            out.memories << ImportedMemory{from + u'/' + relation + u'/' + to,
                                           QStringLiteral("%1 %2 %3").arg(from, words, to), Kind::Fact, from, tags, 0};
        } else {
            ++unknown;
        }
    }
    if (unknown > 0)
        out.skipped << ImportText::tr("%1 lines of another type").arg(unknown);
    return out;
}

ImportedFile mem0(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("not a mem0 or OpenMemory export: JSON error at byte %1: %2")
                                                             .arg(error.offset)
                                                             .arg(error.errorString()));
    // mem0's get_all answers {"results": [...]}; OpenMemory's export and
    // older mem0 versions give {"memories": [...]} or a bare array.
    const QJsonArray items = doc.isArray() ? doc.array()
                             : doc.object().contains(QStringLiteral("results")) ? doc.object().value(QStringLiteral("results")).toArray()
                                                                                : doc.object().value(QStringLiteral("memories")).toArray();
    ImportedFile out;
    out.format = ImportFormat::Mem0;
    int empty = 0;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject m = items.at(i).toObject();
        QString content;
        for (const char *field : {"memory", "content", "text"})
            if (content.isEmpty())
                content = m.value(QLatin1String(field)).toString().trimmed();
        if (content.isEmpty()) {
            ++empty;
            continue;
        }
        QStringList tags;
        QJsonArray categories = m.value(QStringLiteral("categories")).toArray();
        if (categories.isEmpty())
            categories = m.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("categories")).toArray();
        bool preference = false;
        for (const QJsonValue &c : categories) {
            const QString category = c.isString() ? c.toString() : c.toObject().value(QStringLiteral("name")).toString();
            preference = preference || category.startsWith(QStringLiteral("preference"), Qt::CaseInsensitive);
            if (const QString tag = DeltaValidation::tagFrom(QStringLiteral("category:"), category.toLower()); !tag.isEmpty())
                tags << tag;
        }
        const QString id = m.value(QStringLiteral("id")).toString();
        qint64 at = 0;
        for (const char *field : {"created_at", "createdAt", "updated_at"})
            if (!at)
                at = ExportJson::timeOf(m.value(QLatin1String(field)));
        out.memories << ImportedMemory{id.isEmpty() ? content : id, content, preference ? Kind::Preference : Kind::Fact,
                                       QString(), tags, at};
    }
    if (empty > 0)
        out.skipped << ImportText::tr("%1 entries without text").arg(empty);
    if (items.isEmpty() && !doc.isArray() && !doc.object().contains(QStringLiteral("results"))
        && !doc.object().contains(QStringLiteral("memories")))
        throw TarnError::invalid(QStringLiteral("file"),
                                 ImportText::tr("not a mem0 or OpenMemory export: no \"results\" or \"memories\" list"));
    return out;
}

} // namespace tarn::ImportFormats
