#pragma once

#include "TarnError.h"

class QSqlError;
class QFileDevice;

namespace tarn {

// SQLite's and the file system's failures turned into refusals a person can
// act on. A full disk, a read-only lake and a lake busy with another writer
// get their own kinds and plain messages (the window, the CLI and the API
// show them as they are); anything else stays a Storage error carrying
// SQLite's own words, since it means a broken file or a bug.
namespace StorageErrors {

// From a failed Qt Sql call. `otherwise` is the message for an error that is
// none of the three (default: the driver's text).
TarnError fromSql(const QSqlError &error, const QString &otherwise = {});
// From SQLite's C API: a result code (primary or extended) and its message.
TarnError fromSqlite(int code, const QString &sqliteMessage, const QString &otherwise = {});
// A media file that could not be written under `folder`: the disk being
// full or read-only is said so; else the file's own error.
TarnError fromFileWrite(const QString &path, const QFileDevice &file, const QString &folder, qint64 bytes);

TarnError diskFull(const QString &detail = {});
TarnError readOnly(const QString &detail = {});
TarnError busy(const QString &detail = {});

} // namespace StorageErrors

} // namespace tarn
