// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// A name a text is said to, not about: "Thanks, Caroline! These are for
// running" is Melanie's, and says nothing of Caroline. In a conversation
// every turn of one speaker calls the other by name, so a question about
// Caroline ("what does Melanie say running has been great for?") matched
// her name in Melanie's turns as often as in her own. Recall reads a
// candidate's words with such names left out (RecallQuery::wordsAnswered);
// the index keeps them (a search for the name still finds the turn).
namespace Vocatives {

// `text` with each name in the place of one spoken to replaced by spaces
// of the same length: after a greeting or thanks ("Hey Mel,", "Thanks,
// Caroline!", "Danke, Anna."), opening a sentence before a comma
// ("Caroline, congrats!", not "Oscar, my guinea pig"), or closing one after
// a comma ("That's lovely, Melanie!"). A name is one capitalised word.
QString blanked(const QString &text);
// Whether any of `words` (lowercase) is written capitalised in `text`: only
// then can blanked() change which of them the text holds. Far cheaper than
// blanked(), so recall asks it first of every candidate.
bool mayAddress(const QString &text, const QStringList &words);

} // namespace Vocatives

} // namespace tarn
