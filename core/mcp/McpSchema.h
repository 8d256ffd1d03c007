// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace tarn::McpSchema {

// The JSON Schema pieces Tarn's tool schemas are made of. Input schemas are
// as strict as the server (additionalProperties false, id patterns, length
// limits), so a client can check its call before making it.
QJsonObject string(const QString &description);
QJsonObject enumOf(const QStringList &values, const QString &description);
QJsonObject boolean(const QString &description);
QJsonObject integer(int minimum, int maximum, const QString &description);
QJsonObject stringArray(const QString &description);
// A delta's id: 12 lowercase hex digits.
QJsonObject deltaId(const QString &description);
QJsonObject object(const QJsonObject &properties, const QStringList &required);
// An output object: what it always has; other members may come with it.
QJsonObject openObject(const QJsonObject &properties, const QStringList &required);
QJsonObject arrayOf(const QJsonObject &items);
QJsonObject typed(const QString &type);
QJsonObject nullable(const QString &type);

// Checks arguments against an input schema made of the pieces above (type,
// enum, minimum, maximum, pattern, maxLength, items, required,
// additionalProperties false). Returns the complaint, naming the argument.
std::optional<QString> violation(const QJsonObject &schema, const QJsonObject &value);

} // namespace tarn::McpSchema
