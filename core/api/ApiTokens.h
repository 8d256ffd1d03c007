// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"

#include <QList>
#include <QMutex>
#include <QString>
#include <optional>

namespace tarn {

class SecretStore;

enum class TokenScope { Read, Write };
QString tokenScopeName(TokenScope s);
std::optional<TokenScope> tokenScopeFromName(const QString &name);

struct ApiToken
{
    QString id;       // public handle: shown in the preferences, used to revoke
    QString name;     // what the client called itself when pairing: the actor of its writes
    QString lake;     // the lake it was paired for (ApiTokens::lakeKey); it opens no other
    TokenScope scope = TokenScope::Read;
    qint64 createdAt = 0;
    QString sha256;   // of the bearer token; the token itself is never stored
};

// The API's bearer tokens. Only their SHA-256 lives in the keychain (key
// "api-tokens"), so even the keychain entry cannot be replayed. Verification
// reads a cache that is re-read from the keychain every few seconds, so a
// token revoked by another process (the window, `tarn serve`) stops working
// within that time. A token is bound to the lake it was paired for: the
// keychain is the person's, shared by every lake they open, and a client
// paired with one must not read another. Thread-safe.
class ApiTokens
{
public:
    // `lake` (a lakeKey) is the lake this server answers for; empty for a
    // caller that only lists and revokes (the preferences, `tarn tokens`).
    ApiTokens(SecretStore &store, const Clock &clock, QString lake = {});

    // The same key for every spelling of one lake's location.
    static QString lakeKey(const QString &lakeLocation);

    // Returns the new bearer token; it is shown to the client once. Throws
    // TarnError (InvalidInput, field "name") if this lake has a client of
    // that name already: the name is the actor in the audit log, so one
    // client must not be able to pose as another.
    QString issue(const QString &name, TokenScope scope);
    bool nameInUse(const QString &name);
    // A token of this lake. A token saved before tokens were bound to a
    // lake is bound to the first lake it is used with.
    std::optional<ApiToken> verify(const QString &bearer);
    QList<ApiToken> list(); // every lake's
    bool revoke(const QString &id);
    // Revokes this lake's client of that name, or the token with that id.
    // Returns the revoked token.
    std::optional<ApiToken> revokeByNameOrId(const QString &nameOrId);

    static constexpr qint64 kReloadMs = 5 * Duration::Second;

private:
    QList<ApiToken> load();
    void save(const QList<ApiToken> &tokens);

    SecretStore &m_store;
    const Clock &m_clock;
    QString m_lake;
    QMutex m_mutex;
    QList<ApiToken> m_cache;
    qint64 m_loadedAt = -1;
};

} // namespace tarn
