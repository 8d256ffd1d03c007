// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaptureRules.h"

#include "CaptureRulesText.h"

#include <QRegularExpression>
#include <QSet>

namespace tarn::CaptureRules {

using namespace detail;
using english::aboutThePerson;
using english::thirdPerson;

namespace {

// "My name is Robin, and I prefer short answers" holds two statements.
QStringList clausesOf(const QString &sentence)
{
    static const QRegularExpression split = rx(QStringLiteral(
        R"((?:\s*,\s*|\s+)(?:and|but|so|also|plus|though|although)\s+(?=(?:i|i'm|i've|my|call me|please|remember|forget|don't forget|remind me)\b)|\s*,\s*(?=(?:i|i'm|i've|my|call me|please|remember|forget|don't forget|remind me)\b)|\s+[-–—]+\s+|\s*:\s+(?=(?:i|i'm|i've|my)\b)|\s*,\s*so\s+(?!that\b)|)"
        // "I'm a huge fan of Ghibli films, any recs?": what is asked or
        // asked for after a comma is a clause of its own.
        R"(\s*,\s*(?=(?:any|anything|can you|could you|would you|will you|do you|got|what|how|which(?!\s+is\s+why)|where|who|pls|please|recommend|suggest|ideas|tips)\b)|)"
        // "Grew up in Nairobi but moved to Toronto": a second verb of the
        // same subject is a clause of its own.
        R"(\s+(?:and|but)\s+(?=(?:moved|work|worked|live|lived|study|studied|have|love|hate|own|teach|run|spend)\b))"));
    return sentence.split(split, Qt::SkipEmptyParts);
}

QString stripFillers(QString clause)
{
    static const QRegularExpression filler = rx(QStringLiteral(
        R"(^(?:oh|ugh|meh|argh|oof|ok|okay|well|also|btw|by the way|and|but|so|ever since [^,]{3,40},|(?:hello|hi|hey|hiya|heya|morning|good morning|greetings)\s+(?:there|all|everyone|everybody|folks|guys|team|y'all|you two)|hey|hi|hiya|heya|yo|hello|howdy|greetings|good (?:morning|afternoon|evening)|actually|anyway|anyways|yes|yeah|yep|no(?=\s*,)|nope|right|great|sure|cool|thanks|thank you|one more thing|oh and|um|uh|hmm|honestly|to be honest|tbh|personally|for me|as for me|me,|\p{L}+-wise)\b[\s,:!-]*)"));
    // "…, if it matters", "…, by the way": asides after the statement.
    static const QRegularExpression tail = rx(QStringLiteral(
        R"(\s*,?\s*(?:by the way|btw|tbh|imo|honestly|to be (?:honest|fair|frank)|if i'm (?:honest|being honest)|frankly|in all honesty|if (?:it|that) (?:matters|helps)|if you (?:need|want|must) to know|just so you know|for (?:the record|future reference|reference)|fyi|though|as well|too|haha|lol|:\)|:-\))\s*[.!]*$|)"
        // "…, in case that helps with the logo", "…, which is why I'm up at
        // 3am", "…, sorry not sorry": what follows says why it was said; the
        // statement is before. ("…, especially the old records" is kept: the
        // detail is the preference's own.)
        R"(\s*,\s*(?:in case (?:that|it|this)\b|which\s+(?:is|was|means|makes|explains|my|i)\b|sorry not sorry\b|doctor's orders\b).*$)"));
    return stripRepeatedly(clause, filler, tail);
}

// Clauses that state nothing about the person: questions, hypotheticals,
// reported speech. "I'd prefer …" is a preference said politely, not a
// hypothetical.
bool isGuarded(const QString &clause, bool question)
{
    static const QRegularExpression asking = rx(QStringLiteral(
        R"(^(?:what|who|whom|whose|why|how|when|where|which|do|does|did|is|are|am|was|were|can(?!'t|’t)|could|would|will|should|shall|may|might|have|has|had|any idea|guess what)\b)"));
    static const QRegularExpression hypothetical = rx(QStringLiteral(
        R"(^(?:whenever|pretend|let's say|lets say|unless|in case|say)\b|\b(?:if|suppose|supposing|imagine|hypothetically|in theory|wish|whether|would|wouldn't|could|couldn't|might|maybe one day|someday|one day)\b|\b(?:i|you|we|they|he|she)'d\b)"));
    static const QRegularExpression politeWould = rx(QStringLiteral(
        R"(^i(?:'d| would)\s+(?:(?:much|really|generally|always|definitely)\s+)*(?:prefer|rather|like (?:you to call me|to be called|to be addressed as))\b)"));
    static const QRegularExpression reported = rx(QStringLiteral(
        R"(\b(?:said|says|told|tells|asked|asks|wrote|writes|quote|quoting|claims|claimed|thinks|thought|according to|mentioned|mentions|reckons|insists|texted|replied|answered|goes like)\b)"));
    if (question || asking.match(clause).hasMatch() || reported.match(clause).hasMatch() || quotesSpeech(clause))
        return true;
    // "I'd take tea over coffee any day" is a like said with "would".
    static const QRegularExpression wouldAnyDay = rx(QStringLiteral(R"(^i(?:'d| would)\s+(?:take|choose|pick|go for|prefer)\s+.+\s+over\s+.+\s+(?:any day|every time|any time)$)"));
    if (wouldAnyDay.match(clause).hasMatch())
        return false;
    // "I could eat sushi every day" is a like, not a supposition.
    static const QRegularExpression couldEvery = rx(QStringLiteral(
        R"(^i(?:\s+could|'d|\s+would)\s+(?:happily\s+)?(?:eat|drink|watch|listen to|read|play|live on|talk about)\s+.+\s+(?:every day|all day|forever|every single day|for days|day and night|on repeat|for hours|all night|every night)$)"));
    if (couldEvery.match(clause).hasMatch())
        return false;
    if (hypothetical.match(clause).hasMatch()) {
        // Polite "I'd prefer X" holds no other would/if.
        QString rest = clause;
        rest.remove(politeWould);
        // "I'd prefer if you kept answers short" wishes, it does not suppose.
        rest.remove(rx(QStringLiteral(R"(^\s*(?:it\s+)?if\s+you\b)")));
        if (politeWould.match(clause).hasMatch() && !hypothetical.match(rest).hasMatch())
            return false;
        return true;
    }
    return false;
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
        R"(^i\s+(?:(?:really|just|also|honestly|still|truly|actually)\s+)*(?:don't|do not|dont|no longer|never|didn't|did not)\s+(?:really\s+|much\s+)?(like|love|enjoy|care for|liked|enjoyed|cared for)\s+(.+)$)"));
    static const QRegularExpression dislike = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|just|also|honestly|truly|absolutely|actually|totally|genuinely|simply)\s+)*(dislike|hate|loathe|detest|despise|abhor|can't stand|cannot stand|can't bear|cannot bear)\s+(.+)$)"));
    static const QRegularExpression like = rx(QStringLiteral(
        R"(^i\s+((?:(?:really|just|also|honestly|truly|absolutely|much|very much|definitely|still|do|generally|usually|always|mostly|actually|kind of|sort of|kinda|sometimes|quite)\s+)*)(prefer|like|love|enjoy|adore)\s+(.+)$)"));
    static const QRegularExpression hedgedAdverb = rx(QStringLiteral(R"(\b(?:kind of|sort of|kinda|sometimes|quite)\b)"));
    static const QRegularExpression versus = rx(QStringLiteral(R"(^(.+?)\s+(?:to|over|rather than|instead of|more than)\s+(.+)$)"));

    // "I'd prefer answers without emoji" is "I prefer …" said politely.
    static const QRegularExpression politely = rx(QStringLiteral(R"(^i(?:'d| would)\s+(?:(?:much|really|generally|always|definitely)\s+)*prefer\b)"));
    QString c = clause;
    bool hedged = false;
    if (const auto m = hedge.match(c); m.hasMatch()) {
        hedged = true;
        c = c.mid(m.capturedLength());
    }
    if (const auto m = politely.match(c); m.hasMatch())
        c = QStringLiteral("I prefer") + c.mid(m.capturedLength());
    // "love hiking tbh": chat drops the "I".
    static const QRegularExpression subjectless = rx(QStringLiteral(R"(^(?:really\s+|totally\s+|absolutely\s+)?(?:love|hate|adore|enjoy|prefer|dislike|detest|can't stand)\s+\p{L})"));
    if (subjectless.match(c).hasMatch())
        c = QStringLiteral("I ") + c;
    // "I've never liked olives" is a dislike that still holds.
    static const QRegularExpression neverLiked = rx(QStringLiteral(R"(^i(?:'ve|\s+have)\s+never\s+(?:really\s+)?(liked|enjoyed|cared for|been a fan of)\s+(.+)$)"));
    if (const auto m = neverLiked.match(c); m.hasMatch())
        c = QStringLiteral("I don't like ") + m.captured(2);
    if (english::isNonDurable(c))
        return std::nullopt;
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
        verb = QStringLiteral("does not ") + notLiked.captured(1).toLower().remove(QRegularExpression(QStringLiteral("e?d$")));
        if (verb.endsWith(QLatin1String("lik")) || verb.endsWith(QLatin1String("car for")))
            verb = verb.endsWith(QLatin1String("lik")) ? QStringLiteral("does not like") : QStringLiteral("does not care for");
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
    // "I love a challenge, let's do it": the rest is talk, not the object.
    static const QRegularExpression talkAfter = rx(QStringLiteral(R"(\s*,\s*(?:let's|lets|go on|go ahead|thanks|thank you|please|right|ok|okay|haha|lol|but|so|and you|what about you)\b.*$)"));
    object.remove(talkAfter);
    object = withoutTrail(object);
    // "I like the sound of that", "I prefer the morning slot", "I'd prefer
    // Tuesday", "I like both": about what is being discussed or arranged.
    static const QRegularExpression deictic = rx(QStringLiteral(
        R"(\b(?:this|that|these|those|yours|so far|our (?:chats?|conversations?|talks?)|you said|you showed|you suggested|you wrote|you sent)\b|)"
        R"(^(?:both|either|neither|all of them|none of them|the (?:former|latter))$|)"
        R"(\b(?:the|your|my|a)\s+(?:[\p{L}-]+\s+){0,2}(?:slot|appointment|seat|table|room|flight|train|bus|date|meeting|option|choice|draft|version|layout|design|tone)\b|)"
        R"(^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?$|^\d{1,2}(?::\d\d)?\s*(?:am|pm)?$|^(?:tomorrow|today|tonight|next week|the weekend|weekends)$)"));
    if (deictic.match(object).hasMatch())
        return std::nullopt;
    // "I like it when you answer in bullet points" is how to answer;
    // "I love it when you do that" points at nothing.
    static const QRegularExpression whenYou = rx(QStringLiteral(R"(^(?:it\s+)?when\s+(?:you|people|others|someone|things)\s+(.+)$)"));
    static const QRegularExpression pointing = rx(QStringLiteral(R"(\b(?:that|this|it|so|things)$)"));
    const auto w = whenYou.match(object);
    const bool aboutHowOthersAct = w.hasMatch() && !pointing.match(w.captured(1)).hasMatch() && w.captured(1).contains(u' ');
    if ((!aboutHowOthersAct && isAboutTheConversation(object.toLower())) || object.size() > 160)
        return std::nullopt;
    out.rule = QStringLiteral("preference");
    // "tea to coffee" and "coffee over tea" are about the same choice.
    QString key = keyOf(object);
    if (const auto m = versus.match(object); m.hasMatch() && verb == u"prefers") {
        QStringList pair{keyOf(m.captured(1)), keyOf(m.captured(2))};
        pair.sort();
        key = pair.join(QStringLiteral(" | "));
    }
    if (key.isEmpty())
        return std::nullopt;
    out.subject = QStringLiteral("preference:") + key;
    out.content = sentenceCase(verb + u' ' + thirdPerson(object));
    out.confidence = hedged ? 0.6 : (negative ? 0.85 : 0.85);
    return out;
}

