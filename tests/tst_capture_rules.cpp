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
