// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20's public long-conversation figure: recall over the turns of long
// two-person conversations in the LoCoMo format (Maharana et al., 2024:
// a JSON list of samples, each with "conversation" {speaker_a, speaker_b,
// session_N: [{speaker, dia_id, text, blip_caption?}], session_N_date_time}
// and "qa" [{question, evidence: [dia_id], category}]). The data is not
// the project's (CC BY-NC 4.0) and is never copied into it: give the file.
//
//   tarn_conversation_bench --locomo FILE [--k 5,10] [--tune IDS] [--misses] [--out FILE]
//
// The samples named by --tune (conv-26 by default, the one whose misses
// were read while recall's rules were written) are reported apart from the
// rest, which are held out: --misses prints the tune samples' misses only,
// so the held-out figure stays one nobody tuned on.
// Each sample is a lake of its own (one person's conversations), each turn
// an episode of its session ("Caroline: I went to a support group
// yesterday"), written at noon of its session's date (the lake's clock at
// noon of the day after the last session), a shared image's caption
// after its text. Every question of categories 1-4 is asked (5, the
// adversarial ones, have no evidence), and R@k is the share of a
// question's evidence turns among the k recalled, averaged over questions,
// as the benchmark's authors score retrievers; beside Tarn without the
// word vectors and plain FTS5 BM25 over the same texts. Categories as the
// benchmark's task_eval/evaluation_stats.py names them; a turn's text as
// it gives it to a model ("speaker: text", "[shares caption]").

#include "RecallEvaluation.h"
#include "TestSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>

using namespace tarn;
using namespace tarn::test;

