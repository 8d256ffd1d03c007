// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The capture rules as a table (issue 5): what a person's words ask Tarn to
// keep, and, as important, the sentences that only look like it.
// Each row is a user turn and every candidate it must yield, written as
// "action kind subject | content | confidence"; an empty list means nothing
// may be captured.

#include "CaptureRules.h"

#include <QtTest>

using namespace tarn;

namespace {
QString describe(const CaptureCandidate &c)
{
    const QString action = c.action == CaptureCandidate::Action::Forget ? QStringLiteral("forget") : QStringLiteral("remember");
    return QStringLiteral("%1 %2 %3 | %4 | %5")
        .arg(action, kindName(c.kind), c.subject, c.content, QString::number(c.confidence, 'f', 2));
}

// The columns of a class table (classes_data and its kin): a turn, the
// kind it must yield ("none": nothing) and words its memory must hold.
void classColumns()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("mustContain");
}

void classRow(const char *text, const char *kind, const char *must)
{
    QTest::newRow(text) << QString::fromUtf8(text) << QString::fromUtf8(kind) << QString::fromUtf8(must);
}
} // namespace

class TestCaptureRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void table_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *text, std::initializer_list<const char *> expected) {
            QStringList lines;
            for (const char *line : expected)
                lines << QString::fromUtf8(line);
            QTest::newRow(*text ? text : "(empty)") << QString::fromUtf8(text) << lines;
        };
        // Names.
        row("My name is Robin.", {"remember profile profile:name | Is called Robin. | 0.90"});
        row("my name is sam", {"remember profile profile:name | Is called Sam. | 0.90"});
        row("My name's Sam.", {"remember profile profile:name | Is called Sam. | 0.90"});
        row("Actually, my name is Robin, not Rob.", {"remember profile profile:name | Is called Robin. | 0.90"});
        row("Call me Rob.", {"remember profile profile:name | Prefers to be called Rob. | 0.85"});
        row("You can call me Alex.", {"remember profile profile:name | Prefers to be called Alex. | 0.85"});
        row("Call me Dr. Smith, please.", {"remember profile profile:name | Prefers to be called Dr. Smith. | 0.85"});
        // Preferences.
        row("I prefer short answers.", {"remember preference preference:short answers | Prefers short answers. | 0.85"});
        row("I prefer tea over coffee.", {"remember preference preference:coffee | tea | Prefers tea over coffee. | 0.85"});
        row("I really like jazz.", {"remember preference preference:jazz | Likes jazz. | 0.85"});
        row("I don't like olives.", {"remember preference preference:olives | Does not like olives. | 0.85"});
        row("I don't really like spicy food.", {"remember preference preference:spicy food | Does not like spicy food. | 0.85"});
        row("I hate mornings.", {"remember preference preference:mornings | Hates mornings. | 0.85"});
        row("My favourite colour is green.", {"remember preference preference:favourite colour | Favourite colour is green. | 0.90"});
        row("My favorite drink is espresso.", {"remember preference preference:favourite drink | Favourite drink is espresso. | 0.90"});
        // Hedged statements are kept with less confidence (held back by the default gate).
        row("I think I prefer the dark theme.", {"remember preference preference:dark theme | Prefers the dark theme. | 0.60"});
        row("Maybe I like sushi, I'm not sure.", {"remember preference preference:sushi | Likes sushi. | 0.60"});
        // Remember and forget.
        row("Remember that my sister's birthday is May 3.", {"remember fact fact:sister's birthday | Their sister's birthday is May 3. | 0.95"});
        // Issue 20: "remember that …" keeps the same memory the plain statement
        // would (allergies and home are profile, CaptureRules.h), so the two
        // supersede each other; these rows asserted a per-wording fact subject.
        row("Please remember that I'm allergic to penicillin.", {"remember profile profile:allergy penicillin | Is allergic to penicillin. | 0.95"});
        row("Remember that Sam's birthday is June 1.", {"remember fact fact:sam's birthday | Sam's birthday is June 1. | 0.95"});
        row("Remember: the wifi password is on the fridge.", {"remember fact fact:wifi password | The wifi password is on the fridge. | 0.95"});
        row("Don't forget to water the plants.", {"remember goal goal:water plants | Remember to water the plants. | 0.95"});
        row("Remember that I live in Berlin and my sister's birthday is May 3.",
            {"remember profile profile:home | Lives in Berlin. | 0.95",
             "remember fact fact:sister's birthday | Their sister's birthday is May 3. | 0.95"});
        row("Remember that I prefer tea.", {"remember preference preference:tea | Prefers tea. | 0.95"});
        row("Forget that I like olives.", {"forget fact  | I like olives | 0.95"});
        row("Forget my favourite colour.", {"forget fact  | my favourite colour | 0.95"});
        // Several statements in one turn.
        row("My name is Robin. I like tea. Remember that my dog is called Rex.",
            {"remember profile profile:name | Is called Robin. | 0.90", "remember preference preference:tea | Likes tea. | 0.85",
             "remember fact fact:dog | Their dog is called Rex. | 0.95"});
        row("My name is Robin, and I prefer short answers.",
            {"remember profile profile:name | Is called Robin. | 0.90",
             "remember preference preference:short answers | Prefers short answers. | 0.85"});

        // Must not be captured.
        row("my name is not important", {});
        row("My name is not important.", {});
        row("I like how you said that", {});
        row("call me when you're done", {});
        row("Call me back tomorrow.", {});
        row("Call me if anything breaks.", {});
        row("I love it when you do that.", {});
        row("I like that idea.", {});
        row("I like it.", {});
        row("My favourite is the blue one.", {});
        row("What is my name?", {});
        row("Would I like sushi?", {});
        row("Do you know that I like cats?", {});
        row("Can you remember what I said yesterday?", {});
        row("If my name were Bob, what then?", {});
        row("She said my name is Anna.", {});
        row("He told me my name is Jo.", {});
        row("\"My name is Bond,\" he said.", {});
        row("I used to like coffee.", {});
        row("Forget it.", {});
        row("Forget about that, let's move on.", {});
        row("Remember when we went to Rome?", {});
        row("", {});
    }

    void table()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QStringList got;
        for (const CaptureCandidate &c : CaptureRules::parse(text))
            got << describe(c);
        QCOMPARE(got, expected);
    }

    // Issue 20: each class by examples of our own (not the evaluation sets):
    // the kind a turn must yield and words its memory must hold, or "none".
    // The labelled sets are measured by tst_capture_quality.
    void classes_data()
    {
        classColumns();
        const auto row = classRow;
        row("Hey there, I'm Olivia.", "profile", "Olivia");
        row("I'm Tobias, the new guy from marketing.", "profile", "Tobias");
        row("Morning! Chris here.", "profile", "Chris");
        row("People usually call me Liz.", "profile", "Liz");
        row("I go by my middle name, Elliot.", "profile", "Elliot");
        row("Please just call me J.", "profile", "J");
        row("Good evening, I am Professor Lindqvist.", "profile", "Lindqvist");
        row("I'm really into bouldering these days.", "preference", "bouldering");
        row("Spicy ramen is my go-to comfort food.", "preference", "Spicy ramen");
        row("I'm a huge fan of Formula 1.", "preference", "Formula 1");
        row("I find opera really boring.", "preference", "opera");
        row("Nothing makes me happier than a quiet Sunday.", "preference", "quiet Sunday");
        row("I detest reality TV.", "preference", "reality TV");
        row("Jazz isn't really my thing.", "preference", "Jazz");
        row("I'm not big on sweets.", "preference", "sweets");
        row("Please always answer in British English.", "preference", "British English");
        row("I'm pescatarian.", "preference", "pescatarian");
        row("I never drink coffee after lunch.", "preference", "coffee after lunch");
        row("I have a nut allergy.", "profile", "nut allergy");
        row("I'm severely allergic to shellfish.", "profile", "shellfish");
        row("Cats make me sneeze like crazy.", "profile", "Cats");
        row("I'm based in Austin, Texas.", "profile", "Austin");
        row("I'm from Lagos originally.", "profile", "Lagos");
        row("I work for Google.", "profile", "Google");
        row("I'm a software developer at a small startup.", "profile", "software developer");
        row("I work in IT.", "profile", "IT");
        row("I was born on July 4th, 1990.", "profile", "1990");
        row("I turn 30 next week.", "profile", "30");
        row("My husband's name is Raj.", "fact", "Raj");
        row("I've got three kids.", "fact", "three kids");
        row("We've got a cat named Luna.", "fact", "Luna");
        row("Just a heads-up: I don't have a car.", "fact", "not have a car");
        row("So you know, my English isn't perfect.", "fact", "English isn't perfect");
        row("Hallo, ich bin Marie.", "profile", "Marie");
        row("Ich heiße eigentlich Johannes, aber alle nennen mich Hannes.", "profile", "Hannes");
        row("Guten Tag, mein Name ist Dr. Weber.", "profile", "Weber");
        row("Hi, Tim hier.", "profile", "Tim");
        row("Am liebsten esse ich Pasta.", "preference", "Pasta");
        row("Ich bin großer Fußballfan.", "preference", "Fußballfan");
        row("Mir gefällt klassische Musik sehr.", "preference", "klassische Musik");
        row("Spinnen finde ich eklig.", "preference", "Spinnen");
        row("Lange Meetings nerven mich.", "preference", "Lange Meetings");
        row("Ich mag es, wenn du Stichpunkte verwendest.", "preference", "Stichpunkte");
        row("Ich trinke nie Alkohol.", "preference", "Alkohol");
        row("Ich ernähre mich vegetarisch.", "preference", "vegetarisch");
        row("Ich reagiere allergisch auf Pollen.", "profile", "Pollen");
        row("Ich vertrage keine Laktose.", "profile", "Laktose");
        row("Ich lebe seit zehn Jahren in München.", "profile", "München");
        row("Ich bin Informatiker bei der Telekom.", "profile", "Informatiker");
        row("Ich bin am 24. Dezember geboren.", "profile", "24. Dezember");
        row("Ich habe drei Enkelkinder.", "fact", "Enkelkinder");
        row("Mein Hund heißt Bruno.", "fact", "Bruno");
        row("Nebenbei: ich bin farbenblind.", "fact", "farbenblind");
        row("Merk dir, dass ich Vegetarier bin.", "preference", "Vegetarier");
        row("Allergic to penicillin, btw.", "profile", "penicillin");
        row("Not a fan of cold weather.", "preference", "cold weather");
        row("Can't stand country music.", "preference", "country music");
        row("Teacher by profession.", "profile", "teacher");
        row("Favourite band: Radiohead.", "preference", "Radiohead");
        row("I'm a 34-year-old mum of twins living in Dublin.", "profile", "34");
        row("You can just call me by my first name, Tom.", "profile", "Tom");
        row("I've always loved classical music.", "preference", "classical music");
        row("I have a soft spot for old Westerns.", "preference", "old Westerns");
        row("I could eat sushi every day.", "preference", "sushi");
        row("Dairy doesn't agree with me.", "profile", "Dairy");
        row("I went vegan last year.", "preference", "vegan");
        row("Severe nut allergy here.", "profile", "nut allergy");
        row("I'm London-based.", "profile", "London");
        row("Marcus is my name.", "profile", "Marcus");
        row("PS: I'm left-handed.", "fact", "left-handed");
        row("Ich begeistere mich für Astronomie.", "preference", "Astronomie");
        row("Ohne Kaffee geht bei mir nichts.", "preference", "Kaffee");
        row("Ich ekle mich vor Pilzen.", "preference", "Pilzen");
        row("Jana heiße ich.", "profile", "Jana");
        row("In Bremen wohne ich seit 2010.", "profile", "Bremen");
        row("Beruflich bin ich Projektmanagerin.", "profile", "Projektmanagerin");
        row("Meine Kinder heißen Lea und Ben.", "fact", "Lea");
        row("Set a reminder to pay rent on the 1st.", "goal", "pay rent");
        row("Can you remind me to call my mom on Sunday?", "goal", "call their mom");
        row("Put milk on my shopping list.", "goal", "milk");
        row("Erinnere mich bitte am Freitag daran, die Miete zu überweisen.", "goal", "Miete");
        row("Setz Milch auf die Einkaufsliste.", "goal", "Milch");
        row("Kannst du mich morgen an den Termin erinnern?", "goal", "Termin");
        row("I'm Not Sure.", "none", "");
        row("I'll take the chicken.", "none", "");
        row("I'd go with option B.", "none", "");
        row("For this trip I prefer the train.", "none", "");
        row("My colleague lives in Paris.", "none", "");
        row("My sister is allergic to cats.", "none", "");
        row("My neighbour's dog is called Rex.", "none", "");
        row("I was vegetarian for a while.", "none", "");
        row("In college I lived in Boston.", "none", "");
        row("I don't have kids.", "none", "");
        row("I'm not allergic to anything.", "none", "");
        row("Did I tell you I'm vegan?", "none", "");
        row("Assuming I'm allergic to penicillin, what else can I take?", "none", "");
        row("Let's say my name is Kim.", "none", "");
        // Widened 2026-11-28 on tests/data/capture-eval/dev.jsonl's phrasings.
        row("Lactose doesn't agree with me.", "profile", "Lactose");
        row("Red wine gives me headaches.", "profile", "Red wine");
        row("I watch a lot of documentaries.", "preference", "documentaries");
        row("I play chess every weekend.", "preference", "chess");
        row("Sailing calms me down.", "preference", "Sailing");
        row("We just bought a flat in Ghent.", "profile", "Ghent");
        row("I design websites for a living.", "profile", "websites");
        row("I drive a hybrid car.", "fact", "hybrid");
        row("I have a car appointment on Friday.", "none", "");
        row("I'm currently working at Spotify.", "profile", "Spotify");
        row("I turned 30 last month.", "profile", "30");
        row("I have zero interest in golf.", "preference", "golf");
        row("Note to self: call the landlord.", "goal", "landlord");
        row("I need to renew my visa, can you keep track of that?", "goal", "visa");
        row("Seit 2020 wohne ich in Kiel.", "profile", "Kiel");
        row("Ich bin gebürtiger Hamburger.", "profile", "Hamburger");
        row("Ich arbeite von zu Hause aus für eine Bank.", "profile", "Bank");
        row("Mit Opern kann ich nichts anfangen.", "preference", "Opern");
        row("Auf Rosinen kann ich gut verzichten.", "preference", "Rosinen");
        row("Ich lese jeden Tag Krimis.", "preference", "Krimis");
        row("Nach Erdbeeren bekomme ich Ausschlag.", "profile", "Erdbeeren");
        row("Ich heiße übrigens Greta.", "profile", "Greta");
        row("Nicht vergessen: Müll rausbringen.", "goal", "Müll");
        row("Write a short bio: I'm a chef from Lyon.", "none", "");
        row("This weather gives me a headache.", "none", "");
        row("I'm allergic to nuts, can you keep track of that?", "profile", "nuts");
        row("My mum always says she hates the cold.", "none", "");
        row("Translate \"my name is Anna\" to German.", "none", "");
        row("Explain what being lactose intolerant means.", "none", "");
        row("I hate to say it, but you're right.", "none", "");
        row("I prefer to wait and see.", "none", "");
        row("I'd rather not talk about it.", "none", "");
        row("I love how you explained that.", "none", "");
        row("I'm Alex's manager.", "none", "");
        row("I'm just curious.", "none", "");
        row("I'm in a meeting right now.", "none", "");
        row("Married at First Sight is trash.", "none", "");
        row("Not a problem.", "none", "");
        row("Into the wild is a great film.", "none", "");
        row("Note: the server restarts at 5.", "none", "");
        row("I'm off to bed.", "none", "");
        row("The weather is awful.", "none", "");
        row("Your code is overrated.", "none", "");
        row("Das geht gar nicht.", "none", "");
        row("Ich interessiere mich für deine Meinung.", "none", "");
        row("Ich nehme die rote.", "none", "");
        row("Ich will die günstigere Variante.", "none", "");
        row("Meine Chefin ist Veganerin.", "none", "");
        row("Meine Kollegin heißt Sandra.", "none", "");
        row("Damals mochte ich keinen Kaffee.", "none", "");
        row("Ich habe mal in Wien gewohnt.", "none", "");
        row("Ich heiße nicht Thomas.", "none", "");
        row("Angenommen, ich wohne in Berlin.", "none", "");
        row("Weißt du, wie meine Frau heißt?", "none", "");
        row("Mein Vater sagt immer, er hasst Rosinen.", "none", "");
        row("Gib mir drei Ideen für ein Geschenk.", "none", "");
        row("Ich liebe es, wie du das erklärst.", "none", "");
        row("Für heute lieber etwas Leichtes.", "none", "");
        row("Ich bin gespannt, was du sagst.", "none", "");
        row("Ich mag das.", "none", "");
        // Read over the whole sentence (introducedIn), and any short namer.
        row("Right, I should probably introduce myself – Anneke.", "profile", "Anneke");
        row("Kwame - pleased to meet you.", "profile", "Kwame");
        row("Hi, it's just me, Rosalind.", "profile", "Rosalind");
        row("Would you please call me Teddy?", "profile", "Teddy");
        row("Put Gigi, that's what everyone calls me.", "profile", "Gigi");
        row("My name is Wilhelmina, but I usually go by Mina.", "profile", "Mina");
        row("In case you wonder who this is, I'm Fenella.", "profile", "Fenella");
        row("The guys at the climbing gym call me Spider.", "profile", "Spider");
        row("Half the office knows me as Dotty.", "profile", "Dotty");
        row("My grandchildren call me Granny.", "none", "");
        row("Nobody calls me Robert any more.", "none", "");
        row("Could you call me a cab?", "none", "");
        row("Hello – nice to meet you.", "none", "");
        row("Folk music is exactly my kind of music.", "preference", "Folk music");
        row("Cruises have never appealed to me.", "preference", "Cruises");
        row("Team sports really appeal to me.", "preference", "Team sports");
        row("That never appealed to me.", "none", "");
        row("Kurz vorweg: Ich heiße Swantje.", "profile", "Swantje");
        row("Im Verein kennen mich alle als Kalle.", "profile", "Kalle");
        row("Niemand nennt mich Hansi.", "none", "");
        row("Kreuzfahrten sind überhaupt nicht mein Ding.", "preference", "Kreuzfahrten");
        row("Leberwurst finde ich scheußlich.", "preference", "Leberwurst");
        row("Übersetze bitte: Ich heiße Ole.", "none", "");
        // In idiom (CaptureRules*Idiom.cpp).
        row("Rugby keeps me sane.", "preference", "Rugby");
        row("Loud bars wear me out.", "preference", "Loud bars");
        row("I never miss a Bundesliga game.", "preference", "Bundesliga");
        row("I never miss a meeting.", "none", "");
        row("I've gotten really into sourdough baking.", "preference", "sourdough");
        row("Massive Star Wars geek here.", "preference", "Star Wars");
        row("I'm a bit of a wine snob.", "preference", "wine");
        row("I'm honestly not much of a tea drinker.", "preference", "tea");
        row("I've sworn off fizzy drinks.", "preference", "fizzy drinks");
        row("I collect old maps.", "preference", "old maps");
        row("I collect the kids at three.", "none", "");
        row("I collect Paul from the station later.", "none", "");
        row("The traffic stresses me out.", "none", "");
        row("Sunday afternoons are for long walks.", "preference", "long walks");
        row("Ich hab's nicht so mit Zahlen.", "preference", "Zahlen");
        row("Ich bin eine große Liebhaberin von Opern.", "preference", "Opern");
        row("Zwiebeln bekommen mir nicht.", "profile", "Zwiebeln");
        row("Ich sammle gerade Ideen für die Feier.", "none", "");
        // Round 7: German likes in idiom, diets, names asked for; quoted titles.
        row("Ich bin eine echte Leseratte.", "preference", "Leseratte");
        row("Für Jazz kann ich mich immer begeistern.", "preference", "Jazz");
        row("Es gibt nichts Besseres als frisches Brot.", "preference", "frisches Brot");
        row("Mich fasziniert die Tiefsee.", "preference", "Tiefsee");
        row("Ich könnte täglich Ramen essen.", "preference", "Ramen");
        row("Würstel kommen mir nicht auf den Teller.", "preference", "Würstel");
        row("Könnten Sie mich bitte Toni nennen?", "profile", "Toni");
        row("I bin die Resi.", "profile", "Resi");
        row("Mein Lieblingslied ist „Über den Wolken“.", "preference", "Über den Wolken");
        row("My favourite album is \"Blue\".", "preference", "\"Blue\"");
        row("Cashews give me a reaction.", "profile", "Cashews");
        row("My stomach can't handle beans.", "profile", "beans");
        row("I've been off sugar since March.", "preference", "sugar");
        row("Sag Anna, dass ich später komme.", "none", "");
        row("Ich bin der Erste, der das sagt.", "none", "");
        row("Ich könnte jetzt einen Kaffee gebrauchen.", "none", "");
        row("This weather gives me a headache.", "none", "");
        row("I've been off work for a week.", "none", "");
        row("I gave up on that series.", "none", "");
        row("The song goes \"I want to break free\".", "none", "");
        row("Er schrieb: „Ich wohne jetzt in Köln.“", "none", "");
        // Round 8: any short lead-in before a colon, and more asides.
        row("Some context: I'm a paramedic.", "fact", "paramedic");
        row("Worth flagging – I'm colour blind.", "fact", "colour blind");
        row("Before I forget, I work weekends.", "fact", "weekends");
        row("If it helps, I'm left-handed.", "fact", "left-handed");
        row("Kleine Randnotiz: ich bin Linkshänder.", "fact", "Linkshänder");
        row("Zum Verständnis: ich arbeite nachts.", "fact", "nachts");
        row("Translate: I live in Graz.", "none", "");
        row("Übersetze: ich wohne in Graz.", "none", "");
        row("Side note: I'm busy today.", "none", "");
        row("Incidentally, my sister is vegan.", "none", "");
        row("Am Rande: meine Kollegin ist Veganerin.", "none", "");
        // Round 9: chat without apostrophes or subject.
        row("im allergic to latex", "profile", "latex");
        row("dont drink coffee", "preference", "coffee");
        row("names Kai, hi", "profile", "Kai");
        row("Heiße Jana.", "profile", "Jana");
        row("hi, bin der Ben", "profile", "Ben");
        row("Hab ne Glutenunverträglichkeit.", "profile", "Glutenunverträglichkeit");
        row("Mag sein.", "none", "");
        row("Liebe Grüße und bis bald!", "none", "");
        row("Hab keine Zeit.", "none", "");
        row("its fine", "none", "");
        // Round 10: names among emoji, pronouns, relations and fields.
        row("Heya, it's Mo 🙌", "profile", "Mo");
        row("Alex (they/them) here.", "profile", "Alex");
        row("I'm Lily's mum, Grace.", "profile", "Grace");
        row("Preferred name: Kit.", "profile", "Kit");
        row("Nina, btw.", "profile", "Nina");
        row("Ich bin die Mama von Ben, Tanja.", "profile", "Tanja");
        row("Rufname Hansi.", "profile", "Hansi");
        row("Ich bin der Ansicht, dass es reicht.", "none", "");
        row("Für dich einfach nur das Beste.", "none", "");
        row("Super gemacht 👍", "none", "");
        // Round 11: diets as reasons, verdicts in a word, more idioms.
        row("As a pescatarian, which starter works?", "preference", "pescatarian");
        row("Because of my sesame allergy, no tahini please.", "profile", "sesame");
        row("Since I'm diabetic, keep desserts sugar-free.", "profile", "diabetic");
        row("Als Veganerin: geht das ohne Butter?", "preference", "Veganerin");
        row("Weil ich kein Gluten vertrage, bitte glutenfreie Rezepte.", "profile", "Gluten");
        row("Beetroot? Yuck.", "preference", "beetroot");
        row("Tee? Immer gerne!", "preference", "Tee");
        row("Golf is not for me.", "preference", "Golf");
        row("Ich kann mit Opern nichts anfangen.", "preference", "Opern");
        row("As a rule, I answer within a day.", "none", "");
        row("More cake? No thanks.", "none", "");
        row("The second one? Yes please.", "none", "");
        row("Da ich gerade unterwegs bin, bitte kurz.", "none", "");
        // Round 12: where free time goes.
        row("In my spare time I brew beer.", "preference", "brew beer");
        row("When I get some free time, I knit.", "preference", "knit");
        row("Sonntags gehe ich immer schwimmen.", "preference", "schwimmen");
        row("Beim Angeln kann ich abschalten.", "preference", "Angeln");
        row("Ich bin total der Serien-Fan.", "preference", "Serien-Fan");
        row("I've loved comics since forever.", "preference", "comics");
        row("This weekend I'm hiking in Wales.", "none", "");
        row("Am Wochenende bin ich in Hamburg.", "none", "");
        row("I've loved talking to you.", "none", "");
        row("Ich bin der Stefan.", "profile", "Stefan");
        // Round 13: a statement that hands the question back, and idioms.
        row("I'm a night owl, you?", "preference", "night owl");
        row("Ich trinke keinen Kaffee, und du?", "preference", "Kaffee");
        row("Huge tea drinker here.", "preference", "tea");
        row("Lieblingsbuch: Momo.", "preference", "Momo");
        row("Zu Käse sage ich nie nein.", "preference", "Käse");
        row("You like jazz, right?", "none", "");
        row("Do you cook, or do you order in?", "none", "");
        // Round 14: what one mostly reads or eats, households, what is deadly.
        row("I mostly read crime novels.", "preference", "crime novels");
        row("I loved Fleabag.", "preference", "Fleabag");
        row("We're a halal household.", "preference", "halal");
        row("Kiwis are dangerous for me.", "profile", "Kiwis");
        row("Ich höre vor allem Podcasts.", "preference", "Podcasts");
        row("Bei uns gibt es kein Rindfleisch.", "preference", "Rindfleisch");
        row("I read mostly in the evenings.", "none", "");
        row("I loved the hotel.", "none", "");
        row("Ich schaue viel fern.", "none", "");
        // Round 15: names offered in short and long forms.
        row("Maria Lopez, nice to meet you.", "profile", "Maria Lopez");
        row("I'm Katherine – Kate is fine.", "profile", "Kate");
        row("I go by my initials, DJ.", "profile", "DJ");
        row("Ich heiße mit Vornamen Gisela.", "profile", "Gisela");
        row("Einfach Gisi, bitte.", "profile", "Gisi");
        row("Kate is fine, she said so.", "none", "");
        // An answer to an offer is no verdict on the thing.
        row("Coffee? Yes please.", "none", "");
        row("Pizza tonight? I'm in.", "none", "");
        row("Kuchen? Ja bitte!", "none", "");
        row("Anything with chocolate, count me in.", "preference", "chocolate");
        // Round 16: tastes said across clauses and sentences.
        row("I'm a mountains person rather than a beach person.", "preference", "mountains person");
        row("Board games night is the highlight of my week.", "preference", "Board games");
        row("This is the highlight of the trip so far.", "none", "");
        row("Give me a good thriller and I'm happy.", "preference", "thriller");
        row("Give me a minute and I'm good to go.", "none", "");
        row("Spicy food – the hotter the better.", "preference", "Spicy food");
        row("The spicier the better, honestly.", "preference", "spicy");
        row("The sooner the better.", "none", "");
        row("My sister – the spicier the better.", "none", "");
        row("Mushrooms? Yuck, I pick them out of everything.", "preference", "mushrooms");
        row("Dessert? No thanks, I'm full.", "none", "");
        row("Small talk drains me.", "preference", "Small talk");
        row("The meeting drains me.", "none", "");
        row("Ich esse seit Jahren vegetarisch.", "preference", "vegetarisch");
        row("Mein Mann isst seit Jahren vegetarisch.", "none", "");
        row("Jonas hier, hallo!", "profile", "Jonas");
        row("Bitte sprich mich mit Frau Huber an.", "profile", "Frau Huber");
        row("Sprich mich mit Vornamen an.", "none", "");
        row("Ohne Kaffee am Morgen geht bei mir gar nichts.", "preference", "Kaffee");
        row("Ohne Strom geht gar nichts.", "none", "");
        // Names: the given one and the one used, "this is X" going on about
        // oneself, a bare name owned by the next sentence.
        row("My parents named me Gwendolyn but I've always been Gwen.", "profile", "Gwendolyn; prefers to be called Gwen");
        row("My name's Siobhán but everyone says Shiv.", "profile", "Siobhán; prefers to be called Shiv");
        row("This is Daniela, I wrote to you yesterday.", "profile", "Daniela");
        row("This is Daniela, my colleague.", "none", "");
        row("Bartek. That's me.", "profile", "Bartek");
        row("Paris. That's me in the photo.", "none", "");
        // German tastes by what the thing is or does to the person.
        row("Horrorfilme sind gar nichts für mich.", "preference", "Horrorfilme");
        row("Das ist nichts für mich, danke.", "none", "");
        row("Schwimmen tut mir unglaublich gut.", "preference", "Schwimmen");
        row("Die Ruhe hier tut mir gut.", "none", "");
        row("Der Herbst ist meine liebste Jahreszeit.", "preference", "Herbst");
        row("Der zweite Vorschlag ist mein liebster.", "none", "");
        row("Für Fußball schlägt mein Herz.", "preference", "Fußball");
        row("Fisch kommt bei mir nicht auf den Tisch.", "preference", "Fisch");
        row("Moritz mein Name, freut mich!", "profile", "Moritz");
        row("Sauerteigbrot backe ich jedes Wochenende, das macht mir riesig Spaß.", "preference", "bäckt er");
        // Diets the clause split cut apart, diets needing a food to be diets.
        row("Dairy and I are not friends.", "profile", "dairy");
        row("Tom and I are not friends anymore.", "none", "");
        row("I eat fish but no other meat.", "preference", "fish");
        row("No caffeine after noon or I won't sleep.", "preference", "caffeine");
        row("No coffee for me right now, thanks.", "none", "");
        row("I'm trying to cut sugar completely.", "preference", "sugar");
        row("I'm trying to cut costs this month.", "none", "");
        row("Raw onion gives me heartburn every time.", "profile", "onion");
        row("Sesame is my big allergy, so please check labels for me.", "profile", "Sesame");
        row("We keep kosher at home.", "preference", "kosher");
        row("Paris – I loved it there.", "none", "");
        row("Mo's fine, nobody calls me Mohammed.", "profile", "Mo");
        row("Tuesday's fine, see you then.", "none", "");
        row("Kenji Watanabe – I emailed last week about the invoice.", "profile", "Kenji Watanabe");
        // German likes in idiom; the person's own "mich" is "sich".
        row("Rotwein ist mir lieber als Weißwein.", "preference", "Rotwein ist ihm lieber");
        row("Das ist mir lieber als gar nichts.", "none", "");
        row("Mein größtes Hobby ist Fotografieren.", "preference", "Fotografieren");
        row("Für Fußball kann ich mich nicht begeistern.", "preference", "Kann sich für Fußball nicht begeistern");
        row("Auf Reisen freue ich mich immer riesig.", "preference", "freut er sich");
        row("Auf den Urlaub nächste Woche freue ich mich.", "none", "");
        row("Für Schokolade lasse ich alles stehen.", "preference", "Schokolade");
        row("Krimis verschlinge ich regelrecht.", "preference", "Krimis");
        row("Camping reizt mich überhaupt nicht.", "preference", "Camping");
        row("Die Wohnung reizt mich nicht.", "none", "");
        // Chat's idiom for likes, a name signing in, a trade.
        row("Cats > dogs, always.", "preference", "Cats over dogs");
        row("3 > 2, obviously.", "none", "");
        row("I geek out over maps.", "preference", "maps");
        row("I'd eat tacos every day if I could.", "preference", "tacos");
        row("I'd eat anything right now if I could.", "none", "");
        row("I'll never say no to a good curry.", "preference", "curry");
        row("My weekends are all about climbing.", "preference", "climbing");
        row("My brother's weekends are all about football.", "none", "");
        row("Pizza night is sacred in our house.", "preference", "Pizza night");
        row("Nothing is sacred anymore, is it?", "none", "");
        row("Ravi Kumar, product manager here.", "profile", "Ravi Kumar");
        row("Tech support here, how can I help?", "none", "");
        row("Architect by trade, musician by night.", "profile", "an architect");
        // German names and diets said in passing.
        row("Mein Name: Thomas.", "profile", "Thomas");
        row("Ich bin's, die Anna.", "profile", "Anna");
        row("Markus, freut mich!", "profile", "Markus");
        row("Danke, freut mich!", "none", "");
        row("Für Freunde bin ich einfach die Steffi.", "profile", "Steffi");
        row("Ich bin der neue Kollege, Markus.", "profile", "Markus");
        row("Sie ist die neue Kollegin, Frau Berger.", "none", "");
        row("Bei Nüssen muss ich aufpassen, ich bin allergisch.", "profile", "Nüssen");
        row("Bei dem Wetter muss ich aufpassen, dass ich nicht ausrutsche.", "none", "");
        row("Milchprodukte lasse ich komplett weg.", "preference", "Milchprodukte");
        row("Mein Bruder lässt Milchprodukte komplett weg.", "none", "");
        row("Koffein meide ich.", "preference", "Koffein");
        row("Ich achte auf eine glutenfreie Ernährung.", "preference", "glutenfrei");
        row("Ich ernähre mich seit Kurzem ketogen.", "preference", "ketogen");
        row("Gebürtig bin ich aus Hamburg.", "profile", "Hamburg");
        // The seventh dev round's classes, each with its guard.
        row("Thriller lese ich rauf und runter.", "preference", "Thriller");
        row("Den Text lese ich ständig.", "none", "");
        row("Am wohlsten fühle ich mich in den Bergen.", "preference", "Bergen");
        row("Am besten bin ich morgens erreichbar.", "none", "");
        row("Ich bin eher der Morgenmensch.", "preference", "Morgenmensch");
        row("Ich bin eher der Meinung, dass wir warten sollten.", "none", "");
        row("Für Jazz konnte ich mich nie erwärmen.", "preference", "Jazz");
        row("Inzwischen lebe ich vegetarisch.", "preference", "vegetarisch");
        row("Mein Bruder lebt seit Jahren vegan.", "none", "");
        row("Zigaretten rauche ich keine mehr.", "preference", "Zigaretten");
        row("Das esse ich nicht mehr.", "none", "");
        row("Aus religiösen Gründen darf ich kein Schweinefleisch essen.", "preference", "Schweinefleisch");
        row("Ich versuche, Salz zu vermeiden.", "preference", "Salz");
        row("Sushi – da sage ich nicht nein.", "preference", "Sushi");
        row("Anna am Apparat.", "profile", "Anna");
        row("Sudoku is my evening ritual.", "preference", "Sudoku");
        row("That was my morning ritual before the move.", "none", "");
        row("I'm off sugar for now.", "preference", "sugar");
        row("I'm off work tomorrow.", "none", "");
        row("No gluten for me, please.", "preference", "gluten");
        row("No more meetings for me today.", "none", "");
        // The eighth.
        row("Von Käse bekomme ich nie genug.", "preference", "Käse");
        row("Ich bin ein echter Genießer.", "none", "");
        row("Ich bin ein Naschkatze.", "preference", "Naschkatze");
        row("Asiatisches Essen geht bei mir immer.", "preference", "Asiatisches Essen");
        row("Mein Ding ist eher Schwimmen.", "preference", "Schwimmen");
        row("Meine größte Schwäche sind Chips.", "preference", "Chips");
        row("Ein Sofa und ein Film – mehr brauche ich nicht.", "preference", "Sofa");
        row("Menschenmengen gehe ich lieber aus dem Weg.", "preference", "Menschenmengen");
        row("Dem Chef gehe ich heute lieber aus dem Weg.", "none", "");
        row("Auf Konzerte freue ich mich die ganze Woche.", "preference", "Konzerte");
        row("Bei Erdbeeren juckt mir der ganze Mund.", "profile", "Erdbeeren");
        row("Bei dem Lärm juckt mir das Ohr.", "none", "");
        row("Gluten ist bei mir ein Problem.", "profile", "Gluten");
        row("Zeit ist bei mir ein Problem.", "none", "");
        row("Schweinefleisch gibt's bei mir nicht.", "preference", "Schweinefleisch");
        row("Für mich bitte nichts mit Sellerie, ich bin allergisch.", "profile", "Sellerie");
        row("Ich ernähre mich hauptsächlich pflanzlich.", "preference", "pflanzlich");
        row("Mittlerweile ernähre ich mich pflanzlich.", "preference", "pflanzlich");
        row("Chess is kind of my thing.", "preference", "Chess");
        row("I can't be doing with slow walkers.", "preference", "slow walkers");
        row("I can't be doing with it today.", "none", "");
        row("I have to watch my sugar intake.", "preference", "sugar");
        row("I have to watch my weight.", "none", "");
        row("Coffee gives me the jitters, so I avoid it.", "preference", "Coffee");
        row("I'm on antibiotics, so no alcohol.", "preference", "alcohol");
        row("Careful with sesame, I'm allergic.", "profile", "sesame");
        row("Careful with the knife, it's sharp.", "none", "");
        // Ninth round (an independent author's batch): single quotes quote,
        // a question or a conclusion after a comma is a clause of its own,
        // "ganz furchtbar" judges as "furchtbar" does.
        row("Translate 'my name is Anna and I like cats' into French.", "none", "");
        row("Übersetz mal 'Ich heiße Anna und wohne in Wien' ins Französische.", "none", "");
        row("Ich reagiere allergisch auf Erdbeeren, gibts ein Dessert ohne?", "profile", "Erdbeeren");
        row("Ich reagiere allergisch auf Erdbeeren, hast du ein Rezept?", "profile", "Erdbeeren");
        row("Milchprodukte gehen bei mir nicht, bin laktoseintolerant.", "profile", "laktoseintolerant");
        row("Schlager find ich ganz furchtbar.", "preference", "Schlager");
        row("Menschenmengen sind nix für mich, deshalb meide ich Märkte.", "preference", "Menschenmengen");
        row("Kannst du mir helfen, was koche ich heute?", "none", "");
        row("I'm a huge fan of Studio Ghibli films, any recs for stuff with a similar vibe?", "preference", "Ghibli");
        row("fav color is teal, in case that helps with the logo ideas", "preference", "teal");
        row("I find country music unbearable, sorry not sorry", "preference", "country music");
        row("I'm a freelance translator and work mostly from home, so any tips are welcome", "profile", "translator");
        row("rollercoasters make me absolutely miserable", "preference", "rollercoasters");
        row("Can't deal with spicy food at all", "preference", "spicy food");
        row("I can't have any alcohol, doctor's orders", "preference", "alcohol");
        row("ugh I cant stand cilantro", "preference", "cilantro");
        row("pescatarian here", "preference", "pescatarian");
        row("I live in Graz, which is lovely in spring.", "profile", "Graz");
        row("As a pescatarian, which starter works?", "preference", "pescatarian");
        row("I don't have any time this week.", "none", "");
        row("Ich wohn in Leipzig, falls das für die Veranstaltungstipps wichtig ist", "profile", "Leipzig");
        row("ich liebe wandern in den bergen, am liebsten in den dolomiten", "preference", "dolomiten");
        row("Falls das später mal relevant ist: ich hab ziemliche Höhenangst", "fact", "Höhenangst");
        row("Ich habe Höhenangst.", "profile", "Höhenangst");
        row("Nur damit du Bescheid weißt: Ich hab einen Herzschrittmacher", "fact", "Herzschrittmacher");
        row("Ich habe Angst vor Spinnen.", "preference", "Spinnen");
        row("Ich habe Angst vor der Prüfung morgen.", "none", "");
        row("Servus, i bin da Sepp", "profile", "Sepp");
        row("Grüezi mitenand, ich bi d'Nadine", "profile", "Nadine");
        row("Hallo, hier ist nochmal Ayşe wegen dem Mietvertrag", "profile", "Ayşe");
        row("Name ist Tobias, falls du fragst", "profile", "Tobias");
    }

    void classes()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(QString, mustContain);
        QStringList got;
        bool found = false;
        for (const CaptureCandidate &c : CaptureRules::parse(text)) {
            if (c.action != CaptureCandidate::Action::Remember)
                continue;
            got << describe(c);
            found = found || (kindName(c.kind) == kind && c.content.contains(mustContain, Qt::CaseInsensitive));
        }
        if (kind == u"none")
            QVERIFY2(got.isEmpty(), qPrintable(got.join(QStringLiteral("; "))));
        else
            QVERIFY2(found, qPrintable(got.isEmpty() ? QStringLiteral("(nothing)") : got.join(QStringLiteral("; "))));
    }

    // Chat writes spoken German: the first person's "-e" dropped ("ich
    // wohn", "trink ich"), read as the written form. Only a verb of the
    // lexicon gets it back, and only beside the "ich" it belongs to.
    void shortenedGermanVerbsAreRead_data()
    {
        classColumns();
        const auto row = classRow;
        row("Ich wohn in Leipzig.", "profile", "Leipzig");
        row("Ich heiß Magdalena.", "profile", "Magdalena");
        row("ich vertrag kein Gluten", "profile", "Gluten");
        row("Ich studier Medizin in Heidelberg.", "profile", "Medizin");
        row("Ich arbeit als Pflegerin im Spital.", "profile", "Pflegerin");
        row("Koffein meid ich.", "preference", "Koffein");
        // What the rules read already stays as it was: "raufen", "garen"
        // and "schwächen" are verbs, but no "ich" of these owns them.
        row("Jazz höre ich rauf und runter.", "preference", "Jazz");
        row("Mit Kälte komm ich gar nicht klar.", "preference", "Kälte");
        row("Bei Schokolade werde ich schwach.", "preference", "Schokolade");
        row("Ich hab's nicht so mit Spinnen.", "preference", "Spinnen");
        // Guards stay guards: "weil ich", "wenn ich" are no verbs.
        row("Ich frag nur, weil ich mal in Wien gewohnt hab.", "none", "");
        row("Wenn ich vegan wär, würd ich das vermissen.", "none", "");
    }
    void shortenedGermanVerbsAreRead()
    {
        classes();
    }

    // "…, da krieg ich sofort Ausschlag" points back: alone it would be a
    // memory of nothing.
    void aClauseThatPointsBackIsNoMemoryOfItsOwn()
    {
        const QList<CaptureCandidate> found =
            CaptureRules::parse(QString::fromUtf8("Meeresfrüchte gehen bei mir gar nicht, da krieg ich sofort allergische Reaktionen"));
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.at(0).content.contains(QStringLiteral("Meeresfrüchte")), qPrintable(found.at(0).content));
    }

    // "…, ich bin allergisch" names its thing in the clause before: the
    // sentence is one memory, not that one and a bare "Ist allergisch".
    void anAllergyNamedByTheClauseBeforeIsOneMemory()
    {
        for (const char *text : {"Bei Nüssen muss ich aufpassen, ich bin allergisch.", "Für mich bitte nichts mit Sellerie, ich bin allergisch."}) {
            const QList<CaptureCandidate> found = CaptureRules::parse(QString::fromUtf8(text));
            QCOMPARE(found.size(), 1);
            QCOMPARE(found.constFirst().rule, QStringLiteral("allergy"));
        }
    }

    // Errands are short-lived: the candidate carries decay class active.
    void errandsAreActive()
    {
        for (const char *text : {"Remind me to water the plants.", "Erinnere mich morgen an den Zahnarzt.", "Don't forget to water the plants."}) {
            const QList<CaptureCandidate> found = CaptureRules::parse(QString::fromUtf8(text));
            QCOMPARE(found.size(), 1);
            QCOMPARE(found.at(0).kind, Kind::Goal);
            QCOMPARE(found.at(0).decayClass, DecayClass::Active);
        }
    }

    // Every candidate names the rule that found it and the words it came from,
    // so the report can show a person why something was kept.
    void candidatesCarryTheirOrigin()
    {
        const QList<CaptureCandidate> found = CaptureRules::parse(QStringLiteral("Hi! By the way, call me Rob. Thanks."));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).rule, QStringLiteral("call-me"));
        QCOMPARE(found.at(0).sentence, QStringLiteral("call me Rob"));
    }
};

QTEST_GUILESS_MAIN(TestCaptureRules)
#include "tst_capture_rules.moc"
