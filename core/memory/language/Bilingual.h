// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn::Bilingual {

// A person who lives in two languages writes some memories in one and asks
// about them in the other ("who is our paediatrician?" of "Unsere
// Kinderärztin ist Dr. Berger"; "Wie heißt unser Hund?" of "Our dog is
// called Biscuit"). The words of one language
// for a word of the other, from FreeDict's German-English and English-German
// dictionaries (Debian's dict-freedict-deu-eng and dict-freedict-eng-deu,
// from TU Chemnitz's Ding; GPL-3.0-or-later), read where dictd keeps them
// (/usr/share/dictd, or TARN_FREEDICT_DIR) in place: the sorted index is
// searched in its mapped file and a headword's entries are inflated from
// the dictzip chunk that holds them. Without the files every list is empty
// and recall asks in the question's own language alone.
//
// A headword's entries are its senses in the dictionary's order, which is
// not how common each is ("Hund" is a mine cart before it is a dog): each
// sense's first translations are taken, nearest senses first, so a word
// used in several senses brings a little of each. Recall asks only for the
// ones the lake holds (RecallQuery::build).
inline constexpr int kMaxTranslations = 12;
inline constexpr int kEntriesRead = 16;
inline constexpr int kPerSense = 3;

// `word` is one lowercased word. Translations of one or two words,
// lowercased, without the dictionary's labels ("<n>", "[Br.]"). Thread-safe.
QStringList english(const QString &germanWord);
QStringList german(const QString &englishWord);

// Whether both dictionaries were found (for the tests).
bool available();
// For the tests: english() from the German-English dictionary in `folder`,
// opened for this call alone and not remembered.
QStringList englishFrom(const QString &folder, const QString &germanWord);

} // namespace tarn::Bilingual
