// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text plumbing the capture rules share (CaptureRules.cpp and the
// per-language files): sentences, keys, the shape of a stored note, and
// which language a turn is in. Internal to the capture rules.

#include "CaptureRules.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <optional>

namespace tarn::CaptureRules::detail {

enum class Language { English, German };

// Case-insensitive, Unicode-aware: every rule pattern is written this way.
QRegularExpression rx(const QString &pattern);

struct Sentence
{
    QString text;
    bool question = false;
};

// Sentences end at . ! ? (before a space or the end), ; or a line break;
// not after "Dr." and its kind, nor after a German ordinal date ("am 3. Mai").
QList<Sentence> sentencesOf(const QString &text);

// A turn is German when its function words are: per turn, not per sentence,
// because a German turn quoting an English title is still German.
Language languageOf(const QString &text);

// A supersession key: lowercase words, articles and possessives dropped
// (English and German ones).
QString keyOf(const QString &phrase);
// Whether quotation marks in the text give someone's words ("He wrote: "I
// live in Paris now."") rather than a title ("My favourite film is "Das
// Leben der Anderen"", "Mein Lieblingsbuch ist „Der Steppenwolf“"): a
// title is one quoted part closing the sentence, not after a colon, that
// neither speaks in the first person nor ends a sentence of its own.
bool quotesSpeech(const QString &text);
// A thing named and judged in a word ("Olives? Ew.", "Kaffee? Immer!"):
// the likes and dislikes of a turn's sentences (CaptureRulesVerdict.cpp).
std::optional<CaptureCandidate> verdictOn(const QString &thing, const QString &verdict, Language lang, const QString &said);
QList<CaptureCandidate> verdictsIn(const QList<Sentence> &sentences, Language lang);
// Sentences that end by handing the question back ("I'm vegan, how about
// you?", "Ich liebe Jazz, und du?") read as the statements they are.
QList<Sentence> withoutTagQuestions(QList<Sentence> sentences);
// The text without emoji, emoticons (":)", "xD") and pronouns in
// parentheses ("Sam (she/her) here"): nothing the rules read.
QString withoutDecoration(const QString &text);
QString sentenceCase(QString text);

// Removes leading fillers and trailing asides until none is left, then
// trailing punctuation: both languages' stripFillers, with their patterns.
QString stripRepeatedly(QString clause, const QRegularExpression &leading, const QRegularExpression &trailing);

// "forget …": the forget candidate for `what`, or nothing when `what`
// names nothing (empty, a pronoun the `empty` pattern matches, or under
// three letters of key).
std::optional<CaptureCandidate> forgetCandidate(const QString &what, const QRegularExpression &empty,
                                                const QString &clause);

// A diet, allergy or health fact given as the reason for a question ("As a
// vegetarian, what should I order?", "Wegen meiner Nussallergie …"): the
// candidate a language's rules read from `said`, the statement the reason
// makes ("I'm a vegetarian"), kept only where its rule is one of those
// three, and filed under the whole `sentence`. Both languages'
// statedAsReason end here.
std::optional<CaptureCandidate> healthReason(std::optional<CaptureCandidate> fromSaid, const QString &sentence);

// A candidate with the common fields filled in.
CaptureCandidate candidate(Kind kind, const QString &subject, const QString &content, double confidence,
                           const QString &rule, const QString &sentence);

// English per-clause rules: statements a person makes about themself beyond
// names and likes (CaptureRulesEnglish.cpp), and the turn around them:
// asides, errands, tasks, fragments, non-durable shapes
// (CaptureRulesEnglishTurn.cpp).
namespace english {
QString thirdPerson(QString text);
QString aboutThePerson(QString statement);
std::optional<CaptureCandidate> selfStatement(const QString &clause);
std::optional<CaptureCandidate> errand(const QString &clause);
bool isNonDurable(const QString &clause);   // past states, situational choices, filler
QString stripAside(const QString &clause, bool *found);
bool isTaskRequest(const QString &clause);
QString withApostrophes(QString text);       // "im vegan", "cant stand olives": chat's contractions restored
QString withSubject(const QString &clause);  // "Allergic to nuts" → "I'm allergic to nuts"; unchanged if no fragment   // "write me a poem": work for the assistant
bool isErrandMarker(const QString &clause);  // "put it on my list": the errand is elsewhere
std::optional<CaptureCandidate> errandFrom(const QString &what, const QString &sentence);
// Likes, dislikes and diets in idiom: "knitting keeps me sane", "I never miss
// a Liverpool match", "I've cut out gluten" (CaptureRulesEnglishIdiom.cpp).
std::optional<CaptureCandidate> tasteInIdiom(const QString &clause);
std::optional<CaptureCandidate> dietInIdiom(const QString &clause);
std::optional<CaptureCandidate> leisureIn(const QString &sentence); // "When I have free time, I paint"
// Across the clauses a sentence splits into: "Give me a good thriller and
// I'm happy", "Spicy food – the hotter the better".
std::optional<CaptureCandidate> tasteAcrossClauses(const QString &sentence);
// Across sentences: "Mushrooms? Yuck, I pick them out of everything."
QList<CaptureCandidate> tastesAsReactions(const QList<Sentence> &sentences);
} // namespace english

// German per-clause rules (CaptureRulesGerman.cpp): everything the English
// rules cover, for a turn languageOf() calls German.
namespace german {
QList<CaptureCandidate> parse(const QList<Sentence> &sentences);
// Chat's spoken German written out: the first person's dropped "-e" ("ich
// wohn in Leipzig" → "ich wohne …", "Alkohol trink ich keinen"), and the
// south's "i" for "ich" ("i bin …"). The rules read the written forms.
QString withFullVerbs(const QString &text);
} // namespace german

} // namespace tarn::CaptureRules::detail
