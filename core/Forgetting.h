#pragma once

#include <QString>

namespace tarn {

class Lake;

// The person's right to forget (DESIGN §4). forget_soft hides a delta from
// every reader (list, search, recall, the API) and can be undone;
// forget_hard deletes it: the row, its FTS entry and tags (the delete
// trigger) and any media file it alone held. Each is audited; the audit of
// a hard forget keeps the id, never the content.
namespace Forgetting {
// Throw TarnError NotFound for an id that is not in the lake.
void forgetSoft(Lake &lake, const QString &id);
void restore(Lake &lake, const QString &id);
void forgetHard(Lake &lake, const QString &id);
} // namespace Forgetting

} // namespace tarn
