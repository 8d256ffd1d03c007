// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// German turns (issue 20): the same classes as the English rules, written
// for German clause structure. German puts the finite verb second ("Ich
// wohne in Graz", "Schlager kann ich nicht ausstehen") and last after
// "dass" ("Merk dir, dass ich Vegetarierin bin"), so the rules look for a
// first-person subject next to a verb from a small lexicon rather than at
// a fixed start.
//
// Notes are written in the third person like the English ones ("Wohnt in
// Graz.", "Mag keine Pilze."); a possessive becomes "sein" (the generic
// "der Nutzer"), because German has no neutral one.

#include "CaptureRulesGerman.h"

#include <QSet>

namespace tarn::CaptureRules::detail::german {

namespace {












const QString kRelation = QStringLiteral(
    R"((?:frau|mann|ehemann|ehefrau|partner|partnerin|freund|freundin|verlobte|verlobter|sohn|tochter|kind|kinder|baby|mutter|mama|mutti|)"
    R"(vater|papa|eltern|bruder|schwester|geschwister|zwillinge|hund|hündin|katze|kater|haustier|haustiere|hamster|kaninchen|pferd|wellensittich|)"
    R"(stiefsohn|stieftochter|söhne|töchter|brüder|schwestern|katzen|hunde|enkel|enkelin|enkelkind|enkelkinder|oma|opa|großeltern|)"
    R"(großmutter|großvater|schwiegermutter|schwiegervater|schwiegereltern|neffe|nichte|tante|onkel))");

const QSet<QString> &jobs()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w :
             {"lehrer", "lehrerin", "arzt", "ärztin", "krankenpfleger", "krankenpflegerin", "krankenschwester", "pfleger",
              "pflegerin", "ingenieur", "ingenieurin", "entwickler", "entwicklerin", "programmierer", "programmiererin",
              "informatiker", "informatikerin", "designer", "designerin", "anwalt", "anwältin", "rechtsanwalt",
              "rechtsanwältin", "student", "studentin", "schüler", "schülerin", "azubi", "auszubildender",
              "auszubildende", "rentner", "rentnerin", "pensionär", "pensionärin", "koch", "köchin", "bäcker",
              "bäckerin", "verkäufer", "verkäuferin", "kellner", "kellnerin", "journalist", "journalistin", "autor",
              "autorin", "schriftsteller", "schriftstellerin", "künstler", "künstlerin", "musiker", "musikerin",
              "fotograf", "fotografin", "architekt", "architektin", "polizist", "polizistin", "feuerwehrmann",
              "feuerwehrfrau", "elektriker", "elektrikerin", "mechaniker", "mechanikerin", "tischler", "tischlerin",
              "schreiner", "schreinerin", "gärtner", "gärtnerin", "landwirt", "landwirtin", "bauer", "bäuerin",
              "apotheker", "apothekerin", "therapeut", "therapeutin", "psychologe", "psychologin", "berater",
              "beraterin", "manager", "managerin", "buchhalter", "buchhalterin", "beamter", "beamtin", "erzieher",
              "erzieherin", "sozialarbeiter", "sozialarbeiterin", "hebamme", "tierarzt", "tierärztin", "zahnarzt",
              "zahnärztin", "physiotherapeut", "physiotherapeutin", "friseur", "friseurin", "pilot", "pilotin",
              "fahrer", "fahrerin", "busfahrer", "busfahrerin", "übersetzer", "übersetzerin", "dolmetscher",
              "dolmetscherin", "wissenschaftler", "wissenschaftlerin", "forscher", "forscherin", "professor",
              "professorin", "dozent", "dozentin", "freiberufler", "freiberuflerin", "unternehmer", "unternehmerin",
              "gründer", "gründerin", "hausfrau", "hausmann", "doktorand", "doktorandin", "praktikant",
              "praktikantin", "werkstudent", "werkstudentin", "maler", "malerin", "handwerker", "handwerkerin",
              "soldat", "soldatin", "richter", "richterin", "notar", "notarin", "steuerberater", "steuerberaterin",
              "sekretär", "sekretärin", "kassierer", "kassiererin", "metzger", "metzgerin", "fleischer", "konditor",
              "konditorin", "optiker", "optikerin", "altenpfleger", "altenpflegerin", "sanitäter", "sanitäterin",
              "selbstständig", "selbständig", "arbeitslos", "freelancer", "freelancerin"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    return set;
}

bool isJob(const QString &word)
{
    static const QRegularExpression suffix = rx(QStringLiteral(
        R"((?:lehrer|lehrerin|entwickler|entwicklerin|ingenieur|ingenieurin|arzt|ärztin|berater|beraterin|manager|managerin|pfleger|pflegerin|)"
        R"(fahrer|fahrerin|techniker|technikerin|informatiker|informatikerin|wissenschaftler|wissenschaftlerin|therapeut|therapeutin|)"
        R"(verkäufer|verkäuferin|kaufmann|kauffrau|meister|meisterin|analyst|analystin|designer|designerin|student|studentin|)"
        R"(arbeiter|arbeiterin|leiter|leiterin|referent|referentin|assistent|assistentin|loge|login|ist|istin|eur|eurin|ant|antin)$)"));
    const QString w = word.toLower();
    return jobs().contains(w) || suffix.match(w).hasMatch();
}

const QSet<QString> &notNames()
{
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char *w :
             {"nicht", "kein", "keine", "da", "hier", "weg", "fertig", "müde", "krank", "sicher", "froh", "gut", "bereit",
              "zurück", "dran", "dabei", "neu", "allein", "alleine", "zuhause", "daheim", "single", "verheiratet",
              "fan", "profi", "anfänger", "anfängerin", "experte", "expertin", "morgenmensch", "nachtmensch",
              "frühaufsteher", "langschläfer", "vegetarier", "vegetarierin", "veganer", "veganerin", "vegan",
              "vegetarisch", "deutscher", "deutsche", "österreicher", "österreicherin", "schweizer", "schweizerin",
              "allergiker", "allergikerin", "diabetiker", "diabetikerin", "linkshänder", "linkshänderin", "mutter",
              "vater", "oma", "opa", "mama", "papa", "schwanger", "es", "das", "so", "auch", "noch", "schon", "gerade",
              "jetzt", "heute", "morgen", "mir", "dir", "ihnen", "dein", "ihr", "sein", "am", "im", "in", "bei", "aus",
              "mit", "ein", "eine", "einer", "der", "die", "dem", "den", "gespannt", "neugierig", "verwirrt",
              // "Ich bin die Letzte, die das weiß": a rank, not a name
              "letzte", "letzter", "erste", "erster", "einzige", "einziger", "beste", "bester", "neue", "neuer",
              "andere", "anderer", "richtige", "richtiger", "falsche", "falscher", "nächste", "nächster", "älteste",
              "ältester", "jüngste", "jüngster",
              // "Ich bin der Meinung / Ansicht / Auffassung, dass …"
              "meinung", "ansicht", "auffassung", "überzeugung", "hoffnung"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    return set;
}

CaptureCandidate nameCandidate(const QString &who, bool callMe, const QString &clause)
{
    Q_ASSERT(!who.isEmpty());
    QString w = who.trimmed();
    if (!w.isEmpty())
        w[0] = w.at(0).toUpper();
    return candidate(Kind::Profile, QStringLiteral("profile:name"),
                     callMe ? QStringLiteral("Möchte %1 genannt werden.").arg(w) : QStringLiteral("Heißt %1.").arg(w),
                     callMe ? 0.85 : 0.9, callMe ? QStringLiteral("call-me") : QStringLiteral("name"), clause);
}

std::optional<CaptureCandidate> name(const QString &clause, bool greeted)
{
    const QString nameRx = QStringLiteral(R"(((?:(?:Dr|Prof)\.\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}))");
    static const QRegularExpression called = QRegularExpression(
        QStringLiteral(R"(^(?:[Mm]eine? (?:[Vv]or|[Rr]uf|[Ss]pitz|[Nn]ach)?[Nn]ame ist(?:\s+(?:übrigens|eigentlich|ja|nämlich))*|[Ii]ch hei(?:ß|ss)e(?:\s+(?:übrigens|eigentlich|offiziell|ja|nämlich|zwar|mit [Vv]ornamen|mit [Rr]ufnamen))*|[Ii]ch bin(?:\s+(?:übrigens|ja|nämlich))*\s+(?:der|die)|)"
                       R"([Hh]ier (?:schreibt|spricht|ist)(?:\s+(?:nochmal|noch mal|wieder|mal wieder))?|[Nn]ame ist|[Mm]ein [Nn]ame lautet|[Gg]estatten,?|[Aa]ngenehm,?|[Ii]ch bin(?:'s|’s| es),?(?:\s+(?:der|die))?)\s+%1(?:\s*,.*|\s+(?:und|aus|von|hier|wegen)\b.*)?$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Moritz mein Name, freut mich!": a greeting may follow.
    static const QRegularExpression nameLast = QRegularExpression(
        QStringLiteral(R"(^%1\s+(?:(?:ist\s+)?mein\s+[Nn]ame|hei(?:ß|ss)e ich)(?:\s*[,!–-]\s*(?i:freut mich|hallo|angenehm|servus|grüß (?:gott|dich|euch)|schön(?:,)? dich kennenzulernen)\b.*)?$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // Who calls or knows the person so: "Die meisten kennen mich als
    // Flocke", "Im Büro nennen mich alle Schorsch": any short subject but a
    // denial ("Niemand nennt mich so").
    static const QString namer = QStringLiteral(
        R"((?:(?!(?i:niemand|keiner|keine|nicht|nie|bitte|du|sie|ihr|kannst|können|könnt)\b)\p{L}+\s+){0,3}(?!(?i:niemand|keiner|keine|nicht|nie|bitte|du|ihr|kannst|können|könnt)\b)\p{L}+)");
    static const QRegularExpression callMe = QRegularExpression(
        QStringLiteral(R"(^(?:(?:[Aa]ber|[Uu]nd|[Dd]och)\s+)?(?:(?:[Bb]itte\s+)?[Nn]enn(?:e|t)?\s+mich|[Nn]ennen [Ss]ie mich|[Dd]u kannst mich|[Ss]ie können mich|[Ii]hr könnt mich|)"
                       R"((?:[Aa]lle|[Ff]reunde|[Mm]eine [Ff]reunde|[Dd]ie meisten|[Vv]iele)\s+sagen|%2\s+(?:nennen|nennt|kennen|kennt)\s+mich(?:\s+(?:alle|nur|meistens|immer|eigentlich))*(?:\s+als)?|[Mm]an nennt mich|[Dd]u darfst mich|[Ss]ie dürfen mich|[Ii]hr dürft mich)\s+(?:(?:ruhig|einfach|gern|gerne|doch|bitte|nur|immer)\s+)*)"
                       R"(%1(?:\s+(?:nennen|zu mir))?(?:\s*,.*)?$)").arg(nameRx, namer),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Sag einfach Steffi zu mir", "sag ruhig Conny": a name said to the
    // person, so "zu mir" or an adverb of leave is needed, and nothing may
    // follow the bare name ("Sag Max, dass ich später komme" is an errand
    // for Max).
    static const QRegularExpression sayToMe = QRegularExpression(
        QStringLiteral(R"(^[Ss]ag(?:t|en [Ss]ie)?\s+(?:(?:ruhig|einfach|gern|gerne|doch|bitte|nur|immer)\s+)*%1\s+zu\s+mir(?:\s*,.*)?$|)"
                       R"(^[Ss]ag(?:t|en [Ss]ie)?\s+(?:(?:ruhig|einfach|gern|gerne|doch|nur|immer)\s+)+%1$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Für dich einfach Micha", "Vorname Sabine", "Sie können mich Frau
    // Dr. Weber nennen", "Ich bin der Papa von Mia, Stefan".
    static const QRegularExpression forYou = QRegularExpression(
        QStringLiteral(R"(^[Ff]ür (?:dich|euch|Sie)\s+(?:(?:einfach|nur|bloß|gern|gerne)\s+)*%1$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression field = QRegularExpression(
        QStringLiteral(R"(^(?:(?:[Mm]ein\s+)?(?:[Vv]or|[Rr]uf|[Ss]pitz)name\s*:?|[Mm]ein\s+[Nn]ame\s*:)\s+%1$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression titled = QRegularExpression(
        QStringLiteral(R"(^(?:[Ss]ie können mich|[Nn]ennen [Ss]ie mich|[Ss]ie dürfen mich)\s+(?:(?:gern|gerne|einfach|ruhig)\s+)*(?:Frau|Herr)\s+%1(?:\s+nennen)?$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Anna am Apparat", "Markus, freut mich!", "Für Freunde bin ich
    // einfach die Steffi", "Ich bin der neue Kollege, Markus".
    static const QRegularExpression onThePhone = QRegularExpression(
        QStringLiteral(R"(^%1\s+am\s+[Aa]pparat$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression pleased = QRegularExpression(
        QStringLiteral(R"(^%1\s*,\s*(?i:freut mich|angenehm|sehr erfreut|schön,? dich kennenzulernen|schön,? Sie kennenzulernen)\b.*$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression forFriends = QRegularExpression(
        QStringLiteral(R"(^[Ff]ür\s+(?:[Ff]reunde|meine [Ff]reunde|dich|euch|alle|die meisten|[Kk]ollegen)\s+bin\s+ich\s+(?:(?:einfach|nur|bloß|immer)\s+)*(?:(?:der|die)\s+)?%1$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression newcomer = QRegularExpression(
        QStringLiteral(R"(^[Ii]ch bin (?:der|die) (?:neue\s+)?(?:Kollege|Kollegin|Praktikant|Praktikantin|Azubi|Werkstudent|Werkstudentin|Nachbar|Nachbarin|Mieter|Mieterin|Mitarbeiter|Mitarbeiterin|Trainer|Trainerin|Vertretung)(?:\s+\p{L}+){0,3}\s*[,–—-]\s*%1$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Bitte sprich mich mit Frau Huber an", "Sprechen Sie mich als Dr.
    // Weber an": how the person wants to be addressed.
    static const QRegularExpression addressMe = QRegularExpression(
        QStringLiteral(R"(^(?:(?:[Bb]itte|[Aa]ber|[Uu]nd|[Dd]och)\s+)?(?:[Ss]prich|[Ss]precht|[Ss]prechen [Ss]ie)\s+mich\s+(?:(?:bitte|gern|gerne|ruhig|einfach|immer|lieber|doch)\s+)*(?:mit|als)\s+((?:Frau|Herr)\s+)?%1\s+an(?:\s*,?\s*bitte)?$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression relation = QRegularExpression(
        QStringLiteral(R"(^[Ii]ch bin (?:der|die) (?:Papa|Mama|Vater|Mutter|Mann|Frau|Oma|Opa|Partner|Partnerin|Freund|Freundin|Chef|Chefin|Kollege|Kollegin|Nachbar|Nachbarin|Tante|Onkel|Trainer|Trainerin|Lehrer|Lehrerin)\s+(?:von\s+\p{Lu}\p{L}+|\p{Lu}\p{L}+s)\s*[,–—-]\s*%1$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Ute reicht", "Einfach Ute, bitte": the short form the person offers.
    static const QRegularExpression enough = QRegularExpression(
        QStringLiteral(R"(^(?:(?:[Ee]infach|[Nn]ur)\s+)?%1\s+(?:reicht|genügt|passt)(?:\s+(?:völlig|auch|schon))?$|^(?:[Ee]infach|[Nn]ur)\s+%1(?:\s*,?\s*bitte)?$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    // "Hallo, hier ist die Anna": with a greeting, the article is the
    // south's way of naming oneself ("Hier ist der Bericht" is not).
    static const QRegularExpression hereIsThe = QRegularExpression(
        QStringLiteral(R"(^[Hh]ier (?:ist|spricht|schreibt) (?:der|die)\s+%1$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    // Dialect: "Servus, i bin der Sepp", "I bin da Sepp", "ich bi d'Nadine"
    // ("i" reads as "ich" by then: withFullVerbs).
    static const QRegularExpression dialect = QRegularExpression(
        QStringLiteral(R"(^(?:[Ii]|[Ii]ch)\s+(?:bin|bi)\s+(?:der|die|da|d'|d’)\s*%1$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression iAm = QRegularExpression(
        QStringLiteral(R"(^[Ii]ch bin\s+%1(?:\s*,.*|\s+(?:und|aus|von|hier)\b.*)?$)").arg(nameRx), QRegularExpression::UseUnicodePropertiesOption);
    const auto accept = [](const QString &who) {
        const QString first = who.section(u' ', 0, 0).toLower().remove(u'.');
        if (first == u"dr" || first == u"prof")
            return true;
        // "Ich bin der Krimi-Fan": a kind of person, not a name.
        // (A compound: "Krimi-Fan", "Hundemensch"; not "Stefan".)
        static const QRegularExpression kindOfPerson = rx(QStringLiteral(R"((?:-(?:fan|typ|mensch|freak|junkie)|^\p{L}{5,}(?:fan|typ|mensch|freak|junkie))$)"));
        return !notNames().contains(first) && !isJob(first) && !kindOfPerson.match(first).hasMatch();
    };
    if (const auto m = enough.match(clause); m.hasMatch() && accept(m.captured(1) + m.captured(2)))
        return nameCandidate(m.captured(1) + m.captured(2), true, clause);
    for (const QRegularExpression *re : {&forYou, &titled, &forFriends})
        if (const auto m = re->match(clause); m.hasMatch() && accept(m.captured(1)))
            return nameCandidate(m.captured(1), true, clause);
    // "Sprich mich mit Vornamen an", "mit Du": a way of address, not a name.
    static const QRegularExpression wayOfAddress = rx(QStringLiteral(R"(^(?:vor|nach|spitz|ruf)?namen?$|^(?:du|sie|titel)$)"));
    if (const auto m = addressMe.match(clause); m.hasMatch() && accept(m.captured(2)) && !wayOfAddress.match(m.captured(2)).hasMatch())
        return nameCandidate(m.captured(1) + m.captured(2), true, clause);
    for (const QRegularExpression *re : {&onThePhone, &pleased, &newcomer, &field, &relation})
        if (const auto m = re->match(clause); m.hasMatch() && accept(m.captured(1)))
            return nameCandidate(m.captured(1), false, clause);
    if (const auto m = hereIsThe.match(clause); m.hasMatch() && greeted && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    // "Jonas hier", "Jonas hier, hallo!": a greeting may follow the name.
    static const QRegularExpression here = QRegularExpression(
        QStringLiteral(R"(^(\p{Lu}\p{L}+)\s+hier(?:\s*[,!–-]\s*(?i:hallo|hi|hey|moin|servus|grüß (?:gott|dich|euch)|guten (?:morgen|tag|abend))(?:\s+(?i:zusammen|alle|allerseits))?)?\s*!?$)"),
        QRegularExpression::UseUnicodePropertiesOption);
    if (const auto m = here.match(clause); m.hasMatch() && greeted && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    static const QRegularExpression werdeGenannt = QRegularExpression(
        QStringLiteral(R"(^[Ii]ch werde\s+(?:(?:meistens|meist|oft|gern|gerne|immer|einfach|nur|von allen|von meinen freunden)\s+)*%1\s+genannt$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    if (const auto m = werdeGenannt.match(clause); m.hasMatch() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), true, clause);
    // "hallo ich bin der tom": in these frames a lower-case word is a name too.
    static const QRegularExpression lowerFrame = rx(QStringLiteral(R"(^(?:ich hei(?:ß|ss)e|ich bin der|ich bin die|mein name ist)\s+(\p{Ll}[\p{L}-]+)$)"));
    if (const auto m = lowerFrame.match(clause); m.hasMatch() && clause == clause.toLower() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    if (const auto m = called.match(clause); m.hasMatch() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    if (const auto m = nameLast.match(clause); m.hasMatch() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    if (const auto m = callMe.match(clause); m.hasMatch() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), true, clause);
    if (const auto m = sayToMe.match(clause); m.hasMatch() && accept(m.captured(1) + m.captured(2)))
        return nameCandidate(m.captured(1) + m.captured(2), true, clause);
    if (const auto m = dialect.match(clause); m.hasMatch() && accept(m.captured(1)))
        return nameCandidate(m.captured(1), false, clause);
    // "Ich bin Marcus" — but "Ich bin Lehrer", "Ich bin Vegetarierin": every
    // German noun is capitalised, so a name is a word no job, diet or trait
    // lexicon knows, and without a greeting one that does not end like a
    // noun for a person ("-er", "-in").
    if (const auto m = iAm.match(clause); m.hasMatch() && accept(m.captured(1))) {
        const QString first = m.captured(1).section(u' ', 0, 0).toLower();
        static const QRegularExpression nounEnding = rx(QStringLiteral(R"((?:er|erin|ung|heit|keit|schaft|mensch|typ|ling|ismus|ist|istin|ant|antin|ent|entin)$)"));
        if (greeted || !nounEnding.match(first).hasMatch())
            return nameCandidate(m.captured(1), false, clause);
    }
    return std::nullopt;
}



std::optional<CaptureCandidate> nameAskedFor(const QString &clause)
{
    const QString nameRx = QStringLiteral(R"(((?:(?:Dr|Prof)\.\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}))");
    static const QRegularExpression asked = QRegularExpression(
        QStringLiteral(R"(^(?:[Kk]annst|[Kk]önntest|[Ww]ürdest|[Kk]önnen [Ss]ie|[Kk]önnten [Ss]ie|[Ww]ürden [Ss]ie)\s+(?:du\s+)?mich\s+)"
                       R"((?:(?:bitte|einfach|ab jetzt|künftig|in zukunft|ruhig|vielleicht)\s+)*%1\s+nennen\s*\??$)").arg(nameRx),
        QRegularExpression::UseUnicodePropertiesOption);
    const auto m = asked.match(clause);
    if (!m.hasMatch() || notNames().contains(m.captured(1).section(u' ', 0, 0).toLower()) || isJob(m.captured(1).section(u' ', 0, 0)))
        return std::nullopt;
    return nameCandidate(m.captured(1), true, clause);
}

std::optional<CaptureCandidate> preference(const QString &c)
{
    const auto make = [&](const QString &subject, const QString &content, const QString &rule) {
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, subject, content, 0.85, rule, c));
    };
    // Pronouns and the conversation; an article ("ich liebe den Herbst") is
    // not vague, a choice among what is on the table is isSituational's.
    static const QRegularExpression vague = rx(QStringLiteral(R"(^(?:es|das|dies|diese[snmr]?|dich|dir|sie|ihn|euch|ihnen|was|wie|deine[nmrs]?)\b|^(?:den|die|der)$)"));
    // Diets first: "Ich esse kein Schweinefleisch" is a diet. The diets one
    // is, lives or eats, said either way round.
    static const QString diets = QStringLiteral(
        R"((vegetarier(?:in)?|veganer(?:in)?|pescetarier(?:in)?|flexitarier(?:in)?|vegan|vegetarisch|pescetarisch|glutenfrei|laktosefrei|halal|koscher|low[- ]carb|keto|ketogen|paleo|fleischlos|fleischarm|zuckerfrei|zuckerarm|salzarm|alkoholfrei|pflanzlich|pflanzenbasiert|kohlenhydratarm))");
    static const QRegularExpression dietIs = rx(QStringLiteral(
        R"(^ich\s+(?:bin|lebe|ernähre mich|esse|koche)\s+(?:(?:strenge?r?|überzeugte?r?|komplett|seit \p{L}+ \p{L}+|seit \d+ \p{L}+|seit (?:jahren|monaten|wochen|kurzem|langem|ewigkeiten)|inzwischen|jetzt|auch|rein|fast|überwiegend|größtenteils|hauptsächlich|weitgehend|meistens|eher|nur|ausschließlich)\s+)*)")
        + diets + QStringLiteral(R"(\b)"));
    // "Seit letztem Jahr lebe ich vegan", "Mittlerweile ernähre ich mich
    // vegetarisch": the verb second after what comes first.
    static const QRegularExpression dietFronted = rx(QStringLiteral(
        R"(^(?:seit\s+.+?|inzwischen|mittlerweile|schon lange|zu hause|privat)\s+(?:bin|lebe|ernähre|esse|koche)\s+ich\s+(?:mich\s+)?(?:(?:strenge?r?|überzeugte?r?|komplett|inzwischen|jetzt|auch|rein|fast|überwiegend|nur|ausschließlich)\s+)*)")
        + diets + QStringLiteral("$"));
    // "Alkohol trinke ich keinen mehr", "Fleisch esse ich schon lange nicht
    // mehr": what is given up, said first.
    static const QRegularExpression givenUp = rx(QStringLiteral(
        R"(^(.+?)\s+(?:esse|trinke|rauche|nehme)\s+ich\s+(?:(?:schon lange|seit \p{L}+(?: \p{L}+)?|überhaupt|gar|grundsätzlich|eigentlich)\s+)*(?:keinen|keine|kein|keins|nicht)\s+mehr$)"));
    static const QRegularExpression mustDiet = rx(QStringLiteral(R"(^ich\s+(?:muss|soll|darf)\s+(?:mich\s+)?(?:\p{L}+\s+)?(glutenfrei|laktosefrei|vegan|salzarm|zuckerfrei|fettarm)\s+(?:ernähren|essen|leben)\b)"));
    static const QRegularExpression noEat = rx(QStringLiteral(
        R"(^ich\s+(esse|trinke|rauche|nehme)\s+(?:(?:grundsätzlich|generell|absolut|überhaupt|gar|auch|schon lange|seit (?:\p{L}+ )?\p{L}+)\s+)*(kein(?:e|en|em|er)?\s+.+|nichts\s+mit\s+.+|(?:nie|niemals)\s+.+)$)"));
    static const QRegularExpression without = rx(QStringLiteral(R"(^ich\s+(?:verzichte|verzichte komplett|verzichte ganz)\s+auf\s+(.+)$|^ich\s+meide\s+(.+)$)"));
    static const QRegularExpression mayNot = rx(QStringLiteral(
        R"(^(?:ich\s+(?:darf|kann|soll)|(?:wegen|aufgrund|aus|als|seit)\s+.+?\s+(?:darf|kann|soll)\s+ich)\s+(?:(?:leider|absolut|überhaupt|gar)\s+)*(kein\p{L}*\s+.+?|nichts mit\s+.+?)\s+(?:essen|trinken|zu mir nehmen|vertragen|haben)$)"));
    if (const auto m = mayNot.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)).remove(rx(QStringLiteral(R"(^(?:kein\p{L}*|nichts mit)\s+)"))), note(c), QStringLiteral("diet"));
    if (const auto m = dietIs.match(c); m.hasMatch())
        return make(QStringLiteral("preference:diet"), note(c), QStringLiteral("diet"));
    if (const auto m = dietFronted.match(c); m.hasMatch())
        return make(QStringLiteral("preference:diet"), note(c), QStringLiteral("diet"));
    if (const auto m = givenUp.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("diet"));
    // "Fleisch gibt's bei mir nicht", "Für mich bitte nichts mit Nüssen".
    static const QRegularExpression notForMe = rx(QStringLiteral(
        R"(^(.+?)\s+gibt(?:'s|s|\s+es)\s+bei\s+mir\s+(?:zu hause\s+)?(?:nicht|nie|nicht mehr)$|^für\s+mich\s+(?:bitte\s+)?(?:nichts\s+mit|kein(?:e|en)?|nie)\s+(.+)$)"));
    if (const auto m = notForMe.match(c); m.hasMatch() && isGermanFoodWord(m.captured(1) + m.captured(2)))
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), note(c), QStringLiteral("diet"));
    if (const auto m = mustDiet.match(c); m.hasMatch())
        return make(QStringLiteral("preference:diet"), note(c), QStringLiteral("diet"));
    if (const auto m = noEat.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)).remove(rx(QStringLiteral(R"(^(?:kein\p{L}*|nichts mit|nie|niemals)\s+)"))), note(c), QStringLiteral("diet"));
    if (const auto m = without.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), note(c), QStringLiteral("diet"));

    // "Mein Lieblingsessen ist Kaiserschmarrn", "X ist mein Lieblingsbuch".
    static const QRegularExpression favourite = rx(QStringLiteral(
        R"(^mein(?:e)?\s+(?:absolute[rs]?\s+)?(?:lieblings(\p{L}+)|liebste[rs]?\s+(\p{L}+)|(hobby|hobbys|leidenschaft|passion))\s+(?:ist|sind)\s+(.+)$)"));
    static const QRegularExpression isMy = rx(QStringLiteral(
        R"(^(.+?)\s+(?:ist|sind)\s+(?:(?:einfach|echt|total|absolut|wirklich|genau|voll|so)\s+)*(nicht\s+|überhaupt nicht\s+)?(?:mein(?:e)?\s+(?:(?:große[sr]?|absolute[sr]?|größte[sr]?|echte[sr]?|liebstes)\s+)?(?:lieblings\p{L}*|leidenschaft|ding|schwäche|welt|hobby|liebe|lieblingsbeschäftigung|ein und alles|lebenselixier|elixier|laster|seelenfutter|droge)|)"
        R"(für mich\s+(?:das\s+(?:größte|beste|schönste|schlimmste|allerschlimmste|letzte)|ein\s+(?:graus|albtraum|traum|muss)|nichts|unverzichtbar|wichtig|das allerbeste)|)"
        R"(nichts\s+für\s+mich|nicht\s+mein\s+(?:ding|fall|geschmack)|mir\s+(?:ein\s+graus|zuwider|heilig|das liebste))\b(.*)$)"));
    if (const auto m = favourite.match(c); m.hasMatch() && !vague.match(m.captured(4)).hasMatch())
        return make(QStringLiteral("preference:favourite ") + (m.captured(1) + m.captured(2) + m.captured(3)).toLower(), sentenceCase(thirdPersonRest(c)),
                    QStringLiteral("favourite"));
    if (const auto m = isMy.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !isSituational(c))
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));

    // "Ich mag keine Pilze", "Ich liebe Jazz", "Ich bevorzuge kurze Antworten".
    static const QRegularExpression iLike = rx(QStringLiteral(
        R"(^ich\s+(mag|liebe|hasse|bevorzuge|vergöttere|verabscheue|genieße)\s+(?:(?:wirklich|total|echt|sehr|so|besonders|auch|einfach|absolut|richtig|wahnsinnig|unheimlich)\s+)*(.+)$)"));
    // "Ich lese total gern Krimis", "Ich trinke lieber Tee statt Kaffee".
    static const QRegularExpression gern = rx(QStringLiteral(
        R"(^ich\s+(\p{L}+)\s+(?:(?!gern|lieber|ungern|nicht)\p{L}+\s+){0,3}?(gerne?|lieber|am (?:aller)?liebsten|ungern|nicht gerne?|nicht so gerne?|überhaupt nicht gerne?)\b\s*(.*)$)"));
    static const QRegularExpression gernLast = rx(QStringLiteral(R"(^ich\s+(\p{L}+)\s+(.+?)\s+(?:(?:sehr|total|wirklich|echt|besonders|so)\s+)*(gerne?|am (?:aller)?liebsten|ungern|nicht gerne?)$)"));
    // Topicalised: "Schlager kann ich nicht ausstehen", "Telefonieren hasse ich".
    static const QRegularExpression fronted = rx(QStringLiteral(
        R"(^(.+?)\s+(mag|liebe|hasse|esse|trinke|höre|lese|schaue|spiele|mache|koche|vertrage|kann)\s+ich\s*(.*)$)"));
    static const QRegularExpression cantStand = rx(QStringLiteral(R"(^ich\s+kann\s+(.+?)\s+(?:überhaupt\s+|gar\s+|einfach\s+)?nicht\s+(?:ausstehen|leiden|ab|haben)$)"));
    static const QRegularExpression tastes = rx(QStringLiteral(R"(^(.+?)\s+(?:schmeckt|schmecken|gefällt|gefallen|liegt|liegen)\s+mir\s*(.*)$)"));
    static const QRegularExpression mirIst = rx(QStringLiteral(R"(^mir\s+(?:ist|sind)\s+(.+?)\s+(am (?:aller)?liebsten|lieber|am wichtigsten|wichtig|egal|zuwider)$)"));
    static const QRegularExpression fun = rx(QStringLiteral(R"(^(.+?)\s+macht\s+mir\s+(?:(\p{L}+)\s+)?(spaß|freude)\b(.*)$)"));
    static const QRegularExpression fan = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:ein(?:e)?\s+|kein(?:e)?\s+)?(?:(?:großer|große|riesiger|riesige|echter|echte|totaler|totale|absoluter|absolute|leidenschaftlicher|leidenschaftliche)\s+)?)"
        R"((?:\p{L}*(?:fan|freund|freundin|liebhaber|liebhaberin)\s+(?:von\s+)?(.+)|([\p{L}-]+(?:fan|liebhaber|liebhaberin|freak)))$)"));
    static const QRegularExpression frontedAdverb = rx(QStringLiteral(R"(^(?:am (?:aller)?liebsten|besonders gern|gerne?|total gern|sehr gern)\s+(\p{L}+)\s+ich\s+(.+)$)"));
    static const QRegularExpression mirGefaellt = rx(QStringLiteral(R"(^mir\s+(?:gefällt|gefallen|schmeckt|schmecken)\s+(?:(?:besonders|vor allem|total|sehr)\s+)*(.+?)(?:\s+(?:sehr|total|besonders|gut|richtig gut))*$)"));
    static const QRegularExpression bothersMe = rx(QStringLiteral(
        R"(^(.+?)\s+(?:nervt|nerven|stört|stören|ärgert|ärgern|langweilt|langweilen|macht|machen|entspannt|entspannen|begeistert|begeistern|fasziniert|faszinieren|beruhigt|beruhigen|inspiriert|inspirieren|erfüllt|stresst|stressen|reizt|reizen)\s+mich\s*(?:(?:total|echt|so|einfach|wahnsinnig|immer)\s+)*(?:(glücklich|froh|wahnsinnig|verrückt|nervös|fertig|müde|krank|aggressiv)|(?:$|,.*|\s+.*))$)"));
    static const QRegularExpression crazyAbout = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:(?:total|ganz|echt|völlig|absolut|richtig|so)\s+)*(verrückt|süchtig|wild|ganz wild|versessen|begeistert|verliebt)\s+(?:nach|auf|von|in)\s+(.+)$)"));
    static const QRegularExpression hateTo = rx(QStringLiteral(
        R"(^ich\s+(hasse|liebe|mag)\s+es(?:\s+nicht)?\s*,?\s+(?!das\b|dir\b|dich\b|sowas\b|so etwas\b)((?:.+?\s+)?zu\s+\p{L}+|(?:.+?\s+)?\p{L}+zu\p{L}+)$)"));
    if (const auto m = crazyAbout.match(c); m.hasMatch() && !vague.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)), note(c), QStringLiteral("preference"));
    if (const auto m = hateTo.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)), note(c), QStringLiteral("preference"));
    static const QRegularExpression interest = rx(QStringLiteral(
        R"(^ich\s+(?:begeistere|interessiere|engagiere)\s+mich\s+(?:(?:sehr|total|besonders|schon immer|seit jahren|leidenschaftlich)\s+)*für\s+(.+)$|^ich\s+schwärme\s+(?:total\s+|sehr\s+)?(?:für|von)\s+(.+)$)"));
    static const QRegularExpression weakness = rx(QStringLiteral(R"(^ich\s+habe\s+(?:eine\s+)?(?:(?:große|echte|totale)\s+)?(schwäche|faible|vorliebe|abneigung|angst|panik|ekel)\s+(?:für|vor|gegen)\s+(.+)$)"));
    static const QRegularExpression cannotLiveWithout = rx(QStringLiteral(R"(^(?:ohne\s+(.+?)\s+(?:geht (?:bei mir )?nichts|kann ich nicht (?:leben|sein))|ich kann nicht ohne\s+(.+))$)"));
    static const QRegularExpression bareGreat = QRegularExpression(QStringLiteral(
        R"(^(\p{Lu}[\p{L}-]+(?:\s+\p{L}+)?)\s+(?:ist|sind)\s+(?:(?:einfach|echt|total|absolut|so|richtig)\s+)*(super|toll|großartig|genial|das beste|das schönste|klasse|fantastisch|herrlich|furchtbar|schrecklich|grauenhaft|eklig|überbewertet|langweilig|mein leben)$)"),
        QRegularExpression::UseUnicodePropertiesOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression determinerDe = rx(QStringLiteral(R"(^(?:der|die|das|dies\p{L}*|jene\p{L}*|dein\p{L}*|ihr\p{L}*|sein\p{L}*|mein\p{L}*|es|alles|nichts|heute|morgen|hier|da|er|sie|wir|du|ein\p{L}*)\b)"));
    static const QRegularExpression most = rx(QStringLiteral(R"(^(?:am meisten|besonders|vor allem)\s+(mag|liebe|genieße)\s+ich\s+(.+)$|^für\s+(.+?)\s+bin ich (?:immer|jederzeit)\s+zu haben$)"));
    static const QRegularExpression personType = rx(QStringLiteral(R"(^ich\s+bin\s+(?:(?:eher|absolut|überhaupt|definitiv|echt|einfach|total)\s+)*(?:ein|eine|kein|keine)\s+(?:(?:richtiger|richtige|echter|echte|totaler|totale|absoluter|absolute)\s+)?(\p{L}+(?:mensch|typ|muffel|liebhaber|liebhaberin|fan|junkie|fanatiker|fanatikerin))$)"));
    if (const auto m = interest.match(c); m.hasMatch() && !vague.match(m.captured(1) + m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), note(c), QStringLiteral("preference"));
    // "Angst vor der Prüfung morgen" is the day's, not a standing fear.
    static const QRegularExpression ofTheDay = rx(QStringLiteral(
        R"(\b(?:heute|morgen|übermorgen|gleich|nachher|später|diese woche|nächste woche|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|dieses mal|diesmal)\b)"));
    if (const auto m = weakness.match(c); m.hasMatch() && !vague.match(m.captured(2)).hasMatch() && !ofTheDay.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)), note(c), QStringLiteral("preference"));
    if (const auto m = cannotLiveWithout.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = bareGreat.match(c); m.hasMatch() && !determinerDe.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = most.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2) + m.captured(3)), note(c), QStringLiteral("preference"));
    if (const auto m = personType.match(c); m.hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    // "In meiner Freizeit wandere ich gern": anything fronted, verb, "ich",
    // and a word of liking.
    static const QRegularExpression frontedGern = rx(QStringLiteral(
        R"(^(.+?)\s+(\p{L}+)\s+ich\s+(?:\p{L}+\s+){0,2}?(gerne?|am (?:aller)?liebsten|leidenschaftlich gern|besonders gern|ungern|nicht gerne?)\b(.*)$)"));
    if (const auto m = frontedGern.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !isSituational(c))
        return make(QStringLiteral("preference:") + keyOf(m.captured(4).trimmed().isEmpty() ? m.captured(2) : m.captured(4)), note(c), QStringLiteral("preference"));
    static const QRegularExpression keenOne = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:ein(?:e)?\s+)?(?:begeisterte[rs]?|leidenschaftliche[rs]?|passionierte[rs]?|eifrige[rs]?|große[rs]?)\s+(\p{L}+(?:er|erin|fan|liebhaber|liebhaberin))$)"));
    if (const auto m = keenOne.match(c); m.hasMatch() && !jobs().contains(m.captured(1).toLower()))
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    static const QRegularExpression overAll = rx(QStringLiteral(
        R"(^(?:nichts geht über|es geht nichts über)\s+(.+)$|^ich\s+kann\s+(?:von\s+(.+?)\s+nicht genug|nicht genug von\s+(.+?))\s+bekommen$|^ich\s+freue\s+mich\s+(?:immer|jedes jahr|jedes mal)\s+(?:auf|über)\s+(.+)$|^von\s+(.+?)\s+halte\s+ich\s+(?:nichts|nicht viel|wenig|viel|sehr viel|eine menge)$)"));
    if (const auto m = overAll.match(c); m.hasMatch()) {
        const QString what = m.captured(1) + m.captured(2) + m.captured(3) + m.captured(4) + m.captured(5);
        if (!vague.match(what).hasMatch())
            return make(QStringLiteral("preference:") + keyOf(what), c.startsWith(QLatin1String("ich "), Qt::CaseInsensitive) ? note(c) : sentenceCase(thirdPersonRest(c)),
                        QStringLiteral("preference"));
    }
    static const QRegularExpression favouriteColon = rx(QStringLiteral(R"(^mein(?:e)?\s+lieblings(\p{L}+)\s*[:=–-]\s*(.+)$)"));
    if (const auto m = favouriteColon.match(c); m.hasMatch())
        return make(QStringLiteral("preference:favourite ") + m.captured(1).toLower(), sentenceCase(thirdPersonRest(c)), QStringLiteral("favourite"));
    static const QRegularExpression stehe = rx(QStringLiteral(R"(^ich\s+steh(?:e)?\s+(?:(?:total|voll|echt|sehr|so|nicht so|überhaupt nicht|nicht)\s+)*auf\s+(.+)$)"));
    // What "ich finde X …" and "X finde ich …" judge a thing to be, one list
    // for both; "ich finde X …" also takes "schön" and "spannend", as it did
    // before the list was shared.
    // How much: "ganz furchtbar", "mega lecker", "absolut genial".
    static const QString kIntensifiers = QStringLiteral(
        "total|echt|wirklich|einfach|ziemlich|richtig|sehr|so|ganz|absolut|mega|voll|extrem|unglaublich|wahnsinnig|eher");
    static const QString judged = QStringLiteral(
        "toll|super|klasse|großartig|wunderbar|herrlich|genial|furchtbar|schrecklich|doof|blöd|langweilig|nervig|grässlich|ätzend|unerträglich|eklig|widerlich|lecker|köstlich|überbewertet|anstrengend|faszinierend|entspannend|ekelhaft|scheußlich|fürchterlich|grauenhaft|abscheulich|öde|himmlisch|fantastisch|phantastisch|traumhaft|unausstehlich");
    static const QRegularExpression finde = rx(QStringLiteral(
        R"(^ich\s+finde\s+(.+?)\s+(?:(?:%2)\s+)*(%1|schön|spannend)$)").arg(judged, kIntensifiers));
    static const QRegularExpression findeFronted = rx(QStringLiteral(
        R"(^(.+?)\s+finde\s+ich\s+(?:(?:%2)\s+)*(%1)\b)").arg(judged, kIntensifiers));
    static const QRegularExpression klar = rx(QStringLiteral(R"(^mit\s+(.+?)\s+komm(?:e)?\s+ich\s+(?:gar\s+|überhaupt\s+|einfach\s+)?(nicht\s+)?(?:gut\s+)?klar\b)"));
    static const QRegularExpression noGo = rx(QStringLiteral(R"(^(.+?)\s+(?:geht|gehen)\s+(?:für mich\s+|bei mir\s+)?(?:gar nicht|überhaupt nicht|einfach nicht|nicht)$|^ich\s+ekle\s+mich\s+(?:total\s+|sehr\s+)?vor\s+(.+)$|^(.+?)\s+(?:ist|sind)\s+(?:für mich|bei mir)\s+tabu$)"));
    // "Horrorfilme sind gar nicht mein Ding", "Jazz ist genau mein Fall",
    // "Menschenmengen sind nix für mich".
    static const QRegularExpression meinDing = rx(QStringLiteral(
        R"(^(.+?)\s+(?:ist|sind)\s+(?:(?:gar|überhaupt|echt|einfach|so|wirklich|genau|total|absolut|leider)\s+)*(nicht\s+|kein\s+)?(?:so\s+|ganz\s+)?(?:mein Ding|meins|mein Fall|nach meinem Geschmack|mein Geschmack|nichts für mich|nix für mich)$)"));
    if (const auto m = meinDing.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !determinerDe.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    // "Horrorfilme sind gar nichts für mich", "Schwimmen tut mir so gut",
    // "Koriander schmeckt für mich nach Seife": a taste said by what the
    // thing is or does to the person ("Das ist nichts für mich" points at
    // the conversation, "Die Ruhe hier tut mir gut" at the moment).
    static const QRegularExpression doesToMe = rx(QStringLiteral(
        R"(^(.+?)\s+(?:(?:ist|sind)\s+(?:(?:gar|überhaupt|einfach|echt|wirklich|leider|absolut)\s+)*(nichts)\s+für\s+mich|)"
        R"((?:tut|tun)\s+mir\s+(?:(?:so|richtig|unglaublich|total|einfach|wirklich|echt|sehr|immer)\s+)*gut|)"
        R"(schmeck(?:t|en)\s+(?:mir|für mich)\s+(?:(?:einfach|total|echt|wirklich|immer)\s+)*(nach seife|furchtbar|scheußlich|eklig|widerlich|grässlich|grauenhaft|ekelhaft))$)"));
    if (const auto m = doesToMe.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !determinerDe.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    // "Rotwein ist mir lieber als Weißwein", "Mein größtes Hobby ist
    // Fotografieren", "Für Fußball kann ich mich nicht begeistern".
    static const QRegularExpression ratherThan = rx(QStringLiteral(
        R"(^(.+?)\s+(?:ist|sind)\s+mir\s+(?:(?:viel|deutlich|eindeutig|immer|schon immer)\s+)?lieber\s+als\s+(.+)$)"));
    if (const auto m = ratherThan.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !determinerDe.match(m.captured(1)).hasMatch()
        && !vague.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)) + QStringLiteral(" | ") + keyOf(m.captured(2)),
                    sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    static const QRegularExpression hobby = rx(QStringLiteral(
        R"(^mein(?:e)?\s+(?:(?:größtes|liebstes|einziges|großes|neues|neuestes)\s+)?(?:hobby|hobbys|hobbies|leidenschaft|lieblingsbeschäftigung)\s+(?:ist|sind)\s+(?:(?:seit jahren|schon lange|eindeutig|ganz klar)\s+)*(.+)$)"));
    if (const auto m = hobby.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    static const QRegularExpression notKeen = rx(QStringLiteral(
        R"(^(?:für\s+(.+?)\s+(?:kann|konnte)\s+ich\s+mich\s+(?:gar\s+|überhaupt\s+|einfach\s+|echt\s+|noch\s+)?(?:nicht|nie|niemals)\s+(?:so\s+recht\s+|richtig\s+)?(?:begeistern|erwärmen)|)"
        R"(ich\s+(?:kann|konnte)\s+mich\s+für\s+(.+?)\s+(?:gar\s+|überhaupt\s+|einfach\s+|echt\s+|noch\s+)?(?:nicht|nie|niemals)\s+(?:so\s+recht\s+|richtig\s+)?(?:begeistern|erwärmen))$)"));
    if (const auto m = notKeen.match(c); m.hasMatch() && !vague.match(m.captured(1) + m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)),
                    QStringLiteral("Kann sich für %1 nicht begeistern.").arg((m.captured(1) + m.captured(2)).trimmed()), QStringLiteral("preference"));
    // "Der Herbst ist meine liebste Jahreszeit": a favourite, its article
    // part of the thing (seasons and places take one), but not a choice on
    // the table ("Der zweite Vorschlag ist mein liebster") nor a pointer.
    static const QRegularExpression liebste = rx(QStringLiteral(
        R"(^(.+?)\s+(?:ist|sind)\s+(?:(?:einfach|definitiv|eindeutig|ganz klar|wohl|immer noch|nach wie vor)\s+)*(?:mein|meine)\s+(?:aller)?liebste[rns]?\s+(\p{L}[\p{L}-]*)$)"));
    static const QRegularExpression pointer = rx(QStringLiteral(
        R"(^(?:es|das|dies\p{L}*|jene\p{L}*|der|die|den)$|^(?:der|die|das)\s+(?:erste|zweite|dritte|letzte|andere|hier|da)\b|^(?:dies|jen)\p{L}*\s)"));
    if (const auto m = liebste.match(c); m.hasMatch() && !pointer.match(m.captured(1).trimmed()).hasMatch())
        return make(QStringLiteral("preference:favourite ") + m.captured(2).toLower(), sentenceCase(thirdPersonRest(c)), QStringLiteral("favourite"));
    if (const auto m = noGo.match(c); m.hasMatch() && !vague.match(m.captured(1) + m.captured(2) + m.captured(3)).hasMatch()
        && !determinerDe.match(m.captured(1) + m.captured(3)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2) + m.captured(3)),
                    c.startsWith(QLatin1String("ich "), Qt::CaseInsensitive) ? note(c) : sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    // "Mit Jazz kann ich nichts anfangen", "Auf Pilze kann ich verzichten".
    static const QRegularExpression noUse = rx(QStringLiteral(
        R"(^(?:mit\s+(.+?)\s+kann\s+ich\s+(?:gar\s+|überhaupt\s+|einfach\s+|wenig\s+)?nichts\s+anfangen|auf\s+(.+?)\s+kann\s+ich\s+(?:gut\s+|gerne?\s+|sehr gut\s+|locker\s+)?verzichten)$)"));
    if (const auto m = noUse.match(c); m.hasMatch() && !vague.match(m.captured(1) + m.captured(2)).hasMatch()
        && !determinerDe.match(m.captured(1) + m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    // In idiom: "Ich bin immer für einen Spieleabend zu haben", "Ich fahre
    // total auf Retro-Games ab", "Mein Herz schlägt für den Fußball",
    // "Schlager geht mir auf die Nerven", "Bloß keine Kreuzfahrt für mich".
    static const QRegularExpression idiom = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:immer|jederzeit|sofort|stets)\s+für\s+(.+?)\s+zu haben$|^ich\s+fahre\s+(?:(?:total|voll|echt|richtig|so)\s+)?auf\s+(.+?)\s+ab$|)"
        R"(^mein herz schlägt (?:für|für den|für die|für das)\s+(.+)$|^(.+?)\s+(?:geht|gehen)\s+mir\s+(?:(?:total|echt|so|tierisch|gewaltig)\s+)?(?:auf die nerven|auf den keks|auf den geist)$|)"
        R"(^(?:bloß|bitte)\s+kein(?:e|en)?\s+(.+?)\s+(?:für mich|mehr)$)"));
    if (const auto m = idiom.match(c); m.hasMatch()) {
        QString what;
        for (int i = 1; i <= 5 && what.isEmpty(); ++i)
            what = m.captured(i);
        // The idioms are specific enough that an article is no pointer ("für
        // einen Spieleabend"); only a pronoun points at the conversation.
        if (!vague.match(what).hasMatch())
            return make(QStringLiteral("preference:") + keyOf(what), c.startsWith(QLatin1String("ich "), Qt::CaseInsensitive) ? note(c) : sentenceCase(thirdPersonRest(c)),
                        QStringLiteral("preference"));
    }
    // "Ich spiele jede Woche Tennis", "Ich höre viel Podcasts", "Pizza geht immer".
    static const QRegularExpression habit = rx(QStringLiteral(
        R"(^ich\s+(spiele|höre|lese|schaue|gucke|gehe|mache)\s+(?:(?:jede woche|jeden tag|jedes wochenende|am wochenende|regelmäßig|oft|viel|sehr viel|ständig|täglich|leidenschaftlich)\s+)+(?!fern\b)(.+)$|^((?:\p{L}+(?:e|es|er|en)\s+)?\p{Lu}[\p{L}-]+)\s+geht\s+(?:bei mir\s+)?(?:immer|jederzeit|immer und überall)$)"));
    if (const auto m = habit.match(c); m.hasMatch() && !vague.match(m.captured(2) + m.captured(3)).hasMatch()
        && !determinerDe.match(m.captured(2) + m.captured(3)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2) + m.captured(3)), c.startsWith(QLatin1String("ich "), Qt::CaseInsensitive) ? note(c) : sentenceCase(thirdPersonRest(c)),
                    QStringLiteral("preference"));
    static const QRegularExpression bitteKeine = rx(QStringLiteral(R"(^(?:bitte\s+)?(?:kein(?:e|en)?|nie|niemals)\s+(.+?)(?:\s*,?\s*bitte)?(?:\s*,.*)?$)"));
    static const QRegularExpression immer = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:(?:immer|stets|nur noch|grundsätzlich|ab jetzt|künftig|in zukunft)\s+.+|(?:antworte|schreib|schreibe|sprich|rede|nenn|nutze|verwende|benutze|gib)\s+(?:mir\s+)?(?:bitte\s+)?(?:immer|nie|niemals|ab jetzt|künftig|in zukunft)\s+.+|hör(?:e)?\s+auf\s*,?\s+.+)$)"));
    if (isSituational(c))
        return std::nullopt;
    if (const auto m = iLike.match(c); m.hasMatch() && !vague.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2).remove(rx(QStringLiteral(R"(^kein(?:e|en|em|er)?\s+|\s+nicht(?:\s+mehr)?$)")))),
                    note(c), QStringLiteral("preference"));
    if (const auto m = cantStand.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    if (const auto m = gern.match(c); m.hasMatch()) {
        static const QRegularExpression notAVerb = rx(QStringLiteral(R"(^(?:bin|habe|hätte|würde|möchte|will|wäre|nehme|nehm|helfe|mache das|tue|tu)$)"));
        if (!notAVerb.match(m.captured(1)).hasMatch() && !vague.match(m.captured(3)).hasMatch())
            return make(QStringLiteral("preference:") + keyOf(m.captured(3).isEmpty() ? m.captured(1) : m.captured(3)), note(c), QStringLiteral("preference"));
    }
    if (const auto m = gernLast.match(c); m.hasMatch() && !vague.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)), note(c), QStringLiteral("preference"));
    // "Koffein meide ich", "Milchprodukte lasse ich komplett weg", "Ich
    // achte auf eine glutenfreie Ernährung": a diet said by what is left out.
    static const QRegularExpression leftOut = rx(QStringLiteral(
        R"(^(.+?)\s+(?:meide|vermeide)\s+ich(?:\s+(?:komplett|ganz|grundsätzlich|konsequent|lieber|möglichst|wo es geht))*$|)"
        R"(^(.+?)\s+lasse\s+ich\s+(?:(?:komplett|ganz|einfach|lieber|grundsätzlich|konsequent)\s+)*weg$|)"
        R"(^ich\s+(?:meide|vermeide)\s+(?:(?:komplett|grundsätzlich|konsequent|möglichst)\s+)*(.+)$|)"
        // "Zucker versuche ich zu vermeiden", "Ich versuche, Zucker zu meiden".
        R"(^(?:(.+?)\s+versuche\s+ich|ich\s+versuche\s*,?\s+(.+?))\s+(?:(?:möglichst|so gut es geht|wo es geht|komplett|weitgehend)\s+)*(?:zu\s+(?:vermeiden|meiden|reduzieren)|wegzulassen)$|)"
        R"(^ich\s+achte\s+(?:sehr\s+|streng\s+|genau\s+)?auf\s+(?:eine\s+)?(\p{L}+)\s+ernährung$)"));
    if (const auto m = leftOut.match(c); m.hasMatch()) {
        const QString what = (m.captured(1) + m.captured(2) + m.captured(3) + m.captured(4) + m.captured(5) + m.captured(6)).trimmed();
        if (!vague.match(what).hasMatch() && !determinerDe.match(what).hasMatch())
            return make(QStringLiteral("preference:") + keyOf(what), note(c), QStringLiteral("diet"));
    }
    if (const auto m = fronted.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch()) {
        const QString verb = m.captured(2).toLower();
        const QString rest = m.captured(3).toLower();
        static const QRegularExpression evaluative = rx(QStringLiteral(R"(\b(?:gern|gerne|lieber|am (?:aller)?liebsten|ungern|nicht|sehr|total|über alles|ausstehen|leiden|vertrage|nur|immer|nie)\b)"));
        const bool liking = verb == u"mag" || verb == u"liebe" || verb == u"hasse";
        if (verb == u"vertrage" && rest.contains(QLatin1String("nicht")))
            return candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), note(c), 0.85, QStringLiteral("allergy"), c);
        if ((liking || evaluative.match(rest).hasMatch()) && (verb != u"kann" || rest.contains(rx(QStringLiteral(R"(\b(?:ausstehen|leiden)\b)")))))
            return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    }
    if (const auto m = tastes.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = mirIst.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = fun.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = fan.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)), note(c), QStringLiteral("preference"));
    if (const auto m = frontedAdverb.match(c); m.hasMatch() && !vague.match(m.captured(2)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(2)), note(c), QStringLiteral("preference"));
    if (const auto m = mirGefaellt.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    // "Camping reizt mich nicht" is a taste, "Die Wohnung reizt mich nicht"
    // the one on offer.
    static const QRegularExpression reizt = rx(QStringLiteral(R"(\breiz(?:t|en)\s+mich\b)"));
    if (const auto m = bothersMe.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch() && !m.captured(1).contains(rx(QStringLiteral(R"(\b(?:du|ihr|er|sie)\b)")))
        && !(reizt.match(c).hasMatch() && determinerDe.match(m.captured(1)).hasMatch()))
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = stehe.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    if (const auto m = finde.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    if (const auto m = findeFronted.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), note(c), QStringLiteral("preference"));
    if (const auto m = klar.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("preference"));
    if (const auto m = bitteKeine.match(c); m.hasMatch() && !vague.match(m.captured(1)).hasMatch()
        && !m.captured(1).contains(rx(QStringLiteral(R"(^(?:problem|sorge|ursache|ahnung|zeit|eile|stress)\b)"))))
        return make(QStringLiteral("preference:") + keyOf(m.captured(1)), sentenceCase(QStringLiteral("Möchte keine ") + m.captured(1)),
                    QStringLiteral("instruction"));
    if (immer.match(c).hasMatch())
        return make(QStringLiteral("preference:") + keyOf(c).section(u' ', 1, 5), sentenceCase(QStringLiteral("Bittet den Assistenten: ") + thirdPersonRest(c)),
                    QStringLiteral("instruction"));
    return tasteInIdiom(c);
}

