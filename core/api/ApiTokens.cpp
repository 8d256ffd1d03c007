// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiTokens.h"

#include "LakeLocation.h"
#include "SecretStore.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace tarn {

namespace {

const QString kKey = QStringLiteral("api-tokens");

QString sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QByteArray randomBytes(int n)
{
    QByteArray bytes(n, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}

// Compares two hashes without stopping at the first difference, so timing
// says nothing about how much of a guessed token was right.
bool sameHash(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    char16_t diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= a.at(i).unicode() ^ b.at(i).unicode();
    return diff == 0;
}

struct ApiTokensText
{
    Q_DECLARE_TR_FUNCTIONS(ApiTokens)
};

} // namespace

QString tokenScopeName(TokenScope s)
{
    return s == TokenScope::Write ? QStringLiteral("write") : QStringLiteral("read");
}

std::optional<TokenScope> tokenScopeFromName(const QString &name)
{
    if (name == u"read")
        return TokenScope::Read;
    if (name == u"write")
        return TokenScope::Write;
    return std::nullopt;
}

ApiTokens::ApiTokens(SecretStore &store, const Clock &clock, QString lake)
    : m_store(store), m_clock(clock), m_lake(std::move(lake))
{
}

QString ApiTokens::lakeKey(const QString &lakeLocation)
{
    // A server's account and database are its key: never a password typed
    // into the address (the key is stored and shown), nor its sslmode.
    if (LakeLocation::looksLikeServer(lakeLocation)) {
        try {
            return LakeLocation::parse(lakeLocation).keychainKey();
        } catch (const TarnError &) {
            return LakeLocation::displayOf(lakeLocation);
        }
    }
    const QFileInfo file(lakeLocation);
    const QString canonical = file.canonicalFilePath();
    return canonical.isEmpty() ? file.absoluteFilePath() : canonical;
}

QList<ApiToken> ApiTokens::load()
{
    QList<ApiToken> tokens;
    const auto raw = m_store.read(kKey);
    if (!raw)
        return tokens;
    for (const QJsonValue &v : QJsonDocument::fromJson(*raw).array()) {
        const QJsonObject o = v.toObject();
        ApiToken t;
        t.id = o.value(QStringLiteral("id")).toString();
        t.name = o.value(QStringLiteral("name")).toString();
        t.scope = tokenScopeFromName(o.value(QStringLiteral("scope")).toString()).value_or(TokenScope::Read);
        t.createdAt = qint64(o.value(QStringLiteral("created_at")).toDouble());
        t.sha256 = o.value(QStringLiteral("sha256")).toString();
        t.lake = o.value(QStringLiteral("lake")).toString();
        if (!t.id.isEmpty() && t.sha256.size() == 64)
            tokens << t;
    }
    return tokens;
}

void ApiTokens::save(const QList<ApiToken> &tokens)
{
    QJsonArray array;
    for (const ApiToken &t : tokens)
        array.append(QJsonObject{{QStringLiteral("id"), t.id},
                                 {QStringLiteral("name"), t.name},
                                 {QStringLiteral("scope"), tokenScopeName(t.scope)},
                                 {QStringLiteral("created_at"), double(t.createdAt)},
                                 {QStringLiteral("sha256"), t.sha256},
                                 {QStringLiteral("lake"), t.lake}});
    m_store.write(kKey, QJsonDocument(array).toJson(QJsonDocument::Compact));
    m_cache = tokens;
    m_loadedAt = m_clock.nowMs();
}

QString ApiTokens::issue(const QString &name, TokenScope scope)
{
    const QMutexLocker lock(&m_mutex);
    QList<ApiToken> tokens = load();
    for (const ApiToken &t : std::as_const(tokens))
        if (t.lake == m_lake && t.name.compare(name, Qt::CaseInsensitive) == 0)
            throw TarnError::invalid(QStringLiteral("name"),
                                     ApiTokensText::tr("a client named \"%1\" is paired already; choose another name, "
                                                       "or revoke that client first")
                                         .arg(name));
    const QString bearer = QStringLiteral("tarn_")
                           + QString::fromLatin1(randomBytes(32).toBase64(QByteArray::Base64UrlEncoding
                                                                          | QByteArray::OmitTrailingEquals));
    ApiToken t;
    t.id = QString::fromLatin1(randomBytes(6).toHex());
    t.name = name;
    t.scope = scope;
    t.createdAt = m_clock.nowMs();
    t.sha256 = sha256Hex(bearer);
    t.lake = m_lake;
    tokens << t;
    save(tokens);
    return bearer;
}

std::optional<ApiToken> ApiTokens::verify(const QString &bearer)
{
    if (bearer.isEmpty())
        return std::nullopt;
    const QString hash = sha256Hex(bearer);
    const QMutexLocker lock(&m_mutex);
    const qint64 now = m_clock.nowMs();
    if (m_loadedAt < 0 || now - m_loadedAt >= kReloadMs || now < m_loadedAt) {
        m_cache = load();
        m_loadedAt = now;
    }
    for (const ApiToken &t : std::as_const(m_cache)) {
        if (!sameHash(t.sha256, hash))
            continue;
        if (t.lake == m_lake)
            return t;
        if (!t.lake.isEmpty())
            return std::nullopt; // another lake's client
        // Paired before tokens named their lake: it belongs to this one now.
        QList<ApiToken> tokens = load();
        for (ApiToken &stored : tokens)
            if (stored.id == t.id)
                stored.lake = m_lake;
        save(tokens);
        ApiToken bound = t;
        bound.lake = m_lake;
        return bound;
    }
    return std::nullopt;
}

bool ApiTokens::nameInUse(const QString &name)
{
    const QMutexLocker lock(&m_mutex);
    const QList<ApiToken> tokens = load();
    return std::any_of(tokens.cbegin(), tokens.cend(), [&](const ApiToken &t) {
        return t.lake == m_lake && t.name.compare(name, Qt::CaseInsensitive) == 0;
    });
}

std::optional<ApiToken> ApiTokens::revokeByNameOrId(const QString &nameOrId)
{
    const QMutexLocker lock(&m_mutex);
    QList<ApiToken> tokens = load();
    const auto it = std::find_if(tokens.begin(), tokens.end(), [&](const ApiToken &t) {
        return t.id == nameOrId || (t.lake == m_lake && t.name.compare(nameOrId, Qt::CaseInsensitive) == 0);
    });
    if (it == tokens.end())
        return std::nullopt;
    const ApiToken revoked = *it;
    tokens.erase(it);
    save(tokens);
    return revoked;
}

QList<ApiToken> ApiTokens::list()
{
    const QMutexLocker lock(&m_mutex);
    m_cache = load();
    m_loadedAt = m_clock.nowMs();
    return m_cache;
}

bool ApiTokens::revoke(const QString &id)
{
    const QMutexLocker lock(&m_mutex);
    QList<ApiToken> tokens = load();
    const qsizetype before = tokens.size();
    tokens.removeIf([&](const ApiToken &t) { return t.id == id; });
    if (tokens.size() == before)
        return false;
    save(tokens);
    return true;
}

} // namespace tarn
