// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Forgetting: soft hides from every reader and can be undone; hard leaves
// nothing behind (row, FTS entry, tags, media it alone held), and its audit
// entry keeps the id, never the content.

#include "Forgetting.h"
#include "LakeSql.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {
qint64 ftsHits(Lake &lake, const QString &word)
{
    return searchIndexHits(lake, word);
}
ListFilter searchFor(const QString &text)
{
    ListFilter f;
    f.search = text;
    return f;
}
} // namespace

class TestForgetting : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void softHidesAndRestores()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my bank is Zephyrbank"), Kind::Fact));
        Forgetting::forgetSoft(*lake, d.id);
        QVERIFY(lake->list({}, {}, 10).isEmpty());
        QVERIFY(lake->list(searchFor(QStringLiteral("Zephyrbank")), {}, 10).isEmpty());
        QVERIFY(Recall::recall(*lake, QStringLiteral("Zephyrbank")).isEmpty());
        QCOMPARE(lake->get(d.id)->state, DeltaState::Forgotten);
        QCOMPARE(lake->audit().recent({QStringLiteral("forget-soft")}).size(), 1);
        Forgetting::restore(*lake, d.id);
        QCOMPARE(Recall::recall(*lake, QStringLiteral("Zephyrbank")).size(), 1);
    }

    void hardLeavesNothing()
    {
        TempLake lake;
        Delta photo = draft(QStringLiteral("chat"), QStringLiteral("passport photo quokka"), Kind::Fact);
        photo.mediaHash = lake->putMedia(QByteArrayLiteral("passport bytes"));
        photo.tags = {QStringLiteral("private")};
        photo = lake->insert(photo);
        const QString mediaPath = lake->media().pathFor(photo.mediaHash);
        QVERIFY(QFileInfo::exists(mediaPath));
        QCOMPARE(ftsHits(*lake, QStringLiteral("quokka")), 1);
        Forgetting::forgetHard(*lake, photo.id);
        QVERIFY(!lake->get(photo.id));
        QCOMPARE(ftsHits(*lake, QStringLiteral("quokka")), 0);
        QVERIFY(!QFileInfo::exists(mediaPath));
        QSqlQuery tags(LakeSql::of(*lake));
        tags.exec(QStringLiteral("SELECT count(*) FROM delta_tags"));
        tags.next();
        QCOMPARE(tags.value(0).toInt(), 0);
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("forget-hard")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.at(0).deltaId, photo.id);
        QVERIFY(!exportOf(*lake).contains("quokka"));
        QBuffer auditOut;
        auditOut.open(QIODevice::WriteOnly);
        lake->audit().exportJsonl(auditOut);
        QVERIFY(!auditOut.data().contains("quokka"));
    }

    void sharedMediaStays()
    {
        TempLake lake;
        const QString hash = lake->putMedia(QByteArrayLiteral("shared image"));
        Delta a = draft(QStringLiteral("chat"), QStringLiteral("one"), Kind::Fact);
        a.mediaHash = hash;
        a = lake->insert(a);
        Delta b = draft(QStringLiteral("chat"), QStringLiteral("two"), Kind::Fact);
        b.mediaHash = hash;
        b = lake->insert(b);
        Forgetting::forgetHard(*lake, a.id);
        QVERIFY(QFileInfo::exists(lake->media().pathFor(hash)));
    }

    void unknownIdsAreRefused()
    {
        TempLake lake;
        for (const auto &op : {&Forgetting::forgetSoft, &Forgetting::forgetHard, &Forgetting::restore}) {
            try {
                op(*lake, QStringLiteral("0123456789ab"));
                QFAIL("unknown id accepted");
            } catch (const TarnError &e) {
                QCOMPARE(e.kind(), TarnError::Kind::NotFound);
            }
            try {
                op(*lake, QStringLiteral("nope"));
                QFAIL("bad id accepted");
            } catch (const TarnError &e) {
                QCOMPARE(e.field(), QStringLiteral("id"));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestForgetting)
#include "tst_forgetting.moc"
