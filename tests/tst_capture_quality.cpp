// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Capture quality on labelled turns (issue 20): tests/data/capture-eval holds
// tune.jsonl (rules may be tuned on it), dev.jsonl (a second set to widen
// the rules on, written 2026-11-28 from phrasings of our own before the
// rules were widened again; a fifth round of names, likes, diets and guards
// (124 lines) and a sixth of likes, diets and guards in idiom (90 lines),
// 2026-11-29 the same way) and heldout.jsonl (never tuned on; reported,
// not asserted), lines of
//   {"text","lang":"en"|"de","expect":"capture"|"none"|"errand","class","kind","must_contain"}.
// Every text goes through CaptureRules::parse, and through the rules main
// had before issue 20 (tests/capture-baseline) as the baseline. Printed per
// split, per language and per class: precision, recall, false captures,
// misses, errands. docs/BENCHMARKS.md ("Capture quality (issue 20)") holds
// the table; this prints it:
//   ctest --test-dir build -R tst_capture_quality -V
// TARN_CAPTURE_SHOW=1 also lists the tune and dev splits' mistakes (never
// the held-out ones: looking at those would be tuning on them).
//
// Scoring. A "capture" row is right when a durable candidate (remember,
// confident enough to be written: MemorySettings' min_profile_confidence)
// has a plausible kind and its content holds must_contain. The labels quote
// the person ("I live in Leeds"), Tarn writes notes about them ("Lives in
// Leeds.", so an assistant never reads "I don't eat pork" as its own
// words): the match is made in one voice, both sides with pronouns dropped,
// "don't"/"does not" as "not", and a verb's -s/-es or German -e/-t ending
// cut. The literal substring match is printed too ("strict"). A "none" row
// is right when nothing durable comes out. An "errand" row is right when a
// goal comes out: errands become short-lived task memories (CaptureRules.h).

#include "CaptureRules.h"
#include "CaptureRulesBaseline.h"
#include "MemorySettings.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QtTest>

using namespace tarn;

namespace {

struct Row
{
    QString text, lang, expect, cls, kind, mustContain;
};

QList<Row> load(const QString &name)
{
    QFile f(QStringLiteral(TARN_TEST_DATA "/capture-eval/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<Row> rows;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        rows.append({o.value(QStringLiteral("text")).toString(), o.value(QStringLiteral("lang")).toString(),
                     o.value(QStringLiteral("expect")).toString(), o.value(QStringLiteral("class")).toString(),
                     o.value(QStringLiteral("kind")).toString(), o.value(QStringLiteral("must_contain")).toString()});
    }
    return rows;
}

