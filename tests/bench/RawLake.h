#pragma once

// The same lake work as Tarn's, done directly through SQLite's C API: the
// yardstick every benchmark figure is divided by.

#include "Delta.h"

#include <QList>
#include <QString>

struct sqlite3;

namespace tarn::bench {

class RawLake
{
public:
    explicit RawLake(const QString &path); // the file must already hold Tarn's schema
    ~RawLake();

    void exec(const char *sql);
    // Batched insert: one transaction per call, prepared statements for the
    // delta row, its FTS row and its tags, one source_stats upsert per source.
    void insertBatch(const QList<Delta> &deltas);
    // The seed's hard prune: one unbatched DELETE. Returns rows removed.
    qint64 deleteExpired(qint64 now);
    // Seed 004's soft decay statements. Returns rows updated + deleted.
    qint64 softDecay(qint64 now);
    double scalar(const char *sql);

private:
    sqlite3 *m_db = nullptr;
};

} // namespace tarn::bench
