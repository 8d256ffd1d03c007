// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The capture rules as they were on main before issue 20 (commit 9692b90),
// kept only so tst_capture_quality can print them beside the new ones as a
// baseline. Not part of tarn_core; never extend it.

#include "CaptureRulesBaseline.h"

#include <QRegularExpression>
#include <QSet>

namespace tarn::CaptureRulesBaseline {

namespace {

QRegularExpression rx(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

struct Sentence
{
    QString text;
    bool question = false;
};

// A full stop after these is not the end of a sentence ("Call me Dr. Smith").
bool isAbbreviation(const QString &current)
{
    static const QSet<QString> abbreviations{
        QStringLiteral("dr"), QStringLiteral("mr"),  QStringLiteral("mrs"), QStringLiteral("ms"), QStringLiteral("prof"),
        QStringLiteral("st"), QStringLiteral("jr"),  QStringLiteral("sr"),  QStringLiteral("e.g"), QStringLiteral("i.e"),
        QStringLiteral("vs"), QStringLiteral("etc"), QStringLiteral("no"),  QStringLiteral("approx")};
    const qsizetype space = current.lastIndexOf(u' ');
    return abbreviations.contains(current.mid(space + 1).toLower());
}

// Sentences end at . ! ? (before a space or the end), ; or a line break.
QList<Sentence> sentencesOf(const QString &text)
{
    QList<Sentence> out;
    QString current;
    const auto flush = [&](bool question) {
        const QString t = current.trimmed();
        if (!t.isEmpty())
            out.append({t, question});
        current.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool atBoundary = i + 1 >= text.size() || text.at(i + 1).isSpace();
        if (c == u'.' && atBoundary && i + 1 < text.size() && isAbbreviation(current))
            current += c;
        else if ((c == u'.' || c == u'!' || c == u'?') && atBoundary)
            flush(c == u'?');
        else if (c == u';' || c == u'\n')
            flush(false);
        else
            current += c;
    }
    flush(false);
    return out;
}

// "My name is Robin, and I prefer short answers" holds two statements.
QStringList clausesOf(const QString &sentence)
{
    static const QRegularExpression split = rx(QStringLiteral(
        R"((?:\s*,\s*|\s+)(?:and|but|so|also|plus)\s+(?=(?:i|i'm|my|call me|please|remember|forget|don't forget)\b)|\s*,\s*(?=(?:i|my|call me|please|remember|forget|don't forget)\b))"));
    return sentence.split(split, Qt::SkipEmptyParts);
}

QString stripFillers(QString clause)
{
    static const QRegularExpression filler = rx(QStringLiteral(
        R"(^(?:oh|ok|okay|well|also|btw|by the way|and|but|so|hey|hi|hello|actually|fyi|just so you know|for the record|anyway|yes|yeah|right|great|thanks|thank you|one more thing|oh and)\b[\s,:!-]*)"));
    for (;;) {
        const QString before = clause;
        clause.remove(filler);
        clause = clause.trimmed();
        if (clause == before)
            break;
    }
    while (!clause.isEmpty() && QStringLiteral(".!,:-\"'").contains(clause.back()))
        clause.chop(1);
    return clause.trimmed();
}

// Clauses that state nothing about the person: questions, hypotheticals,
// reported speech.
bool isGuarded(const QString &clause, bool question)
{
    static const QRegularExpression asking = rx(QStringLiteral(
        R"(^(?:what|who|whom|whose|why|how|when|where|which|do|does|did|is|are|am|was|were|can|could|would|will|should|shall|may|might|have|has|had)\b)"));
    static const QRegularExpression hypothetical =
        rx(QStringLiteral(R"(^(?:if|whenever|suppose|supposing|imagine|pretend|let's say|lets say|unless|in case)\b)"));
    static const QRegularExpression reported =
        rx(QStringLiteral(R"(\b(?:said|says|told|tells|asked|asks|wrote|writes|quote|quoting)\b|["“”])"));
    return question || asking.match(clause).hasMatch() || hypothetical.match(clause).hasMatch()
        || reported.match(clause).hasMatch();
}

// "my" becomes "their": a preference reads as a note about the person.
QString thirdPerson(QString text)
{
    static const QList<QPair<QRegularExpression, QString>> swaps{
        {rx(QStringLiteral(R"(\bmyself\b)")), QStringLiteral("themselves")},
        {rx(QStringLiteral(R"(\bmine\b)")), QStringLiteral("theirs")},
        {rx(QStringLiteral(R"(\bmy\b)")), QStringLiteral("their")},
        {rx(QStringLiteral(R"(\bme\b)")), QStringLiteral("them")},
        {rx(QStringLiteral(R"(\bi'm\b)")), QStringLiteral("they're")},
        {rx(QStringLiteral(R"(\bi\b)")), QStringLiteral("they")},
    };
    for (const auto &[from, to] : swaps)
        text.replace(from, to);
    return text;
}

// A supersession key: lowercase words, articles and possessives dropped.
QString keyOf(const QString &phrase)
{
    static const QSet<QString> drop{QStringLiteral("a"),     QStringLiteral("an"),   QStringLiteral("the"),
                                    QStringLiteral("my"),    QStringLiteral("their"), QStringLiteral("some"),
                                    QStringLiteral("our"),   QStringLiteral("of"),   QStringLiteral("to")};
    QStringList words;
    for (const QString &w : phrase.toLower().split(rx(QStringLiteral(R"([^\p{L}\p{N}']+)")), Qt::SkipEmptyParts))
        if (!drop.contains(w))
            words << w;
    return words.join(u' ');
}

// "I'm allergic to penicillin" is kept as "Is allergic to penicillin.",
// "I live in Berlin" as "Lives in Berlin.": a note about the person, the
// way the preferences read.
QString aboutThePerson(QString statement)
{
    static const QRegularExpression be = rx(QStringLiteral(R"(^(?:i'm|i am|im)\s+)"));
    static const QRegularExpression have = rx(QStringLiteral(R"(^(?:i've|i have)\s+)"));
    static const QRegularExpression was = rx(QStringLiteral(R"(^i was\s+)"));
    static const QRegularExpression verb = rx(QStringLiteral(R"(^i\s+(\p{L}+)\b)"));
    statement = statement.trimmed();
    if (const auto m = be.match(statement); m.hasMatch())
        return QStringLiteral("is ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = have.match(statement); m.hasMatch())
        return QStringLiteral("has ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = was.match(statement); m.hasMatch())
        return QStringLiteral("was ") + thirdPerson(statement.mid(m.capturedLength()));
    if (const auto m = verb.match(statement); m.hasMatch()) {
        QString v = m.captured(1).toLower();
        static const QSet<QString> irregular{QStringLiteral("can"), QStringLiteral("will"), QStringLiteral("must"),
                                             QStringLiteral("should"), QStringLiteral("could"), QStringLiteral("would"),
                                             QStringLiteral("may"), QStringLiteral("might"), QStringLiteral("shall")};
        if (v == u"do" || v == u"go")
            v += QStringLiteral("es");
        else if (irregular.contains(v))
            ;
        else if (v.endsWith(u's') || v.endsWith(QLatin1String("sh")) || v.endsWith(QLatin1String("ch")) || v.endsWith(u'x'))
            v += QStringLiteral("es");
        else if (v.size() > 1 && v.endsWith(u'y') && !QStringLiteral("aeiou").contains(v.at(v.size() - 2)))
            v = v.chopped(1) + QStringLiteral("ies");
        else
            v += u's';
        return v + thirdPerson(statement.mid(m.capturedEnd(1)));
    }
    return thirdPerson(statement);
}

QString sentenceCase(QString text)
{
    text = text.trimmed();
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    if (!text.isEmpty() && !QStringLiteral(".!?").contains(text.back()))
        text += u'.';
    return text;
}

// Trailing words that do not change what is liked.
QString withoutTrail(QString object)
{
    static const QRegularExpression trail = rx(QStringLiteral(
        R"(\s*,?\s*\b(?:anymore|any more|these days|nowadays|now|a lot|very much|so much|too|as well|really|best|most|either|after all)\s*$)"));
    for (;;) {
        const QString before = object;
        object.remove(trail);
        if (object == before)
            break;
    }
    return object.trimmed();
}

// What "I like …" must not be about: the conversation itself, or nothing.
bool isAboutTheConversation(const QString &object)
{
    static const QRegularExpression vague = rx(QStringLiteral(
        R"(^(?:how|what|when|where|who|why|that|this|it|it's|these|those|them|the way|your|you|yours|talking|hearing|being told|to think|the idea|the fact|so|very much|a lot|when you|it when)\b)"));
    return object.isEmpty() || vague.match(object).hasMatch();
}

std::optional<CaptureCandidate> preference(const QString &clause)
{
    static const QRegularExpression hedge = rx(QStringLiteral(R"(^(?:i think|i guess|i suppose|maybe|perhaps|probably)\s*,?\s*)"));
    static const QRegularExpression favourite = rx(QStringLiteral(
        R"(^my\s+(?:(?:very|all-time|all time|absolute)\s+)?favou?rite\s+(.+?)\s+(?:is|are)\s+(.+)$)"));
    static const QRegularExpression dontLike = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|just|also|honestly|still|truly|actually)\s+)*(?:don't|do not|dont|no longer|never|didn't|did not)\s+(?:really\s+|much\s+)?(like|love|enjoy|care for)\s+(.+)$)"));
    static const QRegularExpression dislike = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|just|also|honestly|truly|absolutely|actually)\s+)*(dislike|hate|loathe|detest|can't stand|cannot stand|can't bear)\s+(.+)$)"));
    static const QRegularExpression like = rx(QStringLiteral(
        R"(^i\s+((?:(?:really|just|also|honestly|truly|absolutely|much|very much|definitely|still|do|generally|usually|always|mostly|actually|kind of|sort of|kinda|sometimes|quite)\s+)*)(prefer|like|love|enjoy|adore)\s+(.+)$)"));
    static const QRegularExpression hedgedAdverb = rx(QStringLiteral(R"(\b(?:kind of|sort of|kinda|sometimes|quite)\b)"));
    static const QRegularExpression versus = rx(QStringLiteral(R"(^(.+?)\s+(?:to|over|rather than|instead of|more than)\s+(.+)$)"));

    QString c = clause;
    bool hedged = false;
    if (const auto m = hedge.match(c); m.hasMatch()) {
        hedged = true;
        c = c.mid(m.capturedLength());
    }
    CaptureCandidate out;
    out.kind = Kind::Preference;
    out.sentence = clause;
    if (const auto m = favourite.match(c); m.hasMatch()) {
        const QString what = m.captured(1).trimmed();
        const QString value = withoutTrail(m.captured(2));
        if (what.contains(rx(QStringLiteral(R"(\b(?:you|your|thing about)\b)"))) || isAboutTheConversation(value))
            return std::nullopt;
        out.rule = QStringLiteral("favourite");
        out.subject = QStringLiteral("preference:favourite ") + keyOf(what);
        out.content = sentenceCase(QStringLiteral("Favourite %1 is %2").arg(thirdPerson(what), thirdPerson(value)));
        out.confidence = hedged ? 0.6 : 0.9;
        return out;
    }
    QString verb, object;
    bool negative = false;
    const auto notLiked = dontLike.match(c);
    const auto disliked = notLiked.hasMatch() ? QRegularExpressionMatch() : dislike.match(c);
    const auto liked = notLiked.hasMatch() || disliked.hasMatch() ? QRegularExpressionMatch() : like.match(c);
    if (notLiked.hasMatch()) {
        negative = true;
        verb = QStringLiteral("does not ") + notLiked.captured(1).toLower();
        object = notLiked.captured(2);
    } else if (disliked.hasMatch()) {
        negative = true;
        const QString v = disliked.captured(1).toLower();
        verb = v.startsWith(QLatin1String("can")) ? QStringLiteral("cannot stand") : v + u's';
        object = disliked.captured(2);
    } else if (liked.hasMatch()) {
        if (hedgedAdverb.match(liked.captured(1)).hasMatch())
            hedged = true;
        verb = liked.captured(2).toLower() + u's';
        object = liked.captured(3);
    } else {
        return std::nullopt;
    }
    object = withoutTrail(object);
    if (isAboutTheConversation(object.toLower()) || object.size() > 160)
        return std::nullopt;
    out.rule = QStringLiteral("preference");
    // "tea to coffee" and "coffee over tea" are about the same choice.
    QString key = keyOf(object);
    if (const auto m = versus.match(object); m.hasMatch() && verb == u"prefers") {
        QStringList pair{keyOf(m.captured(1)), keyOf(m.captured(2))};
        pair.sort();
        key = pair.join(QStringLiteral(" | "));
    }
    out.subject = QStringLiteral("preference:") + key;
    out.content = sentenceCase(verb + u' ' + thirdPerson(object));
    out.confidence = hedged ? 0.6 : (negative ? 0.85 : 0.85);
    return out;
}

