// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

namespace tarn {

enum class EngagementType { Affirm, Refute, Reply };

// Law 3: engaging with an observation writes a new authored delta (source
// `tarn-engagement`) that carries the reason, enough of the target to stand
// alone once the target is reaped, and the target's media_hash. The target
// itself is never touched and still wilts on its own clock.
namespace Engagement {

QString tagPrefix(EngagementType t);      // "affirms:", "refutes:", "reply-to:"
std::optional<EngagementType> typeFromName(const QString &name); // affirm|refute|reply
QString sourceName();                     // "tarn-engagement"
constexpr int kCarriedChars = 2000;       // how much of the target travels along

// Builds the engagement without writing it (the window previews this).
Delta build(const Delta &target, EngagementType type, const QString &reason, const QStringList &extraTags = {});
// Writing it is memory's (Engage.h): the model knows no lake.

// The target id an engagement points at, if d is one.
QString targetOf(const Delta &d);

} // namespace Engagement

} // namespace tarn
