// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemorySettings.h"

#include "SettingsLogging.h"
#include "TarnError.h"
#include "TarnSettings.h"

#include <QCoreApplication>

namespace tarn {

namespace {

struct MemorySettingsText
{
    Q_DECLARE_TR_FUNCTIONS(MemorySettings)
};

const QString kGroup = QStringLiteral("memory/");

bool parseBool(const QString &text, bool *ok)
{
    const QString t = text.trimmed().toLower();
    *ok = true;
    if (t == u"true" || t == u"1" || t == u"yes" || t == u"on")
        return true;
    if (t == u"false" || t == u"0" || t == u"no" || t == u"off")
        return false;
    *ok = false;
    return false;
}

// The settings that are on or off (true / false in the file).
bool isSwitch(const QString &key)
{
    return key.startsWith(QLatin1String("auto_")) || key == u"word_vectors";
}

} // namespace

QStringList MemorySettings::keys()
{
    return {QStringLiteral("recall_max_items"),  QStringLiteral("recall_max_chars"), QStringLiteral("min_profile_confidence"),
            QStringLiteral("retention_days"),    QStringLiteral("auto_capture"),     QStringLiteral("auto_recall"),
            QStringLiteral("embedding_url"),     QStringLiteral("embedding_model"),  QStringLiteral("embedding_api"),
            QStringLiteral("word_vectors")};
}

QString MemorySettings::value(const QString &key) const
{
    if (key == u"recall_max_items")
        return QString::number(recallMaxItems);
    if (key == u"recall_max_chars")
        return QString::number(recallMaxChars);
    if (key == u"min_profile_confidence")
        return QString::number(minProfileConfidence);
    if (key == u"retention_days")
        return QString::number(retentionDays);
    if (key == u"auto_capture")
        return autoCapture ? QStringLiteral("true") : QStringLiteral("false");
    if (key == u"auto_recall")
        return autoRecall ? QStringLiteral("true") : QStringLiteral("false");
    if (key == u"embedding_url")
        return embeddingUrl;
    if (key == u"embedding_model")
        return embeddingModel;
    if (key == u"embedding_api")
        return embeddingApi;
    if (key == u"word_vectors")
        return wordVectors ? QStringLiteral("true") : QStringLiteral("false");
    throw TarnError::invalid(QStringLiteral("key"), MemorySettingsText::tr("%1: no such memory setting (known: %2)")
                                                       .arg(key, keys().join(QStringLiteral(", "))));
}

void MemorySettings::setValue(const QString &key, const QString &text)
{
    MemorySettings next = *this;
    bool ok = false;
    if (key == u"recall_max_items")
        next.recallMaxItems = text.trimmed().toInt(&ok);
    else if (key == u"recall_max_chars")
        next.recallMaxChars = text.trimmed().toInt(&ok);
    else if (key == u"min_profile_confidence")
        next.minProfileConfidence = text.trimmed().toDouble(&ok);
    else if (key == u"retention_days")
        next.retentionDays = text.trimmed().toInt(&ok);
    else if (key == u"auto_capture")
        next.autoCapture = parseBool(text, &ok);
    else if (key == u"auto_recall")
        next.autoRecall = parseBool(text, &ok);
    else if (key == u"word_vectors")
        next.wordVectors = parseBool(text, &ok);
    else if (key == u"embedding_url" || key == u"embedding_model") {
        (key == u"embedding_url" ? next.embeddingUrl : next.embeddingModel) = text.trimmed();
        ok = true;
    } else if (key == u"embedding_api") {
        EmbeddingConfig::Api api;
        if (!EmbeddingConfig::parseApi(text, &api))
            throw TarnError::invalid(key, MemorySettingsText::tr("embedding_api: '%1' is not ollama or openai").arg(text));
        next.embeddingApi = EmbeddingConfig::apiName(api);
        ok = true;
    } else
        value(key); // throws, naming the key
    if (!ok)
        throw TarnError::invalid(key, MemorySettingsText::tr("%1: '%2' is not a %3")
                                          .arg(key, text,
                                               isSwitch(key)
                                                   ? MemorySettingsText::tr("true or false")
                                                   : MemorySettingsText::tr("number")));
    const QString problem = next.validate();
    if (!problem.isEmpty())
        throw TarnError::invalid(key, problem);
    *this = next;
}

QString MemorySettings::validate() const
{
    if (recallMaxItems < 1 || recallMaxItems > 50)
        return MemorySettingsText::tr("recall_max_items: must be from 1 to 50");
    if (recallMaxChars < 200 || recallMaxChars > 20000)
        return MemorySettingsText::tr("recall_max_chars: must be from 200 to 20000");
    if (!(minProfileConfidence >= 0.0 && minProfileConfidence <= 1.0))
        return MemorySettingsText::tr("min_profile_confidence: must be from 0 to 1");
    if (retentionDays < 0 || retentionDays > 36500)
        return MemorySettingsText::tr("retention_days: must be from 0 (keep for ever) to 36500");
    if (!embeddingUrl.isEmpty())
        if (const QString problem = EmbeddingConfig::urlProblem(embeddingUrl); !problem.isEmpty())
            return problem;
    if (EmbeddingConfig::Api api; !EmbeddingConfig::parseApi(embeddingApi, &api))
        return MemorySettingsText::tr("embedding_api: '%1' is not ollama or openai").arg(embeddingApi);
    return {};
}

MemorySettings MemorySettings::load(QStringList *problems)
{
    const TarnSettings s;
    MemorySettings out;
    const MemorySettings defaults;
    for (const QString &key : keys()) {
        if (!s.contains(kGroup + key))
            continue;
        try {
            out.setValue(key, s.value(kGroup + key).toString());
        } catch (const TarnError &e) {
            const QString problem = MemorySettingsText::tr("%1 (in %2; the default %3 applies)")
                                        .arg(e.message(), s.fileName(), defaults.value(key));
            // A caller that asks says it in its own words (the CLI's warnings).
            if (problems)
                *problems << problem;
            else
                qCInfo(lcSettings, "%s", qUtf8Printable(problem));
        }
    }
    return out;
}

void MemorySettings::save() const
{
    TarnSettings s(TarnSettings::Access::ForWriting);
    for (const QString &key : keys()) {
        const QString v = value(key);
        if (key.startsWith(QLatin1String("embedding_")))
            s.setValue(kGroup + key, v);
        else if (isSwitch(key))
            s.setValue(kGroup + key, v == u"true");
        else if (key == u"min_profile_confidence")
            s.setValue(kGroup + key, minProfileConfidence);
        else
            s.setValue(kGroup + key, v.toInt());
    }
    s.sync();
}

EmbeddingConfig MemorySettings::embedding() const
{
    if (embeddingUrl.trimmed().isEmpty() || embeddingModel.trimmed().isEmpty()) {
        if (wordVectors && qEnvironmentVariable("TARN_WORD_VECTORS") != u"off")
            return EmbeddingConfig::wordVectors();
        return {};
    }
    EmbeddingConfig c;
    c.url = embeddingUrl;
    c.model = embeddingModel;
    EmbeddingConfig::parseApi(embeddingApi, &c.api);
    return c;
}

} // namespace tarn
