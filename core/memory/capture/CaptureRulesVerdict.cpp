// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A thing named and judged in a word (issue 20, capture's eleventh dev
// round): "Olives? Ew.", "Coriander, no thanks.", "Spicy food? Bring it
// on!", "Rosenkohl? Nein danke.", "Kaffee? Immer!". The thing is a bare noun
// phrase: with an article, a pronoun, a day or "more" it is what is on the
// table now ("The meeting? No thanks.", "More coffee? No thanks.",
// "Tomorrow? Count me out."). An answer to an offer is no verdict either:
// "yes please", "count me in", "ja bitte", "gerne" accept what is offered
// now, so only words that judge the thing itself count as a like.

#include "CaptureRulesText.h"

namespace tarn::CaptureRules::detail {

namespace {

bool isBareThing(const QString &thing)
{
    if (thing.isEmpty() || thing.count(u' ') > 3)
        return false;
    static const QRegularExpression situational = rx(QStringLiteral(
        R"(\b(?:the|this|that|these|those|a|an|my|your|our|it|its|you|i|we|more|another|some|any|second|extra|other|)"
        R"(today|tonight|tomorrow|now|later|again|next|der|die|das|den|dem|des|ein|eine|einen|dein|deine|mein|meine|noch|mehr|)"
        R"(heute|morgen|jetzt|später|nochmal|diese[rsnm]?|du|ich|wir|es)\b)"));
    static const QRegularExpression letters = rx(QStringLiteral(R"(^\p{L}[\p{L}\s'’-]*$)"));
    return letters.match(thing).hasMatch() && !situational.match(thing).hasMatch();
}

} // namespace

std::optional<CaptureCandidate> verdictOn(const QString &thing, const QString &verdict, Language lang, const QString &said)
{
    const QString what = thing.trimmed();
    if (!isBareThing(what))
        return std::nullopt;
    static const QRegularExpression dislikeEn = rx(QStringLiteral(
        R"(^(?:ew+|yuck|yuk|ugh|gross|no thanks|no thank you|nope|never|not for me|count me out|hard pass|pass|hate (?:it|them)|)"
        R"(can't stand (?:it|them)|not a chance|no way|absolutely not)(?:\s*,?\s*(?:thanks|never|ever|ugh))?\s*[.!]*$)"));
    static const QRegularExpression likeEn = rx(QStringLiteral(
        R"(^(?:always|any day|any time|anytime|bring it on|love (?:it|them)|yum+|yummy|)"
        R"(can't get enough|every time|hell yes|absolutely|all day)(?:\s*,?\s*(?:always|every time|please))?\s*[.!]*$)"));
    static const QRegularExpression dislikeDe = rx(QStringLiteral(
        R"(^(?:nein danke|nein,? danke|igitt|bäh|iiih+|bloß nicht|niemals|nie im leben|auf keinen fall|gar nicht mein ding|nichts für mich|)"
        R"(um gottes willen|kann ich nicht ausstehen|hasse ich)\s*[.!]*$)"));
    static const QRegularExpression likeDe = rx(QStringLiteral(
        R"(^(?:immer|immer gerne?|her damit|jederzeit|lecker|liebe ich|mag ich)\s*[.!]*$)"));
    // "Anything with chocolate, I'm in": joining in is a like when what is
    // joined is a kind of thing, not an offer.
    static const QRegularExpression anything = rx(QStringLiteral(R"(^(?:anything|everything)\s+(?:with|involving|containing|about)\s+)"));
    static const QRegularExpression joinIn = rx(QStringLiteral(R"(^(?:i'm in|count me in|sign me up|i'm there)\s*[.!]*$)"));
    const QString v = verdict.trimmed();
    const bool en = lang == Language::English;
    const bool dislikes = (en ? dislikeEn : dislikeDe).match(v).hasMatch();
    const bool likes = !dislikes
                    && ((en ? likeEn : likeDe).match(v).hasMatch() || (en && anything.match(what).hasMatch() && joinIn.match(v).hasMatch()));
    if (!dislikes && !likes)
        return std::nullopt;
    QString content;
    if (en)
        content = likes ? QStringLiteral("Likes %1.").arg(what.toLower()) : QStringLiteral("Dislikes %1.").arg(what.toLower());
    else
        content = likes ? QStringLiteral("Mag %1.").arg(what) : QStringLiteral("Mag %1 nicht.").arg(what);
    return candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what), content, 0.8, QStringLiteral("preference"), said);
}

QList<CaptureCandidate> verdictsIn(const QList<Sentence> &sentences, Language lang)
{
    QList<CaptureCandidate> out;
    static const QRegularExpression oneSentence = rx(QStringLiteral(R"(^([^,?!:–—]{2,40}?)\s*(?:[,?:]|\s[–—-])\s*([^,]{2,40})$)"));
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        QString text = sentences.at(i).text.trimmed();
        // "Olives?" then "Ew.": the question names the thing, the next
        // sentence judges it.
        if ((sentences.at(i).question || text.endsWith(u'?')) && i + 1 < sentences.size()) {
            if (text.endsWith(u'?'))
                text.chop(1);
            if (auto c = verdictOn(text, sentences.at(i + 1).text, lang, sentences.at(i).text + u' ' + sentences.at(i + 1).text)) {
                out << *c;
                ++i;
                continue;
            }
        }
        if (const auto m = oneSentence.match(sentences.at(i).text.trimmed()); m.hasMatch())
            if (auto c = verdictOn(m.captured(1), m.captured(2), lang, sentences.at(i).text))
                out << *c;
    }
    return out;
}

} // namespace tarn::CaptureRules::detail
