#pragma once

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace tarn {

class Lake;

// One statement of the sources' rows (SourceInstanceRows, SourceSeenRows),
// prepared, bound in order, run, read forward only. Throws TarnError
// (Storage) when the engine refuses.
QSqlQuery sourceRowQuery(Lake &lake, const QString &sql, const QVariantList &values = {});

} // namespace tarn
