// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VaultSource.h"

#include "SourcePlugins.h"
#include "ThisMachine.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace tarn {

namespace {

struct VaultText
{
    Q_DECLARE_TR_FUNCTIONS(VaultSource)
};

const QString kFolder = QStringLiteral("folder");
const QString kPollMinutes = QStringLiteral("poll_minutes");
constexpr int kCursorVersion = 1;
// Tags hold at most 128 characters (DeltaValidation::isValidTag); subjects 256.
constexpr qsizetype kMaxTag = 128;
constexpr qsizetype kMaxSubject = 256;

bool isHiddenName(const QString &name)
{
    return name.startsWith(u'.');
}

bool isNoteName(const QString &name)
{
    return name.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
           || name.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
}

// One file the walk found.
struct Found
{
    QString rel;  // relative to the folder, '/' separated
    QString abs;
    qint64 size = 0;
    qint64 mtime = 0;
};

// What the cursor remembers of one note.
struct Entry
{
    qint64 size = -1;
    qint64 mtime = -1;
    QString sha1;
    QString key; // the item key of its current delta; empty: none (an empty note)
};

// Lists the notes below `dir`, skipping hidden entries and symlinked
// folders (which could loop). Unlistable subfolders are skipped silently:
// only the top folder being unreadable is an error.
void walk(const QString &dir, const QString &prefix, int depth, QList<Found> &out)
{
    if (depth > VaultSource::kMaxDepth)
        return;
    QDirIterator it(dir, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        it.next();
        const QFileInfo fi = it.fileInfo();
        const QString name = fi.fileName();
        if (isHiddenName(name) || fi.isHidden())
            continue;
        if (fi.isDir()) {
            if (!fi.isSymLink())
                walk(fi.filePath(), prefix + name + u'/', depth + 1, out);
            continue;
        }
        if (!isNoteName(name))
            continue;
        out.append({prefix + name, fi.filePath(), fi.size(), fi.lastModified().toMSecsSinceEpoch()});
    }
}

QHash<QString, Entry> entriesFrom(const QString &cursor)
{
    QHash<QString, Entry> out;
    if (cursor.isEmpty())
        return out;
    const QJsonObject root = QJsonDocument::fromJson(cursor.toUtf8()).object();
    if (root.value(QStringLiteral("v")).toInt() != kCursorVersion)
        return out; // unknown or damaged: a full first scan (the host's seen keys still dedupe)
    const QJsonObject notes = root.value(QStringLiteral("notes")).toObject();
    out.reserve(notes.size());
    for (auto it = notes.begin(); it != notes.end(); ++it) {
        const QJsonObject e = it.value().toObject();
        out.insert(it.key(), Entry{e.value(QStringLiteral("s")).toInteger(-1), e.value(QStringLiteral("m")).toInteger(-1),
                                   e.value(QStringLiteral("h")).toString(), e.value(QStringLiteral("k")).toString()});
    }
    return out;
}

QString cursorFrom(const QHash<QString, Entry> &entries, int tooLarge, int unreadable)
{
    QJsonObject notes;
    for (auto it = entries.begin(); it != entries.end(); ++it)
        notes.insert(it.key(), QJsonObject{{QStringLiteral("s"), it->size},
                                           {QStringLiteral("m"), it->mtime},
                                           {QStringLiteral("h"), it->sha1},
                                           {QStringLiteral("k"), it->key}});
    const QJsonObject root{{QStringLiteral("v"), kCursorVersion},
                           {QStringLiteral("too_large"), tooLarge},
                           {QStringLiteral("unreadable"), unreadable},
                           {QStringLiteral("notes"), notes}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Compact));
}

QString sha1Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex());
}

QString noteKey(const QString &rel, const QByteArray &bytes)
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData(rel.toUtf8());
    h.addData("\n");
    h.addData(bytes);
    return QStringLiteral("note:") + QString::fromLatin1(h.result().toHex());
}

// The note's text: UTF-8, without a byte order mark, '\n' line ends, trimmed.
QString textOf(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text.trimmed();
}

