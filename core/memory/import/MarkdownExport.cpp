// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownExport.h"

#include "Lake.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSaveFile>

namespace tarn::MarkdownExport {

namespace {

struct MarkdownText
{
    Q_DECLARE_TR_FUNCTIONS(MarkdownExport)
};

// YAML's double-quoted scalar: every value survives, whatever it holds.
QString quoted(const QString &s)
{
    QString out = s;
    out.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")).replace(u'\n', QStringLiteral("\\n"));
    return u'"' + out + u'"';
}

// "2026-11-02-robin-prefers-green-tea-32ba42e88d00.md": sorted by date,
// readable, unique by the id.
QString fileNameFor(const Delta &d)
{
    static const QRegularExpression notWord(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QString words = d.content.left(60).toLower();
    words.replace(notWord, QStringLiteral("-"));
    words = words.mid(0, 48);
    while (words.endsWith(u'-'))
        words.chop(1);
    while (words.startsWith(u'-'))
        words.remove(0, 1);
    return TimeFormat::toIso(d.observedAt).left(10) + u'-' + (words.isEmpty() ? QString() : words + u'-') + d.id
           + QStringLiteral(".md");
}

QByteArray noteOf(const Delta &d)
{
    QString s = QStringLiteral("---\n");
    s += QStringLiteral("id: %1\n").arg(d.id);
    s += QStringLiteral("kind: %1\n").arg(kindName(d.kind));
    s += QStringLiteral("source: %1\n").arg(quoted(d.source));
    s += QStringLiteral("observed_at: %1\n").arg(TimeFormat::toIso(d.observedAt));
    if (!d.subject.isEmpty())
        s += QStringLiteral("subject: %1\n").arg(quoted(d.subject));
    if (!d.tags.isEmpty()) {
        QStringList tags;
        for (const QString &t : d.tags)
            tags << quoted(t);
        s += QStringLiteral("tags: [%1]\n").arg(tags.join(QStringLiteral(", ")));
    }
    s += QStringLiteral("---\n\n") + d.content.trimmed() + u'\n';
    return s.toUtf8();
}

} // namespace

QString markerName()
{
    return QStringLiteral(".tarn-markdown-export");
}

Report write(Lake &lake, const QString &folder)
{
    QDir dir(folder);
    if (dir.exists() && !dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
        && !QFileInfo::exists(dir.filePath(markerName())))
        throw TarnError::invalid(QStringLiteral("folder"), MarkdownText::tr("%1 holds files Tarn did not write; name a new or "
                                                                            "empty folder").arg(folder));
    if (!dir.mkpath(QStringLiteral(".")))
        throw TarnError::storage(MarkdownText::tr("cannot make the folder %1").arg(folder));
    // An earlier export's notes go: a memory forgotten since must not stay.
    for (const QString &old : dir.entryList({QStringLiteral("*.md")}, QDir::Files))
        dir.remove(old);
    QFile marker(dir.filePath(markerName()));
    if (!marker.open(QIODevice::WriteOnly))
        throw TarnError::storage(MarkdownText::tr("cannot write %1: %2").arg(marker.fileName(), marker.errorString()));
    marker.write("Tarn wrote the Markdown notes in this folder (tarn export --markdown).\n");
    marker.close();

    Report report;
    ListFilter filter;
    filter.observed = false; // the person's own: what sticks
    QString after;
    for (;;) {
        const QList<Delta> page = lake.list(filter, after, 500);
        for (const Delta &d : page) {
            if (d.kind == Kind::Episode)
                continue; // a conversation's turn is not a note
            QSaveFile f(dir.filePath(fileNameFor(d)));
            if (!f.open(QIODevice::WriteOnly) || f.write(noteOf(d)) < 0 || !f.commit())
                throw TarnError::storage(MarkdownText::tr("cannot write %1: %2").arg(f.fileName(), f.errorString()));
            ++report.notes;
        }
        if (page.size() < 500)
            break;
        after = page.constLast().id;
    }
    return report;
}

} // namespace tarn::MarkdownExport
