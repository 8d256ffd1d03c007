// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace tarn {

// Reading the API's request bodies, apart from the server and the lake, so
// the same code the endpoints run can be fuzzed and tested on raw bytes.
// Every refusal is a TarnError naming the field at fault.
namespace ApiRequestBody {

// The body as one JSON object (field "body" when it is not).
QJsonObject object(const QByteArray &body);

// Refuses the first key of o that is not in allowed, named prefix + key.
void refuseUnknownFields(const QJsonObject &o, const QSet<QString> &allowed, const QString &prefix = {});

// POST /v1/deltas: one delta object, or {"deltas": [1 to 10000 objects]}.
// Only what a client may choose is accepted; ids, creation and expiry times
// and lifecycle are the lake's. Each draft has passed DeltaValidation.
struct Ingest
{
    QList<NewDelta> drafts;
    bool batch = false; // answered as {"deltas": [...]} rather than one object
};
Ingest ingest(const QByteArray &body, qint64 nowMs);

} // namespace ApiRequestBody

} // namespace tarn
