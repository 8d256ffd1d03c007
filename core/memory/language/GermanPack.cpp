// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GermanPack.h"

#include "Stemmer.h"

#include <QLoggingCategory>
#include <QResource>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <map>
#include <vector>

namespace tarn::GermanPack {

namespace {

Q_LOGGING_CATEGORY(lcGermanPack, "tarn.language.pack", QtInfoMsg)

constexpr char kMagic[] = "TARNDE02";
constexpr qsizetype kMagicSize = 8;
const QString kResource = QStringLiteral(":/tarn/language/german.tarnde");

// Bytes in unsigned order, as the reader's binary search compares them.
bool bytesLess(const QByteArray &a, const QByteArray &b)
{
    const int c = std::memcmp(a.constData(), b.constData(), size_t(std::min(a.size(), b.size())));
    return c != 0 ? c < 0 : a.size() < b.size();
}

void putNumber(QByteArray &out, quint32 v)
{
    const quint32 le = qToLittleEndian(v);
    out.append(reinterpret_cast<const char *>(&le), sizeof le);
}

void pad(QByteArray &out)
{
    while (out.size() % 4)
        out.append('\0');
}

void putStrings(QByteArray &out, const std::vector<QByteArray> &strings)
{
    putNumber(out, quint32(strings.size()));
    quint32 at = 0;
    for (const QByteArray &s : strings) {
        putNumber(out, at);
        at += quint32(s.size());
    }
    putNumber(out, at);
    for (const QByteArray &s : strings)
        out.append(s);
    pad(out);
}

void putNumbers(QByteArray &out, const std::vector<quint32> &numbers)
{
    putNumber(out, quint32(numbers.size()));
    for (quint32 n : numbers)
        putNumber(out, n);
}

std::vector<QByteArray> sorted(const QSet<QByteArray> &set)
{
    std::vector<QByteArray> out(set.cbegin(), set.cend());
    std::sort(out.begin(), out.end(), bytesLess);
    return out;
}

// FNV-1a: the same on every machine and Qt, unlike qHash's seed.
quint32 hashOf(QByteArrayView bytes)
{
    quint32 h = 2166136261u;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 16777619u;
    }
    return h;
}

quint32 cellCountFor(quint32 count)
{
    quint32 n = 8;
    while (n < 2 * count)
        n *= 2;
    return n;
}

void putSet(QByteArray &out, const QSet<QByteArray> &set)
{
    const std::vector<QByteArray> strings = sorted(set);
    putStrings(out, strings);
    std::vector<quint32> cells(cellCountFor(quint32(strings.size())), 0);
    const quint32 mask = quint32(cells.size()) - 1;
    for (quint32 i = 0; i < strings.size(); ++i) {
        quint32 at = hashOf(strings[i]) & mask;
        while (cells[at])
            at = (at + 1) & mask;
        cells[at] = i + 1;
    }
    putNumbers(out, cells);
}

quint32 numberAt(const char *p)
{
    return qFromLittleEndian<quint32>(p);
}

} // namespace

QByteArray pack(const GermanLexicon::Words &lexicon, const QList<QStringList> &synsets)
{
    std::map<QByteArray, std::vector<quint32>, decltype(&bytesLess)> byStem(bytesLess);
    std::vector<QByteArray> lines;
    lines.reserve(size_t(synsets.size()));
    for (qsizetype i = 0; i < synsets.size(); ++i) {
        lines.push_back(synsets.at(i).join(u'\n').toUtf8());
        for (const QString &w : synsets.at(i))
            if (!w.contains(u' '))
                byStem[Stemmer::stem(Language::German, w).toUtf8()].push_back(quint32(i));
    }
    std::vector<QByteArray> stems;
    std::vector<quint32> firstLine, lineNumbers;
    for (const auto &[stem, numbers] : byStem) {
        stems.push_back(stem);
        firstLine.push_back(quint32(lineNumbers.size()));
        lineNumbers.insert(lineNumbers.end(), numbers.begin(), numbers.end());
    }
    firstLine.push_back(quint32(lineNumbers.size()));

    QByteArray out(kMagic, kMagicSize);
    putSet(out, lexicon.words);
    putSet(out, lexicon.nouns);
    putSet(out, lexicon.nounStems);
    putSet(out, lexicon.verbs);
    putStrings(out, stems);
    putNumbers(out, firstLine);
    putNumbers(out, lineNumbers);
    putStrings(out, lines);
    return out;
}