// The first "# " heading (outside YAML front matter), else the file name
// without its extension.
QString titleOf(const QString &text, const QString &rel)
{
    static const QRegularExpression heading(QStringLiteral("^ {0,3}#[ \\t]+(.*?)[ \\t#]*$"));
    const QStringList lines = text.split(u'\n');
    qsizetype i = 0;
    if (!lines.isEmpty() && lines.first().trimmed() == QLatin1String("---")) {
        for (i = 1; i < lines.size() && lines.at(i).trimmed() != QLatin1String("---"); ++i) {
        }
        i = i < lines.size() ? i + 1 : 0; // no closing line: not front matter
    }
    QString title;
    for (; i < lines.size() && title.isEmpty(); ++i) {
        const QRegularExpressionMatch m = heading.match(lines.at(i));
        if (m.hasMatch())
            title = m.captured(1).simplified();
    }
    if (title.isEmpty()) {
        const QString name = rel.mid(rel.lastIndexOf(u'/') + 1);
        title = name.left(name.lastIndexOf(u'.'));
    }
    return title.left(kMaxSubject);
}

// "path:" plus the relative path in the characters a tag allows (anything
// else becomes '_'); a path too long for a tag keeps its start and a short
// hash of the whole, so different long paths still get different tags.
QString pathTag(const QString &rel)
{
    QString tag = QStringLiteral("path:");
    for (const char32_t c : rel.normalized(QString::NormalizationForm_C).toUcs4()) {
        if (QChar::isLetterOrNumber(c) || (c < 0x80 && QByteArrayView("_.:/@#+-").contains(char(c))))
            tag += QString::fromUcs4(&c, 1);
        else
            tag += u'_';
    }
    if (tag.size() > kMaxTag) {
        qsizetype cut = kMaxTag - 9;
        if (tag.at(cut - 1).isHighSurrogate())
            --cut;
        tag = tag.left(cut) + u'#' + sha1Hex(rel.toUtf8()).left(8);
    }
    return tag;
}

// A note read because it is new or changed since the last scan.
struct Changed
{
    QString rel;
    QByteArray bytes;
    Entry entry;
    QString replaces; // the item key of the version it follows, if any
    bool isNewPath = false;
};

} // namespace

