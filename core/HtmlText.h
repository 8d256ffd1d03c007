#pragma once

#include <QString>

namespace tarn {

// Plain text from the small HTML fragments APIs hand out (a Mastodon
// status's content, an API's description field): tags out, entities
// decoded, whitespace collapsed. Not a full HTML parser, and it needs none:
// the result is text for a delta, never rendered as HTML again.
namespace HtmlText {

// <br> becomes a line break and the end of a block (p, div, li, h1-h6,
// blockquote, pre, tr) a paragraph break; script, style and comments are
// dropped; &amp; &lt; &gt; &quot; &#39; &apos; &nbsp; (U+00A0), a few
// typographic names and numeric references (&#8217; &#x2019;) are decoded,
// an unknown or broken one is kept as written. Runs of white space are one
// space, at most one blank line separates paragraphs, and the ends are
// trimmed. "<p>Tea &amp; cake</p><p>at 4</p>" → "Tea & cake\n\nat 4".
QString toPlainText(const QString &html);

} // namespace HtmlText

} // namespace tarn
