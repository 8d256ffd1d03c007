// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall by meaning with no model server (issue 20): the built-in English
// word vectors (WordVectors.h), their file checked before it is trusted,
// the embedder giving every authored delta a vector and no observation one,
// recall finding a paraphrase no word of which is in the memory, forgetting
// taking the vector along, and the setting that turns them on and off.
// The installed file's tests skip, saying so, where scripts/deps.sh has not
// installed it; the file format's run everywhere, on files made here.

#include "DeltaId.h"
#include "Embedder.h"
#include "EmbeddingClient.h"
#include "EmbeddingConfig.h"
#include "EmbeddingIndex.h"
#include "EmbeddingStore.h"
#include "Forgetting.h"
#include "LakeSql.h"
#include "McpProcess.h"
#include "MemorySettings.h"
#include "RankFusion.h"
#include "Recall.h"
#include "TestSupport.h"
#include "WordVectors.h"
#include "Bilingual.h"
#include "GermanInEnglishVectors.h"

#include <QFile>
#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace tarn;
using namespace tarn::test;
using namespace Qt::StringLiterals;

namespace {

struct Word
{
    QByteArray text;
    quint32 rank;
    std::vector<float> v;
};

// A word-vector file as scripts/word-vectors.mjs writes one: words sorted
// by their bytes, each vector as bytes and a scale.
QByteArray packed(QList<Word> words, const std::vector<float> &common)
{
    std::sort(words.begin(), words.end(), [](const Word &a, const Word &b) { return a.text < b.text; });
    const quint32 dim = quint32(common.size());
    QByteArray strings;
    for (const Word &w : words)
        strings += w.text;
    QByteArray out("TARNWV01");
    const auto u32 = [&out](quint32 v) { out.append(reinterpret_cast<const char *>(&v), 4); };
    const auto f32 = [&out](float v) { out.append(reinterpret_cast<const char *>(&v), 4); };
    u32(dim);
    u32(quint32(words.size()));
    u32(quint32(strings.size()));
    f32(1e-3f);
    f32(13.5f);
    u32(0);
    for (float c : common)
        f32(c);
    for (const Word &w : words)
        u32(w.rank);
    quint32 offset = 0;
    for (const Word &w : words) {
        u32(offset);
        offset += quint32(w.text.size());
    }
    u32(offset);
    std::vector<float> scales;
    for (const Word &w : words) {
        float m = 0;
        for (float x : w.v)
            m = std::max(m, std::abs(x));
        scales.push_back(m / 127.0f);
        f32(scales.back());
    }
    for (qsizetype i = 0; i < words.size(); ++i)
        for (float x : words.at(i).v)
            out.append(char(qint8(std::lround(x / scales[size_t(i)]))));
    out += strings;
    return out;
}

QString written(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Three words in four dimensions; the fourth is the shared direction.
QList<Word> smallVocabulary()
{
    return {{"dog", 100, {1.0f, 0.1f, 0.0f, 2.0f}},
            {"puppy", 900, {0.9f, 0.2f, 0.0f, 2.0f}},
            {"invoice", 500, {0.0f, 0.1f, 1.0f, 2.0f}}};
}

const WordVectors *installed()
{
    return WordVectors::shared();
}

#define SKIP_WITHOUT_WORD_VECTORS()                                                                                     \
    if (!installed())                                                                                                  \
    QSKIP("no word vectors installed (scripts/deps.sh installs them into /usr/local/share/tarn)")

// Three memories and a feed item, the memories embedded; returns the one a
// question about the pup wants, which shares no word with it.
Delta fillAndEmbed(Lake &lake)
{
    const Delta dog = lake.insert(draft(u"chat"_s, u"Our dog Biscuit is a three-year-old beagle"_s, Kind::Fact));
    lake.insert(draft(u"chat"_s, u"The invoice for the roof repair is due on Friday"_s, Kind::Fact));
    lake.insert(draft(u"chat"_s, u"Matthias runs his own cabinetmaking workshop"_s, Kind::Fact));
    lake.insert(draft(u"rss:news"_s, u"Puppy names trending this year"_s, Kind::Observation));
    if (EmbeddingStore::embedWithWordVectors(lake, EmbeddingConfig::wordVectors(), 1000) != 3)
        qFatal("the three memories were not embedded");
    return dog;
}

qint64 scalar(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QStringList idsOf(Lake &lake, const QString &query, bool expand = true)
{
    RecallOptions o;
    o.touch = false;
    o.limit = 5;
    o.expand = expand;
    QStringList out;
    for (const RecallHit &h : Recall::recall(lake, query, o))
        out << h.delta.id;
    return out;
}

float cosine(const std::vector<float> &a, const std::vector<float> &b)
{
    float s = 0;
    for (size_t i = 0; i < a.size(); ++i)
        s += a[i] * b[i];
    return s;
}

} // namespace

class TestWordVectors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { EmbeddingConfig::setCurrent({}); }

    void fileIsReadInPlace()
    {
        QTemporaryDir dir;
        QString error;
        const auto wv = WordVectors::open(written(dir, u"small.tarnwv"_s, packed(smallVocabulary(), {0, 0, 0, 1})), &error);
        QVERIFY2(wv, qPrintable(error));
        QCOMPARE(wv->dimension(), 4);
        QCOMPARE(wv->size(), 3);
        QVERIFY(wv->find("puppy") >= 0);
        QCOMPARE(wv->find("kitten"), -1);
        QCOMPARE(wv->find("pupp"), -1);

        const std::vector<float> dog = wv->sentence(u"The dog!");
        QCOMPARE(int(dog.size()), 4);
        QVERIFY(std::abs(cosine(dog, dog) - 1.0f) < 1e-4f);
        QVERIFY(std::abs(dog[3]) < 1e-4f); // the shared direction is taken out
        // Case, possessives and curly quotes as GloVe's tokenizer left them.
        QVERIFY(cosine(dog, wv->sentence(u"DOG\u2019s")) > 0.999f);
        QVERIFY(cosine(dog, wv->sentence(u"'dog'")) > 0.999f);
        QVERIFY(cosine(dog, wv->sentence(u"puppy")) > cosine(dog, wv->sentence(u"invoice")));
        // Nothing it knows, or only words that say how a sentence is built: no vector.
        QVERIFY(wv->sentence(u"the of and, what?").empty());
        QVERIFY(wv->sentence(u"Schweinsbraten").empty());
        QVERIFY(wv->sentence(u"").empty());
        // A rare word weighs more than a common one: "puppy" (rank 900) pulls
        // an average of both nearer to itself than "dog" (rank 100) does.
        const std::vector<float> both = wv->sentence(u"dog puppy");
        QVERIFY(cosine(both, wv->sentence(u"puppy")) > cosine(both, dog));
    }

    void badFilesAreRefusedSayingWhy()
    {
        QTemporaryDir dir;
        const QByteArray good = packed(smallVocabulary(), {0, 0, 0, 1});
        const struct
        {
            const char *name;
            QByteArray bytes;
            const char *says;
        } cases[] = {
            {"empty", QByteArray(), "0 bytes"},
            {"magic", QByteArray("GLOVE100") + good.mid(8), "TARNWV01"},
            {"truncated", good.left(good.size() - 3), "where its header says"},
            {"longer", good + "xyz", "where its header says"},
            {"header", good.left(8) + QByteArray(4, '\0') + good.mid(12), "header"},
        };
        for (const auto &c : cases) {
            QString error;
            const QString path = written(dir, QString::fromLatin1(c.name), c.bytes);
            QVERIFY2(!WordVectors::open(path, &error), c.name);
            QVERIFY2(error.contains(path) && error.contains(QString::fromLatin1(c.says)), qPrintable(error));
        }
        // Words out of order would make every lookup a guess.
        QByteArray unsorted = good;
        const qsizetype strings = unsorted.size() - QByteArray("doginvoicepuppy").size();
        unsorted.replace(strings, 3, "zzz");
        QString error;
        QVERIFY(!WordVectors::open(written(dir, u"unsorted"_s, unsorted), &error));
        QVERIFY2(error.contains(u"sorted"_s), qPrintable(error));
        QVERIFY(!WordVectors::open(dir.filePath(u"missing"_s), &error));
        QVERIFY2(error.contains(u"cannot be read"_s), qPrintable(error));
    }

    void settingTurnsThemOnAndOff()
    {
        MemorySettings s;
        QVERIFY(s.wordVectors);
        QCOMPARE(s.value(u"word_vectors"_s), u"true"_s);
        if (qEnvironmentVariable("TARN_WORD_VECTORS") != u"off")
            QCOMPARE(s.embedding(), EmbeddingConfig::wordVectors());
        s.setValue(u"word_vectors"_s, u"false"_s);
        QVERIFY(!s.embedding().enabled());
        QVERIFY_THROWS_EXCEPTION(TarnError, s.setValue(u"word_vectors"_s, u"sometimes"_s));
        // A server, when one is set, is asked instead.
        s.setValue(u"word_vectors"_s, u"true"_s);
        s.setValue(u"embedding_url"_s, u"http://127.0.0.1:11434"_s);
        s.setValue(u"embedding_model"_s, u"nomic-embed-text"_s);
        QCOMPARE(s.embedding().model, u"nomic-embed-text"_s);
        QVERIFY(!s.embedding().isWordVectors());
        // The word vectors need no address, and leave observations to words.
        const EmbeddingConfig words = EmbeddingConfig::wordVectors();
        QVERIFY(words.enabled());
        QVERIFY(words.url.isEmpty());
        QCOMPARE(words.skippedKinds(), QStringList{u"observation"_s});
    }

    void installedVectorsKnowWhatWordsMean()
    {
        const WordVectors *wv = installed();
        if (!wv)
            QSKIP("no word vectors installed (scripts/deps.sh installs them into /usr/local/share/tarn)");
        QCOMPARE(wv->dimension(), 100);
        QVERIFY(wv->size() >= 100000);
        const std::vector<float> q = wv->sentence(u"what's the pup called?");
        QVERIFY(cosine(q, wv->sentence(u"Our dog Biscuit is a beagle")) > cosine(q, wv->sentence(u"The invoice is due on Friday")));
        const std::vector<float> job = wv->sentence(u"what is her job");
        QVERIFY(cosine(job, wv->sentence(u"She works as a nurse at the hospital"))
                > cosine(job, wv->sentence(u"The thermometer reads 21 degrees")));
    }

    void germanIsPlacedByItsTranslations()
    {
        const WordVectors *wv = installed();
        if (!wv)
            QSKIP("no word vectors installed (scripts/deps.sh installs them into /usr/local/share/tarn)");
        if (!Bilingual::available())
            QSKIP("FreeDict's German-English dictionaries are not installed (scripts/deps.sh installs them)");
        // A German memory lies near its English counterpart, not near
        // whatever shares its few words that GloVe holds.
        const std::vector<float> dryFood = wv->sentence(u"Unser Hund frisst kein Trockenfutter");
        QVERIFY(!dryFood.empty());
        QVERIFY(cosine(dryFood, wv->sentence(u"our dog won't eat dry food"))
                > cosine(dryFood, wv->sentence(u"The invoice is due on Friday")) + 0.2);
        // A German question finds an English answer by meaning, and the reverse.
        const std::vector<float> dogName = wv->sentence(u"Wie heißt unser Hund?");
        QVERIFY(cosine(dogName, wv->sentence(u"Our dog Biscuit is a beagle"))
                > cosine(dogName, wv->sentence(u"The thermometer reads 21 degrees")));
        const std::vector<float> paediatrician = wv->sentence(u"who is the children's doctor?");
        QVERIFY(cosine(paediatrician, wv->sentence(u"Unsere Kinderärztin ist Dr. Berger in der Hauptstraße"))
                > cosine(paediatrician, wv->sentence(u"Die Rechnung ist am Freitag fällig")));
        const auto rank = [wv](const QString &w) { return wv->commonness(w); };
        // A compound the dictionary does not list, by its parts, the head
        // looked up with its umlaut ("schlüssel", folded "schlussel").
        const QStringList gardenKey = GermanInEnglishVectors::englishFor(u"gartenschlüssel"_s, rank);
        QVERIFY2(gardenKey.contains(u"key"_s) && gardenKey.contains(u"garden"_s), qPrintable(gardenKey.join(u", ")));
        // A verb as it is conjugated, by its infinitive.
        QVERIFY(!GermanInEnglishVectors::englishFor(u"wohnst"_s, rank).isEmpty());
        // Function words say nothing, whatever GloVe holds for them ("die").
        QVERIFY(GermanInEnglishVectors::englishFor(u"die"_s, rank).isEmpty());
        QVERIFY(wv->sentence(u"Die, der, das und ist").empty());
    }

    void embedderGivesAuthoredDeltasVectors()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        TempLake lake;
        const Delta fact = lake->insert(draft(u"chat"_s, u"Our dog Biscuit is a three-year-old beagle"_s, Kind::Fact));
        const Delta turn = lake->insert(draft(u"chat"_s, u"We took the puppy to the vet today"_s, Kind::Episode));
        const Delta seen = lake->insert(draft(u"rss:news"_s, u"Dog shows return to the city park"_s, Kind::Observation));
        const Delta german = lake->insert(draft(u"chat"_s, u"Schweinsbraten mit Knödeln"_s, Kind::Fact));
        Embedder::Timing fast;
        fast.pollMs = 50;
        fast.recountMs = 0;
        Embedder embedder(*lake, fast);
        embedder.setConfig(EmbeddingConfig::wordVectors());
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().embedded == 3 && !embedder.isBusy(), 10000 * kTimeScale);
        QCOMPARE(embedder.progress().total, 3); // the observation is not counted
        QVERIFY(embedder.progress().error.isEmpty());
        const auto vectorsOf = [&](const Delta &d) {
            return scalar(*lake, u"SELECT count(*) FROM delta_vectors WHERE rid = %1 AND model = '%2' AND dim = 100"_s
                                     .arg(*DeltaId::toKey(d.id))
                                     .arg(EmbeddingConfig::wordVectors().model));
        };
        QCOMPARE(vectorsOf(fact), 1);
        QCOMPARE(vectorsOf(turn), 1);
        QCOMPARE(vectorsOf(german), 1); // by its translations where FreeDict is installed, else a zero vector, not asked again
        QCOMPARE(vectorsOf(seen), 0);
        // The lake's stats count the same.
        EmbeddingConfig::setCurrent(EmbeddingConfig::wordVectors());
        const LakeStats stats = lake->stats();
        QVERIFY(stats.embeddings.has_value());
        QCOMPARE(stats.embeddings->embedded, 3);
        QCOMPARE(stats.embeddings->total, 3);
        // A new memory is found by the next look.
        lake->insert(draft(u"chat"_s, u"Biscuit hates thunderstorms"_s, Kind::Fact));
        QTRY_COMPARE_WITH_TIMEOUT(embedder.progress().embedded, 4, 10000 * kTimeScale);
    }

    // A budget bounds a one-shot command's catching up: with none left
    // after the first batch, one batch is embedded, and the next call goes
    // on from there.
    void embeddingStopsWhenItsBudgetIsSpent()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        TempLake lake;
        const int batch = EmbeddingClient::batchSize(EmbeddingConfig::wordVectors());
        const int memories = 2 * batch + 3;
        for (int i = 0; i < memories; ++i)
            lake->insert(draft(u"chat"_s, u"Memory number %1 about the garden shed"_s.arg(i), Kind::Fact));
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 2 * memories, 0), batch);
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 2 * memories, 0), batch);
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 2 * memories, 0), 3);
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 2 * memories, 0), 0);
        // No budget: the limit alone.
        for (int i = 0; i < memories; ++i)
            lake->insert(draft(u"chat"_s, u"Another memory %1 about the bike"_s.arg(i), Kind::Fact));
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 2 * memories), memories);
    }

    void recallFindsWhatWasSaidInOtherWords()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        TempLake lake;
        const Delta dog = fillAndEmbed(*lake);
        // Nothing new: a second call embeds nothing.
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 1000), 0);
        // "pup" is no word of the memory's, nor a related word of one's:
        // words alone find the feed item, the vectors the memory.
        QVERIFY(!idsOf(*lake, u"what's the pup called?"_s, false).contains(dog.id));
        EmbeddingConfig::setCurrent(EmbeddingConfig::wordVectors());
        const QStringList withMeaning = idsOf(*lake, u"what's the pup called?"_s, false);
        QVERIFY2(!withMeaning.isEmpty() && withMeaning.constFirst() == dog.id, qPrintable(withMeaning.join(u',')));
        // It says why.
        RecallOptions o;
        o.touch = false;
        o.expand = false;
        const QList<RecallHit> hits = Recall::recall(*lake, u"what's the pup called?"_s, o);
        QVERIFY(hits.constFirst().meaningCosine > float(RankFusion::kWordFloor));
        QVERIFY2(hits.constFirst().explanation().contains(u"meaning #1 (cosine 0."_s), qPrintable(hits.constFirst().explanation()));
        // A question with no word the vectors know is recalled by words alone.
        const Delta roast = lake->insert(draft(u"chat"_s, u"Sonntag gibt es Schweinsbraten"_s, Kind::Fact));
        QCOMPARE(EmbeddingStore::embedWithWordVectors(*lake, EmbeddingConfig::wordVectors(), 1000), 1);
        const QList<RecallHit> words = Recall::recall(*lake, u"Schweinsbraten"_s, o);
        QVERIFY(!words.isEmpty() && words.constFirst().delta.id == roast.id);
        QCOMPARE(words.constFirst().meaningCosine, -2.0f);
        QVERIFY(!words.constFirst().explanation().contains(u"meaning"_s));
        // Turned off for one recall, it is words again.
        o.meaning = false;
        for (const RecallHit &h : Recall::recall(*lake, u"what's the pup called?"_s, o))
            QVERIFY(h.delta.id != dog.id);
    }

    void forgettingTakesTheVectorAlong()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        TempLake lake;
        const Delta secret = fillAndEmbed(*lake);
        EmbeddingConfig::setCurrent(EmbeddingConfig::wordVectors());
        QVERIFY(idsOf(*lake, u"what's the pup called?"_s, false).contains(secret.id));
        Forgetting::forget(*lake, secret.id, true);
        QCOMPARE(scalar(*lake, u"SELECT count(*) FROM delta_vectors"_s), 2);
        QVERIFY(!idsOf(*lake, u"what's the pup called?"_s, false).contains(secret.id));
        const auto index = EmbeddingIndex::forLake(lake.path());
        index->refresh(*lake, EmbeddingConfig::wordVectors().model);
        QCOMPARE(index->size(), 2);
    }

    // An assistant remembers through `tarn mcp` and recalls in other words
    // in the same session: the process embeds after each request.
    void anAssistantRecallsWhatItJustRemembered()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        TempLake lake;
        if (onPostgres())
            QSKIP("the MCP child opens a lake file here; the server lake's vectors are the suite's other tests'");
        McpProcess mcp(lake.path());
        // No word, stem or related word of the question's is the memory's.
        const QJsonObject kept = mcp.callTool(u"remember"_s, {{u"content"_s, u"I love a glass of Grüner Veltliner"_s}});
        QCOMPARE(kept.value(u"isError"_s).toBool(), false);
        const QString id = kept.value(u"structuredContent"_s).toObject().value(u"id"_s).toString();
        mcp.callTool(u"remember"_s, {{u"content"_s, u"The invoice for the roof repair is due on Friday"_s}});
        const QJsonObject found = mcp.callTool(u"recall"_s, {{u"query"_s, u"which grape does she enjoy"_s}, {u"touch"_s, false}});
        const QJsonArray hits = found.value(u"structuredContent"_s).toObject().value(u"hits"_s).toArray();
        QVERIFY2(!hits.isEmpty() && hits.at(0).toObject().value(u"id"_s).toString() == id,
                 QJsonDocument(found).toJson(QJsonDocument::Compact).constData());
    }

    void clientAnswersFromTheEventLoop()
    {
        SKIP_WITHOUT_WORD_VECTORS();
        QObject owner;
        EmbeddingClient client(EmbeddingConfig::wordVectors(), &owner);
        bool answered = false;
        EmbeddingClient::Result result;
        client.embed({u"a dog"_s, u"Schweinsbraten"_s}, 1, [&](const EmbeddingClient::Result &r) {
            answered = true;
            result = r;
        });
        QVERIFY(!answered); // never before embed() returns, as a server's answer
        QTRY_VERIFY(answered);
        QVERIFY(result.ok());
        QCOMPARE(int(result.vectors.size()), 2);
        QVERIFY(std::abs(cosine(result.vectors[0], result.vectors[0]) - 1.0f) < 1e-4f);
        QCOMPARE(cosine(result.vectors[1], result.vectors[1]), 0.0f);
        QVERIFY(EmbeddingClient::embedNow(EmbeddingConfig::wordVectors(), {u"a dog"_s}, 1).vectors
                == std::vector<std::vector<float>>{result.vectors[0]});
    }
};

QTEST_GUILESS_MAIN(TestWordVectors)
#include "tst_word_vectors.moc"