namespace {

struct Sample
{
    QString id;
    RetrievalFixture fixture;
    qint64 now = kT0; // noon of the day after the last session, so each turn is at noon of its own
};

QString categoryName(int c)
{
    switch (c) {
    case 1: return QStringLiteral("multi-hop");
    case 2: return QStringLiteral("temporal");
    case 3: return QStringLiteral("open-domain");
    case 4: return QStringLiteral("single-hop");
    default: return QStringLiteral("other");
    }
}

// "1:56 pm on 8 May, 2023" -> days since 1970 (0: unreadable).
qint64 dayOf(const QString &when)
{
    static const QRegularExpression date(QStringLiteral("(\\d{1,2})\\s+(\\w+),?\\s+(\\d{4})"));
    const QRegularExpressionMatch m = date.match(when);
    if (!m.hasMatch())
        return 0;
    const QDate d = QLocale(QLocale::English).toDate(m.captured(1) + u' ' + m.captured(2) + u' ' + m.captured(3),
                                                     QStringLiteral("d MMMM yyyy"));
    return d.isValid() ? QDate(1970, 1, 1).daysTo(d) : 0;
}

QList<Sample> readLocomo(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("%s: %s", qPrintable(path), qPrintable(f.errorString()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isArray())
        qFatal("%s: not a LoCoMo list of samples (%s)", qPrintable(path), qPrintable(error.errorString()));
    QList<Sample> out;
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject sample = v.toObject();
        const QJsonObject conv = sample.value(QStringLiteral("conversation")).toObject();
        Sample s;
        s.id = sample.value(QStringLiteral("sample_id")).toString(QStringLiteral("sample-%1").arg(out.size() + 1));
        // Sessions in order, each turn aged by its session's date from the last one's.
        QList<std::pair<int, qint64>> sessions;
        for (auto it = conv.constBegin(); it != conv.constEnd(); ++it) {
            static const QRegularExpression name(QStringLiteral("^session_(\\d+)$"));
            const QRegularExpressionMatch m = name.match(it.key());
            if (m.hasMatch() && it.value().isArray())
                sessions << std::pair(m.captured(1).toInt(),
                                      dayOf(conv.value(it.key() + QStringLiteral("_date_time")).toString()));
        }
        std::sort(sessions.begin(), sessions.end());
        qint64 last = 0;
        for (const auto &[n, day] : std::as_const(sessions))
            last = std::max(last, day);
        // The lake's clock at the benchmark's own dates: a question that
        // names one ("on 3 June, 2023") asks about the turns of that day.
        if (last > 0)
            s.now = (last + 1) * Duration::Day + 12 * Duration::Hour;
        for (const auto &[n, day] : std::as_const(sessions)) {
            for (const QJsonValue &t : conv.value(QStringLiteral("session_%1").arg(n)).toArray()) {
                const QJsonObject turn = t.toObject();
                FixtureDelta d;
                d.key = turn.value(QStringLiteral("dia_id")).toString();
                d.content = turn.value(QStringLiteral("speaker")).toString() + QStringLiteral(": ")
                            + turn.value(QStringLiteral("text")).toString();
                if (const QString caption = turn.value(QStringLiteral("blip_caption")).toString(); !caption.isEmpty())
                    d.content += QStringLiteral(" [shares %1]").arg(caption);
                d.kind = Kind::Episode;
                d.source = QStringLiteral("chat");
                d.tags = {QStringLiteral("conversation")};
                d.ageDays = day > 0 && last > 0 ? int(last - day) + 1 : 1;
                d.confidence = 0.8;
                d.session = s.id + QStringLiteral("-session-%1").arg(n);
                s.fixture.deltas << d;
            }
        }
        for (const QJsonValue &q : sample.value(QStringLiteral("qa")).toArray()) {
            const QJsonObject qa = q.toObject();
            const int category = qa.value(QStringLiteral("category")).toInt();
            FixtureQuery fq;
            fq.query = qa.value(QStringLiteral("question")).toString();
            for (const QJsonValue &e : qa.value(QStringLiteral("evidence")).toArray())
                // "D8:6; D9:17" is written as one in a few places, "(D8:6)" in
                // others (the benchmark's own scoring drops the brackets too).
                for (const QString &id : e.toString().remove(u'(').remove(u')').split(QRegularExpression(QStringLiteral("[;,\\s]+")), Qt::SkipEmptyParts))
                    fq.relevant << id;
            if (category < 1 || category > 4 || fq.relevant.isEmpty() || fq.query.trimmed().isEmpty())
                continue;
            fq.category = categoryName(category);
            fq.split = s.id;
            s.fixture.queries << fq;
        }
        out << s;
    }
    return out;
}

struct Tally
{
    double sum = 0;
    int n = 0;
    void add(double v) { sum += v, ++n; }
    double mean() const { return n ? 100.0 * sum / n : 0; }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Recall over long conversations (LoCoMo format), beside plain BM25."));
    p.addHelpOption();
    p.addOption({QStringLiteral("locomo"), QStringLiteral("The benchmark's JSON file (e.g. locomo10.json)."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("k"), QStringLiteral("Comma-separated k (default 5,10)."), QStringLiteral("K"), QStringLiteral("5,10")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("tune"), QStringLiteral("Comma-separated sample ids whose misses may be read (default conv-26); the rest are held out."),
                 QStringLiteral("IDS"), QStringLiteral("conv-26")});
    p.addOption({QStringLiteral("misses"), QStringLiteral("Print each question of the tune samples Tarn misses at the first k, with what it recalled.")});
    p.process(app);
    if (!p.isSet(QStringLiteral("locomo")))
        p.showHelp(2);
    QList<int> ks;
    for (const QString &k : p.value(QStringLiteral("k")).split(u','))
        if (k.toInt() > 0 && k.toInt() <= 100)
            ks << k.toInt();
    const QList<Sample> samples = readLocomo(p.value(QStringLiteral("locomo")));
    const QStringList tuneIds = p.value(QStringLiteral("tune")).split(u',', Qt::SkipEmptyParts);

    // [column][k][set][category]; "all" holds every question of the set.
    enum Column { TarnFull, TarnWords, Bm25, Columns };
    QMap<int, QMap<QString, QMap<QString, Tally>>> table[Columns];
    QMap<QString, int> turns, questions, conversations;
    for (const Sample &s : samples) {
        const QString set = tuneIds.contains(s.id) ? QStringLiteral("tune") : QStringLiteral("held-out");
        for (const QString &in : {set, QStringLiteral("all")}) {
            turns[in] += int(s.fixture.deltas.size());
            questions[in] += int(s.fixture.queries.size());
            conversations[in] += 1;
        }
        QTemporaryDir tmp;
        ManualClock clock(s.now);
        Lake lake(clock);
        lake.open(tmp.filePath(QStringLiteral("conversation.sqlite")));
        const FilledLake filled = fillRetrievalLake(lake, clock, s.fixture.deltas, s.now);
        const WordVectorsInLake vectors(lake);
        if (set == u"tune")
            explainIfAsked(lake, filled.keyById, ks.constFirst());
        for (int k : std::as_const(ks)) {
            const RetrievalScore scores[Columns] = {scoreRetrieval(lake, s.fixture.queries, filled.keyById, k, true, true),
                                                    scoreRetrieval(lake, s.fixture.queries, filled.keyById, k, true, false),
                                                    scoreBm25Baseline(s.fixture, s.fixture.queries, k)};
            if (p.isSet(QStringLiteral("misses")) && k == ks.constFirst() && set == u"tune")
                for (const QueryOutcome &o : scores[TarnFull].queries)
                    if (o.recall < 1.0)
                        std::fprintf(stderr, "miss %.2f: \"%s\" wants %s, got [%s]\n", o.recall, qPrintable(o.query),
                                     qPrintable(o.relevant.join(u',')), qPrintable(o.top.join(u',')));
            for (int c = 0; c < Columns; ++c)
                for (qsizetype i = 0; i < s.fixture.queries.size(); ++i) {
                    const double r = scores[c].queries.at(i).recall;
                    for (const QString &in : {set, QStringLiteral("all")}) {
                        table[c][k][in][s.fixture.queries.at(i).category].add(r);
                        table[c][k][in][QStringLiteral("all")].add(r);
                    }
                }
        }
        std::fprintf(stderr, "%s: %lld turns, %lld questions\n", qPrintable(s.id), qint64(s.fixture.deltas.size()),
                     qint64(s.fixture.queries.size()));
    }

    QString out;
    QTextStream t(&out);
    t.setRealNumberNotation(QTextStream::FixedNotation);
    t.setRealNumberPrecision(1);
    t << "Recall over " << samples.size() << " conversations (" << turns.value(QStringLiteral("all")) << " turns, "
      << questions.value(QStringLiteral("all"))
      << " questions of categories 1-4): evidence turns among the k recalled, %; tune: "
      << (tuneIds.isEmpty() ? QStringLiteral("none") : tuneIds.join(QStringLiteral(", ")))
      << " (misses read), held-out: the rest"
      << (WordVectors::shared() ? "" : " (no word vectors installed: the Tarn columns are the same)") << "\n\n";
    t << "| set | category | questions |";
    for (int k : std::as_const(ks))
        t << " Tarn R@" << k << " | without word vectors R@" << k << " | plain FTS5 BM25 R@" << k << " |";
    t << "\n|---|---|---:|";
    for (qsizetype i = 0; i < ks.size(); ++i)
        t << "---:|---:|---:|";
    t << "\n";
    // The held-out set first, by category; then the tune set and all, as a whole.
    for (const QString &set : {QStringLiteral("held-out"), QStringLiteral("tune"), QStringLiteral("all")}) {
        const QMap<QString, Tally> &first = table[TarnFull][ks.constFirst()][set];
        const bool oneSet = !conversations.contains(QStringLiteral("tune")) || !conversations.contains(QStringLiteral("held-out"));
        if (first.isEmpty() || (set == u"all" && oneSet))
            continue;
        QStringList categories{QStringLiteral("all")};
        if (set == u"held-out" || oneSet)
            for (const QString &c : first.keys())
                if (c != u"all")
                    categories << c;
        for (const QString &c : std::as_const(categories)) {
            const int n = conversations.value(set);
            const QString name = n == 1 ? QStringLiteral("%1 (1 conversation)").arg(set)
                                        : QStringLiteral("%1 (%2 conversations)").arg(set).arg(n);
            t << "| " << (c == u"all" ? QStringLiteral("**%1**").arg(name) : set) << " | "
              << (c == u"all" ? QStringLiteral("**all**") : c) << " | " << first.value(c).n << " |";
            for (int k : std::as_const(ks))
                t << " " << table[TarnFull][k][set][c].mean() << " | " << table[TarnWords][k][set][c].mean() << " | "
                  << table[Bm25][k][set][c].mean() << " |";
            t << "\n";
        }
    }
    t.flush();
    std::fputs(qPrintable(out), stdout);
    if (p.isSet(QStringLiteral("out"))) {
        QFile f(p.value(QStringLiteral("out")));
        if (f.open(QIODevice::WriteOnly | QIODevice::Text))
            f.write(out.toUtf8());
    }
    return 0;
}
