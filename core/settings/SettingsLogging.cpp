#include "SettingsLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcSettings, "tarn.settings", QtInfoMsg)
} // namespace tarn
