// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace tarn {

class Lake;

namespace TaggedDeltas {

// Every tag in the lake that starts with prefix, whatever state its delta
// is in (forgotten and invalid ones too): one range scan of the tag index.
// An importer's keys ("imported:…") say what an earlier import brought.
QSet<QString> tagsStartingWith(Lake &lake, const QString &prefix);

} // namespace TaggedDeltas

} // namespace tarn
