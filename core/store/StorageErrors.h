// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TarnError.h"

class QSqlError;
class QFileDevice;

namespace tarn {

// SQLite's, PostgreSQL's and the file system's failures turned into
// refusals a person can act on, the same on both engines. A full disk, a
// read-only lake, a lake busy with another writer and a lost connection to
// the lake's server get their own kinds and plain messages (the window, the
// CLI and the API show them as they are); anything else stays a Storage
// error carrying the engine's own words, since it means a broken file or a bug.
namespace StorageErrors {

// From a failed Qt Sql call on either engine. `otherwise` is the message for
// an error that is none of the four (default: the driver's text).
// QPSQL puts the SQLSTATE (five characters) in nativeErrorCode() and QSQLITE
// the result code as a number (at most four digits), so the code alone says
// which engine spoke. When QPSQL says nothing at all (its connection is
// gone, so Qt refuses the statement without an error) a lost server
// connection on this thread is the cause (PostgresConnection::lostOnThisThread).
TarnError fromSql(const QSqlError &error, const QString &otherwise = {});
// From SQLite's C API: a result code (primary or extended) and its message.
// A file has no connection to lose, so no SQLite code maps to a lost one.
TarnError fromSqlite(int code, const QString &sqliteMessage, const QString &otherwise = {});
// From PostgreSQL's SQLSTATE and the server's message. Busy: 40001
// (serialization failure), 40P01 (deadlock), 55P03 (lock not available),
// 57014 (statement timeout); disk full: 53100; read-only: 25006 (a
// read-only transaction, which is what a hot standby answers to a write);
// lost connection: class 08 and 57P01-57P03 (the server shutting down or
// the backend terminated). `lake` names the server for a lost connection.
TarnError fromSqlState(const QString &sqlState, const QString &serverMessage, const QString &otherwise = {},
                       const QString &lake = {});
// Whether a driver's error code is a SQLSTATE.
bool isSqlState(const QString &code);
// A media file that could not be written under `folder`: the disk being
// full or read-only is said so; else the file's own error.
TarnError fromFileWrite(const QString &path, const QFileDevice &file, const QString &folder, qint64 bytes);

TarnError diskFull(const QString &detail = {});
TarnError readOnly(const QString &detail = {});
TarnError busy(const QString &detail = {});
// The server's own versions of the three: its disk, its standby state, its
// locks and time limits, not a file's.
TarnError diskFullOnServer(const QString &detail = {});
TarnError readOnlyServer(const QString &detail = {});
TarnError busyOnServer(const QString &detail = {});
// `lake` is the lake's display string (never a password); empty when unknown.
TarnError lostConnection(const QString &lake, const QString &detail = {});

} // namespace StorageErrors

} // namespace tarn
