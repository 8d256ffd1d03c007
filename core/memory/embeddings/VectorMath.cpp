// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorMath.h"

#include <algorithm>
#include <queue>

#if defined(__x86_64__) || defined(_M_X64)
#include <cpuid.h>
#include <immintrin.h>
#define TARN_X86 1
#endif

namespace tarn::VectorMath {

namespace {

#if defined(TARN_X86) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("avx2,fma"))) float dotAvx2(const float *a, const float *b, int n)
{
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps(), s2 = _mm256_setzero_ps(), s3 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 32 <= n; i += 32) {
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
        s2 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 16), _mm256_loadu_ps(b + i + 16), s2);
        s3 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 24), _mm256_loadu_ps(b + i + 24), s3);
    }
    for (; i + 8 <= n; i += 8)
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    const __m256 s = _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3));
    __m128 lo = _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_shuffle_ps(lo, lo, 1));
    float out = _mm_cvtss_f32(lo);
    for (; i < n; ++i)
        out += a[i] * b[i];
    return out;
}

__attribute__((target("avx2,fma,f16c"))) inline float dotHalfAvx2(const qfloat16 *a, const float *b, int n)
{
    const auto *h = reinterpret_cast<const __m128i *>(a);
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 16 <= n; i += 16, h += 2) {
        s0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128(h)), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128(h + 1)), _mm256_loadu_ps(b + i + 8), s1);
    }
    for (; i + 8 <= n; i += 8, ++h)
        s0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128(h)), _mm256_loadu_ps(b + i), s0);
    const __m256 s = _mm256_add_ps(s0, s1);
    __m128 lo = _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_shuffle_ps(lo, lo, 1));
    float out = _mm_cvtss_f32(lo);
    for (; i < n; ++i)
        out += float(a[i]) * b[i];
    return out;
}

// Every row's score in one loop the dot product is inlined into: at 100
// dimensions a call and its sums per row cost as much as the row's reads.
__attribute__((target("avx2,fma,f16c"))) void scoresHalfAvx2(const qfloat16 *rows, qsizetype count, int dim,
                                                                const float *query, float *out)
{
    for (qsizetype r = 0; r < count; ++r)
        out[r] = dotHalfAvx2(rows + r * dim, query, dim);
}

float dotSse2(const float *a, const float *b, int n)
{
    __m128 s0 = _mm_setzero_ps(), s1 = _mm_setzero_ps(), s2 = _mm_setzero_ps(), s3 = _mm_setzero_ps();
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm_add_ps(s0, _mm_mul_ps(_mm_loadu_ps(a + i), _mm_loadu_ps(b + i)));
        s1 = _mm_add_ps(s1, _mm_mul_ps(_mm_loadu_ps(a + i + 4), _mm_loadu_ps(b + i + 4)));
        s2 = _mm_add_ps(s2, _mm_mul_ps(_mm_loadu_ps(a + i + 8), _mm_loadu_ps(b + i + 8)));
        s3 = _mm_add_ps(s3, _mm_mul_ps(_mm_loadu_ps(a + i + 12), _mm_loadu_ps(b + i + 12)));
    }
    __m128 s = _mm_add_ps(_mm_add_ps(s0, s1), _mm_add_ps(s2, s3));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    float out = _mm_cvtss_f32(s);
    for (; i < n; ++i)
        out += a[i] * b[i];
    return out;
}
#endif

// Eight independent sums: no reordering of one sum is needed, so the
// compiler may vectorise this without -ffast-math.
[[maybe_unused]] float dotPortable(const float *a, const float *b, int n)
{
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int i = 0;
    for (; i + 8 <= n; i += 8)
        for (int j = 0; j < 8; ++j)
            s[j] += a[i + j] * b[i + j];
    float out = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
    for (; i < n; ++i)
        out += a[i] * b[i];
    return out;
}