// Capitalised words after "I'm" that are no name: nationalities, faiths,
// and the odd capitalised state. A nationality is kept, as profile.
const QSet<QString> &nationalities()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w :
             {"german", "english", "british", "american", "french", "italian", "spanish", "dutch", "swiss", "austrian",
              "canadian", "australian", "irish", "scottish", "welsh", "polish", "turkish", "greek", "swedish", "norwegian",
              "danish", "finnish", "russian", "ukrainian", "chinese", "japanese", "korean", "indian", "brazilian",
              "mexican", "portuguese", "belgian", "czech", "hungarian", "romanian", "bulgarian", "croatian", "serbian",
              "argentinian", "argentine", "chilean", "colombian", "peruvian", "nigerian", "kenyan", "egyptian",
              "moroccan", "israeli", "iranian", "pakistani", "vietnamese", "thai", "filipino", "indonesian",
              "malaysian", "singaporean", "new zealander", "kiwi", "south african", "icelandic", "estonian",
              "latvian", "lithuanian", "slovak", "slovenian", "bavarian", "texan", "californian", "european", "asian",
              "african", "latino", "latina", "hispanic", "arab", "kurdish", "persian", "jewish", "muslim", "christian",
              "catholic", "protestant", "buddhist", "hindu", "sikh", "mormon", "lutheran", "orthodox", "atheist",
              "agnostic"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return set;
}

