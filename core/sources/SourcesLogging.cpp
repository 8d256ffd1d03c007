#include "SourcesLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcSources, "tarn.sources", QtInfoMsg)
} // namespace tarn
