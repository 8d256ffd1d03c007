// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlText.h"

#include "HtmlEntities.h"

#include <QSet>
#include <algorithm>

namespace tarn {

namespace {

enum class Gap { None, Space, Line, Paragraph };

// What a tag leaves between the words on either side of it; inline tags
// (a, b, span...) leave nothing, so "un<b>believ</b>able" stays one word.
Gap gapOf(QStringView tagName)
{
    static const QSet<QString> paragraphs{
        QStringLiteral("p"),          QStringLiteral("div"),     QStringLiteral("blockquote"), QStringLiteral("pre"),
        QStringLiteral("h1"),         QStringLiteral("h2"),      QStringLiteral("h3"),         QStringLiteral("h4"),
        QStringLiteral("h5"),         QStringLiteral("h6"),      QStringLiteral("ul"),         QStringLiteral("ol"),
        QStringLiteral("dl"),         QStringLiteral("table"),   QStringLiteral("hr"),         QStringLiteral("section"),
        QStringLiteral("article"),    QStringLiteral("header"),  QStringLiteral("footer"),     QStringLiteral("figure"),
        QStringLiteral("aside"),      QStringLiteral("nav"),     QStringLiteral("main"),       QStringLiteral("address"),
        QStringLiteral("form"),       QStringLiteral("fieldset"), QStringLiteral("caption"),   QStringLiteral("figcaption"),
        QStringLiteral("thead"),      QStringLiteral("tbody"),   QStringLiteral("tfoot"),
    };
    static const QSet<QString> lines{
        QStringLiteral("br"), QStringLiteral("li"), QStringLiteral("tr"), QStringLiteral("dt"), QStringLiteral("dd"),
        QStringLiteral("option"),
    };
    static const QSet<QString> spaces{
        QStringLiteral("td"),     QStringLiteral("th"),    QStringLiteral("img"),
        QStringLiteral("iframe"), QStringLiteral("video"), QStringLiteral("audio"),
    };
    const QString name = tagName.toString().toLower();
    if (paragraphs.contains(name))
        return Gap::Paragraph;
    if (lines.contains(name))
        return Gap::Line;
    if (spaces.contains(name))
        return Gap::Space;
    return Gap::None;
}

bool isRawTextTag(QStringView name)
{
    return name.compare(u"script", Qt::CaseInsensitive) == 0 || name.compare(u"style", Qt::CaseInsensitive) == 0;
}

// Builds the text: white space collapses to one pending space, breaks
// collapse to the largest pending one, nothing leads or trails.
class Text
{
public:
    void character(char32_t c)
    {
        if (c == U' ' || c == U'\t' || c == U'\n' || c == U'\r' || c == U'\f') {
            m_space = true;
            return;
        }
        if (!m_out.isEmpty()) {
            if (m_breaks > 0)
                m_out += QString(m_breaks, u'\n');
            else if (m_space)
                m_out += u' ';
        }
        m_breaks = 0;
        m_space = false;
        HtmlEntities::appendCodePoint(m_out, c);
    }
    void gap(Gap g)
    {
        if (g == Gap::Space)
            m_space = true;
        else if (g != Gap::None)
            m_breaks = std::max(m_breaks, g == Gap::Line ? 1 : 2);
    }
    QString result() const { return m_out; }

private:
    QString m_out;
    int m_breaks = 0;
    bool m_space = false;
};

// The index of the '>' that closes the tag opened at s[i] ('<'), quoted
// attribute values skipped; -1 when it never closes.
qsizetype tagEnd(QStringView s, qsizetype i)
{
    QChar quote;
    for (qsizetype j = i + 1; j < s.size(); ++j) {
        const QChar c = s[j];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'>') {
            return j;
        }
    }
    return -1;
}

QStringView tagName(QStringView s, qsizetype i)
{
    qsizetype j = i + 1;
    if (j < s.size() && s[j] == u'/')
        ++j;
    const qsizetype from = j;
    while (j < s.size() && (s[j].isLetterOrNumber() || s[j] == u':' || s[j] == u'-'))
        ++j;
    return s.mid(from, j - from);
}

// Past "</script>" (or the end: an unterminated script hides the rest).
qsizetype skipRawText(QStringView s, qsizetype from, QStringView name)
{
    const QString closing = QStringLiteral("</") + name.toString();
    const qsizetype at = s.indexOf(closing, from, Qt::CaseInsensitive);
    if (at < 0)
        return s.size();
    const qsizetype end = tagEnd(s, at);
    return end < 0 ? s.size() : end + 1;
}

} // namespace

QString HtmlText::toPlainText(QStringView html)
{
    Text text;
    const qsizetype n = html.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = html[i];
        if (c == u'<' && i + 1 < n) {
            if (html.mid(i).startsWith(u"<!--")) {
                const qsizetype end = html.indexOf(u"-->", i + 4);
                i = end < 0 ? n : end + 3;
                continue;
            }
            const QChar next = html[i + 1];
            // "a < b" and "<3" are text; a letter, '/', '!' or '?' opens markup.
            if (next.isLetter() || next == u'/' || next == u'!' || next == u'?') {
                const qsizetype end = tagEnd(html, i);
                if (end < 0)
                    break;
                const QStringView name = tagName(html, i);
                if (next != u'/' && isRawTextTag(name)) {
                    i = skipRawText(html, end + 1, name);
                    continue;
                }
                text.gap(gapOf(name));
                i = end + 1;
                continue;
            }
        }
        if (c == u'&') {
            const HtmlEntities::Reference ref = HtmlEntities::at(html, i);
            if (ref.length > 0 && ref.known) {
                text.character(ref.code);
                i += ref.length;
                continue;
            }
        }
        // A lone surrogate half goes through as it is; oneLine and the
        // delta's validation see whole strings.
        text.character(c.unicode());
        ++i;
    }
    return text.result();
}

bool HtmlText::separatesWords(QStringView tagName)
{
    return gapOf(tagName) != Gap::None;
}

bool HtmlText::hidesContent(QStringView tagName)
{
    return isRawTextTag(tagName);
}

QString HtmlText::oneLine(QStringView in)
{
    QString out;
    out.reserve(in.size());
    bool pendingSpace = false;
    for (const QChar c : in) {
        const char16_t u = c.unicode();
        if (u == 0x200B || u == 0xFEFF || u == 0x00AD || u == 0x200C || u == 0x200D)
            continue;
        if (c.isSpace()) {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace)
            out += u' ';
        pendingSpace = false;
        out += c;
    }
    return out;
}

} // namespace tarn
