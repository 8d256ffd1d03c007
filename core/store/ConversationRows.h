// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace tarn {

class Lake;

// A session's turns in the order they were written, as recall reads them
// to place the turn that answered a hit beside it (RecallConversation.h
// decides when). Read through the session index on either engine.
namespace ConversationRows {

// The next live turn of `session` after `rid` (active, not superseded, not
// expired at `now`), if any. Throws TarnError (Storage).
std::optional<qint64> nextTurn(Lake &lake, const QString &session, qint64 rid, qint64 now);

} // namespace ConversationRows

} // namespace tarn
