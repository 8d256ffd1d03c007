// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn::ui {

// Tags as a person types them in a dialog's one-line field: separated by
// commas, each trimmed, empty ones and repeats dropped, order kept
// ("home, profile, home" is home and profile).
inline QStringList tagsFromText(const QString &commaSeparated)
{
    QStringList out;
    for (const QString &t : commaSeparated.split(u',', Qt::SkipEmptyParts))
        if (const QString tag = t.trimmed(); !tag.isEmpty() && !out.contains(tag))
            out << tag;
    return out;
}

} // namespace tarn::ui
