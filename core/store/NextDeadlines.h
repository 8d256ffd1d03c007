// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace tarn {
class Lake;
}

namespace tarn::NextDeadlines {

// Each source's next deadline after `nowMs` (ExpiryLaws::deadline: the TTL
// of a plain row, the soft-decay deadline of a decay-class row, whichever a
// row has). Sources with none are absent. Rows whose deadline passed await
// a sweep and are not counted.
//
// Two probes per source: decay-class rows into the (source, deadline) index
// (schema version 9), its first entry past now; plain rows into the
// (source, expires_at) index, its first entry past now that is not of a
// decay class, up to that deadline. Before the deadline index, decay-class
// rows were read all at once (110 ms on the 1M-delta bench lake), and
// before 2026-11-26 once per source (910 ms).
QHash<QString, qint64> perSource(Lake &lake, const QStringList &sources, qint64 nowMs);

} // namespace tarn::NextDeadlines
