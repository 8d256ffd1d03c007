// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace tarn {

class Lake;

// Which memory holds a subject ("address", "partner's name"): what
// capture asks before it writes a fact, so a new value supersedes the old
// one instead of standing beside it (Capture.h keeps the rules).
namespace SubjectRows {

// The newest live delta of a durable kind (not an episode, not an
// observation) about `subject`: active, not superseded, not expired at
// `now`. Throws TarnError (Storage).
std::optional<qint64> holder(Lake &lake, const QString &subject, qint64 now);

} // namespace SubjectRows

} // namespace tarn
