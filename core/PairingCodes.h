#pragma once

#include "ApiTokens.h"
#include "Clock.h"

#include <QList>
#include <QMutex>
#include <QString>

namespace tarn {

class SecretStore;

// One-time 6-digit pair codes (DESIGN §6). The window and `tarn pair` issue
// a code; POST /v1/pair redeems it once for a token. The pending code lives
// in the keychain (key "pair-code", as a salted hash with its expiry and
// the widest scope it may grant), never in the lake or a config file, so a
// code from `tarn pair` in one process is redeemed by `tarn serve` or the
// window in another. Wrong guesses are rate-limited per process.
class PairingCodes
{
public:
    static constexpr qint64 kValidMs = 10 * Duration::Minute;
    static constexpr int kMaxFailures = 5;             // within kFailureWindowMs ...
    static constexpr qint64 kFailureWindowMs = Duration::Minute;
    static constexpr qint64 kLockoutMs = Duration::Minute; // ... locks redeeming this long

    struct Issued
    {
        QString code;
        qint64 expiresAt = 0;
        TokenScope scope = TokenScope::Write;
    };

    enum class Outcome { Paired, NoCode, Wrong, Expired, ScopeTooWide, RateLimited };
    struct Redemption
    {
        Outcome outcome = Outcome::NoCode;
        TokenScope scope = TokenScope::Read;
        qint64 retryAfterMs = 0; // RateLimited
    };

    PairingCodes(SecretStore &store, const Clock &clock);

    // A new code replaces any pending one. Throws TarnError when the
    // keychain cannot be reached (pairing is then refused, never faked).
    Issued issue(TokenScope scope);
    // Checks and, on success, consumes the pending code.
    Redemption redeem(const QString &code, TokenScope requested);

private:
    SecretStore &m_store;
    const Clock &m_clock;
    QMutex m_mutex;
    QList<qint64> m_failures;
    qint64 m_lockedUntil = 0;
};

} // namespace tarn
