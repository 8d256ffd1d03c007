// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpSchema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

namespace tarn::McpSchema {

namespace {

struct McpText
{
    Q_DECLARE_TR_FUNCTIONS(McpTools)
};

QString typeOf(const QJsonValue &v)
{
    if (v.isString())
        return QStringLiteral("string");
    if (v.isBool())
        return QStringLiteral("boolean");
    if (v.isDouble())
        // JSON Schema's integer is any whole number; minimum and maximum
        // bound it. (No cast to qint64: beyond its range that is undefined.)
        return std::isfinite(v.toDouble()) && v.toDouble() == std::trunc(v.toDouble()) ? QStringLiteral("integer")
                                                                                       : QStringLiteral("number");
    if (v.isArray())
        return QStringLiteral("array");
    if (v.isObject())
        return QStringLiteral("object");
    return QStringLiteral("null");
}

std::optional<QString> checkValue(const QString &name, const QJsonObject &schema, const QJsonValue &v)
{
    const QString type = schema.value(QStringLiteral("type")).toString();
    const QString actual = typeOf(v);
    const bool typeOk = type == actual || (type == u"number" && actual == u"integer");
    if (!typeOk)
        return McpText::tr("%1: must be of type %2, not %3").arg(name, type, actual);
    if (schema.contains(QStringLiteral("enum")) && !schema.value(QStringLiteral("enum")).toArray().contains(v))
        return McpText::tr("%1: must be one of %2")
            .arg(name, QString::fromUtf8(QJsonDocument(schema.value(QStringLiteral("enum")).toArray()).toJson(QJsonDocument::Compact)));
    if (schema.contains(QStringLiteral("minimum")) && v.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
        return McpText::tr("%1: must be at least %2").arg(name).arg(schema.value(QStringLiteral("minimum")).toDouble());
    if (schema.contains(QStringLiteral("maximum")) && v.toDouble() > schema.value(QStringLiteral("maximum")).toDouble())
        return McpText::tr("%1: must be at most %2").arg(name).arg(schema.value(QStringLiteral("maximum")).toDouble());
    if (type == u"array") {
        const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (auto why = checkValue(QStringLiteral("%1[%2]").arg(name).arg(i), items, array.at(i)))
                return why;
    }
    if (type == u"string") {
        const QString s = v.toString();
        if (s.trimmed().isEmpty())
            return McpText::tr("%1: must not be empty").arg(name);
        if (schema.contains(QStringLiteral("maxLength")) && s.size() > schema.value(QStringLiteral("maxLength")).toInt())
            return McpText::tr("%1: at most %2 characters").arg(name).arg(schema.value(QStringLiteral("maxLength")).toInt());
        if (schema.contains(QStringLiteral("pattern"))
            && !QRegularExpression(schema.value(QStringLiteral("pattern")).toString()).match(s).hasMatch())
            return McpText::tr("%1: \"%2\" does not match %3").arg(name, s.left(40), schema.value(QStringLiteral("pattern")).toString());
    }
    return std::nullopt;
}

} // namespace

QJsonObject string(const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("minLength"), 1},
            {QStringLiteral("description"), description}};
}

QJsonObject enumOf(const QStringList &values, const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("enum"), QJsonArray::fromStringList(values)},
            {QStringLiteral("description"), description}};
}

QJsonObject boolean(const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("boolean")}, {QStringLiteral("description"), description}};
}

QJsonObject integer(int minimum, int maximum, const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("integer")},
            {QStringLiteral("minimum"), minimum},
            {QStringLiteral("maximum"), maximum},
            {QStringLiteral("description"), description}};
}

QJsonObject stringArray(const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("array")},
            {QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("minLength"), 1}}},
            {QStringLiteral("description"), description}};
}

QJsonObject deltaId(const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("pattern"), QStringLiteral("^[0-9a-f]{12}$")},
            {QStringLiteral("description"), description}};
}

QJsonObject object(const QJsonObject &properties, const QStringList &required)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("properties"), properties},
                  {QStringLiteral("additionalProperties"), false}};
    if (!required.isEmpty())
        o.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return o;
}

QJsonObject openObject(const QJsonObject &properties, const QStringList &required)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties}};
    if (!required.isEmpty())
        o.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return o;
}

QJsonObject arrayOf(const QJsonObject &items)
{
    return {{QStringLiteral("type"), QStringLiteral("array")}, {QStringLiteral("items"), items}};
}

QJsonObject typed(const QString &type)
{
    return {{QStringLiteral("type"), type}};
}

QJsonObject nullable(const QString &type)
{
    return {{QStringLiteral("type"), QJsonArray{type, QStringLiteral("null")}}};
}

std::optional<QString> violation(const QJsonObject &schema, const QJsonObject &value)
{
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue &required : schema.value(QStringLiteral("required")).toArray())
        if (!value.contains(required.toString()))
            return McpText::tr("%1: required").arg(required.toString());
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (!properties.contains(it.key()))
            return McpText::tr("%1: not an argument of this tool").arg(it.key());
        if (auto why = checkValue(it.key(), properties.value(it.key()).toObject(), it.value()))
            return why;
    }
    return std::nullopt;
}

} // namespace tarn::McpSchema
