// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingClient.h"

#include "HttpFetch.h"
#include "WordVectors.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QThread>
#include <cmath>

namespace tarn {

namespace {

struct EmbeddingClientText
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingClient)
};

EmbeddingClient::Result failure(const QString &why)
{
    EmbeddingClient::Result r;
    r.error = why;
    return r;
}

} // namespace

EmbeddingClient::EmbeddingClient(EmbeddingConfig config, QObject *owner)
    : m_config(std::move(config)), m_owner(owner), m_network(std::make_unique<QNetworkAccessManager>())
{
    // Loopback only: a proxy from the environment would carry memories off the computer.
    m_network->setProxy(QNetworkProxy::NoProxy);
    m_fetch = std::make_unique<HttpFetch>(*m_network, owner, QStringLiteral("embeddings"));
}

EmbeddingClient::~EmbeddingClient()
{
    m_fetch->stop();
}

void EmbeddingClient::stop()
{
    m_fetch->stop();
}

QByteArray EmbeddingClient::requestBody(const EmbeddingConfig &config, const QStringList &texts)
{
    QJsonArray input;
    for (const QString &t : texts)
        input.append(t.left(kMaxTextChars));
    return QJsonDocument(QJsonObject{{QStringLiteral("model"), config.model}, {QStringLiteral("input"), input}})
        .toJson(QJsonDocument::Compact);
}

bool EmbeddingClient::normalise(std::vector<float> &v)
{
    double sum = 0;
    for (float x : v) {
        if (!std::isfinite(x))
            return false;
        sum += double(x) * double(x);
    }
    if (!(sum > 0) || !std::isfinite(sum))
        return false;
    const float scale = float(1.0 / std::sqrt(sum));
    for (float &x : v)
        x *= scale;
    return true;
}

EmbeddingClient::Result EmbeddingClient::parse(EmbeddingConfig::Api api, const QByteArray &body, qsizetype expected)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return failure(EmbeddingClientText::tr("the embedding server did not answer with JSON"));
    const QJsonObject o = doc.object();
    QList<QJsonArray> rows;
    if (api == EmbeddingConfig::Api::Ollama) {
        if (!o.value(QStringLiteral("embeddings")).isArray()) {
            const QString said = o.value(QStringLiteral("error")).toString();
            return failure(said.isEmpty() ? EmbeddingClientText::tr("the embedding server's answer has no \"embeddings\"")
                                          : EmbeddingClientText::tr("the embedding server said: %1").arg(said.left(300)));
        }
        for (const QJsonValue &v : o.value(QStringLiteral("embeddings")).toArray())
            rows << v.toArray();
    } else {
        if (!o.value(QStringLiteral("data")).isArray()) {
            const QJsonValue e = o.value(QStringLiteral("error"));
            const QString said = e.isObject() ? e.toObject().value(QStringLiteral("message")).toString() : e.toString();
            return failure(said.isEmpty() ? EmbeddingClientText::tr("the embedding server's answer has no \"data\"")
                                          : EmbeddingClientText::tr("the embedding server said: %1").arg(said.left(300)));
        }
        const QJsonArray data = o.value(QStringLiteral("data")).toArray();
        rows.resize(data.size());
        for (qsizetype i = 0; i < data.size(); ++i) {
            const QJsonObject item = data.at(i).toObject();
            const qsizetype index = item.contains(QStringLiteral("index")) ? item.value(QStringLiteral("index")).toInteger(-1) : i;
            if (index < 0 || index >= data.size() || !rows.at(index).isEmpty())
                return failure(EmbeddingClientText::tr("the embedding server's answer has a bad index"));
            rows[index] = item.value(QStringLiteral("embedding")).toArray();
        }
    }
    if (rows.size() != expected)
        return failure(EmbeddingClientText::tr("the embedding server answered %1 vectors for %2 texts").arg(rows.size()).arg(expected));
    Result r;
    qsizetype dim = -1;
    for (const QJsonArray &row : rows) {
        if (row.isEmpty() || row.size() > kMaxDimensions || (dim >= 0 && row.size() != dim))
            return failure(EmbeddingClientText::tr("the embedding server's vectors have no single size from 1 to %1").arg(kMaxDimensions));
        dim = row.size();
        std::vector<float> v;
        v.reserve(size_t(dim));
        for (const QJsonValue &x : row) {
            if (!x.isDouble())
                return failure(EmbeddingClientText::tr("the embedding server's vectors hold something other than numbers"));
            v.push_back(float(x.toDouble()));
        }
        if (!normalise(v))
            return failure(EmbeddingClientText::tr("the embedding server answered a zero or infinite vector"));
        r.vectors.push_back(std::move(v));
    }
    return r;
}

