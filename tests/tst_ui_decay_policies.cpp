// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Decay policies in the preferences: the editor names the policy and field
// at fault, OK waits for valid JSON, the policies persist in QSettings and
// reach the scheduler, and the environment wins over them.

#include "DecayPoliciesEditor.h"
#include "ConfiguredDecayPolicies.h"
#include "Preferences.h"
#include "PreferencesDialog.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace tarn;
using namespace tarn::ui;

namespace {
const QString kValid = QStringLiteral(
    R"([{"id":"m","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600}])");

QSettings settings()
{
    return QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn"));
}
} // namespace

class TestUiDecayPolicies : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(settings().fileName().contains(QStringLiteral(".qttest")));
        settings().clear();
        qunsetenv("TARN_DECAY_POLICIES");
    }
    void cleanup()
    {
        settings().clear();
        qunsetenv("TARN_DECAY_POLICIES");
    }

    void editorNamesPolicyAndField()
    {
        DecayPoliciesEditor editor;
        auto *text = editor.findChild<QPlainTextEdit *>(QStringLiteral("decayPolicies"));
        auto *status = editor.findChild<QLabel *>(QStringLiteral("decayPoliciesStatus"));
        QVERIFY(text && status);
        QVERIFY(!editor.whyInvalid());
        text->setPlainText(QStringLiteral(R"([{"id":"roadmap","relation":"*","scope":"*","mode":"retract"}])"));
        QVERIFY(editor.whyInvalid());
        QVERIFY(status->text().contains(QStringLiteral("roadmap")));
        QVERIFY(status->text().contains(QStringLiteral("ttl_s")));
        text->setPlainText(kValid);
        QVERIFY(!editor.whyInvalid());
        QCOMPARE(status->text(), QStringLiteral("One valid policy."));
    }

    void exampleGoesOnlyIntoAnEmptyEditor()
    {
        DecayPoliciesEditor editor;
        auto *example = editor.findChild<QPushButton *>(QStringLiteral("insertExample"));
        QVERIFY(example->isEnabled());
        example->click();
        QCOMPARE(DecayPolicies::parse(editor.json().toUtf8()).size(), 2);
        QVERIFY(!example->isEnabled());
    }

    void dialogRefusesOkWhileInvalid()
    {
        Preferences current;
        current.decayPolicies = kValid;
        PreferencesDialog dialog(current);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        auto *text = dialog.findChild<QPlainTextEdit *>(QStringLiteral("decayPolicies"));
        QCOMPARE(text->toPlainText(), kValid);
        text->setPlainText(QStringLiteral("[{\"id\":\"x\",\"relation\":\"*\",\"scope\":\"*\",\"mode\":\"melt\",\"ttl_s\":1}]"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("'x'")));
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("mode")));
        text->setPlainText(QString());
        QVERIFY(ok->isEnabled());
        QVERIFY(dialog.preferences().decayPolicies.isEmpty());
        // Restore defaults leaves the operator's policies alone.
        text->setPlainText(kValid);
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.preferences().decayPolicies, kValid);
        QVERIFY(dialog.findChild<QTabWidget *>(QStringLiteral("preferencePages"))->count() >= 2);
    }

    void persistsAndReachesTheScheduler()
    {
        Preferences p;
        p.decayPolicies = kValid;
        p.save();
        QCOMPARE(settings().value(DecayPolicies::settingsKey()).toString(), kValid);
        const Preferences loaded = Preferences::load();
        QCOMPARE(loaded.decayPolicies, kValid);
        const SchedulerConfig config = loaded.schedulerConfig();
        QCOMPARE(config.decayPolicies.size(), 1);
        QCOMPARE(config.decayPolicies.at(0).id, QStringLiteral("m"));
        // The core reads the same key (the CLI and `tarn serve` use it).
        QCOMPARE(DecayPolicies::configured().size(), 1);
    }

    void environmentWins()
    {
        Preferences p;
        p.decayPolicies = kValid;
        p.save();
        qputenv("TARN_DECAY_POLICIES", R"([{"id":"env","relation":"*","scope":"*","mode":"retract","ttl_s":5}])");
        QCOMPARE(p.schedulerConfig().decayPolicies.at(0).id, QStringLiteral("env"));
        QCOMPARE(DecayPolicies::configured().at(0).id, QStringLiteral("env"));
    }
};

QTEST_MAIN(TestUiDecayPolicies)
#include "tst_ui_decay_policies.moc"
