// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QSqlDatabase>
#include <functional>

namespace tarn {

// Writes deltas' rows into a PostgreSQL lake (PostgresSchema) inside the
// lake's open transaction: each row with its search language, its tags, and
// the per-source counts, once per batch. The tsvector is the database's
// own generated column, so there is no index row to write (SQLite's
// NativeDeltaWriter writes its FTS5 row itself).
class PostgresDeltaWriter
{
public:
    explicit PostgresDeltaWriter(QSqlDatabase db) : m_db(std::move(db)) {}

    // redrawId gives a fresh id when a generated one collides with another
    // machine's; it returns an empty string for ids that must be kept (an
    // import), which then fail as already in the lake. Throws TarnError.
    void write(QList<Delta> &deltas, const std::function<QString(qsizetype index)> &redrawId);

    // 'en', 'de' or 'en+de' (both, when the guess is unsure but German is
    // hinted): the stemming the index applies to this text, as SQLite's
    // tokenizer decides it (FtsStemmingTokenizer).
    static QString searchLanguageOf(const QString &content);
    // The German compounds' parts the index holds beside the words
    // (Decompounder), space-separated, for a text of that search language:
    // none for English, as SQLite's tokenizer splits none there.
    static QString compoundPartsOf(const QString &content, const QString &searchLanguage);
    // `head` + `rows` groups of `columns` placeholders ("(?,?),(?,?)") +
    // `tail`: one statement for many rows, the way the server is written to
    // (the writer's inserts, schema 10's parts).
    static QString rowsSql(const QString &head, int columns, qsizetype rows, const QString &tail = {});

private:
    QSqlDatabase m_db;
};

} // namespace tarn
