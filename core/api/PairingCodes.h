// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
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
// window in another. Guessing is made useless rather than pairing made
// impossible: after kMaxWrongGuesses wrong codes the pending code is burned
// (the count lives with the code in the keychain, so it holds across
// processes), and a new code always works. A lockout of every redeemer
// would let any local process, or a web page, lock the person out.
class PairingCodes
{
public:
    static constexpr qint64 kValidMs = 10 * Duration::Minute;
    static constexpr int kMaxWrongGuesses = 5; // per code: one in 200,000 to guess it

    struct Issued
    {
        QString code;
        qint64 expiresAt = 0;
        TokenScope scope = TokenScope::Write;
        QString sha256; // names this code in status()
    };

    // Burned: this guess, or an earlier one, was the last wrong one.
    enum class Outcome { Paired, NoCode, Wrong, Expired, ScopeTooWide, Burned };
    struct Redemption
    {
        Outcome outcome = Outcome::NoCode;
        TokenScope scope = TokenScope::Read;
        int guessesLeft = 0; // Wrong
    };

    // What became of the pending code, for the dialog and `tarn pair --wait`.
    enum class CodeState { None, Pending, Burned, Expired };
    struct Status
    {
        CodeState state = CodeState::None; // None: redeemed, or never issued
        QString sha256;                    // which code: a new one replaces it
        int wrongGuesses = 0;
    };

    PairingCodes(SecretStore &store, const Clock &clock);

    // A new code replaces any pending one. Throws TarnError when the
    // keychain cannot be reached (pairing is then refused, never faked).
    Issued issue(TokenScope scope);
    // Checks and, on success, consumes the pending code.
    Redemption redeem(const QString &code, TokenScope requested);
    Status status();
    // Whether `status` is still about the code `issued` (same hash).
    static bool isAbout(const Status &status, const Issued &issued);

private:
    SecretStore &m_store;
    const Clock &m_clock;
    QMutex m_mutex;
};

} // namespace tarn
