// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace tarn::EncodingGuess {

// The legacy encoding a text most likely is in, for a feed that declares
// none and is not UTF-8 (KOI8-R, Shift_JIS, GB2312, TIS-620,
// windows-1255 …): Mozilla's detector through Debian's libuchardet. Empty
// when it cannot tell. Reads at most the first 256 KiB.
QByteArray of(const QByteArray &bytes);

} // namespace tarn::EncodingGuess
