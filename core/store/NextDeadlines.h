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
// Plain rows: one probe per source into the (source, expires_at) index, its
// first entry past now. Decay-class rows: one pass over their own index for
// all sources together. Asking each source for both (as before 2026-11-26)
// walked every decay-class row once per source: 910 ms for `Lake::stats()`
// on the 1M-delta bench lake, 69 ms on 100k.
QHash<QString, qint64> perSource(Lake &lake, const QStringList &sources, qint64 nowMs);

} // namespace tarn::NextDeadlines