PollOutcome VaultSource::scan(const SourceInstance &instance, const SourcePoller::SeenCheck &seen, qint64 nowMs)
{
    PollOutcome out;
    const QString folder = instance.settings.value(kFolder).toString();
    const QFileInfo root(folder);
    if (folder.isEmpty() || !root.exists()) {
        out.error = VaultText::tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder));
        return out;
    }
    if (!root.isDir()) {
        out.error = VaultText::tr("%1 is not a folder").arg(QDir::toNativeSeparators(folder));
        return out;
    }
    if (!root.isReadable() || !QDir(folder).isReadable()) {
        out.error = VaultText::tr("Tarn may not read the folder %1").arg(QDir::toNativeSeparators(folder));
        return out;
    }

    QList<Found> found;
    walk(root.absoluteFilePath(), QString(), 0, found);
    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) { return a.rel < b.rel; });

    const QHash<QString, Entry> previous = entriesFrom(instance.cursor);
    QHash<QString, Entry> next;
    next.reserve(found.size());
    QList<Changed> changed;
    int tooLarge = 0;
    int unreadable = 0;
    for (const Found &f : std::as_const(found)) {
        const auto old = previous.constFind(f.rel);
        const bool known = old != previous.constEnd();
        // Unchanged since the last scan by size and time: not even opened.
        if (known && old->size == f.size && old->mtime == f.mtime) {
            next.insert(f.rel, *old);
            continue;
        }
        // Skipped notes keep their entry, so their lineage resumes once
        // they can be read again (and they do not look deleted or renamed).
        if (f.size > kMaxNoteBytes) {
            ++tooLarge;
            if (known)
                next.insert(f.rel, *old);
            continue;
        }
        QFile file(f.abs);
        QByteArray bytes;
        if (file.open(QIODevice::ReadOnly)) {
            // What the walk's stat said, plus one byte to notice growth (a
            // buffer of the size limit per note would cost more than the read).
            bytes = file.read(f.size + 1);
            if (bytes.size() > f.size)
                bytes += file.read(kMaxNoteBytes + 1 - bytes.size());
        }
        if (!file.isOpen() || file.error() != QFileDevice::NoError) {
            ++unreadable;
            if (known)
                next.insert(f.rel, *old);
            continue;
        }
        if (bytes.size() > kMaxNoteBytes) { // grew since the walk looked
            ++tooLarge;
            if (known)
                next.insert(f.rel, *old);
            continue;
        }
        Entry e{f.size, f.mtime, sha1Hex(bytes), QString()};
        if (known && old->sha1 == e.sha1) { // touched, not edited
            e.key = old->key;
            next.insert(f.rel, e);
            continue;
        }
        changed.append({f.rel, bytes, e, known ? old->key : QString(), !known});
    }

    // Renames: a path that vanished and a new one with the same content in
    // the same scan. The new path continues the old one's lineage. (A note
    // renamed and edited before a scan saw it reads as deleted plus new.)
    const bool anyNew = std::any_of(changed.begin(), changed.end(), [](const Changed &c) { return c.isNewPath; });
    if (anyNew) {
        QSet<QString> present;
        present.reserve(found.size());
        for (const Found &f : std::as_const(found))
            present.insert(f.rel);
        QStringList vanished;
        for (auto it = previous.begin(); it != previous.end(); ++it)
            if (!present.contains(it.key()))
                vanished << it.key();
        QHash<QString, QStringList> vanishedBySha;
        vanished.sort();
        for (const QString &rel : std::as_const(vanished))
            vanishedBySha[previous.value(rel).sha1].append(rel);
        for (Changed &c : changed) {
            if (!c.isNewPath)
                continue;
            auto it = vanishedBySha.find(c.entry.sha1);
            if (it == vanishedBySha.end() || it->isEmpty())
                continue;
            c.replaces = previous.value(it->takeFirst()).key;
        }
    }
    // A deleted note (vanished and not renamed) simply leaves the cursor:
    // nothing is written and nothing erased. What the person authored
    // sticks, and the lake is append-only.

    for (Changed &c : changed) {
        const QString text = textOf(c.bytes);
        if (text.isEmpty()) {
            // An emptied note writes nothing (a delta needs content) but
            // keeps its lineage for when it has words again.
            c.entry.key = c.replaces;
            next.insert(c.rel, c.entry);
            continue;
        }
        QString key = noteKey(c.rel, c.bytes);
        // A note edited back to an earlier version (or renamed back to an
        // earlier path) has a key written before, whose delta has since
        // been superseded: give this version a key of its own so it is
        // written and supersedes the current one.
        if (!c.replaces.isEmpty())
            for (int round = 0; round < 16 && seen && seen(key); ++round)
                key = QStringLiteral("note:") + sha1Hex((key + u'\n' + c.replaces).toUtf8());
        c.entry.key = key;
        next.insert(c.rel, c.entry);

        SourceItem item;
        item.key = key;
        item.replaces = c.replaces;
        Delta &d = item.delta;
        // A note is something the person wrote down to keep: a fact in the
        // memory's sense, a durable kind that recall and the memory context
        // offer (an observation is what a poll loop noticed, and wilts).
        d.kind = Kind::Fact;
        // The whole note, trimmed. Over the lake's content limit (16 KiB by
        // default) the lake cuts it with a visible marker and an audit entry
        // rather than refusing it (DeltaValidation::truncateContent).
        d.content = text;
        d.subject = titleOf(text, c.rel);
        d.tags = {QStringLiteral("vault:") + instance.name, pathTag(c.rel)};
        // When Tarn saw this version, not the file's mtime: an mtime can be
        // in the future (clock skew, a copied vault) or far in the past, and
        // observed_at orders the lake; the file time only decides whether
        // to read the note again.
        d.observedAt = nowMs;
        out.items.append(item);
    }

    out.cursor = cursorFrom(next, tooLarge, unreadable);
    return out;
}

namespace {

class VaultPoller : public SourcePoller
{
public:
    explicit VaultPoller(const Clock &clock) : m_clock(clock) {}