const QSet<QString> &notNames()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w :
             {"not", "a", "an", "the", "when", "whenever", "if", "after", "before", "back", "later", "tomorrow", "tonight",
              "today", "anytime", "any", "at", "on", "in", "by", "maybe", "please", "now", "soon", "just", "so", "really",
              "actually", "no", "nothing", "never", "someone", "something", "anything", "what", "whatever", "crazy", "old",
              "lazy", "silly", "paranoid", "biased", "stupid", "important", "irrelevant", "hard", "difficult", "long",
              "short", "weird", "unusual", "common", "spelled", "spelt", "pronounced", "written", "mentioned", "listed",
              "up", "out", "over", "again", "once", "asap", "sometime", "sometimes", "every", "you", "your", "that",
              "this", "it", "here", "there", "too", "also", "still", "only", "kind", "sort", "like", "for", "with", "to",
              "from", "about", "because", "since", "until", "is", "was", "as", "right", "first", "next", "old-fashioned",
              "naive", "sentimental", "picky", "tonite", "around", "secret", "private", "boring", "easy", "funny",
              "unique", "different", "same", "mine", "his", "her", "their", "ours", "ok", "okay", "fine", "good",
              "great", "sorry", "sure", "done", "ready", "new", "free", "busy", "tired", "happy", "glad", "home", "off",
              "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february",
              "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
              "going", "trying", "looking", "working", "thinking", "getting", "having", "doing", "being", "using",
              "still", "afraid", "curious", "confused", "lost", "stuck", "bored", "hungry", "interested", "excited",
              "worried", "sick", "late", "early", "new", "human", "everyone", "everybody", "all", "both", "each",
              "very", "quite", "pretty", "totally", "definitely", "probably", "certainly", "more", "less", "one",
              "gonna", "about", "almost", "nearly", "currently", "also", "the", "dr", "mr", "mrs", "ms", "is", "it's",
              "called", "named", "known", "she", "he", "they", "we", "i", "me", "him", "them", "us", "ai", "chatgpt",
              "claude", "gemini", "copilot", "siri", "alexa", "tarn", "hi", "hello", "hey", "thanks", "yes", "yeah", "nope", "ill", "well", "alright",
              "english", "german", "fluent", "bilingual", "native", "vegan", "vegetarian", "single", "married", "sad", "mad",
              "cold", "hot", "warm", "fat", "thin", "tall", "short", "young", "old", "ok", "alive", "awake", "asleep", "aware",
              "unsure", "wrong", "right", "correct", "exhausted", "starving", "hungover", "broke", "rich", "poor", "sure",
              "new", "online", "offline", "away", "outside", "inside", "upstairs", "downstairs", "late", "on", "off", "in",
              "down", "up", "over", "through", "next", "last", "first", "fine", "okay", "alright", "cool", "chill", "good",
              "bad", "better", "worse", "best", "worst", "done", "finished", "here", "there", "back", "gone", "ready",
              "sorry", "afraid", "confused", "curious", "lost", "stuck", "bored", "annoyed", "pregnant", "divorced",
              // What family and others call one by role or endearment, no name:
              // "my kids call me Mum".
              "mum", "mom", "mummy", "mommy", "mama", "mam", "dad", "daddy", "papa", "pa", "ma", "grandma", "grandpa",
              "granny", "nan", "nana", "gran", "auntie", "aunt", "uncle", "sis", "bro", "sir", "madam", "ma'am", "boss",
              "honey", "darling", "babe", "baby", "love", "sweetie", "sweetheart", "dear", "teacher", "coach", "doc", "chief"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return set;
}

// Up to three name words from the start of `rest` ("Dr. Smith", "Anna
// Maria"); the rest must end the clause or start something else.
QStringList nameWords(const QStringList &rest, qsizetype *used)
{
    static const QRegularExpression nameWord = rx(QStringLiteral(R"(^\p{L}[\p{L}'’-]*$)"));
    static const QRegularExpression title = rx(QStringLiteral(R"(^(?:dr|mr|mrs|ms|mx|prof)\.$)"));
    static const QSet<QString> stops{QStringLiteral("and"), QStringLiteral("but"), QStringLiteral("from"),
                                     QStringLiteral("by"), QStringLiteral("if"), QStringLiteral("when"),
                                     QStringLiteral("because"), QStringLiteral("though"), QStringLiteral("please"),
                                     QStringLiteral("thanks"), QStringLiteral("btw"), QStringLiteral("not"),
                                     QStringLiteral("here"), QStringLiteral("instead"), QStringLiteral("for"),
                                     QStringLiteral("in"), QStringLiteral("at"), QStringLiteral("of"),
                                     QStringLiteral("to"), QStringLiteral("or"), QStringLiteral("is"),
                                     QStringLiteral("too"), QStringLiteral("anyway"), QStringLiteral("now")};
    QStringList words;
    *used = 0;
    for (const QString &raw : rest) {
        QString w = raw;
        const bool endsClause = w.endsWith(u',');
        if (endsClause)
            w.chop(1);
        const bool isTitle = words.isEmpty() && title.match(w).hasMatch();
        if ((!isTitle && !nameWord.match(w).hasMatch()) || stops.contains(w.toLower()) || words.size() == 3)
            break;
        words << w;
        ++*used;
        if (endsClause)
            break;
    }
    return words;
}

CaptureCandidate nameCandidate(const QStringList &words, bool callMe, const QString &clause, const QString &rule)
{
    QStringList ws = words;
    ws.removeAll(QString());
    for (QString &w : ws)
        w[0] = w.at(0).toUpper();
    const QString who = ws.join(u' ');
    CaptureCandidate out;
    out.kind = Kind::Profile;
    out.subject = QStringLiteral("profile:name");
    out.sentence = clause;
    out.rule = rule;
    out.content = callMe ? QStringLiteral("Prefers to be called %1.").arg(who) : QStringLiteral("Is called %1.").arg(who);
    out.confidence = callMe ? 0.85 : 0.9;
    return out;
}

