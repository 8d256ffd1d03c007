// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace tarn {

// Plain text from the HTML that feeds and APIs hand out (a feed item's
// description, a Mastodon status's content): tags out, entities decoded,
// whitespace collapsed. Not a full HTML parser, and it needs none: the
// result is text for a delta, never rendered as HTML again. One routine
// for every source, so a fix for one messy publisher reaches all of them.
namespace HtmlText {

// <br> and the end of a list item or table row become a line break, the
// end of a block (p, div, h1-h6, blockquote, pre, table...) a paragraph
// break, and a table cell or an embedded image a space; script, style and
// comments are dropped, and so is a tag that never closes (markup debris
// from a description cut short). References are decoded by HtmlEntities;
// an unknown or broken one is kept as written. Runs of white space are one
// space, at most one blank line separates paragraphs, and the ends are
// trimmed. "<p>Tea &amp; cake</p><p>at 4</p>" → "Tea & cake\n\nat 4".
QString toPlainText(QStringView html);

// Whether an element of this name keeps the words either side of it apart
// (p, br, td... do; a, b, span do not), and whether its content is not text
// at all (script, style). For readers that walk HTML or XHTML as elements.
bool separatesWords(QStringView tagName);
bool hidesContent(QStringView tagName);

// One line of text: runs of white space (line breaks and no-break spaces
// included) become one space, zero-width characters and soft hyphens go
// (they only break words apart), and the ends are trimmed.
QString oneLine(QStringView text);

} // namespace HtmlText

} // namespace tarn
