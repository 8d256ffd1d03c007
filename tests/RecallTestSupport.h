// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the recall suites share: a recall's contents, best first, without
// marking anything as recalled.

#include "Recall.h"

#include <QStringList>

namespace tarn::test {

inline QStringList recalled(Lake &lake, const QString &query, bool expand = true)
{
    RecallOptions options;
    options.touch = false;
    options.expand = expand;
    QStringList contents;
    for (const RecallHit &h : Recall::recall(lake, query, options))
        contents << h.delta.content;
    return contents;
}

} // namespace tarn::test
