// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The vault source against real files in a temporary folder (DESIGN §7):
// one authored delta per note that never expires, nothing rewritten when
// nothing changed (also after a restart or a lost cursor), an edit or a
// rename supersedes the previous version with lineage kept, a deletion
// writes and erases nothing, hidden folders and other files are ignored, a
// missing folder shows an error state, and the real watcher triggers a
// rescan by itself when a note is created or edited in place.

#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "SourcePlugins.h"
#include "ThisMachine.h"
#include "SourceTestSupport.h"
#include "TarnError.h"
#include "TestSupport.h"
#include "VaultSource.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

using namespace tarn;
using namespace tarn::test;

namespace {

// Writes a note below `root`, making its folders. Unless `naturalTime`,
// each write gets a later modification time of its own, so an edit is seen
// however fast the test runs (a rescan compares size and time first).
void writeNote(const QString &root, const QString &rel, const QByteArray &text, bool naturalTime = false)
{
    static qint64 fakeTime = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    const QString path = QDir(root).filePath(rel);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(text), qint64(text.size()));
    QVERIFY(f.flush());
    if (!naturalTime) {
        fakeTime += 1000;
        QVERIFY(f.setFileTime(QDateTime::fromMSecsSinceEpoch(fakeTime, Qt::UTC), QFileDevice::FileModificationTime));
    }
}

SourceInstance addVault(Lake &lake, const QString &name, const QString &folder)
{
    return SourceInstances::add(lake, QStringLiteral("vault"), name, {{QStringLiteral("folder"), folder}});
}

const Delta *withTag(const QList<Delta> &deltas, const QString &tag)
{
    for (const Delta &d : deltas)
        if (d.tags.contains(tag))
            return &d;
    return nullptr;
}

QJsonObject cursorOf(Lake &lake, const QString &name)
{
    return QJsonDocument::fromJson(SourceInstances::get(lake, name)->cursor.toUtf8()).object();
}

} // namespace

