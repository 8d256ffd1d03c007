// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeTypes.h"

#include <array>
#include <utility>

namespace tarn {

namespace {

constexpr std::array<std::pair<SortKey, const char *>, 5> kNames{{
    {SortKey::When, "when"},
    {SortKey::Deadline, "deadline"},
    {SortKey::Source, "source"},
    {SortKey::Kind, "kind"},
    {SortKey::Confidence, "confidence"},
}};

} // namespace

std::optional<ListSort> parseListSort(const QString &text)
{
    QString name = text.trimmed().toLower();
    // "-when" is newest first; "when" oldest first, as a column sorts.
    const bool descending = name.startsWith(u'-');
    if (descending || name.startsWith(u'+'))
        name.remove(0, 1);
    for (const auto &[key, keyName] : kNames)
        if (name == QLatin1String(keyName))
            return ListSort{key, !descending};
    return std::nullopt;
}

QString listSortName(const ListSort &sort)
{
    for (const auto &[key, keyName] : kNames)
        if (key == sort.key)
            return (sort.ascending ? QString() : QStringLiteral("-")) + QLatin1String(keyName);
    return {};
}

ListSort ListFilter::effectiveSort() const
{
    if (sort)
        return *sort;
    // What wilts soon is read most urgent first; everything else as it
    // happened, newest first.
    if (expiringWithinMs)
        return ListSort{SortKey::Deadline, true};
    return ListSort{SortKey::When, false};
}

} // namespace tarn
