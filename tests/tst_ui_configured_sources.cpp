// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sources → Your sources: add a feed through the dialog the plugin's shape
// renders, watch it poll a real loopback server and show its status and
// count, pause it, and remove it, all through the reader, writer and source
// threads the window uses.

#include "AddSourceDialog.h"
#include "ConfiguredSourceModel.h"
#include "ConfiguredSourcesPanel.h"
#include "FakeHttpServer.h"
#include "LakeReader.h"
#include "LakeWriter.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QFile>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QMessageBox>
#include <QTimer>
#include <QApplication>
#include <QAbstractButton>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;
using tarn::ui::AddSourceDialog;
using tarn::ui::ConfiguredSourceModel;
using tarn::ui::ConfiguredSourcesPanel;

namespace {
// A plain literal: moc reads "//" inside a raw string literal as a comment.
const QByteArray kWalksFeed =
    "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Tarn Walks</title>\n"
    "<item><title>Red Tarn</title><link>https://example.org/red</link><guid>red</guid></item>\n"
    "<item><title>Easedale Tarn</title><link>https://example.org/easedale</link><guid>easedale</guid></item>\n"
    "</channel></rss>";
} // namespace

class TestUiConfiguredSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void addPollPauseRemove()
    {
        FakeHttpServer server;
        FakeResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body = kWalksFeed;
        server.route("/walks.xml", feed);

        TempLake lake;
        LakeReaderHost reader(lake.path(), lake.clock);
        LakeWriterHost writer(lake.path(), lake.clock);
        SourceHostThread sources(lake.path(), lake.clock);
        ConfiguredSourcesPanel panel(&reader, &writer);
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.setSourceHost(&sources);
        QSignalSpy loaded(&panel, &ConfiguredSourcesPanel::instancesLoaded);
        reader.open();
        sources.start();
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(panel.model()->rowCount(), 0);

        AddSourceDialog *dialog = panel.openAddDialog();
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        dialog->setType(QStringLiteral("rss"));
        QVERIFY(!ok->isEnabled());
        dialog->nameEdit()->setText(QStringLiteral("Walks!"));
        QVERIFY(dialog->validationMessage().contains(QStringLiteral("lower-case")));
        dialog->nameEdit()->setText(QStringLiteral("walks"));
        auto *url = qobject_cast<QLineEdit *>(dialog->fieldEditor(QStringLiteral("url")));
        QVERIFY(url);
        // Tab goes from the name to the feed's address, not to the buttons.
        QTRY_VERIFY(dialog->isVisible());
        QApplication::setActiveWindow(dialog);
        dialog->nameEdit()->setFocus();
        QTRY_VERIFY(dialog->nameEdit()->hasFocus());
        QTest::keyClick(dialog->nameEdit(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(url));
        url->setText(QStringLiteral("ftp://example.org/feed"));
        QVERIFY2(dialog->validationMessage().contains(QStringLiteral("url")), qPrintable(dialog->validationMessage()));
        QVERIFY(!ok->isEnabled());
        url->setText(server.url(QStringLiteral("/walks.xml")));
        QVERIFY(qobject_cast<QSpinBox *>(dialog->fieldEditor(QStringLiteral("poll_minutes"))));
        QVERIFY2(ok->isEnabled(), qPrintable(dialog->validationMessage()));
        ok->click();

        // Added, polled at once, shown with its count and status.
        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->index(0, ConfiguredSourceModel::ItemsColumn).data().toString(), QStringLiteral("2"), 15000);
        QCOMPARE(panel.model()->index(0, ConfiguredSourceModel::StatusColumn).data().toString(), QStringLiteral("OK"));
        QCOMPARE(panel.model()->index(0, ConfiguredSourceModel::NameColumn).data().toString(), QStringLiteral("rss:walks"));
        QCOMPARE(lake->stats().total, 2);

        // A feed that breaks shows why.
        server.route("/walks.xml", FakeResponse{401, "Unauthorized", {}, {}, false});
        panel.view()->selectRow(0);
        panel.pollCurrent();
        QTRY_VERIFY(panel.model()->index(0, ConfiguredSourceModel::StatusColumn).data().toString().contains(QStringLiteral("HTTP 401")));
        QVERIFY(panel.message().contains(QStringLiteral("HTTP 401")));

        // Settings…: the same dialog, kind and name fixed, values filled in.
        AddSourceDialog *settings = panel.openSettingsDialog();
        QVERIFY(settings->isEditing());
        auto *minutes = qobject_cast<QSpinBox *>(settings->fieldEditor(QStringLiteral("poll_minutes")));
        QCOMPARE(minutes->value(), 30);
        // A number under the minimum becomes the minimum, not the old value.
        minutes->selectAll();
        QTest::keyClicks(minutes, QStringLiteral("1"));
        minutes->interpretText();
        QCOMPARE(minutes->value(), minutes->minimum());
        QVERIFY(minutes->minimum() > 1);
        QVERIFY(minutes->toolTip().contains(QString::number(minutes->minimum())));
        QCOMPARE(qobject_cast<QLineEdit *>(settings->fieldEditor(QStringLiteral("url")))->text(), server.url(QStringLiteral("/walks.xml")));
        minutes->setValue(45);
        settings->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QTRY_COMPARE(SourceInstances::get(*lake, QStringLiteral("walks"))->settings.value(QStringLiteral("poll_minutes")).toInt(), 45);

        panel.view()->selectRow(0);
        panel.pauseOrResumeCurrent();
        QTRY_COMPARE(panel.model()->index(0, ConfiguredSourceModel::StatusColumn).data().toString(), QStringLiteral("Paused"));
        // Remove asks with buttons that say what they do; Keep It keeps it.
        panel.view()->selectRow(0);
        QStringList buttons;
        QTimer::singleShot(0, &panel, [&buttons] {
            auto *ask = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!ask)
                return;
            QAbstractButton *keep = nullptr;
            for (QAbstractButton *b : ask->buttons()) {
                buttons << b->text();
                if (ask->buttonRole(b) == QMessageBox::RejectRole)
                    keep = b;
            }
            if (keep)
                keep->click();
        });
        panel.removeCurrent(false);
        buttons.sort(); // the order is the platform's
        QCOMPARE(buttons, (QStringList{QStringLiteral("&Keep It"), QStringLiteral("&Remove Source")}));
        QTest::qWait(200);
        QCOMPARE(panel.model()->rowCount(), 1);
        panel.view()->selectRow(0);
        panel.removeCurrent(true);
        QTRY_COMPARE(panel.model()->rowCount(), 0);
        QCOMPARE(lake->stats().total, 2); // what it wrote stays until it expires
    }

    // Every plugin's shape renders without code of its own: a vault's folder
    // gets a line and Browse…, a token a password line; a vault added here
    // is scanned at once and its note shows in the count.
    void otherKindsRenderFromTheirShapes()
    {
        QTemporaryDir notes;
        {
            QFile note(notes.filePath(QStringLiteral("fells.md")));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write("# Fells\n\nBlencathra by Sharp Edge, not in the wet.");
        }
        TempLake lake;
        LakeReaderHost reader(lake.path(), lake.clock);
        LakeWriterHost writer(lake.path(), lake.clock);
        SourceHostThread sources(lake.path(), lake.clock);
        ConfiguredSourcesPanel panel(&reader, &writer);
        panel.setSourceHost(&sources);
        QSignalSpy loaded(&panel, &ConfiguredSourcesPanel::instancesLoaded);
        reader.open();
        sources.start();
        QTRY_VERIFY(loaded.count() >= 1);

        AddSourceDialog *dialog = panel.openAddDialog();
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        dialog->setType(QStringLiteral("home-assistant"));
        auto *token = qobject_cast<QLineEdit *>(dialog->fieldEditor(QStringLiteral("token")));
        QVERIFY(token);
        QCOMPARE(token->echoMode(), QLineEdit::Password);
        QVERIFY(qobject_cast<QLineEdit *>(dialog->fieldEditor(QStringLiteral("entities"))));
        dialog->setType(QStringLiteral("mastodon"));
        QCOMPARE(qobject_cast<QLineEdit *>(dialog->fieldEditor(QStringLiteral("token")))->echoMode(), QLineEdit::Password);

        dialog->setType(QStringLiteral("vault"));
        QWidget *folderRow = dialog->fieldEditor(QStringLiteral("folder"));
        QVERIFY(folderRow);
        auto *folder = folderRow->findChild<QLineEdit *>();
        QVERIFY(folder);
        QVERIFY(folderRow->findChild<QPushButton *>());
        dialog->nameEdit()->setText(QStringLiteral("notes"));
        folder->setText(notes.filePath(QStringLiteral("missing")));
        QVERIFY(!ok->isEnabled());
        folder->setText(notes.path());
        QVERIFY2(ok->isEnabled(), qPrintable(dialog->validationMessage()));
        ok->click();

        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->index(0, ConfiguredSourceModel::NameColumn).data().toString(), QStringLiteral("vault:notes"));
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->index(0, ConfiguredSourceModel::ItemsColumn).data().toString(), QStringLiteral("1"), 15000);
        QCOMPARE(panel.model()->index(0, ConfiguredSourceModel::StatusColumn).data().toString(), QStringLiteral("OK"));
        const QList<Delta> written = lake->list({}, {}, 10);
        QCOMPARE(written.size(), 1);
        QVERIFY(written.first().content.contains(QStringLiteral("Sharp Edge")));
        QVERIFY(!written.first().expiresAt); // a note is authored: it never wilts
    }
};

QTEST_MAIN(TestUiConfiguredSources)
#include "tst_ui_configured_sources.moc"
