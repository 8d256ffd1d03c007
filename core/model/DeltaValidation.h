// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

namespace tarn {

// The shape rules of DESIGN §1. A failing rule throws TarnError naming the
// wire field, so a CLI line, an API response or an import report can say
// exactly what is wrong.
namespace DeltaValidation {

constexpr int kDefaultMaxContentBytes = 16 * 1024;

bool isValidTag(const QString &tag);
// A tag made from a prefix and a value a server or a person chose (an
// entity id, an instance name): characters a tag cannot hold become '_' and
// it is cut to the tag limit; empty when even that is no tag.
QString tagFrom(const QString &prefix, const QString &value);
bool isValidSource(const QString &source);
bool isValidMediaHash(const QString &hash); // sha256, 64 lowercase hex

// Checks every content field; throws on the first bad one.
void validate(const Delta &d);

// Oversized content is truncated with a visible marker, never refused
// (Fae's rule). Returns true when it cut.
bool truncateContent(QString &content, int maxBytes, int *originalBytes = nullptr);

} // namespace DeltaValidation

} // namespace tarn
