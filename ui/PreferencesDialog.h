// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiSettings.h"
#include "Preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace tarn {
class ApiServerHost;
}

namespace tarn::ui {

class DecayPoliciesEditor;
class ApiPreferencesPage;
class MemoryPreferencesPage;

// Edits Preferences: how often the reaper and soft decay run, where the
// lake lives, a file or a PostgreSQL server (General), the memory knobs
// (Memory) and the operator's decay policies. OK stays disabled, with the
// reason shown, while the choice cannot be used. The dialog only edits a
// value; the caller saves it, passes the intervals to the scheduler and
// keeps a typed server password in the keychain (lakePassword()).
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences &current, QWidget *parent = nullptr);

    Preferences preferences() const;
    // Why OK is disabled, or empty while the preferences are usable.
    QString validationMessage() const;
    // Shown greyed in the empty lake field, so "empty" reads as a real
    // place (the app knows Lake::defaultPath(); ui does not).
    void setDefaultLakePath(const QString &path);
    // Adds the API tab: on/off, port, paired clients.
    void addApiPage(ApiServerHost *host, const Clock &clock, const ApiSettings &settings);
    std::optional<ApiSettings> apiSettings() const; // nullopt without the tab
    // The password typed for a server lake; empty: keep the stored one.
    // Never part of preferences(): it goes to the keychain, not the config.
    QString lakePassword() const;
    // "Test connection": reaches the server off the UI thread (LakeProbe)
    // and shows what it found below the field; connectionTested() follows.
    void testConnection();

Q_SIGNALS:
    void connectionTested(bool reached, const QString &message);

private:
    enum DecayUnit { Minutes, Hours };

    void setPreferences(const Preferences &preferences);
    void setDecayUnit(DecayUnit unit);
    void browseForLake();
    // The password, test and encryption note follow the location typed.
    void updateLakeControls();
    void revalidate();
    void growToFit();

    QSpinBox *m_reapMinutes;
    QSpinBox *m_decayAmount;
    QComboBox *m_decayUnit;
    QLineEdit *m_lakePath;
    QCheckBox *m_closeToTray;
    QCheckBox *m_notifications;
    QCheckBox *m_startAtLogin;
    QLineEdit *m_lakePassword;
    QPushButton *m_testConnection;
    QLabel *m_connectionResult;
    QLabel *m_encryptionNote;
    bool m_testing = false;
    QLabel *m_validationIcon;
    QLabel *m_validation;
    QDialogButtonBox *m_buttons;
    QTabWidget *m_tabs;
    DecayPoliciesEditor *m_decayPolicies;
    MemoryPreferencesPage *m_memory;
    ApiPreferencesPage *m_api = nullptr;
};

} // namespace tarn::ui
