// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a lake on a PostgreSQL server (issue 21), on the private
// test cluster: when the server drops the connection, the status bar says
// so and that it is retrying, the rows stay as they were, and once the
// server answers again the window reconnects by itself and shows what was
// written meanwhile. Runs on the offscreen platform.

#include "DeltaTableModel.h"
#include "LakeReader.h"
#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "PostgresConnection.h"
#include "PostgresTestSupport.h"
#include "TestSupport.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiPostgresWindow : public QObject
{
    Q_OBJECT

    PostgresTestServer m_server;

    // Ends every connection to `database` but the admin's own.
    void dropConnectionsTo(const QString &database)
    {
        m_server.adminExec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                          "WHERE datname = '%1' AND pid <> pg_backend_pid()")
                               .arg(database));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
    }

    void aLostServerIsSaidAndFoundAgain()
    {
        const LakeLocation location = m_server.createDatabase();
        ManualClock clock(kT0);
        Lake writer(clock);
        writer.open(location.toDisplayString());
        for (int i = 0; i < 3; ++i)
            writer.insert(draft(QStringLiteral("chat"), QStringLiteral("note %1 before").arg(i), Kind::Fact));
        writer.close();

        ui::MainWindow window(location.toDisplayString(), clock);
        window.show();
        QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowCount(), 3, 10000);
        QCOMPARE(window.windowTitle(), QStringLiteral("%1 on 127.0.0.1 — Tarn").arg(location.database()));
        auto *label = window.lakeStatusBar()->findChild<QLabel *>(QStringLiteral("connectionLabel"));
        QVERIFY(label);
        QCOMPARE(label->accessibleName(), QStringLiteral("Connection to the lake"));
        QVERIFY(label->isHidden());

        // The server goes away: no one may connect, and every connection ends.
        m_server.adminExec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS false").arg(location.database()));
        dropConnectionsTo(location.database());
        window.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!label->isHidden(), 10000);
        const QString expected = QStringLiteral("Lost the connection to %1 on 127.0.0.1; retrying…").arg(location.database());
        QVERIFY2(label->text().contains(expected), qPrintable(label->text()));
        QVERIFY2(label->toolTip().contains(QStringLiteral("lost the connection to the lake at ") + location.toDisplayString()),
                 qPrintable(label->toolTip()));
        QCOMPARE(window.model()->rowCount(), 3); // the rows as they were
        QTest::qWait(6000); // a retry while it still refuses changes nothing
        QVERIFY(!label->isHidden());
        QCOMPARE(window.model()->rowCount(), 3);

        // It comes back, with a note written elsewhere meanwhile.
        m_server.adminExec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS true").arg(location.database()));
        writer.open(location.toDisplayString());
        writer.insert(draft(QStringLiteral("chat"), QStringLiteral("written while the window was away"), Kind::Fact));
        QTRY_VERIFY_WITH_TIMEOUT(label->isHidden(), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowCount(), 4, 10000);
        QCOMPARE(window.model()->deltaAt(0)->content, QStringLiteral("written while the window was away"));

        // And it listens again: another write shows without a refresh.
        writer.insert(draft(QStringLiteral("chat"), QStringLiteral("written after it came back"), Kind::Fact));
        QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowCount(), 5, 10000);
    }
};

QTEST_MAIN(TestUiPostgresWindow)
#include "tst_ui_postgres_window.moc"
