// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Who a question means by a role (issue 20, RecallPeople.h): "my husband"
// is the Matthias the lake names, "my spouse" a husband, "Frau Berger" no
// wife; a question about the person asks for the name, one asking who
// fills the role does not.

#include "Recall.h"
#include "RecallOwner.h"
#include "RecallPeople.h"
#include "RecallTestSupport.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

QStringList rolesOf(const QString &question)
{
    QStringList out;
    for (const RecallPeople::Role &r : RecallPeople::rolesIn(question))
        out << r.word;
    return out;
}

QStringList spouse()
{
    return RecallPeople::rolesIn(QStringLiteral("my husband")).value(0).class_;
}

} // namespace

class TestRecallPeople : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRoleCountsAfterAPossessiveOrAnArticle()
    {
        QCOMPARE(rolesOf(QStringLiteral("what does my husband do for work")), QStringList{QStringLiteral("husband")});
        QCOMPARE(rolesOf(QStringLiteral("what's my spouse's favourite drink")), QStringList{QStringLiteral("spouse")});
        QCOMPARE(rolesOf(QStringLiteral("how much does the babysitter charge")), QStringList{QStringLiteral("babysitter")});
        QCOMPARE(rolesOf(QStringLiteral("what does my mother-in-law like")), QStringList{QStringLiteral("mother-in-law")});
        QCOMPARE(rolesOf(QStringLiteral("Wann hat mein Mann Geburtstag?")), QStringList{QStringLiteral("mann")});
        // A title, not a wife; a role nobody's.
        QVERIFY(rolesOf(QStringLiteral("Wann kommt die Frau Berger?")).isEmpty());
        QVERIFY(rolesOf(QStringLiteral("is a dentist expensive")).isEmpty());
        // "spouse" and "husband" are one class.
        QVERIFY(spouse().contains(QStringLiteral("spouse")));
        QVERIFY(spouse().contains(QStringLiteral("ehemann")));
    }

    void theLakeSaysWhoFillsARole()
    {
        const QStringList s = spouse();
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("My husband is Matthias Gruber. We married in 2014."), s),
                 QStringList{QStringLiteral("Matthias")});
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Mein Mann Jakob arbeitet in Linz."), s), QStringList{QStringLiteral("Jakob")});
        // "Frau" at a sentence's start is a title.
        QVERIFY(RecallPeople::namesFor(QStringLiteral("Frau Yildiz leads the group."), s).isEmpty());
        const QStringList dentist = RecallPeople::rolesIn(QStringLiteral("my dentist")).value(0).class_;
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Dentist: Dr. Péter Szabó on Mariahilfer Straße."), dentist),
                 QStringList{QStringLiteral("Péter")});
        const QStringList neighbour = RecallPeople::rolesIn(QStringLiteral("our neighbour")).value(0).class_;
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Lena Hofbauer, my neighbour from the old flat, is a close friend."), neighbour),
                 QStringList{QStringLiteral("Lena")});
        const QStringList brother = RecallPeople::rolesIn(QStringLiteral("my brother")).value(0).class_;
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("My older brother Kevin lives in Boston."), brother), QStringList{QStringLiteral("Kevin")});
        // A nationality is no name.
        QVERIFY(RecallPeople::namesFor(QStringLiteral("My husband is Irish."), s).isEmpty());
    }

    void aQuestionAboutThePersonFindsWhatIsSaidOfTheirName()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My husband is Matthias Gruber."), Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Matthias collects old clocks."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My sister's husband works at the bank."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I collect stamps."), Kind::Preference));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Husband and wife open a bakery in the old town.")));
        const QString question = QStringLiteral("what does my husband collect");
        RecallOptions options;
        options.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, question, options);
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.constFirst().delta.content, QStringLiteral("Matthias collects old clocks."));
        QVERIFY2(hits.constFirst().matched.contains(QStringLiteral("Matthias")), qPrintable(hits.constFirst().matched.join(u',')));
        // How the query was read says so.
        const QString reading = Recall::describeQuery(*lake, question).join(u' ');
        QVERIFY2(reading.contains(QStringLiteral("Matthias")), qPrintable(reading));
        // The typed words alone know no Matthias: his clocks answer "collect" only.
        options.expand = false;
        const QList<RecallHit> typed = Recall::recall(*lake, question, options);
        for (const RecallHit &h : typed)
            QVERIFY(!h.matched.contains(QStringLiteral("Matthias")));
    }

    void askingWhoFillsTheRoleFindsTheMemoryThatSaysSo()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My husband is Matthias Gruber."), Kind::Profile));
        for (const char *t : {"Matthias loves whisky from Islay.", "Matthias hates surprise parties.", "Matthias drives the red car."})
            lake->insert(draft(QStringLiteral("chat"), QString::fromUtf8(t), Kind::Fact));
        // "who is my spouse": the answer holds the role word, not only the name.
        const QStringList hits = recalled(*lake, QStringLiteral("who is my spouse"));
        QVERIFY2(!hits.isEmpty() && hits.constFirst() == u"My husband is Matthias Gruber.", qPrintable(hits.join(u'|')));
        QVERIFY(!Recall::describeQuery(*lake, QStringLiteral("who is my spouse")).join(u' ').contains(QStringLiteral("Matthias")));
    }

    // A household's animal is named as a person is, and asked about by
    // what it is.
    void aPetIsAskedForByItsName()
    {
        QCOMPARE(rolesOf(QStringLiteral("what is our dog scared of")), QStringList{QStringLiteral("dog")});
        QCOMPARE(rolesOf(QStringLiteral("wer füttert unsere Katze")), QStringList{QStringLiteral("katze")});
        // "Kater" is a tomcat, and a hangover: never asked for in its place.
        QVERIFY(!rolesOf(QStringLiteral("what does the cat eat")).isEmpty());
        const QStringList dog = RecallPeople::rolesIn(QStringLiteral("our dog")).value(0).class_;
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Our dog Biscuit is a tricolour beagle from the shelter."), dog),
                 QStringList{QStringLiteral("Biscuit")});
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Our dog Biscuit is a tricolour beagle from the shelter."), Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Biscuit is afraid of fireworks and hides in the bathroom."), Kind::Fact));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Dog owners are afraid of the new leash law")));
        const QString question = QStringLiteral("what is our dog afraid of");
        QCOMPARE(recalled(*lake, question).value(0), QStringLiteral("Biscuit is afraid of fireworks and hides in the bathroom."));
        QVERIFY(Recall::describeQuery(*lake, question).join(u' ').contains(QStringLiteral("Biscuit")));
    }

    // An assistant asks about the person by name: "where does Fiona work?"
    // asked of Fiona's lake is "where do I work?".
    void theOwnersNameIsReadAsMy()
    {
        const QStringList names{QStringLiteral("fiona"), QStringLiteral("reilly"), QStringLiteral("fi")};
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("where does Fiona work?"), names), QStringLiteral("where does work?"));
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("who's fiona's boss"), names), QStringLiteral("who's my boss"));
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("Wer ist Fionas Hausärztin?"), names), QStringLiteral("Wer ist meine Hausärztin?"));
        // The name alone is the question.
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("Fiona?"), names), QStringLiteral("Fiona?"));
        // Another person's name stays.
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("what does Matthias do"), names), QStringLiteral("what does Matthias do"));
        // A name that is also a word goes only where it is written as a name.
        const QStringList rose{QStringLiteral("rose")};
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("which rose bush did I plant"), rose), QStringLiteral("which rose bush did I plant"));
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("where does Rose work"), rose), QStringLiteral("where does work"));
        QCOMPARE(RecallOwner::withoutNames(QStringLiteral("who is rose's dentist"), rose), QStringLiteral("who is my dentist"));

        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My name is Fiona Reilly. Friends call me Fi."), Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My son is called Jonas."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("New email address: fiona.reilly@posteo.at"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I work as a UX researcher at Brightwave."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("My husband is Matthias Gruber."), Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Matthias works at his own workshop."), Kind::Fact));
        QCOMPARE(RecallOwner::namesOf(*lake, lake->clock().nowMs()),
                 (QStringList{QStringLiteral("fiona"), QStringLiteral("reilly"), QStringLiteral("fi")}));
        const QStringList hits = recalled(*lake, QStringLiteral("where does Fiona work?"));
        QVERIFY2(!hits.isEmpty() && hits.constFirst().contains(QStringLiteral("Brightwave")), qPrintable(hits.join(u'|')));
        QVERIFY(!Recall::describeQuery(*lake, QStringLiteral("where does Fiona work?")).join(u' ').contains(QStringLiteral("fiona")));
        // Her husband is still his own person: "Fiona's husband" is "my husband".
        const QStringList his = recalled(*lake, QStringLiteral("where does Fiona's husband work?"));
        QVERIFY2(!his.isEmpty() && his.constFirst().contains(QStringLiteral("Matthias")), qPrintable(his.join(u'|')));
        // The typed words alone keep the name.
        RecallOptions options;
        options.touch = false;
        options.expand = false;
        bool named = false;
        for (const RecallHit &h : Recall::recall(*lake, QStringLiteral("Fiona"), options))
            named = named || h.delta.content.contains(QStringLiteral("Fiona"));
        QVERIFY(named);
    }

    // Children are asked for by their place among them ("our eldest",
    // "the little one") and named as a list.
    void childrenAreAskedForByTheirPlaceAndNamedAsAList()
    {
        QCOMPARE(rolesOf(QStringLiteral("what career does our eldest dream of?")), QStringList{QStringLiteral("eldest")});
        QCOMPARE(rolesOf(QStringLiteral("what's the little one crazy about?")), QStringList{QStringLiteral("little one")});
        QCOMPARE(rolesOf(QStringLiteral("wann hat unser Kind Schwimmkurs")), QStringList{QStringLiteral("kind")});
        // English "kind" is a sort, whatever article it has.
        QVERIFY(rolesOf(QStringLiteral("what kind of music does she like")).isEmpty());
        QVERIFY(rolesOf(QStringLiteral("which is the kind I prefer")).isEmpty());
        const QStringList children = RecallPeople::rolesIn(QStringLiteral("our kids")).value(0).class_;
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("We have two children: Ella, born 3 March 2016, and Jonas, born 17 October 2020."),
                                        children),
                 (QStringList{QStringLiteral("Ella"), QStringLiteral("Jonas")}));
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Our kids are Mia and Leon."), children),
                 (QStringList{QStringLiteral("Mia"), QStringLiteral("Leon")}));
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Unsere Kinder heißen Anna und Paul."), children),
                 (QStringList{QStringLiteral("Anna"), QStringLiteral("Paul")}));
        // A month is no name, in either language.
        QCOMPARE(RecallPeople::namesFor(QStringLiteral("Unsere Kinder heißen Anna, geboren im März, und Paul, geboren im Jänner."),
                                        children),
                 (QStringList{QStringLiteral("Anna"), QStringLiteral("Paul")}));
        // Kids in general name nobody.
        QVERIFY(RecallPeople::namesFor(QStringLiteral("Kids love the new playground in the park."), children).isEmpty());

        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("We have two children: Ella, born 3 March 2016, and Jonas, born 17 October 2020."),
                           Kind::Profile));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Jonas is obsessed with diggers and trains."), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The little red one is my favourite mug."), Kind::Preference));
        lake->insert(draft(QStringLiteral("feed"), QStringLiteral("Why kids are crazy about dinosaurs")));
        const QString question = QStringLiteral("what's the little one crazy about?");
        QCOMPARE(recalled(*lake, question).value(0), QStringLiteral("Jonas is obsessed with diggers and trains."));
        QVERIFY(Recall::describeQuery(*lake, question).join(u' ').contains(QStringLiteral("Jonas")));
    }

    void aRoleNobodyFillsChangesNothing()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The dentist appointment is on Friday."), Kind::Event));
        const QStringList hits = recalled(*lake, QStringLiteral("when do I see my dentist"));
        QCOMPARE(hits, QStringList{QStringLiteral("The dentist appointment is on Friday.")});
    }
};

QTEST_GUILESS_MAIN(TestRecallPeople)
#include "tst_recall_people.moc"
