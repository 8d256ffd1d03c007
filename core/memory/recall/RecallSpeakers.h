// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

#include <QString>

namespace tarn {

// Who a conversation turn is spoken by, and whom a question asks about.
// A turn written as a transcript line names its speaker first ("Gina:
// Congrats, Jon! The studio looks amazing", "assistant: Done: …"). A
// question that names one of a conversation's speakers ("How does Jon
// feel about the opening night?", "What does Gina say to Jon about the
// grand opening?") asks what that person said: the first speaker it names
// is the one, unless it names two together ("How do Jon and Gina both
// like to destress?"). The other speaker's turns share the question's
// words as readily (they reply to it, and call the person by name), so
// among the hits, turns spoken by someone else keep kOtherSpeakerFactor of
// their score. Nothing changes where no hit is spoken by the person asked
// about, or the question names no speaker.
namespace RecallSpeakers {

// The turn a hit brings (RecallConversation.h) is then the asked speaker's
// too. On LoCoMo's tune conversations (conv-26, conv-30, conv-41; 383
// questions), R@5 / R@10: 70.1 / 76.9 before; bringing only the asked
// speaker's turn 71.1 / 78.0; with the factor at 0.9 70.9 / 79.5, at 0.85
// 71.6 / 79.5, at 0.8 71.3 / 80.0 (tests/data/recall-eval unchanged).
inline constexpr double kOtherSpeakerFactor = 0.85;

// The speaker a transcript line names first ("Gina" in "Gina: …"; one to
// three words before a colon, each capitalised, or user/assistant), or empty.
QString speakerOf(const QString &content);
// Lowers the hits spoken by another than the speaker `question` asks
// about, and returns that speaker (lowercase; empty: none); leaves the
// order to whoever sorts next.
QString apply(QList<RecallHit> &hits, const QString &question);

} // namespace RecallSpeakers

} // namespace tarn
