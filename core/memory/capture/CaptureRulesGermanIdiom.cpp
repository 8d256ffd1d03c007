// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Likes, dislikes and intolerances said in idiom (issue 20, capture's sixth
// dev round): "Ich hab's nicht so mit Spinnen", "Ohne meinen Kaffee geht gar
// nichts", "Ich bin ein großer Bewunderer von Monet", "Ich sammle alte
// Münzen", "Milchprodukte bekommen mir nicht"; from the seventh: "Ich bin
// ein echter Bücherwurm", "Für Horrorfilme kann ich mich begeistern", "Es
// gibt nichts Schöneres als Segeln", "Fleisch kommt mir nicht auf den
// Teller". Tried after the plainer
// German rules (CaptureRulesGerman.cpp), so a statement they know keeps
// their wording.

#include "CaptureRulesGerman.h"

namespace tarn::CaptureRules::detail::german {

namespace {

// A thing with an article is the one on the table ("Der Verkehr ist für
// mich gefährlich" is about today's traffic).
bool articledThing(const QString &what)
{
    static const QRegularExpression articled = rx(QStringLiteral(R"(^(?:der|die|das|dem|den|des|diese[mnrs]?)\b)"));
    return articled.match(what.trimmed()).hasMatch();
}

// ... and so is one's own, one of them, or one of the day ("mit meinem
// Chef", "auf ein Eis", "heute"): a dislike in idiom is of a kind of thing.
bool particularThing(const QString &what)
{
    static const QRegularExpression owned = rx(QStringLiteral(R"(^(?:meine[mnrs]?|deine[mnrs]?|ein|eine[mnrs]?)\b|\b(?:heute|gerade|jetzt|morgen)\b)"));
    return articledThing(what) || owned.match(what.trimmed()).hasMatch();
}

} // namespace

bool isGermanFoodWord(const QString &what)
{
    static const QRegularExpression food = rx(QStringLiteral(
        R"(^(?:\p{L}+\s+)?\p{L}*(?:laktose|gluten|milch|milchprodukte|nüsse|nüssen|nuss|fru[ck]tose|histamin|weizen|soja|eier|eiern|fisch|fleisch|zucker|salz|alkohol|koffein|kaffee|schalentiere[n]?|meeresfrüchte[n]?|sesam|sellerie|senf|sulfite|tomaten|erdbeeren|kiwis?|knoblauch|zwiebeln|käse|butter|sahne|brot|nudeln|pasta|süßigkeiten|schokolade|wein|bier|krabben|garnelen|muscheln|pilze[n]?|obst|gemüse|mais|reis|hafer|dinkel|roggen|gewürze[n]?|chili|scharfes)$)"));
    return food.match(what.trimmed()).hasMatch();
}

std::optional<CaptureCandidate> tasteInIdiom(const QString &c)
{
    static const QRegularExpression notNow = rx(QStringLiteral(R"(\b(?:heute|gerade|jetzt|morgen|diese[nms]?|nächste[nms]?|keine zeit)\b)"));
    static const QRegularExpression vague = rx(QStringLiteral(
        R"(^(?:es|das|dies|diese[snmr]?|dich|dir|sie|ihn|euch|ihnen|was|wie|deine[nmrs]?|der|die|den|dem|gerade|noch|heute|morgen|jetzt)\b)"));
    const auto usable = [&](const QString &what) { return !what.trimmed().isEmpty() && !vague.match(what.trimmed()).hasMatch(); };
    const auto make = [&](const QString &what, const QString &content) {
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what).section(u' ', 0, 3),
                                                         content, 0.85, QStringLiteral("preference"), c));
    };
    // "ich …": the note is the statement in the third person.
    static const QList<QRegularExpression> mine = {
        rx(QStringLiteral(R"(^ich\s+(?:hab's|hab es|habe es|hab|habe)\s+(?:es\s+)?(?:nicht so|nicht so sehr|nicht wirklich|gar nicht|echt nicht|überhaupt nicht)\s+mit\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+(?:ertrage|ertrag)\s+(?:einfach\s+|wirklich\s+)?kein(?:e|en|er)?\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+kann\s+(.+?)\s+(?:einfach\s+|echt\s+|überhaupt\s+|gar\s+)?nicht\s+(?:ertragen|leiden|haben)$)")),
        rx(QStringLiteral(R"(^ich\s+bin\s+(?:ein|eine)\s+(?:(?:großer|große|riesiger|riesige|echter|echte|totaler|totale|richtiger|richtige|leidenschaftlicher|leidenschaftliche|glühender|glühende|treuer|treue)\s+)?(?:bewunderer|bewunderin|liebhaber|liebhaberin|anhänger|anhängerin|verehrer|verehrerin|fan)\s+(?:von|des|der)\s+(.+)$)")),
        // "Ich bin ein echter Bücherwurm", "ein totaler Kaffeejunkie", "ein absoluter Hundemensch".
        rx(QStringLiteral(R"(^ich\s+bin\s+(?:ein|eine)\s+(?:(?:echte[rs]?|totale[rs]?|absolute[rs]?|richtige[rs]?|große[rs]?|riesige[rs]?|kleine[rs]?|leidenschaftliche[rs]?|bekennende[rs]?|unverbesserliche[rs]?)\s+)?(\p{L}[\p{L}-]*(?:wurm|junkie|mensch|freak|fan|liebhaber|liebhaberin|ratte|nerd|fanatiker|fanatikerin|narr|närrin|fex|anbeter|anbeterin|genießer|genießerin|kenner|kennerin|katze))$)")),
        // "Ich bin leidenschaftlicher Angler", "Ich bin passionierte Köchin".
        rx(QStringLiteral(R"(^ich\s+bin\s+(?:ein\s+|eine\s+)?(?:leidenschaftliche[rn]?|passionierte[rn]?|begeisterte[rn]?|eifrige[rn]?|überzeugte[rn]?|fanatische[rn]?)\s+(\p{L}[\p{L}-]+)$)")),
        // "Ich könnte jeden Tag Pasta essen": a like, not a supposition.
        rx(QStringLiteral(R"(^ich\s+könnte\s+(?:jeden tag|ständig|täglich|immer|stundenlang|tagelang|den ganzen tag|die ganze nacht|ewig|endlos)\s+(.+?)(?:\s+(?:essen|trinken|hören|spielen|schauen|gucken|sehen|lesen|machen))?$)")),
        rx(QStringLiteral(R"(^ich\s+habe\s+(?:eine|ein)\s+(?:(?:große|großes|riesige|riesiges|echte|echtes|wahre|besondere|besonderes)\s+)?(?:leidenschaft|vorliebe|faible)\s+für\s+(.+)$)")),
        // "Zu Schokolade sage ich nie nein", "Ich esse nichts lieber als
        // Spaghetti", "Ich würde alles für ein gutes Stück Kuchen tun",
        // "Mein Herz gehört dem Fußball".
        rx(QStringLiteral(R"(^zu\s+(.+?)\s+sage\s+ich\s+(?:nie|niemals|selten)\s+nein$)")),
        // "Für Schokolade lasse ich alles stehen (und liegen)", "Sushi – da
        // sage ich nicht nein", "Auf Reisen freue ich mich immer riesig"
        // (a habit: "auf den Urlaub nächste Woche" is one trip), "Krimis
        // verschlinge ich regelrecht".
        rx(QStringLiteral(R"(^für\s+(.+?)\s+lasse\s+ich\s+(?:alles|jeden|jedes)\s+(?:andere\s+)?(?:stehen|liegen|stehen und liegen)$)")),
        rx(QStringLiteral(R"(^(.+?)\s*[–—,:-]\s*da\s+sage\s+ich\s+(?:nie|nicht|niemals|selten)\s+nein$)")),
        rx(QStringLiteral(R"(^zu\s+(.+?)\s+sage\s+ich\s+nicht\s+nein$)")),
        rx(QStringLiteral(R"(^auf\s+(.+?)\s+freue\s+ich\s+mich\s+(?:jedes mal|jedes jahr|immer|immer wieder|die ganze woche|schon tagelang vorher|jede woche)(?:\s+(?:riesig|sehr|total|wahnsinnig|so|aufs neue))*$)")),
        rx(QStringLiteral(R"(^(.+?)\s+(?:verschlinge|vergöttere|verehre|genieße)\s+ich\s+(?:regelrecht|förmlich|geradezu|richtig|total|immer|jedes mal)(?:\s+\p{L}+)*$)")),
        // "Für Fußball schlägt mein Herz".
        rx(QStringLiteral(R"(^für\s+(.+?)\s+schlägt\s+mein\s+herz(?:\s+(?:schon immer|seit jeher|seit jahren))?$)")),
        rx(QStringLiteral(R"(^ich\s+sage\s+(?:nie|niemals|selten)\s+nein\s+zu\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+(?:esse|trinke|höre|lese|mache|spiele|schaue|sehe)\s+nichts\s+lieber\s+als\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+würde\s+alles\s+für\s+(.+?)\s+tun$)")),
        rx(QStringLiteral(R"(^mein\s+herz\s+(?:gehört|schlägt\s+für)\s+(?:dem|der|den|die|das)?\s*(.+)$)")),
        // "Ich bin total der Krimi-Fan".
        rx(QStringLiteral(R"(^ich\s+bin\s+(?:total|voll|echt|so|absolut|eher|mehr|einfach|halt|eben|nun mal|schon immer)\s+(?:der|die)\s+(\p{L}[\p{L}-]*(?:fan|typ|mensch|freak))$)")),
        rx(QStringLiteral(R"(^ich\s+kann\s+mich\s+(?:(?:total|sehr|immer|immer wieder|wirklich|richtig)\s+)*für\s+(.+?)\s+begeistern$)")),
        rx(QStringLiteral(R"(^ich\s+bin\s+feuer\s+und\s+flamme\s+für\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+verbringe\s+(?:jede\s+freie\s+minute|meine\s+ganze\s+freizeit|jedes\s+wochenende)\s+(?:mit|beim|im|auf\s+dem|in\s+der)\s+(?:meine[rnm]?\s+)?(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+sammle\s+(?!(?:gerade|noch|die|der|das|den|ideen|daten|informationen|punkte|meine|kraft|erfahrungen)\b)(.+)$)")),
    };
    for (const QRegularExpression &re : mine)
        if (const auto m = re.match(c); m.hasMatch() && usable(m.captured(1)))
            return make(m.captured(1), note(c));
    // The thing first or after a fronted phrase: "Für Horrorfilme kann ich
    // mich total begeistern", "Es gibt nichts Schöneres als Segeln", "Am
    // meisten Spaß macht mir Klettern", "Mich fasziniert die Raumfahrt",
    // "Von Käse kann ich nie genug bekommen", "Meine große Liebe ist das
    // Theater". The note keeps the sentence as said, in the third person.
    static const QList<QRegularExpression> fronted = {
        rx(QStringLiteral(R"(^für\s+(.+?)\s+kann\s+ich\s+mich\s+(?:(?:total|sehr|immer|immer wieder|wirklich|richtig)\s+)*begeistern$)")),
        rx(QStringLiteral(R"(^es\s+gibt\s+(?:für mich\s+)?nichts\s+(?:schöneres|besseres|tolleres|herrlicheres)\s+als\s+(.+)$)")),
        rx(QStringLiteral(R"(^am\s+meisten\s+spaß\s+macht\s+mir\s+(.+)$)")),
        rx(QStringLiteral(R"(^(.+?)\s+macht\s+mir\s+am\s+meisten\s+spaß$)")),
        rx(QStringLiteral(R"(^mich\s+(?:fasziniert|faszinieren|begeistert|begeistern)\s+(?:(?:schon immer|total|sehr|einfach)\s+)*(?:der|die|das)?\s*(.+)$)")),
        rx(QStringLiteral(R"(^(?:von\s+)?(.+?)\s+kann\s+ich\s+(?:einfach\s+|echt\s+)?(?:nie|nicht|niemals)\s+genug\s+(?:bekommen|kriegen|haben)$)")),
        rx(QStringLiteral(R"(^von\s+(.+?)\s+(?:bekomme|kriege|habe)\s+ich\s+(?:einfach\s+|echt\s+)?(?:nie|nicht|niemals)\s+genug$)")),
        // "Mein Ding ist eher Klettern", "Meine große Schwäche sind
        // Gummibärchen", "Ein gutes Buch und Tee – mehr brauche ich nicht".
        rx(QStringLiteral(R"(^mein\s+ding\s+(?:ist|sind)\s+(?:(?:eher|eindeutig|ganz klar|einfach|halt|eben)\s+)?(.+)$)")),
        rx(QStringLiteral(R"(^meine\s+(?:(?:große|größte|einzige|kleine|süße)\s+)?schwäche\s+(?:ist|sind)\s+(.+)$)")),
        rx(QStringLiteral(R"(^(.+?)\s*[–—:-]\s*mehr\s+brauche\s+ich\s+(?:nicht|nie)(?:\s+zum glücklich(?:sein)?)?$)")),
        rx(QStringLiteral(R"(^meine\s+(?:große|größte|wahre|einzig wahre)\s+liebe\s+(?:ist|sind|gilt)\s+(?:der|die|das|dem)?\s*(.+)$)")),
        // "Sushi könnte ich jeden Tag essen", "Bei Schokolade werde ich
        // schwach", "Mit Kreuzworträtseln kann man mich glücklich machen".
        rx(QStringLiteral(R"(^(.+?)\s+könnte\s+ich\s+(?:jeden tag|ständig|täglich|immer|stundenlang|tagelang)\s+(?:essen|trinken|hören|spielen|schauen|gucken|sehen|lesen|machen)$)")),
        rx(QStringLiteral(R"(^bei\s+(.+?)\s+werde\s+ich\s+(?:immer\s+|sofort\s+|einfach\s+)?schwach$)")),
        rx(QStringLiteral(R"(^mit\s+(.+?)\s+kann\s+man\s+mich\s+(?:immer\s+|jederzeit\s+|sofort\s+)?(?:glücklich machen|begeistern|locken|ködern)$)")),
        // "Beim Malen kann ich richtig abschalten", "Yoga tut mir gut",
        // "Für mich gibt es nichts Besseres als …", "Jazz hat mich schon
        // immer begeistert".
        rx(QStringLiteral(R"(^(?:beim|bei)\s+(.+?)\s+kann\s+ich\s+(?:(?:richtig|so richtig|total|wunderbar|am besten|gut|super)\s+)?(?:abschalten|entspannen|runterkommen|auftanken|loslassen|mich erholen)$)")),
        rx(QStringLiteral(R"(^(.+?)\s+tut\s+mir\s+(?:(?:so|richtig|total|einfach|immer|unheimlich)\s+)?gut$)")),
        rx(QStringLiteral(R"(^für\s+mich\s+gibt\s+es\s+nichts\s+(?:schöneres|besseres|tolleres|herrlicheres)\s+als\s+(.+)$)")),
        rx(QStringLiteral(R"(^(.+?)\s+hat\s+mich\s+(?:schon\s+immer|immer\s+schon|seit jeher|seit meiner kindheit)\s+(?:begeistert|fasziniert|interessiert)$)")),
        // "Jazz höre ich rauf und runter", "Krimis lese ich am laufenden
        // Band": how much says it is liked.
        rx(QStringLiteral(R"(^(.+?)\s+(?:höre|lese|schaue|gucke|sehe|esse|trinke|spiele|koche|backe)\s+ich\s+(?:rauf und runter|in einer tour|am laufenden band|ohne ende|bis zum umfallen|ständig|dauernd|pausenlos)$)")),
        // "Am glücklichsten bin ich auf dem Fahrrad", "Am wohlsten fühle
        // ich mich in den Bergen".
        rx(QStringLiteral(R"(^am\s+(?:glücklichsten|zufriedensten|wohlsten|entspanntesten|lebendigsten)\s+(?:bin|fühle)\s+ich\s+(?:mich\s+)?(?:(?:immer|einfach|wirklich)\s+)*((?:auf|in|am|im|beim|bei|mit|unter)\s+.+)$)")),
    };
    // What the person's free time goes to: "In meiner Freizeit spiele ich
    // Gitarre", "Abends lese ich meistens Krimis", "Am Wochenende bin ich
    // meistens auf dem Rad". A lead-in that is itself a habit ("abends",
    // "sonntags", "in meiner Freizeit") or a habit's adverb ("meistens",
    // "oft", "immer") after one that is not ("am Wochenende bin ich in
    // Hamburg" is this weekend).
    static const QRegularExpression freeTime = rx(QStringLiteral(
        R"(^(in meiner (?:freizeit|freien zeit)|abends|morgens|sonntags|samstags|freitags|nach feierabend|jeden (?:sonntag|samstag|abend|morgen)|am wochenende|an wochenenden|nach der arbeit|im urlaub|im sommer|im winter)\s+(\p{L}+)\s+ich\s+((?:(?:meistens|meist|oft|immer|gern|gerne|am liebsten|regelmäßig|häufig|fast immer|total gern|so oft es geht)\s+)*)(.+)$)"));
    static const QRegularExpression habitual = rx(QStringLiteral(R"(^(?:in meiner|abends|morgens|sonntags|samstags|freitags|nach feierabend|jeden))"));
    if (const auto m = freeTime.match(c); m.hasMatch() && usable(m.captured(4)) && !notNow.match(c).hasMatch()
        && (habitual.match(m.captured(1)).hasMatch() || !m.captured(3).trimmed().isEmpty())) {
        QString what = m.captured(4);
        static const QRegularExpression afterComma = rx(QStringLiteral(R"(\s*,.*$)"));
        what.remove(afterComma);
        const QString statement = QStringLiteral("ich %1 %2%3 %4").arg(m.captured(2), m.captured(3), what, m.captured(1));
        return make(what, note(statement.simplified()));
    }
    // "Ich kann mit Fußball nichts anfangen", "Mit Jazz kannst du mich
    // jagen", "Auf Partys habe ich keine Lust": dislikes in idiom. Not with
    // an article ("Mit dem Auto kann ich nichts anfangen, es springt nicht
    // an" is about that car) or a day ("heute").
    static const QList<QRegularExpression> averse = {
        rx(QStringLiteral(R"(^ich\s+kann\s+mit\s+(.+?)\s+(?:überhaupt\s+|gar\s+|einfach\s+|echt\s+|rein\s+gar\s+)?nichts\s+anfangen$)")),
        rx(QStringLiteral(R"(^mit\s+(.+?)\s+kann\s+ich\s+(?:überhaupt\s+|gar\s+|einfach\s+|echt\s+)?nichts\s+anfangen$)")),
        rx(QStringLiteral(R"(^mit\s+(.+?)\s+(?:kannst\s+du|kann\s+man)\s+mich\s+jagen$)")),
        rx(QStringLiteral(R"(^auf\s+(.+?)\s+(?:habe|hab)\s+ich\s+(?:überhaupt\s+|gar\s+|echt\s+|generell\s+|grundsätzlich\s+)?keine\s+lust$)")),
        // "Lauter Musik gehe ich lieber aus dem Weg".
        rx(QStringLiteral(R"(^(.+?)\s+gehe\s+ich\s+(?:(?:lieber|gern|gerne|möglichst|am liebsten|immer)\s+)*aus\s+dem\s+weg$)")),
    };
    for (const QRegularExpression &re : averse)
        if (const auto m = re.match(c); m.hasMatch() && usable(m.captured(1)) && !particularThing(m.captured(1)))
            return make(m.captured(1), note(c));
    static const QRegularExpression notAThing = rx(QStringLiteral(R"(^(?:mich|mir|dich|dir|ihn|sie|es|das|dies|diese[snmr]?|was|wie|ob|dass|wenn)\b)"));
    for (const QRegularExpression &re : fronted)
        if (const auto m = re.match(c); m.hasMatch() && usable(m.captured(1)) && !notAThing.match(m.captured(1).trimmed()).hasMatch())
            return make(m.captured(1), note(c));
    // What the person mostly reads, hears, watches: "Ich lese vor allem
    // Science-Fiction", "Ich schaue viel Anime" (not "viel fern").
    static const QRegularExpression mostly = rx(QStringLiteral(
        R"(^ich\s+(?:lese|höre|schaue|gucke|sehe|spiele|koche|backe)\s+(?:vor allem|hauptsächlich|meistens|überwiegend|fast nur|am meisten|sehr viel|viel)\s+(?!(?:fern|es|das|sie|ihn|abends|morgens|nachts)\b)([^,]+)$)"));
    if (const auto m = mostly.match(c); m.hasMatch() && usable(m.captured(1)) && !notNow.match(c).hasMatch())
        return make(m.captured(1), note(c));
    // The household's diet and what may not be eaten: "Bei uns gibt es kein
    // Schweinefleisch", "Wir essen zu Hause vegetarisch", "Nüsse darf ich
    // nicht essen", "Ich muss auf Gluten verzichten", "Erdnüsse sind für
    // mich lebensgefährlich".
    static const QRegularExpression household = rx(QStringLiteral(
        R"(^bei\s+uns\s+(?:zu hause\s+|daheim\s+)?(?:gibt\s+es|kommt)\s+(?:kein(?:e|en)?|nie)\s+(.+?)(?:\s+auf den tisch)?$|^wir\s+(?:essen|kochen|leben)\s+(?:zu hause\s+|daheim\s+|als familie\s+)?(vegetarisch|vegan|halal|koscher|glutenfrei|fleischlos|ohne fleisch)$)"));
    static const QRegularExpression mayNotEat = rx(QStringLiteral(
        R"(^(.+?)\s+darf\s+ich\s+(?:leider\s+)?(?:nicht|nie|keine?)\s+(?:essen|trinken|zu mir nehmen)$|^ich\s+muss\s+(?:leider\s+)?(?:komplett\s+|ganz\s+)?auf\s+(.+?)\s+verzichten$)"));
    static const QRegularExpression deadly = rx(QStringLiteral(R"(^(.+?)\s+(?:ist|sind)\s+für\s+mich\s+(?:lebensgefährlich|gefährlich|tödlich|gift|pures gift)$)"));
    for (const QRegularExpression *re : {&household, &mayNotEat})
        if (const auto m = re->match(c); m.hasMatch() && usable(m.captured(1) + m.captured(2)) && !notNow.match(c).hasMatch())
            return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)),
                                                             note(c), 0.85, QStringLiteral("diet"), c));
    if (const auto m = deadly.match(c); m.hasMatch() && usable(m.captured(1)) && !articledThing(m.captured(1)))
        return std::optional<CaptureCandidate>(candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)), note(c), 0.85,
                                                         QStringLiteral("allergy"), c));
    // "Lieblingsessen: Pizza": a favourite said as a form's field.
    static const QRegularExpression field = rx(QStringLiteral(R"(^(?:mein(?:e)?\s+)?lieblings(\p{L}+)\s*:\s+(\p{L}.{0,40})$)"));
    if (const auto m = field.match(c); m.hasMatch() && usable(m.captured(2)))
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:favourite ") + m.captured(1).toLower(),
                                                         sentenceCase(c), 0.85, QStringLiteral("favourite"), c));
    // "Fleisch kommt mir nicht auf den Teller": a diet.
    static const QRegularExpression plate = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,40}?)\s+(?:kommt|kommen)\s+(?:mir|bei mir)\s+(?:nicht|nie|niemals)\s+(?:mehr\s+)?auf\s+den\s+(?:teller|tisch)$|^bei\s+mir\s+kommt\s+(?:kein(?:e|en)?|nie)\s+(.+?)\s+auf\s+den\s+(?:teller|tisch)$)"));
    if (const auto m = plate.match(c); m.hasMatch() && usable(m.captured(1) + m.captured(2)))
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(m.captured(1) + m.captured(2)),
                                                         sentenceCase(QStringLiteral("Verzichtet auf %1").arg((m.captured(1) + m.captured(2)).trimmed())), 0.85,
                                                         QStringLiteral("diet"), c));
    // "Ohne meinen Kaffee am Morgen geht gar nichts", "Ohne Kaffee geht bei
    // mir nichts": one's own, or said of oneself ("Ohne Strom geht gar
    // nichts" is about the world).
    static const QRegularExpression without = rx(QStringLiteral(
        R"(^ohne\s+(?:(?:meinen|meine|mein|meinem)\s+(.+?)\s+(?:geht|läuft)\s+(?:bei mir\s+|morgens\s+)?|(.+?)\s+(?:geht|läuft)\s+bei mir\s+(?:morgens\s+)?)(?:gar\s+|überhaupt\s+)?nichts$)"));
    if (const auto m = without.match(c); m.hasMatch() && usable(m.captured(1) + m.captured(2)))
        return make(m.captured(1) + m.captured(2),
                    sentenceCase(QStringLiteral("Kann nicht ohne %1").arg(thirdPersonRest(m.captured(1) + m.captured(2)))));
    // "Milchprodukte bekommen mir nicht": an intolerance, said as what a
    // food does.
    static const QRegularExpression disagrees = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,40}?)\s+(?:bekommt|bekommen)\s+mir\s+(?:gar\s+|überhaupt\s+|einfach\s+)?nicht(?:\s+gut)?$)"));
    if (const auto m = disagrees.match(c); m.hasMatch() && usable(m.captured(1)))
        return std::optional<CaptureCandidate>(candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)),
                                                         sentenceCase(QStringLiteral("Verträgt %1 nicht").arg(m.captured(1).trimmed())), 0.85,
                                                         QStringLiteral("allergy"), c));
    return std::nullopt;
}

} // namespace tarn::CaptureRules::detail::german
