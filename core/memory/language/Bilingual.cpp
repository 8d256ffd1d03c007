// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Bilingual.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <zlib.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

Q_LOGGING_CATEGORY(lcBilingual, "tarn.recall.bilingual", QtInfoMsg)

namespace tarn::Bilingual {

namespace {

// One of dictd's dictionaries: NAME.index, lines "headword TAB offset TAB
// length" sorted by their bytes, offsets in dictd's base 64; NAME.dict.dz,
// gzip whose header's "RA" field lists the compressed size of each chunk of
// `chunkLength` bytes, each deflated on its own (dictzip(1)).
class Dictionary
{
public:
    bool open(const QString &base)
    {
        m_index = std::make_unique<QFile>(base + QStringLiteral(".index"));
        m_dict = std::make_unique<QFile>(base + QStringLiteral(".dict.dz"));
        if (!m_index->open(QIODevice::ReadOnly) || !m_dict->open(QIODevice::ReadOnly))
            return false;
        m_indexSize = m_index->size();
        m_dictSize = m_dict->size();
        m_indexData = reinterpret_cast<const char *>(m_index->map(0, m_indexSize));
        m_dictData = m_dict->map(0, m_dictSize);
        return m_indexData && m_dictData && readChunkTable();
    }

    // The entries of `headword` (lowercased, as the index keeps them), each
    // one sense's text.
    QList<QByteArray> entries(const QByteArray &headword, int most) const
    {
        QList<QByteArray> out;
        // A headword's senses lie one after another in the text, mostly
        // in one chunk: each chunk is inflated once per lookup.
        Chunks chunks;
        for (qint64 at = firstLineNotBefore(headword); at < m_indexSize && out.size() < most;) {
            const char *line = m_indexData + at;
            const char *nl = static_cast<const char *>(memchr(line, '\n', size_t(m_indexSize - at)));
            const qint64 end = nl ? nl - m_indexData : m_indexSize;
            const QList<QByteArray> fields = QByteArray::fromRawData(line, end - at).split('\t');
            if (fields.size() < 3 || fields.at(0) != headword)
                break;
            const QByteArray text = read(decode(fields.at(1)), decode(fields.at(2)), chunks);
            if (!text.isEmpty())
                out << text;
            at = end + 1;
        }
        return out;
    }

private:
    struct Chunks
    {
        qint64 index = -1;
        QByteArray text;          // the chunk's first bytes, as many as were inflated
        qint64 inflatedLimit = 0; // how many were asked for: fewer came only at its end
    };
    static constexpr qint64 kInflatedAhead = 2048;

    static qint64 decode(const QByteArray &b64)
    {
        qint64 n = 0;
        for (const char c : b64) {
            int v;
            if (c >= 'A' && c <= 'Z')
                v = c - 'A';
            else if (c >= 'a' && c <= 'z')
                v = c - 'a' + 26;
            else if (c >= '0' && c <= '9')
                v = c - '0' + 52;
            else if (c == '+')
                v = 62;
            else if (c == '/')
                v = 63;
            else
                return -1;
            n = n * 64 + v;
            if (n > (qint64(1) << 40))
                return -1;
        }
        return n;
    }

    QByteArrayView keyAt(qint64 lineStart) const
    {
        const char *line = m_indexData + lineStart;
        const char *tab = static_cast<const char *>(memchr(line, '\t', size_t(m_indexSize - lineStart)));
        const char *nl = static_cast<const char *>(memchr(line, '\n', size_t(m_indexSize - lineStart)));
        const char *end = tab && (!nl || tab < nl) ? tab : (nl ? nl : m_indexData + m_indexSize);
        return QByteArrayView(line, end - line);
    }

    // The start of the first index line whose headword is not before `key`.
    qint64 firstLineNotBefore(const QByteArray &key) const
    {
        qint64 lo = 0, hi = m_indexSize;
        while (lo < hi) {
            qint64 start = lo + (hi - lo) / 2;
            while (start > lo && m_indexData[start - 1] != '\n')
                --start;
            if (keyAt(start) < QByteArrayView(key)) {
                const char *nl = static_cast<const char *>(memchr(m_indexData + start, '\n', size_t(m_indexSize - start)));
                lo = nl ? nl - m_indexData + 1 : m_indexSize;
            } else {
                hi = start;
            }
        }
        return lo;
    }

