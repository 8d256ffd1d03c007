// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QString>

namespace tarn {

// What a person's side of a conversation asks Tarn to keep or drop (seed
// 001's capture step, DESIGN §4), in English and German (issue 20): what
// they state about themself, "remember …", "forget …", and errands. Pure
// text in, candidates out; Capture.h writes them.
//
// The language is decided per turn from its function words
// (CaptureRulesText.h). English rules live in CaptureRules.cpp (names,
// likes, remember, forget, the turn's walk), CaptureRulesEnglish.cpp (the
// other statements about oneself), CaptureRulesEnglishTurn.cpp (asides,
// errands, tasks, fragments, what states nothing lasting) and
// CaptureRulesEnglishIdiom.cpp (likes and diets in idiom); German ones in
// CaptureRulesGerman.cpp, CaptureRulesGermanTurn.cpp and
// CaptureRulesGermanIdiom.cpp. Rules are patterns
// over a clause's structure: a first-person subject, a verb from a small
// lexicon, an object; not lists of sentences.
//
// Which kind a statement becomes, and why:
// - names ("my name is", "I'm Marcus", "I go by Sam", "ich heiße") →
//   profile, subject profile:name;
// - likes and dislikes however phrased ("I'm into", "not a fan of", "X is
//   my favourite", "ich mag", "esse gern") and diets ("I'm vegetarian",
//   "I don't eat pork", "ich esse kein Fleisch") → preference: they shape
//   what an assistant suggests, and a person changes them;
// - allergies and health conditions, home, origin, job, workplace, studies,
//   birthday and age → profile (profile:home, profile:job, profile:allergy
//   <allergen> …): one current value about the person, a new statement
//   supersedes the old ("I moved to Hamburg" replaces "Lives in Berlin");
// - family and pets ("my sister lives in Hamburg", "I have two kids") →
//   fact: a statement about someone else the person knows, keyed by the
//   relative and what is said of them (fact:sister lives, fact:has kids);
// - asides ("for future reference, …", "just so you know, …", "zur Info:
//   …") → the statement after them, whole ("I'm colour-blind, so don't
//   describe things by red and green"), as fact unless a name or like rule
//   knows its shape: the person said it is worth keeping, and its "so …"
//   is often the point;
// - errands ("remind me to water the plants", "erinnere mich, …",
//   "don't forget to …") → goal with decay class `active`: short-lived task
//   memories (14 days, refreshed when recalled), not nothing, because a
//   person who asks to be reminded expects the next conversation to know,
//   and not permanent, because an errand done is noise.
//
// Memories are notes about the person, in the third person ("Lives in
// Leeds.", "Wohnt in Graz."), so an assistant reading its context never
// takes "I don't eat pork" for its own words; German notes use "sein" for
// "mein" (the generic "der Nutzer"), German having no neutral possessive.
// Close family and pets count as the person's own (who they are: name, age,
// birthday); friends, colleagues and neighbours are other people, and what
// is said of any relative beyond who they are is theirs to tell.
//
// The guards matter as much as the patterns. Nothing is captured from:
// questions, hypotheticals (if / suppose / would / wenn / würde / wäre),
// quotes and reported speech of others (said / told / sagte / „…“), past
// states ("I used to", "as a kid", "früher", "als Kind"), negated facts
// ("my name is not important", "I don't live there"; a negated like or diet
// is a dislike and is kept), conversational filler ("I prefer not to say",
// "I don't like to interrupt, but …", "I like how you said that"),
// situational choices ("I prefer the second option", "I like the blue one
// better", "ich nehme das blaue"), requests ("I'd like a coffee") and
// look-alikes of names ("call me when you're done", "I'm tired").
struct CaptureCandidate
{
    enum class Action { Remember, Forget };
    Action action = Action::Remember;
    Kind kind = Kind::Fact;
    // The supersession key: a later candidate with the same subject
    // replaces the memory this one wrote ("profile:name",
    // "preference:coffee", "fact:my wife's birthday").
    QString subject;
    QString content;   // the memory, or for Forget what to forget
    double confidence = 0.9;
    QString rule;      // which pattern found it: remember, forget, name, call-me, preference, favourite, diet, home, job, family, errand …
    QString sentence;  // the words it came from
    // Set for errands (active); None leaves it to the source's laws.
    DecayClass decayClass = DecayClass::None;
};

namespace CaptureRules {
QList<CaptureCandidate> parse(const QString &userText);
} // namespace CaptureRules

} // namespace tarn
