// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiTokens.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace tarn {
class ApiServerHost;
class Clock;
}

namespace tarn::ui {

// "Pair a client": shows a one-time 6-digit code and how long it stays
// valid, for a browser extension or script to exchange at POST /v1/pair.
// The code comes from the keychain-backed host; with no keychain the
// dialog says why pairing is refused instead.
class PairingDialog : public QDialog
{
    Q_OBJECT
public:
    PairingDialog(ApiServerHost *host, const Clock &clock, QWidget *parent = nullptr);

    QString code() const; // empty while none is valid
    QString message() const;

private:
    void requestCode();
    void showCode(const QString &code, qint64 expiresAt);
    void showRefusal(const QString &why);
    void showFate(int fate);
    void showPaired(const QString &name, TokenScope scope);
    void tick();

    ApiServerHost *m_host;
    const Clock &m_clock;
    QComboBox *m_scope;
    QLabel *m_code;
    QLabel *m_message;
    QPushButton *m_newCode;
    QTimer *m_ticker;
    qint64 m_expiresAt = 0;
    QString m_currentCode;
};

} // namespace tarn::ui
