// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallPeople.h"

#include "Lake.h"
#include "RecallCandidates.h"
#include "RecallQuery.h"
#include "RecallRanking.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace tarn::RecallPeople {

namespace {

// How many of the person's memories that hold a role word are read for its
// name, and how many names one role brings (a role changes hands: "my
// dentist" was Dr. Szabó and is Dr. Okafor, and both may be live).
constexpr int kSearched = 40;
constexpr qsizetype kNamesKept = 3;

// Where a person says who fills a role: their own memories, not feeds.
const QList<Kind> &authoredKinds()
{
    static const QList<Kind> kinds = {Kind::Profile, Kind::Fact, Kind::Preference, Kind::Decision, Kind::Event, Kind::Goal};
    return kinds;
}

// Each class: the words that name the same role, English and German.
const QList<QStringList> &roleClasses()
{
    static const QList<QStringList> classes = {
        {QStringLiteral("husband"), QStringLiteral("wife"), QStringLiteral("spouse"), QStringLiteral("partner"), QStringLiteral("hubby"),
         QStringLiteral("mann"), QStringLiteral("ehemann"), QStringLiteral("frau"), QStringLiteral("ehefrau"), QStringLiteral("partnerin")},
        {QStringLiteral("mother"), QStringLiteral("mum"), QStringLiteral("mam"), QStringLiteral("mom"), QStringLiteral("mama"), QStringLiteral("mutter")},
        {QStringLiteral("father"), QStringLiteral("dad"), QStringLiteral("papa"), QStringLiteral("vater")},
        {QStringLiteral("brother"), QStringLiteral("bruder")},
        {QStringLiteral("sister"), QStringLiteral("schwester")},
        {QStringLiteral("son"), QStringLiteral("sohn")},
        {QStringLiteral("daughter"), QStringLiteral("tochter")},
        {QStringLiteral("mother-in-law"), QStringLiteral("schwiegermutter")},
        {QStringLiteral("father-in-law"), QStringLiteral("schwiegervater")},
        {QStringLiteral("sister-in-law"), QStringLiteral("schwägerin")},
        {QStringLiteral("brother-in-law"), QStringLiteral("schwager")},
        {QStringLiteral("manager"), QStringLiteral("boss"), QStringLiteral("supervisor"), QStringLiteral("chef"), QStringLiteral("chefin"),
         QStringLiteral("vorgesetzter"), QStringLiteral("vorgesetzte")},
        {QStringLiteral("doctor"), QStringLiteral("gp"), QStringLiteral("hausarzt"), QStringLiteral("hausärztin"), QStringLiteral("ärztin"),
         QStringLiteral("arzt")},
        {QStringLiteral("dentist"), QStringLiteral("zahnarzt"), QStringLiteral("zahnärztin")},
        {QStringLiteral("physio"), QStringLiteral("physiotherapist"), QStringLiteral("physiotherapeut"), QStringLiteral("physiotherapeutin")},
        {QStringLiteral("babysitter"), QStringLiteral("sitter"), QStringLiteral("nanny"), QStringLiteral("babysitterin")},
        {QStringLiteral("hairdresser"), QStringLiteral("barber"), QStringLiteral("friseur"), QStringLiteral("friseurin")},
        {QStringLiteral("vet"), QStringLiteral("tierarzt"), QStringLiteral("tierärztin")},
        {QStringLiteral("accountant"), QStringLiteral("steuerberater"), QStringLiteral("steuerberaterin")},
        {QStringLiteral("neighbour"), QStringLiteral("neighbor"), QStringLiteral("nachbar"), QStringLiteral("nachbarin")},
        {QStringLiteral("cleaner"), QStringLiteral("putzfrau"), QStringLiteral("putzkraft")},
        {QStringLiteral("godchild"), QStringLiteral("goddaughter"), QStringLiteral("godson"), QStringLiteral("patenkind")},
        // One's children, by what they are or by their place among them
        // ("our eldest", "the little one"): the lake names them as a list
        // as often as one by one ("We have two children: Ella … and Jonas").
        {QStringLiteral("child"), QStringLiteral("children"), QStringLiteral("kid"), QStringLiteral("kids"),
         QStringLiteral("little one"), QStringLiteral("little ones"), QStringLiteral("eldest"), QStringLiteral("youngest"),
         QStringLiteral("firstborn"), QStringLiteral("kind"), QStringLiteral("kinder"), QStringLiteral("älteste"),
         QStringLiteral("ältester"), QStringLiteral("jüngste"), QStringLiteral("jüngster")},
        // The household's animals, named as people are ("Our dog Biscuit
        // is a beagle"), and asked about by what they are ("what is our
        // dog scared of").
        {QStringLiteral("dog"), QStringLiteral("puppy"), QStringLiteral("pup"), QStringLiteral("hund"), QStringLiteral("hündin"),
         QStringLiteral("welpe")},
        {QStringLiteral("cat"), QStringLiteral("kitten"), QStringLiteral("katze"), QStringLiteral("kater")},
    };
    return classes;
}

const QStringList *classOf(const QString &word)
{
    for (const QStringList &c : roleClasses())
        if (c.contains(word))
            return &c;
    return nullptr;
}

// "Frau Berger", "Herr Egger": a title, not a wife or a husband, unless a
// possessive comes first.
bool needsPossessive(const QString &word)
{
    return word == u"mann" || word == u"frau" || word == u"kind";
}

// Words of a class that mean something else as often: a title ("Frau"), a
// business partner, a cook ("chef" in English), any doctor ("Arzt").
// Never asked for in place of the word the question says.
bool isAmbiguous(const QString &word)
{
    static const QSet<QString> words = {QStringLiteral("mann"), QStringLiteral("frau"), QStringLiteral("partner"),
                                        QStringLiteral("partnerin"), QStringLiteral("chef"), QStringLiteral("arzt"),
                                        QStringLiteral("ärztin"), QStringLiteral("sitter"), QStringLiteral("nachbar"),
                                        QStringLiteral("cleaner"), QStringLiteral("kater"), QStringLiteral("kind"),
                                        QStringLiteral("eldest"), QStringLiteral("youngest"), QStringLiteral("älteste"),
                                        QStringLiteral("ältester"), QStringLiteral("jüngste"), QStringLiteral("jüngster"),
                                        QStringLiteral("firstborn"), QStringLiteral("little one"), QStringLiteral("little ones")};
    return words.contains(word);
}

QString alternation(const QStringList &words)
{
    QStringList escaped;
    for (const QString &w : words)
        escaped << QRegularExpression::escape(w);
    // Longest first, so "mother-in-law" is not read as "mother".
    std::sort(escaped.begin(), escaped.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return escaped.join(u'|');
}

// Capitalised words that open a clause and are no name.
const QSet<QString> &notNames()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w : {"the", "a", "an", "i", "we", "she", "he", "it", "they", "his", "her", "my", "our", "this", "that",
                              "der", "die", "das", "ein", "eine", "sie", "er", "es", "wir", "ich", "sein", "seine", "ihr", "ihre",
                              "irish", "english", "german", "austrian", "retired", "new", "old", "now", "since", "still", "also",
                              "dr", "mag", "prof", "mr", "mrs", "ms", "frau", "herr", "called", "named", "and", "und",
                              "born", "geboren", "january", "february", "march", "april", "may", "june", "july", "august",
                              "september", "october", "november", "december", "jänner", "januar", "februar", "märz", "mai",
                              "juni", "juli", "oktober", "dezember", "monday", "tuesday", "wednesday", "thursday", "friday",
                              "saturday", "sunday"})
            s.insert(QString::fromUtf8(w)); // "jänner", "märz"
        return s;
    }();
    return set;
}

} // namespace

