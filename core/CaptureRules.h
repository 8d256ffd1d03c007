#pragma once

#include "Delta.h"

#include <QList>
#include <QString>

namespace tarn {

// What a person's side of a conversation asks Tarn to keep or drop (seed
// 001's capture step, DESIGN §4): "remember …", "forget …", "my name is …
// / call me …", "I prefer … / I like … / I don't like …", "my favourite X
// is Y". Pure text in, candidates out; Capture.h writes them.
//
// The guards matter as much as the patterns: questions, hypotheticals,
// reported speech, negations ("my name is not important"), remarks about
// the conversation ("I like how you said that") and requests that only
// look like names ("call me when you're done") capture nothing.
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
    QString rule;      // which pattern found it: remember, forget, name, call-me, preference, favourite
    QString sentence;  // the words it came from
};

namespace CaptureRules {
QList<CaptureCandidate> parse(const QString &userText);
} // namespace CaptureRules

} // namespace tarn
