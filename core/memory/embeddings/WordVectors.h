// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringView>

#include <memory>
#include <vector>

namespace tarn {

// Recall by meaning with no model server (issue 20, DESIGN §4): GloVe's
// English word vectors (glove.6B.100d, Stanford NLP, public domain under
// the PDDL), packed by scripts/word-vectors.mjs, which scripts/deps.sh runs,
// into <data>/tarn/word-vectors-en.tarnwv. A text's vector is the average
// of its words' vectors, each weighed by how rare the word is, a / (a +
// p(word)) with p from the word's frequency rank, less the direction every
// sentence shares, at unit length (Arora, Liang & Ma, "A simple but
// tough-to-beat baseline for sentence embeddings", 2017). Measured on the
// tune and dev questions of tests/data/recall-eval before it was wired in:
// alone it finds half the paraphrased questions' answers in its top 5,
// which share no word with them (docs/BENCHMARKS.md).
//
// The file, little-endian, read in place (mapped, never copied):
//   "TARNWV01", u32 dim, u32 count, u32 stringBytes, f32 a, f32 H, u32 0
//   f32 common[dim]           the shared direction, unit length
//   u32 rank[count]           each word's place in GloVe's frequency order
//   u32 offset[count + 1]     each word's UTF-8 bytes in the string table
//   f32 scale[count]          each vector's step
//   i8  vector[count][dim]    each component / its scale
//   u8  strings[stringBytes]  the words, sorted by their bytes
class WordVectors
{
public:
    // Where the file is looked for: TARN_WORD_VECTORS when it names a file,
    // else tarn/word-vectors-en.tarnwv in the system's data folders
    // (QStandardPaths::GenericDataLocation: /usr/local/share, /usr/share).
    // Empty when it is not installed, or TARN_WORD_VECTORS is "off".
    static QString installedPath();
    // The installed file, opened once per process; null when there is none
    // or it is not a word-vector file (said once, in the log, with why).
    static const WordVectors *shared();

    // Opens `path`; null with `error` naming what is wrong.
    static std::unique_ptr<WordVectors> open(const QString &path, QString *error);

    int dimension() const { return m_dim; }
    qsizetype size() const { return m_count; }
    // A text's vector at unit length; empty when none of its words is known.
    std::vector<float> sentence(QStringView text) const;
    // The word's row, or -1 (lowercase, as GloVe holds its words).
    qsizetype find(const QByteArray &word) const;
    // The word's place in GloVe's frequency order (0 the commonest);
    // size() for a word it does not hold.
    qint64 commonness(const QString &word) const;

private:
    WordVectors() = default;
    void add(const QString &word, double factor, std::vector<double> &sum, bool *any) const;

    std::unique_ptr<QFile> m_file;
    const uchar *m_base = nullptr;
    int m_dim = 0;
    qsizetype m_count = 0;
    float m_a = 0;
    float m_harmonic = 0;
    const float *m_common = nullptr;
    const quint32 *m_rank = nullptr;
    const quint32 *m_offset = nullptr;
    const float *m_scale = nullptr;
    const qint8 *m_vectors = nullptr;
    const char *m_strings = nullptr;
};

} // namespace tarn
