// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryImport.h"

#include "Capture.h"
#include "Lake.h"
#include "TaggedDeltas.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace tarn {

namespace {

struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(MemoryImport)
};

const QString kKeyPrefix = QStringLiteral("imported:");

// 96 bits of the format and the item's place: short enough for a tag,
// long enough never to meet another item's.
QString keyTag(ImportFormat format, const QString &key)
{
    const QByteArray hash =
        QCryptographicHash::hash((ImportFormats::name(format) + u'/' + key).toUtf8(), QCryptographicHash::Sha256);
    return kKeyPrefix + QString::fromLatin1(hash.toHex().left(24));
}

TarnError cancelled()
{
    return TarnError(TarnError::Kind::Cancelled, ImportText::tr("Import cancelled; nothing from the file was written."));
}

} // namespace

QJsonObject MemoryImportReport::toJson() const
{
    return {{QStringLiteral("format"), ImportFormats::name(format)},
            {QStringLiteral("dry_run"), dryRun},
            {QStringLiteral("conversations"), conversations},
            {QStringLiteral("turns"), turns},
            {QStringLiteral("memories"), memories},
            {QStringLiteral("captured"), captured},
            {QStringLiteral("already_there"), alreadyThere},
            {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)}};
}

QString MemoryImportReport::describe() const
{
    QString s;
    if (format == ImportFormat::ChatGpt || format == ImportFormat::Claude)
        s = dryRun ? ImportText::tr("Would import %n turns from %1 conversations", nullptr, int(turns)).arg(conversations)
                   : ImportText::tr("Imported %n turns from %1 conversations (%2 memories found in them)", nullptr, int(turns))
                         .arg(conversations)
                         .arg(captured);
    else
        s = dryRun ? ImportText::tr("Would import %n memories", nullptr, int(memories))
                   : ImportText::tr("Imported %n memories", nullptr, int(memories));
    if (alreadyThere > 0)
        s += QLatin1String("; ") + ImportText::tr("%n already in the lake from an earlier import", nullptr, int(alreadyThere));
    if (!skipped.isEmpty())
        s += QLatin1String("; ") + ImportText::tr("left out: %1").arg(skipped.join(QStringLiteral(", ")));
    return s + u'.';
}

MemoryImportReport MemoryImport::run(Lake &lake, const ImportedFile &file, const MemorySettings &settings, bool dryRun,
                                     const TransferProgress &progress)
{
    MemoryImportReport report;
    report.format = file.format;
    report.dryRun = dryRun;
    report.conversations = file.conversations;
    report.skipped = file.skipped;
    const QSet<QString> known = TaggedDeltas::tagsStartingWith(lake, kKeyPrefix);
    const qint64 total = file.turns.size() + file.memories.size();
    qint64 done = 0;
    const auto step = [&] {
        ++done;
        if (progress && done % 16 == 0 && !progress(done, total))
            throw cancelled();
    };
    LakeTransaction tx(lake);
    QSet<QString> seen; // the same item twice in one file counts once
    for (const ImportedTurn &t : file.turns) {
        step();
        const QString tag = keyTag(file.format, t.key);
        if (known.contains(tag) || seen.contains(tag)) {
            ++report.alreadyThere;
            continue;
        }
        seen.insert(tag);
        ++report.turns;
        if (dryRun)
            continue;
        ConversationTurn turn{t.user, t.assistant, t.session, t.at, {tag}};
        const CaptureReport captured = Capture::captureTurn(lake, turn, settings);
        report.captured += captured.remembered.size() + captured.superseded.size();
    }
    for (const ImportedMemory &m : file.memories) {
        step();
        const QString tag = keyTag(file.format, m.key);
        if (known.contains(tag) || seen.contains(tag)) {
            ++report.alreadyThere;
            continue;
        }
        seen.insert(tag);
        ++report.memories;
        if (dryRun)
            continue;
        Delta d;
        d.source = QStringLiteral("agent");
        d.content = m.content;
        d.kind = m.kind;
        d.subject = m.subject;
        d.tags = m.tags;
        d.tags << tag;
        d.observedAt = m.at;
        // The person chose to bring them: kept until they forget them.
        d.decayClass = DecayClass::Permanent;
        lake.insert(d);
    }
    if (progress && !progress(total, total))
        throw cancelled();
    if (!dryRun) // a dry run's transaction ends unwritten
        tx.commit();
    return report;
}

ImportFormat MemoryImport::detectFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return ImportFormat::Tarn;
    return ImportFormats::detect(f.read(64 * 1024));
}

MemoryImportReport MemoryImport::importFile(Lake &lake, const QString &path, std::optional<ImportFormat> format,
                                            const MemorySettings &settings, bool dryRun, const TransferProgress &progress)
{
    QFile f(path);
    if (QFileInfo(path).isDir())
        throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("%1 is a folder, not an export file").arg(path));
    if (!f.open(QIODevice::ReadOnly))
        throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("cannot read %1: %2").arg(path, f.errorString()));
    if (f.size() > kMaxFileBytes)
        throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("%1 is larger than %2 GiB").arg(path).arg(kMaxFileBytes >> 30));
    const QByteArray bytes = f.readAll();
    const ImportFormat which = format.value_or(ImportFormats::detect(bytes));
    return run(lake, ImportFormats::parse(which, bytes), settings, dryRun, progress);
}

} // namespace tarn
