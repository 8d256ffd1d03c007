// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// German turn structure (issue 20): the note in the third person, clauses
// and their fillers, asides, questions, the guards (hypotheticals, reported
// speech, past states, tasks, choices among what is on the table) and
// errands. What a German statement says is CaptureRulesGerman.cpp's.

#include "CaptureRulesGerman.h"

#include "GermanLexicon.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

namespace tarn::CaptureRules::detail::german {

// Spoken German drops the first person's "-e", and chat writes it as
// said: "ich wohn", "ich heiß", "trink ich", "ich vertrag kein Gluten". A
// word right after or before "ich" gets its "-e" back where its infinitive
// is a verb of the lexicon (GermanLexicon): "wohn" (wohnen), "bastel"
// (basteln), "arbeit" (arbeiten). Not the words a clause is built of
// ("weil ich": "weilen" is a verb too), nor the particles that read as
// stems ("mal", "schon", "halt"), nor a verb that has its own short first
// person ("weiß": "weißen" is to whitewash).
QString withFullVerbs(const QString &text)
{
    using namespace Qt::StringLiterals;
    static const QSet<QString> notShortened{
        // conjunctions and what opens a clause
        u"weil"_s, u"wenn"_s, u"dass"_s, u"daß"_s, u"ob"_s, u"als"_s, u"wo"_s, u"was"_s, u"wie"_s, u"bis"_s, u"seit"_s,
        u"damit"_s, u"und"_s, u"oder"_s, u"aber"_s, u"denn"_s, u"doch"_s, u"sonst"_s, u"nur"_s, u"also"_s, u"dann"_s,
        u"da"_s, u"wer"_s, u"warum"_s, u"wann"_s,
        // particles
        u"mal"_s, u"schon"_s, u"halt"_s, u"eben"_s, u"eh"_s, u"ja"_s, u"auch"_s, u"noch"_s, u"so"_s, u"gern"_s,
        u"grad"_s, u"echt"_s, u"voll"_s, u"total"_s, u"ganz"_s, u"nicht"_s, u"nie"_s, u"kein"_s, u"wohl"_s, u"bloß"_s,
        u"sicher"_s, u"immer"_s, u"lieber"_s, u"selber"_s, u"selbst"_s, u"wieder"_s, u"jetzt"_s, u"heut"_s, u"hier"_s,
        // verbs whose first person is short anyway
        u"bin"_s, u"kann"_s, u"mag"_s, u"muss"_s, u"muß"_s, u"darf"_s, u"will"_s, u"soll"_s, u"weiß"_s, u"hatte"_s,
        u"war"_s, u"sag"_s};
    // After "ich" only where "ich" opens the clause: in "Jazz höre ich rauf
    // und runter" or "Mit Kälte komm ich gar nicht klar" the word after it is
    // no verb ("raufen", "garen" are). Not before an apostrophe ("hab's").
    static const QRegularExpression after(
        QStringLiteral(R"((?:^|[,;:–—(]\s*|\b(?:und|aber|oder|denn|sondern)\s+)([Ii]ch)\s+(\p{Ll}+)(?![\p{L}'’]))"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression before(QStringLiteral(R"((?:^|(?<=[\s,;:(]))(\p{L}+)\s+(ich)\b)"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression southernI(QStringLiteral(R"((?:^|(?<=[\s,;:(]))i(?=\s+\p{Ll}))"),
                                              QRegularExpression::UseUnicodePropertiesOption);
    const auto shortened = [](const QString &word) {
        const QString w = word.toLower();
        if (w.size() < 2 || w.endsWith(u'e') || notShortened.contains(w))
            return false;
        // "wohn" → "wohnen", "studier" → "studieren"; "bastel" → "basteln".
        if (GermanLexicon::isVerb(w + u"en"_s))
            return true;
        return (w.endsWith(u"el"_s) || w.endsWith(u"er"_s)) && GermanLexicon::isVerb(w + u"n"_s);
    };
    QString out = text;
    out.replace(southernI, QStringLiteral("ich"));
    QList<qsizetype> ends; // where a word ends that gets its "-e"
    for (auto it = after.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        if (shortened(m.captured(2)))
            ends << m.capturedEnd(2);
    }
    for (auto it = before.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        const QString word = m.captured(1);
        // A capital mid-sentence is a noun ("Fisch ich"?); at the start it is the verb.
        const bool first = m.capturedStart(1) == 0;
        if ((first || word.at(0).isLower()) && shortened(word))
            ends << m.capturedEnd(1);
    }
    // Right to left, so an insertion does not move the places still to
    // come; a word found both after one "ich" and before another once.
    std::sort(ends.begin(), ends.end(), std::greater<>());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    for (qsizetype end : std::as_const(ends))
        out.insert(end, u'e');
    return out;
}

// First person singular to third: "wohne" → "wohnt", "bin" → "ist".
QString thirdPersonVerb(const QString &verb)
{
    static const QHash<QString, QString> irregular{
        {QStringLiteral("bin"), QStringLiteral("ist")},       {QStringLiteral("habe"), QStringLiteral("hat")},
        {QStringLiteral("hab"), QStringLiteral("hat")},       {QStringLiteral("mag"), QStringLiteral("mag")},
        {QStringLiteral("esse"), QStringLiteral("isst")},     {QStringLiteral("ess"), QStringLiteral("isst")},
        {QStringLiteral("weiß"), QStringLiteral("weiß")},     {QStringLiteral("kann"), QStringLiteral("kann")},
        {QStringLiteral("will"), QStringLiteral("will")},     {QStringLiteral("muss"), QStringLiteral("muss")},
        {QStringLiteral("darf"), QStringLiteral("darf")},     {QStringLiteral("nehme"), QStringLiteral("nimmt")},
        {QStringLiteral("spreche"), QStringLiteral("spricht")}, {QStringLiteral("lese"), QStringLiteral("liest")},
        {QStringLiteral("sehe"), QStringLiteral("sieht")},    {QStringLiteral("trage"), QStringLiteral("trägt")},
        {QStringLiteral("fahre"), QStringLiteral("fährt")},   {QStringLiteral("schlafe"), QStringLiteral("schläft")},
        {QStringLiteral("laufe"), QStringLiteral("läuft")},   {QStringLiteral("halte"), QStringLiteral("hält")},
        {QStringLiteral("werde"), QStringLiteral("wird")},    {QStringLiteral("gebe"), QStringLiteral("gibt")},
        {QStringLiteral("vergesse"), QStringLiteral("vergisst")}, {QStringLiteral("helfe"), QStringLiteral("hilft")},
        {QStringLiteral("treffe"), QStringLiteral("trifft")}, {QStringLiteral("sitze"), QStringLiteral("sitzt")},
        {QStringLiteral("heiße"), QStringLiteral("heißt")},   {QStringLiteral("heisse"), QStringLiteral("heisst")},
        {QStringLiteral("hasse"), QStringLiteral("hasst")},   {QStringLiteral("komm"), QStringLiteral("kommt")},
        {QStringLiteral("steh"), QStringLiteral("steht")},    {QStringLiteral("vertrage"), QStringLiteral("verträgt")},
        {QStringLiteral("schlage"), QStringLiteral("schlägt")}, {QStringLiteral("lasse"), QStringLiteral("lässt")},
        {QStringLiteral("wasche"), QStringLiteral("wäscht")}, {QStringLiteral("backe"), QStringLiteral("bäckt")},
        {QStringLiteral("weiss"), QStringLiteral("weiss")},   {QStringLiteral("tu"), QStringLiteral("tut")},
        {QStringLiteral("tue"), QStringLiteral("tut")},       {QStringLiteral("wurde"), QStringLiteral("wurde")},
        // Past and subjunctive forms are the same for "ich" and "er".
        {QStringLiteral("könnte"), QStringLiteral("könnte")}, {QStringLiteral("möchte"), QStringLiteral("möchte")},
        {QStringLiteral("würde"), QStringLiteral("würde")},   {QStringLiteral("hätte"), QStringLiteral("hätte")},
        {QStringLiteral("wäre"), QStringLiteral("wäre")},     {QStringLiteral("sollte"), QStringLiteral("sollte")},
        {QStringLiteral("müsste"), QStringLiteral("müsste")}, {QStringLiteral("dürfte"), QStringLiteral("dürfte")},
        {QStringLiteral("wollte"), QStringLiteral("wollte")}, {QStringLiteral("konnte"), QStringLiteral("konnte")},
        {QStringLiteral("musste"), QStringLiteral("musste")}, {QStringLiteral("war"), QStringLiteral("war")},
        {QStringLiteral("hatte"), QStringLiteral("hatte")},   {QStringLiteral("mochte"), QStringLiteral("mochte")}};
    const QString v = verb.toLower();
    if (const auto it = irregular.constFind(v); it != irregular.constEnd())
        return *it;
    QString stem = v.endsWith(u'e') ? v.chopped(1) : v;
    // "ekle" → "ekelt", "sammle" → "sammelt": the e comes back before -t.
    static const QRegularExpression consonantL(QStringLiteral("[^aeiouäöü]l$"));
    if (v.endsWith(u'e') && consonantL.match(stem).hasMatch())
        stem.insert(stem.size() - 1, u'e');
    if (stem.endsWith(u't') || stem.endsWith(u'd') || stem.endsWith(QLatin1String("chn")) || stem.endsWith(QLatin1String("ffn")))
        return stem + QStringLiteral("et");
    if (stem.endsWith(u's') || stem.endsWith(u'ß') || stem.endsWith(u'z') || stem.endsWith(u'x'))
        return stem + u't';
    return stem + u't';
}

QString thirdPersonPart(QString text, bool reflexive);

// "mein" → "sein", "mich" → "sich" when the person is the subject
// ("ernährt sich"), "ihn" when something else is ("nerven ihn"). Where the
// caller does not know, each comma's part says for itself: its "mich" is
// the person's own when its subject is "ich" ("Auf Reisen freue ich mich"
// → "freut er sich"; "…, das macht mir Spaß" → "macht ihm Spaß").
QString thirdPersonRest(QString text, bool reflexive)
{
    if (reflexive)
        return thirdPersonPart(text, true);
    static const QRegularExpression ichAlone = rx(QStringLiteral(R"(\bich\b)"));
    QStringList parts = text.split(u',');
    for (QString &part : parts)
        part = thirdPersonPart(part, ichAlone.match(part).hasMatch());
    return parts.join(u',');
}

QString thirdPersonPart(QString text, bool reflexive)
{
    static const QRegularExpression mein = rx(QStringLiteral(R"(\bmein(e|en|em|er|es)?\b)"));
    static const QRegularExpression fuerMich = rx(QStringLiteral(R"(\bfür mich\b)"));
    static const QRegularExpression mich = rx(QStringLiteral(R"(\bmich\b)"));
    static const QRegularExpression mir = rx(QStringLiteral(R"(\bmir\b)"));
    static const QRegularExpression ich = rx(QStringLiteral(R"(\bich\b)"));
    text.replace(mein, QStringLiteral("sein\\1"));
    text.replace(fuerMich, QStringLiteral("für ihn"));
    text.replace(mich, reflexive ? QStringLiteral("sich") : QStringLiteral("ihn"));
    text.replace(mir, reflexive ? QStringLiteral("sich") : QStringLiteral("ihm"));
    // "Sauerteigbrot backe ich jeden Samstag": the verb before "ich" goes
    // to the third person with it ("backt er"); a conjunction stays ("weil
    // ich" → "weil er").
    static const QRegularExpression verbIch = rx(QStringLiteral(R"(\b(\p{L}+)\s+ich\b)"));
    static const QRegularExpression notVerb = rx(QStringLiteral(
        R"(^(?:dass|weil|wenn|als|ob|und|aber|oder|denn|wie|was|wo|da|sodass|obwohl|bevor|nachdem|während|damit|falls|sobald|seit|seitdem|bis|sondern|doch|auch|nur|noch|schon|so|dann|jetzt|heute|immer|nie|gern|gerne|sehr)$)"));
    QString out;
    qsizetype from = 0;
    for (auto it = verbIch.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString word = m.captured(1);
        out += text.mid(from, m.capturedStart() - from);
        const bool verb = word.at(0).isLower() && !notVerb.match(word).hasMatch();
        out += (verb ? thirdPersonVerb(word) : word) + QStringLiteral(" er");
        from = m.capturedEnd();
    }
    out += text.mid(from);
    out.replace(ich, QStringLiteral("er"));
    return out;
}

// "Ich wohne in Graz" → "Wohnt in Graz."; "Schlager kann ich nicht
// ausstehen" → "Schlager kann er nicht ausstehen." (the verb stays second).
QString note(const QString &clause)
{
    static const QRegularExpression iVerb = rx(QStringLiteral(R"(^(?:ich|wir)\s+(\p{L}+)\b(.*)$)"));
    static const QRegularExpression verbI = rx(QStringLiteral(R"(^(.+?)\s+(\p{L}+)\s+ich\b(.*)$)"));
    if (const auto m = iVerb.match(clause); m.hasMatch()) {
        if (clause.startsWith(QLatin1String("wir"), Qt::CaseInsensitive))
            return sentenceCase(clause);
        return sentenceCase(thirdPersonVerb(m.captured(1)) + thirdPersonRest(m.captured(2), true));
    }
    static const QRegularExpression verbFirst = rx(QStringLiteral(R"(^(\p{L}+)\s+ich\b(.*)$)"));
    if (const auto m = verbFirst.match(clause); m.hasMatch())
        return sentenceCase(thirdPersonVerb(m.captured(1)) + thirdPersonRest(m.captured(2), true));
    if (const auto m = verbI.match(clause); m.hasMatch()) {
        // What follows "V ich" up to a comma is said of the person
        // ("freue ich mich" → "freut er sich"); after it, each part for itself.
        const QString rest = m.captured(3);
        const qsizetype comma = rest.indexOf(u',');
        const QString own = comma < 0 ? rest : rest.left(comma);
        const QString after = comma < 0 ? QString() : rest.mid(comma);
        return sentenceCase(thirdPersonRest(m.captured(1)) + u' ' + thirdPersonVerb(m.captured(2)) + QStringLiteral(" er")
                            + thirdPersonRest(own, true) + thirdPersonRest(after));
    }
    return sentenceCase(thirdPersonRest(clause));
}

// "dass ich Vegetarierin bin" → "ich bin Vegetarierin": the verb back in
// second place, so the same rules read it.
QString verbSecond(const QString &clause)
{
    static const QRegularExpression dass = rx(QStringLiteral(R"(^dass\s+(ich|wir|mein\p{L}*\s+\p{L}+)\s+(.+?)\s+(\p{L}+)$)"));
    const auto m = dass.match(clause);
    if (!m.hasMatch())
        return clause;
    return m.captured(1) + u' ' + m.captured(3) + u' ' + m.captured(2);
}

QStringList clausesOf(const QString &sentence)
{
    static const QRegularExpression split = rx(QStringLiteral(
        R"(\s*,\s*(?:und|aber|sondern|doch|denn)?\s*(?=(?:ich|mein|meine|meinen|meinem|merk|merke|vergiss|nenn|erinnere|erinner|denk|alle nennen|alle sagen|man nennt|meine freunde nennen|sag)\b)|)"
        // "Ich reagiere allergisch auf Erdbeeren, gibts ein Dessert ohne?",
        // "Milchprodukte gehen bei mir nicht, bin laktoseintolerant": what
        // is asked, concluded or added after a comma is a clause of its own.
        R"(\s*,\s*(?=(?:hast du|kannst du|könntest du|hättest du|weißt du|gibts|gibt's|gibt es|was|wie|welche\p{L}*|wo|wann|bitte|deshalb|daher|darum|drum|da|also|bin|hab|habe)\b)|)"
        R"(\s+(?:und|aber|sondern)\s+(?=(?:ich|mein|meine)\b)|\s+[–—-]+\s+|)"
        R"(\s+und\s+(?=(?:lebe|wohne|arbeite|bin|habe|mag|liebe|hasse|esse|trinke|komme|studiere|heiße)\b))"));
    // "Kurz zu mir: Ich heiße Arne": a lead-in before a colon is a part of
    // its own, unless it asks to keep what follows ("Merk dir: …") or sets
    // a task whose material follows ("Übersetze: Ich wohne in Graz").
    static const QRegularExpression leadIn = rx(QStringLiteral(R"(^([^:]{1,40}?)\s*:\s+(?=(?:ich|mein|meine|meinen|meinem|wir|unser|unsere)\b))"));
    static const QRegularExpression keepThis = rx(QStringLiteral(R"(\b(?:merk|merke|notier|notiere|vergiss|denk|erinnere|erinner|speicher|speichere|behalte|behalt)\b)"));
    QStringList parts;
    QString rest = sentence;
    if (const auto m = leadIn.match(sentence); m.hasMatch() && !keepThis.match(m.captured(1)).hasMatch()
                                               && !isTaskRequest(stripFillers(m.captured(1)))) {
        parts.append(m.captured(1));
        rest = sentence.mid(m.capturedEnd(0));
    }
    parts.append(rest.split(split, Qt::SkipEmptyParts));
    // "… und lebe jetzt in Linz": the subject of the part after "und" is
    // still "ich".
    // Chat drops it from the start too ("Bin Vegetarierin", "hallo, bin die
    // Lea", "Hab ne Laktoseintoleranz"), but not from idioms and greetings
    // ("Mag sein", "Liebe Grüße", "Liebe Anna,").
    static const QRegularExpression bareVerb = rx(QStringLiteral(R"(^(?:lebe|wohne|arbeite|bin|habe|hab|mag|liebe|hasse|esse|trinke|komme|studiere|heiße)\b)"));
    static const QRegularExpression greetingLead = rx(QStringLiteral(R"(^(?:(?:hallo|hi|hey|moin|servus|na|also|ja|naja|na ja|ok|okay)\s*,?\s+))"));
    static const QRegularExpression idiom = QRegularExpression(QStringLiteral(
        R"(^(?:[Mm]ag sein\b|[Ll]iebe (?:[Gg]rüße|[Gg]rüsse|[Ll]eute|[Aa]lle|[Ff]reunde|[Kk]olleg\p{L}*|\p{Lu}\p{L}+\s*,))|^[Hh]ab(?:e)? (?:[Hh]unger|[Dd]urst|keine [Zz]eit|keine [Ll]ust|[Ss]chluss|[Ff]eierabend)\b)"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression ne = rx(QStringLiteral(R"(^(hab|habe)\s+ne\b)"));
    for (QString &p : parts) {
        QString lead;
        QString bare = p;
        if (const auto g = greetingLead.match(p); g.hasMatch()) {
            lead = g.captured(0);
            bare = p.mid(g.capturedLength());
        }
        if (!bareVerb.match(bare).hasMatch() || idiom.match(bare).hasMatch())
            continue;
        bare[0] = bare.at(0).toLower();
        bare.replace(ne, QStringLiteral("\\1 eine"));
        p = lead + QStringLiteral("ich ") + bare;
    }
    return parts;
}

QString stripFillers(QString clause)
{
    static const QRegularExpression filler = rx(QStringLiteral(
        R"(^(?:also|ok|okay|na ja|naja|ach ja|ach so|ach|ähm|äh|hm+|hallo|hi|hey|moin moin|moin|servus|grüß gott|grüß dich|grüezi|)"
        R"(guten (?:morgen|tag|abend)|ja|nein|genau|gut|danke|danke schön|vielen dank|super|und|aber|oh|so|eigentlich|ehrlich gesagt|)"
        R"(tatsächlich|noch was|noch etwas|übrigens noch|by the way|btw|persönlich|für mich persönlich)\b[\s,:!-]*)"));
    static const QRegularExpression tail = rx(QStringLiteral(
        R"(\s*,?\s*(?:übrigens|btw|nur so|haha|lol|:\)|:-\)|falls (?:es|das) (?:wichtig ist|hilft|relevant ist|eine rolle spielt))\s*[.!]*$|)"
        // "…, falls das für die Tipps wichtig ist", "…, falls du fragst": why
        // it was said. ("…, am liebsten in den Dolomiten" is kept: the detail
        // is the preference's own.)
        R"(\s*,\s*falls\s+(?:es|das|du|ihr|sie)\b.*$)"));
    return stripRepeatedly(clause, filler, tail);
}

// "Zur Info:", "Nur damit du's weißt,", "Falls das wichtig ist:": what
// follows is said to be kept.
QString stripAside(const QString &text, bool *found)
{
    static const QRegularExpression aside = rx(QStringLiteral(
        R"(^(?:zur info|nur zur info|zu deiner info|zu ihrer info|nur so zur info|fyi|nur damit du(?:'s| es)? weißt|damit du(?:'s| es)? weißt|nur damit sie es wissen|)"
        R"(fürs protokoll|für die zukunft|für später|für künftige gespräche|zur erinnerung(?: für später)?|gut zu wissen(?: vielleicht)?|nebenbei(?=\s*[:,–—-])|)"
        R"(falls (?:es|das) (?:wichtig ist|hilft|relevant ist|eine rolle spielt)|nur so nebenbei|nebenbei bemerkt|nebenbei gesagt|)"
        R"(falls (?:es|das) (?:\p{L}+\s+){0,3}(?:wichtig|relevant|hilfreich|nützlich) (?:ist|wird|sein sollte)|nur damit du bescheid weißt|)"
        R"(für (?:alle )?(?:künftigen|zukünftigen|weiteren|kommenden) (?:antworten|gespräche|chats|fragen)|)"
        R"(nur als hinweis|als hinweis|kleiner hinweis|wichtiger hinweis|hinweis|wichtig|ab jetzt|in zukunft|künftig|)"
        R"((?:bitte\s+)?beachte,?(?:\s+dass)?|behalte im hinterkopf,?(?:\s+dass)?|denk dran,?\s+dass|denk daran,?\s+dass|)"
        R"(am rande|(?:kleine )?randnotiz|kleine info am rande|falls (?:relevant|wichtig)|(?:zum )?hintergrund|bevor ich(?:'s| es) vergesse|)"
        R"(was du wissen solltest|was sie wissen sollten|wichtig zu wissen|noch was|ach ja|zur einordnung|damit du bescheid weißt|nur fürs verständnis|)"
        R"(kurz zur info|nur so am rande|apropos|)"
        R"(übrigens(?=\s+(?:\p{L}+)\s+ich\b)|übrigens(?=\s*,))\s*(?:[:,–—-]|\s|$)\s*)"));
    const auto m = aside.match(text);
    *found = m.hasMatch() && m.capturedLength() < text.size();
    if (*found)
        return text.mid(m.capturedLength()).trimmed();
    // Any short lead-in before a colon or a dash that then speaks of the
    // person ("Zum Verständnis: ich bin blind"), unless it sets a task
    // ("Übersetze: ich wohne in Graz"), asks to keep what follows (that is
    // "merk dir"'s own rule) or quotes someone.
    static const QRegularExpression leadIn = rx(QStringLiteral(
        R"(^((?:[\p{L}'’]+\s+){0,4}[\p{L}'’]+)\s*(?::|\s[–—-])\s+(?=(?:ich|mein|meine|meinen|meinem|meiner|wir|unser|unsere)\b))"));
    static const QRegularExpression notLeadIn = rx(QStringLiteral(
        R"(\b(?:ich|du|er|sie|man|sagt|sagte|meint|meinte|schreibt|schrieb|fragt|fragte|merk|merke|notier|notiere|speicher|speichere|behalte|vergiss|frage|antwort|beispiel)\b)"));
    if (const auto l = leadIn.match(text); l.hasMatch() && !notLeadIn.match(l.captured(1)).hasMatch() && !isTaskRequest(l.captured(1))) {
        *found = true;
        return text.mid(l.capturedLength()).trimmed();
    }
    return text;
}

bool isQuestion(const QString &clause, bool question)
{
    static const QRegularExpression wh = rx(QStringLiteral(
        R"(^(?:was|wer|wen|wem|wessen|wie|wo|wann|warum|wieso|weshalb|weswegen|welche[rsnm]?|woher|wohin|womit|worüber|wovon|weißt du|kannst du|könntest du)\b)"));
    static const QRegularExpression verbFirst = rx(QStringLiteral(
        R"(^(?:bin|ist|sind|bist|hab|habe|hast|hat|haben|kann|kannst|können|mag|magst|weiß|weißt|wohne|wohnst|arbeite|arbeitest|heiße|heißt|darf|soll|sollte|würdest|würde|wäre|hättest|gibt|esse|isst|trinke|trinkst|stimmt|war|warst)\s+(?:du|ich|es|sie|er|man|wir|ihr)\b)"));
    return question || wh.match(clause).hasMatch() || verbFirst.match(clause).hasMatch();
}

// Hypotheticals, reported speech, past states: nothing about the person now.
bool isGuarded(const QString &clause)
{
    static const QRegularExpression hypothetical = rx(QStringLiteral(
        R"(\b(?:wenn|falls|angenommen|stell dir vor|stellen sie sich vor|würde|würdest|würden|wäre|wären|wärst|hätte|hätten|hättest|)"
        R"(könnte|könnten|sollte|sollten|hieße|irgendwann|eines tages|theoretisch|hypothetisch|gesetzt den fall)\b)"));
    static const QRegularExpression reported = rx(QStringLiteral(
        R"(\b(?:sagt|sagte|sagten|gesagt|meint|meinte|gemeint|erzählt|erzählte|(?<!hier )schreibt|schrieb|geschrieben|behauptet|behauptete|fragte|fragt|)"
        R"(laut|steht|stand|zitiert|ruft|rief)\b)"));
    static const QRegularExpression past = rx(QStringLiteral(
        R"(\b(?:als kind|als (?:teenager|jugendlicher|jugendliche|student|studentin|schüler|schülerin)|als ich (?:klein|jung|jünger|ein kind|kind|noch)|)"
        R"(früher|damals|in meiner (?:jugend|kindheit|schulzeit|studienzeit)|während (?:des|meines|meiner)|vor (?:\p{L}+ )?jahren|ehemals|einst|)"
        R"(bis (?:letztes|vor kurzem)|war|waren|warst|mochte|mochten|wohnte|lebte|arbeitete|hatte|hatten|fand|gewohnt|gearbeitet|gelebt|gemocht|)"
        R"(gegessen|getrunken|gehasst|geliebt|gejobbt|gespielt|(?<!herz )gehört|gelesen)\b)"));
    // "Ich könnte jeden Tag Pasta essen" is a like, not a supposition.
    static const QRegularExpression couldEveryDay = rx(QStringLiteral(
        R"(^(?:ich\s+könnte|.+?\s+könnte\s+ich)\s+(?:jeden tag|ständig|täglich|immer|stundenlang|tagelang|den ganzen tag|die ganze nacht|ewig|endlos)\s+.+$)"));
    // "Ich würde alles für ein gutes Stück Kuchen tun" is a like too.
    static const QRegularExpression anythingFor = rx(QStringLiteral(R"(^ich\s+würde\s+alles\s+für\s+.+\s+tun$)"));
    const bool supposed = hypothetical.match(clause).hasMatch() && !couldEveryDay.match(clause).hasMatch()
                       && !anythingFor.match(clause).hasMatch();
    return supposed || reported.match(clause).hasMatch() || quotesSpeech(clause) || past.match(clause).hasMatch();
}

// Work for the assistant: "Schreib mir ein Gedicht", "Übersetz …".
bool isTaskRequest(const QString &clause)
{
    static const QRegularExpression task = rx(QStringLiteral(
        R"(^(?:bitte\s+|kannst du\s+|könntest du\s+)?(?:schreib|schreibe|übersetz|übersetze|mach|mache|fass|fasse|erstell|erstelle|gib|erklär|erkläre|zeig|zeige|such|suche|)"
        R"(hilf|plan|plane|empfiehl|formulier|formuliere|berechne|rechne|prüf|prüfe|korrigier|korrigiere|lies|entwirf|nenn mir|sag mir|erzähl|erzähle|)"
        R"(lass uns|nimm|gestalte|sortier|sortiere|find|finde|vergleich|vergleiche|beschreib|beschreibe|antworte|antwort)\b)"));
    return task.match(clause).hasMatch();
}

// "Ich nehme lieber die zweite Option", "Den roten finde ich schöner":
// a choice among what is on the table now.
bool isSituational(const QString &clause)
{
    static const QRegularExpression choice = rx(QStringLiteral(
        R"(\b(?:der|die|das|den|dem|diese[nmrs]?|jene[nmrs]?|deine[nmrs]?|ihre[nmrs]?)\s+(?:\p{L}+\s+)?(?:option|variante|version|fassung|vorschlag|idee|lösung|antwort|entwurf|)"
        R"(erste[nmrs]?|zweite[nmrs]?|dritte[nmrs]?|letzte[nmrs]?|andere[nmrs]?|obere[nmrs]?|untere[nmrs]?|linke[nmrs]?|rechte[nmrs]?|kürzere[nmrs]?|längere[nmrs]?)\b)"));
    static const QRegularExpression elided = QRegularExpression(QStringLiteral(
        R"((?:^|\s)(?:[Dd]er|[Dd]ie|[Dd]as|[Dd]en|[Dd]em)\s+\p{Ll}+e[nrs]?(?:\s|$))"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression comparative = rx(QStringLiteral(R"(\b(?:besser|schöner|lieber als|mehr als|heute|diesmal|jetzt gerade|nimm|nehme|nehm)\b)"));
    static const QRegularExpression subjectless = rx(QStringLiteral(R"(^(?:heute|diesmal|lieber)\b)"));
    return choice.match(clause).hasMatch() || (elided.match(clause).hasMatch() && comparative.match(clause).hasMatch())
        || subjectless.match(clause).hasMatch() || (comparative.match(clause).hasMatch() && clause.contains(rx(QStringLiteral(R"(\b(?:heute|diesmal|nimm|nehme)\b)"))));
}

std::optional<CaptureCandidate> errand(const QString &clause)
{
    static const QRegularExpression remind = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:erinnere?|erinner)\s+mich\s*,?\s*(?:bitte\s+)?(?:(?:morgen|übermorgen|heute abend|heute|später|nachher|gleich|am \p{L}+|um [\p{L}\d:.]+(?: uhr)?|in \p{L}+ \p{L}+)\s*,?\s*)?(?:daran\s*,?\s*|an\s+)?(?:dass\s+)?(.+)$)"));
    static const QRegularExpression canYou = rx(QStringLiteral(
        R"(^(?:kannst|könntest|würdest)\s+du\s+mich\s+(?:bitte\s+)?(?:(?:morgen|übermorgen|heute abend|heute|später|nachher|am \p{L}+|um [\p{L}\d:.]+(?: uhr)?)\s+)?(.*?)\s*(?:daran\s+)?erinnern\s*,?\s*(?:dass\s+)?(.*)$)"));
    static const QRegularExpression dontForget = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:vergiss|vergessen sie)\s+nicht\s*,?\s*(.+?\s+zu\s+\p{L}+|.+\p{L}+zu\p{L}+)$)"));
    static const QRegularExpression list = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:schreib|schreibe|setz|setze|pack|packe|trag|trage)\s+(?:mir\s+)?(?:.*?\s+)?(?:auf|in)\s+(?:meine|die)\s+(?:einkaufsliste|liste|to-?do-?liste|aufgabenliste|todo-liste)\s*:?\s*(.+)$)"));
    static const QRegularExpression listAfter = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:schreib|schreibe|setz|setze|pack|packe|trag|trage)\s+(?:mir\s+)?(?:bitte\s+)?(.+?)\s+(?:auf|in)\s+(?:meine|die)\s+(?:einkaufsliste|liste|to-?do-?liste|aufgabenliste|todo-liste)$)"));
    static const QRegularExpression enter = rx(QStringLiteral(R"(^(?:bitte\s+)?trag(?:e)?\s+(?:mir\s+)?(?:.*?\s+)?ein\s*:\s*(.+)$)"));
    static const QRegularExpression noteToSelf = rx(QStringLiteral(R"(^(?:notiz an mich|to-?do|todo|aufgabe|nicht vergessen|erinnerung)\s*:\s*(.+)$)"));
    QRegularExpressionMatch m;
    for (const QRegularExpression *re : {&remind, &canYou, &dontForget, &list, &listAfter, &enter, &noteToSelf})
        if ((m = re->match(clause)).hasMatch())
            break;
    if (!m.hasMatch())
        return std::nullopt;
    QString what = m.captured(1).trimmed();
    if (m.lastCapturedIndex() >= 2 && !m.captured(2).trimmed().isEmpty())
        what = m.captured(2).trimmed();
    what.remove(rx(QStringLiteral(R"(^an\s+)")));
    // "…, dass ich Brot kaufen muss" → "Brot kaufen".
    static const QRegularExpression mustI = rx(QStringLiteral(R"(^(?:dass\s+)?ich\s+(.+?)(?:\s+(?:muss|soll|sollte|will|möchte|wollte))?$)"));
    if (const auto i = mustI.match(what); i.hasMatch())
        what = i.captured(1);
    what.remove(QRegularExpression(QStringLiteral("[\"“”„]")));
    static const QRegularExpression zu = rx(QStringLiteral(R"(\s+zu\s+(\p{L}+)$)"));
    what.replace(zu, QStringLiteral(" \\1"));
    while (!what.isEmpty() && QStringLiteral(".!?,").contains(what.back()))
        what.chop(1);
    static const QRegularExpression empty = rx(QStringLiteral(R"(^(?:es|das|dies|daran|dran|was|wie|wann|wo|ob)\b)"));
    if (what.isEmpty() || empty.match(what).hasMatch())
        return std::nullopt;
    CaptureCandidate c = candidate(Kind::Goal, QStringLiteral("goal:") + keyOf(what), sentenceCase(QStringLiteral("Daran denken: ") + thirdPersonRest(what)),
                                   0.9, QStringLiteral("errand"), clause);
    c.decayClass = DecayClass::Active;
    return c;
}

bool isErrandMarker(const QString &clause)
{
    static const QRegularExpression marker = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:denk\s+(?:bitte\s+)?(?:dran|daran)|erinnere?\s+mich\s+(?:bitte\s+)?(?:dran|daran)|vergiss\s+das\s+nicht|)"
        R"(schreib(?:e)?\s+(?:es|das)\s+auf(?:\s+meine\s+liste)?|setz(?:e)?\s+(?:es|das)\s+auf\s+(?:meine|die)\s+liste)(?:\s+bitte)?$)"));
    return marker.match(clause).hasMatch();
}

} // namespace tarn::CaptureRules::detail::german
