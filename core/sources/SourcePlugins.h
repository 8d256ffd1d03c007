// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

#include <QJsonObject>
#include <QMap>

namespace tarn {

// The plugin types Tarn ships, and the checks every configured instance
// passes through, whichever interface configured it.
namespace SourcePlugins {

// The setting that ties an instance to one computer (a vault's folder is on
// one): where it is set, only the machine of that name (ThisMachine) polls.
inline const QString kMachineField = QStringLiteral("machine");

QList<const SourcePlugin *> all();
const SourcePlugin *find(const QString &type); // nullptr when unknown

// "hn", "work-feed", "ha.kitchen": lower-case letters, digits, '-', '_'
// and '.', 1-40 characters, starting with a letter or digit.
bool isValidName(const QString &name);

// The settings an instance keeps: every field of the shape, the given
// value checked and converted (a URL must be http(s), a number within its
// range, a folder must exist), or its default. Throws TarnError (validation)
// naming the first field at fault, or an unknown key.
QJsonObject checkedSettings(const SourceShape &shape, const QJsonObject &given);
// The same from text (`--set key=value`), converting each value by its field's type.
QJsonObject settingsFromText(const SourceShape &shape, const QMap<QString, QString> &given);

} // namespace SourcePlugins

} // namespace tarn
