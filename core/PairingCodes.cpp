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
    return issued;
}

PairingCodes::Redemption PairingCodes::redeem(const QString &code, TokenScope requested)
{
    const QMutexLocker lock(&m_mutex);
    const qint64 now = m_clock.nowMs();
    Redemption r;
    if (now < m_lockedUntil) {
        r.outcome = Outcome::RateLimited;
        r.retryAfterMs = m_lockedUntil - now;
        return r;
    }
    const auto failed = [&](Outcome outcome) {
        m_failures.removeIf([&](qint64 at) { return now - at > kFailureWindowMs; });
        m_failures << now;
        if (m_failures.size() >= kMaxFailures) {
            m_lockedUntil = now + kLockoutMs;
            m_failures.clear();
        }
        r.outcome = outcome;
        return r;
    };

    const auto raw = m_store.read(kKey);
    if (!raw)
        return failed(Outcome::NoCode);
    const QJsonObject pending = QJsonDocument::fromJson(*raw).object();
    const qint64 expiresAt = qint64(pending.value(QStringLiteral("expires_at")).toDouble());
    if (now >= expiresAt) {
        m_store.remove(kKey);
        return failed(Outcome::Expired);
    }
    const QByteArray salt = QByteArray::fromHex(pending.value(QStringLiteral("salt")).toString().toLatin1());
    if (saltedHash(salt, code.trimmed()) != pending.value(QStringLiteral("sha256")).toString())
        return failed(Outcome::Wrong);
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

} // namespace tarn
