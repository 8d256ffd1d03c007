// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PairingCodes.h"

#include "SecretStore.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace tarn {

namespace {

const QString kKey = QStringLiteral("pair-code");

QString saltedHash(const QByteArray &salt, const QString &code)
{
    return QString::fromLatin1(QCryptographicHash::hash(salt + code.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

PairingCodes::PairingCodes(SecretStore &store, const Clock &clock) : m_store(store), m_clock(clock) {}

PairingCodes::Issued PairingCodes::issue(TokenScope scope)
{
    Issued issued;
    issued.code = QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(1000000), 6, 10, QLatin1Char('0'));
    issued.expiresAt = m_clock.nowMs() + kValidMs;
    issued.scope = scope;
    QByteArray salt(16, Qt::Uninitialized);
    QRandomGenerator::system()->generate(salt.begin(), salt.end());
    const QJsonObject pending{{QStringLiteral("salt"), QString::fromLatin1(salt.toHex())},
                              {QStringLiteral("sha256"), saltedHash(salt, issued.code)},
                              {QStringLiteral("expires_at"), double(issued.expiresAt)},
                              {QStringLiteral("scope"), tokenScopeName(scope)}};
    m_store.write(kKey, QJsonDocument(pending).toJson(QJsonDocument::Compact));
    issued.sha256 = saltedHash(salt, issued.code);
    return issued;
}

PairingCodes::Redemption PairingCodes::redeem(const QString &code, TokenScope requested)
{
    const QMutexLocker lock(&m_mutex);
    const qint64 now = m_clock.nowMs();
    Redemption r;
    const auto raw = m_store.read(kKey);
    if (!raw) {
        r.outcome = Outcome::NoCode;
        return r;
    }
    QJsonObject pending = QJsonDocument::fromJson(*raw).object();
    if (pending.value(QStringLiteral("burned")).toBool()) {
        r.outcome = Outcome::Burned;
        return r;
    }
    const qint64 expiresAt = qint64(pending.value(QStringLiteral("expires_at")).toDouble());
    if (now >= expiresAt) {
        m_store.remove(kKey);
        r.outcome = Outcome::Expired;
        return r;
    }
    const QByteArray salt = QByteArray::fromHex(pending.value(QStringLiteral("salt")).toString().toLatin1());
    if (saltedHash(salt, code.trimmed()) != pending.value(QStringLiteral("sha256")).toString()) {
        const int wrong = pending.value(QStringLiteral("wrong_guesses")).toInt() + 1;
        pending.insert(QStringLiteral("wrong_guesses"), wrong);
        if (wrong >= kMaxWrongGuesses)
            pending.insert(QStringLiteral("burned"), true); // kept so the window can say why
        m_store.write(kKey, QJsonDocument(pending).toJson(QJsonDocument::Compact));
        r.outcome = wrong >= kMaxWrongGuesses ? Outcome::Burned : Outcome::Wrong;
        r.guessesLeft = std::max(0, kMaxWrongGuesses - wrong);
        return r;
    }
    const TokenScope allowed =
        tokenScopeFromName(pending.value(QStringLiteral("scope")).toString()).value_or(TokenScope::Read);
    if (requested == TokenScope::Write && allowed == TokenScope::Read) {
        r.outcome = Outcome::ScopeTooWide; // the right code: not a guess, so no strike
        return r;
    }
    m_store.remove(kKey); // one time only
    r.outcome = Outcome::Paired;
    r.scope = requested;
    return r;
}

PairingCodes::Status PairingCodes::status()
{
    const QMutexLocker lock(&m_mutex);
    Status s;
    const auto raw = m_store.read(kKey);
    if (!raw)
        return s;
    const QJsonObject pending = QJsonDocument::fromJson(*raw).object();
    s.sha256 = pending.value(QStringLiteral("sha256")).toString();
    s.wrongGuesses = pending.value(QStringLiteral("wrong_guesses")).toInt();
    if (pending.value(QStringLiteral("burned")).toBool())
        s.state = CodeState::Burned;
    else if (m_clock.nowMs() >= qint64(pending.value(QStringLiteral("expires_at")).toDouble()))
        s.state = CodeState::Expired;
    else
        s.state = CodeState::Pending;
    return s;
}

bool PairingCodes::isAbout(const Status &status, const Issued &issued)
{
    return !status.sha256.isEmpty() && status.sha256 == issued.sha256;
}

} // namespace tarn
