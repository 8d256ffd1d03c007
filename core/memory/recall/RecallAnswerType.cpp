// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallAnswerType.h"

#include <QRegularExpression>
#include <QSet>

namespace tarn::RecallAnswerType {

namespace {

using RE = QRegularExpression;

bool holdsQuantity(const QString &content, const QSet<QString> &asked)
{
    // A figure ("86,000", "3", "10%") the question did not give.
    static const RE figure(QStringLiteral("\\d+(?:[.,]\\d+)*"));
    for (auto it = figure.globalMatch(content); it.hasNext();)
        if (!asked.contains(it.next().captured()))
            return true;
    // Counted in words ("twice", "two kids", "zwei Wochen"). "one" is left
    // out: "the blue one" counts nothing.
    static const QSet<QString> counted = [] {
        QSet<QString> s;
        for (const char *w : {"two",     "three",  "four",   "five",   "six",    "seven",   "eight",    "nine",
                              "ten",     "eleven", "twelve", "twenty", "thirty", "forty",   "fifty",    "hundred",
                              "thousand", "million", "half", "dozen",  "twice",  "once",    "zwei",     "drei",
                              "vier",    "fünf",   "sechs",  "sieben", "acht",   "neun",    "zehn",     "elf",
                              "zwölf",   "zwanzig", "dreißig", "hundert", "tausend", "million", "halb", "halbe",
                              "halben",  "dutzend", "zweimal", "einmal", "doppelt", "double", "triple"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    for (const QString &w : wordsOf(content))
        if (counted.contains(w) && !asked.contains(w))
            return true;
    return false;
}

bool holdsTime(const QString &content, const QSet<QString> &asked)
{
    // Clock times and dates: "10:15", "9 am", "18 Uhr", "30 April", "12.03.",
    // "2027", "3rd".
    static const RE clockOrDate(QStringLiteral(
        "\\b\\d{1,2}[:.]\\d{2}\\b|\\b\\d{1,2}\\s?(?:am|pm|h|uhr)\\b|\\bo'clock\\b|\\b\\d{1,2}\\.\\d{1,2}\\.|"
        "\\b(?:19|20)\\d{2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b"),
        RE::CaseInsensitiveOption);
    if (clockOrDate.match(content).hasMatch())
        return true;
    // Days, months and times of day in both languages; "May" and "March"
    // only capitalised ("may", "march" are verbs).
    static const RE named(QStringLiteral(
        "\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday|"
        "january|february|april|june|july|august|september|october|november|december|"
        "today|tonight|tomorrow|yesterday|noon|midnight|morning|afternoon|evening|"
        "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|wochenende|"
        "januar|jänner|februar|märz|juni|juli|oktober|dezember|"
        "heute|morgen|gestern|übermorgen|vormittag|nachmittag|abend|mittag|mitternacht)"
        "(?:s|en|n)?\\b"),
        RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    for (auto it = named.globalMatch(content); it.hasNext();)
        if (!asked.contains(it.next().captured().toCaseFolded()))
            return true;
    static const RE capitalMonths(QStringLiteral("\\b(?:May|March|Mai)\\b"));
    if (capitalMonths.match(content).hasMatch())
        return true;
    // Told relative to when it was said: "a year ago", "last summer", "next
    // week", "vor zwei Wochen", "letztes Jahr", "seit März" (the turn's own
    // date says when: RecallAskedTime.h).
    static const RE relative(QStringLiteral(
        "\\b(?:ago|(?:last|next|this|past)\\s+(?:week|month|year|night|summer|winter|spring|fall|autumn|time)|"
        "(?:vor|in)\\s+(?:einer|einem|einen|zwei|drei|vier|ein\\s+paar|\\d+)\\s+(?:tag|tagen|woche|wochen|monat|monaten|jahr|jahren)|"
        "(?:letzte[nrs]?|nächste[nrs]?|diese[nrs]?|vorige[nrs]?)\\s+(?:woche|monat|jahr|sommer|winter|frühling|herbst))\\b"),
        RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    for (auto it = relative.globalMatch(content); it.hasNext();) {
        const QString said = it.next().captured().toCaseFolded();
        if (!asked.contains(said.section(u' ', -1)))
            return true;
    }
    return false;
}

bool holdsName(const QString &content, const QSet<QString> &asked)
{
    // A capitalised word that does not open a sentence or a turn, is not "I"
    // and is not after a German article or possessive (German capitalises
    // every noun, and a name rarely follows "der" or "meine").
    static const RE capitalised(QStringLiteral("(?<![\\p{L}\\p{N}'’])(\\p{Lu}[\\p{Ll}\\p{Lu}'’-]+)"),
                                RE::UseUnicodePropertiesOption);
    static const RE sentenceStart(QStringLiteral("(?:^|[.!?:;\"“„(–—]\\s*|\\n)\\s*$"),
                                  RE::UseUnicodePropertiesOption);
    static const RE germanDeterminer(QStringLiteral(
        "\\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|mein|meine|meinen|meinem|"
        "meiner|dein|deine|sein|seine|ihr|ihre|ihren|ihrem|unser|unsere|unseren|unserem|euer|eure|zum|zur|im|"
        "am|beim|vom|ins|jede|jeden|diese|diesen|dieser|neue|neuen|alte|alten)\\s+$"),
        RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    static const QSet<QString> notNames = [] {
        QSet<QString> s;
        for (const char *w : {"i",   "i'm", "i've", "i'd",  "i'll", "ok",   "okay",  "ich",  "sie",   "ihr",
                              "du",  "wir", "er",   "es",   "mr",   "mrs",  "ms",    "dr",   "user",  "assistant"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    for (auto it = capitalised.globalMatch(content); it.hasNext();) {
        const auto m = it.next();
        const QString word = m.captured(1);
        const QString folded = word.toCaseFolded();
        if (notNames.contains(folded) || asked.contains(folded))
            continue;
        const QString before = content.left(m.capturedStart(1));
        if (sentenceStart.match(before).hasMatch() || germanDeterminer.match(before).hasMatch())
            continue;
        return true;
    }
    return false;
}

} // namespace

Expected expectedBy(const QString &question)
{
    const QString q = question.simplified();
    // Time before quantity ("what time" is no amount), quantity before
    // names ("how many people" asks for a count, not a name).
    static const RE time(QStringLiteral("\\b(?:when|what\\s+time|(?:what|which)\\s+(?:day|date|month|year|weekday|hour)s?|"
                "how\\s+(?:early|late|soon)|wann|um\\s+wie\\s*viel\\s+uhr|(?:an\\s+)?welche[nmrs]?\\s+"
                "(?:tag|datum|monat|jahr|uhrzeit|wochentag))\\b"),
                         RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    static const RE quantity(QStringLiteral("\\b(?:how\\s+(?:much|many|old|long|far|often|big|tall|heavy|fast|high)|"
                "what(?:'s|\\s+is|\\s+was)?\\s+(?:the\\s+)?(?:number|amount|price|cost|percentage|temperature|"
                "size|budget|salary|figure)|wie\\s*viele?|wie\\s+(?:alt|lange|weit|oft|hoch|groß|schnell|teuer)|"
                "welche[nmrs]?\\s+(?:betrag|summe|temperatur|größe|nummer))\\b"),
                             RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    static const RE name(QStringLiteral("\\b(?:who(?:m|se|'s|’s)?|where(?:'s|’s)?|wer|wen|wem|wessen|wo|wohin|woher|"
                "(?:what|which)\\s+(?:city|town|country|village|street|school|company|firm|shop|restaurant|"
                "hospital|doctor|dentist|bank|club)|what(?:'s|’s|\\s+is|\\s+was)\\s+(?:\\w+\\s+){0,3}(?:name|called)|"
                "(?:\\w+\\s+){0,3}called(?=\\s*\\?)|wie\\s+hei(?:ß|ss)t|in\\s+welche[nmrs]?\\s+(?:stadt|land|ort|"
                "straße|schule|firma))\\b"),
                         RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    // The question word that comes first asks: "who takes the dog out
    // when I'm at the office" asks for a name, its "when" opens a clause.
    // On a tie the order above decides.
    Expected expected = Expected::None;
    qsizetype at = q.size() + 1;
    for (const auto &[re, kind] : {std::pair{&time, Expected::Time}, std::pair{&quantity, Expected::Quantity},
                                   std::pair{&name, Expected::Name}}) {
        const QRegularExpressionMatch m = re->match(q);
        if (m.hasMatch() && m.capturedStart() < at) {
            at = m.capturedStart();
            expected = kind;
        }
    }
    return expected;
}

QSet<QString> shapeWordsOf(const QString &question)
{
    static const RE shape(QStringLiteral("\\b(?:how|wie)\\s+(old|long|far|often|big|tall|heavy|fast|high|early|late|soon|"
                                         "alt|lange?|weit|oft|hoch|groß|schnell|teuer|früh|spät)\\b"),
                          RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    // "What's the pup called?", "wie heißt sie": the question asks for a
    // name, and the memory that answers says "Biscuit", not "called".
    // Only where it ends the question: "what did Kevin say when he called
    // me" is about a call.
    static const RE named(QStringLiteral("^\\s*(?:what\\b.*\\b(called|named)\\s*[?!.]*\\s*$|"
                                         "wie\\s+(hei(?:ß|ss)t|hei(?:ß|ss)en)\\b)"),
                          RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    QSet<QString> out;
    for (auto it = shape.globalMatch(question); it.hasNext();)
        out.insert(it.next().captured(1).toLower());
    if (const auto m = named.match(question); m.hasMatch())
        out.insert((m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toLower());
    return out;
}

QSet<QString> wordsOf(const QString &text)
{
    QSet<QString> out;
    static const RE word(QStringLiteral("[\\p{L}\\p{N}]+"), RE::UseUnicodePropertiesOption);
    for (auto it = word.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured().toCaseFolded());
    return out;
}

bool holds(const QString &content, Expected expected, const QSet<QString> &asked)
{
    switch (expected) {
    case Expected::Quantity:
        return holdsQuantity(content, asked);
    case Expected::Time:
        return holdsTime(content, asked);
    case Expected::Name:
        return holdsName(content, asked);
    case Expected::None:
        break;
    }
    return false;
}

} // namespace tarn::RecallAnswerType