int EmbeddingClient::batchSize(const EmbeddingConfig &config)
{
    return config.isWordVectors() ? kWordVectorBatchSize : kBatchSize;
}

EmbeddingClient::Result EmbeddingClient::fromWordVectors(const QStringList &texts)
{
    const WordVectors *words = WordVectors::shared();
    if (!words)
        return failure(EmbeddingClientText::tr("the built-in word vectors are not installed (scripts/deps.sh installs "
                                               "them into /usr/local/share/tarn); recall uses words only"));
    Result r;
    r.vectors.reserve(size_t(texts.size()));
    for (const QString &t : texts) {
        std::vector<float> v = words->sentence(QStringView(t).left(kMaxTextChars));
        // A text with no word GloVe knows means nothing to it: a zero vector,
        // which no question comes near, so it is not asked again and again.
        if (v.empty())
            v.assign(size_t(words->dimension()), 0.0f);
        r.vectors.push_back(std::move(v));
    }
    return r;
}

void EmbeddingClient::embed(const QStringList &texts, int timeoutSeconds, Done done)
{
    if (m_config.isWordVectors()) {
        // In this process, at once; answered from the event loop all the same.
        Result r = fromWordVectors(texts);
        QMetaObject::invokeMethod(m_owner, [done, r] { done(r); }, Qt::QueuedConnection);
        return;
    }
    if (const QString problem = EmbeddingConfig::urlProblem(m_config.url); !problem.isEmpty()) {
        QMetaObject::invokeMethod(m_owner, [done, problem] { done(failure(problem)); }, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request(m_config.endpoint());
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    HttpFetch::Bounds bounds;
    bounds.maxBytes = kMaxResponseBytes;
    bounds.timeoutSeconds = timeoutSeconds;
    bounds.redirects = HttpFetch::Redirects::SameOrigin;
    const EmbeddingConfig::Api api = m_config.api;
    const qsizetype expected = texts.size();
    m_fetch->resume();
    m_fetch->post(request, requestBody(m_config, texts), bounds,
                  [api, expected, done](QNetworkReply *reply, const QByteArray &body, const QString &failed) {
                      Result r = failed.isEmpty() ? parse(api, body, expected)
                                                  : failure(EmbeddingClientText::tr("the embedding server: %1").arg(failed));
                      r.httpStatus = reply ? reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
                      done(r);
                  });
}

EmbeddingClient::Result EmbeddingClient::embedNow(const EmbeddingConfig &config, const QStringList &texts, int timeoutSeconds)
{
    if (config.isWordVectors())
        return fromWordVectors(texts);
    Result out;
    std::unique_ptr<QThread> thread(QThread::create([&out, &config, &texts, timeoutSeconds] {
        QEventLoop loop;
        EmbeddingClient client(config, &loop);
        client.embed(texts, timeoutSeconds, [&out, &loop](const Result &r) {
            out = r;
            loop.quit();
        });
        loop.exec();
    }));
    thread->start();
    // HttpFetch's own deadline ends the request; the thread ends with it.
    thread->wait();
    return out;
}

} // namespace tarn
