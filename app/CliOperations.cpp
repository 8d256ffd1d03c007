// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn supersede` and `tarn invalidate`: seed 001's memory operations on
// the append-only lake (a new delta with lineage; a delta marked invalid).

#include "Cli.h"
#include "CliSupport.h"

#include "DeltaJson.h"
#include "Lake.h"
#include "MemoryOperations.h"

namespace tarn::app {

using namespace cli;

int Cli::cmdSupersede(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta the new one replaces."));
    p.addPositionalArgument(QStringLiteral("content"), CliText::tr("What is true now."));
    TARN_PARSE(p, args, CliText::tr("Write a delta that supersedes another: the old one keeps its content and lineage "
                                    "but leaves every reader. Prints the new id."));
    if (p.positionalArguments().size() < 2)
        throw TarnError::invalid(QStringLiteral("content"), CliText::tr("give the id and the new content"));
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    const QStringList rest = p.positionalArguments().mid(1);
    const Delta next = MemoryOperations::supersede(lake, p.positionalArguments().constFirst(), rest.join(u' '));
    if (json)
        printJson(m_out, DeltaJson::toJson(next));
    else
        m_out << next.id << Qt::endl;
    return Ok;
}

int Cli::cmdPatch(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta to change."));
    p.addOption({QStringLiteral("content"), CliText::tr("New content."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("kind"), CliText::tr("New kind (%1).").arg(kindNames().join(QStringLiteral(", "))),
                 QStringLiteral("KIND")});
    p.addOption({QStringLiteral("tag"), CliText::tr("The new tags (repeat; replaces all of them)."), QStringLiteral("TAG")});
    p.addOption({QStringLiteral("no-tags"), CliText::tr("Remove every tag.")});
    p.addOption({QStringLiteral("subject"), CliText::tr("New subject."), QStringLiteral("TEXT")});
    TARN_PARSE(p, args, CliText::tr("Change a delta's content, kind, tags or subject. Like supersede, this writes a new "
                                    "delta with the lineage kept; the old one leaves every reader. Prints the new id."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("give exactly one delta id"));
    MemoryOperations::Patch change;
    if (p.isSet(QStringLiteral("content")))
        change.content = p.value(QStringLiteral("content"));
    if (p.isSet(QStringLiteral("kind"))) {
        change.kind = kindFromName(p.value(QStringLiteral("kind")));
        if (!change.kind)
            throw TarnError::invalid(QStringLiteral("kind"), CliText::tr("kind: one of %1").arg(kindNames().join(QStringLiteral(", "))));
    }
    if (p.isSet(QStringLiteral("tag")) && p.isSet(QStringLiteral("no-tags")))
        throw TarnError::invalid(QStringLiteral("tag"), CliText::tr("give --tag or --no-tags, not both"));
    if (p.isSet(QStringLiteral("tag")))
        change.tags = p.values(QStringLiteral("tag"));
    if (p.isSet(QStringLiteral("no-tags")))
        change.tags = QStringList();
    if (p.isSet(QStringLiteral("subject")))
        change.subject = p.value(QStringLiteral("subject"));
    if (!change.content && !change.kind && !change.tags && !change.subject)
        throw TarnError::invalid(QStringLiteral("patch"), CliText::tr("give at least one of --content, --kind, --tag, "
                                                                      "--no-tags or --subject"));
    Lake lake;
    openLake(lake, false);
    const Delta next = MemoryOperations::patch(lake, p.positionalArguments().constFirst(), change);
    if (json)
        printJson(m_out, DeltaJson::toJson(next));
    else
        m_out << next.id << Qt::endl;
    return Ok;
}

int Cli::cmdInvalidate(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta that turned out wrong."));
    p.addOption({QStringLiteral("undo"), CliText::tr("Mark it valid again (`tarn list --hidden` shows what is invalid).")});
    TARN_PARSE(p, args, CliText::tr("Mark a delta invalid: kept for the record, hidden from every reader."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("give exactly one delta id"));
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    if (p.isSet(QStringLiteral("undo"))) {
        MemoryOperations::revalidate(lake, p.positionalArguments().constFirst());
        m_out << CliText::tr("%1 is valid again.").arg(p.positionalArguments().constFirst()) << Qt::endl;
        return Ok;
    }
    MemoryOperations::invalidate(lake, p.positionalArguments().constFirst());
    m_out << CliText::tr("Invalidated %1.").arg(p.positionalArguments().constFirst()) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
