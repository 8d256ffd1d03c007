// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiSettings.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace tarn {
class ApiServerHost;
class Clock;
}

namespace tarn::ui {

class ApiTokenModel;

// The API tab of the preferences: on/off and port, where it listens now,
// the paired clients with Revoke, and "Pair a client…".
class ApiPreferencesPage : public QWidget
{
    Q_OBJECT
public:
    ApiPreferencesPage(ApiServerHost *host, const Clock &clock, QWidget *parent = nullptr);

    ApiSettings settings() const;
    void setSettings(const ApiSettings &settings);
    ApiTokenModel *tokenModel() const { return m_tokens; }

Q_SIGNALS:
    void changed();

private:
    ApiSettings m_loaded;
    void revokeSelected();
    void updateStatus();

    ApiServerHost *m_host;
    const Clock &m_clock;
    QCheckBox *m_enabled;
    QSpinBox *m_port;
    QLabel *m_status;
    QTableView *m_view;
    ApiTokenModel *m_tokens;
    QPushButton *m_revoke;
    QPushButton *m_pair;
};

} // namespace tarn::ui
