// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PairingDialog.h"

#include "ApiServerHost.h"
#include "Clock.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace tarn::ui {

PairingDialog::PairingDialog(ApiServerHost *host, const Clock &clock, QWidget *parent)
    : QDialog(parent), m_host(host), m_clock(clock)
{
    setWindowTitle(tr("Pair a Client"));
    auto *intro = new QLabel(tr("A browser extension, script or other app asks for this code once, to receive its "
                                "own token for Tarn's local API (POST /v1/pair). The code works one time and for 10 "
                                "minutes; Tarn keeps it only in the system keychain."),
                             this);
    intro->setWordWrap(true);

    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("pairScope"));
    m_scope->addItem(tr("Read and write (capture, engage, sweep)"), QVariant::fromValue(int(TokenScope::Write)));
    m_scope->addItem(tr("Read only (recall, list, stats)"), QVariant::fromValue(int(TokenScope::Read)));
    // Read only unless the person widens it: most clients only recall.
    m_scope->setCurrentIndex(m_scope->findData(int(TokenScope::Read)));
    auto *scopeLabel = new QLabel(tr("&Access:"), this);
    scopeLabel->setBuddy(m_scope);

    m_code = new QLabel(QStringLiteral("––– –––"), this);
    m_code->setObjectName(QStringLiteral("pairCode"));
    QFont big = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    big.setPointSizeF(big.pointSizeF() * 2.6);
    big.setBold(true);
    m_code->setFont(big);
    m_code->setAlignment(Qt::AlignCenter);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("pairMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);

    m_newCode = new QPushButton(tr("&New code"), this);
    m_newCode->setObjectName(QStringLiteral("newPairCode"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_newCode, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_newCode, &QPushButton::clicked, this, &PairingDialog::requestCode);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &PairingDialog::requestCode);

    auto *scopeRow = new QHBoxLayout;
    scopeRow->addWidget(scopeLabel);
    scopeRow->addWidget(m_scope, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(scopeRow);
    layout->addSpacing(8);
    layout->addWidget(m_code);
    layout->addWidget(m_message);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(52 * fontMetrics().averageCharWidth());

    m_ticker = new QTimer(this);
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &PairingDialog::tick);
    if (m_host) {
        connect(m_host, &ApiServerHost::pairCodeIssued, this,
                [this](const QString &code, qint64 expiresAt, TokenScope) { showCode(code, expiresAt); });
        connect(m_host, &ApiServerHost::pairingRefused, this, &PairingDialog::showRefusal);
        connect(m_host, &ApiServerHost::pairCodeFate, this, &PairingDialog::showFate);
        connect(m_host, &ApiServerHost::clientPaired, this, &PairingDialog::showPaired);
    }
    requestCode();
}

QString PairingDialog::code() const
{
    return m_currentCode;
}

QString PairingDialog::message() const
{
    return m_message->text();
}

void PairingDialog::requestCode()
{
    if (!m_host) {
        showRefusal(tr("The local API is switched off. Turn it on in Preferences → API to pair clients."));
        return;
    }
    m_message->setText(tr("Asking the keychain for a code…"));
    m_newCode->setText(tr("&New code"));
    m_host->issuePairCode(TokenScope(m_scope->currentData().toInt()));
}

void PairingDialog::showCode(const QString &code, qint64 expiresAt)
{
    // "123 456" reads and types more easily than six digits in a row.
    m_currentCode = code;
    m_code->setText(code.left(3) + u' ' + code.mid(3));
    m_code->setEnabled(true);
    m_expiresAt = expiresAt;
    m_ticker->start();
    tick();
}

void PairingDialog::showRefusal(const QString &why)
{
    m_ticker->stop();
    m_currentCode.clear();
    m_code->setText(QStringLiteral("––– –––"));
    m_code->setEnabled(false);
    m_message->setText(why);
}

// The code's fate is read from the keychain every few seconds while it is
// shown, so the dialog can say when it was used, burned by wrong guesses
// (from any process), or replaced by a code from `tarn pair`.
void PairingDialog::showFate(int fate)
{
    if (m_currentCode.isEmpty())
        return;
    switch (ApiServerHost::PairCodeFate(fate)) {
    case ApiServerHost::PairCodeFate::Pending:
    case ApiServerHost::PairCodeFate::Expired:
        return; // tick() says these
    case ApiServerHost::PairCodeFate::Used:
        showRefusal(tr("A client has paired with this code. Ask for a new code to pair another."));
        return;
    case ApiServerHost::PairCodeFate::Burned:
        showRefusal(tr("Someone entered %n wrong codes, so this code was burned and can no longer pair anything. "
                       "Check that only your own client is asking, then ask for a new code.",
                       nullptr, PairingCodes::kMaxWrongGuesses));
        return;
    case ApiServerHost::PairCodeFate::Replaced:
        showRefusal(tr("A newer code was issued elsewhere (tarn pair), so this one no longer works. Ask for a new code."));
        return;
    }
}

void PairingDialog::showPaired(const QString &name, TokenScope scope)
{
    // The code is retired: it cannot pair a second client, so it is not
    // offered any more.
    m_ticker->stop();
    m_currentCode.clear();
    m_code->setText(tr("Paired"));
    m_code->setEnabled(true);
    m_message->setText(tr("Paired with %1 (%2). To pair another client, ask for a new code.")
                           .arg(name.isEmpty() ? tr("an unnamed client") : name,
                                scope == TokenScope::Write ? tr("read and write") : tr("read only")));
    m_newCode->setText(tr("Pair &Another"));
}

void PairingDialog::tick()
{
    const qint64 left = m_expiresAt - m_clock.nowMs();
    if (left <= 0) {
        m_ticker->stop();
        m_currentCode.clear();
        m_code->setEnabled(false);
        m_message->setText(tr("This code has expired. Ask for a new one."));
        return;
    }
    const qint64 seconds = (left + 999) / 1000;
    if (m_host && seconds % 2 == 0)
        m_host->checkPairCode();
    m_message->setText(tr("Valid for %1:%2 more, once.").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

} // namespace tarn::ui
