// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchQuery.h"

#include "QueryLimits.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QStringList>

namespace tarn::SearchQuery {

namespace {

struct SearchQueryText
{
    Q_DECLARE_TR_FUNCTIONS(SearchQuery)
};

} // namespace

Typed parse(const QString &typed)
{
    QueryLimits::checkLength(QStringLiteral("query"), typed);
    // Split on anything the unicode61 tokenizer would split on too, so a
    // quoted word is exactly one token and a phrase never spans punctuation.
    QStringList words;
    QString current;
    for (const QChar c : typed) {
        if (c.isLetterOrNumber() || c.isMark()) {
            current += c;
        } else if (!current.isEmpty()) {
            words << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        words << current;
    Typed out;
    // A trailing separator means the person finished the last word: match it
    // whole. Otherwise the last word is still being typed: match as a prefix.
    const bool lastIsPrefix = !typed.isEmpty() && (typed.back().isLetterOrNumber() || typed.back().isMark());
    for (qsizetype i = 0; i < words.size(); ++i) {
        const TypedWord word{words.at(i), i == words.size() - 1 && lastIsPrefix};
        if (out.words.contains(word)) // a word typed twice is one condition
            continue;
        out.words << word;
        // Every word must match, so dropping some would find what the
        // person did not ask for: refuse instead (QueryLimits.h).
        if (out.words.size() > QueryLimits::kMaxTerms)
            throw TarnError::invalid(QStringLiteral("query"),
                                     SearchQueryText::tr("query: a search takes at most %1 different words")
                                         .arg(QueryLimits::kMaxTerms));
    }
    return out;
}

QString toFts5(const QString &typed)
{
    QStringList terms;
    for (const TypedWord &w : parse(typed).words) {
        QString term = u'"' + w.text + u'"'; // words hold no '"': they are letters only
        // The index holds stems (FtsStemmingTokenizer.h) and a prefix is
        // matched as typed, so the word being typed matches either way:
        // "keys" finds "key" whole, "mov" finds "move" as a prefix.
        if (w.prefix)
            term = u'(' + term + QStringLiteral(" OR ") + term + QStringLiteral("*)");
        terms << term;
    }
    return terms.join(QStringLiteral(" AND "));
}

// Source names may hold any character (':' '-' '.'), which the unicode61
// tokenizer would split on; hex keeps each one a single token. The SQL and
// the C++ must agree byte for byte: SQLite's hex() is upper-case hex of the
// UTF-8 bytes, and the tokenizer folds case on both sides.
namespace {
QString hexOf(const QString &text)
{
    return QString::fromLatin1(text.toUtf8().toHex().toUpper());
}
} // namespace

QString facetsSqlExpression()
{
    return QStringLiteral("char(57344) || 'f' || hex(substr(source, 1, instr(source || ':', ':') - 1)) "
                          "|| ' ' || char(57344) || 's' || hex(source) || ' ' || char(57344) || 'k' || kind "
                          "|| ' ' || char(57344) || 'c' || scope");
}

QString sourceFacet(const QString &source)
{
    return QChar(kFacetMark) + u's' + hexOf(source);
}

QString familyFacet(const QString &family)
{
    return QChar(kFacetMark) + u'f' + hexOf(family);
}

QString kindFacet(const QString &kind)
{
    return QChar(kFacetMark) + u'k' + kind;
}

QString scopeFacet(const QString &scope)
{
    return QChar(kFacetMark) + u'c' + scope;
}

QString facetsOf(const QString &source, const QString &kind, const QString &scope)
{
    return familyFacet(source.section(u':', 0, 0)) + u' ' + sourceFacet(source) + u' ' + kindFacet(kind) + u' '
           + scopeFacet(scope);
}

} // namespace tarn::SearchQuery
