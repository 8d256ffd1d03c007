// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Seed 001's memory operations on an append-only lake: patch and supersede
// write a new delta with lineage and retire the old one from every reader;
// invalidate hides without erasing; nothing is edited in place.

#include "Forgetting.h"
#include "MemoryOperations.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestMemoryOperations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void supersedeKeepsLineage()
    {
        TempLake lake;
        Delta old = draft(QStringLiteral("chat"), QStringLiteral("Robin lives in Leeds"), Kind::Fact);
        old.tags = {QStringLiteral("profile")};
        old.subject = QStringLiteral("Robin");
        old = lake->insert(old);
        lake.clock.advance(1000);
        const Delta next = MemoryOperations::supersede(*lake, old.id, QStringLiteral("Robin lives in York"));
        QCOMPARE(next.supersedes, old.id);
        QCOMPARE(next.subject, QStringLiteral("Robin"));
        QCOMPARE(next.tags, QStringList{QStringLiteral("profile")});
        QCOMPARE(next.kind, Kind::Fact);
        const Delta before = *lake->get(old.id);
        QCOMPARE(before.supersededBy, next.id);
        QCOMPARE(before.content, QStringLiteral("Robin lives in Leeds")); // never rewritten
        // Readers see only the new one.
        const QList<Delta> listed = lake->list({}, {}, 10);
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).id, next.id);
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("where does Robin live"));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, next.id);
        QCOMPARE(lake->audit().recent({QStringLiteral("supersede")}).at(0).deltaId, old.id);
        // Lineage goes one way: the old one cannot be superseded twice.
        try {
            MemoryOperations::supersede(*lake, old.id, QStringLiteral("Robin lives in Hull"));
            QFAIL("superseded twice");
        } catch (const TarnError &e) {
            QVERIFY(e.message().contains(next.id));
        }
    }

    void patchChangesOnlyWhatItNames()
    {
        TempLake lake;
        const Delta old = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Ship the beta"), Kind::Goal));
        MemoryOperations::Patch p;
        p.tags = QStringList{QStringLiteral("q3")};
        const Delta next = MemoryOperations::patch(*lake, old.id, p);
        QCOMPARE(next.content, old.content);
        QCOMPARE(next.kind, Kind::Goal);
        QCOMPARE(next.tags, QStringList{QStringLiteral("q3")});
        try {
            MemoryOperations::patch(*lake, next.id, MemoryOperations::Patch{});
            QFAIL("an empty patch was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("patch"));
        }
    }

    void invalidateHidesButKeeps()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The meeting is on Tuesday"), Kind::Event));
        MemoryOperations::invalidate(*lake, d.id);
        QVERIFY(lake->list({}, {}, 10).isEmpty());
        QVERIFY(Recall::recall(*lake, QStringLiteral("meeting")).isEmpty());
        ListFilter all;
        all.includeHidden = true;
        QCOMPARE(lake->list(all, {}, 10).size(), 1);
        QCOMPARE(lake->get(d.id)->state, DeltaState::Invalidated);
        try {
            MemoryOperations::supersede(*lake, d.id, QStringLiteral("Wednesday"));
            QFAIL("an invalidated delta was superseded");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
            QVERIFY(e.message().contains(QStringLiteral("invalidated")));
        }
    }

    // The window's Undo Mark Invalid: the delta is back where it was, found
    // by list and recall; only an invalidated delta can be revalidated.
    void revalidateUndoesAnInvalidation()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The meeting is on Tuesday"), Kind::Event));
        MemoryOperations::invalidate(*lake, d.id);
        MemoryOperations::revalidate(*lake, d.id);
        QCOMPARE(lake->get(d.id)->state, DeltaState::Active);
        QCOMPARE(lake->list({}, {}, 10).size(), 1);
        QCOMPARE(Recall::recall(*lake, QStringLiteral("meeting")).size(), 1);
        for (const QString &id : {d.id, QStringLiteral("0123456789ab"), QStringLiteral("nonsense")}) {
            try {
                MemoryOperations::revalidate(*lake, id);
                QFAIL(qPrintable(QStringLiteral("revalidated %1").arg(id)));
            } catch (const TarnError &e) {
                QCOMPARE(e.kind(), id == d.id || id == u"nonsense" ? TarnError::Kind::InvalidInput : TarnError::Kind::NotFound);
            }
        }
        Forgetting::forgetSoft(*lake, d.id);
        try {
            MemoryOperations::revalidate(*lake, d.id);
            QFAIL("a forgotten delta was revalidated");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("forgotten")), qPrintable(e.message()));
        }
        QCOMPARE(lake->get(d.id)->state, DeltaState::Forgotten);
    }

    void unknownIdsAreRefused()
    {
        TempLake lake;
        try {
            MemoryOperations::invalidate(*lake, QStringLiteral("0123456789ab"));
            QFAIL("unknown id accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }
        QCOMPARE(lake->stats().total, 0);
    }
};

QTEST_GUILESS_MAIN(TestMemoryOperations)
#include "tst_memory_operations.moc"