std::optional<CaptureCandidate> name(const QString &clause)
{
    static const QRegularExpression intro = rx(QStringLiteral(
        R"(^(?:(my name is|my name's|i am called|i'm called|my friends call me|people call me|everyone calls me)|((?:you can |please |just |you may )?call me))\s+(.+)$)"));
    static const QSet<QString> notNames = [] {
        QSet<QString> set;
        for (const char *w :
             {"not", "a", "an", "the", "when", "whenever", "if", "after", "before", "back", "later", "tomorrow", "tonight",
              "today", "anytime", "any", "at", "on", "in", "by", "maybe", "please", "now", "soon", "just", "so", "really",
              "actually", "no", "nothing", "never", "someone", "something", "anything", "what", "whatever", "crazy", "old",
              "lazy", "silly", "paranoid", "biased", "stupid", "important", "irrelevant", "hard", "difficult", "long",
              "short", "weird", "unusual", "common", "spelled", "spelt", "pronounced", "written", "mentioned", "listed",
              "up", "out", "over", "again", "once", "asap", "sometime", "sometimes", "every", "you", "your", "that",
              "this", "it", "here", "there", "too", "also", "still", "only", "kind", "sort", "like", "for", "with", "to",
              "from", "about", "because", "since", "until", "is", "was", "as", "right", "first", "next", "old-fashioned",
              "naive", "sentimental", "picky", "tonite", "around", "whatever", "anything", "secret", "private", "boring",
              "hard", "easy", "funny", "unique", "different", "same", "mine", "his", "her", "their", "ours", "back,"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    const auto m = intro.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    const bool callMe = !m.captured(2).isEmpty();
    const QStringList rest = m.captured(3).split(rx(QStringLiteral(R"(\s+)")), Qt::SkipEmptyParts);
    static const QRegularExpression nameWord = rx(QStringLiteral(R"(^\p{L}[\p{L}'’-]*$)"));
    static const QSet<QString> stops{QStringLiteral("and"), QStringLiteral("but"), QStringLiteral("from"),
                                     QStringLiteral("by"), QStringLiteral("if"), QStringLiteral("when"),
                                     QStringLiteral("because"), QStringLiteral("though"), QStringLiteral("please"),
                                     QStringLiteral("thanks"), QStringLiteral("btw")};
    QStringList words;
    qsizetype used = 0;
    static const QRegularExpression title = rx(QStringLiteral(R"(^(?:dr|mr|mrs|ms|mx|prof)\.$)"));
    for (const QString &raw : rest) {
        QString w = raw;
        const bool endsClause = w.endsWith(u',');
        if (endsClause)
            w.chop(1);
        const bool isTitle = words.isEmpty() && title.match(w).hasMatch();
        if ((!isTitle && !nameWord.match(w).hasMatch()) || stops.contains(w.toLower()) || words.size() == 3)
            break;
        words << w;
        ++used;
        if (endsClause)
            break;
    }
    if (words.isEmpty() || notNames.contains(words.constFirst().toLower()))
        return std::nullopt;
    // A name written in lower case only counts when it is all there is:
    // "call me robin" yes, "call me back when you can" no.
    if (!words.constFirst().at(0).isUpper() && (used < rest.size() || words.size() > 2))
        return std::nullopt;
    for (QString &w : words)
        w[0] = w.at(0).toUpper();
    const QString who = words.join(u' ');
    CaptureCandidate out;
    out.kind = Kind::Profile;
    out.subject = QStringLiteral("profile:name");
    out.sentence = clause;
    out.rule = callMe ? QStringLiteral("call-me") : QStringLiteral("name");
    out.content = callMe ? QStringLiteral("Prefers to be called %1.").arg(who) : QStringLiteral("Is called %1.").arg(who);
    out.confidence = callMe ? 0.85 : 0.9;
    return out;
}

std::optional<CaptureCandidate> remember(const QString &clause)
{
    static const QRegularExpression command = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:remember|note|keep in mind|don't forget|do not forget|make a note|take note)\s*(?:of\s+)?(?:that\s+|this\s*:?\s*)?[:,]?\s*(.+)$)"));
    static const QRegularExpression reminiscing = rx(QStringLiteral(
        R"(^(?:when|how|what|where|who|why|the time|that time|the day|it|this|me|us|him|her|them|which)\b)"));
    static const QRegularExpression todo = rx(QStringLiteral(R"(^to\s+(.+)$)"));
    static const QRegularExpression aboutSomething = rx(QStringLiteral(
        R"(^(my|our|the|\p{L}+'s)\s+(.+?)\s+(?:is|are|was|were|lives|works|has|have)\b)"));
    const auto m = command.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    const QString what = m.captured(1).trimmed();
    if (what.isEmpty() || reminiscing.match(what).hasMatch())
        return std::nullopt;
    // "Remember that I prefer tea": the statement inside decides the kind.
    if (auto inner = preference(what)) {
        inner->rule = QStringLiteral("remember+") + inner->rule;
        inner->confidence = std::max(inner->confidence, 0.95);
        inner->sentence = clause;
        return inner;
    }
    if (auto inner = name(what)) {
        inner->rule = QStringLiteral("remember+") + inner->rule;
        inner->confidence = 0.95;
        inner->sentence = clause;
        return inner;
    }
    CaptureCandidate out;
    out.rule = QStringLiteral("remember");
    out.sentence = clause;
    out.confidence = 0.95;
    if (const auto t = todo.match(what); t.hasMatch()) {
        out.kind = Kind::Goal;
        out.content = sentenceCase(QStringLiteral("Remember to ") + t.captured(1));
        out.subject = QStringLiteral("goal:") + keyOf(t.captured(1));
        return out;
    }
    out.kind = Kind::Fact;
    out.content = sentenceCase(aboutThePerson(what));
    if (const auto a = aboutSomething.match(what); a.hasMatch())
        out.subject = QStringLiteral("fact:") + keyOf(a.captured(1) + u' ' + a.captured(2));
    else
        out.subject = QStringLiteral("fact:") + keyOf(what).section(u' ', 0, 7);
    return out;
}

std::optional<CaptureCandidate> forget(const QString &clause)
{
    static const QRegularExpression command = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:forget|stop remembering|delete the memory|drop the memory|erase the memory)\s+(?:about\s+|that\s+|what i said about\s+|the fact that\s+)?(.+)$)"));
    static const QRegularExpression empty = rx(QStringLiteral(
        R"(^(?:it|that|this|about it|it all|everything|all that|all of it|them|me|him|her|you|what i said|i asked|i said|the whole thing|my last message)$)"));
    const auto m = command.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    // "Forget about that, let's move on" ends at the comma: what is left
    // ("that") names nothing to forget.
    const QString what = m.captured(1).section(u',', 0, 0).trimmed();
    if (what.isEmpty() || empty.match(what).hasMatch() || keyOf(what).remove(u' ').size() < 3)
        return std::nullopt;
    CaptureCandidate out;
    out.action = CaptureCandidate::Action::Forget;
    out.rule = QStringLiteral("forget");
    out.content = what;
    out.sentence = clause;
    out.confidence = 0.95;
    return out;
}

} // namespace

QList<CaptureCandidate> parse(const QString &userText)
{
    QList<CaptureCandidate> out;
    for (const Sentence &s : sentencesOf(userText)) {
        // "Remember that I live in Berlin and my sister's birthday is May 3":
        // the clauses after a "remember" are remembered too.
        bool remembering = false;
        for (const QString &raw : clausesOf(s.text)) {
            const QString clause = stripFillers(raw);
            if (clause.isEmpty() || isGuarded(clause, s.question))
                continue;
            std::optional<CaptureCandidate> c = remember(clause);
            remembering = remembering || c.has_value();
            if (!c && remembering && !forget(clause))
                if ((c = remember(QStringLiteral("remember ") + clause)))
                    c->sentence = clause;
            if (!c)
                c = forget(clause);
            if (!c)
                c = name(clause);
            if (!c)
                c = preference(clause);
            if (c)
                out.append(*c);
        }
    }
    return out;
}

} // namespace tarn::CaptureRulesBaseline