    // The scan runs on the host's thread; at one stat per unchanged note it
    // is cheap enough not to need one of its own.
    void poll(const SourceInstance &instance, const SeenCheck &seen) override
    {
        Q_EMIT finished(VaultSource::scan(instance, seen, m_clock.nowMs()));
    }

private:
    const Clock &m_clock;
};

// Watches the folder, every (non-hidden) subfolder and every note:
// directoryChanged covers notes created, renamed and deleted, fileChanged
// an in-place edit. Any event is a changed(); the host debounces a burst
// into one rescan.
class VaultWatcher : public SourceWatcher
{
public:
    explicit VaultWatcher(const QString &folder) : m_fs(new QFileSystemWatcher(this))
    {
        connect(m_fs, &QFileSystemWatcher::directoryChanged, this, [this](const QString &dir) {
            watchBelow(dir);
            Q_EMIT changed();
        });
        connect(m_fs, &QFileSystemWatcher::fileChanged, this, [this](const QString &file) {
            // An editor that saves by writing a new file and renaming it over
            // the note leaves the watch on the old file (or drops it): watch
            // the path afresh.
            m_fs->removePath(file);
            if (QFileInfo(file).isFile())
                m_fs->addPath(file);
            Q_EMIT changed();
        });
        if (QFileInfo(folder).isDir())
            watchBelow(QFileInfo(folder).absoluteFilePath());
    }

private:
    // Adds `dir` and what is below it that is not watched yet (a folder
    // that appeared, notes created in it).
    void watchBelow(const QString &dir)
    {
        if (!QFileInfo(dir).isDir())
            return; // gone: QFileSystemWatcher has dropped it already
        const QStringList watchedDirs = m_fs->directories();
        const QStringList watchedFiles = m_fs->files();
        const QSet<QString> watched = QSet<QString>(watchedDirs.begin(), watchedDirs.end())
                                      + QSet<QString>(watchedFiles.begin(), watchedFiles.end());
        QStringList add;
        collect(dir, 0, watched, add);
        if (!add.isEmpty())
            m_fs->addPaths(add);
    }

    static void collect(const QString &dir, int depth, const QSet<QString> &watched, QStringList &add)
    {
        if (depth > VaultSource::kMaxDepth)
            return;
        if (!watched.contains(dir))
            add << dir;
        QDirIterator it(dir, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
        while (it.hasNext()) {
            it.next();
            const QFileInfo fi = it.fileInfo();
            if (isHiddenName(fi.fileName()) || fi.isHidden())
                continue;
            if (fi.isDir()) {
                if (!fi.isSymLink())
                    collect(fi.filePath(), depth + 1, watched, add);
            } else if (isNoteName(fi.fileName()) && !watched.contains(fi.filePath())) {
                add << fi.filePath();
            }
        }
    }

    QFileSystemWatcher *m_fs;
};

} // namespace

SourceShape VaultSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("vault");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Vault folder (Markdown notes)"));
    s.category = SourceCategory::Transport;
    s.authored = true;
    s.fields = {
        {kFolder, QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Folder")), SourceField::Type::Folder, {}, 0, 0, true,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "The folder of Markdown notes (an Obsidian vault works); Tarn reads it and never writes to it."))},
        {kPollMinutes, QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Rescan every (minutes)")), SourceField::Type::Integer, 60, 1, 1440, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Tarn notices changes as they happen; this full rescan catches anything it missed."))},
        // The folder is on one computer: when several share the lake, only
        // that one reads it (SourceHost). New vaults belong to the machine
        // that adds them.
        {SourcePlugins::kMachineField, QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Computer")), SourceField::Type::Text,
         ThisMachine::name(), 0, 0, false,
         QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "The computer whose folder this is; other computers sharing the lake leave it alone."))},
    };
    return s;
}

qint64 VaultSource::pollIntervalMs(const SourceInstance &instance) const
{
    return instance.settings.value(kPollMinutes).toInteger(60) * 60 * 1000;
}

std::unique_ptr<SourcePoller> VaultSource::createPoller(QNetworkAccessManager &, const Clock &clock) const
{
    return std::make_unique<VaultPoller>(clock);
}

std::unique_ptr<SourceWatcher> VaultSource::createWatcher(const SourceInstance &instance) const
{
    return std::make_unique<VaultWatcher>(instance.settings.value(kFolder).toString());
}

} // namespace tarn