// Walks the tables in order, checking each lies inside the data.
class View::Reader
{
public:
    explicit Reader(QByteArrayView data) : m_data(data) {}

    bool strings(Strings &s, const char *name)
    {
        quint32 count = 0;
        if (!number(count, name))
            return false;
        const qsizetype offsetBytes = (qsizetype(count) + 1) * 4;
        if (offsetBytes > m_data.size() - m_at)
            return fail(name);
        s.count = count;
        s.offsets = m_data.data() + m_at;
        m_at += offsetBytes;
        quint32 last = 0;
        for (quint32 i = 0; i <= count; ++i) {
            const quint32 o = numberAt(s.offsets + 4 * qsizetype(i));
            if (o < last)
                return fail(name);
            last = o;
        }
        if (qsizetype(last) > m_data.size() - m_at)
            return fail(name);
        s.bytes = m_data.data() + m_at;
        m_at += (qsizetype(last) + 3) / 4 * 4;
        return m_at <= m_data.size() || fail(name);
    }

    bool set(Set &s, const char *name)
    {
        if (!strings(s.strings, name) || !numbers(s.cells, name))
            return false;
        const quint32 cells = s.cells.count;
        if (cells < 2 * s.strings.count || cells == 0 || (cells & (cells - 1)) != 0)
            return fail(name, QStringLiteral("has %1 cells for %2 strings").arg(cells).arg(s.strings.count));
        for (quint32 i = 0; i < cells; ++i)
            if (s.cells.at(i) > s.strings.count)
                return fail(name, QStringLiteral("has a cell for string %1 of %2").arg(s.cells.at(i)).arg(s.strings.count));
        return true;
    }

    bool numbers(Numbers &n, const char *name)
    {
        quint32 count = 0;
        if (!number(count, name) || qsizetype(count) * 4 > m_data.size() - m_at)
            return fail(name);
        n.count = count;
        n.values = m_data.data() + m_at;
        m_at += qsizetype(count) * 4;
        return true;
    }

    QString error;

private:
    bool number(quint32 &out, const char *name)
    {
        if (m_data.size() - m_at < 4)
            return fail(name);
        out = numberAt(m_data.data() + m_at);
        m_at += 4;
        return true;
    }
    bool fail(const char *name)
    {
        return fail(name, QStringLiteral("runs past the end of the pack's %1 bytes").arg(m_data.size()));
    }
    bool fail(const char *name, const QString &what)
    {
        if (error.isEmpty())
            error = QStringLiteral("the %1 table %2").arg(QLatin1String(name), what);
        return false;
    }

    QByteArrayView m_data;
    qsizetype m_at = kMagicSize;
};

std::optional<View> View::of(QByteArrayView data, QString *error)
{
    if (data.size() < kMagicSize || std::memcmp(data.data(), kMagic, kMagicSize) != 0) {
        if (error)
            *error = QStringLiteral("not a German pack (no %1 at its start)").arg(QLatin1String(kMagic));
        return std::nullopt;
    }
    View v;
    Reader r(data);
    const bool ok = r.set(v.m_words, "words") && r.set(v.m_nouns, "nouns")
                 && r.set(v.m_nounStems, "noun stems") && r.set(v.m_verbs, "verbs")
                 && r.strings(v.m_stems, "stems") && r.numbers(v.m_firstLine, "first line")
                 && r.numbers(v.m_lines, "lines") && r.strings(v.m_synsets, "synsets");
    if (ok && v.m_firstLine.count != v.m_stems.count + 1)
        r.error = QStringLiteral("%1 stems but %2 line starts").arg(v.m_stems.count).arg(v.m_firstLine.count);
    if (ok && r.error.isEmpty()) {
        for (quint32 i = 0; i < v.m_firstLine.count; ++i)
            if (v.m_firstLine.at(i) > v.m_lines.count || (i > 0 && v.m_firstLine.at(i) < v.m_firstLine.at(i - 1)))
                r.error = QStringLiteral("a stem's lines lie outside the lines table");
        for (quint32 i = 0; i < v.m_lines.count && r.error.isEmpty(); ++i)
            if (v.m_lines.at(i) >= v.m_synsets.count)
                r.error = QStringLiteral("a stem names synset %1 of %2").arg(v.m_lines.at(i)).arg(v.m_synsets.count);
    }
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return std::nullopt;
    }
    return v;
}

