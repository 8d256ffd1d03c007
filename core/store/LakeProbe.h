// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace tarn {

// "Test connection" in the Preferences: reaches the server a location names
// with the password given (or the one LakeCredentials holds), and says in a
// sentence what is there, without creating or migrating anything. Blocking
// (up to the connect timeout): run it off the UI thread. A probe makes its
// own connection on the calling thread and closes it before returning.
class LakeProbe
{
    Q_DECLARE_TR_FUNCTIONS(LakeProbe)
public:
    struct Result
    {
        bool reached = false;
        // "Reached PostgreSQL 15.8 on db.example: a Tarn lake (schema 7).",
        // or why not (the server's words, and how to give a password when
        // that is why).
        QString message;
    };

    // `location` is a postgresql:// address; a file path is answered by
    // whether the folder can hold a lake. Never throws.
    static Result probe(const QString &location, const QString &password = {});
};

} // namespace tarn
