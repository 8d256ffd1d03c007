// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeCredentials.h"

#include "SecretStore.h"
#include "StoreLogging.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>

namespace tarn {

namespace {

struct CredentialText
{
    Q_DECLARE_TR_FUNCTIONS(LakeCredentials)
};

struct Held
{
    QString password;
    LakeCredentials::Source source = LakeCredentials::Source::None;
    QString keychainProblem;
};

struct State
{
    QMutex mutex;  // the map and the store pointer: held briefly, never across the keychain
    QMutex lookup; // one keychain read at a time, so each account is read once
    std::shared_ptr<SecretStore> store;
    QHash<QString, Held> held; // by LakeLocation::keychainKey()
};

Q_GLOBAL_STATIC(State, state)

std::optional<Held> heldFor(const QString &key)
{
    const QMutexLocker lock(&state->mutex);
    const auto it = state->held.constFind(key);
    return it == state->held.cend() ? std::nullopt : std::optional<Held>(*it);
}

std::shared_ptr<SecretStore> requireStore()
{
    const QMutexLocker lock(&state->mutex);
    if (!state->store)
        throw TarnError(TarnError::Kind::Storage, CredentialText::tr("this program has no keychain to keep the password in"),
                        QStringLiteral("keychain"));
    return state->store;
}

void requireServer(const LakeLocation &location)
{
    if (location.isFile())
        throw TarnError::invalid(QStringLiteral("lake"),
                                 CredentialText::tr("%1 is a lake file: only a lake on a PostgreSQL server has a password")
                                     .arg(location.toDisplayString()));
}

} // namespace

void LakeCredentials::setSecretStore(std::shared_ptr<SecretStore> store)
{
    const QMutexLocker lock(&state->mutex);
    state->store = std::move(store);
}

QString LakeCredentials::passwordFor(const LakeLocation &location)
{
    if (location.isFile())
        return {};
    if (!location.typedPassword().isEmpty())
        return location.typedPassword();
    const QString key = location.keychainKey();
    if (const auto held = heldFor(key))
        return held->password;
    const QMutexLocker lookup(&state->lookup);
    if (const auto held = heldFor(key)) // another thread read it while this one waited
        return held->password;
    std::shared_ptr<SecretStore> store;
    {
        const QMutexLocker lock(&state->mutex);
        store = state->store;
    }
    if (!store)
        return {}; // nothing to ask; not held, so a store set later is still asked
    Held found;
    try {
        if (const auto secret = store->read(key)) {
            found.password = QString::fromUtf8(*secret);
            found.source = Source::Keychain;
        }
    } catch (const TarnError &e) {
        // Not fatal: libpq's PGPASSWORD and ~/.pgpass still apply, and a
        // server that wants a password says so when it refuses.
        found.keychainProblem = e.message();
        qCInfo(lcStore, "no password from the keychain for %s: %s", qUtf8Printable(key), qUtf8Printable(e.message()));
    }
    const QMutexLocker lock(&state->mutex);
    // A password given meanwhile (remember()) wins over what was read.
    return state->held.insert(key, state->held.value(key, found)).value().password;
}

LakeCredentials::Source LakeCredentials::sourceFor(const LakeLocation &location)
{
    if (location.isFile())
        return Source::None;
    if (!location.typedPassword().isEmpty())
        return Source::Typed;
    const auto held = heldFor(location.keychainKey());
    return held ? held->source : Source::None;
}

QString LakeCredentials::keychainProblem(const LakeLocation &location)
{
    const auto held = heldFor(location.keychainKey());
    return held ? held->keychainProblem : QString();
}

void LakeCredentials::remember(const LakeLocation &location, const QString &password)
{
    if (location.isFile())
        return;
    const QMutexLocker lock(&state->mutex);
    if (password.isEmpty())
        state->held.remove(location.keychainKey());
    else
        state->held.insert(location.keychainKey(), Held{password, Source::Process, {}});
}

void LakeCredentials::store(const LakeLocation &location, const QString &password)
{
    requireServer(location);
    if (password.isEmpty())
        throw TarnError::invalid(QStringLiteral("password"), CredentialText::tr("the password is empty"));
    requireStore()->write(location.keychainKey(), password.toUtf8());
    const QMutexLocker lock(&state->mutex);
    state->held.insert(location.keychainKey(), Held{password, Source::Keychain, {}});
    qCInfo(lcStore, "stored the password for %s in the keychain", qUtf8Printable(location.keychainKey()));
}

void LakeCredentials::forget(const LakeLocation &location)
{
    requireServer(location);
    requireStore()->remove(location.keychainKey());
    const QMutexLocker lock(&state->mutex);
    // Held as "none", so the next connection does not ask the keychain again.
    state->held.insert(location.keychainKey(), Held{});
    qCInfo(lcStore, "removed the password for %s from the keychain", qUtf8Printable(location.keychainKey()));
}

void LakeCredentials::reset()
{
    const QMutexLocker lock(&state->mutex);
    state->store.reset();
    state->held.clear();
}

} // namespace tarn