QList<Role> rolesIn(const QString &question)
{
    static const QRegularExpression asked = [] {
        QStringList all;
        for (const QStringList &c : roleClasses())
            all << c;
        return QRegularExpression(
            QStringLiteral(R"(\b(my|our|his|her|their|the|mein(?:e|em|en|er)?|unser(?:e|em|en|er)?|sein(?:e|em|en|er)?|ihr(?:e|em|en|er)?|der|die|den|dem)\s+)"
                           R"((?:(?:new|old|current|older|younger|little|big|best|eldest|oldest|neue[nmrs]?|alte[nmrs]?|jetzige[nmrs]?)\s+)?)"
                           R"((%1)(?:'s|’s|s)?\b)")
                .arg(alternation(all)),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    }();
    static const QRegularExpression possessive(QStringLiteral(R"(^(?:mein|unser|sein|ihr|my|our|his|her|their))"),
                                               QRegularExpression::CaseInsensitiveOption);
    QList<Role> out;
    QSet<QString> seen;
    for (auto it = asked.globalMatch(question); it.hasNext();) {
        const auto m = it.next();
        const QString word = m.captured(2).toLower();
        if (needsPossessive(word) && !possessive.match(m.captured(1)).hasMatch())
            continue;
        const QStringList *c = classOf(word);
        if (!c || seen.contains(word))
            continue;
        seen.insert(word);
        out.append({word, *c});
    }
    return out;
}

namespace {

// The two ways a memory names who fills a role, built once per role.
struct NamePatterns
{
    QRegularExpression roleFirst;
    QRegularExpression nameFirst;
    QRegularExpression listed;

    explicit NamePatterns(const QStringList &roleClass)
    {
        const QString roles = alternation(roleClass);
        // At a sentence's start "Frau Berger" is a title: only unambiguous words there.
        QStringList plain = roleClass;
        plain.removeIf(needsPossessive);
        const QString plainRoles = alternation(plain);
        const QString name = QStringLiteral(R"((?:(?:Dr|Mag|Prof|Mr|Mrs|Ms|DI|Ing)\.?\s+)?(\p{Lu}[\p{L}'’-]+))");
        // "My husband is Matthias", "My older brother Kevin", "My mam, Maureen",
        // "My manager at Brightwave is Stefan", "Babysitter is Hannah",
        // "Dentist: Dr. Péter Szabó", "Meine Schwiegermutter Brigitte".
        roleFirst = QRegularExpression(
            QStringLiteral(R"((?:(?:^|[.;!?]\s+)(?i:%3)|\b(?:(?i:my|our|mein\p{L}*|unser\p{L}*)|\p{Lu}\p{L}+(?:'s|’s|'))\s+(?:[\p{L}-]+\s+)?(?i:%1))(?:\s+(?:at|bei|from|in)\s+\p{Lu}[\p{L}-]+)?\s*(?:(?:is|ist|heißt|was|war)\s+|[:,=–-]\s*)?%2)")
                .arg(roles, name, plainRoles),
            QRegularExpression::UseUnicodePropertiesOption);
        // "Lena Hofbauer, my neighbour from …".
        nameFirst = QRegularExpression(
            QStringLiteral(R"((\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)?,\s+(?i:my|our|mein\p{L}*|unser\p{L}*)\s+(?:[\p{L}-]+\s+)?(?i:%1)\b)").arg(roles),
            QRegularExpression::UseUnicodePropertiesOption);
        // "We have two children: Ella, born 3 March 2016, and Jonas",
        // "our kids are Ella and Jonas": the rest of the sentence, whose
        // capitalised words are the names.
        listed = QRegularExpression(
            QStringLiteral(R"(\b(?i:%1)\b\s*(?:(?i:are|sind|heißen|called|named)\s+|[:–-]\s*)([^.;!?]*))").arg(roles),
            QRegularExpression::UseUnicodePropertiesOption);
    }

    // Adds to `out` the names `content` gives the role, each once.
    void collect(const QString &content, const QStringList &roleClass, QStringList &out) const
    {
        const auto keep = [&](const QString &n) {
            if (n.size() >= 2 && !notNames().contains(n.toLower()) && !roleClass.contains(n.toLower()) && !out.contains(n))
                out << n;
        };
        for (const QRegularExpression *re : {&roleFirst, &nameFirst})
            for (auto it = re->globalMatch(content); it.hasNext();)
                keep(it.next().captured(1));
        static const QRegularExpression capitalised(QStringLiteral(R"(\b\p{Lu}[\p{L}'’-]+)"),
                                                    QRegularExpression::UseUnicodePropertiesOption);
        for (auto it = listed.globalMatch(content); it.hasNext();) {
            const QString rest = it.next().captured(1);
            for (auto n = capitalised.globalMatch(rest); n.hasNext();)
                keep(n.next().captured(0));
        }
    }
};

} // namespace

QStringList namesFor(const QString &content, const QStringList &roleClass)
{
    QStringList out;
    NamePatterns(roleClass).collect(content, roleClass, out);
    return out;
}

void resolve(Lake &lake, const QString &question, RecallQuery &query, qint64 nowMs)
{
    const double weight = RecallRanking::kExpansion.people;
    if (weight <= 0 || query.isEmpty())
        return;
    for (const Role &role : rolesIn(question)) {
        // The role word's group in the query: its first word that is a
        // term ("mother-in-law": "mother"; "the little one": "little").
        int group = -1;
        for (const QString &part : role.word.split(QRegularExpression(QStringLiteral("[- ]")), Qt::SkipEmptyParts))
            if (group < 0)
                group = int(query.terms().indexOf(part));
        // A set phrase may stand for the role already ("the little one":
        // "child", RecallIdioms.h): the group of its class's word.
        for (const QString &w : role.class_)
            if (group < 0)
                group = int(query.terms().indexOf(w));
        if (group < 0)
            continue;
        // The class's other words, as synonyms, in either language: "my
        // spouse" is "my husband", "meine Schwägerin" a "sister-in-law".
        for (const QString &w : role.class_)
            if (!isAmbiguous(w))
                query.addPhrase(group, w, RecallRanking::kExpansion.synonyms);
        // "Who is my dentist?" asks for the name: the memory that answers
        // holds the role word, and every other memory of that person would
        // only compete with it. The name is asked for when the question is
        // about the person ("what does my husband do for work").
        if (query.expectedAnswer() == RecallAnswerType::Expected::Name)
            continue;
        // Where the person says who fills the role: their own memories.
        const RecallQuery words = RecallQuery::build(role.class_.join(u' '), false);
        if (words.isEmpty())
            continue;
        const RecallCandidates::Request request{words, QString(), authoredKinds(), 0, kSearched, nowMs};
        const NamePatterns patterns(role.class_);
        QStringList names;
        for (const Delta &d : lake.getByKeys(RecallCandidates::find(lake, request).keys)) {
            patterns.collect(d.content, role.class_, names);
            if (names.size() >= kNamesKept)
                break;
        }
        for (const QString &n : names.mid(0, kNamesKept))
            query.addPhrase(group, n, weight);
    }
}

} // namespace tarn::RecallPeople
