// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The translation unit the tests' precompiled headers are built with
// (tests/CMakeLists.txt, tarn_test_pch_*): the headers are its content.