QByteArrayView View::Strings::at(quint32 i) const
{
    const quint32 from = numberAt(offsets + 4 * qsizetype(i));
    return {bytes + from, qsizetype(numberAt(offsets + 4 * (qsizetype(i) + 1)) - from)};
}

std::optional<quint32> View::Strings::find(QByteArrayView key) const
{
    quint32 lo = 0, hi = count;
    while (lo < hi) {
        const quint32 mid = lo + (hi - lo) / 2;
        const QByteArrayView s = at(mid);
        int c = std::memcmp(s.data(), key.data(), size_t(std::min(s.size(), key.size())));
        if (c == 0)
            c = s.size() < key.size() ? -1 : (s.size() > key.size() ? 1 : 0);
        if (c == 0)
            return mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return std::nullopt;
}

quint32 View::Numbers::at(quint32 i) const
{
    return numberAt(values + 4 * qsizetype(i));
}

bool View::Set::contains(QByteArrayView key) const
{
    // The reader checked the cells are a power of two, at least twice the
    // strings: a free cell ends a probe, and a pack whose cells are all
    // taken still ends after one round.
    if (cells.count == 0)
        return false;
    const quint32 mask = cells.count - 1;
    quint32 at = hashOf(key) & mask;
    for (quint32 probed = 0; probed < cells.count; ++probed, at = (at + 1) & mask) {
        const quint32 cell = cells.at(at);
        if (cell == 0)
            return false;
        if (strings.at(cell - 1) == key)
            return true;
    }
    return false;
}

QList<int> View::synsetsOfStem(const QString &stem) const
{
    QList<int> out;
    const std::optional<quint32> i = m_stems.find(stem.toUtf8());
    if (!i)
        return out;
    for (quint32 at = m_firstLine.at(*i); at < m_firstLine.at(*i + 1); ++at)
        out << int(m_lines.at(at));
    return out;
}

QStringList View::synset(int index) const
{
    if (index < 0 || quint32(index) >= m_synsets.count)
        return {};
    return QString::fromUtf8(m_synsets.at(quint32(index))).split(u'\n');
}

const View *builtIn()
{
    static const View *const view = []() -> const View * {
        QResource r(kResource);
        if (!r.isValid()) {
            qCInfo(lcGermanPack) << "built without OpenThesaurus: German compounds are indexed whole, German words expand to nothing";
            return nullptr;
        }
        // Compiled in uncompressed (core/CMakeLists.txt), so read in place;
        // should a build compress it, the inflated copy is kept.
        static QByteArray inflated;
        QByteArrayView data;
        if (r.compressionAlgorithm() == QResource::NoCompression) {
            data = QByteArrayView(reinterpret_cast<const char *>(r.data()), r.size());
        } else {
            inflated = r.uncompressedData();
            data = inflated;
        }
        QString error;
        std::optional<View> v = View::of(data, &error);
        if (!v) {
            qCWarning(lcGermanPack) << "the built-in German pack is unusable:" << error;
            return nullptr;
        }
        return new View(*v);
    }();
    return view;
}

const View &builtInOrEmpty()
{
    static const View empty{};
    const View *v = builtIn();
    return v ? *v : empty;
}

bool isBuiltIn()
{
    return QResource(kResource).isValid();
}

} // namespace tarn::GermanPack
