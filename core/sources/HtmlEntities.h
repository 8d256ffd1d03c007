// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace tarn {

// HTML's character references as feeds and APIs actually write them: one
// table and one reader, shared by the feed parser (which also repairs them
// into XML) and HtmlText (which turns HTML fragments into a delta's text).
namespace HtmlEntities {

struct Reference
{
    qsizetype length = 0; // "&...;" included; 0 when s[i] does not start a reference
    bool numeric = false;
    bool known = false;   // a number, or a name in the table
    char32_t code = 0;
    QStringView name;     // the name of a named reference, without '&' and ';'
};

// Reads "&name;", "&#123;" or "&#x1F600;" at s[i] (which is '&'). Names
// cover HTML's Latin-1 set and the typography, arrows and symbols that turn
// up in real text; anything rarer is not known (and stays as written).
// Numbers mean what HTML makes them mean: 0x80–0x9F as windows-1252,
// anything unrepresentable or forbidden in XML as U+FFFD.
Reference at(QStringView s, qsizetype i);

// Windows-1252's character for 0x80–0x9F (what text labelled ISO-8859-1
// nearly always means); any other character is returned as it is.
char16_t windows1252(char16_t c);

void appendCodePoint(QString &out, char32_t code);

} // namespace HtmlEntities

} // namespace tarn