// One voice for label and note (see the header).
QStringList voice(const QString &text)
{
    QString t = text.toLower();
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:don't|doesn't|didn't|do not|does not|dont)\b)")), QStringLiteral(" not "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:can't|cannot|can not)\b)")), QStringLiteral(" can not "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:won't)\b)")), QStringLiteral(" will not "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:isn't|aren't)\b)")), QStringLiteral(" be not "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:i'm|i am|they're|is|am|are)\b)")), QStringLiteral(" be "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:i've|they've)\b)")), QStringLiteral(" have "));
    t.replace(QRegularExpression(QStringLiteral(R"(\bhas\b)")), QStringLiteral(" have "));
    // German: the forms of "sein"/"haben" and the verbs whose stem changes
    // in the third person ("isst" for "esse", "liest" for "lese").
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:bin|ist|bist|sind)\b)")), QStringLiteral(" be "));
    t.replace(QRegularExpression(QStringLiteral(R"(\b(?:habe|hab|hat|hast)\b)")), QStringLiteral(" have "));
    static const QList<QPair<QString, QString>> stems{
        {QStringLiteral("isst"), QStringLiteral("esse")},     {QStringLiteral("liest"), QStringLiteral("lese")},
        {QStringLiteral("sieht"), QStringLiteral("sehe")},    {QStringLiteral("fährt"), QStringLiteral("fahre")},
        {QStringLiteral("schläft"), QStringLiteral("schlafe")}, {QStringLiteral("trägt"), QStringLiteral("trage")},
        {QStringLiteral("nimmt"), QStringLiteral("nehme")},   {QStringLiteral("spricht"), QStringLiteral("spreche")},
        {QStringLiteral("hilft"), QStringLiteral("helfe")},   {QStringLiteral("gibt"), QStringLiteral("gebe")},
        {QStringLiteral("wird"), QStringLiteral("werde")},    {QStringLiteral("läuft"), QStringLiteral("laufe")},
        {QStringLiteral("verträgt"), QStringLiteral("vertrage")}, {QStringLiteral("hält"), QStringLiteral("halte")},
        {QStringLiteral("trifft"), QStringLiteral("treffe")}, {QStringLiteral("vergisst"), QStringLiteral("vergesse")},
        {QStringLiteral("lässt"), QStringLiteral("lasse")},   {QStringLiteral("wäscht"), QStringLiteral("wasche")}};
    for (const auto &[third, first] : stems)
        t.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(third)), first);
    static const QSet<QString> pronouns{
        QStringLiteral("i"),    QStringLiteral("my"),    QStringLiteral("me"),    QStringLiteral("mine"),  QStringLiteral("myself"),
        QStringLiteral("they"), QStringLiteral("their"), QStringLiteral("them"),  QStringLiteral("theirs"), QStringLiteral("themselves"),
        QStringLiteral("ich"),  QStringLiteral("mich"),  QStringLiteral("mir"),   QStringLiteral("er"),    QStringLiteral("sich"),
        QStringLiteral("ihm"),  QStringLiteral("ihn"),   QStringLiteral("mein"),  QStringLiteral("meine"), QStringLiteral("meinen"), QStringLiteral("meinem"),
        QStringLiteral("meiner"), QStringLiteral("sein"), QStringLiteral("seine"), QStringLiteral("seinen"), QStringLiteral("seinem"),
        QStringLiteral("seiner")};
    QStringList out;
    for (QString w : t.split(QRegularExpression(QStringLiteral(R"([^\p{L}\p{N}]+)")), Qt::SkipEmptyParts)) {
        if (pronouns.contains(w))
            continue;
        if (w.size() > 4 && (w.endsWith(QLatin1String("ches")) || w.endsWith(QLatin1String("shes")) || w.endsWith(QLatin1String("sses"))))
            w.chop(2);
        else if (w.size() > 3 && w.endsWith(u's') && !w.endsWith(QLatin1String("ss")))
            w.chop(1);
        if (w.size() > 4 && w.endsWith(QLatin1String("et")))
            w.chop(2);
        else if (w.size() > 3 && (w.endsWith(u't') || w.endsWith(u'e')))
            w.chop(1);
        out << w;
    }
    return out;
}

bool containsInVoice(const QString &content, const QString &must)
{
    const QStringList hay = voice(content), needle = voice(must);
    if (needle.isEmpty())
        return true;
    for (qsizetype i = 0; i + needle.size() <= hay.size(); ++i)
        if (hay.mid(i, needle.size()) == needle)
            return true;
    return false;
}

bool plausibleKind(const Row &r, Kind k)
{
    if (k == Kind::Goal)
        return false;
    if (r.cls == u"name")
        return k == Kind::Profile;
    if (r.cls == u"like" || r.cls == u"dislike")
        return k == Kind::Preference;
    // Diets are preferences, allergies profile, family facts
    // (CaptureRules.h); an aside is whatever its statement is.
    return k == Kind::Profile || k == Kind::Fact || k == Kind::Preference;
}

using Parser = QList<CaptureCandidate> (*)(const QString &);

struct Outcome
{
    bool produced = false;   // something durable came out
    bool correct = false;    // voice-matched
    bool strict = false;     // literal substring
};

