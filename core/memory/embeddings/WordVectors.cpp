// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WordVectors.h"

#include "GermanInEnglishVectors.h"
#include "LanguageGuess.h"
#include "MemoryLogging.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <mutex>

namespace tarn {

namespace {

struct WordVectorsText
{
    Q_DECLARE_TR_FUNCTIONS(WordVectors)
};

constexpr char kMagic[8] = {'T', 'A', 'R', 'N', 'W', 'V', '0', '1'};
constexpr qint64 kHeaderBytes = 32;
constexpr int kMaxDimensions = 1024;

// Words that say how a sentence is built, not what it is about. The rarity
// weight leaves them little anyway; without them the tune and dev
// questions' answers were found a tenth more often (docs/BENCHMARKS.md).
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w : {"a",   "an",   "the",  "of",    "to",   "and",  "in",   "for",  "on",    "is",
                              "was", "are",  "be",   "been",  "it",   "its",  "this", "that", "with",  "as",
                              "at",  "by",   "from", "or",    "but",  "not",  "no",   "do",   "does",  "did",
                              "i",   "me",   "my",   "we",    "our",  "you",  "your", "he",   "she",   "her",
                              "his", "him",  "they", "them",  "their", "what", "which", "who", "whom", "when",
                              "where", "why", "how", "whats", "s"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

quint32 readU32(const uchar *at)
{
    quint32 v;
    std::memcpy(&v, at, sizeof v);
    return v;
}

float readF32(const uchar *at)
{
    float v;
    std::memcpy(&v, at, sizeof v);
    return v;
}

} // namespace

QString WordVectors::installedPath()
{
    const QString configured = qEnvironmentVariable("TARN_WORD_VECTORS");
    if (configured == u"off")
        return {};
    if (!configured.isEmpty())
        return QFileInfo::exists(configured) ? configured : QString();
    return QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("tarn/word-vectors-en.tarnwv"));
}

const WordVectors *WordVectors::shared()
{
    static std::once_flag once;
    static std::unique_ptr<WordVectors> vectors;
    std::call_once(once, [] {
        const QString path = installedPath();
        if (path.isEmpty()) {
            qCInfo(lcMemory, "no word vectors installed (scripts/deps.sh installs them): recall by meaning needs an "
                             "embedding server");
            return;
        }
        QString error;
        vectors = open(path, &error);
        if (!vectors)
            qCWarning(lcMemory, "word vectors: %s", qUtf8Printable(error));
    });
    return vectors.get();
}

std::unique_ptr<WordVectors> WordVectors::open(const QString &path, QString *error)
{
    static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "the word-vector file is little-endian");
    std::unique_ptr<WordVectors> wv(new WordVectors);
    wv->m_file = std::make_unique<QFile>(path);
    if (!wv->m_file->open(QIODevice::ReadOnly)) {
        *error = WordVectorsText::tr("%1: cannot be read (%2)").arg(path, wv->m_file->errorString());
        return nullptr;
    }
    const qint64 size = wv->m_file->size();
    const auto bad = [&](const QString &why) {
        *error = WordVectorsText::tr("%1: not a word-vector file of Tarn's (%2)").arg(path, why);
        return nullptr;
    };
    if (size < kHeaderBytes)
        return bad(WordVectorsText::tr("%1 bytes").arg(size));
    const uchar *base = wv->m_file->map(0, size);
    if (!base)
        return bad(wv->m_file->errorString());
    if (std::memcmp(base, kMagic, sizeof kMagic) != 0)
        return bad(WordVectorsText::tr("it does not start with TARNWV01"));
    const quint32 dim = readU32(base + 8);
    const quint32 count = readU32(base + 12);
    const quint32 stringBytes = readU32(base + 16);
    wv->m_a = readF32(base + 20);
    wv->m_harmonic = readF32(base + 24);
    if (dim == 0 || dim > kMaxDimensions || count == 0 || !(wv->m_a > 0) || !(wv->m_harmonic > 0)
        || !std::isfinite(wv->m_a) || !std::isfinite(wv->m_harmonic))
        return bad(WordVectorsText::tr("its header is out of range"));
    const qint64 need = kHeaderBytes + 4LL * dim + 4LL * count + 4LL * (count + 1) + 4LL * count + qint64(dim) * count
                        + stringBytes;
    if (size != need)
        return bad(WordVectorsText::tr("%1 bytes where its header says %2").arg(size).arg(need));
    qint64 at = kHeaderBytes;
    wv->m_common = reinterpret_cast<const float *>(base + at);
    at += 4LL * dim;
    wv->m_rank = reinterpret_cast<const quint32 *>(base + at);
    at += 4LL * count;
    wv->m_offset = reinterpret_cast<const quint32 *>(base + at);
    at += 4LL * (count + 1);
    wv->m_scale = reinterpret_cast<const float *>(base + at);
    at += 4LL * count;
    wv->m_vectors = reinterpret_cast<const qint8 *>(base + at);
    at += qint64(dim) * count;
    wv->m_strings = reinterpret_cast<const char *>(base + at);
    // Every word inside the string table and in order, so find() can trust them.
    if (wv->m_offset[0] != 0 || wv->m_offset[count] != stringBytes)
        return bad(WordVectorsText::tr("its string table does not add up"));
    for (quint32 i = 0; i < count; ++i) {
        if (wv->m_offset[i + 1] <= wv->m_offset[i] || !std::isfinite(wv->m_scale[i]))
            return bad(WordVectorsText::tr("word %1 is empty or its scale is not a number").arg(i));
        if (i > 0) {
            const QByteArrayView prev(wv->m_strings + wv->m_offset[i - 1], wv->m_offset[i] - wv->m_offset[i - 1]);
            const QByteArrayView here(wv->m_strings + wv->m_offset[i], wv->m_offset[i + 1] - wv->m_offset[i]);
            if (!(prev < here))
                return bad(WordVectorsText::tr("its words are not sorted at word %1").arg(i));
        }
    }
    wv->m_base = base;
    wv->m_dim = int(dim);
    wv->m_count = count;
    return wv;
}

