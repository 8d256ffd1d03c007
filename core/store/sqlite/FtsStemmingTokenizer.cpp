// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsStemmingTokenizer.h"

#include "Decompounder.h"
#include "FtsPhraseRowsFunction.h"
#include "FtsRankFunction.h"
#include "LanguageGuess.h"
#include "Stemmer.h"

#include <QByteArray>
#include <QList>

#include <sqlite3.h>

#include <cstring>

namespace tarn {

namespace {

fts5_api *fts5ApiOf(sqlite3 *db)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &stmt, nullptr) == SQLITE_OK) {
        sqlite3_bind_pointer(stmt, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
        sqlite3_step(stmt);
    }
    sqlite3_finalize(stmt);
    return api;
}

// The tokenizer object: unicode61 underneath.
struct StemmingTokenizer
{
    fts5_tokenizer base{};
    Fts5Tokenizer *baseInstance = nullptr;
};

struct Token
{
    QByteArray text;
    int start = 0;
    int end = 0;
};

bool isFacet(const char *token, int length)
{
    // U+E000 in UTF-8.
    return length >= 3 && static_cast<unsigned char>(token[0]) == 0xEE && static_cast<unsigned char>(token[1]) == 0x80
        && static_cast<unsigned char>(token[2]) == 0x80;
}

using TokenCallback = int (*)(void *, int, const char *, int, int, int);

// Emits `word`'s stem in `first`, and, when `both`, the other language's
// stem at the same position if it differs. A document also keeps the word
// as written at that position when its stems differ from it, so a typed
// prefix ("swimm*") finds the words it begins ("swimming", stem "swim").
int emitStems(void *ctx, TokenCallback xToken, const char *word, int length, int start, int end, Language first,
              bool both, bool keepWord)
{
    const QByteArray a = Stemmer::stem(first, word, length);
    int rc = xToken(ctx, 0, a.constData(), int(a.size()), start, end);
    if (rc != SQLITE_OK)
        return rc;
    QByteArray b;
    if (both) {
        const Language other = first == Language::English ? Language::German : Language::English;
        b = Stemmer::stem(other, word, length);
        if (b != a)
            rc = xToken(ctx, FTS5_TOKEN_COLOCATED, b.constData(), int(b.size()), start, end);
    }
    const QByteArrayView written(word, length);
    if (rc == SQLITE_OK && keepWord && written != a && written != b)
        rc = xToken(ctx, FTS5_TOKEN_COLOCATED, word, length, start, end);
    return rc;
}

// German nouns are capitalised, and only nouns are split: "beinhaltet" is
// no kind of "Bein".
bool isCapitalised(const char *text, int length, int start)
{
    const QString first = QString::fromUtf8(text + start, std::min(4, length - start));
    return !first.isEmpty() && first.at(0).isUpper();
}

// A German compound's parts at its own position (Decompounder.h), each as
// German stems it, so "Kredit" finds "Fixzinskredit". Only in a document:
// a question's compound asks for the compound.
int emitCompoundParts(void *ctx, TokenCallback xToken, const char *word, int length, int start, int end)
{
    int rc = SQLITE_OK;
    for (const QByteArray &part : Decompounder::partsOf(word, length)) {
        const QByteArray stem = Stemmer::stem(Language::German, part.constData(), int(part.size()));
        if ((rc = xToken(ctx, FTS5_TOKEN_COLOCATED, stem.constData(), int(stem.size()), start, end)) != SQLITE_OK)
            break;
    }
    return rc;
}

int collectToken(void *ctx, int /*flags*/, const char *token, int length, int start, int end)
{
    static_cast<QList<Token> *>(ctx)->append({QByteArray(token, length), start, end});
    return SQLITE_OK;
}

int create(void *userData, const char ** /*args*/, int /*argCount*/, Fts5Tokenizer **out)
{
    fts5_api *api = static_cast<fts5_api *>(userData);
    auto *t = new StemmingTokenizer;
    void *baseData = nullptr;
    int rc = api->xFindTokenizer(api, "unicode61", &baseData, &t->base);
    if (rc == SQLITE_OK) {
        const char *baseArgs[] = {"remove_diacritics", "2"};
        rc = t->base.xCreate(baseData, baseArgs, 2, &t->baseInstance);
    }
    if (rc != SQLITE_OK) {
        delete t;
        return rc;
    }
    *out = reinterpret_cast<Fts5Tokenizer *>(t);
    return SQLITE_OK;
}

void destroy(Fts5Tokenizer *tokenizer)
{
    auto *t = reinterpret_cast<StemmingTokenizer *>(tokenizer);
    if (t->baseInstance)
        t->base.xDelete(t->baseInstance);
    delete t;
}

int tokenize(Fts5Tokenizer *tokenizer, void *ctx, int flags, const char *text, int length, TokenCallback xToken)
{
    auto *t = reinterpret_cast<StemmingTokenizer *>(tokenizer);
    // One pass of unicode61 collects the words; the language is guessed from
    // all of them before the first stem goes out.
    QList<Token> tokens;
    int rc = t->base.xTokenize(t->baseInstance, &tokens, flags, text, length, collectToken);
    if (rc != SQLITE_OK)
        return rc;
    const bool query = (flags & FTS5_TOKENIZE_QUERY) != 0;
    if (query && (flags & FTS5_TOKENIZE_PREFIX)) {
        for (const Token &tok : std::as_const(tokens))
            if ((rc = xToken(ctx, 0, tok.text.constData(), int(tok.text.size()), tok.start, tok.end)) != SQLITE_OK)
                return rc;
        return SQLITE_OK;
    }
    LanguageGuess::Guess guess;
    bool both = true; // a query: both ways
    if (!query) {
        QList<QByteArray> words;
        words.reserve(tokens.size());
        for (const Token &tok : std::as_const(tokens))
            words << tok.text;
        guess = LanguageGuess::fromWords(words, LanguageGuess::hasGermanLetters(text, length));
        // Unsure with a German hint ("Zahnarzt am Dienstag"): both stems.
        // Unsure with none ("Take care, Maria"): English only, or German's
        // stem of "care" would be "car".
        both = !guess.sure && guess.germanHints;
    }
    const bool splitsCompounds = !query && (guess.language == Language::German || both);
    for (const Token &tok : std::as_const(tokens)) {
        const char *w = tok.text.constData();
        const int n = int(tok.text.size());
        if (isFacet(w, n))
            rc = xToken(ctx, 0, w, n, tok.start, tok.end);
        else
            rc = emitStems(ctx, xToken, w, n, tok.start, tok.end, guess.language, both, !query);
        if (rc == SQLITE_OK && splitsCompounds && isCapitalised(text, length, tok.start))
            rc = emitCompoundParts(ctx, xToken, w, n, tok.start, tok.end);
        if (rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}

} // namespace

bool FtsStemmingTokenizer::registerWith(sqlite3 *db)
{
    fts5_api *api = fts5ApiOf(db);
    if (!api)
        return false;
    static fts5_tokenizer tokenizer{create, destroy, tokenize};
    if (api->xCreateTokenizer(api, kName, api, &tokenizer, nullptr) != SQLITE_OK)
        return false;
    return FtsRankFunction::registerWith(api) && FtsPhraseRowsFunction::registerWith(api);
}

} // namespace tarn