// "I'm Marcus", "This is Marcus", "Marcus here": a name only when the word
// is written as one (or the turn opened with a greeting), is not a state,
// nationality or month, and nothing but an aside follows it.
std::optional<CaptureCandidate> selfIntroduction(const QString &clause, bool greeted)
{
    static const QRegularExpression iAm = rx(QStringLiteral(R"(^(?:i'm|i am|im|i’m|this is|it's|it is|its)\s+(.+)$)"));
    static const QRegularExpression here = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)(?:\s+from\s+(?:the\s+)?[\p{L}\s]{2,30}?)?\s+(?:here|speaking|again)(?:\s*,.*)?$)"));
    static const QRegularExpression after = rx(QStringLiteral(
        R"(^(?:$|,|from\b|and\b|by the way|btw|here\b|speaking\b|again\b|nice to|pleased to|good to|not\b|but\b|for short|in full))"));
    // "Kenji here – a question": the turn opens with it.
    if (const auto h = here.match(clause); h.hasMatch() && (greeted || clause.contains(u','))) {
        const QStringList words = h.captured(1).split(u' ');
        if (words.constFirst().at(0).isUpper() && !notNames().contains(words.constFirst().toLower()))
            return nameCandidate(words, false, clause, QStringLiteral("name"));
    }
    const auto m = iAm.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    static const QRegularExpression speaking = rx(QStringLiteral(R"(^this is \p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+(?:speaking|here|from)\b)"));
    const bool thisIs = !clause.startsWith(u'i', Qt::CaseInsensitive);
    if (thisIs && !greeted && !speaking.match(clause).hasMatch())
        return std::nullopt;
    const QString restText = m.captured(1).trimmed();
    const QStringList rest = restText.split(rx(QStringLiteral(R"(\s+)")), Qt::SkipEmptyParts);
    qsizetype used = 0;
    QStringList words = nameWords(rest, &used);
    if (words.isEmpty())
        return std::nullopt;
    const QString first = words.constFirst().toLower();
    // "I'm German": a nationality is profile too, not a name.
    if (!thisIs && words.constFirst().at(0).isUpper()) {
        const QString two = words.size() >= 2 ? first + u' ' + words.at(1).toLower() : QString();
        if (nationalities().contains(first) || nationalities().contains(two)) {
            const QString n = nationalities().contains(two) ? words.mid(0, 2).join(u' ') : words.constFirst();
            if (used == rest.size() || used == (nationalities().contains(two) ? 2 : 1))
                return candidate(Kind::Profile, QStringLiteral("profile:nationality"),
                                 sentenceCase(QStringLiteral("Is ") + n), 0.85, QStringLiteral("nationality"), clause);
        }
    }
    static const QRegularExpression compound = rx(QStringLiteral(R"(-(?:based|born|bred|raised|ish|like|free|friendly)$)"));
    if (compound.match(first).hasMatch())
        return std::nullopt;
    if (notNames().contains(first) || nationalities().contains(first) || words.constFirst().contains(u'\'')
        || words.constFirst().contains(u'’'))
        return std::nullopt;
    // Capitalised, or a lower-case word after a greeting ("hi, i'm sam") or
    // in a turn written all in lower case ("i'm anna btw"), when it does not
    // end like an adjective or a verb form.
    const bool capitalised = words.constFirst().at(0).isUpper();
    static const QRegularExpression adjectiveLike = rx(QStringLiteral(R"((?:ed|ing|ly|ful|ous|ive|able|ible|ish|ic|less|y)$)"));
    const bool lowerCaseTurn = clause == clause.toLower();
    if (!capitalised
        && !((greeted || lowerCaseTurn) && (used == rest.size() || (greeted && rest.at(used - 1).endsWith(u',')))
             && words.size() <= 2 && !adjectiveLike.match(first).hasMatch()))
        return std::nullopt;
    // Every name word capitalised: "I'm Marcus Weber", not "I'm Marcus the".
    for (qsizetype i = 0; i < words.size(); ++i)
        if (capitalised && !words.at(i).at(0).isUpper()) {
            words = words.mid(0, i);
            used = i;
            break;
        }
    const QString following = rest.mid(used).join(u' ');
    const bool cleanEnd = used == rest.size() || rest.at(used - 1).endsWith(u',') || after.match(following).hasMatch();
    if (!cleanEnd)
        return std::nullopt;
    return nameCandidate(words, false, clause, QStringLiteral("name"));
}