std::optional<CaptureCandidate> selfStatement(const QString &c)
{
    const auto make = [&](Kind kind, const QString &subject, const QString &content, const QString &rule) {
        return std::optional<CaptureCandidate>(candidate(kind, subject, content, 0.85, rule, c));
    };
    // Allergies and conditions.
    static const QRegularExpression allergic = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:(?:stark|leicht|sehr|schwer|auch|hochgradig|extrem)\s+)*allergisch\s+(?:gegen|auf)\s+(.+)$)"));
    static const QRegularExpression allergy = rx(QStringLiteral(
        R"(^ich\s+habe\s+(?:eine\s+|(?:starke|leichte|schwere)\s+)*(?:(\p{L}+?)-?allergie|allergie\s+(?:gegen|auf)\s+(.+)|(\p{L}+?)-?unverträglichkeit|unverträglichkeit\s+gegen\s+(.+)|(\p{L}*intoleranz)|)"
        R"((zöliakie|diabetes|asthma|heuschnupfen|neurodermitis|epilepsie|migräne|adhs|morbus crohn))\b)"));
    static const QRegularExpression intolerant = rx(QStringLiteral(R"(^ich\s+bin\s+(?:\p{L}+\s+)?(laktose|gluten|fruktose|histamin)intolerant\b)"));
    static const QRegularExpression vertrage = rx(QStringLiteral(R"(^ich\s+vertrage\s+(?:kein(?:e|en)?\s+|nicht\s+)?(.+?)(?:\s+nicht)?$)"));
    static const QRegularExpression condition = rx(QStringLiteral(
        R"(^ich\s+bin\s+(allergiker(?:in)?|diabetiker(?:in)?|asthmatiker(?:in)?|epileptiker(?:in)?|linkshänder(?:in)?|rechtshänder(?:in)?|farbenblind|schwerhörig|taub|blind|rollstuhlfahrer(?:in)?)\b)"));
    static const QRegularExpression healthTerm = rx(QStringLiteral(
        R"(\b(?:allergi\p{L}*|\p{L}*allergie|heuschnupfen|zöliakie|\p{L}*intoleranz|\p{L}*unverträglichkeit|diabetes|asthma|epilepsie|neurodermitis|rollstuhl|hörgerät|insulin)\b)"));
    static const QRegularExpression mine = rx(QStringLiteral(R"(\b(?:ich|mich|mir)\b)"));
    static const QRegularExpression negated = rx(QStringLiteral(R"(\b(?:nicht|kein|keine|keinen|nie)\b)"));
    if (const auto m = allergic.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), note(c), QStringLiteral("allergy"));
    if (const auto m = allergy.match(c); m.hasMatch()) {
        QString a;
        for (int i = 1; i <= 6 && a.isEmpty(); ++i)
            a = m.captured(i);
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(a), note(c), QStringLiteral("allergy"));
    }
    // "Von Milch bekomme ich Bauchschmerzen", "Ich faste intermittierend".
    static const QRegularExpression reaction = rx(QStringLiteral(
        R"(^(?:von|bei|nach)\s+(.+?)\s+(?:bekomme|kriege)\s+ich\s+(?:immer\s+|sofort\s+)?(?:ausschlag|bauchschmerzen|bauchweh|kopfschmerzen|migräne|pickel|blähungen|atemnot|juckreiz|sodbrennen|durchfall|pusteln)\b)"));
    static const QRegularExpression fasting = rx(QStringLiteral(R"(^ich\s+faste\b.*$|^ich\s+mache\s+(?:intervallfasten|intermittierendes fasten|heilfasten)\b.*$)"));
    if (const auto m = reaction.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)), QStringLiteral("allergy"));
    // "Bei Nüssen schwillt mir der Hals zu", "Von Erdbeeren juckt mir alles":
    // the body's answer to a food; "Laktose ist bei mir ein Problem".
    static const QRegularExpression symptom = rx(QStringLiteral(
        R"(^(?:von|bei|nach)\s+(.+?)\s+(?:schwillt|schwellen|juckt|jucken|kribbelt|brennt|brennen|rebelliert|streikt)\s+(?:mir|bei mir|mein\p{L}*)\b.*$)"));
    static const QRegularExpression problem = rx(QStringLiteral(
        R"(^(.+?)\s+(?:ist|sind)\s+(?:bei mir|für mich)\s+(?:leider\s+)?(?:ein\s+(?:großes\s+)?problem|schwierig|ein no-go)$)"));
    for (const QRegularExpression *re : {&symptom, &problem})
        if (const auto m = re->match(c); m.hasMatch() && isGermanFoodWord(m.captured(1)))
            return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), sentenceCase(thirdPersonRest(c)),
                        QStringLiteral("allergy"));
    if (fasting.match(c).hasMatch())
        return make(Kind::Preference, QStringLiteral("preference:diet"), note(c), QStringLiteral("diet"));
    if (const auto m = intolerant.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + m.captured(1).toLower(), note(c), QStringLiteral("allergy"));
    if (const auto m = vertrage.match(c); m.hasMatch() && negated.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), note(c), QStringLiteral("allergy"));
    if (const auto m = condition.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:health ") + m.captured(1).toLower(), note(c), QStringLiteral("health"));
    // "Ich hab ziemliche Höhenangst", "Ich habe einen Herzschrittmacher",
    // "Ich leide an Tinnitus": a condition or what one lives with.
    static const QRegularExpression livesWith = rx(QStringLiteral(
        R"(^ich\s+(?:habe|hab|leide\s+(?:an|unter))\s+(?:(?:eine|einen|ein|starke|starken|leichte|schwere|ziemliche|große|panische|echte|chronische|chronischen|leider|seit jahren)\s+)*)"
        R"((\p{L}+angst|\p{L}*phobie|tinnitus|rheuma|bluthochdruck|herzschrittmacher|hörgerät|schlafstörungen|depressionen|autismus|legasthenie|dyskalkulie|long covid|multiple sklerose|parkinson|arthrose|skoliose|bandscheibenvorfall)\b)"));
    if (const auto m = livesWith.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:health ") + m.captured(1).toLower(), note(c), QStringLiteral("health"));
    if (healthTerm.match(c).hasMatch() && mine.match(c).hasMatch() && !negated.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:health ") + keyOf(healthTerm.match(c).captured(0)), note(c), QStringLiteral("health"));

    // Negated facts keep nothing: "Ich wohne nicht in Wien".
    if (negated.match(c).hasMatch())
        return std::nullopt;

    static const QRegularExpression live = rx(QStringLiteral(
        R"(^(?:ich|wir)\s+(?:wohne|wohnen|lebe|leben)\s+(?:(?:jetzt|seit .+?|gerade|mittlerweile|inzwischen|schon lange|zur zeit|derzeit|aktuell|momentan|auch|wieder|mit .+?|zusammen mit .+?)\s+)*)"
        R"((in|im|bei|nahe|nähe|am|an der|auf|außerhalb von|nördlich von|südlich von|östlich von|westlich von|mitten in)\s+(.+)$)"));
    static const QRegularExpression moved = rx(QStringLiteral(R"(^(?:ich bin|wir sind)\s+(?:.*?\s+)?nach\s+(.+?)\s+(?:gezogen|umgezogen)$)"));
    static const QRegularExpression home = rx(QStringLiteral(R"(^(?:ich bin|ich bin hier)\s+in\s+(.+?)\s+(?:zu hause|zuhause|daheim)$)"));
    // "Ich komme aus Graz", "Gebürtig bin ich aus Hamburg" (the adverb put first).
    static const QRegularExpression from = rx(QStringLiteral(
        R"(^ich\s+(?:komme|stamme|bin)\s+(?:(?:ursprünglich|eigentlich|gebürtig)\s+)*aus\s+(.+)$|^(?:ursprünglich|eigentlich|gebürtig)\s+(?:komme|stamme|bin)\s+ich\s+aus\s+(.+)$)"));
    static const QRegularExpression grewUp = rx(QStringLiteral(R"(^ich\s+bin\s+in\s+(.+?)\s+(?:aufgewachsen|groß geworden)$)"));
    static const QRegularExpression notPlace = rx(QStringLiteral(R"(^(?:angst|frieden|sorge|hoffnung|ruhe|armut|saus|der gegenwart|der vergangenheit|der zukunft|einer blase|meiner eigenen welt|dem moment|urlaub|rente)\b)"));
    static const QRegularExpression liveFronted = rx(QStringLiteral(R"(^(?:in|im|bei|nahe)\s+(.+?)\s+(?:wohne|lebe)\s+ich\b(.*)$|^(?:zu hause|zuhause|daheim)\s+bin\s+ich\s+in\s+(.+)$)"));
    // "Seit letztem Jahr wohne ich in Freiburg": a time put first.
    static const QRegularExpression liveSince = rx(QStringLiteral(
        R"(^(?:seit .+?|schon lange|mittlerweile|inzwischen|jetzt|derzeit|aktuell|momentan|zur zeit)\s+(?:wohne|lebe)\s+ich\s+(?:jetzt\s+|auch\s+)?(?:in|im|bei|nahe|am)\s+(.+)$)"));
    static const QRegularExpression bornOne = rx(QStringLiteral(R"(^ich\s+bin\s+(?:eine?\s+)?gebürtige[rs]?\s+(\p{L}+)$)"));
    if (const auto m = liveSince.match(c); m.hasMatch() && !notPlace.match(m.captured(1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), note(c), QStringLiteral("home"));
    if (bornOne.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:origin"), note(c), QStringLiteral("origin"));
    if (const auto m = liveFronted.match(c); m.hasMatch() && !notPlace.match(m.captured(1)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), note(c), QStringLiteral("home"));
    if (const auto m = live.match(c); m.hasMatch() && !notPlace.match(m.captured(2)).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), note(c), QStringLiteral("home"));
    if (const auto m = moved.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), note(c), QStringLiteral("home"));
    if (const auto m = home.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:home"), note(c), QStringLiteral("home"));
    if (const auto m = from.match(c); m.hasMatch() && !(m.captured(1) + m.captured(2)).contains(rx(QStringLiteral(R"(^(?:dem|der|meiner)\s+(?:urlaub|arbeit|schule|büro))"))))
        return make(Kind::Profile, QStringLiteral("profile:origin"), note(c), QStringLiteral("origin"));
    if (const auto m = grewUp.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:origin"), note(c), QStringLiteral("origin"));

    // Work.
    static const QRegularExpression workAs = rx(QStringLiteral(R"(^ich\s+(?:arbeite|jobbe|bin\s+(?:\p{L}+\s+)?tätig)\s+(?:(?:seit .+?|jetzt|gerade|derzeit|aktuell|hauptberuflich|nebenberuflich|auch)\s+)*als\s+(.+)$)"));
    static const QRegularExpression workAt = rx(QStringLiteral(R"(^ich\s+(?:arbeite|bin angestellt|bin beschäftigt|jobbe)\s+(?:(?:seit .+?|jetzt|gerade|derzeit|aktuell|auch|im home-?office|von zu hause(?: aus)?|remote|in teilzeit|in vollzeit)\s+)*(bei|für|in|im|an)\s+(.+)$)"));
    static const QRegularExpression beiFirma = QRegularExpression(QStringLiteral(R"(^[Ii]ch bin (?:jetzt |seit .+? )?bei (\p{Lu}[\p{L}&.-]*)(?:\s+.*)?$)"),
                                                                  QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression beruf = rx(QStringLiteral(R"(^(?:mein\s+beruf\s+ist|von\s+beruf\s+bin\s+ich|ich\s+bin\s+von\s+beruf)\s+(.+)$|^ich\s+bin\s+(.+?)\s+von\s+beruf$)"));
    static const QRegularExpression iAm = rx(QStringLiteral(R"(^ich\s+bin\s+(?:(?:jetzt|seit .+?|gerade|auch|hauptberuflich|gelernte[rs]?)\s+)*(?:ein(?:e)?\s+)?([\p{L}-]+)\b(.*)$)"));
    static const QRegularExpression status = rx(QStringLiteral(R"(^ich\s+bin\s+(?:jetzt\s+|seit .+? )?(?:in rente|im ruhestand|in elternzeit|in mutterschutz|selbstständig|selbständig|arbeitslos|freiberuflich tätig|freiberuflich)\b)"));
    static const QRegularExpression study = rx(QStringLiteral(R"(^ich\s+(?:studiere|mache eine ausbildung|mache meine ausbildung|promoviere)\b\s*(.*)$)"));
    static const QRegularExpression jobFronted = rx(QStringLiteral(
        R"(^(?:beruflich|hauptberuflich|von beruf)\s+bin\s+ich\s+(.+)$|^als\s+(.+?)\s+arbeite\s+ich\b.*$|^(?:bei|für)\s+(.+?)\s+arbeite\s+ich\b.*$|^ich\s+unterrichte\s+(.+)$|^ich\s+bin\s+(?:im|in der)\s+(vertrieb|marketing|it|personalwesen|buchhaltung|pflege|gastronomie|verwaltung|forschung|entwicklung|bildung|finanzbranche|baubranche|logistik)\b.*$)"));
    if (const auto m = jobFronted.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(c), QStringLiteral("job"));
    if (const auto m = workAs.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(c), QStringLiteral("job"));
    static const QRegularExpression now = rx(QStringLiteral(R"(\b(?:gerade|heute|momentan|diese woche|morgen|jetzt gerade|noch)\b)"));
    if (const auto m = workAt.match(c); m.hasMatch() && !now.match(c).hasMatch()
        && !m.captured(2).contains(rx(QStringLiteral(R"(^(?:ruhe|frieden|teilzeit|vollzeit|schichten|der nacht|home ?office)\b)"))))
        return make(Kind::Profile, QStringLiteral("profile:workplace"), note(c), QStringLiteral("workplace"));
    if (const auto m = beiFirma.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:workplace"), note(c), QStringLiteral("workplace"));
    if (const auto m = beruf.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(c), QStringLiteral("job"));
    if (status.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:job"), note(c), QStringLiteral("job"));
    if (const auto m = iAm.match(c); m.hasMatch() && isJob(m.captured(1)))
        return make(Kind::Profile, QStringLiteral("profile:job"), note(c), QStringLiteral("job"));
    if (const auto m = study.match(c); m.hasMatch() && !m.captured(1).isEmpty())
        return make(Kind::Profile, QStringLiteral("profile:study"), note(c), QStringLiteral("study"));

    // Birthday and age.
    static const QRegularExpression birthday = rx(QStringLiteral(
        R"(^mein\s+geburtstag\s+ist\s+(?:am\s+|im\s+)?(.+)$|^ich\s+habe\s+(?:am\s+|im\s+)?(.+?)\s+geburtstag$|^ich\s+habe\s+geburtstag\s+(?:am|im)\s+(.+)$|^geboren\s+(?:bin ich|wurde ich)\s+(.+)$)"));
    static const QRegularExpression jahrgang = rx(QStringLiteral(R"(^ich\s+bin\s+(?:jahrgang|baujahr)\s+(\d{2,4})$|^ich\s+bin\s+(\d{1,3})\s+jahre\s+jung$)"));
    if (jahrgang.match(c).hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:age"), note(c), QStringLiteral("age"));
    static const QRegularExpression born = rx(QStringLiteral(R"(^ich\s+(?:bin|wurde)\s+(.+?)\s+geboren(?:\s+worden)?(?:\s*,.*)?$)"));
    static const QRegularExpression age = rx(QStringLiteral(R"(^ich\s+bin\s+(\d{1,3}|\p{L}+zig|zwanzig|dreißig)(?:\s+jahre(?:\s+alt)?)?$|^ich\s+werde\s+(?:bald\s+|nächste\p{L}* \p{L}+\s+)?(\d{1,3})$)"));
    if (const auto m = birthday.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:birthday"), c.startsWith(QLatin1String("mein"), Qt::CaseInsensitive) ? sentenceCase(thirdPersonRest(c)) : note(c),
                    QStringLiteral("birthday"));
    if (const auto m = born.match(c); m.hasMatch()) {
        static const QRegularExpression date = rx(QStringLiteral(R"(\d|\b(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b)"));
        return make(Kind::Profile, date.match(m.captured(1)).hasMatch() ? QStringLiteral("profile:birthday") : QStringLiteral("profile:birthplace"),
                    note(c), QStringLiteral("birthday"));
    }
    if (const auto m = age.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:age"), note(c), QStringLiteral("age"));

    // Family and pets.
    static const QRegularExpression myRelative = rx(QStringLiteral(
        R"(^(?:mein|meine|unser|unsere)\s+(%1)\s+(heißt|heisst|heißen|heissen|ist|sind|hat|haben|wird|werden|wurde geboren)\b\s*(.*)$)")
                                                        .arg(kRelation));
    static const QRegularExpression haveRelative = rx(QStringLiteral(
        R"(^(?:ich|wir)\s+(?:habe|haben|hab)\s+(?:(?:auch|schon|noch|jetzt)\s+)*((?:ein|eine|einen|zwei|drei|vier|fünf|sechs|\d+|zwillinge|mehrere)\b.*?\b%1\b.*)$)")
                                                          .arg(kRelation));
    static const QRegularExpression married = rx(QStringLiteral(
        R"(^ich\s+bin\s+(?:(?:glücklich|frisch|seit .+?|jetzt|schon)\s+)*(verheiratet|verlobt|geschieden|verwitwet|ledig|single|schwanger|mutter|vater|oma|opa|alleinerziehend)\b(.*)$)"));
    if (const auto m = myRelative.match(c); m.hasMatch()) {
        static const QRegularExpression transient = rx(QStringLiteral(R"(^(?:krank|müde|da|hier|weg|unterwegs|sauer|beschäftigt|gerade|heute|jetzt|nicht)\b)"));
        const QString relation = m.captured(1).toLower();
        const QString verb = m.captured(2).toLower();
        // Who they are (name, age, birthday), not what they like or do.
        static const QRegularExpression identity = rx(QStringLiteral(R"(^(?:\d{1,3}|ein\p{L}*|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\p{L}+zehn|\p{L}+zig)\s+jahre|^am\s+.*geburtstag|^\d{1,3}$|^(?:am|im)\s+.*\bgeboren|geburtstag)"));
        const bool aboutIdentity = verb.startsWith(QLatin1String("hei")) || verb == u"wurde geboren" || identity.match(m.captured(3)).hasMatch();
        if (!m.captured(3).isEmpty() && aboutIdentity && !transient.match(m.captured(3)).hasMatch()) {
            QString subject = QStringLiteral("fact:") + relation;
            if (!verb.startsWith(QLatin1String("hei")))
                subject += u' ' + verb;
            return make(Kind::Fact, subject, sentenceCase(thirdPersonRest(c)), QStringLiteral("family"));
        }
    }
    if (const auto m = haveRelative.match(c); m.hasMatch()) {
        static const QRegularExpression relationWord = rx(QStringLiteral(R"(\b(%1)\b)").arg(kRelation));
        return make(Kind::Fact, QStringLiteral("fact:hat ") + relationWord.match(m.captured(1)).captured(1).toLower(), note(c), QStringLiteral("family"));
    }
    if (const auto m = married.match(c); m.hasMatch())
        return make(Kind::Fact, QStringLiteral("fact:familienstand"), note(c), QStringLiteral("family"));
    static const QRegularExpression speak = rx(QStringLiteral(R"(^ich\s+spreche\s+(?:(?:fließend|auch|nur|gut)\s+)*((?:\p{Lu}\p{L}+)(?:(?:,\s*|\s+und\s+|\s+)\p{L}+)*)$)"));
    if (const auto m = speak.match(c); m.hasMatch())
        return make(Kind::Profile, QStringLiteral("profile:languages"), note(c), QStringLiteral("languages"));
    return std::nullopt;
}

std::optional<CaptureCandidate> remember(const QString &clause)
{
    static const QRegularExpression command = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:merk(?:e)?\s+dir|merken sie sich|speicher(?:e)?|notier(?:e)?(?:\s+dir)?|behalte|vergiss nicht|vergessen sie nicht|denk(?:e)?\s+dran|denk(?:e)?\s+daran|denken sie daran)\s*(?:bitte\s*)?(?:[:,–-])?\s*(.+)$)"));
    const auto m = command.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    const QString what = verbSecond(m.captured(1).trimmed());
    if (what.isEmpty() || isGuarded(what) || what.compare(QLatin1String("bitte"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    // "Vergiss nicht, die Pflanzen zu gießen" is an errand.
    static const QRegularExpression infinitive = rx(QStringLiteral(R"(\bzu\s+\p{L}+$|^(?:an|den|die|das)\s)"));
    if (infinitive.match(what).hasMatch() && !what.startsWith(QLatin1String("ich"), Qt::CaseInsensitive))
        return errand(QStringLiteral("erinnere mich ") + what);
    std::optional<CaptureCandidate> inner = name(what, false);
    if (!inner)
        inner = preference(what);
    if (!inner)
        inner = selfStatement(what);
    if (!inner)
        inner = candidate(Kind::Fact, QStringLiteral("fact:") + keyOf(what).section(u' ', 0, 7), note(what), 0.95, QString(), clause);
    inner->rule = inner->rule.isEmpty() ? QStringLiteral("remember") : QStringLiteral("remember+") + inner->rule;
    inner->confidence = 0.95;
    inner->sentence = clause;
    return inner;
}

std::optional<CaptureCandidate> forget(const QString &clause)
{
    static const QRegularExpression command = rx(QStringLiteral(
        R"(^(?:bitte\s+)?(?:vergiss|vergessen sie|lösch|lösche|löschen sie)\s*,?\s+(?:bitte\s+)?(?:,\s*)?(?:dass\s+)?(.+?)(?:\s+wieder)?$)"));
    static const QRegularExpression empty = rx(QStringLiteral(R"(^(?:es|das|das alles|alles|dies|mich|nicht.*|das wieder|den rest)$)"));
    const auto m = command.match(clause);
    if (!m.hasMatch())
        return std::nullopt;
    const QString what = m.captured(1).trimmed();
    return forgetCandidate(what, empty, clause);
}

} // namespace

// "Bei Nüssen muss ich aufpassen, ich bin allergisch", "Für mich bitte
// nichts mit Nüssen, ich bin allergisch": the allergy names nothing, the
// clause before says to what. The whole sentence is this one memory (its
// clauses alone would add a bare "Ist allergisch").
std::optional<CaptureCandidate> allergyOfTheClauseBefore(const QString &sentence)
{
    const QString text = stripFillers(sentence.trimmed());
    // "…, ich bin allergisch", "…, ich habe da eine Allergie", "… – Allergie".
    static const QString allergic = QStringLiteral(
        R"(\s*[,;–—-]\s*(?:ich\s+bin\s+(?:da(?:gegen|rauf)?\s+)?allergisch|ich\s+habe\s+(?:da\s+)?(?:eine\s+)?allergie|(?:eine\s+)?allergie)\b)");
    static const QRegularExpression nothingWith = rx(QStringLiteral(R"(^für\s+mich\s+(?:bitte\s+)?(?:nichts\s+mit|kein(?:e|en)?)\s+(.+?))") + allergic);
    static const QRegularExpression carefulWith = rx(
        QStringLiteral(R"(^bei\s+(.+?)\s+muss\s+ich\s+(?:(?:sehr|total|echt|immer|höllisch)\s+)*(?:aufpassen|vorsichtig sein))") + allergic);
    const std::pair<const QRegularExpression *, QString> forms[] = {
        {&nothingWith, QStringLiteral("Ist allergisch: für ihn nichts mit %1.")},
        {&carefulWith, QStringLiteral("Ist allergisch: bei %1 muss er aufpassen.")},
    };
    for (const auto &[re, note] : forms)
        if (const auto m = re->match(text); m.hasMatch() && !isGuarded(text))
            return candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), note.arg(m.captured(1).trimmed()),
                             0.85, QStringLiteral("allergy"), sentence);
    return std::nullopt;
}

// A diet or a condition given as the reason for a request or a question
// (capture's eleventh dev round): "Als Vegetarierin esse ich kein Fleisch",
// "Da ich vegan lebe, bitte keine Rezepte mit Ei", "Wegen meiner
// Nussallergie bitte immer die Zutaten prüfen". Read as the person's own
// statement and kept only when a diet, allergy or health rule knows it
// ("Da ich heute müde bin, …" is not).
std::optional<CaptureCandidate> statedAsReason(const QString &sentence)
{
    static const QRegularExpression als = rx(QStringLiteral(R"(^als\s+(\p{L}[\p{L}-]{3,30})\s*[:,–—]?\s+\S)"));
    static const QRegularExpression because = rx(QStringLiteral(R"(^(?:da|weil)\s+ich\s+([^,]{3,60}?)\s*,\s*\S)"));
    static const QRegularExpression owing = rx(QStringLiteral(R"(^wegen\s+meine[rs]?\s+(\p{L}[\p{L}-]{3,40})\b)"));
    const QString text = stripFillers(sentence.trimmed());
    QString said;
    if (const auto a = als.match(text); a.hasMatch())
        said = QStringLiteral("ich bin ") + a.captured(1);
    else if (const auto b = because.match(text); b.hasMatch())
        said = verbSecond(QStringLiteral("dass ich ") + b.captured(1));
    else if (const auto o = owing.match(text); o.hasMatch()) {
        static const QRegularExpression feminine = rx(QStringLiteral(R"((?:allergie|unverträglichkeit|intoleranz|krankheit|erkrankung)$)"));
        said = (feminine.match(o.captured(1)).hasMatch() ? QStringLiteral("ich habe eine ") : QStringLiteral("ich habe ")) + o.captured(1);
    }
    if (said.isEmpty() || isGuarded(said))
        return std::nullopt;
    std::optional<CaptureCandidate> c = preference(said);
    return healthReason(c ? c : selfStatement(said), sentence);
}

QList<CaptureCandidate> parse(const QList<Sentence> &sentences)
{
    static const QRegularExpression greeting = rx(QStringLiteral(
        R"(^(?:hallo|hi|hey|moin|servus|grüß gott|grüß dich|grüezi|guten (?:morgen|tag|abend)|tag|na)\b)"));
    // "Anna hier." opens a turn as a greeting does.
    static const QRegularExpression namedOpening = QRegularExpression(QStringLiteral(R"(^\p{Lu}\p{L}+\s+hier\b)"),
                                                                      QRegularExpression::UseUnicodePropertiesOption);
    const bool greeted = !sentences.isEmpty()
                      && (greeting.match(sentences.constFirst().text).hasMatch()
                          || namedOpening.match(sentences.constFirst().text.trimmed()).hasMatch());
    QList<CaptureCandidate> out;
    // "… Viele Grüße, Dana": a turn signed with a name, after what it says.
    if (sentences.size() > 1) {
        static const QRegularExpression signOff = QRegularExpression(QStringLiteral(
            R"(^(?:[-–—]\s*|(?:[Vv]iele [Gg]rüße|[Ll]iebe [Gg]rüße|[Bb]este [Gg]rüße|[Ss]chöne [Gg]rüße|[Gg]ruß|[Gg]rüße|LG|VG|[Dd]anke|[Vv]ielen [Dd]ank|[Mm]it freundlichen [Gg]rüßen|MfG)\s*,?\s*)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*[.!]?$)"),
            QRegularExpression::UseUnicodePropertiesOption);
        if (const auto m = signOff.match(sentences.constLast().text.trimmed()); m.hasMatch() && !notNames().contains(m.captured(1).section(u' ', 0, 0).toLower()))
            out.append(candidate(Kind::Profile, QStringLiteral("profile:name"), QStringLiteral("Heißt %1.").arg(m.captured(1)), 0.85, QStringLiteral("sign-off"),
                                 sentences.constLast().text));
    }
    out << verdictsIn(sentences, Language::German);
    for (const Sentence &s : sentences) {
        if (auto a = allergyOfTheClauseBefore(s.text)) {
            out.append(*a);
            continue;
        }
        if (auto c = statedAsReason(s.text))
            out.append(*c);
        if (quotesSpeech(s.text)) {
            if (auto e = errand(stripFillers(s.text)))
                out.append(*e);
            continue;
        }
        // An aside keeps the statement after it as said (in the third
        // person), unless a name or like rule knows its shape.
        // The aside is looked for before fillers go: "gut" opens "Gut zu
        // wissen: …".
        bool aside = false;
        QString afterAside = stripFillers(stripAside(s.text, &aside));
        if (!aside)
            afterAside = stripFillers(stripAside(stripFillers(s.text), &aside));
        if (aside) {
            const QString first = verbSecond(stripFillers(clausesOf(afterAside).value(0)));
            // After "übrigens" the verb comes first ("Übrigens arbeite ich …"):
            // only a question mark makes it a question.
            static const QRegularExpression firstPerson = rx(QStringLiteral(R"(\b(?:ich|mich|mir|mein\p{L}*|wir|uns|unser\p{L}*)\b)"));
            // "Kurz zur Info: ich bin heute nicht erreichbar": the moment.
            static const QRegularExpression moment = rx(QStringLiteral(R"(\b(?:heute|gerade|momentan|diese woche|heute abend|jetzt gerade|morgen)\b)"));
            // "Am Rande: mein Nachbar hat einen Hund": someone else's.
            static const QRegularExpression someoneElse = rx(QStringLiteral(
                R"(^(?:mein|meine|unser|unsere)\s+(?:\p{L}+\s+)?(?:mutter|mama|vater|papa|eltern|bruder|schwester|sohn|tochter|kinder|kind|mann|frau|partner|partnerin|freund|freundin|freunde|kollege|kollegin|kollegen|chef|chefin|nachbar|nachbarin|nachbarn|mitbewohner|mitbewohnerin|vermieter|vermieterin|cousin|cousine|tante|onkel|oma|opa|team|lehrer|lehrerin)\b)"));
            if (afterAside.isEmpty() || s.question || isGuarded(afterAside) || !firstPerson.match(afterAside).hasMatch()
                || moment.match(afterAside).hasMatch() || someoneElse.match(afterAside).hasMatch())
                continue;
            std::optional<CaptureCandidate> c = name(first, greeted);
            if (!c)
                c = preference(first);
            if (!c)
                c = candidate(Kind::Fact, QStringLiteral("fact:") + keyOf(afterAside).section(u' ', 0, 7), note(afterAside), 0.9,
                              QStringLiteral("aside"), afterAside);
            out.append(*c);
            continue;
        }
        // "Angenommen, ich wohne in Berlin": the whole sentence is supposed.
        static const QRegularExpression supposing = rx(QStringLiteral(
            R"(^(?:\p{L}+\s+)?(?:angenommen|stell dir vor|stellen sie sich vor|wenn|falls|gesetzt den fall|nehmen wir an|sagen wir)\b)"));
        if (supposing.match(stripFillers(s.text)).hasMatch())
            continue;
        const QStringList clauses = clausesOf(s.text);
        // "Sushi – da sage ich nicht nein": a taste in idiom the clause split
        // cuts at its dash is read whole first.
        if (clauses.size() > 1 && !s.question)
            if (auto t = tasteInIdiom(stripFillers(s.text))) {
                out.append(*t);
                continue;
            }
        // "Ich muss noch Oma anrufen, denk bitte dran."
        bool handled = false;
        const QStringList commaParts = s.text.split(QRegularExpression(QStringLiteral(R"(\s*,\s*|\s+[–—-]+\s+)")), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < commaParts.size() && commaParts.size() > 1; ++i)
            if (isErrandMarker(stripFillers(commaParts.at(i)))) {
                QStringList rest = commaParts;
                rest.removeAt(i);
                static const QRegularExpression need = rx(QStringLiteral(R"(^ich\s+(?:muss|sollte|soll|will)\s+(?:noch\s+|unbedingt\s+|dringend\s+)*)"));
                QString what = stripFillers(rest.join(QStringLiteral(", ")));
                what.remove(need);
                if (auto e = errand(QStringLiteral("erinnere mich an ") + what)) {
                    e->sentence = s.text;
                    out.append(*e);
                }
                handled = true;
                break;
            }
        if (handled)
            continue;
        for (qsizetype i = 0; i < clauses.size(); ++i) {
            const QString clause = stripFillers(clauses.at(i));
            if (clause.isEmpty())
                continue;
            if (auto e = errand(clause)) {
                out.append(*e);
                continue;
            }
            const bool question = s.question && i + 1 == clauses.size();
            // "Kannst du mich Max nennen?" asks for nothing but to be called so.
            if (auto n = nameAskedFor(clause)) {
                out.append(*n);
                continue;
            }
            if (isQuestion(clause, question))
                continue;
            // "…, da krieg ich sofort Ausschlag": a clause that opens by
            // pointing back says its thing in the clause before, and alone
            // it would be a memory of nothing ("da" as "because", with the
            // verb last, is not this: "da ich Vegetarier bin").
            static const QRegularExpression pointsBack = rx(QStringLiteral(
                R"(^(?:da|deshalb|daher|darum|drum|dafür|dann|sonst)\s+(?!ich\b|wir\b)\p{L}+\s+(?:ich|wir)\b)"));
            if (i > 0 && pointsBack.match(clause).hasMatch())
                continue;
            std::optional<CaptureCandidate> c = remember(clause);
            if (!c)
                c = forget(clause);
            // "Antworte mir immer auf Deutsch" is a standing wish, not a task.
            static const QRegularExpression standing = rx(QStringLiteral(R"(\b(?:immer|nie|niemals|stets|ab jetzt|künftig|in zukunft|grundsätzlich)\b)"));
            // "Ich mag es, wenn du Stichpunkte verwendest": how to answer, not
            // a condition.
            static const QRegularExpression whenYou = rx(QStringLiteral(R"(^ich\s+(?:mag|liebe|hasse)\s+es(?:\s+nicht)?\s*,?\s+wenn\s+(?:du|sie|man|leute)\s+(?!das\b|es\b)\p{L}+\s+\p{L}+)"));
            if (!c && whenYou.match(clause).hasMatch() && !clause.contains(rx(QStringLiteral(R"(,\s*aber\b)"))))
                c = candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(clause.section(QStringLiteral("wenn "), 1)).section(u' ', 0, 4),
                              note(clause), 0.85, QStringLiteral("preference"), clause);
            if (!c && (isGuarded(clause) || (isTaskRequest(clause) && !standing.match(clause).hasMatch())))
                continue;
            if (!c)
                c = name(clause, greeted);
            if (!c)
                c = preference(clause);
            if (!c)
                c = selfStatement(clause);
            if (c)
                out.append(*c);
        }
    }
    return out;
}

} // namespace tarn::CaptureRules::detail::german
