// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QString>

namespace tarn {

class Lake;

// A memory a person writes, with an image if they chose one (the window's
// Remember…). The image file is read here, on the writer's thread, within
// the lake's limit for one image (LakeMedia::kMaxFileBytes); a file that is
// missing, not a regular file or too large is refused by name before
// anything is written. Returns the delta as written.
namespace Remember {

Delta remember(Lake &lake, const Delta &draft, const QString &imagePath = {});

} // namespace Remember

} // namespace tarn