std::optional<CaptureCandidate> name(const QString &clause, bool greeted = false)
{
    // Who calls or knows the person so: "everyone at work calls me Bea",
    // "my mates know me as Dazza", "they all call me Red": any short
    // subject but a denial ("nobody calls me that", "don't call me Bob").
    static const QString namer = QStringLiteral(
        R"((?:(?!(?:nobody|no|noone|never|not|don't|doesn't|didn't|won't|can't|cannot|please|you|i|do|does|did|would|could|should|will)\b)[\p{L}'’]+\s+){0,6}(?!(?:nobody|noone|never|not|don't|doesn't|didn't|won't|can't|cannot|please|you|i|do|does|did|would|could|should|will)\b)[\p{L}'’]+)");
    static const QRegularExpression intro = rx(QStringLiteral(
        R"(^(?:(my (?:first |full |given |real |legal )?name is|my (?:first |full |given |real )?name's|the name's|the name is|name's|i am called|i'm called|i’m called|my name is actually|name is|myself)|)"
        R"(((?:(?:you can|please|just|you may|feel free to|go ahead and|simply)\s+)*call me|my nick ?name is|my nickname's|%1 (?:usually |all |just |always |mostly |still )?calls? me|)"
        R"(i (?:usually |mostly |normally |just |prefer to |like to |tend to |always )?go by|i'm known as|i am known as|i'm usually called|)"
        R"(%1 (?:usually |all |mostly |still )?knows? me as|)"
        R"(i(?:'d| would) (?:like|prefer) (?:to be|you to) call(?:ed)?(?: me)?|i prefer (?:to be called|being called)|i like (?:to be called|being called)|)"
        R"((?:please |you can )?(?:address me as|refer to me as)|(?:just )?call me by|you're (?:talking|chatting|speaking) (?:to|with)|name\s*:))\s+(.+)$)").arg(namer));
    // "Marcus is my name", "Marcus's the name".
    static const QRegularExpression nameFirst = QRegularExpression(QStringLiteral(
        R"(^(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)(?:\s+is|'s|’s)\s+(?:my\s+(?:first\s+|full\s+|real\s+)?name|the name)\b)"), QRegularExpression::UseUnicodePropertiesOption);
    if (const auto f = nameFirst.match(clause); f.hasMatch() && !notNames().contains(f.captured(1).section(u' ', 0, 0).toLower()))
        return nameCandidate(f.captured(1).split(u' '), false, clause, QStringLiteral("name"));
    // "Marcus, nice to meet you", "Marcus is what people call me", "I answer
    // to Marcus".
    static const QRegularExpression nameGreeting = QRegularExpression(QStringLiteral(
        R"(^(\p{Lu}\p{L}+)(?:,\s+(?:nice|pleased|good|great|lovely) to (?:meet|e-meet) you|\s+is what (?:people|everyone|everybody|my friends|most people|folks) call me))"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression answerTo = QRegularExpression(QStringLiteral(R"(^[Ii] (?:answer to|respond to|sign (?:off )?as)\s+(\p{Lu}\p{L}+)\b)"),
                                                                  QRegularExpression::UseUnicodePropertiesOption);
    if (const auto f = nameGreeting.match(clause); f.hasMatch() && !notNames().contains(f.captured(1).toLower()))
        return nameCandidate({f.captured(1)}, clause.contains(QLatin1String("call me")), clause, QStringLiteral("name"));
    if (const auto f = answerTo.match(clause); f.hasMatch() && !notNames().contains(f.captured(1).toLower()))
        return nameCandidate({f.captured(1)}, true, clause, QStringLiteral("call-me"));
    // "Just Alex is fine": the short form the person wants.
    static const QRegularExpression isFine = QRegularExpression(QStringLiteral(
        R"(^(?:[Jj]ust\s+|[Oo]nly\s+|[Ss]imply\s+)(\p{Lu}\p{L}+)\s+(?:is|will do)\s+(?:fine|good|great|ok|okay|perfect|enough)\b)"),
        QRegularExpression::UseUnicodePropertiesOption);
    if (const auto f = isFine.match(clause); f.hasMatch() && !notNames().contains(f.captured(1).toLower()))
        return nameCandidate({f.captured(1)}, true, clause, QStringLiteral("call-me"));
    const auto m = intro.match(clause);
    if (!m.hasMatch())
        return selfIntroduction(clause, greeted);
    const bool callMe = !m.captured(2).isEmpty();
    // "I go by my middle name, Elliot".
    QString named = m.captured(3);
    named.remove(rx(QStringLiteral(R"(^(?:by\s+)?my\s+(?:(?:middle|first|second|last|given|nick|full|family|sur)\s*name|surname|initials|nickname),?\s*(?:which (?:is|are)\s+|is\s+|are\s+)?)")));
    const QStringList rest = named.split(rx(QStringLiteral(R"(\s+)")), Qt::SkipEmptyParts);
    qsizetype used = 0;
    const QStringList words = nameWords(rest, &used);
    if (words.isEmpty() || notNames().contains(words.constFirst().toLower()))
        return std::nullopt;
    // A name written in lower case only counts when it is all there is:
    // "call me robin" yes, "call me back when you can" no.
    if (!words.constFirst().at(0).isUpper() && (used < rest.size() || words.size() > 2))
        return std::nullopt;
    return nameCandidate(words, callMe, clause, callMe ? QStringLiteral("call-me") : QStringLiteral("name"));
}

// Introductions a clause-by-clause reading cuts apart or guards away, read
// over the whole sentence: "Oh, I should introduce myself – Pieter", "Ravi –
// nice to meet you!", "Hey it's me, Yusuf", "Could you address me as
// Jordan?" (a request, not a question about the person), "You can just say
// Ally, that's what I go by", "My given name is Xiaoling, but I use Lily"
// (the name the person uses wins), "Just so you know who you're talking
// to, I'm Magnus" (the name after the aside).
std::optional<CaptureCandidate> introducedIn(const QString &sentence, bool greeted)
{
    static const QString who = QStringLiteral(R"((\p{L}[\p{L}'’-]+))");
    static const QRegularExpression introduceMyself = rx(QStringLiteral(
        R"(\bintroduce myself\s*[:,–—-]+\s*(?:i'm\s+|i am\s+|my name is\s+|my name's\s+|the name's\s+)?%1)").arg(who));
    static const QString fullName = QStringLiteral(R"((\p{L}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))");
    static const QRegularExpression niceToMeet = rx(QStringLiteral(
        R"(^%1\s*(?:[,–—-]|\s-)\s*(?:nice|pleased|good|great|lovely) to (?:meet|e-meet) you)").arg(fullName));
    static const QRegularExpression itsMe = rx(QStringLiteral(R"(^(?:it's|it is|its|this is)\s+(?:just\s+|only\s+)?me(?:\s+again)?\s*[,–—-]?\s+%1)").arg(who));
    static const QRegularExpression askToCall = rx(QStringLiteral(
        R"(^(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+|just\s+)*(?:call me|address me as|refer to me as)\s+%1)").arg(who));
    static const QRegularExpression whatIGoBy = rx(QStringLiteral(
        R"(\b%1\s*,?\s+(?:that's|that is|it's)\s+what\s+(?:i go by|i'm called|i am called|(?:people|everyone|everybody|most people|my friends|friends)\s+calls?\s+me))").arg(who));
    // "My name's Siobhán but everyone says Shiv", "My parents named me
    // Gwendolyn but I've always been Gwen": the given name and the one the
    // person goes by, both kept (the second wins for addressing them).
    static const QRegularExpression butIUse = rx(QStringLiteral(
        R"(\b(?:name(?:'s| is)|i'm called|i am called|call me|(?:my\s+)?(?:parents|mum|mom|mother|dad|father)\s+named\s+me|i was (?:named|christened))\s+(\p{L}[\p{L}'’-]+)\s*,?\s+but\s+(?:i\s+(?:really\s+|much\s+|usually\s+|just\s+|always\s+)*(?:prefer|use|go by|go with|answer to)|i(?:'ve| have)\s+always\s+been|(?:everyone|everybody|people|most people|my friends|friends)\s+(?:just\s+|usually\s+|always\s+)*(?:calls? me|says?|uses?|knows? me as))\s+%1)").arg(who));
    // "Mo's fine, nobody calls me Mohammed", "Lou is fine – short for
    // Louisa": the short form offered, said to be a name by what follows.
    static const QRegularExpression shortIsFine = rx(QStringLiteral(
        R"(^%1(?:'s|\s+is)\s+(?:fine|ok|okay|good|perfect)\s*[,;–—-]\s*(?:(?:nobody|no one|everyone|everybody|people|most people|only my \p{L}+)\s+(?:calls?|call)\s+me\b|(?:it's\s+)?short for\b))").arg(who));
    // "Ravi Kumar, product manager here": a full name and a role, signing in.
    static const QRegularExpression nameRoleHere = rx(QStringLiteral(
        R"(^(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)\s*,\s*(?:(?:the|your|a|an)\s+)?(?:[\p{L}-]+\s+){0,3}(?:here|speaking|writing)\s*[.!]?$)"));
    // "Kenji Watanabe – I emailed last week about the invoice": a full name
    // before what the person did to reach us.
    static const QRegularExpression nameThenContact = rx(QStringLiteral(
        R"(^(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)\s*[,–—-]\s*(?:i|i've|i have)\s+(?:already\s+|just\s+)?(?:emailed|e-mailed|wrote|written|messaged|called|rang|texted|contacted|spoke|talked|sent|reached out|got in touch|booked|ordered))"));
    // "This is Daniela, I wrote to you yesterday": "this is" names someone
    // else as often ("This is Daniela, my colleague"), unless the person
    // goes on about themself.
    static const QRegularExpression thisIsThenI = rx(QStringLiteral(
        R"(^this is\s+%1\s*[,–—-]\s*(?:i|i'm|i am|i've|i have|i'd|i was|we spoke|we met)\b)").arg(who));
    static const QRegularExpression lastIAm = rx(QStringLiteral(R"(,\s*(i'm|i am)\s+(\p{Lu}[\p{L}'’-]*)\s*[.!]?$)"));
    // "I'm Dr. Patel, but Priya is fine", "Short for Alexander, but Sasha
    // works fine": the name the person offers wins.
    static const QRegularExpression butXIsFine = rx(QStringLiteral(
        R"((?:,?\s+but|\s*[,;–—-])\s+%1\s+(?:is\s+(?:fine|ok|okay|good|perfect)|works(?:\s+fine|\s+too)?|will do|does the job)(?:\s+(?:too|by me|with me))?\s*[.!]?$)").arg(who));
    // "You can call me whatever, but Sunny is what I prefer".
    static const QRegularExpression isWhatIPrefer = rx(QStringLiteral(
        R"(\b%1\s+is\s+what\s+(?:i\s+(?:prefer|go by|use|like)|(?:people|everyone|everybody|most people|my friends)\s+calls?\s+me)\s*[.!]?$)").arg(who));
    // "Marcus, by the way.", "First name Oksana.", "Given name's Aoife, if
    // that helps", "I'm Tom's wife, Anna", "Sam (she/her) here" (the
    // pronouns were dropped with the parentheses).
    static const QRegularExpression nameThenAside = rx(QStringLiteral(R"(^%1\s*,?\s+(?:by the way|btw|fyi|for the record)\s*[.!]?$)").arg(who));
    static const QRegularExpression namedField = rx(QStringLiteral(
        R"(^(?:my\s+)?(?:first|given|christian|preferred|nick)\s*name(?:'s|\s+is)?\s*:?\s+%1(?:\s*,.*)?[.!]?$)").arg(who));
    static const QRegularExpression relationThenName = rx(QStringLiteral(
        R"(^(?:hi|hello|hey)?\s*,?\s*(?:i'm|i am)\s+(?:\p{Lu}[\p{L}'’-]*(?:'s|’s)|the)\s+(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|boss|manager|colleague|assistant|friend|neighbou?r|teacher|coach|carer|caregiver)(?:\s+of\s+\p{Lu}[\p{L}'’-]*)?\s*[,–—-]\s*%1\s*[.!]?$)").arg(who));
    const auto named = [](const QRegularExpressionMatch &m, bool callMe, const QString &said) -> std::optional<CaptureCandidate> {
        if (!m.hasMatch() || m.captured(1).isEmpty())
            return std::nullopt;
        const QString n = m.captured(1);
        if (!n.at(0).isUpper() || notNames().contains(n.toLower()) || nationalities().contains(n.toLower()))
            return std::nullopt;
        return nameCandidate({n}, callMe, said, callMe ? QStringLiteral("call-me") : QStringLiteral("name"));
    };
    const QString text = stripFillers(sentence.trimmed());
    if (const auto m = butIUse.match(text); m.hasMatch()) {
        const QString given = m.captured(1), goesBy = m.captured(2);
        const auto usable = [](const QString &n) {
            return n.at(0).isUpper() && !notNames().contains(n.toLower()) && !nationalities().contains(n.toLower());
        };
        if (usable(goesBy)) {
            CaptureCandidate c = nameCandidate({goesBy}, true, sentence, QStringLiteral("call-me"));
            if (usable(given) && given.compare(goesBy, Qt::CaseInsensitive) != 0)
                c.content = QStringLiteral("Is called %1; prefers to be called %2.").arg(given, goesBy);
            return c;
        }
    }
    if (auto c = named(thisIsThenI.match(text), false, sentence))
        return c;
    if (auto c = named(shortIsFine.match(text), true, sentence))
        return c;
    for (const QRegularExpression *re : {&nameRoleHere, &nameThenContact})
        if (const auto m = re->match(sentence.trimmed()); m.hasMatch()
            && !notNames().contains(m.captured(1).section(u' ', 0, 0).toLower()))
            return nameCandidate(m.captured(1).split(u' '), false, sentence, QStringLiteral("name"));
    if (auto c = named(butXIsFine.match(text), true, sentence))
        return c;
    if (auto c = named(isWhatIPrefer.match(text), true, sentence))
        return c;
    // (Matched as said: the fillers' list holds "by the way".)
    if (auto c = named(nameThenAside.match(sentence.trimmed()), false, sentence))
        return c;
    for (const QRegularExpression *re : {&namedField, &relationThenName})
        if (auto c = named(re->match(text), false, sentence))
            return c;
    if (auto c = named(askToCall.match(text), true, sentence))
        return c;
    if (auto c = named(whatIGoBy.match(text), true, sentence))
        return c;
    for (const QRegularExpression *re : {&introduceMyself, &niceToMeet, &itsMe})
        if (auto c = named(re->match(text), false, sentence))
            return c;
    if (const auto m = lastIAm.match(text); m.hasMatch())
        if (auto c = selfIntroduction(m.captured(1) + u' ' + m.captured(2), greeted); c && c->subject == u"profile:name")
            return c;
    return std::nullopt;
}

// A diet or a condition given as the reason for a question or a request
// (issue 20, capture's eleventh dev round): "As a vegetarian, what should
// I order?", "Being lactose intolerant, I usually skip dessert", "Because
// of my nut allergy, please check the ingredients", "Since I'm vegan, can
// you swap the butter?". The lead-in is read as the person's own statement
// by the rules that know diets, allergies and health, and kept only when
// one of them knows it ("As a rule, …", "Since I'm here, …" are not).
std::optional<CaptureCandidate> statedAsReason(const QString &sentence)
{
    static const QRegularExpression asA = rx(QStringLiteral(R"(^(?:as|being)\s+((?:a|an)\s+)?([\p{L}\s'-]{3,40}?)\s*[,–—]\s*\S)"));
    static const QRegularExpression withCondition = rx(QStringLiteral(
        R"(^as\s+(?:someone|somebody|a person)\s+(?:with|who has)\s+([\p{L}\s'-]{3,40}?)\s*[,–—]\s*\S)"));
    static const QRegularExpression sinceIAm = rx(QStringLiteral(R"(^(?:since|because|as)\s+(i'm|i am|i have|i've got)\s+([\p{L}\s'-]{3,40}?)\s*[,–—]\s*\S)"));
    static const QRegularExpression becauseOfMy = rx(QStringLiteral(
        R"(^(?:because of|given|due to|with|considering)\s+my\s+([\p{L}\s'-]{3,40}?)\s*(?:[,–—]|\s+(?:i|please|can|could|what|is|are|any)\b))"));
    const QString text = stripFillers(sentence.trimmed());
    QString said;
    if (const auto a = asA.match(text); a.hasMatch())
        said = QStringLiteral("I'm ") + a.captured(1) + a.captured(2);
    else if (const auto w = withCondition.match(text); w.hasMatch())
        said = QStringLiteral("I have ") + w.captured(1);
    else if (const auto si = sinceIAm.match(text); si.hasMatch())
        said = si.captured(1) + u' ' + si.captured(2);
    else if (const auto b = becauseOfMy.match(text); b.hasMatch()) {
        const QString what = b.captured(1).trimmed();
        static const QRegularExpression countable = rx(QStringLiteral(R"(\b(?:allergy|intolerance|diet|condition)$)"));
        said = (countable.match(what).hasMatch() ? QStringLiteral("I have a ") : QStringLiteral("I have ")) + what;
    }
    if (said.isEmpty())
        return std::nullopt;
    std::optional<CaptureCandidate> c = preference(said);
    return healthReason(c ? c : english::selfStatement(said), sentence);
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
    // "Remember ---" names nothing to keep: a memory needs a word.
    if (keyOf(what).isEmpty() || reminiscing.match(what).hasMatch() || english::isNonDurable(what))
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
    // "Remember that I live in Berlin" is the same memory as "I live in
    // Berlin" said plainly (profile:home), so either supersedes the other.
    if (auto inner = english::selfStatement(what)) {
        inner->rule = QStringLiteral("remember+") + inner->rule;
        inner->confidence = 0.95;
        inner->sentence = clause;
        return inner;
    }
    CaptureCandidate out;
    out.rule = QStringLiteral("remember");
    out.sentence = clause;
    out.confidence = 0.95;
    if (const auto t = todo.match(what); t.hasMatch() && !keyOf(t.captured(1)).isEmpty()) {
        out.decayClass = DecayClass::Active; // an errand (CaptureRules.h)
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
    return forgetCandidate(what, empty, clause);
}

// A memory says something: a candidate whose content, or whose subject's
// key, holds no word ("Remember ---", an aside of "mein" and broken bytes)
// is nothing to keep, whichever rule read it.
bool saysSomething(const CaptureCandidate &c)
{
    static const QRegularExpression word = rx(QStringLiteral(R"([\p{L}\p{N}])"));
    if (!word.match(c.content).hasMatch())
        return false;
    return c.action == CaptureCandidate::Action::Forget || word.match(c.subject.section(u':', 1)).hasMatch();
}

QList<CaptureCandidate> readTurn(const QString &said)
{
    // Emoji, emoticons and pronouns in parentheses say nothing the rules
    // read, and at a sentence's end they hide it ("Hey I'm Zoe 👋").
    const QString userText = withoutDecoration(said);
    QList<Sentence> sentences = withoutTagQuestions(sentencesOf(userText));
    if (languageOf(userText) == Language::German) {
        for (Sentence &s : sentences)
            s.text = german::withFullVerbs(s.text);
        return german::parse(sentences);
    }
    for (Sentence &s : sentences)
        s.text = english::withApostrophes(s.text);
    // "Hi, i'm sam": after a greeting a lower-case word may be a name.
    static const QRegularExpression greeting = rx(QStringLiteral(
        R"(^(?:hi|hello|hey|hiya|howdy|greetings|(?:good )?(?:morning|afternoon|evening)|yo|heya)\b)"));
    static const QRegularExpression asking = rx(QStringLiteral(
        R"(^(?:what|who|whom|whose|why|how|when|where|which|do|does|did|is|are|am|was|were|can(?!'t|’t)|could|would|will|should|shall|may|might|have|has|had)\b)"));
    // "Kenji here – a quick question" opens with a name as a greeting does.
    static const QRegularExpression namedOpening = QRegularExpression(QStringLiteral(R"(^\p{Lu}\p{L}+\s+(?:here|speaking)\b)"),
                                                                      QRegularExpression::UseUnicodePropertiesOption);
    const bool greeted = greeting.match(userText.trimmed()).hasMatch() || namedOpening.match(userText.trimmed()).hasMatch();
    QList<CaptureCandidate> out;
    // "… Thanks, Mirela": a turn signed with a name, after what it says.
    if (sentences.size() > 1) {
        static const QRegularExpression signOff = QRegularExpression(QStringLiteral(
            R"(^(?:[-–—]\s*|(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Cc]heers|[Bb]est|[Bb]est wishes|(?:[Kk]ind |[Bb]est |[Ww]arm )?[Rr]egards|[Aa]ll the best|[Ss]incerely|[Yy]ours|[Tt]a)\s*,\s*)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*[.!]?$)"),
            QRegularExpression::UseUnicodePropertiesOption);
        if (const auto m = signOff.match(sentences.constLast().text.trimmed()); m.hasMatch()
            && !notNames().contains(m.captured(1).section(u' ', 0, 0).toLower()) && !nationalities().contains(m.captured(1).toLower()))
            out.append(nameCandidate(m.captured(1).split(u' '), false, sentences.constLast().text, QStringLiteral("sign-off")));
    }
    // "Bartek. That's me.": a bare name, owned by the next sentence.
    for (qsizetype i = 0; i + 1 < sentences.size(); ++i) {
        static const QRegularExpression bareName = QRegularExpression(QStringLiteral(R"(^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*[.!]?$)"),
                                                                      QRegularExpression::UseUnicodePropertiesOption);
        static const QRegularExpression thatsMe = rx(QStringLiteral(R"(^(?:that's|that is|that'd be|that would be|yep,?\s*that's)\s+me(?:\s*,?\s*(?:by the way|btw))?\s*[.!]?$)"));
        const auto m = bareName.match(sentences.at(i).text.trimmed());
        if (m.hasMatch() && thatsMe.match(sentences.at(i + 1).text.trimmed()).hasMatch()
            && !notNames().contains(m.captured(1).section(u' ', 0, 0).toLower())
            && !nationalities().contains(m.captured(1).toLower()))
            out.append(nameCandidate(m.captured(1).split(u' '), false, sentences.at(i).text + u' ' + sentences.at(i + 1).text,
                                     QStringLiteral("name")));
    }
    out << verdictsIn(sentences, Language::English);
    out << english::tastesAsReactions(sentences);
    for (const Sentence &s : sentences) {
        if (auto c = introducedIn(s.text, greeted))
            out.append(*c);
        if (auto c = statedAsReason(s.text))
            out.append(*c);
        if (auto c = english::leisureIn(stripFillers(s.text))) {
            out.append(*c);
            continue;
        }
        if (auto c = english::tasteAcrossClauses(stripFillers(s.text))) {
            out.append(*c);
            continue;
        }
        QStringList clauses = clausesOf(s.text);
        // "Suppose my name were Bob – …", "Assuming I'm allergic, …": the
        // whole sentence is supposed, every clause of it.
        static const QRegularExpression supposing = rx(QStringLiteral(
            R"(^(?:if|suppose|supposing|imagine|assuming|assume|let's say|lets say|say|what if|pretend|hypothetically|in theory|in a perfect world)\b)"));
        // "If it helps, I'm self-employed" is an aside, not a supposition.
        const QString unfilled = stripFillers(s.text);
        bool openedByAside = false;
        const QString afterOpeningAside = english::stripAside(unfilled, &openedByAside);
        if (supposing.match(unfilled).hasMatch() && !openedByAside)
            continue;
        // Someone else's words in quotes are theirs: a quoted sentence only
        // yields an errand ("add "buy ink" to my list").
        if (quotesSpeech(s.text)) {
            if (auto e = english::errand(stripFillers(s.text)))
                out.append(*e);
            continue;
        }
        // "For future reference, I work night shifts, so mornings are my
        // evenings": kept as said, the whole statement, unless a name or a
        // like rule knows its shape.
        // The aside is looked for before fillers go: "so you know" is one.
        bool aside = false;
        QString afterAside = stripFillers(english::stripAside(s.text, &aside));
        if (!aside) {
            aside = openedByAside;
            afterAside = stripFillers(afterOpeningAside);
        }
        if (aside) {
            const QString first = stripFillers(clausesOf(afterAside).value(0));
            // About the person: "Note: the server restarts at 5" is not.
            static const QRegularExpression firstPerson = rx(QStringLiteral(R"(\b(?:i|i'm|i've|i'd|i'll|my|me|mine|we|we're|our|us)\b)"));
            // "Side note: I'm tired today": the moment, not the person.
            static const QRegularExpression moment = rx(QStringLiteral(
                R"(\b(?:today|tonight|right now|at the moment|this (?:morning|afternoon|evening|week)|for now|earlier)\b)"));
            // "Incidentally, my colleague is vegan": someone else's, as
            // without the aside (the third-person guard).
            static const QRegularExpression someoneElse = rx(QStringLiteral(
                R"(^(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:mum|mom|mother|dad|father|parents|brother|sister|son|daughter|kids|children|child|husband|wife|partner|boyfriend|girlfriend|friend|friends|colleague|colleagues|coworker|co-worker|boss|manager|neighbou?r|neighbou?rs|flatmate|roommate|landlord|landlady|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|niece|nephew|team|teacher|doctor|mate|mates)\b)"));
            // "Paris – I loved it there": all it says points back at the
            // lead-in, which names no thing of the person's.
            static const QRegularExpression pointing = rx(QStringLiteral(
                R"(^i\s+(?:\p{L}+\s+){0,2}(?:it|that|this|them|those)(?:\s+(?:there|then|so much|a lot|very much|too))?$)"));
            if (afterAside.isEmpty() || isGuarded(afterAside, s.question) || english::isNonDurable(afterAside)
                || !firstPerson.match(afterAside).hasMatch() || moment.match(afterAside).hasMatch()
                || someoneElse.match(afterAside).hasMatch() || pointing.match(afterAside).hasMatch()) {
                // "Note to self: buy batteries", "Reminder: pay rent": an
                // errand, not a statement.
                if (auto e = english::errand(stripFillers(s.text)))
                    out.append(*e);
                continue;
            }
            std::optional<CaptureCandidate> c = name(first, greeted);
            if (!c)
                c = preference(first);
            if (!c) {
                // The whole statement, its "so …" included, about the person.
                c = candidate(Kind::Fact, QStringLiteral("fact:") + keyOf(afterAside).section(u' ', 0, 7),
                              sentenceCase(aboutThePerson(afterAside)), 0.9, QStringLiteral("aside"), afterAside);
            }
            out.append(*c);
            continue;
        }
        // "Generate a cover letter: I'm a nurse with …": what follows the
        // colon is the task's material, not something the person tells.
        static const QRegularExpression taskThenColon = rx(QStringLiteral(R"(^([^:]{3,80}):\s)"));
        if (const auto t = taskThenColon.match(s.text); t.hasMatch() && english::isTaskRequest(stripFillers(t.captured(1))))
            continue;
        // "I need to book the vet – put it on my list", "I have to call the
        // bank, can you keep track of that?": the marker is a part of its own.
        QString statement = s.text;
        bool asksLast = s.question;
        static const QRegularExpression partBreak = rx(QStringLiteral(R"(\s*,\s*|\s+[–—-]+\s+)"));
        const QStringList parts = s.text.split(partBreak, Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < parts.size(); ++i)
            if (parts.size() > 1 && english::isErrandMarker(stripFillers(parts.at(i)))) {
                QStringList rest = parts;
                rest.removeAt(i);
                // "can you keep track of that?" makes a task of what the
                // person has to do, not of what they are.
                static const QRegularExpression asked = rx(QStringLiteral(R"(^(?:can|could|will)\b)"));
                static const QRegularExpression hasTo = rx(QStringLiteral(R"(^i\s+(?:still\s+)?(?:need|have|must|gotta|got|should)\s+to\b|^i've got to\b)"));
                // "I'm allergic to nuts, can you keep track of that?" asks to
                // keep the statement: it is read without its question.
                if (asked.match(stripFillers(parts.at(i))).hasMatch() && !hasTo.match(stripFillers(rest.join(QStringLiteral(", ")))).hasMatch()) {
                    statement = rest.join(QStringLiteral(", "));
                    clauses = clausesOf(statement);
                    asksLast = false;
                    break;
                }
                if (auto e = english::errandFrom(stripFillers(rest.join(QStringLiteral(", "))), s.text))
                    out.append(*e);
                rest.clear();
                break;
            }
        if (!out.isEmpty() && out.constLast().sentence == s.text)
            continue;
        // "Remember that I live in Berlin and my sister's birthday is May 3":
        // the clauses after a "remember" are remembered too.
        bool remembering = false;
        // "I live in Berlin, do you know a good bar?": the question mark
        // belongs to the last clause, unless the sentence opens as a question.
        const bool asksFromStart = asking.match(stripFillers(statement)).hasMatch();
        for (qsizetype i = 0; i < clauses.size(); ++i) {
            const QString clause = stripFillers(clauses.at(i));
            if (clause.isEmpty())
                continue;
            // "Can you remind me to call Mum?" asks for an errand.
            if (auto e = english::errand(clause)) {
                out.append(*e);
                continue;
            }
            const bool question = asksLast && (i + 1 == clauses.size() || asksFromStart);
            // "Please write in British English from now on" is a standing
            // wish, not a task.
            static const QRegularExpression standing = rx(QStringLiteral(
                R"(\b(?:always|never|from now on|in future|in the future|going forward|every time|each time|by default|any day)\b)"));
            if (isGuarded(clause, question) || (english::isTaskRequest(clause) && !standing.match(clause).hasMatch()))
                continue;
            std::optional<CaptureCandidate> c = remember(clause);
            remembering = remembering || c.has_value();
            if (!c && remembering && !forget(clause))
                if ((c = remember(QStringLiteral("remember ") + clause)))
                    c->sentence = clause;
            if (!c)
                c = forget(clause);
            if (!c)
                c = name(clause, greeted);
            if (!c)
                c = preference(clause);
            if (!c)
                c = english::selfStatement(clause);
            if (!c)
                c = english::tasteInIdiom(clause);
            if (!c)
                c = english::dietInIdiom(clause);
            // Chat drops the subject: "Allergic to penicillin, btw", "Not a
            // fan of cold weather", "Based in Berlin".
            if (!c) {
                const QString full = english::withSubject(clause);
                if (full != clause) {
                    c = preference(full);
                    if (!c)
                        c = english::selfStatement(full);
                }
            }
            if (c)
                out.append(*c);
        }
    }
    // A sentence read whole and clause by clause may find a name twice.
    for (qsizetype i = out.size() - 1; i > 0; --i)
        for (qsizetype j = 0; j < i; ++j)
            if (out.at(j).subject == out.at(i).subject && out.at(j).content == out.at(i).content) {
                out.removeAt(i);
                break;
            }
    return out;
}

} // namespace

QList<CaptureCandidate> parse(const QString &said)
{
    QList<CaptureCandidate> out = readTurn(said);
    out.removeIf([](const CaptureCandidate &c) { return !saysSomething(c); });
    return out;
}

} // namespace tarn::CaptureRules
