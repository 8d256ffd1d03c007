// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tarn {

class Lake;

// A session's turns in the order they were written, as recall reads them
// to place the turn that answered a hit beside it (RecallConversation.h
// decides when). Read through the session index on either engine.
namespace ConversationRows {

// The next `count` live turns of `session` after `rid` (active, not
// superseded, not expired at `now`), in order; fewer where the session
// ends. Throws TarnError (Storage).
QList<qint64> nextTurns(Lake &lake, const QString &session, qint64 rid, qint64 now, int count);

} // namespace ConversationRows

} // namespace tarn
