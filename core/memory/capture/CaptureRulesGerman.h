// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The German rules' shared pieces (internal to the capture rules): the note
// in the third person, clause structure, and the turn around a statement
// (CaptureRulesGermanTurn.cpp); the statements are CaptureRulesGerman.cpp's.

#include "CaptureRulesText.h"

namespace tarn::CaptureRules::detail::german {

// First person singular to third: "wohne" → "wohnt", "bin" → "ist".
QString thirdPersonVerb(const QString &verb);
// "mein" → "sein"; "mich" → "sich" when the person is the subject, else "ihn".
QString thirdPersonRest(QString text, bool reflexive = false);
// "Ich wohne in Graz" → "Wohnt in Graz.".
QString note(const QString &clause);
// "dass ich Vegetarierin bin" → "ich bin Vegetarierin".
QString verbSecond(const QString &clause);
QStringList clausesOf(const QString &sentence);
QString stripFillers(QString clause);
QString stripAside(const QString &text, bool *found);
bool isQuestion(const QString &clause, bool question);
bool isGuarded(const QString &clause);     // hypotheticals, reported speech, past states
bool isTaskRequest(const QString &clause); // "Schreib mir ein Gedicht"
bool isSituational(const QString &clause); // "Ich nehme lieber die zweite Option"
std::optional<CaptureCandidate> errand(const QString &clause);
bool isErrandMarker(const QString &clause);
// Likes, dislikes and intolerances in idiom: "Ich hab's nicht so mit
// Spinnen", "Milchprodukte bekommen mir nicht" (CaptureRulesGermanIdiom.cpp).
std::optional<CaptureCandidate> tasteInIdiom(const QString &clause);
// Food, drink and what people are intolerant of, for the diet rules whose
// frame alone says little ("Laktose ist bei mir ein Problem", not "Zeit");
// a compound ends in one ("Kuhmilch", "Haselnüsse").
bool isGermanFoodWord(const QString &what);

} // namespace tarn::CaptureRules::detail::german
