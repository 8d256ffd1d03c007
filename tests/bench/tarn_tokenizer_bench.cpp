// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the lake's tokenizer costs per document, by language, beside FTS5's
// own unicode61 in the same run: Tarn stems every word in the text's
// language and splits German compounds (Decompounder.h), raw FTS5 only
// lowercases. The texts are the evaluation sets' own (tests/data): the
// recall set's deltas and the capture set's turns, English and German apart,
// each inserted into an in-memory FTS5 table until `--docs` rows are in.
//
//   tarn_tokenizer_bench [--docs N]

#include "Decompounder.h"
#include "FtsStemmingTokenizer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

#include <cstdio>

using namespace tarn;

namespace {

struct Texts
{
    QStringList english;
    QStringList german;
};

void readJsonl(const QString &path, const char *field, Texts &texts)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        std::exit(2);
    }
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        const QString text = o.value(QLatin1String(field)).toString();
        if (text.isEmpty())
            continue;
        (o.value(QLatin1String("lang")).toString() == u"de" ? texts.german : texts.english) << text;
    }
}

void exec(sqlite3 *db, const char *sql)
{
    char *error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        std::fprintf(stderr, "%s: %s\n", sql, error);
        std::exit(1);
    }
}

// Microseconds per document to index `docs` rows of `texts` with `tokenizer`.
double indexing(const QStringList &texts, int docs, const char *tokenizer)
{
    sqlite3 *db = nullptr;
    sqlite3_open(":memory:", &db);
    if (!FtsStemmingTokenizer::registerWith(db)) {
        std::fprintf(stderr, "no FTS5\n");
        std::exit(1);
    }
    exec(db, QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(content, tokenize='%1')").arg(QLatin1String(tokenizer)).toUtf8().constData());
    QList<QByteArray> utf8;
    for (const QString &t : texts)
        utf8 << t.toUtf8();
    sqlite3_stmt *insert = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO t (content) VALUES (?1)", -1, &insert, nullptr);
    QElapsedTimer timer;
    timer.start();
    exec(db, "BEGIN");
    for (int i = 0; i < docs; ++i) {
        const QByteArray &text = utf8.at(i % utf8.size());
        sqlite3_bind_text(insert, 1, text.constData(), int(text.size()), SQLITE_STATIC);
        if (sqlite3_step(insert) != SQLITE_DONE) {
            std::fprintf(stderr, "insert: %s\n", sqlite3_errmsg(db));
            std::exit(1);
        }
        sqlite3_reset(insert);
    }
    exec(db, "COMMIT");
    const double us = double(timer.nsecsElapsed()) / 1000.0 / docs;
    sqlite3_finalize(insert);
    sqlite3_close(db);
    return us;
}

// Microseconds per document the decompounder alone takes, on the words the
// tokenizer hands it (capitalised, six letters or more).
double decompounding(const QStringList &texts, int docs, qsizetype *parts)
{
    QElapsedTimer timer;
    timer.start();
    *parts = 0;
    for (int i = 0; i < docs; ++i)
        *parts += Decompounder::partsOfText(texts.at(i % texts.size())).size();
    return double(timer.nsecsElapsed()) / 1000.0 / docs;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The lake's FTS5 tokenizer against FTS5's unicode61, per language."));
    parser.addHelpOption();
    const QCommandLineOption docsOption(QStringLiteral("docs"), QStringLiteral("Rows to index per language (default 100000)."),
                                        QStringLiteral("N"), QStringLiteral("100000"));
    parser.addOption(docsOption);
    parser.process(app);
    const int docs = std::max(1, parser.value(docsOption).toInt());

    Texts texts;
    readJsonl(QStringLiteral(TARN_EVAL_DATA "/recall-eval/deltas.jsonl"), "content", texts);
    for (const char *split : {"tune", "dev", "heldout"})
        readJsonl(QStringLiteral(TARN_EVAL_DATA "/capture-eval/%1.jsonl").arg(QLatin1String(split)), "text", texts);
    std::printf("texts: %lld English, %lld German (tests/data/recall-eval, tests/data/capture-eval); %d rows each; "
                "German compounds %s\n\n",
                qint64(texts.english.size()), qint64(texts.german.size()), docs,
                Decompounder::available() ? "split (OpenThesaurus built in)" : "not split (built without OpenThesaurus)");
    // The lexicon is read once per process, before the first German row.
    (void)Decompounder::partsOfText(QStringLiteral("Fixzinskredit"));

    std::printf("| texts | Tarn's tokenizer (µs/row) | FTS5 unicode61 (µs/row) | ratio (Tarn ÷ raw) | of which decompounding (µs/row) | parts per row |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    for (const auto &[name, list] : {std::pair{"English", texts.english}, std::pair{"German", texts.german}}) {
        const double raw = indexing(list, docs, "unicode61 remove_diacritics 2");
        const double tarn = indexing(list, docs, FtsStemmingTokenizer::kName);
        // An English row is not split (FtsStemmingTokenizer.cpp).
        if (QLatin1String(name) == QLatin1String("English")) {
            std::printf("| %s | %.2f | %.2f | %.2f | – | – |\n", name, tarn, raw, tarn / raw);
            continue;
        }
        qsizetype parts = 0;
        const double split = decompounding(list, docs, &parts);
        std::printf("| %s | %.2f | %.2f | %.2f | %.2f | %.2f |\n", name, tarn, raw, tarn / raw, split, double(parts) / docs);
    }
    return 0;
}
