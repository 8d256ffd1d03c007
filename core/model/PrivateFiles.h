// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// What Tarn keeps is one person's memory: the lake, its WAL and shared
// memory, its media, the config file and exports are readable by that
// person alone (files 0600, folders 0700), whatever the umask. Only what is
// Tarn's is created private or tightened; the folders a person keeps a
// lake or an export in (their home, say) are left as they are.
namespace PrivateFiles {

// Creates the folder 0700 unless it exists (missing parents are made the
// usual way: they may be shared folders like ~/.local/share). False when
// it cannot be made.
bool makeFolder(const QString &path);
// Creates an empty file 0600 where nothing is; true when it made one
// (never opens or changes a file that was there).
bool createFile(const QString &path);
// Takes away every permission of group and others from an existing file or
// folder; true when there was one to take.
bool tighten(const QString &path);
// The config file (tarn.conf) before a write: its folder 0700 and the file
// 0600, made empty when missing. QSettings saves by writing a new file and
// renaming it, which keeps an existing file's mode, so the file must exist
// private before the first save.
void prepareSettingsFile(const QString &path);

} // namespace PrivateFiles

} // namespace tarn
