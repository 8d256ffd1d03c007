// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaValidation.h"

#include "DeltaId.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct DeltaValidationText
{
    Q_DECLARE_TR_FUNCTIONS(DeltaValidation)
};
} // namespace

bool DeltaValidation::isValidTag(const QString &tag)
{
    static const QRegularExpression re(QStringLiteral(R"(^[\p{L}\p{N}][\p{L}\p{N}_.:/@#+\-]{0,127}$)"));
    return re.match(tag).hasMatch();
}

QString DeltaValidation::tagFrom(const QString &prefix, const QString &value)
{
    static const QRegularExpression bad(QStringLiteral("[^\\p{L}\\p{N}_.:/@#+\\-]"));
    QString tag = prefix + value;
    tag.replace(bad, QStringLiteral("_"));
    tag.truncate(128);
    return isValidTag(tag) ? tag : QString();
}

bool DeltaValidation::isValidSource(const QString &source)
{
    static const QRegularExpression re(QStringLiteral(R"(^[a-z0-9][a-z0-9_.:/@\-]{0,63}$)"));
    return re.match(source).hasMatch();
}

bool DeltaValidation::isValidMediaHash(const QString &hash)
{
    static const QRegularExpression re(QStringLiteral(R"(^[0-9a-f]{64}$)"));
    return re.match(hash).hasMatch();
}

void DeltaValidation::validate(const Delta &d)
{
    if (!d.id.isEmpty() && !DeltaId::isValid(d.id))
        throw TarnError::invalid(QStringLiteral("id"),
                                 DeltaValidationText::tr("id '%1' is not 12 lowercase hex digits").arg(d.id));
    if (d.content.trimmed().isEmpty())
        throw TarnError::invalid(QStringLiteral("content"), DeltaValidationText::tr("content must not be empty"));
    if (!isValidSource(d.source))
        throw TarnError::invalid(QStringLiteral("source"),
                                 DeltaValidationText::tr("source '%1' must be 1-64 lowercase letters, digits or _ . : / @ -").arg(d.source));
    for (const QString &tag : d.tags)
        if (!isValidTag(tag))
            throw TarnError::invalid(QStringLiteral("tags"),
                                     DeltaValidationText::tr("tag '%1' must start with a letter or digit and hold at most 128 letters, digits or _ . : / @ # + -").arg(tag));
    if (d.tags.size() > 64)
        throw TarnError::invalid(QStringLiteral("tags"), DeltaValidationText::tr("at most 64 tags per delta"));
    if (d.subject.size() > 256)
        throw TarnError::invalid(QStringLiteral("subject"), DeltaValidationText::tr("subject is longer than 256 characters"));
    if (!d.mediaHash.isEmpty() && !isValidMediaHash(d.mediaHash))
        throw TarnError::invalid(QStringLiteral("media_hash"),
                                 DeltaValidationText::tr("media_hash '%1' is not a SHA-256 hex digest").arg(d.mediaHash));
    if (!d.supersedes.isEmpty() && !DeltaId::isValid(d.supersedes))
        throw TarnError::invalid(QStringLiteral("supersedes"),
                                 DeltaValidationText::tr("supersedes '%1' is not a delta id").arg(d.supersedes));
    if (!d.supersededBy.isEmpty() && !DeltaId::isValid(d.supersededBy))
        throw TarnError::invalid(QStringLiteral("superseded_by"),
                                 DeltaValidationText::tr("superseded_by '%1' is not a delta id").arg(d.supersededBy));
    if (!(d.confidence >= 0.0 && d.confidence <= 1.0))
        throw TarnError::invalid(QStringLiteral("confidence"), DeltaValidationText::tr("confidence must be between 0 and 1"));
    if (!(d.qualityScore >= 0.1 && d.qualityScore <= 2.0))
        throw TarnError::invalid(QStringLiteral("quality_score"), DeltaValidationText::tr("quality_score must be between 0.1 and 2.0"));
    if (d.recallCount < 0)
        throw TarnError::invalid(QStringLiteral("recall_count"), DeltaValidationText::tr("recall_count must not be negative"));
    if (d.validFrom && d.validUntil && *d.validUntil < *d.validFrom)
        throw TarnError::invalid(QStringLiteral("valid_until"), DeltaValidationText::tr("valid_until is before valid_from"));
    if (d.expiresAt && d.observedAt > 0 && *d.expiresAt < d.observedAt - 1)
        throw TarnError::invalid(QStringLiteral("expires_at"), DeltaValidationText::tr("expires_at is before observed_at"));
    for (const auto &[name, value] : {std::pair{"session_id", &d.sessionId},
                                      std::pair{"segment_id", &d.segmentId},
                                      std::pair{"episode_id", &d.episodeId}}) {
        if (value->size() > 256)
            throw TarnError::invalid(QString::fromLatin1(name), DeltaValidationText::tr("%1 is longer than 256 characters").arg(QString::fromLatin1(name)));
    }
}

bool DeltaValidation::truncateContent(QString &content, int maxBytes, int *originalBytes)
{
    const QByteArray utf8 = content.toUtf8();
    if (originalBytes)
        *originalBytes = int(utf8.size());
    if (utf8.size() <= maxBytes)
        return false;
    const QString marker = DeltaValidationText::tr(" … [truncated by Tarn: %1 of %2 bytes kept]");
    // Leave room for the marker; cut on a character boundary.
    const int budget = std::max(0, maxBytes - 96);
    int cut = budget;
    while (cut > 0 && (uchar(utf8.at(cut)) & 0xC0) == 0x80)
        --cut;
    content = QString::fromUtf8(utf8.left(cut)) + marker.arg(cut).arg(utf8.size());
    return true;
}

} // namespace tarn