Outcome judge(const Row &r, Parser parse)
{
    const double gate = MemorySettings{}.minProfileConfidence;
    Outcome o;
    for (const CaptureCandidate &c : parse(r.text)) {
        if (c.action != CaptureCandidate::Action::Remember || c.confidence < gate)
            continue;
        o.produced = true;
        if (r.expect == u"errand" && c.kind == Kind::Goal)
            o.correct = o.strict = true;
        if (r.expect == u"capture" && plausibleKind(r, c.kind)) {
            const bool literal = c.content.contains(r.mustContain, Qt::CaseInsensitive);
            o.correct = o.correct || literal || containsInVoice(c.content, r.mustContain);
            o.strict = o.strict || literal;
        }
    }
    if (r.expect == u"none")
        o.correct = o.strict = !o.produced;
    return o;
}

struct Tally
{
    int captures = 0, hits = 0, strictHits = 0, producedOnCapture = 0;
    int nones = 0, falseCaptures = 0;
    int errands = 0, errandsOk = 0;
    void add(const Row &r, const Outcome &o)
    {
        if (r.expect == u"capture") {
            ++captures;
            hits += o.correct;
            strictHits += o.strict;
            producedOnCapture += o.produced;
        } else if (r.expect == u"none") {
            ++nones;
            falseCaptures += o.produced;
        } else {
            ++errands;
            errandsOk += o.correct;
        }
    }
    // Of the turns that produced a memory (errands aside), how many produced the right one.
    double precision() const
    {
        const int made = producedOnCapture + falseCaptures;
        return made == 0 ? 1.0 : double(hits) / made;
    }
    double recall() const { return captures == 0 ? 1.0 : double(hits) / captures; }
    QString line(const QString &label) const
    {
        return QStringLiteral("%1 P %2  R %3 (strict %4)  false %5/%6  misses %7/%8  errands %9/%10")
            .arg(label, -28)
            .arg(precision(), 0, 'f', 2)
            .arg(recall(), 0, 'f', 2)
            .arg(captures ? double(strictHits) / captures : 1.0, 0, 'f', 2)
            .arg(falseCaptures)
            .arg(nones)
            .arg(captures - hits)
            .arg(captures)
            .arg(errandsOk)
            .arg(errands);
    }
};

struct Report
{
    Tally all;
    QMap<QString, Tally> byLang, byClass;
};

Report score(const QList<Row> &rows, Parser parse, bool showMistakes)
{
    Report rep;
    for (const Row &r : rows) {
        const Outcome o = judge(r, parse);
        rep.all.add(r, o);
        rep.byLang[r.lang].add(r, o);
        rep.byClass[r.lang + u'/' + r.cls].add(r, o);
        if (showMistakes && !o.correct) {
            QStringList got;
            for (const CaptureCandidate &c : parse(r.text))
                got << QStringLiteral("%1 %2 (%3)").arg(kindName(c.kind), c.content).arg(c.confidence);
            qInfo().noquote() << QStringLiteral("  MISTAKE [%1 %2/%3] %4  => %5")
                                     .arg(r.expect, r.lang, r.cls, r.text, got.isEmpty() ? QStringLiteral("(nothing)") : got.join(QStringLiteral("; ")));
        }
    }
    return rep;
}

void print(const QString &split, const Report &now, const Report &before)
{
    qInfo().noquote() << QStringLiteral("== %1 ==").arg(split);
    qInfo().noquote() << now.all.line(QStringLiteral("all (rules)"));
    qInfo().noquote() << before.all.line(QStringLiteral("all (baseline: main's)"));
    for (auto it = now.byLang.cbegin(); it != now.byLang.cend(); ++it) {
        qInfo().noquote() << it->line(it.key() + QStringLiteral(" (rules)"));
        qInfo().noquote() << before.byLang.value(it.key()).line(it.key() + QStringLiteral(" (baseline)"));
    }
    for (auto it = now.byClass.cbegin(); it != now.byClass.cend(); ++it)
        qInfo().noquote() << it->line(QStringLiteral("  ") + it.key()) + QStringLiteral("   | baseline: ")
                                 + QStringLiteral("R %1 false %2")
                                       .arg(before.byClass.value(it.key()).recall(), 0, 'f', 2)
                                       .arg(before.byClass.value(it.key()).falseCaptures);
}

// Measured on tune when these were set: see docs/BENCHMARKS.md. The floors
// sit about 0.1 under, so a rule change that clearly hurts fails here.
constexpr double kTunePrecisionFloor = 0.80;
constexpr double kTuneRecallFloor = 0.75;
constexpr int kTuneFalseCaptureCeiling = 8;

