// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingConfig.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QMutex>

namespace tarn {

namespace {

struct EmbeddingConfigText
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingConfig)
};

QMutex g_mutex;
EmbeddingConfig g_current;

} // namespace

QUrl EmbeddingConfig::endpoint() const
{
    QUrl u(url.trimmed());
    const QString path = u.path();
    if (path.endsWith(QLatin1String("/api/embed")) || path.endsWith(QLatin1String("/embeddings")))
        return u;
    QString base = path;
    while (base.endsWith(u'/'))
        base.chop(1);
    if (api == Api::OpenAi)
        u.setPath(base.endsWith(QLatin1String("/v1")) ? base + QStringLiteral("/embeddings") : base + QStringLiteral("/v1/embeddings"));
    else
        u.setPath(base + QStringLiteral("/api/embed"));
    return u;
}

QString EmbeddingConfig::urlProblem(const QString &text)
{
    const QUrl u(text.trimmed(), QUrl::StrictMode);
    if (!u.isValid() || u.host().isEmpty() || (u.scheme() != u"http" && u.scheme() != u"https"))
        return EmbeddingConfigText::tr("embedding_url: '%1' is not an http:// address (e.g. http://127.0.0.1:11434)").arg(text);
    const QString host = u.host().toLower();
    if (host == u"localhost" || host.endsWith(QLatin1String(".localhost")))
        return {};
    const QHostAddress address(host);
    if (!address.isNull() && address.isLoopback())
        return {};
    return EmbeddingConfigText::tr("embedding_url: %1 is not this computer; Tarn only sends your memories to an embedding "
                                   "server on loopback (localhost, 127.0.0.1 or ::1)")
        .arg(u.host());
}

EmbeddingConfig EmbeddingConfig::wordVectors()
{
    EmbeddingConfig c;
    c.api = Api::WordVectors;
    // The name changes with what a text's vector is made of, so a lake
    // embedded before is embedded again (Embedder.h): "-de" since German
    // texts are placed by their English translations (GermanInEnglishVectors.h).
    c.model = QStringLiteral("tarn-glove-6b-100d-de");
    return c;
}

QStringList EmbeddingConfig::skippedKinds() const
{
    if (api == Api::WordVectors)
        return {QStringLiteral("observation")};
    return {};
}

QString EmbeddingConfig::apiName(Api api)
{
    switch (api) {
    case Api::OpenAi:
        return QStringLiteral("openai");
    case Api::WordVectors:
        return QStringLiteral("word-vectors"); // stats only: embedding_api names a server's protocol
    case Api::Ollama:
        break;
    }
    return QStringLiteral("ollama");
}

bool EmbeddingConfig::parseApi(const QString &name, Api *api)
{
    const QString n = name.trimmed().toLower();
    if (n == u"ollama")
        *api = Api::Ollama;
    else if (n == u"openai")
        *api = Api::OpenAi;
    else
        return false;
    return true;
}

EmbeddingConfig EmbeddingConfig::current()
{
    QMutexLocker lock(&g_mutex);
    return g_current;
}

void EmbeddingConfig::setCurrent(const EmbeddingConfig &config)
{
    QMutexLocker lock(&g_mutex);
    g_current = config;
}

} // namespace tarn
