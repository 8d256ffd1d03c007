// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace tarn {

class Lake;

// The background embedder's last word, one row (embedding_state, id 1):
// which model it last ran, its last error and when, its last success. The
// window and `tarn status` show it (Lake::stats); whether to
// trust it for the model now configured is theirs to decide. Throws
// TarnError (Storage).
namespace EmbedderState {

struct Outcome
{
    QString model;
    QString lastError;
    std::optional<qint64> lastErrorAt;
    std::optional<qint64> lastOkAt;
};

// A success when `error` is empty (clears the last error), else a failure.
void record(Lake &lake, const QString &model, const QString &error, qint64 at);
// The row, if the lake has it.
std::optional<Outcome> read(Lake &lake);

} // namespace EmbedderState

} // namespace tarn
