// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 23's importers: a ChatGPT and a Claude data export, the reference
// MCP memory server's memory.jsonl and a mem0 / OpenMemory export, each
// in its real format with the awkward parts (an edited message's branch,
// images, tool calls, hidden context, attachments, empty entries), read
// into the lake through capture with their times, idempotently, with a dry
// run, from the CLI too.

#include "CliRunner.h"
#include "ImportedMemories.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "MemoryImport.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QFile>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(TARN_TEST_DATA "/import/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test file %s", name);
    return f.readAll();
}

QString fixturePath(const char *name)
{
    return QStringLiteral(TARN_TEST_DATA "/import/") + QLatin1String(name);
}

QString skippedText(const ImportedFile &f)
{
    return f.skipped.join(QStringLiteral(", "));
}

} // namespace

class TestMemoryImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatsAreRecognised()
    {
        QCOMPARE(ImportFormats::detect(fixture("chatgpt-conversations.json")), ImportFormat::ChatGpt);
        QCOMPARE(ImportFormats::detect(fixture("claude-conversations.json")), ImportFormat::Claude);
        QCOMPARE(ImportFormats::detect(fixture("memory.jsonl")), ImportFormat::McpMemory);
        QCOMPARE(ImportFormats::detect(fixture("mem0-export.json")), ImportFormat::Mem0);
        QCOMPARE(ImportFormats::detect(R"({"id":"0123456789ab","content":"x","source":"chat","kind":"fact","observed_at":"2026-01-01T00:00:00Z"})"),
                 ImportFormat::Tarn);
        QCOMPARE(ImportFormats::fromName(QStringLiteral("OpenMemory")), std::optional<ImportFormat>(ImportFormat::Mem0));
        QVERIFY(!ImportFormats::fromName(QStringLiteral("myspace")));
    }

    void chatGptFollowsTheActiveBranch()
    {
        const ImportedFile f = ImportFormats::chatGpt(fixture("chatgpt-conversations.json"));
        QCOMPARE(f.conversations, 2);
        QCOMPARE(f.turns.size(), 3);
        QCOMPARE(f.turns[0].user, QStringLiteral("My name is Robin and we are moving to Galway in June."));
        QCOMPARE(f.turns[0].assistant, QStringLiteral("Congratulations, Robin! Galway is lovely in summer."));
        QCOMPARE(f.turns[0].at, 1718000010250LL);
        // The edited message's branch, as the person last saw it: not Cork.
        QCOMPARE(f.turns[1].user, QStringLiteral("Find me a removal firm in Galway for this sofa"));
        QCOMPARE(f.turns[1].assistant, QStringLiteral("Galway Movers and West Coast Removals both carry sofas."));
        for (const ImportedTurn &t : f.turns)
            QVERIFY(!t.user.contains(QStringLiteral("Cork")) && !t.assistant.contains(QStringLiteral("Cork")));
        QCOMPARE(f.turns[1].session, QStringLiteral("chatgpt:6a1f0c2e-0000-4000-8000-000000000001"));
        // A message without a time takes its conversation's.
        QCOMPARE(f.turns[2].at, 1719000000000LL);
        const QString skipped = skippedText(f);
        for (const char *what : {"1 image or audio parts", "1 calls to tools", "2 system and tool messages", "1 hidden context messages"})
            QVERIFY2(skipped.contains(QLatin1String(what)), qPrintable(skipped));
    }

    void claudeKeepsTextBlocksAndAttachments()
    {
        const ImportedFile f = ImportFormats::claude(fixture("claude-conversations.json"));
        QCOMPARE(f.conversations, 2);
        QCOMPARE(f.turns.size(), 2);
        QVERIFY(f.turns[0].user.startsWith(QStringLiteral("I'm allergic to bee stings")));
        QVERIFY(f.turns[0].user.contains(QStringLiteral("[plan.txt]\nBed 1: roses")));
        QCOMPARE(f.turns[0].assistant, QStringLiteral("Understood. Here are bee-safe plants for the door:\nFerns and hostas do well there."));
        QCOMPARE(f.turns[0].at, QDateTime::fromString(QStringLiteral("2025-03-02T09:15:31Z"), Qt::ISODate).toMSecsSinceEpoch());
        QCOMPARE(f.turns[1].user, QStringLiteral("Here is a photo of the bed."));
        const QString skipped = skippedText(f);
        for (const char *what : {"1 tool_use blocks", "1 tool_result blocks", "1 files without text"})
            QVERIFY2(skipped.contains(QLatin1String(what)), qPrintable(skipped));
    }

    void memoryJsonlAndMem0()
    {
        const ImportedFile graph = ImportFormats::mcpMemory(fixture("memory.jsonl"));
        QStringList contents;
        for (const ImportedMemory &m : graph.memories)
            contents << m.content;
        QCOMPARE(contents, (QStringList{QStringLiteral("Robin: Works as a nurse at St. James's"), QStringLiteral("Robin: Prefers green tea"),
                                        QStringLiteral("Acme Corp is a organization"), QStringLiteral("Galway: Robin moved there in June 2024"),
                                        QStringLiteral("Robin lives in Galway"), QStringLiteral("Robin used to work at Acme Corp")}));
        QCOMPARE(graph.memories[0].subject, QStringLiteral("Robin"));
        QVERIFY(graph.memories[0].tags.contains(QStringLiteral("entity:person")));
        QVERIFY(graph.memories[4].tags.contains(QStringLiteral("relation:lives_in")));

        const ImportedFile mem0 = ImportFormats::mem0(fixture("mem0-export.json"));
        QCOMPARE(mem0.memories.size(), 2);
        QCOMPARE(mem0.memories[0].content, QStringLiteral("Is vegetarian"));
        QCOMPARE(mem0.memories[0].kind, Kind::Preference);
        QVERIFY(mem0.memories[0].tags.contains(QStringLiteral("category:food")));
        QCOMPARE(mem0.memories[0].at, QDateTime::fromString(QStringLiteral("2024-11-02T16:15:22.123Z"), Qt::ISODateWithMs).toMSecsSinceEpoch());
        QVERIFY2(skippedText(mem0).contains(QStringLiteral("1 entries without text")), qPrintable(skippedText(mem0)));
    }

    void brokenExportsSayWhatIsWrong()
    {
        const auto refuses = [](ImportFormat format, const QByteArray &bytes, const QString &mentions) {
            try {
                ImportFormats::parse(format, bytes);
            } catch (const TarnError &e) {
                return e.message().contains(mentions) ? QString() : e.message();
            }
            return QStringLiteral("accepted");
        };
        QCOMPARE(refuses(ImportFormat::ChatGpt, "[{\"title\":\"x\"}]", QStringLiteral("conversation 1 has no \"mapping\"")), QString());
        QCOMPARE(refuses(ImportFormat::ChatGpt, "{\"x\":1}", QStringLiteral("array of conversations")), QString());
        QCOMPARE(refuses(ImportFormat::Claude, "[1,", QStringLiteral("JSON error at byte")), QString());
        QCOMPARE(refuses(ImportFormat::McpMemory, "{\"type\":\"entity\",\"name\":\"a\"}\nnot json\n", QStringLiteral("line 2")), QString());
        QCOMPARE(refuses(ImportFormat::Mem0, "{\"users\":[]}", QStringLiteral("no \"results\" or \"memories\"")), QString());
    }

    // Through capture, with the turns' times; the same file twice adds nothing.
    void importingTwiceAddsNothing()
    {
        TempLake lake;
        MemorySettings settings;
        const MemoryImportReport dry = MemoryImport::importFile(*lake, fixturePath("chatgpt-conversations.json"), std::nullopt, settings, true);
        QCOMPARE(dry.turns, 3);
        QCOMPARE(lake->stats().total, 0);
        QVERIFY(dry.describe().startsWith(QStringLiteral("Would import 3 turns from 2 conversations")));

        const MemoryImportReport first = MemoryImport::importFile(*lake, fixturePath("chatgpt-conversations.json"), std::nullopt, settings, false);
        QCOMPARE(first.turns, 3);
        QVERIFY2(first.captured >= 2, qPrintable(first.describe())); // the name, the tea
        const qint64 afterFirst = lake->stats().total;
        QVERIFY(afterFirst >= 5);
        ListFilter episodes;
        episodes.kind = Kind::Episode;
        const QList<Delta> turns = lake->list(episodes, QString(), 10);
        QCOMPARE(turns.size(), 3);
        bool robinsTurn = false;
        for (const Delta &d : turns)
            if (d.content.contains(QStringLiteral("My name is Robin"))) {
                robinsTurn = true;
                QCOMPARE(d.observedAt, 1718000010250LL); // said then, not now
                QCOMPARE(d.sessionId, QStringLiteral("chatgpt:6a1f0c2e-0000-4000-8000-000000000001"));
            }
        QVERIFY(robinsTurn);

        const MemoryImportReport again = MemoryImport::importFile(*lake, fixturePath("chatgpt-conversations.json"), std::nullopt, settings, false);
        QCOMPARE(again.turns, 0);
        QCOMPARE(again.alreadyThere, 3);
        QCOMPARE(lake->stats().total, afterFirst);

        // A memory tool's memories are the person's own and stick.
        const MemoryImportReport graph = MemoryImport::importFile(*lake, fixturePath("memory.jsonl"), std::nullopt, settings, false);
        QCOMPARE(graph.memories, 6);
        ListFilter agent;
        agent.source = QStringLiteral("agent");
        for (const Delta &d : lake->list(agent, QString(), 10))
            QVERIFY2(!ExpiryLaws::deadline(d), qPrintable(d.content));
        QCOMPARE(MemoryImport::importFile(*lake, fixturePath("memory.jsonl"), std::nullopt, settings, false).memories, 0);
    }

    void aCancelWritesNothing()
    {
        TempLake lake;
        QByteArray many = "[";
        for (int i = 0; i < 100; ++i)
            many += QStringLiteral(R"(%1{"uuid":"c-%2","created_at":"2025-01-01T00:00:00Z","chat_messages":[{"uuid":"m","sender":"human","text":"turn %2"}]})")
                        .arg(i ? QStringLiteral(",") : QString())
                        .arg(i)
                        .toUtf8();
        many += "]";
        int asked = 0;
        try {
            MemoryImport::run(*lake, ImportFormats::claude(many), MemorySettings(), false, [&](qint64, qint64) { return ++asked < 3; });
            QFAIL("not cancelled");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::Cancelled);
        }
        QCOMPARE(lake->stats().total, 0);
    }

    // Issue 23: the person's own memories as Markdown notes a vault reads back.
    void markdownNotesOfOwnMemories()
    {
        if (onPostgres())
            QSKIP("the CLI's engine is covered on SQLite");
        TempLake lake;
        Delta mine = draft(QStringLiteral("chat"), QStringLiteral("Robin's passport expires in \"March\" 2028"), Kind::Fact);
        mine.subject = QStringLiteral("passport");
        mine.tags = {QStringLiteral("travel")};
        const Delta kept = lake->insert(mine);
        lake->insert(draft(QStringLiteral("rss"), QStringLiteral("A feed item that wilts"))); // observed: not a note
        Delta turn = draft(QStringLiteral("chat"), QStringLiteral("User: hello"), Kind::Episode);
        lake->insert(turn); // a conversation's turn: not a note
        QTemporaryDir home;
        QTemporaryDir out;
        const QString folder = out.filePath(QStringLiteral("notes"));
        const CliRun r = runTarn(home, {QStringLiteral("export"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--markdown"), folder});
        QCOMPARE(r.exitCode, 0);
        const QStringList notes = QDir(folder).entryList({QStringLiteral("*.md")}, QDir::Files);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().endsWith(QStringLiteral("-robin-s-passport-expires-in-march-2028-") + kept.id + QStringLiteral(".md")),
                 qPrintable(notes.first()));
        QFile note(QDir(folder).filePath(notes.first()));
        QVERIFY(note.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(note.readAll());
        QVERIFY2(text.startsWith(QStringLiteral("---\nid: ") + kept.id + QStringLiteral("\nkind: fact\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("subject: \"passport\"\n")));
        QVERIFY(text.contains(QStringLiteral("tags: [\"travel\"]\n")));
        QVERIFY(text.endsWith(QStringLiteral("---\n\nRobin's passport expires in \"March\" 2028\n")));
        // Again into the same folder: replaced. Into a folder of someone else's: refused.
        QCOMPARE(runTarn(home, {QStringLiteral("export"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--markdown"), folder}).exitCode, 0);
        QFile other(out.filePath(QStringLiteral("mine.txt")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        const CliRun refused = runTarn(home, {QStringLiteral("export"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--markdown"), out.path()});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("did not write"));
    }

    void theCommandLine()
    {
        if (onPostgres())
            QSKIP("the CLI's engine is covered on SQLite");
        TempLake lake;
        QTemporaryDir home;
        const CliRun dry = runTarn(home, {QStringLiteral("import"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--dry-run"),
                                          QStringLiteral("--json"), fixturePath("claude-conversations.json")});
        QCOMPARE(dry.exitCode, 0);
        QCOMPARE(dry.json().value(QStringLiteral("format")).toString(), QStringLiteral("claude"));
        QCOMPARE(dry.json().value(QStringLiteral("turns")).toInt(), 2);
        const CliRun real = runTarn(home, {QStringLiteral("import"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--from"),
                                           QStringLiteral("claude"), fixturePath("claude-conversations.json")});
        QCOMPARE(real.exitCode, 0);
        QVERIFY2(real.out.startsWith("Imported 2 turns from 2 conversations"), real.out.constData());
        QVERIFY(real.out.contains("left out: "));
        const CliRun wrong = runTarn(home, {QStringLiteral("import"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--from"),
                                            QStringLiteral("chatgpt"), fixturePath("claude-conversations.json")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("no \"mapping\""), wrong.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestMemoryImport)
#include "tst_memory_import.moc"
