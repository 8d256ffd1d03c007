// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Stemmer.h"

#include <libstemmer.h>

#include <memory>

namespace tarn::Stemmer {

namespace {

struct StemmerDeleter
{
    void operator()(sb_stemmer *s) const { sb_stemmer_delete(s); }
};
using StemmerPtr = std::unique_ptr<sb_stemmer, StemmerDeleter>;

sb_stemmer *stemmerFor(Language language)
{
    // Snowball's "english" is Porter2; "german" folds umlauts and ß as it
    // stems, so folded and unfolded spellings meet.
    thread_local StemmerPtr english(sb_stemmer_new("english", "UTF_8"));
    thread_local StemmerPtr german(sb_stemmer_new("german", "UTF_8"));
    return language == Language::German ? german.get() : english.get();
}

} // namespace

QByteArray stem(Language language, const char *word, int length)
{
    sb_stemmer *s = stemmerFor(language);
    if (!s || length <= 0)
        return QByteArray(word, length);
    const sb_symbol *out = sb_stemmer_stem(s, reinterpret_cast<const sb_symbol *>(word), length);
    if (!out) // out of memory inside Snowball: the word unstemmed still finds itself
        return QByteArray(word, length);
    return QByteArray(reinterpret_cast<const char *>(out), sb_stemmer_length(s));
}

QString stem(Language language, const QString &word)
{
    const QByteArray utf8 = word.toUtf8();
    return QString::fromUtf8(stem(language, utf8.constData(), int(utf8.size())));
}

} // namespace tarn::Stemmer