class TestVaultSource : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void thePluginIsRegisteredAsAnAuthoredTransport()
    {
        const SourcePlugin *plugin = SourcePlugins::find(QStringLiteral("vault"));
        QVERIFY(plugin);
        const SourceShape shape = plugin->shape();
        QCOMPARE(shape.category, SourceCategory::Transport);
        QVERIFY(shape.authored);
        QCOMPARE(shape.fields.size(), 3);
        QCOMPARE(shape.fields.at(0).key, QStringLiteral("folder"));
        QCOMPARE(shape.fields.at(0).type, SourceField::Type::Folder);
        QVERIFY(shape.fields.at(0).required);
        QCOMPARE(shape.fields.at(1).key, QStringLiteral("poll_minutes"));
        QCOMPARE(shape.fields.at(1).defaultValue.toInt(), 60);
        QCOMPARE(shape.fields.at(1).min, 1);
        QCOMPARE(shape.fields.at(1).max, 1440);
        // The computer whose folder it is: the one that adds it, unless said.
        QCOMPARE(shape.fields.at(2).key, SourcePlugins::kMachineField);
        QCOMPARE(shape.fields.at(2).defaultValue.toString(), ThisMachine::name());
        SourceInstance i;
        i.settings = {{QStringLiteral("poll_minutes"), 5}};
        QCOMPARE(plugin->pollIntervalMs(i), 5 * Duration::Minute);
    }

    void eachNoteBecomesOneAuthoredDeltaOnce()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("alpha.md"), "# Alpha\n\nThe first note.\n");
        writeNote(vault.path(), QStringLiteral("Trips/Fell walk plan.markdown"), "Start at the car park, no heading here.");
        writeNote(vault.path(), QStringLiteral("front.MD"), "---\ntitle: ignored\ntags: [x]\n---\nIntro line\n\n## Not this\n# Front Title #\n");
        // Ignored: hidden files and folders, other extensions, empty notes.
        writeNote(vault.path(), QStringLiteral(".obsidian/workspace.md"), "# Editor state");
        writeNote(vault.path(), QStringLiteral("Trips/.git/HEAD.md"), "# Not a note");
        writeNote(vault.path(), QStringLiteral(".draft.md"), "# Hidden draft");
        writeNote(vault.path(), QStringLiteral("todo.txt"), "Not Markdown");
        writeNote(vault.path(), QStringLiteral("image.png"), "\x89PNG");
        writeNote(vault.path(), QStringLiteral("empty.md"), "  \n\n ");
        // Too large: counted in the cursor, not an error.
        writeNote(vault.path(), QStringLiteral("huge.md"), QByteArray(VaultSource::kMaxNoteBytes + 1, 'x'));

        TempLake lake;
        addVault(*lake, QStringLiteral("notes"), vault.path());
        const PollRun first = pollOnce(lake, QStringLiteral("notes"));
        QCOMPARE(first.error, QString());
        QCOMPARE(first.written, 3);
        const QList<Delta> written = deltasFrom(*lake, QStringLiteral("vault:notes"));
        QCOMPARE(written.size(), 3);
        for (const Delta &d : written) {
            QCOMPARE(d.source, QStringLiteral("vault:notes"));
            QCOMPARE(d.kind, Kind::Fact);
            QVERIFY(!d.expiresAt.has_value()); // authored sticks
            QVERIFY(d.isAuthored());
            QCOMPARE(d.observedAt, kT0);
            QVERIFY(d.tags.contains(QStringLiteral("vault:notes")));
            QVERIFY(d.supersedes.isEmpty());
        }
        const Delta *alpha = withTag(written, QStringLiteral("path:alpha.md"));
        QVERIFY(alpha);
        QCOMPARE(alpha->subject, QStringLiteral("Alpha"));
        QCOMPARE(alpha->content, QStringLiteral("# Alpha\n\nThe first note."));
        const Delta *walk = withTag(written, QStringLiteral("path:Trips/Fell_walk_plan.markdown"));
        QVERIFY2(walk, qPrintable(written.at(0).tags.join(u' ') + u' ' + written.at(1).tags.join(u' ')));
        QCOMPARE(walk->subject, QStringLiteral("Fell walk plan"));
        const Delta *front = withTag(written, QStringLiteral("path:front.MD"));
        QVERIFY(front);
        QCOMPARE(front->subject, QStringLiteral("Front Title"));

        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("notes"));
        QCOMPARE(state.status, QStringLiteral("ok"));
        QCOMPARE(state.itemsWritten, 3);
        QCOMPARE(*state.nextPollAt, kT0 + 60 * Duration::Minute);
        const QJsonObject cursor = cursorOf(*lake, QStringLiteral("notes"));
        QCOMPARE(cursor.value(QStringLiteral("too_large")).toInt(), 1);
        QCOMPARE(cursor.value(QStringLiteral("notes")).toObject().keys(),
                 QStringList({QStringLiteral("Trips/Fell walk plan.markdown"), QStringLiteral("alpha.md"),
                              QStringLiteral("empty.md"), QStringLiteral("front.MD")}));

        // Nothing changed: nothing written (each pollOnce is a new host, so
        // this is also a restart).
        lake.clock.advance(Duration::Hour);
        const PollRun second = pollOnce(lake, QStringLiteral("notes"));
        QCOMPARE(second.error, QString());
        QCOMPARE(second.written, 0);
        QCOMPARE(lake->stats().total, 3);
    }

    void anEditSupersedesThePreviousVersion()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("plans/trip.md"), "# Trip\n\nLeave on Friday.");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const Delta before = deltasFrom(*lake, QStringLiteral("vault:v")).constFirst();

        lake.clock.advance(Duration::Minute);
        writeNote(vault.path(), QStringLiteral("plans/trip.md"), "# Trip\n\nLeave on Saturday instead.");
        const PollRun edited = pollOnce(lake, QStringLiteral("v"));
        QCOMPARE(edited.error, QString());
        QCOMPARE(edited.written, 1);
        const QList<Delta> live = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(live.size(), 1); // the superseded version is hidden from readers
        const Delta after = live.constFirst();
        QVERIFY(after.content.contains(QStringLiteral("Saturday")));
        QCOMPARE(after.supersedes, before.id);
        QCOMPARE(after.observedAt, kT0 + Duration::Minute);
        QVERIFY(!after.expiresAt.has_value());
        const Delta old = *lake->get(before.id);
        QCOMPARE(old.supersededBy, after.id);
        QCOMPARE(old.content, before.content); // append-only: never rewritten
        QCOMPARE(lake->stats().total, 2);

        // A touch (new time, same content) writes nothing.
        writeNote(vault.path(), QStringLiteral("plans/trip.md"), "# Trip\n\nLeave on Saturday instead.");
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 0);

        // Edited back to the first version: written again, superseding the
        // second, though its path and content were seen before.
        writeNote(vault.path(), QStringLiteral("plans/trip.md"), "# Trip\n\nLeave on Friday.");
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const QList<Delta> reverted = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(reverted.size(), 1);
        QCOMPARE(reverted.constFirst().content, before.content);
        QCOMPARE(reverted.constFirst().supersedes, after.id);
        QCOMPARE(lake->get(after.id)->supersededBy, reverted.constFirst().id);
    }

    void anEmptiedNoteKeepsItsLineage()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("n.md"), "Version one");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const QString first = deltasFrom(*lake, QStringLiteral("vault:v")).constFirst().id;
        writeNote(vault.path(), QStringLiteral("n.md"), "\n");
        const PollRun emptied = pollOnce(lake, QStringLiteral("v"));
        QCOMPARE(emptied.error, QString());
        QCOMPARE(emptied.written, 0);
        writeNote(vault.path(), QStringLiteral("n.md"), "Version two");
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const QList<Delta> live = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(live.size(), 1);
        QCOMPARE(live.constFirst().supersedes, first);
    }

    void aRenameKeepsTheLineage()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("inbox/idea.md"), "# Idea\n\nA tarn is a mountain lake.");
        writeNote(vault.path(), QStringLiteral("other.md"), "# Other\n\nStays put.");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 2);
        const Delta before = *withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:inbox/idea.md"));

        QVERIFY(QDir(vault.path()).mkpath(QStringLiteral("archive/2026")));
        QVERIFY(QFile::rename(vault.filePath(QStringLiteral("inbox/idea.md")), vault.filePath(QStringLiteral("archive/2026/idea renamed.md"))));
        const PollRun renamed = pollOnce(lake, QStringLiteral("v"));
        QCOMPARE(renamed.error, QString());
        QCOMPARE(renamed.written, 1);
        const QList<Delta> live = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(live.size(), 2);
        QVERIFY(!withTag(live, QStringLiteral("path:inbox/idea.md")));
        const Delta *after = withTag(live, QStringLiteral("path:archive/2026/idea_renamed.md"));
        QVERIFY(after);
        QCOMPARE(after->content, before.content);
        QCOMPARE(after->supersedes, before.id);
        QCOMPARE(lake->get(before.id)->supersededBy, after->id);
        const QString afterId = after->id;

        // Renamed back: the first path's key was written before, yet the
        // rename is written and continues the lineage.
        QVERIFY(QFile::rename(vault.filePath(QStringLiteral("archive/2026/idea renamed.md")), vault.filePath(QStringLiteral("inbox/idea.md"))));
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const QList<Delta> back = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(back.size(), 2);
        const Delta *again = withTag(back, QStringLiteral("path:inbox/idea.md"));
        QVERIFY(again);
        QCOMPARE(again->supersedes, afterId);
    }

    void aCopyOfAnEditedNoteIsNotARename()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("plan.md"), "Version one");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 1);
        const QString first = deltasFrom(*lake, QStringLiteral("vault:v")).constFirst().id;
        // In one scan: the note is edited and its old words saved as a new
        // note (which sorts first). The edit continues the lineage; the copy
        // starts its own.
        writeNote(vault.path(), QStringLiteral("plan.md"), "Version two");
        writeNote(vault.path(), QStringLiteral("old plan.md"), "Version one");
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 2);
        const QList<Delta> live = deltasFrom(*lake, QStringLiteral("vault:v"));
        QCOMPARE(live.size(), 2);
        QCOMPARE(withTag(live, QStringLiteral("path:plan.md"))->supersedes, first);
        QVERIFY(withTag(live, QStringLiteral("path:old_plan.md"))->supersedes.isEmpty());
    }

    void aDeletionWritesAndErasesNothing()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("keep.md"), "Keep me");
        writeNote(vault.path(), QStringLiteral("gone.md"), "Delete me from disk");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 2);
        const QByteArray before = exportOf(*lake.lake);
        QVERIFY(QFile::remove(vault.filePath(QStringLiteral("gone.md"))));
        const PollRun after = pollOnce(lake, QStringLiteral("v"));
        QCOMPARE(after.error, QString());
        QCOMPARE(after.written, 0);
        QCOMPARE(exportOf(*lake.lake), before); // authored content sticks
        QCOMPARE(deltasFrom(*lake, QStringLiteral("vault:v")).size(), 2);
        QCOMPARE(cursorOf(*lake, QStringLiteral("v")).value(QStringLiteral("notes")).toObject().keys(),
                 QStringList{QStringLiteral("keep.md")});
        // Restored with the same words: its delta is still live, nothing new.
        writeNote(vault.path(), QStringLiteral("gone.md"), "Delete me from disk");
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 0);
    }

    void aRestartOrALostCursorWritesNothingNew()
    {
        QTemporaryDir vault;
        for (int i = 0; i < 5; ++i)
            writeNote(vault.path(), QStringLiteral("n%1.md").arg(i), "Note " + QByteArray::number(i));
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        {
            SourceHost host(lake.path(), lake.clock);
            host.setScheduling(false);
            QSignalSpy finished(&host, &SourceHost::pollFinished);
            host.start();
            host.pollNow(QStringLiteral("v"));
            QVERIFY(finished.wait(20000));
            QCOMPARE(finished.at(0).at(1).toInt(), 5);
            host.stop();
        }
        // A new host: the cursor comes back from the lake.
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 0);
        // Even without the cursor the item keys (path + content) dedupe.
        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("v"));
        state.cursor.clear();
        SourceInstances::saveState(*lake, state);
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 0);
        QVERIFY(!SourceInstances::get(*lake, QStringLiteral("v"))->cursor.isEmpty());
        QCOMPARE(lake->stats().total, 5);
    }

    void aNoteOverTheContentLimitIsCutNotRefused()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("long.md"), "# Long\n\n" + QByteArray(40 * 1024, 'w'));
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        const PollRun r = pollOnce(lake, QStringLiteral("v"));
        QCOMPARE(r.error, QString());
        QCOMPARE(r.written, 1);
        const Delta d = deltasFrom(*lake, QStringLiteral("vault:v")).constFirst();
        QVERIFY(d.content.toUtf8().size() <= lake->maxContentBytes());
        QVERIFY(d.content.contains(QStringLiteral("truncated by Tarn")));
        QCOMPARE(d.subject, QStringLiteral("Long"));
        QCOMPARE(pollOnce(lake, QStringLiteral("v")).written, 0);
    }

    void aMissingFolderShowsAnErrorAndBacksOff()
    {
        auto vault = std::make_unique<QTemporaryDir>();
        const QString folder = vault->path();
        writeNote(folder, QStringLiteral("a.md"), "A");
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), folder);
        vault.reset(); // removes the folder
        QVERIFY(!QFileInfo::exists(folder));
        const PollRun r = pollOnce(lake, QStringLiteral("v"));
        QVERIFY2(r.error.contains(QStringLiteral("does not exist")) && r.error.contains(folder), qPrintable(r.error));
        const SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("v"));
        QCOMPARE(state.status, QStringLiteral("error"));
        QCOMPARE(state.error, r.error);
        QCOMPARE(state.failures, 1);
        QCOMPARE(*state.nextPollAt, kT0 + Duration::Minute);
        QCOMPARE(lake->stats().total, 0);
    }

    void addingAMissingFolderIsRefused()
    {
        TempLake lake;
        const QString missing = lake.dir.filePath(QStringLiteral("no/such/folder"));
        try {
            addVault(*lake, QStringLiteral("v"), missing);
            QFAIL("a missing folder was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("folder"));
            QVERIFY2(e.message().contains(QStringLiteral("folder")), qPrintable(e.message()));
        }
        try {
            SourceInstances::add(*lake, QStringLiteral("vault"), QStringLiteral("v"), {});
            QFAIL("no folder was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("folder"));
        }
        QVERIFY(SourceInstances::list(*lake).isEmpty());
    }

    void theWatcherTriggersARescanByItself()
    {
        QTemporaryDir vault;
        writeNote(vault.path(), QStringLiteral("first.md"), "# First", true);
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), vault.path());
        SourceHost host(lake.path(), lake.clock);
        QSignalSpy finished(&host, &SourceHost::pollFinished);
        host.start(); // scheduling on: polls the new source at once and starts its watcher
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(1).toInt(), 1);
        // The clock stands still, so the next scheduled rescan is an hour
        // away: whatever happens next is the watcher's doing.

        // A new note.
        writeNote(vault.path(), QStringLiteral("second.md"), "# Second", true);
        QTRY_COMPARE_WITH_TIMEOUT(deltasFrom(*lake, QStringLiteral("vault:v")).size(), 2, 15000);

        // An in-place edit (no directory event).
        {
            QFile f(vault.filePath(QStringLiteral("first.md")));
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n\nAppended in place.");
        }
        QTRY_VERIFY_WITH_TIMEOUT(withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:first.md"))
                                     && withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:first.md"))
                                            ->content.contains(QStringLiteral("Appended")),
                                 15000);

        // A note in a folder that did not exist when the watcher started.
        writeNote(vault.path(), QStringLiteral("new folder/third.md"), "# Third", true);
        QTRY_COMPARE_WITH_TIMEOUT(deltasFrom(*lake, QStringLiteral("vault:v")).size(), 3, 15000);
        // ... and then edited in place there (the new folder and note are watched).
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() >= 4, 15000);
        QTest::qWait(700); // let a trailing debounced rescan finish
        {
            QFile f(vault.filePath(QStringLiteral("new folder/third.md")));
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n\nMore.");
        }
        QTRY_VERIFY_WITH_TIMEOUT(withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:new_folder/third.md"))
                                     ->content.contains(QStringLiteral("More.")),
                                 15000);
        // An atomic save (write a temporary file, rename it over the note).
        writeNote(vault.path(), QStringLiteral(".second.md.tmp"), "# Second\n\nSaved atomically.", true);
        QVERIFY(::rename(QFile::encodeName(vault.filePath(QStringLiteral(".second.md.tmp"))).constData(),
                         QFile::encodeName(vault.filePath(QStringLiteral("second.md"))).constData()) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:second.md"))
                                     ->content.contains(QStringLiteral("atomically")),
                                 15000);
        // ... and the note is still watched afterwards: an in-place edit of it.
        QTest::qWait(700);
        {
            QFile f(vault.filePath(QStringLiteral("second.md")));
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n\nEdited after the atomic save.");
        }
        QTRY_VERIFY_WITH_TIMEOUT(withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:second.md"))
                                     ->content.contains(QStringLiteral("after the atomic save")),
                                 15000);
        host.stop();
        QCOMPARE(deltasFrom(*lake, QStringLiteral("vault:v")).size(), 3);
        for (const QList<QVariant> &call : std::as_const(finished))
            QCOMPARE(call.at(2).toString(), QString());
    }

    void theWatcherFollowsAFolderChangedInTheSettings()
    {
        QTemporaryDir before;
        QTemporaryDir after;
        writeNote(before.path(), QStringLiteral("old.md"), "# Old", true);
        TempLake lake;
        addVault(*lake, QStringLiteral("v"), before.path());
        SourceHost host(lake.path(), lake.clock);
        QSignalSpy finished(&host, &SourceHost::pollFinished);
        host.start();
        QVERIFY(finished.wait(20000));

        SourceInstances::update(*lake, QStringLiteral("v"), {{QStringLiteral("folder"), after.path()}});
        host.tick(); // what the window does once its write is done
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() >= 2, 15000);
        QTest::qWait(700);

        // The new folder is watched: a note there is written without a scheduled poll.
        writeNote(after.path(), QStringLiteral("new.md"), "# New", true);
        QTRY_VERIFY_WITH_TIMEOUT(withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:new.md")), 15000);
        // The old one is not: a note added there goes unnoticed.
        const int polls = finished.size();
        writeNote(before.path(), QStringLiteral("stray.md"), "# Stray", true);
        QTest::qWait(1500);
        QCOMPARE(finished.size(), polls);
        QVERIFY(!withTag(deltasFrom(*lake, QStringLiteral("vault:v")), QStringLiteral("path:stray.md")));
        host.stop();
    }

    // Not a benchmark (those live in tests/bench): how long a rescan of
    // 5,000 notes takes when nothing changed, reported, never asserted.
    void aRescanOfManyUnchangedNotesIsCheap()
    {
        constexpr int kNotes = 5000;
        QTemporaryDir vault;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kNotes; ++i)
            writeNote(vault.path(), QStringLiteral("folder-%1/note-%2.md").arg(i % 50).arg(i),
                      "# Note " + QByteArray::number(i) + "\n\n" + QByteArray(300, char('a' + i % 26)));
        qInfo("vault: wrote %d notes in %lld ms", kNotes, timer.elapsed());

        SourceInstance instance;
        instance.name = QStringLiteral("big");
        instance.type = QStringLiteral("vault");
        instance.settings = {{QStringLiteral("folder"), vault.path()}};
        timer.restart();
        const PollOutcome first = VaultSource::scan(instance, {}, kT0);
        const qint64 firstMs = timer.elapsed();
        QCOMPARE(first.error, QString());
        QCOMPARE(first.items.size(), kNotes);
        instance.cursor = first.cursor;
        timer.restart();
        const PollOutcome again = VaultSource::scan(instance, {}, kT0);
        const qint64 againMs = timer.elapsed();
        QCOMPARE(again.items.size(), 0);
        QCOMPARE(again.cursor, first.cursor);
        qInfo("vault: scan of %d notes: first %lld ms, unchanged rescan %lld ms (cursor %lld KiB)", kNotes, firstMs, againMs,
              qint64(first.cursor.size() / 1024));

        // The same through the host, writing to a lake.
        TempLake lake;
        addVault(*lake, QStringLiteral("big"), vault.path());
        timer.restart();
        const PollRun written = pollOnce(lake, QStringLiteral("big"));
        const qint64 writtenMs = timer.elapsed();
        QCOMPARE(written.written, kNotes);
        timer.restart();
        const PollRun unchanged = pollOnce(lake, QStringLiteral("big"));
        const qint64 unchangedMs = timer.elapsed();
        QCOMPARE(unchanged.written, 0);
        qInfo("vault: host poll of %d notes: first (writes them) %lld ms, unchanged %lld ms (both include the host's start)",
              kNotes, writtenMs, unchangedMs);

        timer.restart();
        const std::unique_ptr<SourceWatcher> watcher =
            SourcePlugins::find(QStringLiteral("vault"))->createWatcher(*SourceInstances::get(*lake, QStringLiteral("big")));
        qInfo("vault: watching %d notes in 51 folders took %lld ms to set up", kNotes, timer.elapsed());
        QVERIFY(watcher);
    }
};

QTEST_GUILESS_MAIN(TestVaultSource)
#include "tst_vault_source.moc"
