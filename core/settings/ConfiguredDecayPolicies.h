// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DecayPolicy.h"

namespace tarn::DecayPolicies {

// Where Tarn's config file (TarnSettings) keeps the policies' JSON.
QString settingsKey();
// What the operator configured: TARN_DECAY_POLICIES when set (it wins, so a
// service's environment is authoritative), else the config file. Throws
// TarnError naming which of the two is wrong.
QList<DecayPolicy> configured();

} // namespace tarn::DecayPolicies