qsizetype WordVectors::find(const QByteArray &word) const
{
    qsizetype lo = 0, hi = m_count;
    const QByteArrayView key(word);
    while (lo < hi) {
        const qsizetype mid = lo + (hi - lo) / 2;
        const QByteArrayView here(m_strings + m_offset[mid], m_offset[mid + 1] - m_offset[mid]);
        if (here == key)
            return mid;
        if (here < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

qint64 WordVectors::commonness(const QString &word) const
{
    const qsizetype row = find(word.toUtf8());
    return row < 0 ? qint64(m_count) : qint64(m_rank[row]);
}

void WordVectors::add(const QString &token, double factor, std::vector<double> &sum, bool *any) const
{
    // As GloVe's tokenizer left its words: "fiona's" is "fiona", quotes off.
    QStringView w(token);
    if (w.endsWith(QLatin1String("'s")))
        w.chop(2);
    while (w.startsWith(u'\''))
        w = w.mid(1);
    while (w.endsWith(u'\''))
        w.chop(1);
    if (w.isEmpty() || stopWords().contains(w.toString()))
        return;
    const qsizetype row = find(w.toUtf8());
    if (row < 0)
        return;
    const double p = 1.0 / ((double(m_rank[row]) + 1.0) * double(m_harmonic));
    const double weight = factor * double(m_a) / (double(m_a) + p) * double(m_scale[row]);
    const qint8 *v = m_vectors + row * m_dim;
    for (int i = 0; i < m_dim; ++i)
        sum[size_t(i)] += weight * double(v[i]);
    *any = true;
}

std::vector<float> WordVectors::sentence(QStringView text) const
{
    std::vector<double> sum(size_t(m_dim), 0.0);
    bool any = false;
    QString token;
    // A German text's words count by their English translations
    // (GermanInEnglishVectors.h); a word the dictionary does not know, a
    // name mostly, as it is.
    const bool german = LanguageGuess::fromText(text.toString()).language == Language::German;
    const auto commonness = [this](const QString &word) { return this->commonness(word); };
    const auto addGerman = [&] {
        if (GermanInEnglishVectors::isFunctionWord(token))
            return;
        const QStringList english = GermanInEnglishVectors::englishFor(token, commonness);
        if (english.isEmpty()) {
            add(token, 1.0, sum, &any);
            return;
        }
        const double share = 1.0 / double(english.size());
        for (const QString &translation : english)
            for (const QString &word : translation.split(u' ', Qt::SkipEmptyParts))
                add(word, share, sum, &any);
    };
    const auto flush = [&] {
        if (token.isEmpty())
            return;
        if (german)
            addGerman();
        else
            add(token, 1.0, sum, &any);
        token.clear();
    };
    for (const QChar c : text) {
        if (c.isLetterOrNumber() || c == u'_')
            token += c.toLower();
        else if (c == u'\'' || c == QChar(0x2019))
            token += u'\'';
        else
            flush();
    }
    flush();
    if (!any)
        return {};
    // Less what every sentence shares, then unit length.
    double along = 0;
    for (int i = 0; i < m_dim; ++i)
        along += sum[size_t(i)] * double(m_common[i]);
    double norm = 0;
    for (int i = 0; i < m_dim; ++i) {
        sum[size_t(i)] -= along * double(m_common[i]);
        norm += sum[size_t(i)] * sum[size_t(i)];
    }
    if (!(norm > 0) || !std::isfinite(norm))
        return {};
    const double scale = 1.0 / std::sqrt(norm);
    std::vector<float> out(static_cast<size_t>(m_dim));
    for (int i = 0; i < m_dim; ++i)
        out[size_t(i)] = float(sum[size_t(i)] * scale);
    return out;
}

} // namespace tarn
