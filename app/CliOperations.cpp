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

int Cli::cmdInvalidate(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("id"), CliText::tr("The delta that turned out wrong."));
    TARN_PARSE(p, args, CliText::tr("Mark a delta invalid: kept for the record, hidden from every reader."));
    if (p.positionalArguments().size() != 1)
        throw TarnError::invalid(QStringLiteral("id"), CliText::tr("give exactly one delta id"));
    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    MemoryOperations::invalidate(lake, p.positionalArguments().constFirst());
    m_out << CliText::tr("Invalidated %1.").arg(p.positionalArguments().constFirst()) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
