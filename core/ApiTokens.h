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
    QString name;     // what the client called itself when pairing
    TokenScope scope = TokenScope::Read;
    qint64 createdAt = 0;
    QString sha256;   // of the bearer token; the token itself is never stored
};

// The API's bearer tokens. Only their SHA-256 lives in the keychain (key
// "api-tokens"), so even the keychain entry cannot be replayed. Verification
// reads a cache that is re-read from the keychain every few seconds, so a
// token revoked by another process (the window, `tarn serve`) stops working
// within that time. Thread-safe.
class ApiTokens
{
public:
    ApiTokens(SecretStore &store, const Clock &clock);

    // Returns the new bearer token; it is shown to the client once.
    QString issue(const QString &name, TokenScope scope);
    std::optional<ApiToken> verify(const QString &bearer);
    QList<ApiToken> list();
    bool revoke(const QString &id);

    static constexpr qint64 kReloadMs = 5 * Duration::Second;

private:
    QList<ApiToken> load();
    void save(const QList<ApiToken> &tokens);

    SecretStore &m_store;
    const Clock &m_clock;
    QMutex m_mutex;
    QList<ApiToken> m_cache;
    qint64 m_loadedAt = -1;
};

} // namespace tarn