    bool readChunkTable()
    {
        const auto *d = m_dictData;
        if (m_dictSize < 18 || d[0] != 0x1f || d[1] != 0x8b || d[2] != 8 || !(d[3] & 4))
            return false;
        const qint64 xlen = d[10] | (d[11] << 8);
        qint64 at = 12;
        const qint64 extraEnd = at + xlen;
        if (extraEnd > m_dictSize)
            return false;
        while (at + 4 <= extraEnd) {
            const qint64 length = d[at + 2] | (d[at + 3] << 8);
            if (d[at] == 'R' && d[at + 1] == 'A' && length >= 6 && at + 4 + length <= extraEnd) {
                const uchar *ra = d + at + 4;
                m_chunkLength = ra[2] | (ra[3] << 8);
                const qint64 count = ra[4] | (ra[5] << 8);
                if (6 + 2 * count > length || m_chunkLength == 0)
                    return false;
                for (qint64 i = 0; i < count; ++i)
                    m_chunkSizes.push_back(quint16(ra[6 + 2 * i] | (ra[7 + 2 * i] << 8)));
            }
            at += 4 + length;
        }
        // After the extra field: a file name and a comment, each NUL-ended, if flagged.
        at = extraEnd;
        for (const int flag : {8, 16})
            if (d[3] & flag) {
                while (at < m_dictSize && d[at] != 0)
                    ++at;
                ++at;
            }
        if (d[3] & 2)
            at += 2;
        qint64 offset = at;
        for (quint16 size : m_chunkSizes) {
            m_chunkStarts.push_back(offset);
            offset += size;
        }
        return !m_chunkSizes.empty() && offset <= m_dictSize;
    }

    // The first `upTo` bytes of a chunk (fewer at its end): a headword's
    // senses are a few hundred bytes, and inflating the rest of its 58 KB
    // chunk was most of a one-shot `tarn recall`'s time in zlib.
    QByteArray inflateChunk(qint64 chunk, qint64 upTo) const
    {
        if (chunk < 0 || chunk >= qint64(m_chunkSizes.size()))
            return {};
        QByteArray out(std::clamp<qint64>(upTo, 1, m_chunkLength), Qt::Uninitialized);
        z_stream z{};
        if (inflateInit2(&z, -15) != Z_OK)
            return {};
        z.next_in = const_cast<Bytef *>(m_dictData + m_chunkStarts[size_t(chunk)]);
        z.avail_in = m_chunkSizes[size_t(chunk)];
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        const int rc = inflate(&z, Z_SYNC_FLUSH);
        const qint64 produced = out.size() - qint64(z.avail_out);
        inflateEnd(&z);
        if (rc != Z_OK && rc != Z_STREAM_END)
            return {};
        out.truncate(produced);
        return out;
    }

    // `length` bytes from `offset` of the uncompressed text.
    QByteArray read(qint64 offset, qint64 length, Chunks &last) const
    {
        if (offset < 0 || length <= 0 || length > 64 * 1024)
            return {};
        QByteArray out;
        for (qint64 chunk = offset / m_chunkLength; out.size() < length; ++chunk) {
            // Up to this read's end, and a little further for the senses
            // that follow it.
            const qint64 from = out.isEmpty() ? offset - chunk * m_chunkLength : 0;
            const qint64 end = from + (length - out.size());
            if (last.index != chunk || (last.text.size() < end && last.text.size() >= last.inflatedLimit)) {
                last.text = inflateChunk(chunk, end + kInflatedAhead);
                last.inflatedLimit = end + kInflatedAhead;
                last.index = chunk;
            }
            const QByteArray &text = last.text;
            if (text.size() <= from)
                return {};
            out += text.mid(from, length - out.size());
        }
        return out;
    }