// Halves widened to floats eight at a time, then the float kernel's sums.
float dotHalfPortable(const qfloat16 *a, const float *b, int n)
{
    float wide[8];
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        qFloatFromFloat16(wide, a + i, 8);
        for (int j = 0; j < 8; ++j)
            s[j] += wide[j] * b[i + j];
    }
    float out = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
    for (; i < n; ++i)
        out += float(a[i]) * b[i];
    return out;
}

void scoresHalfPortable(const qfloat16 *rows, qsizetype count, int dim, const float *query, float *out)
{
    for (qsizetype r = 0; r < count; ++r)
        out[r] = dotHalfPortable(rows + r * dim, query, dim);
}

using Kernel = float (*)(const float *, const float *, int);
using HalfKernel = float (*)(const qfloat16 *, const float *, int);
using HalfScores = void (*)(const qfloat16 *, qsizetype, int, const float *, float *);

struct Chosen
{
    Kernel kernel;
    HalfKernel half;
    HalfScores halfScores;
    const char *name;
};

#if defined(TARN_X86) && (defined(__GNUC__) || defined(__clang__))
// CPUID leaf 1, ECX bit 29: clang 14's __builtin_cpu_supports knows no "f16c".
bool hasF16c()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C);
}
#endif

Chosen choose()
{
#if defined(TARN_X86) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        if (hasF16c())
            return {dotAvx2, dotHalfAvx2, scoresHalfAvx2, "avx2"};
        return {dotAvx2, dotHalfPortable, scoresHalfPortable, "avx2"};
    }
    return {dotSse2, dotHalfPortable, scoresHalfPortable, "sse2"};
#else
    return {dotPortable, dotHalfPortable, scoresHalfPortable, "portable"};
#endif
}

const Chosen &chosen()
{
    static const Chosen c = choose();
    return c;
}

} // namespace

float dot(const float *a, const float *b, int n)
{
    return chosen().kernel(a, b, n);
}

#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-vectorize")))
#endif
float dotScalar(const float *a, const float *b, int n)
{
    float s = 0;
#if defined(__clang__)
#pragma clang loop vectorize(disable)
#endif
    for (int i = 0; i < n; ++i)
        s += a[i] * b[i];
    return s;
}

const char *kernelName()
{
    return chosen().name;
}

float dotHalf(const qfloat16 *a, const float *b, int n)
{
    return chosen().half(a, b, n);
}

namespace {

// The best k of `count` scores, score(row) each: a min-heap of the best so far.
template<typename Score>
std::vector<std::pair<qsizetype, float>> bestOf(qsizetype count, int k, Score score)
{
    using Entry = std::pair<float, qsizetype>; // score, row
    // A min-heap of the best k so far: its top is the one to beat.
    const auto worse = [](const Entry &x, const Entry &y) {
        return x.first != y.first ? x.first > y.first : x.second < y.second;
    };
    std::priority_queue<Entry, std::vector<Entry>, decltype(worse)> best(worse);
    if (k <= 0)
        return {};
    for (qsizetype r = 0; r < count; ++r) {
        const float s = score(r);
        if (qsizetype(best.size()) < k)
            best.emplace(s, r);
        else if (s > best.top().first) {
            best.pop();
            best.emplace(s, r);
        }
    }
    std::vector<std::pair<qsizetype, float>> out;
    out.reserve(best.size());
    while (!best.empty()) {
        out.emplace_back(best.top().second, best.top().first);
        best.pop();
    }
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace

std::vector<std::pair<qsizetype, float>> topK(const float *rows, qsizetype count, int dim, const float *query, int k)
{
    const Kernel kernel = chosen().kernel;
    return bestOf(count, k, [&](qsizetype r) { return kernel(rows + r * dim, query, dim); });
}

std::vector<std::pair<qsizetype, float>> topKHalf(const qfloat16 *rows, qsizetype count, int dim, const float *query, int k)
{
    std::vector<float> scores(static_cast<size_t>(count));
    chosen().halfScores(rows, count, dim, query, scores.data());
    return bestOf(count, k, [&](qsizetype r) { return scores[size_t(r)]; });
}

} // namespace tarn::VectorMath
