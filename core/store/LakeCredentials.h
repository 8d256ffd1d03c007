// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeLocation.h"

#include <QString>
#include <memory>

namespace tarn {

class SecretStore;

// The passwords of the PostgreSQL lakes this process opens, held once for
// every thread (DESIGN §5: the password lives in the keychain, never in the
// config). A lake is opened on many threads (the window's reader and
// writer, the scheduler, the sources, the API), each with its own
// connection; all of them ask here, so the keychain is read once per server
// account, on the first thread that needs it, and never on the UI thread
// (no connection is opened there). A file lake never asks, so a person
// without a keychain who keeps a file lake is never troubled by one.
//
// Which password a connection sends, first found wins:
// 1. the one typed in the lake's address (postgresql://user:pw@…), for that
//    process only (LakeLocation::typedPassword);
// 2. one given in this process (the Preferences' field, `tarn lake password`);
// 3. the keychain's, under LakeLocation::keychainKey();
// 4. none: libpq then tries PGPASSWORD and ~/.pgpass, as psql does.
class LakeCredentials
{
public:
    // The keychain to read from; the app and the CLI set it at startup.
    // Without one (tests, tools) only steps 1, 2 and 4 apply.
    static void setSecretStore(std::shared_ptr<SecretStore> store);

    // The password to send for this account, or empty for libpq's own.
    // May block on the keychain the first time an account is asked for;
    // a keychain that cannot be reached counts as "none stored" (noted in
    // keychainProblem()), so ~/.pgpass still works on a headless server.
    static QString passwordFor(const LakeLocation &location);

    // Where passwordFor()'s answer came from, for messages that say how to
    // give one: a refused password reads differently from a missing one.
    enum class Source { None, Typed, Process, Keychain };
    static Source sourceFor(const LakeLocation &location);
    // Why the keychain could not be read for this account, if it could not.
    static QString keychainProblem(const LakeLocation &location);

    // This process uses `password` for the account from now on (empty:
    // forget it, and ask the keychain again next time).
    static void remember(const LakeLocation &location, const QString &password);
    // Stores it in the keychain too (blocking: never on the UI thread).
    // Throws TarnError (InvalidInput for a file or an empty password,
    // Storage with field "keychain" when the keychain refuses).
    static void store(const LakeLocation &location, const QString &password);
    // Removes it from the keychain and from this process. Throws as store().
    static void forget(const LakeLocation &location);

    // Drops everything held and the keychain (tests start clean).
    static void reset();
};

} // namespace tarn