    std::unique_ptr<QFile> m_index;
    std::unique_ptr<QFile> m_dict;
    const char *m_indexData = nullptr;
    const uchar *m_dictData = nullptr;
    qint64 m_indexSize = 0;
    qint64 m_dictSize = 0;
    qint64 m_chunkLength = 0;
    std::vector<quint16> m_chunkSizes;
    std::vector<qint64> m_chunkStarts;
};

QString folder()
{
    const QByteArray v = qgetenv("TARN_FREEDICT_DIR");
    return v.isEmpty() ? QStringLiteral("/usr/share/dictd") : QString::fromLocal8Bit(v);
}

enum Direction { GermanToEnglish, EnglishToGerman };

const Dictionary *dictionary(Direction direction)
{
    struct Loaded
    {
        std::once_flag once;
        std::unique_ptr<Dictionary> dictionary;
    };
    static Loaded loaded[2];
    Loaded &l = loaded[direction];
    std::call_once(l.once, [&] {
        auto d = std::make_unique<Dictionary>();
        const QString name = direction == GermanToEnglish ? QStringLiteral("freedict-deu-eng") : QStringLiteral("freedict-eng-deu");
        const QString base = QDir(folder()).filePath(name);
        if (d->open(base))
            l.dictionary = std::move(d);
        else
            qCInfo(lcBilingual) << "FreeDict not found at" << base << "- recall bridges no German and English";
    });
    return l.dictionary.get();
}

// Senses of a trade nobody's memory is written in: they come first in the
// dictionary's order as often as not ("dog": a barrel-maker's hook).
bool isTradeSense(const QString &line)
{
    static const QRegularExpression trade(
        QStringLiteral("\\[(techn|constr|mach|min|metal|mil|naut|aviat|geol|chem|biochem|phys|math|print)\\.\\]"));
    return trade.match(line).hasMatch();
}

// The first translations of one sense: its second line, "staff <n>,
// personnel <n>, workforce <n>", less the labels.
QStringList translationsOf(const QByteArray &entry, const QString &word)
{
    const QList<QByteArray> lines = entry.split('\n');
    if (lines.size() < 2)
        return {};
    const QString line = QString::fromUtf8(lines.at(1));
    if (isTradeSense(line))
        return {};
    static const QRegularExpression labels(QStringLiteral("<[^>]*>|\\[[^\\]]*\\]|\\([^)]*\\)|\\{[^}]*\\}"));
    static const QRegularExpression usable(QStringLiteral("^[\\p{L}][\\p{L}\\-]*( [\\p{L}][\\p{L}\\-]*)?$"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QString plain = line;
    plain.remove(labels);
    QStringList out;
    for (const QString &part : plain.split(u',')) {
        const QString t = part.simplified().toLower();
        if (out.size() >= kPerSense)
            break;
        if (!t.isEmpty() && t != word && usable.match(t).hasMatch() && !out.contains(t))
            out << t;
    }
    return out;
}

// Recall asks for the same words again and again (the window asks as the
// person types): a word's translations are remembered per thread, up to
// kRemembered words each way, then forgotten all at once.
constexpr qsizetype kRemembered = 4096;

QStringList lookUp(const Dictionary &d, const QString &word)
{
    QStringList out;
    for (const QByteArray &entry : d.entries(word.toUtf8(), kEntriesRead))
        for (const QString &t : translationsOf(entry, word))
            if (!out.contains(t) && out.size() < kMaxTranslations)
                out << t;
    return out;
}

QStringList translate(Direction direction, const QString &word)
{
    const Dictionary *d = dictionary(direction);
    if (!d || word.isEmpty())
        return {};
    thread_local QHash<QString, QStringList> remembered[2];
    QHash<QString, QStringList> &known = remembered[direction];
    const QString folded = word.toLower();
    if (const auto it = known.constFind(folded); it != known.constEnd())
        return *it;
    if (known.size() >= kRemembered)
        known.clear();
    const QStringList out = lookUp(*d, folded);
    known.insert(folded, out);
    return out;
}

} // namespace

QStringList english(const QString &germanWord)
{
    return translate(GermanToEnglish, germanWord);
}

QStringList german(const QString &englishWord)
{
    return translate(EnglishToGerman, englishWord);
}

bool available()
{
    return dictionary(GermanToEnglish) && dictionary(EnglishToGerman);
}

QStringList englishFrom(const QString &folder, const QString &germanWord)
{
    Dictionary d;
    if (!d.open(QDir(folder).filePath(QStringLiteral("freedict-deu-eng"))))
        return {};
    return lookUp(d, germanWord.toLower());
}

} // namespace tarn::Bilingual
