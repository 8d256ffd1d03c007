// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <exception>

namespace tarn {

// Every refusal in the core carries a message a person can act on and, where
// the fault lies in one field of the input, that field's wire name.
class TarnError : public std::exception
{
public:
    // DiskFull, ReadOnly and Busy are storage failures a person can act on
    // (free space, fix permissions, wait for the other writer), so the API
    // and the CLI tell them apart from a broken file (StorageErrors.h).
    // LostConnection: the lake's server went away mid-work (a restart, a
    // network drop); nothing unsaved was written, and the next try may
    // work once it is back. SQLite, a file, never has it.
    enum class Kind { InvalidInput, NotFound, Storage, Cancelled, DiskFull, ReadOnly, Busy, LostConnection };

    TarnError(Kind kind, QString message, QString field = {})
        : m_kind(kind), m_message(std::move(message)), m_field(std::move(field)),
          m_utf8(m_message.toUtf8())
    {
    }

    static TarnError invalid(const QString &field, const QString &message)
    {
        return TarnError(Kind::InvalidInput, message, field);
    }
    static TarnError notFound(const QString &message) { return TarnError(Kind::NotFound, message); }
    static TarnError storage(const QString &message) { return TarnError(Kind::Storage, message); }

    Kind kind() const { return m_kind; }
    const QString &message() const { return m_message; }
    const QString &field() const { return m_field; }
    const char *what() const noexcept override { return m_utf8.constData(); }

private:
    Kind m_kind;
    QString m_message;
    QString m_field;
    QByteArray m_utf8;
};

} // namespace tarn
