// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// English turn structure (issue 20): what is around a statement rather
// than the statement itself. Asides that mark what follows as worth keeping,
// errands, tasks for the assistant, subjectless chat fragments, and the
// shapes that state nothing lasting (past states, politeness, choices among
// what is on the table, requests). The statements are CaptureRulesEnglish.cpp's.

#include "CaptureRulesText.h"

namespace tarn::CaptureRules::detail::english {

QString stripAside(const QString &clause, bool *found)
{
    // Said to be kept, though not with "remember": the statement after it is
    // a memory even when no other rule knows its shape.
    static const QRegularExpression aside = rx(QStringLiteral(
        R"(^(?:for (?:future|later) reference|for what it's worth|worth remembering|just to let you know|to let you know|i should (?:mention|say|tell you|add|point out)(?: that)?|)"
        R"(p\.?s\.?|fun fact|important|note|for your info|in case you didn't know|you might want to know(?: that)?|it might help to know(?: that)?|a bit about me|about me|some context|a little context|in case you need to know|in case you're wondering|if it's relevant|)"
        R"(not sure if it matters,? but|probably worth mentioning|worth mentioning|something about me|just a reminder|as a reminder|reminder|)"
        R"(worth noting|good to remember|for your (?:future )?reference|for the record|just so you know|just so you're aware|so you know|)"
        R"(just fyi|fyi|for your information|good to know|worth knowing|useful to know|in case it (?:matters|helps|comes up|is useful|is relevant|'s useful|'s relevant)|)"
        R"(if it (?:matters|helps)|for context|(?:just )?(?:as )?a heads[- ]up|heads[- ]up|please note(?: that)?|note that|for later|for next time|)"
        R"(for the future|going forward|from now on|in future|in the future|keep in mind(?: that)?|bear in mind(?: that)?|)"
        R"(please keep in mind(?: that)?|something you should know|you should know(?: that)?|a (?:quick|little) note|quick note|side note|one thing to know|)"
        R"(before i forget|while i think of it|while i remember|not that it matters,?\s*but|(?:on|as) a side note|small thing|one (?:more|last|other) thing|)"
        R"(just noting(?: that)?|(?:you )?(?:may|might) want to (?:note|know)(?: that)?|(?:just )?for your awareness|thought you should know(?: that)?|)"
        R"((?:some |a bit of |quick |a little )?(?:background|context)|to give you (?:some )?context|(?:a )?random fact(?: about me)?|side info|by the by|)"
        R"(incidentally|full disclosure|might be useful(?: to know)?|something to (?:keep in mind|know|bear in mind))"
        R"()(?:\s+(?:for (?:later|the future|next time|future reference)|going forward))?\s*(?:[:,–—-]|\s|$)\s*(?:that\s+)?)"));
    const auto m = aside.match(clause);
    *found = m.hasMatch() && m.capturedLength() < clause.size();
    if (*found)
        return clause.mid(m.capturedLength()).trimmed();
    // Any short lead-in before a colon or a dash that then speaks of the
    // person is an aside too ("Some background: I'm a nurse", "Side info –
    // I speak Japanese"), unless it sets a task ("Translate: I live in
    // Graz"), quotes someone or is itself a statement ("I think: …").
    static const QRegularExpression leadIn = rx(QStringLiteral(
        R"(^((?:[\p{L}'’]+\s+){0,4}[\p{L}'’]+)\s*(?::|\s[–—-])\s+(?=(?:i|i'm|i’m|i've|i'd|my|we|we're|our)\b))"));
    static const QRegularExpression notLeadIn = rx(QStringLiteral(
        R"(\b(?:i|i'm|you|he|she|they|said|says|wrote|writes|told|asked|asks|replied|translate|correct|fix|rewrite|summari[sz]e|check|proofread|edit|example|question|answer|q|a)\b)"));
    if (const auto l = leadIn.match(clause); l.hasMatch() && !notLeadIn.match(l.captured(1)).hasMatch() && !isTaskRequest(l.captured(1))) {
        *found = true;
        return clause.mid(l.capturedLength()).trimmed();
    }
    return clause;
}

// What has a statement's shape but is no lasting fact about the person:
// past states, politeness, situational choices, requests.
bool isNonDurable(const QString &clause)
{
    static const QRegularExpression past = rx(QStringLiteral(
        R"(\b(?:used to|use to|as a (?:kid|child|teen|teenager|boy|girl|student|youngster)|when i was (?:a |an |young|little|small|younger|in )|)"
        R"(back then|back in (?:the day|uni|university|school|college|\d{4}|my)|years ago|in the past|formerly|previously|growing up|in my (?:youth|childhood|teens|twenties|student days)|)"
        R"(during (?:my|university|college|school)|one summer|no longer (?:live|work)|once upon|last year i|until (?:last|recently))\b)"));
    // "I don't like to interrupt, but …", "I prefer not to say": remarks on
    // the conversation that look like preferences.
    static const QRegularExpression polite = rx(QStringLiteral(
        R"(^i\s+(?:(?:really|just|honestly|generally|usually)\s+)*(?:(?:don't|do not|would|'d|wouldn't)\s+)?(?:like|love|hate|prefer|want|mean|wish)\s+(?:not\s+)?to\s+)"
        R"((?:interrupt|bother|complain|ask|say|admit|brag|boast|impose|intrude|pry|rush|nag|repeat|disagree|be rude|be that person|be a pain|sound|push|insist|pester|)"
        R"(disturb|cut in|jump in|point out|correct|mention|answer|comment|discuss|talk about (?:it|that|this)|share|disclose|go into|get into|elaborate|bring (?:it|this|that) up|)"
        R"(keep|think|take|end|start|wrap|move on|go back|clarify|add|hear|see|know|check|confirm|make sure|double-check|remind you|bug you|trouble you|waste|leave|stop|)"
        R"(wait|sleep on|decide|focus|stay|stick|try|get|do|let|hold off|skip|pass|continue|go on|finish|read|look)\b)"));
    static const QRegularExpression preface = rx(QStringLiteral(R"(^i\s+.*\bto\s+\p{L}+\s*,?\s+but\b)"));
    // "I prefer the second option", "I like the blue one better": a choice
    // among what is on the table right now.
    static const QRegularExpression choice = rx(QStringLiteral(
        R"(^i(?:'d| would)?\s+(?:(?:really|just|also|much|definitely|actually|think i|still)\s+)*(?:prefer|like|love|want|choose|pick|take|go with|vote for|'ll take|'ll go with)\s+)"
        R"((?:(?:the|this|that|these|those|your|both|either|neither)\s+(?:[\p{L}-]+\s+){0,3}?(?:one|ones|option|options|choice|version|alternative|variant|draft|suggestion|)"
        R"(proposal|idea|plan|answer|response|reply|approach|solution|example|photo|picture|image|link|design|layout|first|second|third|fourth|fifth|last|former|latter|)"
        R"(other|previous|next|latest|new|old|top|bottom|left|right|shorter|longer|cheaper)\b|(?:option|plan|number|choice|version|#)\s*\w+$|(?:the\s+)?(?:first|second|third|last|former|latter)\b))"));
    static const QRegularExpression betterThere = rx(QStringLiteral(R"(^i\s+.*\b(?:the|this|that)\s+.*\b(?:better|more|best)$)"));
    // "I'd like a coffee", "I want to know": requests.
    static const QRegularExpression request = rx(QStringLiteral(
        R"(^i(?:'d| would| want| wanna| need| gotta|'ll|'m going to|'m gonna| will)\s+(?!(?:to|have to)\s+(?:avoid|stay away|cut out|watch)\b)(?:like|love|want|to|have|need|be|get|know|ask|see|try|go|take|buy|check|make|do|book)\b)"));
    return past.match(clause).hasMatch() || polite.match(clause).hasMatch() || preface.match(clause).hasMatch()
        || choice.match(clause).hasMatch() || betterThere.match(clause).hasMatch() || request.match(clause).hasMatch();
}

bool isTaskRequest(const QString &clause)
{
    // "Write me a poem about my cat", "Translate …": work for the assistant,
    // whose words are not the person's statements.
    static const QRegularExpression task = rx(QStringLiteral(
        R"(^(?:please\s+|can you\s+|could you\s+)?(?:write|translate|draft|summari[sz]e|give|make|create|generate|list|explain|show|find|compose|rewrite|)"
        R"(fix|check|calculate|compute|plan|suggest|recommend|book|send|convert|describe|compare|tell me|help|search|look up|proofread|edit|)"
        R"(correct|shorten|expand|outline|brainstorm|pick|choose|sort|format|reply|respond|read|turn|draw|design|code|debug|let's|lets)\b)"));
    return task.match(clause).hasMatch();
}

QString withApostrophes(QString text)
{
    // Chat drops apostrophes: "im vegan btw", "cant stand olives", "names
    // Rob". Only forms that are no other English word are restored ("its",
    // "well", "ill", "id", "wont" stay as written).
    static const QRegularExpression im = QRegularExpression(QStringLiteral(R"(\b[Ii]m\b(?=\s+\S))"));
    static const QRegularExpression ive = QRegularExpression(QStringLiteral(R"(\b[Ii]ve\b(?=\s+\S))"));
    static const QRegularExpression nt = QRegularExpression(
        QStringLiteral(R"(\b([Cc]an|[Dd]on|[Dd]oesn|[Dd]idn|[Ii]sn|[Ww]ouldn|[Cc]ouldn|[Ss]houldn|[Aa]ren|[Ww]asn|[Hh]aven|[Hh]asn)t\b)"));
    static const QRegularExpression contracted = QRegularExpression(QStringLiteral(R"(\b([Yy]ou|[Tt]hat|[Ww]hat|[Tt]here)(re|s)\b)"));
    static const QRegularExpression names = QRegularExpression(QStringLiteral(R"(^\s*([Nn])ames\s+(?=\p{Lu}))"), QRegularExpression::UseUnicodePropertiesOption);
    text.replace(im, QStringLiteral("I'm"));
    text.replace(ive, QStringLiteral("I've"));
    text.replace(nt, QStringLiteral("\\1't"));
    text.replace(contracted, QStringLiteral("\\1'\\2"));
    text.replace(names, QStringLiteral("\\1ame's "));
    // "fav color is teal": chat's short "favourite", and its missing "my".
    static const QRegularExpression fav = QRegularExpression(QStringLiteral(R"(\b([Ff])av(?:e)?\b(?=\s+\p{L})|\b([Ff])avorite\b)"),
                                                             QRegularExpression::UseUnicodePropertiesOption);
    text.replace(fav, QStringLiteral("\\1\\2avourite"));
    static const QRegularExpression bareFavourite = QRegularExpression(QStringLiteral(R"(^(\s*)([Ff])avourite\s+(?=\p{L}+\s+(?:is|are)\b))"),
                                                                       QRegularExpression::UseUnicodePropertiesOption);
    text.replace(bareFavourite, QStringLiteral("\\1my favourite "));
    // "Camping's not for me": before "not" or "never" the 's is "is".
    static const QRegularExpression isNot = QRegularExpression(QStringLiteral(R"(\b(\p{L}+)['’]s\s+(?=(?:not|never)\b))"), QRegularExpression::UseUnicodePropertiesOption);
    text.replace(isNot, QStringLiteral("\\1 is "));
    return text;
}

QString withSubject(const QString &clause)
{
    // Only predicates that say something about a person take "I'm"/"I";
    // anything else is left alone (and so captures nothing).
    static const QRegularExpression be = rx(QStringLiteral(
        R"(^(?:allergic|intolerant|not (?:a (?:big |huge )?fan|into|big on|keen on|(?:really )?(?:a|an) [\p{L}-]+ person)|(?:a )?(?:big|huge|massive) fan|fan of|vegan|vegetarian|pescatarian|)"
        R"(plant-based|based in|living in|originally from|married|single|divorced|engaged|widowed|retired|self-employed|)"
        R"(lactose|gluten|coeliac|celiac|diabetic|left-handed|right-handed|colou?r-?blind|allergic)\b)"));
    // "Been really enjoying pottery lately": chat drops "I've".
    static const QRegularExpression been = rx(QStringLiteral(R"(^been\s+(?:really\s+|totally\s+)?(?:enjoying|loving|into|hooked on|obsessed with|getting into)\b)"));
    static const QRegularExpression parent = rx(QStringLiteral(R"(^(?:mother|father|mum|mom|dad|parent|grandmother|grandfather|grandma|grandpa) of\b)"));
    static const QRegularExpression verb = rx(QStringLiteral(
        R"(^(?:can't stand|cannot stand|can't eat|can't deal with|can't handle|can't have|cannot have|don't eat|don't drink|never eat|only eat|work (?:as|at|for|in)|live (?:in|near|on)|grew up in|)"
        R"(teach|study|speak|have (?:a|an|two|three|four|\d+)\b|hate|love|adore)\b)"));
    // "Architect by trade(, musician by night)".
    static const QRegularExpression byProfession = rx(QStringLiteral(R"(^(\p{L}+(?:\s+\p{L}+)?)\s+by\s+(?:profession|trade|training)(?:\s*,.*)?$)"));
    static const QRegularExpression allergyFragment = rx(QStringLiteral(R"(^(?:severe |mild |bad |serious )?[\p{L}-]+ (?:allergy|allergies|intolerance)(?: here)?$)"));
    if (allergyFragment.match(clause).hasMatch()) {
        static const QRegularExpression here = rx(QStringLiteral(R"(\s+here$)"));
        QString a = clause;
        a.remove(here);
        return QStringLiteral("I have a ") + a.at(0).toLower() + a.mid(1);
    }
    // "Married at First Sight is trash" has a subject of its own.
    static const QRegularExpression ownVerb = rx(QStringLiteral(R"(\b(?:is|are|was|were|has|have|'s)\b)"));
    if (ownVerb.match(clause).hasMatch() || clause.count(u' ') > 8)
        return clause;
    if (be.match(clause).hasMatch()) {
        // "pescatarian here": as a name is introduced.
        static const QRegularExpression here = rx(QStringLiteral(R"(^([\p{L}-]+)\s+here$)"));
        const QString said = QString(clause).replace(here, QStringLiteral("\\1"));
        return QStringLiteral("I'm ") + said.at(0).toLower() + said.mid(1);
    }
    if (been.match(clause).hasMatch())
        return QStringLiteral("I've ") + clause.at(0).toLower() + clause.mid(1);
    if (parent.match(clause).hasMatch())
        return QStringLiteral("I'm a ") + clause.at(0).toLower() + clause.mid(1);
    if (verb.match(clause).hasMatch())
        return QStringLiteral("I ") + clause.at(0).toLower() + clause.mid(1);
    if (const auto m = byProfession.match(clause); m.hasMatch())
    {
        const QString job = m.captured(1).toLower();
        static const QRegularExpression vowel = rx(QStringLiteral(R"(^[aeiou])"));
        return (vowel.match(job).hasMatch() ? QStringLiteral("I work as an ") : QStringLiteral("I work as a ")) + job;
    }
    return clause;
}

bool isErrandMarker(const QString &clause)
{
    // "I need to book the vet – put it on my list": the errand is in the
    // other clause.
    static const QRegularExpression marker = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:(?:put|add|stick|write)\s+(?:it|that|this)\s+(?:on|to|onto)\s+(?:my|the)\s+(?:to-?do\s+)?(?:list|reminders|calendar)|)"
        R"(remind me(?:\s+(?:about|of))?(?:\s+(?:it|that|this))?(?:\s+later|\s+tomorrow)?|don't let me forget(?:\s+(?:it|that|this))?|make a note of (?:it|that|this)|)"
        R"((?:can|could|will) you\s+(?:please\s+)?(?:keep track of|track)\s+(?:it|that|this)(?:\s+for me)?)\??$)"));
    return marker.match(clause).hasMatch();
}