// A split the rules were written against: printed, and held to floors so
// that a rule change that clearly hurts fails here.
void tunedOn(const QString &split)
{
    const QList<Row> rows = load(split + QStringLiteral(".jsonl"));
    if (rows.isEmpty())
        QSKIP(qPrintable(QStringLiteral("tests/data/capture-eval/%1.jsonl is missing").arg(split)));
    const bool show = qEnvironmentVariableIsSet("TARN_CAPTURE_SHOW");
    const Report now = score(rows, &CaptureRules::parse, show);
    const Report before = score(rows, &CaptureRulesBaseline::parse, false);
    print(QStringLiteral("%1 (%2 turns)").arg(split).arg(rows.size()), now, before);
    QVERIFY2(now.all.precision() >= kTunePrecisionFloor, qPrintable(now.all.line(split)));
    QVERIFY2(now.all.recall() >= kTuneRecallFloor, qPrintable(now.all.line(split)));
    QVERIFY2(now.all.falseCaptures <= kTuneFalseCaptureCeiling, qPrintable(now.all.line(split)));
    // Both languages carry their weight, not one the other.
    for (auto it = now.byLang.cbegin(); it != now.byLang.cend(); ++it)
        QVERIFY2(it->recall() >= kTuneRecallFloor - 0.1, qPrintable(it->line(it.key())));
}

} // namespace

class TestCaptureQuality : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tune() { tunedOn(QStringLiteral("tune")); }
    void dev() { tunedOn(QStringLiteral("dev")); }

    // Reported, never asserted: the rules were not tuned on it.
    void heldout()
    {
        const QList<Row> rows = load(QStringLiteral("heldout.jsonl"));
        if (rows.isEmpty())
            QSKIP("tests/data/capture-eval/heldout.jsonl is missing");
        const Report now = score(rows, &CaptureRules::parse, false);
        const Report before = score(rows, &CaptureRulesBaseline::parse, false);
        print(QStringLiteral("held-out (%1 turns)").arg(rows.size()), now, before);
    }

    // TARN_CAPTURE_TRY="text|text…" prints what the rules make of each text.
    void tryTexts()
    {
        const QString texts = qEnvironmentVariable("TARN_CAPTURE_TRY");
        if (texts.isEmpty())
            QSKIP("TARN_CAPTURE_TRY is not set");
        for (const QString &t : texts.split(u'|')) {
            qInfo().noquote() << "TRY" << t;
            for (const CaptureCandidate &c : CaptureRules::parse(t))
                qInfo().noquote() << "   " << kindName(c.kind) << c.subject << "|" << c.content << "|" << c.confidence << c.rule
                                  << decayClassName(c.decayClass);
        }
    }

    // The voice-insensitive match does not make anything match anything.
    void voiceMatchIsNarrow()
    {
        QVERIFY(containsInVoice(QStringLiteral("Lives in Leeds."), QStringLiteral("I live in Leeds")));
        QVERIFY(containsInVoice(QStringLiteral("Does not like country music."), QStringLiteral("don't like country music")));
        QVERIFY(containsInVoice(QStringLiteral("Cannot stand mushrooms."), QStringLiteral("can't stand mushrooms")));
        QVERIFY(containsInVoice(QStringLiteral("Wohnt in Graz."), QStringLiteral("wohne in Graz")));
        QVERIFY(containsInVoice(QStringLiteral("Isst gern Sushi."), QStringLiteral("esse gern Sushi")));
        QVERIFY(!containsInVoice(QStringLiteral("Isst gern Sushi."), QStringLiteral("esse gern Pizza")));
        QVERIFY(!containsInVoice(QStringLiteral("Likes country music."), QStringLiteral("don't like country music")));
        QVERIFY(!containsInVoice(QStringLiteral("Lives in Leeds."), QStringLiteral("I live in York")));
    }
};

QTEST_GUILESS_MAIN(TestCaptureQuality)
#include "tst_capture_quality.moc"
