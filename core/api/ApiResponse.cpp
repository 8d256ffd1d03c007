// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiResponse.h"

#include "TarnError.h"

namespace tarn {

ApiResponse ApiResponse::error(int status, const QString &code, const QString &message, const QString &field)
{
    QJsonObject e{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!field.isEmpty())
        e.insert(QStringLiteral("field"), field);
    ApiResponse r;
    r.status = status;
    r.body = QJsonObject{{QStringLiteral("error"), e}};
    return r;
}

ApiResponse ApiResponse::fromError(const TarnError &e)
{
    switch (e.kind()) {
    case TarnError::Kind::InvalidInput: return error(400, QStringLiteral("validation"), e.message(), e.field());
    case TarnError::Kind::NotFound: return error(404, QStringLiteral("not_found"), e.message(), e.field());
    case TarnError::Kind::Cancelled: return error(503, QStringLiteral("cancelled"), e.message(), e.field());
    // The lake refused to write; reads go on being served. 507 is HTTP's
    // own word for a full disk; the other two pass, so 503 says "not now".
    case TarnError::Kind::DiskFull: return error(507, QStringLiteral("disk_full"), e.message());
    case TarnError::Kind::ReadOnly: return error(503, QStringLiteral("read_only"), e.message());
    case TarnError::Kind::Busy: {
        ApiResponse busy = error(503, QStringLiteral("busy"), e.message());
        busy.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
        return busy;
    }
    // The lake's server went away: not this request's fault, and worth
    // another try once it is back (a restart takes seconds).
    case TarnError::Kind::LostConnection: {
        ApiResponse lost = error(503, QStringLiteral("lost_connection"), e.message());
        lost.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("5")));
        return lost;
    }
    case TarnError::Kind::Storage:
        if (e.field() == u"keychain")
            return error(503, QStringLiteral("keychain_unavailable"), e.message(), e.field());
        return error(500, QStringLiteral("storage"), e.message(), e.field());
    }
    return error(500, QStringLiteral("internal"), e.message());
}

} // namespace tarn