std::optional<CaptureCandidate> errandFrom(const QString &what, const QString &sentence)
{
    QString w = what.trimmed();
    static const QRegularExpression need = rx(QStringLiteral(R"(^(?:i\s+(?:still\s+)?(?:need|have|must|gotta|got|should)\s+(?:to\s+)?|i've got to\s+))"));
    w.remove(need);
    while (!w.isEmpty() && QStringLiteral(".!?,;:-–").contains(w.back()))
        w.chop(1);
    if (w.isEmpty())
        return std::nullopt;
    CaptureCandidate c = candidate(Kind::Goal, QStringLiteral("goal:") + keyOf(w), sentenceCase(QStringLiteral("Remember to ") + thirdPerson(w)),
                                   0.9, QStringLiteral("errand"), sentence);
    c.decayClass = DecayClass::Active;
    return c;
}

std::optional<CaptureCandidate> errand(const QString &clause)
{
    // Errands become short-lived task memories (goal, decay class active;
    // CaptureRules.h says why).
    static const QRegularExpression remindMe = rx(QStringLiteral(
        R"(^(?:(?:please|pls|can you|could you|would you|will you|can you please|could you please|i need you to|i want you to)\s+)?)"
        R"((?:remind me|ping me|nudge me|text me|alert me|message me|buzz me|don't let me forget|do not let me forget|make sure i (?:don't forget|remember))\s+)"
        R"((?:(?:tomorrow|tonight|later|later today|this (?:evening|afternoon|morning|week|weekend)|next week|on \p{L}+|at [\p{L}\p{N}:.]+(?: [ap]m)?|in (?:an? |\d+ |a few )?\p{L}+)\s+)?)"
        R"((?:to\s+|about\s+|of\s+|that\s+)?(.+)$)"));
    static const QRegularExpression noteToSelf = rx(QStringLiteral(
        R"(^(?:note to self|todo|to-do|to do|reminder)\s*[:,-]\s*(.+)$|^(?:please\s+)?(?:set|create|add|make)\s+(?:me\s+)?(?:a\s+)?reminder\s*(?:for\s+\S+(?:\s+\S+)?\s+)?(?:(?:to|about|for)\s+|:\s*)(.+)$)"));
    static const QRegularExpression needTo = rx(QStringLiteral(
        R"(^i\s+(?:need|have|must|gotta|got to|should)\s+(?:to\s+)?remember\s+to\s+(.+)$)"));
    static const QRegularExpression toList = rx(QStringLiteral(
        R"(^(?:please\s+)?(?:add|put|write|stick)\s+(.+?)\s+(?:to|on|onto)\s+(?:my|the)\s+(?:to-?do\s+|todo\s+|shopping\s+|task\s+|reminder\s+)?(?:list|reminders|tasks|calendar)$)"));
    static const QRegularExpression empty = rx(QStringLiteral(
        R"(^(?:it|that|this|them|me|him|her|later|what|how|when|where|who|why|which|if|whether)\b)"));
    QRegularExpressionMatch m = remindMe.match(clause);
    bool onList = false;
    if (!m.hasMatch())
        onList = (m = toList.match(clause)).hasMatch();
    if (!m.hasMatch())
        m = noteToSelf.match(clause);
    if (!m.hasMatch())
        m = needTo.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    QString what = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).trimmed();
    what.remove(QRegularExpression(QStringLiteral("[\"“”„]")));
    while (!what.isEmpty() && QStringLiteral(".!?,").contains(what.back()))
        what.chop(1);
    if (what.isEmpty() || empty.match(what).hasMatch())
        return std::nullopt;
    CaptureCandidate c = candidate(Kind::Goal, QStringLiteral("goal:") + keyOf(what),
                                   sentenceCase((onList ? QStringLiteral("On their list: ") : QStringLiteral("Remember to ")) + thirdPerson(what)),
                                   0.9, QStringLiteral("errand"), clause);
    c.decayClass = DecayClass::Active;
    return c;
}

} // namespace tarn::CaptureRules::detail::english
