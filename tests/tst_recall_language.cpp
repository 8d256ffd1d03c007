// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall that understands words (issue 20 §1, §2, §4): the stemming index,
// prefixes only where typed, related words below the typed ones, the
// language of a delta, conversation turns, newer values, and --explain.

#include "Bilingual.h"
#include "CliRunner.h"
#include "LakeSql.h"
#include "MemoryOperations.h"
#include "LanguageGuess.h"
#include "MemoryContext.h"
#include "Recall.h"
#include "RecallAnswerType.h"
#include "RecallCandidates.h"
#include "RecallConversation.h"
#include "Decompounder.h"
#include "DeltaId.h"
#include "Forgetting.h"
#include "RecallQuery.h"
#include "RecallRanking.h"
#include "RecallTestSupport.h"
#include "RecallSearch.h"
#include "RecallSpeakers.h"
#include "SearchQuery.h"
#include "RelatedWords.h"
#include "Stemmer.h"
#include "TestSupport.h"
#include "Vocatives.h"

#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// One conversation's turns, written in order.
QList<Delta> insertTurns(Lake &lake, const QString &session, std::initializer_list<const char *> texts)
{
    QList<Delta> turns;
    for (const char *text : texts) {
        Delta turn = draft(QStringLiteral("chat"), QString::fromUtf8(text), Kind::Episode);
        turn.sessionId = session;
        turns << lake.insert(turn);
    }
    return turns;
}

QStringList idsOf(const QList<RecallHit> &hits)
{
    QStringList ids;
    for (const RecallHit &h : hits)
        ids << h.delta.id;
    return ids;
}

} // namespace

class TestRecallLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void snowballStemsBothLanguages()
    {
        QCOMPARE(Stemmer::stem(Language::English, QStringLiteral("moving")), QStringLiteral("move"));
        QCOMPARE(Stemmer::stem(Language::English, QStringLiteral("moved")), QStringLiteral("move"));
        QCOMPARE(Stemmer::stem(Language::English, QStringLiteral("keys")), QStringLiteral("key"));
        QCOMPARE(Stemmer::stem(Language::English, QStringLiteral("swimming")), QStringLiteral("swim"));
        QCOMPARE(Stemmer::stem(Language::German, QStringLiteral("umzüge")),
                 Stemmer::stem(Language::German, QStringLiteral("umzug")));
    }

    void theLanguageOfATextIsGuessed()
    {
        const auto en = LanguageGuess::fromText(QStringLiteral("We moved to Galway and we love the house"));
        QCOMPARE(en.language, Language::English);
        QVERIFY(en.sure);
        const auto de = LanguageGuess::fromText(QStringLiteral("Wir sind im März nach Graz umgezogen und mögen es"));
        QCOMPARE(de.language, Language::German);
        QVERIFY(de.sure);
        QVERIFY(!LanguageGuess::fromText(QStringLiteral("Dentist Tuesday")).sure);
    }

    // The index holds stems: other forms of a word find it, and a word is
    // no longer a prefix of every longer word ("car" found "care").
    void otherFormsFindAMemory()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("We moved into the new flat in May"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The spare key is under the blue pot"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Take care, Maria"), Kind::Episode));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Wir sind 2024 nach Graz umgezogen, die Umzüge waren hart"), Kind::Fact));
        QVERIFY(recalled(*lake, QStringLiteral("moving"), false).join(u'|').contains(QStringLiteral("moved into")));
        QVERIFY(recalled(*lake, QStringLiteral("keys"), false).join(u'|').contains(QStringLiteral("spare key")));
        QVERIFY(recalled(*lake, QStringLiteral("car"), false).isEmpty());
        QVERIFY(recalled(*lake, QStringLiteral("Umzug"), false).join(u'|').contains(QStringLiteral("Graz")));
    }

    // German writes compounds as one word; a person asks for a part.
    void aGermanCompoundIsSplitIntoItsWords()
    {
        if (!Decompounder::available())
            QSKIP("built without OpenThesaurus (openthesaurus-de-text)");
        const auto parts = [](const char *word) {
            QStringList out;
            for (const QByteArray &p : Decompounder::partsOf(word, int(qstrlen(word))))
                out << QString::fromUtf8(p);
            return out;
        };
        QStringList p = parts("fixzinskredit");
        QVERIFY2(p.contains(QStringLiteral("kredit")) && p.contains(QStringLiteral("zins")), qPrintable(p.join(u',')));
        p = parts("friseurtermin");
        QVERIFY2(p.contains(QStringLiteral("friseur")) && p.contains(QStringLiteral("termin")), qPrintable(p.join(u',')));
        // The linking "s", and a part that is a compound itself.
        p = parts("geburtstagsfeier");
        QVERIFY2(p.contains(QStringLiteral("feier")) && p.contains(QStringLiteral("geburtstag")) && p.contains(QStringLiteral("geburt")),
                 qPrintable(p.join(u',')));
        p = parts("zahnarzttermin");
        QVERIFY2(p.contains(QStringLiteral("termin")) && p.contains(QStringLiteral("zahnarzt")) && p.contains(QStringLiteral("arzt")),
                 qPrintable(p.join(u',')));
        // Inflected at its head; the index's words have no umlauts.
        p = parts("kinderarzten");
        QVERIFY2(p.contains(QStringLiteral("arzten")) && (p.contains(QStringLiteral("kind")) || p.contains(QStringLiteral("kinder"))),
                 qPrintable(p.join(u',')));
        // A feminine form is found by its noun; "Termin" is no female "Term".
        p = parts("kinderarztin");
        QVERIFY2(p.contains(QStringLiteral("arzt")) && p.contains(QStringLiteral("kinderarzt")), qPrintable(p.join(u',')));
        QVERIFY2(parts("nachbarin").contains(QStringLiteral("nachbar")), qPrintable(parts("nachbarin").join(u',')));
        QVERIFY2(parts("kollegin").contains(QStringLiteral("kollege")) || parts("kollegin").contains(QStringLiteral("kolleg")),
                 qPrintable(parts("kollegin").join(u',')));
        QVERIFY2(!parts("termin").contains(QStringLiteral("term")), qPrintable(parts("termin").join(u',')));
        // Endings that make nouns are no words of their own.
        QVERIFY2(!parts("freundschaft").contains(QStringLiteral("schaft")), qPrintable(parts("freundschaft").join(u',')));
        QVERIFY(parts("zeitung").isEmpty());
        // A token no person wrote is not split, however it is made.
        const QByteArray hostile = QByteArray("tag").repeated(20000);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(Decompounder::partsOf(hostile.constData(), int(hostile.size())).isEmpty());
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(parts("kredit").isEmpty());
        // A server's index gets the same parts from the writer.
        const QStringList written = Decompounder::partsOfText(QStringLiteral("Der Fixzinskredit läuft bis 2031, das beinhaltet alles"));
        QVERIFY2(written.contains(QStringLiteral("kredit")) && !written.contains(QStringLiteral("bein")), qPrintable(written.join(u',')));
    }

    void aPartOfAGermanCompoundFindsIt()
    {
        if (!Decompounder::available())
            QSKIP("built without OpenThesaurus (openthesaurus-de-text)");
        TempLake lake;
        const Delta kredit = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Unser Fixzinskredit läuft noch bis 2031 bei der Sparkasse"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Friseurtermin am Freitag um neun, bei Salon Haarmonie"), Kind::Event));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Das Paket beinhaltet zwei Kabel und eine Anleitung"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My kindergarten friend Tom visits in May"), Kind::Fact));
        QVERIFY(recalled(*lake, QStringLiteral("Kredit"), false).join(u'|').contains(QStringLiteral("Sparkasse")));
        QVERIFY(recalled(*lake, QStringLiteral("Wann ist der Friseur?"), false).join(u'|').contains(QStringLiteral("Haarmonie")));
        QVERIFY(recalled(*lake, QStringLiteral("Zins"), false).join(u'|').contains(QStringLiteral("Sparkasse")));
        QVERIFY(recalled(*lake, QStringLiteral("Termine"), false).join(u'|').contains(QStringLiteral("Haarmonie")));
        // A lower-case word is no noun to split, and English is not split.
        QVERIFY(recalled(*lake, QStringLiteral("Bein"), false).isEmpty());
        QVERIFY(recalled(*lake, QStringLiteral("Garten"), false).isEmpty());
        // The parts leave with the row: a forgotten compound is found by none.
        Forgetting::forget(*lake, kredit.id, true);
        QVERIFY(recalled(*lake, QStringLiteral("Kredit"), false).isEmpty());
    }

    void aPrefixOnlyWhereThePersonTypedOne()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Ella has swimming lessons on Fridays"), Kind::Fact));
        QVERIFY(recalled(*lake, QStringLiteral("swimm"), false).isEmpty());
        QCOMPARE(recalled(*lake, QStringLiteral("swimm*"), false).size(), 1);
        // The search box matches the word being typed whole or as a prefix.
        ListFilter f;
        f.search = QStringLiteral("lesson");
        QCOMPARE(lake->list(f, {}, 10).size(), 1);
        f.search = QStringLiteral("less");
        QCOMPARE(lake->list(f, {}, 10).size(), 1);
    }

    void relatedWordsComeFromTheDictionaries()
    {
        if (!RelatedWords::englishAvailable() || !RelatedWords::germanAvailable())
            QSKIP("WordNet (wordnet-base) or OpenThesaurus (openthesaurus-de-text) is not installed");
        QVERIFY(RelatedWords::english(QStringLiteral("ran")).forms.contains(QStringLiteral("run")));
        QVERIFY(RelatedWords::english(QStringLiteral("children")).forms.contains(QStringLiteral("child")));
        QVERIFY(RelatedWords::english(QStringLiteral("pal")).broader.contains(QStringLiteral("friend")));
        QVERIFY(RelatedWords::english(QStringLiteral("occupation")).synonyms.contains(QStringLiteral("job")));
        // A derivation counts though it shares a stem with the word in the
        // other language ("cleaner" is "clean" to the German stemmer).
        {
            TempLake lake;
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("A cleaner, Dragana, comes every second Thursday"), Kind::Fact));
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The kitchen tap drips again"), Kind::Fact));
            QVERIFY2(Recall::describeQuery(*lake, QStringLiteral("who is cleaning")).join(u';').contains(QStringLiteral("cleaner")),
                     qPrintable(Recall::describeQuery(*lake, QStringLiteral("who is cleaning")).join(u';')));
            QCOMPARE(recalled(*lake, QStringLiteral("who is cleaning")).size(), 1);
            QCOMPARE(recalled(*lake, QStringLiteral("who is cleaning"), false).size(), 0);
        }
        // Only senses people use: "house" is a dwelling 157 times in
        // WordNet's tagged texts, a business firm twice and a verb 13 times.
        const RelatedWords::Related house = RelatedWords::english(QStringLiteral("house"));
        QVERIFY2(!house.synonyms.contains(QStringLiteral("firm")) && !house.synonyms.contains(QStringLiteral("put up")),
                 qPrintable(house.synonyms.join(u',')));
        QVERIFY(RelatedWords::german(QStringLiteral("wohnort")).synonyms.contains(QStringLiteral("wohnsitz")));
        // A name inside an English question is not looked up: Robin is no bird here.
        QVERIFY(RelatedWords::english(QStringLiteral("robin")).synonyms.contains(QStringLiteral("redbreast")));
        TempLake lake;
        QVERIFY(Recall::describeQuery(*lake, QStringLiteral("what does Robin prefer")).contains(QStringLiteral("robin")));
        // A capitalised adjective is a people's or a country's: it asks for
        // the place ("Croatian": "Croatia"), and for nothing else.
        QVERIFY(RelatedWords::isAdjective(QStringLiteral("croatian")) && !RelatedWords::isAdjective(QStringLiteral("robin")));
        QCOMPARE(Recall::describeQuery(*lake, QStringLiteral("which Croatian island")),
                 (QStringList{QStringLiteral("croatian: croatia"), QStringLiteral("island")}));
        {
            TempLake holiday;
            const Delta cres = holiday->insert(draft(QStringLiteral("chat"), QStringLiteral("Two weeks in Cres, Croatia, at Kamp Slatina"), Kind::Fact));
            holiday->insert(draft(QStringLiteral("chat"), QStringLiteral("Our campsite in Brittany had a pool"), Kind::Fact));
            // Only "Croatia" is a word of it, and it is found.
            QVERIFY(recalled(*holiday, QStringLiteral("which campsite did we stay at on the Croatian island?")).contains(cres.content));
        }
        // A question that could be either language asks the German
        // thesaurus only for words WordNet does not know: this "after" is
        // no German "After"; "Zahnarzt" still finds its German synonyms.
        const QString read = Recall::describeQuery(*lake, QStringLiteral("which doctor looks after my teeth")).join(u';');
        QVERIFY2(!read.contains(QStringLiteral("darmausgang")) && read.contains(QStringLiteral("afterwards")), qPrintable(read));
        QVERIFY2(Recall::describeQuery(*lake, QStringLiteral("Zahnarzt")).join(u';').contains(QStringLiteral("dentist")),
                 qPrintable(Recall::describeQuery(*lake, QStringLiteral("Zahnarzt")).join(u';')));
    }

    // A memory written in one language answers a question in the other,
    // by the dictionary's word the lake holds (Bilingual.h); where the lake
    // holds none of them nothing is asked.
    void recallsAcrossGermanAndEnglish()
    {
        if (!Bilingual::available())
            QSKIP("FreeDict (dict-freedict-deu-eng, dict-freedict-eng-deu) is not installed");
        TempLake lake;
        const Delta doctor = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Unsere Kinderärztin ist Dr. Berger in der Josefstadt"), Kind::Fact));
        const Delta dog = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Our dog is called Biscuit"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The kitchen tap drips again"), Kind::Fact));
        const QString read = Recall::describeQuery(*lake, QStringLiteral("who is our paediatrician?")).join(u';');
        QVERIFY2(read.contains(QStringLiteral("kinderärztin")) && !read.contains(QStringLiteral("pädiater")), qPrintable(read));
        QCOMPARE(recalled(*lake, QStringLiteral("who is our paediatrician?")).value(0), doctor.content);
        QVERIFY(recalled(*lake, QStringLiteral("who is our paediatrician?"), false).isEmpty());
        QCOMPARE(recalled(*lake, QStringLiteral("Wie heißt unser Hund?")).value(0), dog.content);
        QVERIFY(!recalled(*lake, QStringLiteral("Wie heißt unser Hund?"), false).contains(dog.content));
    }

    // "scared" and "terrified" are satellites of "afraid": synonyms name
    // none of them for the other, the adjective's cluster does.
    void anAdjectiveFindsItsCluster()
    {
        if (!RelatedWords::englishAvailable())
            QSKIP("WordNet (wordnet-base) is not installed");
        const QStringList scared = RelatedWords::similar(QStringLiteral("scared"));
        QVERIFY2(scared.value(0) == u"frightened" || scared.value(0) == u"afraid", qPrintable(scared.join(u',')));
        QVERIFY2(scared.contains(QStringLiteral("terrified")), qPrintable(scared.join(u',')));
        // Mostly a verb's form ("fly"), and numbers: no cluster.
        QVERIFY2(RelatedWords::similar(QStringLiteral("flying")).isEmpty(), qPrintable(RelatedWords::similar(QStringLiteral("flying")).join(u',')));
        QVERIFY(RelatedWords::similar(QStringLiteral("80")).isEmpty());
        QVERIFY(RelatedWords::similar(QStringLiteral("eighty")).isEmpty());
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Thunderstorms knocked out the wallbox last summer"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Ella is terrified of thunderstorms"), Kind::Fact));
        lake.clock.advance(Duration::Day * 200); // the distractor is no older
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Thunderstorms again all week, the garden loves it"), Kind::Fact));
        const QString question = QStringLiteral("who is scared of thunderstorms");
        // Only what the lake holds is asked for.
        const QString reading = Recall::describeQuery(*lake, question).join(u';');
        QVERIFY2(reading.contains(QStringLiteral("terrified")) && !reading.contains(QStringLiteral("petrified")), qPrintable(reading));
        QCOMPARE(recalled(*lake, question).value(0), QStringLiteral("Ella is terrified of thunderstorms"));
    }

    // A memory that only holds a related word is found, below one that
    // holds the typed word; without expansion it is not found at all.
    void relatedWordsCountLessThanTypedOnes()
    {
        if (!RelatedWords::englishAvailable())
            QSKIP("WordNet (wordnet-base) is not installed");
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Siobhan says her job is teaching maths"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Marco's occupation: nurse at St James's"), Kind::Fact));
        const QStringList hits = recalled(*lake, QStringLiteral("occupation"));
        QCOMPARE(hits.size(), 2);
        QVERIFY(hits.at(0).contains(QStringLiteral("Marco")));
        QCOMPARE(recalled(*lake, QStringLiteral("occupation"), false).size(), 1);
        // One group counts its best phrase once: a delta holding the word and
        // its synonym does not count as answering two words.
        const RecallQuery q = RecallQuery::build(QStringLiteral("occupation"));
        QCOMPARE(q.terms().size(), 1);
        QCOMPARE(q.overlap(QStringLiteral("an occupation and a job"), {}), 1.0);
        QVERIFY(q.overlap(QStringLiteral("a job"), {}) < 0.5);
    }

    // A word nobody wrote in the lake is asked for by the kinds of it the
    // lake holds, below what the typed word would count; where the lake
    // holds the word itself, its kinds are left out.
    void aWordTheLakeNeverHoldsIsAskedForByItsKinds()
    {
        if (!RelatedWords::englishAvailable())
            QSKIP("WordNet (wordnet-base) is not installed");
        const QStringList kinds = RelatedWords::narrower(QStringLiteral("instruments"));
        QVERIFY(kinds.contains(QStringLiteral("fiddle")));
        QVERIFY(kinds.contains(QStringLiteral("piano")));
        QVERIFY(RelatedWords::narrower(QStringLiteral("herb")).contains(QStringLiteral("coriander")));
        QVERIFY(RelatedWords::narrower(QStringLiteral("quickly")).isEmpty()); // no noun
        // Biology's ranks stay out: "family" asks for a household's kinds,
        // not every family of plants and animals (Canidae, Rosaceae).
        const QStringList families = RelatedWords::narrower(QStringLiteral("family"));
        QVERIFY(families.contains(QStringLiteral("household")) || families.contains(QStringLiteral("nuclear family")));
        QVERIFY(!families.contains(QStringLiteral("canidae")));
        QVERIFY(!families.contains(QStringLiteral("rosaceae")));
        QVERIFY(kinds.size() <= RelatedWords::kMaxNarrower);

        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I play the fiddle, mostly Irish trad"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Ella practises the piano after school"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The weather in Galway was lovely"), Kind::Fact));
        const QStringList both = RecallSearch::held(*lake, {QStringLiteral("harp"), QStringLiteral("piano"),
                                                            QStringLiteral("irish trad"), QStringLiteral("fiddle")});
        QCOMPARE(both, (QStringList{QStringLiteral("piano"), QStringLiteral("irish trad"), QStringLiteral("fiddle")}));
        // A long list is asked in groups (FtsRecallSearch::held): the same
        // answer, in the order asked, wherever the held ones fall.
        QStringList many;
        for (int i = 0; i < 150; ++i)
            many << QStringLiteral("zither%1").arg(i);
        many.insert(0, QStringLiteral("fiddle"));
        many.insert(70, QStringLiteral("piano"));
        many.insert(71, QStringLiteral("galway"));
        many << QStringLiteral("weather");
        QCOMPARE(RecallSearch::held(*lake, many),
                 (QStringList{QStringLiteral("fiddle"), QStringLiteral("piano"), QStringLiteral("galway"), QStringLiteral("weather")}));
        many.removeIf([](const QString &w) { return !w.startsWith(u"zither"); });
        QVERIFY(RecallSearch::held(*lake, many).isEmpty());
        QCOMPARE(recalled(*lake, QStringLiteral("which instrument is it")).size(), 2);
        QCOMPARE(recalled(*lake, QStringLiteral("which instrument is it"), false).size(), 0);
        const QString reading = Recall::describeQuery(*lake, QStringLiteral("instrument")).join(u';');
        QVERIFY2(reading.contains(QStringLiteral("fiddle")) && reading.contains(QStringLiteral("piano"))
                     && !reading.contains(QStringLiteral("harp")),
                 qPrintable(reading));
        // Recall hands back how it read the question it asked, so an
        // explaining caller (--explain, the API, the preview) reads it once.
        RecallReading handedBack;
        Recall::recall(*lake, QStringLiteral("instrument"), {}, &handedBack);
        QCOMPARE(handedBack.words.join(u';'), reading);
        MemorySettings settings;
        QCOMPARE(MemoryContext::build(*lake, QStringLiteral("instrument"), settings, false).reading.words.join(u';'), reading);
        // A kind counts less than the word typed: once someone wrote
        // "instrument", that row comes first and the kinds are no longer asked.
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The old instrument in the attic needs strings"), Kind::Fact));
        const QStringList hits = recalled(*lake, QStringLiteral("instrument"));
        QCOMPARE(hits.size(), 1);
        QVERIFY(hits.at(0).contains(QStringLiteral("attic")));
    }

    void aTurnThatAsksBringsTheTurnThatAnswers()
    {
        QVERIFY(RecallConversation::asksOnly(QStringLiteral("user: what charge limit should I keep?")));
        QVERIFY(!RecallConversation::asksOnly(QStringLiteral("assistant: Keep it at 80%. Want more?")));
        TempLake lake;
        Delta ask = draft(QStringLiteral("chat"), QStringLiteral("user: what charge limit should I keep for the car?"), Kind::Episode);
        ask.sessionId = QStringLiteral("s1");
        Delta answer = draft(QStringLiteral("chat"), QStringLiteral("assistant: 80 percent is kindest to the battery."), Kind::Episode);
        answer.sessionId = QStringLiteral("s1");
        Delta other = draft(QStringLiteral("chat"), QStringLiteral("user: thanks!"), Kind::Episode);
        other.sessionId = QStringLiteral("s1");
        const Delta a = lake->insert(ask);
        const Delta b = lake->insert(answer);
        lake->insert(other);
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("charge limit for the car"), options);
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0).delta.id, b.id); // the answer first
        QCOMPARE(hits.at(0).contextFor, a.id);
        QCOMPARE(Recall::hitToJson(hits.at(0)).value(QStringLiteral("context_for")).toString(), a.id);
    }

    void aQuestionSaysWhatShapeOfAnswerItWants()
    {
        using RecallAnswerType::Expected;
        const auto expected = [](const char *q) { return RecallAnswerType::expectedBy(QString::fromUtf8(q)); };
        QCOMPARE(expected("how much am I asking for in my review?"), Expected::Quantity);
        QCOMPARE(expected("How many kids does Katrin have"), Expected::Quantity);
        QCOMPARE(expected("Wie viele Kinder hat sie?"), Expected::Quantity);
        QCOMPARE(expected("what time is the swim class now?"), Expected::Time);
        QCOMPARE(expected("When is the dentist"), Expected::Time);
        QCOMPARE(expected("Wann hat mein Mann Geburtstag?"), Expected::Time);
        QCOMPARE(expected("which day is bin collection"), Expected::Time);
        QCOMPARE(expected("who's my manager"), Expected::Name);
        QCOMPARE(expected("where is the spare key"), Expected::Name);
        QCOMPARE(expected("Wo wohnt Katrin?"), Expected::Name);
        QCOMPARE(expected("what's the pup called?"), Expected::Name);
        QCOMPARE(expected("which dentist do we go to?"), Expected::Name);
        QCOMPARE(expected("what's the title of my talk"), Expected::None);
        QCOMPARE(expected("why does the car stop charging"), Expected::None);
        QCOMPARE(expected("does she like tea"), Expected::None);
        // The question word that comes first asks; a later one opens a clause.
        QCOMPARE(expected("who takes the dog out when I'm at the office"), Expected::Name);
        QCOMPARE(expected("how much did the flat cost when we moved"), Expected::Quantity);
        QCOMPARE(expected("when do we see who won"), Expected::Time);

        const auto holds = [](const char *content, Expected e, const char *q) {
            return RecallAnswerType::holds(QString::fromUtf8(content), e, RecallAnswerType::wordsOf(QString::fromUtf8(q)));
        };
        QVERIFY(holds("I'll ask for 86,000 gross.", Expected::Quantity, "how much should I ask for?"));
        QVERIFY(holds("Katrin has two boys.", Expected::Quantity, "how many kids does Katrin have?"));
        QVERIFY(!holds("What number should I ask for?", Expected::Quantity, "how much should I ask for?"));
        QVERIFY(!holds("I'd keep it at 80%.", Expected::Quantity, "why stop at 80% and how much more?")); // the question's own figure
        QVERIFY(!holds("the blue one", Expected::Quantity, "how many"));
        QVERIFY(holds("From December it's Saturdays at 10:15.", Expected::Time, "what time is swim class?"));
        QVERIFY(holds("Slides are due by 30 April.", Expected::Time, "when are the slides due?"));
        QVERIFY(holds("Wir treffen uns am Freitag.", Expected::Time, "Wann treffen wir uns?"));
        // Told relative to when it was said.
        QVERIFY(holds("I started volunteering there about a year ago.", Expected::Time, "when did she start volunteering?"));
        QVERIFY(holds("We went camping last summer.", Expected::Time, "when did they go camping?"));
        QVERIFY(holds("Wir waren vor zwei Wochen dort.", Expected::Time, "Wann waren wir dort?"));
        QVERIFY(holds("Letztes Jahr haben wir renoviert.", Expected::Time, "Wann haben wir renoviert?"));
        QVERIFY(!holds("I still volunteer at the shelter.", Expected::Time, "when did she start volunteering?"));
        QVERIFY(!holds("It was last week.", Expected::Time, "what happened last week?")); // the question's own time
        QVERIFY(!holds("I may go, but the march is long.", Expected::Time, "when is it?"));
        QVERIFY(!holds("Did the club send an email?", Expected::Time, "when does the class start?"));
        QVERIFY(holds("Since the reorg I report to Corinna Wallner.", Expected::Name, "who's my manager"));
        QVERIFY(!holds("My manager changed. Who is it now?", Expected::Name, "who's my manager"));
        QVERIFY(!holds("I asked Corinna about it.", Expected::Name, "who did Corinna ask?")); // the question's own name
        QVERIFY(!holds("Sie hat den Schlüssel unter dem Topf.", Expected::Name, "wo ist der Schlüssel?")); // German nouns
        QVERIFY(holds("Der Schlüssel ist bei Matthias.", Expected::Name, "wo ist der Schlüssel?"));
        QVERIFY(!holds("I'll ask for 86,000.", Expected::None, "what is it"));
    }

    void aTurnBringsTheLaterTurnThatHoldsTheAnswerAsked()
    {
        // "What number?" is answered two turns on, after the assistant's own
        // question: the turn with the figure comes along, not the next one.
        TempLake lake;
        const QList<Delta> turns =
            insertTurns(*lake, QStringLiteral("s8"),
                        {"user: Help me prepare for my salary review. What raise should I ask for?",
                         "assistant: What does the market pay for your role?",
                         "user: I looked it up and I've decided: I'll ask for 86,000 gross.", "assistant: Good luck with it."});
        RecallOptions options;
        options.touch = false;
        options.limit = 2;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("how much will I ask for in my salary review?"), options);
        QCOMPARE(hits.size(), 2);
        const QStringList ids = idsOf(hits);
        QVERIFY2(ids.contains(turns.at(2).id), qPrintable(ids.join(u',')));
        QVERIFY(hits.at(0).explanation().contains(QStringLiteral("a turn after"))
                || hits.at(1).explanation().contains(QStringLiteral("a turn after")));
        // A question that asks for no shape brings the next turn, unless
        // that turn only asks back: then the one that answers it.
        const QStringList plainIds = idsOf(Recall::recall(*lake, QStringLiteral("my salary review"), options));
        QVERIFY2(plainIds.contains(turns.at(2).id), qPrintable(plainIds.join(u',')));
        QVERIFY2(!plainIds.contains(turns.at(1).id), qPrintable(plainIds.join(u',')));
    }

    void aWordAskingForThePresentDoesNotNameTheSubject()
    {
        // "Now" says which value of the subject is wanted: a memory that
        // says "now" about something else is no answer to "where do I
        // work", however rare "now" is in the lake.
        TempLake lake;
        const Delta vet = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The vet is now Dr. Hofer in Kritzendorf."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I work at Brightwave's Vienna office."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My work laptop is a ThinkPad."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Work trip to Lisbon in May."), Kind::Fact));
        for (int i = 0; i < 20; ++i) // so that neither word is common
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Garden note %1: tomatoes, basil and the weather.").arg(i), Kind::Fact));
        RecallOptions options;
        options.touch = false;
        options.meaning = false;
        for (const char *question : {"where do I work these days?", "where do I work now", "where do I currently work"}) {
            const QList<RecallHit> hits = Recall::recall(*lake, QString::fromUtf8(question), options);
            QVERIFY2(!hits.isEmpty() && hits.at(0).delta.id != vet.id, question);
            QVERIFY2(hits.at(0).delta.content.contains(QStringLiteral("work"), Qt::CaseInsensitive), question);
        }
        QVERIFY(RecallRanking::asksForThePresent(QStringLiteral("jetzt")));
        QVERIFY(!RecallRanking::asksForThePresent(QStringLiteral("work")));
    }

    void onlyTheBestHitAndAskingHitsBringTheirNextTurn()
    {
        // A brought turn takes a place a second match could have.
        TempLake lake;
        const QList<Delta> a = insertTurns(*lake, QStringLiteral("a"),
                                           {"Melanie: We went camping at the lake with the kids, camping is our thing.",
                                            "Caroline: Sounds lovely."});
        const QList<Delta> b = insertTurns(*lake, QStringLiteral("b"),
                                           {"Melanie: The camping trip in the mountains was cold.", "Caroline: Brr."});
        const QList<Delta> c = insertTurns(*lake, QStringLiteral("c"),
                                           {"Caroline: Where do you like camping best?", "Melanie: The beach, always."});
        RecallOptions options;
        options.touch = false;
        options.meaning = false;
        options.limit = 5;
        // (No speaker named: "where has Melanie been camping" would bring
        // only Melanie's turns, RecallSpeakers.h.)
        const QStringList ids = idsOf(Recall::recall(*lake, QStringLiteral("where have they been camping"), options));
        QVERIFY2(ids.contains(a.at(0).id) && ids.contains(b.at(0).id) && ids.contains(c.at(0).id), qPrintable(ids.join(u',')));
        QVERIFY2(ids.contains(c.at(1).id), qPrintable(ids.join(u','))); // c asks: its answer comes
        // Of the two statements, only the better brings its next turn.
        QVERIFY2(ids.contains(a.at(1).id) != ids.contains(b.at(1).id), qPrintable(ids.join(u',')));
    }

    void aReplyThatAsksBackGivesWayToItsAnswer()
    {
        // A statement, the other speaker's reaction and question, the answer
        // (LoCoMo's conversations are mostly made of these).
        TempLake lake;
        const QList<Delta> turns = insertTurns(
            *lake, QStringLiteral("s9"),
            {"Caroline: Check out my painting for the art show! Hope you like it.",
             "Melanie: Wow, Caroline, those colors are so vivid. What inspired you?",
             "Caroline: Thanks! I painted this after I visited a LGBTQ center, to capture everyone's unity.",
             "Melanie: That's lovely."});
        RecallOptions options;
        options.touch = false;
        options.limit = 2;
        options.meaning = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("Caroline's painting for the art show"), options);
        const QStringList ids = idsOf(hits);
        QCOMPARE(ids.size(), 2);
        QVERIFY2(ids.contains(turns.at(0).id), qPrintable(ids.join(u',')));
        QVERIFY2(ids.contains(turns.at(2).id), qPrintable(ids.join(u',')));
        // A turn that does nothing but ask is answered by the next, whatever it ends with.
        const QList<Delta> asked = insertTurns(*lake, QStringLiteral("s10"),
                                               {"user: What's the wallbox's charging current?",
                                                "assistant: 11 kW, capped by the electrician. Want me to plan tonight's charge?",
                                                "user: No thanks."});
        const QStringList askedIds = idsOf(Recall::recall(*lake, QStringLiteral("wallbox charging current"), options));
        QVERIFY2(askedIds.contains(asked.at(1).id), qPrintable(askedIds.join(u',')));
    }

    // The turn that settles what a conversation was deciding answers a
    // question about it, a few turns after the one that matched.
    void theTurnThatSettlesItIsWhatAHitBrings()
    {
        TempLake lake;
        const QList<Delta> turns = insertTurns(
            *lake, QStringLiteral("s11"),
            {"user: I need a title for the Lisbon talk. Something about older riders.",
             "assistant: How about \"Nobody Over 50 Wants a Selfie\"?",
             "user: Too long. Shorter?",
             "assistant: \"The Selfie Wall\", subtitled \"Where older riders drop out\".",
             "user: Love it. \"The Selfie Wall\" it is; I've sent that to the organisers.",
             "assistant: Great. Slides are due by 30 April."});
        RecallOptions options;
        options.touch = false;
        options.limit = 3;
        options.meaning = false;
        const QStringList ids = idsOf(Recall::recall(*lake, QStringLiteral("what's the title of my Lisbon talk"), options));
        QVERIFY2(ids.contains(turns.at(4).id), qPrintable(ids.join(u',')));
        // A memory ranked above the best turn does not stop it bringing the
        // turn that settles it.
        const Delta event = lake->insert(draft(QStringLiteral("calendar"), QStringLiteral("Lisbon talk: title slides due, conference 12 May"), Kind::Event));
        const QList<RecallHit> withEvent = Recall::recall(*lake, QStringLiteral("what's the title of my Lisbon talk"), options);
        QVERIFY2(!withEvent.isEmpty() && withEvent.constFirst().delta.id == event.id, qPrintable(idsOf(withEvent).join(u',')));
        QVERIFY2(idsOf(withEvent).contains(turns.at(4).id), qPrintable(idsOf(withEvent).join(u',')));
        // A word of thanks settles nothing one could ask for.
        const QList<Delta> chat = insertTurns(*lake, QStringLiteral("s12"),
                                              {"Caroline: I went to a pottery class with my kids yesterday.",
                                               "Melanie: Oh nice, what did you make?",
                                               "Caroline: We made little bowls with painted handprints.",
                                               "Melanie: Perfect!"});
        const QStringList chatIds = idsOf(Recall::recall(*lake, QStringLiteral("Caroline's pottery class"), options));
        QVERIFY2(chatIds.contains(chat.at(2).id), qPrintable(chatIds.join(u',')));
        QVERIFY2(!chatIds.contains(chat.at(3).id), qPrintable(chatIds.join(u',')));
    }

    void anAnswerOfTheAskedShapeCountsInTheScore()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The swim class moved, the club said."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The swim class is on Saturdays at 10:15."), Kind::Fact));
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("what time is the swim class?"), options);
        QCOMPARE(hits.size(), 2);
        QVERIFY(hits.at(0).delta.content.contains(QStringLiteral("10:15")));
        QCOMPARE(hits.at(0).scoreParts.answer, 1.0);
        QCOMPARE(hits.at(1).scoreParts.answer, 0.0);
        QVERIFY(hits.at(0).explanation().contains(QStringLiteral("holds the kind of answer asked for")));
        QCOMPARE(Recall::hitToJson(hits.at(1), true).value(QStringLiteral("explain")).toObject().value(QStringLiteral("answer")).toDouble(), 0.0);
        // Asked for no shape, the signal stays out of the order.
        const QList<RecallHit> any = Recall::recall(*lake, QStringLiteral("swim class"), options);
        QCOMPARE(any.at(0).scoreParts.answer, 1.0);
        QCOMPARE(any.at(1).scoreParts.answer, 1.0);
        QVERIFY(!any.at(0).explanation().contains(QStringLiteral("answer")));
    }

    // A name a turn is said to is not what the turn is about (Vocatives.h).
    void aNameSpokenToIsNotWhatATurnIsAbout_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("spokenTo"); // Caroline is only spoken to
        QTest::newRow("thanks") << QStringLiteral("Melanie: Thanks, Caroline! These are for running.") << true;
        QTest::newRow("greeting") << QStringLiteral("Hey Caroline, how was the weekend?") << true;
        QTest::newRow("opening") << QStringLiteral("Caroline, congrats! So proud of you.") << true;
        QTest::newRow("closing") << QStringLiteral("That's lovely, Caroline!") << true;
        QTest::newRow("German") << QStringLiteral("Danke, Caroline. Bis morgen!") << true;
        QTest::newRow("after a dash") << QStringLiteral("Hi Caroline - long time no see") << true;
        QTest::newRow("the speaker") << QStringLiteral("Caroline: I got a guinea pig.") << false;
        QTest::newRow("a subject") << QStringLiteral("Caroline adopted a guinea pig.") << false;
        QTest::newRow("an apposition") << QStringLiteral("Caroline, my sister, adopted a guinea pig.") << false;
        QTest::newRow("an object") << QStringLiteral("We met Caroline at the park.") << false;
        QTest::newRow("a list") << QStringLiteral("I invited Anna, Caroline and Paul.") << false;
        QTest::newRow("a new sentence") << QStringLiteral("That was awesome! Caroline. What a day she had.") << false;
        QTest::newRow("spoken to, then about") << QStringLiteral("Thanks, Caroline! Caroline's dog is sweet.") << false;
    }

    void aNameSpokenToIsNotWhatATurnIsAbout()
    {
        QFETCH(QString, text);
        QFETCH(bool, spokenTo);
        const QString blanked = Vocatives::blanked(text);
        QCOMPARE(blanked.size(), text.size()); // the same places, so matches still point into the text
        QCOMPARE(!blanked.contains(QStringLiteral("Caroline")), spokenTo);
        const RecallQuery q = RecallQuery::build(QStringLiteral("Caroline"), false);
        QCOMPARE(q.wordsAnswered(text, {}).value(0) == 0.0, spokenTo);
    }

    // "How does Jon feel about …" asks what Jon said (RecallSpeakers.h).
    void aQuestionAboutASpeakerFindsWhatTheySaid()
    {
        QCOMPARE(RecallSpeakers::speakerOf(QStringLiteral("Gina: Congrats, Jon!")), QStringLiteral("Gina"));
        QCOMPARE(RecallSpeakers::speakerOf(QStringLiteral("Mary Ann Smith: hi")), QStringLiteral("Mary Ann Smith"));
        QCOMPARE(RecallSpeakers::speakerOf(QStringLiteral("assistant: Done.")), QStringLiteral("assistant"));
        QVERIFY(RecallSpeakers::speakerOf(QStringLiteral("Note to self: buy milk")).isEmpty());
        QVERIFY(RecallSpeakers::speakerOf(QStringLiteral("remember: buy milk")).isEmpty());
        QVERIFY(RecallSpeakers::speakerOf(QStringLiteral("At 10:30 the bus leaves")).isEmpty());

        TempLake lake;
        const QList<Delta> turns = insertTurns(
            *lake, QStringLiteral("opening"),
            {"Jon: The official opening night of the studio is tomorrow. Working hard on it!",
             "Gina: Congrats, Jon! The opening night will be amazing, I feel so excited for you and the studio!",
             "Jon: Thanks! I'm nervous but ready to give it my best.",
             "Gina: You'll do great. I feel the opening will be packed."});
        RecallOptions options;
        options.touch = false;
        options.limit = 2;
        // Gina's turns share every word; the question asks what Jon said.
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("How does Jon feel about the opening night?"), options);
        QCOMPARE(hits.size(), 2);
        for (const RecallHit &h : hits)
            QVERIFY2(h.delta.content.startsWith(QLatin1String("Jon:")), qPrintable(h.delta.content));
        // Both named together: neither is preferred; a name no turn is
        // spoken by changes nothing.
        // The first two turns (Jon's, Gina's) at equal scores, as RecallSpeakers::apply leaves them.
        const auto afterAsking = [&](const char *question, QString *asked = nullptr) {
            QList<RecallHit> two(2);
            two[0].delta = turns.at(0);
            two[1].delta = turns.at(1);
            two[0].score = two[1].score = 1.0;
            const QString speaker = RecallSpeakers::apply(two, QString::fromUtf8(question));
            if (asked)
                *asked = speaker;
            return two;
        };
        const auto scoresAfter = [&](const char *question) {
            QString asked;
            const QList<RecallHit> two = afterAsking(question, &asked);
            return std::pair(asked, QList<double>{two.at(0).score, two.at(1).score});
        };
        QCOMPARE(scoresAfter("How does Jon feel?"), std::pair(QStringLiteral("jon"), QList<double>{1.0, RecallSpeakers::kOtherSpeakerFactor}));
        const QList<RecallHit> two = afterAsking("How does Jon feel?");
        QVERIFY(!two.at(0).otherSpeaker && two.at(1).otherSpeaker);
        QVERIFY(two.at(1).explanation().contains(QStringLiteral("spoken by another than asked about")));
        QVERIFY(Recall::hitToJson(two.at(1), true).value(QStringLiteral("explain")).toObject().value(QStringLiteral("other_speaker")).toBool());
        QCOMPARE(scoresAfter("How do Jon and Gina feel?"), std::pair(QString(), QList<double>{1.0, 1.0}));
        QCOMPARE(scoresAfter("How does Maria feel?"), std::pair(QString(), QList<double>{1.0, 1.0}));
    }

    void aLaterTurnOfTheSameConversationGoesFirst()
    {
        // The first turns repeat the question and match it best; where the
        // conversation ended is the current value (issue 20 §4).
        TempLake lake;
        // One breath: the same time, told apart by arrival.
        const QList<Delta> turns = insertTurns(*lake, QStringLiteral("s4"),
                                               {"user: what should the heat pump night setback be?",
                                                "assistant: Most people set the heat pump night setback to 18 degrees.",
                                                "user: Make it 19, from 23:00.", "assistant: Done: night setback now 19 degrees."});
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("heat pump night setback"), options);
        QVERIFY(hits.size() >= 3);
        QCOMPARE(hits.at(0).delta.id, turns.at(3).id);
        // Scores still fall down the list.
        for (qsizetype i = 1; i < hits.size(); ++i)
            QVERIFY(hits.at(i - 1).score >= hits.at(i).score);
    }

    void aRareWordCountsMoreThanACommonOne()
    {
        // Four candidates all hold "prefer", one holds "fly".
        const QList<double> w = RecallRanking::wordWeights({{1, 0}, {1, 0}, {1, 0}, {1, 1}}, 2);
        QCOMPARE(w.size(), 2);
        QVERIFY(w.at(1) > 2 * w.at(0));
        QVERIFY(w.at(0) >= 0.1);
        RecallQuery q = RecallQuery::build(QStringLiteral("does she prefer flying"), false);
        q.setWordWeights(w);
        QVERIFY(q.overlap(QStringLiteral("I'd rather take the train than fly"), {})
                > q.overlap(QStringLiteral("I prefer window seats"), {}));
        TempLake lake;
        for (const char *text : {"I prefer tea in the morning", "Robin prefers window seats", "I prefer early meetings",
                                 "For anything under six hours I'd rather take the train than fly"})
            lake->insert(draft(QStringLiteral("me"), QString::fromUtf8(text), Kind::Preference));
        QCOMPARE(recalled(*lake, QStringLiteral("does she prefer flying?")).value(0),
                 QStringLiteral("For anything under six hours I'd rather take the train than fly"));
    }

    void howAQuestionIsPutIsNotWhatItAsks()
    {
        QCOMPARE(RecallQuery::build(QStringLiteral("where does she go swimming?")).terms(), QStringList{QStringLiteral("swimming")});
        QCOMPARE(RecallQuery::build(QStringLiteral("any podcasts lately?")).terms(), QStringList{QStringLiteral("podcasts")});
        // Nothing but such words: they are what there is to look for.
        QCOMPARE(RecallQuery::build(QStringLiteral("going")).terms(), QStringList{QStringLiteral("going")});
        // German stop words with umlauts are stop words too (they were read
        // as Latin-1 and never matched).
        QCOMPARE(RecallQuery::build(QString::fromUtf8("Termin für den Zahnarzt über Ostern")).terms(),
                 (QStringList{QStringLiteral("termin"), QStringLiteral("zahnarzt"), QStringLiteral("ostern")}));
        // A German question's function words go ("welchen" is no kind of
        // "das"); the same words in English are words ("hat").
        QCOMPARE(RecallQuery::build(QStringLiteral("Welchen Kredit haben wir genommen?")).terms(),
                 (QStringList{QStringLiteral("kredit"), QStringLiteral("genommen")}));
        QCOMPARE(RecallQuery::build(QStringLiteral("Wann hat mein Mann Geburtstag?")).terms(),
                 (QStringList{QStringLiteral("mann"), QStringLiteral("geburtstag")}));
        QCOMPARE(RecallQuery::build(QStringLiteral("where is my hat")).terms(), QStringList{QStringLiteral("hat")});
    }

    // "How old", "how long", "wie alt": the answer says a number, not the
    // adjective.
    void theShapeOfAnAnswerIsNoWordOfIt()
    {
        QCOMPARE(RecallQuery::build(QStringLiteral("how old is Maureen")).terms(), QStringList{QStringLiteral("maureen")});
        QCOMPARE(RecallQuery::build(QStringLiteral("how long is my commute")).terms(), QStringList{QStringLiteral("commute")});
        QCOMPARE(RecallQuery::build(QStringLiteral("Wie alt ist Brigitte?")).terms(), QStringList{QStringLiteral("brigitte")});
        // "What's X called?" asks for a name; "wie heißt" too.
        QCOMPARE(RecallQuery::build(QStringLiteral("what's the pup called?")).terms(), QStringList{QStringLiteral("pup")});
        QCOMPARE(RecallQuery::build(QString::fromUtf8("Wie heißt der Hund?")).terms(), QStringList{QStringLiteral("hund")});
        // Elsewhere the word is a word.
        QVERIFY(RecallQuery::build(QStringLiteral("where is my old bike")).terms().contains(QStringLiteral("old")));
        QVERIFY(RecallQuery::build(QStringLiteral("what did Kevin say when he called me")).terms().contains(QStringLiteral("called")));
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My mam Maureen still lives in Cork. She is 71."), Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Maureen's old kettle finally broke"), Kind::Fact));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("How old is too old to start running?")));
        QCOMPARE(recalled(*lake, QStringLiteral("how old is Maureen")).value(0),
                 QStringLiteral("My mam Maureen still lives in Cork. She is 71."));
    }

    // Set phrases ask for what their answer says (RecallIdioms.h).
    void aSetPhraseAsksForWhatItsAnswerSays()
    {
        const auto phrasesOf = [](const char *question) {
            QStringList out;
            const RecallQuery read = RecallQuery::build(QString::fromUtf8(question));
            for (const RecallPhrase &p : read.phrases())
                out << p.text;
            return out;
        };
        QCOMPARE(RecallQuery::build(QStringLiteral("what does Kevin do for a living")).terms(),
                 (QStringList{QStringLiteral("kevin"), QStringLiteral("work")}));
        QVERIFY(phrasesOf("what does Kevin do for a living").contains(QStringLiteral("job")));
        QVERIFY(phrasesOf("which season do I like best").contains(QStringLiteral("favourite")));
        QVERIFY(phrasesOf("Mit wem spielt Ella am liebsten?").contains(QStringLiteral("beste")));
        QVERIFY(phrasesOf("which flowers can't I stand").contains(QStringLiteral("hate")));
        QVERIFY(phrasesOf("what do the people next door grow").contains(QStringLiteral("neighbours")));
        QVERIFY(!RecallQuery::build(QStringLiteral("what time of year is best for the garden")).terms().contains(QStringLiteral("time")));
        QVERIFY(RecallQuery::build(QStringLiteral("what time of year is best for the garden")).terms().contains(QStringLiteral("season")));
        QCOMPARE(RecallQuery::build(QStringLiteral("where do I work out these days")).terms(),
                 (QStringList{QStringLiteral("gym"), QStringLiteral("now")}));
        QVERIFY(phrasesOf("where do I work out these days").contains(QStringLiteral("exercise")));
        QVERIFY(RecallQuery::build(QStringLiteral("work out how much we spend")).terms().contains(QStringLiteral("work")));
        QVERIFY(RecallQuery::build(QStringLiteral("how do I get to work")).terms().contains(QStringLiteral("commute")));
        QVERIFY(RecallQuery::build(QStringLiteral("which book am I reading at the moment")).terms().contains(QStringLiteral("now")));
        // Asked for already: the phrase's words go, the word stays once.
        QCOMPARE(RecallQuery::build(QStringLiteral("which phone do I use now these days")).terms(),
                 (QStringList{QStringLiteral("phone"), QStringLiteral("use"), QStringLiteral("now")}));
        // Typed words only (--no-expand) reads them as typed.
        QVERIFY(RecallQuery::build(QStringLiteral("what does Kevin do for a living"), false).terms().contains(QStringLiteral("living")));
        QVERIFY(!phrasesOf("I stand by it").contains(QStringLiteral("hate")));
        QVERIFY(!phrasesOf("why can't Brigitte stand for long").contains(QStringLiteral("hate")));
        QVERIFY(!phrasesOf("my knee can't bear weight").contains(QStringLiteral("hate")));

        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Kevin works as a paramedic in Boston."), Kind::Profile));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Kevin's living room thermometer reads 21 °C")));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Autumn is my favourite season."), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I like the season's first snow."), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I hate lilies because of the smell."), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The flowers stand on the hall table."), Kind::Fact));
        QCOMPARE(recalled(*lake, QStringLiteral("what does Kevin do for a living")).value(0),
                 QStringLiteral("Kevin works as a paramedic in Boston."));
        // --explain and the preview say which phrase a word stands for.
        const QString reading = Recall::describeQuery(*lake, QStringLiteral("what does Kevin do for a living")).join(u"; ");
        QVERIFY2(reading.contains(QStringLiteral("work (for \"do for a living\")")), qPrintable(reading));
        QCOMPARE(recalled(*lake, QStringLiteral("which season do I like best")).value(0), QStringLiteral("Autumn is my favourite season."));
        QCOMPARE(recalled(*lake, QStringLiteral("which flowers can't I stand")).value(0),
                 QStringLiteral("I hate lilies because of the smell."));
        // And the other way: what one hates is what one can't stand or bear.
        QVERIFY(phrasesOf("which restaurants do I loathe").contains(QStringLiteral("can't bear")));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Restaurants I like: Figlmüller, Plachutta."), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"),
                           QStringLiteral("I can't bear loud restaurants where you have to shout across the table to be heard."),
                           Kind::Preference));
        QCOMPARE(recalled(*lake, QStringLiteral("which restaurants do I hate")).value(0),
                 QStringLiteral("I can't bear loud restaurants where you have to shout across the table to be heard."));
        // A birthday is the day one was born; being crazy about a thing is
        // being obsessed with it; what one aspires to is what one would like.
        QVERIFY(phrasesOf("when is Kevin's birthday").contains(QStringLiteral("born")));
        QVERIFY(phrasesOf("Wann hat Kevin Geburtstag?").contains(QStringLiteral("geboren")));
        QVERIFY(phrasesOf("what is Jonas crazy about").contains(QStringLiteral("obsessed with")));
        QVERIFY(phrasesOf("what position do I aspire to").contains(QStringLiteral("would like")));
        QVERIFY(!phrasesOf("I'm mad at the weather").contains(QStringLiteral("loves")));
        // One's other half is one's spouse, in either language; half a cake is not.
        QVERIFY(phrasesOf("what does my other half do for a living").contains(QStringLiteral("husband")));
        QVERIFY(phrasesOf("my significant other's birthday").contains(QStringLiteral("spouse")));
        QVERIFY(phrasesOf("Was arbeitet meine bessere Hälfte?").contains(QStringLiteral("mann")));
        QVERIFY(!phrasesOf("the other half of the cake").contains(QStringLiteral("husband")));
        // What one can't have is an allergy; whether one eats meat a diet;
        // taking the dog out a walk; getting rid of a service cancelling it;
        // a television a screen. The word that carries some of them stays.
        QVERIFY(phrasesOf("what medicine must I never be given").contains(QStringLiteral("allergic")));
        QVERIFY(phrasesOf("what medicine must I never be given").contains(QStringLiteral("given")));
        QVERIFY(phrasesOf("Welche Medikamente verträgt sie nicht?").contains(QStringLiteral("allergisch")));
        QVERIFY(phrasesOf("Welche Medikamente kann sie nicht vertragen?").contains(QStringLiteral("allergisch")));
        QVERIFY(phrasesOf("do I eat meat").contains(QStringLiteral("vegetarian")));
        QVERIFY(phrasesOf("who takes the dog out").contains(QStringLiteral("walk")));
        QVERIFY(phrasesOf("which streaming services did we get rid of").contains(QStringLiteral("cancelled")));
        QVERIFY(phrasesOf("which streaming services did we drop").contains(QStringLiteral("cancelled")));
        QVERIFY(!phrasesOf("when do we drop off the kids").contains(QStringLiteral("cancelled")));
        QVERIFY(phrasesOf("how long are the kids allowed on the iPad").contains(QStringLiteral("screen")));
        // Everyday equivalences no thesaurus files as synonyms.
        QVERIFY(phrasesOf("what's my spouse's favourite drink").contains(QStringLiteral("love")));
        QVERIFY(phrasesOf("where do I like to sit on a plane").contains(QStringLiteral("flight")));
        QVERIFY(phrasesOf("where do I like to sit on a plane").contains(QStringLiteral("seat")));
        QVERIFY(phrasesOf("which doctor looks after my teeth").contains(QStringLiteral("dentist")));
        QVERIFY(phrasesOf("how much are the repayments on our house loan?").contains(QStringLiteral("mortgage")));
        QVERIFY(phrasesOf("which charity do I donate to").contains(QStringLiteral("give")));
        QVERIFY(phrasesOf("which piece am I trying to master").contains(QStringLiteral("learn")));
        QVERIFY(!phrasesOf("where is the master bedroom").contains(QStringLiteral("learn")));
        QVERIFY(phrasesOf("who's her closest pal from university").contains(QStringLiteral("best friend")));
        QVERIFY(phrasesOf("who's her closest pal from university").contains(QStringLiteral("college")));
        QVERIFY(phrasesOf("what do I do at the end of the weekend").contains(QStringLiteral("sunday")));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My best friend from college is Siobhan; she teaches maths."), Kind::Fact));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("University rankings: who is closest to the top")));
        QCOMPARE(recalled(*lake, QStringLiteral("who's her closest pal from university")).value(0),
                 QStringLiteral("My best friend from college is Siobhan; she teaches maths."));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I'm allergic to penicillin; amoxicillin is off-limits too."), Kind::Fact));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Pharmacy prices for common medicine rise again")));
        QCOMPARE(recalled(*lake, QStringLiteral("what medicine must I never be given")).value(0),
                 QStringLiteral("I'm allergic to penicillin; amoxicillin is off-limits too."));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Cancelled Disney+ and Sky; keeping Netflix."), Kind::Decision));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Streaming giant raises its prices again")));
        QCOMPARE(recalled(*lake, QStringLiteral("which streaming services did we get rid of")).value(0),
                 QStringLiteral("Cancelled Disney+ and Sky; keeping Netflix."));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Kevin was born on 4 May 1981 in Cork."), Kind::Profile));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Cork celebrates the birthday of its oldest pub")));
        QCOMPARE(recalled(*lake, QStringLiteral("when is Kevin's birthday")).value(0), QStringLiteral("Kevin was born on 4 May 1981 in Cork."));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Long term I'd like to lead a research department."), Kind::Goal));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Department store to close its doors in the long run-up to Christmas")));
        QCOMPARE(recalled(*lake, QStringLiteral("what position do I aspire to in the long run")).value(0),
                 QStringLiteral("Long term I'd like to lead a research department."));
    }

    void aNewerValueOfTheSameSubjectGoesFirst()
    {
        TempLake lake;
        Delta old = draft(QStringLiteral("chat"), QStringLiteral("Home address: flat 3, Pearse Street, Dublin"), Kind::Profile);
        old.subject = QStringLiteral("profile:address");
        lake->insert(old);
        lake.clock.advance(Duration::Day * 300);
        Delta now = draft(QStringLiteral("chat"), QStringLiteral("Our new home is in Galway"), Kind::Profile);
        now.subject = QStringLiteral("profile:address");
        lake->insert(now);
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("home address"), options);
        QCOMPARE(hits.size(), 2);
        QVERIFY(hits.at(0).delta.content.contains(QStringLiteral("Galway")));
    }

    // "e-mail" asks for "email" too, as the same word.
    void aHyphenatedWordFindsItsClosedForm()
    {
        const RecallQuery q = RecallQuery::build(QStringLiteral("my e-mail address"));
        QStringList phrases;
        for (const RecallPhrase &p : q.phrases())
            phrases << p.text;
        QVERIFY2(phrases.contains(QStringLiteral("email")), qPrintable(phrases.join(u',')));
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My personal email is fi@example.org"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The post brings the mail at noon"), Kind::Fact));
        QCOMPARE(recalled(*lake, QStringLiteral("what is my e-mail")).value(0), QStringLiteral("My personal email is fi@example.org"));
    }

    // The newer value shares no word with the question: recall asks the
    // lake for it beside the older one it found (RecallSubjects::bringNewer).
    // Two memories filed alike (same kind and tags, no subject) are two
    // values of one thing only when the newer says it is a change; "New
    // Year's Eve" says nothing of the kind, "the new Kindergarten" does.
    void aMemoryFiledAlikeIsANewerValueOnlyWhenItSaysSo()
    {
        TempLake lake;
        const auto fact = [&](const char *text) {
            Delta d = draft(QStringLiteral("chat"), QString::fromUtf8(text), Kind::Fact);
            d.tags = {QStringLiteral("pets"), QStringLiteral("dog")};
            lake->insert(d);
        };
        fact("On office days Biscuit's walks are done by Doggy Stefan.");
        lake.clock.advance(Duration::Day * 90);
        fact("Biscuit is terrified of fireworks on New Year's Eve.");
        QCOMPARE(recalled(*lake, QStringLiteral("who walks Biscuit on office days")).value(0),
                 QStringLiteral("On office days Biscuit's walks are done by Doggy Stefan."));
        lake.clock.advance(Duration::Day * 90);
        fact("Biscuit now goes to the new dog walker, Anna.");
        QCOMPARE(recalled(*lake, QStringLiteral("who walks Biscuit on office days")).value(0),
                 QStringLiteral("Biscuit now goes to the new dog walker, Anna."));
    }

    void aNewerValueSharingNoWordIsBrought()
    {
        TempLake lake;
        const auto fact = [&](const char *text, QStringList tags, double confidence = 0.9) {
            Delta d = draft(QStringLiteral("chat"), QString::fromUtf8(text), Kind::Fact);
            d.tags = std::move(tags);
            d.confidence = confidence;
            return lake->insert(d);
        };
        const QStringList work{QStringLiteral("work"), QStringLiteral("colleagues")};
        const Delta stefan = fact("My manager at Brightwave is Stefan Bauer", work);
        lake.clock.advance(Duration::Day * 30);
        fact("Raj Menon at Brightwave builds the event pipelines", work);
        lake.clock.advance(Duration::Day * 60);
        const Delta corinna = fact("Since the reorg I report to Corinna Wallner", work, 0.7);
        lake.clock.advance(Duration::Day * 5);
        fact("Team lunch is on Fridays", work);                       // no change said: not an update
        fact("The new office coffee machine takes pods", {QStringLiteral("work")}); // filed otherwise

        RecallOptions options;
        options.touch = false;
        options.limit = 3;
        QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("who is my manager"), options);
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0).delta.id, corinna.id);
        QCOMPARE(hits.at(0).newerValueOf, stefan.id);
        QCOMPARE(hits.at(1).delta.id, stefan.id);
        QVERIFY(hits.at(0).score > hits.at(1).score);
        QVERIFY2(hits.at(0).explanation().contains(QStringLiteral("a newer value of ") + stefan.id),
                 qPrintable(hits.at(0).explanation()));
        QCOMPARE(Recall::hitToJson(hits.at(0)).value(QStringLiteral("newer_value_of")).toString(), stefan.id);

        // A question naming someone the newer memory does not name asks
        // about that someone, not about what changed.
        hits = Recall::recall(*lake, QStringLiteral("who is Raj Menon at Brightwave"), options);
        QVERIFY(!hits.isEmpty());
        QVERIFY2(hits.at(0).delta.content.startsWith(QStringLiteral("Raj Menon")), qPrintable(hits.at(0).delta.content));
        for (const RecallHit &h : std::as_const(hits))
            QVERIFY2(h.newerValueOf.isEmpty(), qPrintable(h.delta.content));

        // Recall's filters hold for what it brings, and what is forgotten stays gone.
        options.minConfidence = 0.8;
        hits = Recall::recall(*lake, QStringLiteral("who is my manager"), options);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, stefan.id);
        options.minConfidence = 0;
        Forgetting::forget(*lake, corinna.id, false);
        hits = Recall::recall(*lake, QStringLiteral("who is my manager"), options);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, stefan.id);
    }

    void recallExplainsItself()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The spare key is under the blue pot"), Kind::Fact));
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("keys"), options);
        QCOMPARE(hits.size(), 1);
        const QJsonObject explain = Recall::hitToJson(hits.at(0), true).value(QStringLiteral("explain")).toObject();
        for (const char *key : {"seed", "overlap", "confidence", "freshness", "kind", "matched"})
            QVERIFY2(explain.contains(QLatin1String(key)), key);
        QCOMPARE(explain.value(QStringLiteral("overlap")).toDouble(), 1.0);
        QVERIFY(hits.at(0).explanation().contains(QStringLiteral("matched: keys")));
        QVERIFY(!Recall::hitToJson(hits.at(0)).contains(QStringLiteral("explain")));

        QTemporaryDir home;
        QVERIFY(runTarn(home, {QStringLiteral("remember"), QStringLiteral("The spare key is under the blue pot")}).exitCode == 0);
        const CliRun run = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--explain"), QStringLiteral("--no-touch"),
                                          QStringLiteral("keys")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Looking for: keys"), run.out.constData());
        QVERIFY2(run.out.contains("bm25 ") && run.out.contains("matched: keys"), run.out.constData());
        const CliRun json = runTarn(home, {QStringLiteral("--json"), QStringLiteral("recall"), QStringLiteral("--explain"),
                                           QStringLiteral("--no-touch"), QStringLiteral("keys")});
        QVERIFY2(json.array().at(0).toObject().contains(QStringLiteral("explain")), json.out.constData());
    }

    // Without the dictionaries nothing fails: the typed words alone.
    void withoutDictionariesRecallStillWorks()
    {
        QTemporaryDir home;
        QVERIFY(runTarn(home, {QStringLiteral("remember"), QStringLiteral("Marco is a pal from the running club")}).exitCode == 0);
        const QList<QPair<QString, QString>> none{{QStringLiteral("TARN_WORDNET_DIR"), home.filePath(QStringLiteral("no"))},
                                                  {QStringLiteral("TARN_OPENTHESAURUS"), home.filePath(QStringLiteral("no"))}};
        const CliRun run = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--explain"), QStringLiteral("--no-touch"),
                                          QStringLiteral("pal")}, none);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Looking for: pal\n"), run.out.constData());
        QVERIFY2(run.out.contains("Marco"), run.out.constData());
    }

    // A word in more matches than RecallCandidates ranks whole: the newest
    // window and the preferred kinds' window still find a person's own,
    // older memory among thousands of fresh feed items.
    void aBroadWordIsRankedWithinWindows()
    {
        TempLake lake;
        const Delta mine = lake->insert(
            draft(QStringLiteral("chat"), QStringLiteral("I check the weather station before every fell run"), Kind::Preference));
        QList<NewDelta> batch;
        for (int i = 0; i < RecallCandidates::kBroadMatch + 500; ++i) {
            Delta d = draft(QStringLiteral("chat"), QStringLiteral("weather report %1: showers").arg(i), Kind::Observation);
            batch.append({d, false, false, false});
        }
        lake.clock.advance(Duration::Day * 30);
        lake->insertBatch(batch);
        const RecallQuery q = RecallQuery::build(QStringLiteral("weather"), false);
        const RecallCandidates::Found found =
            RecallCandidates::find(*lake, {q, {}, {}, 0, 48, lake->clock().nowMs()});
        QVERIFY(found.windowed);
        QVERIFY(found.keys.contains(*DeltaId::toKey(mine.id)));
        RecallOptions options;
        options.touch = false;
        options.limit = 5;
        RecallReading reading;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("weather"), options, &reading);
        QCOMPARE(hits.size(), 5);
        QCOMPARE(hits.at(0).delta.id, mine.id);
        // What --explain and the preview say: how deep the windows looked.
        QCOMPARE(reading.window, RecallCandidates::kWindowDepth);
        Recall::recall(*lake, QStringLiteral("fell"), options, &reading);
        QCOMPARE(reading.window, 0);
    }

    // A phrase matches what rows say, never their facets (SearchQuery.h):
    // every profile row's facets hold "\uE000kprofile", and a phrase that
    // spells it (a hostile feed's word, say) finds only rows that say it.
    void aPhraseNeverMatchesTheFacets()
    {
        TempLake lake;
        const Delta profile = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I am called Ines"), Kind::Profile));
        const Delta says = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kprofile tag in a feed item"), Kind::Observation));
        const QString facet = QChar(SearchQuery::kFacetMark) + QStringLiteral("kprofile");
        QCOMPARE(RecallSearch::held(*lake, {facet}), QStringList{facet});
        const std::unique_ptr<RecallSearch> search = RecallSearch::open(*lake, {SearchPhrase{facet}}, SearchScoring{});
        const QList<SearchHit> hits = search->rank({{}, {}, 0, lake.clock.nowMs(), 48}, {}, 0);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).key, *DeltaId::toKey(says.id));
        QVERIFY(hits.at(0).key != *DeltaId::toKey(profile.id));
        QCOMPARE(search->windowStart({}, {Kind::Profile}, 0), 0);
    }

    // A window's IDFs count, for each phrase of the question, the rows above
    // the window's start that hold it, whatever else they hold: a word, a
    // two-word phrase, a typed prefix, a word only older rows hold, one no
    // row holds, and the window's size counts the rows that match nothing.
    void aWindowsIdfCountsEachPhraseAboveItsStart()
    {
        TempLake lake;
        const QList<SearchPhrase> phrases{{QStringLiteral("otter"), 0},
                                          {QStringLiteral("heron"), 1},
                                          {QStringLiteral("grey heron"), 1, 0.5},
                                          {QStringLiteral("kingf"), 2, 1, true},
                                          {QStringLiteral("river"), 3},
                                          {QStringLiteral("badger"), 4}};
        QList<std::pair<qint64, QString>> rows; // key, content
        const auto add = [&](const QString &content) {
            const Delta d = lake->insert(draft(QStringLiteral("rss:birds"), content));
            rows.append({*DeltaId::toKey(d.id), content});
        };
        for (int i = 0; i < 30; ++i)
            add(QStringLiteral("a river otter seen %1").arg(i));
        for (int i = 0; i < 60; ++i) {
            QStringList words{QStringLiteral("weather report %1").arg(i)};
            if (i % 2 == 0)
                words << QStringLiteral("an otter swims");
            if (i % 3 == 0)
                words << QStringLiteral("a heron waits");
            if (i % 8 == 0)
                words << QStringLiteral("then a grey heron");
            if (i % 5 == 0)
                words << QStringLiteral("two kingfishers");
            add(words.join(QStringLiteral(", ")));
        }
        const std::unique_ptr<RecallSearch> search = RecallSearch::open(*lake, phrases, SearchScoring{});
        const qint64 from = search->windowStart({}, {}, 25);
        QVERIFY(from > 0);
        const QList<double> idf = search->idfAbove(from);
        QCOMPARE(idf.size(), phrases.size());
        const QList<QRegularExpression> holds{
            QRegularExpression(QStringLiteral("\\botter\\b")), QRegularExpression(QStringLiteral("\\bheron\\b")),
            QRegularExpression(QStringLiteral("\\bgrey heron\\b")), QRegularExpression(QStringLiteral("\\bkingf")),
            QRegularExpression(QStringLiteral("\\briver\\b")), QRegularExpression(QStringLiteral("\\bbadger\\b"))};
        const qsizetype above = std::count_if(rows.cbegin(), rows.cend(), [&](const auto &r) { return r.first > from; });
        QVERIFY(above > 25); // rows matching no phrase are counted too
        for (qsizetype p = 0; p < phrases.size(); ++p) {
            const double n = double(std::count_if(rows.cbegin(), rows.cend(), [&](const auto &r) {
                return r.first > from && holds.at(p).match(r.second).hasMatch();
            }));
            const double expected = std::max(std::log((double(above) - n + 0.5) / (n + 0.5)), 1e-6);
            QVERIFY2(qAbs(idf.at(p) - expected) < 1e-9,
                     qPrintable(QStringLiteral("%1: %2, expected %3 (%4 of %5 rows)")
                                    .arg(phrases.at(p).text).arg(idf.at(p)).arg(expected).arg(n).arg(above)));
        }
    }

    // Two words each in fewer than kBroadMatch rows, together in more: every
    // match is ranked, exactly, as a narrow question's are, and no window
    // is said to have been looked at.
    void wordsNarrowAloneAreRankedWholeTogether()
    {
        TempLake lake;
        // The one row that holds both words is the oldest: outside any window.
        const Delta both = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a heron took the otter's fish"), Kind::Observation));
        lake.clock.advance(Duration::Day * 400);
        const int each = RecallCandidates::kBroadMatch * 3 / 4;
        QList<NewDelta> batch;
        for (int i = 0; i < each; ++i) {
            batch.append({draft(QStringLiteral("chat"), QStringLiteral("heron count %1 at the weir").arg(i), Kind::Observation),
                          false, false, false});
            batch.append({draft(QStringLiteral("chat"), QStringLiteral("otter tracks %1 by the mill").arg(i), Kind::Observation),
                          false, false, false});
        }
        const QList<Delta> written = lake->insertBatch(batch);
        const RecallQuery q = RecallQuery::build(QStringLiteral("heron otter"), false);
        const RecallCandidates::Found found = RecallCandidates::find(*lake, {q, {}, {}, 0, 48, lake->clock().nowMs()});
        QVERIFY(!found.windowed);
        QCOMPARE(found.keys.value(0), *DeltaId::toKey(both.id));
        RecallOptions options;
        options.touch = false;
        options.limit = 5;
        RecallReading reading;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("heron otter"), options, &reading);
        QCOMPARE(hits.value(0).delta.id, both.id);
        QCOMPARE(reading.window, 0);
        QCOMPARE(written.size(), 2 * each);
    }

    // The engine may answer a broad query's windows from one walk over its
    // newest matches (PostgresRecallSearch.h); each answer must be what the
    // question asked on its own gives: the same window starts, IDFs, hits
    // and seeds, whatever was asked before. Rows of every kind, tier,
    // scope and confidence, expired, invalidated and superseded among them.
    void theWindowsAnswerAsTheirOwnQuestionsDo()
    {
        TempLake lake;
        const int depth = RecallCandidates::kBroadMatch;
        const int window = RecallCandidates::kWindowDepth;
        const QList<Kind> kinds{Kind::Observation, Kind::Fact, Kind::Episode, Kind::Preference,
                                Kind::Observation, Kind::Event, Kind::Observation, Kind::Goal};
        QList<NewDelta> batch;
        for (int i = 0; i < 2 * depth + 700; ++i) {
            QString content = QStringLiteral("weather report %1").arg(i);
            if (i % 3 == 0)
                content += QStringLiteral(": storm warning for the fells");
            if (i % 11 == 0)
                content += QStringLiteral(", the weather turning again and again");
            Delta d = draft(QStringLiteral("chat"), content, kinds.at(i % kinds.size()));
            if (i % 5 == 0)
                d.tags << QStringLiteral("storm");
            d.confidence = 0.3 + 0.7 * double(i % 7) / 6.0;
            d.tier = i % 13 == 0 ? Tier::Semantic : i % 4 == 0 ? Tier::Episodic : Tier::Stm;
            if (i % 17 == 0)
                d.scope = Scope::Team;
            if (i % 19 == 0)
                d.expiresAt = lake.clock.nowMs() + Duration::Hour;
            batch.append({d, false, false, false});
        }
        const QList<Delta> written = lake->insertBatch(batch);
        for (int i = 0; i < written.size(); i += 29)
            MemoryOperations::invalidate(*lake, written.at(i).id);
        lake.clock.advance(Duration::Day);
        const qint64 now = lake.clock.nowMs();

        const QList<Kind> preferred{Kind::Fact, Kind::Preference, Kind::Event, Kind::Goal};
        for (const QString &question : {QStringLiteral("weather"), QStringLiteral("storm warning weather"),
                                        QStringLiteral("fells")}) {
            const RecallQuery query = RecallQuery::build(question);
            SearchScoring scoring;
            scoring.semantic = 1.3;
            scoring.episodic = 1.15;
            // Asked in RecallCandidates' order, on one search.
            const std::unique_ptr<RecallSearch> walked = RecallSearch::open(*lake, query.phrases(), scoring);
            const qint64 beyond = walked->windowStart({}, {}, depth); // is it broad?
            const qint64 from = walked->windowStart({}, {}, window);
            const QList<double> idf = from > 0 ? walked->idfAbove(from) : QList<double>{};
            const SearchFilter all{{}, {}, 0, now, 48};
            const QList<SearchHit> first = walked->rank(all, idf, from);
            const qint64 preferredFrom = walked->windowStart({}, preferred, window);
            SearchFilter narrowed{{}, preferred, 0.5, now, 30};
            const QList<SearchHit> second = walked->rank(narrowed, idf, preferredFrom);
            SearchFilter team{QStringLiteral("team"), {Kind::Fact}, 0, now, 10};
            const QList<SearchHit> third = walked->rank(team, idf, preferredFrom);

            // Each asked alone, on searches of their own.
            const auto alone = [&] { return RecallSearch::open(*lake, query.phrases(), scoring); };
            QCOMPARE(alone()->windowStart({}, {}, depth), beyond);
            QCOMPARE(alone()->windowStart({}, {}, window), from);
            QCOMPARE(alone()->windowStart({}, preferred, window), preferredFrom);
            if (from > 0)
                QCOMPARE(alone()->idfAbove(from), idf);
            const auto same = [](const QList<SearchHit> &a, const QList<SearchHit> &b) {
                if (a.size() != b.size())
                    return false;
                for (qsizetype i = 0; i < a.size(); ++i)
                    if (a.at(i).key != b.at(i).key || a.at(i).seed != b.at(i).seed)
                        return false;
                return true;
            };
            QVERIFY2(!first.isEmpty(), qPrintable(question));
            QVERIFY2(same(alone()->rank(all, idf, from), first), qPrintable(question));
            QVERIFY2(same(alone()->rank(narrowed, idf, preferredFrom), second), qPrintable(question));
            QVERIFY2(same(alone()->rank(team, idf, preferredFrom), third), qPrintable(question));
            for (const SearchHit &h : first)
                QVERIFY(h.key > from);

            // The preferred kinds' newest window ranked at once: the best of
            // the newest rows of those kinds, as rank() scores them. SQLite
            // walks once and counts live rows only; the default (the server)
            // counts every row of those kinds, as windowStart does. A window
            // shallower than the rows that pass, so which ones are newest counts.
            const int shallow = depth / 4;
            const QList<SearchHit> newest = alone()->rankNewest(narrowed, idf, shallow);
            QVERIFY2(!newest.isEmpty(), qPrintable(question));
            SearchFilter every = narrowed;
            every.pool = 100000;
            QList<SearchHit> live = alone()->rank(every, idf, 0);
            if (onPostgres()) {
                QVERIFY2(same(newest, alone()->rank(narrowed, idf, alone()->windowStart({}, preferred, shallow))),
                         qPrintable(question));
            } else {
                QVERIFY2(live.size() > shallow, qPrintable(question));
                std::sort(live.begin(), live.end(), [](const SearchHit &a, const SearchHit &b) { return a.key > b.key; });
                live.resize(shallow);
                std::stable_sort(live.begin(), live.end(), [](const SearchHit &a, const SearchHit &b) {
                    return a.seed != b.seed ? a.seed > b.seed : a.key > b.key;
                });
                live.resize(std::min<qsizetype>(live.size(), narrowed.pool));
                QVERIFY2(same(newest, live), qPrintable(question));
            }
        }
    }

    // A lake made before the stemming index gains it when opened.
    void theIndexIsTheStemmingOne()
    {
        if (onPostgres()) // FTS5's own table; the server stems in its generated column (PostgresSchema)
            QSKIP("SQLite's FTS5 tokenizer");
        TempLake lake;
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'delta_fts'")) && q.next());
        QVERIFY2(q.value(0).toString().contains(QStringLiteral("tokenize='tarn_stem'")), qPrintable(q.value(0).toString()));
    }
};

QTEST_GUILESS_MAIN(TestRecallLanguage)
#include "tst_recall_language.moc"
