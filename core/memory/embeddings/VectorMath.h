// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFloat16>
#include <QtGlobal>
#include <utility>
#include <vector>

namespace tarn::VectorMath {

// The dot product of two float32 vectors: AVX2+FMA when the processor has
// them (chosen once, at run time), SSE2 otherwise on x86-64, and an
// unrolled loop the compiler may vectorise elsewhere. For unit vectors it
// is the cosine. tests/bench/tarn_embedding_bench measures it against
// dotScalar (docs/BENCHMARKS.md, "Embeddings (issue 20)").
float dot(const float *a, const float *b, int n);
// The plain loop, one multiply-add at a time: the reference.
float dotScalar(const float *a, const float *b, int n);
// Which kernel dot() uses: "avx2", "sse2" or "portable".
const char *kernelName();

// Exact top k by dot product over `count` rows of `dim` floats laid out one
// after another: (row, score) pairs, best first, ties by lower row.
std::vector<std::pair<qsizetype, float>> topK(const float *rows, qsizetype count, int dim, const float *query, int k);

// The same over rows kept in half precision (IEEE binary16, as qfloat16):
// half the memory, and the scan reads half as much, which is what it waits
// for (a unit vector's cosine moves by about 1e-3). F16C + AVX2 + FMA where
// the processor has them, else each half widened first.
float dotHalf(const qfloat16 *a, const float *b, int n);
// Rows of `dim` halves are fastest kept `halfStride(dim)` apart (a multiple
// of 8, padded with zeros, as the query then is): no row has a remainder.
constexpr int halfStride(int dim) { return (dim + 7) / 8 * 8; }
std::vector<std::pair<qsizetype, float>> topKHalf(const qfloat16 *rows, qsizetype count, int dim, const float *query, int k);

} // namespace tarn::VectorMath
