#include "HtmlText.h"

#include <QHash>
#include <algorithm>

namespace tarn {

namespace {

// The named references that turn up in API text; anything else stays as
// written (a literal "&" in text that was not escaped, say).
const QHash<QString, char32_t> &namedEntities()
{
    static const QHash<QString, char32_t> table{
        {QStringLiteral("amp"), U'&'},       {QStringLiteral("lt"), U'<'},         {QStringLiteral("gt"), U'>'},
        {QStringLiteral("quot"), U'"'},      {QStringLiteral("apos"), U'\''},      {QStringLiteral("nbsp"), 0x00A0},
        {QStringLiteral("shy"), 0x00AD},     {QStringLiteral("hellip"), 0x2026},   {QStringLiteral("mdash"), 0x2014},
        {QStringLiteral("ndash"), 0x2013},   {QStringLiteral("lsquo"), 0x2018},    {QStringLiteral("rsquo"), 0x2019},
        {QStringLiteral("ldquo"), 0x201C},   {QStringLiteral("rdquo"), 0x201D},    {QStringLiteral("laquo"), 0x00AB},
        {QStringLiteral("raquo"), 0x00BB},   {QStringLiteral("copy"), 0x00A9},     {QStringLiteral("reg"), 0x00AE},
        {QStringLiteral("trade"), 0x2122},   {QStringLiteral("euro"), 0x20AC},     {QStringLiteral("pound"), 0x00A3},
        {QStringLiteral("deg"), 0x00B0},     {QStringLiteral("middot"), 0x00B7},   {QStringLiteral("bull"), 0x2022},
        {QStringLiteral("times"), 0x00D7},   {QStringLiteral("zwj"), 0x200D},      {QStringLiteral("zwnj"), 0x200C},
    };
    return table;
}

bool isBlock(const QString &name)
{
    static const QStringList blocks{
        QStringLiteral("p"),       QStringLiteral("div"),     QStringLiteral("blockquote"), QStringLiteral("pre"),
        QStringLiteral("h1"),      QStringLiteral("h2"),      QStringLiteral("h3"),         QStringLiteral("h4"),
        QStringLiteral("h5"),      QStringLiteral("h6"),      QStringLiteral("ul"),         QStringLiteral("ol"),
        QStringLiteral("dl"),      QStringLiteral("table"),   QStringLiteral("hr"),         QStringLiteral("section"),
        QStringLiteral("article"), QStringLiteral("header"),  QStringLiteral("footer"),     QStringLiteral("figure"),
    };
    return blocks.contains(name);
}

bool isLine(const QString &name)
{
    return name == u"br" || name == u"li" || name == u"tr" || name == u"dt" || name == u"dd";
}

// Builds the text: white space collapses to one pending space, breaks
// collapse to the largest pending one, nothing leads.
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
        if (c > 0xFFFF) {
            m_out += QString::fromUcs4(&c, 1);
        } else {
            m_out += QChar(char16_t(c));
        }
    }
    void utf16(QChar c) { character(c.unicode()); }
    void lineBreak(int n)
    {
        m_breaks = std::max(m_breaks, n);
        m_space = false;
    }
    QString result() const { return m_out; }

private:
    QString m_out;
    int m_breaks = 0;
    bool m_space = false;
};

qsizetype indexOfInsensitive(const QString &html, QStringView needle, qsizetype from)
{
    return html.indexOf(needle, from, Qt::CaseInsensitive);
}

// The end of a tag that starts at `start` ('<'): the index of its '>',
// quoted attribute values skipped, or -1 when it never closes.
qsizetype tagEnd(const QString &html, qsizetype start)
{
    QChar quote;
    for (qsizetype i = start + 1; i < html.size(); ++i) {
        const QChar c = html.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'>') {
            return i;
        }
    }
    return -1;
}

// Decodes the reference at `i` ('&'); returns the characters consumed, 0
// when it is not one (the '&' is then text).
qsizetype entity(const QString &html, qsizetype i, Text &text)
{
    const qsizetype semicolon = html.indexOf(u';', i + 1);
    if (semicolon < 0 || semicolon - i > 32 || semicolon == i + 1)
        return 0;
    const QString name = html.mid(i + 1, semicolon - i - 1);
    if (name.startsWith(u'#')) {
        bool ok = false;
        const bool hex = name.size() > 1 && (name.at(1) == u'x' || name.at(1) == u'X');
        const qulonglong value = hex ? name.mid(2).toULongLong(&ok, 16) : name.mid(1).toULongLong(&ok, 10);
        if (!ok)
            return 0;
        const bool valid = value > 0 && value <= 0x10FFFF && !(value >= 0xD800 && value <= 0xDFFF);
        text.character(valid ? char32_t(value) : char32_t(0xFFFD));
        return semicolon - i + 1;
    }
    const auto it = namedEntities().constFind(name);
    if (it == namedEntities().constEnd())
        return 0;
    text.character(*it);
    return semicolon - i + 1;
}

} // namespace

QString HtmlText::toPlainText(const QString &html)
{
    Text text;
    qsizetype i = 0;
    while (i < html.size()) {
        const QChar c = html.at(i);
        if (c == u'&') {
            const qsizetype used = entity(html, i, text);
            if (used > 0) {
                i += used;
                continue;
            }
            text.utf16(c);
            ++i;
            continue;
        }
        if (c != u'<' || i + 1 >= html.size()) {
            text.utf16(c);
            ++i;
            continue;
        }
        if (html.mid(i, 4) == u"<!--") {
            const qsizetype close = html.indexOf(QStringLiteral("-->"), i + 4);
            i = close < 0 ? html.size() : close + 3;
            continue;
        }
        const QChar next = html.at(i + 1);
        if (!next.isLetter() && next != u'/' && next != u'!' && next != u'?') {
            text.utf16(c); // "a < b" is text
            ++i;
            continue;
        }
        const qsizetype end = tagEnd(html, i);
        if (end < 0) {
            text.utf16(c); // never closes: text, not a tag
            ++i;
            continue;
        }
        const bool closing = next == u'/';
        qsizetype n = i + (closing ? 2 : 1);
        QString name;
        while (n < end && (html.at(n).isLetterOrNumber()))
            name += html.at(n++).toLower();
        i = end + 1;
        if (!closing && (name == u"script" || name == u"style")) {
            // Their content is not text; skip to the matching end tag.
            const qsizetype close = indexOfInsensitive(html, QString(QStringLiteral("</") + name), i);
            if (close < 0) {
                i = html.size();
            } else {
                const qsizetype closeEnd = tagEnd(html, close);
                i = closeEnd < 0 ? html.size() : closeEnd + 1;
            }
            continue;
        }
        if (isLine(name))
            text.lineBreak(1);
        else if (isBlock(name))
            text.lineBreak(2);
    }
    return text.result();
}

} // namespace tarn
