// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedParser.h"

#include "EncodingGuess.h"
#include "HtmlEntities.h"
#include "HtmlText.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QXmlStreamReader>

#include <algorithm>
#include <climits>
#include <optional>

namespace tarn {

namespace {

struct FeedText
{
    Q_DECLARE_TR_FUNCTIONS(FeedParser)
};

[[noreturn]] void refuse(const QString &reason)
{
    throw TarnError::invalid(QStringLiteral("feed"), reason);
}

// Malformed or truncated XML: parse() keeps the items read before it.
struct MalformedXml
{
    QString reason;
};

const QString kAtomNs = QStringLiteral("http://www.w3.org/2005/Atom");
const QString kAtom03Ns = QStringLiteral("http://purl.org/atom/ns#");
const QString kRss10Ns = QStringLiteral("http://purl.org/rss/1.0/");
const QString kRss090Ns = QStringLiteral("http://my.netscape.com/rdf/simple/0.9/");
const QString kUserlandRss2Ns = QStringLiteral("http://backend.userland.com/rss2");
const QString kRdfNs = QStringLiteral("http://www.w3.org/1999/02/22-rdf-syntax-ns#");
const QString kContentNs = QStringLiteral("http://purl.org/rss/1.0/modules/content/");
const QString kDcNs = QStringLiteral("http://purl.org/dc/elements/1.1/");
const QString kDcTermsNs = QStringLiteral("http://purl.org/dc/terms/");
const QString kMediaNs = QStringLiteral("http://search.yahoo.com/mrss/");
const QString kXmlNs = QStringLiteral("http://www.w3.org/XML/1998/namespace");

constexpr qsizetype kSummaryMax = 2000;
constexpr qsizetype kTitleFromSummaryMax = 80;
// A feed with more broken entities than this is not worth repairing; the XML
// reader then names the first unrepaired fault. Also bounds the repair's growth.
constexpr int kMaxRepairs = 100000;

// ---------------------------------------------------------------------------
// Characters and entities

bool isXmlPredefined(QStringView name)
{
    return name == u"amp" || name == u"lt" || name == u"gt" || name == u"quot" || name == u"apos";
}

bool isXmlForbiddenControl(char16_t c)
{
    return (c < 0x20 && c != 0x9 && c != 0xA && c != 0xD) || c == 0xFFFE || c == 0xFFFF;
}

// ---------------------------------------------------------------------------
// HTML to plain text (HtmlText; no QTextDocument: the core does not link Qt Gui)

QString htmlToText(QStringView html)
{
    return HtmlText::oneLine(HtmlText::toPlainText(html));
}

// Descriptions escaped twice ("&amp;lt;p&amp;gt;") still read as HTML once
// decoded. Only well-known tags count; prose that spells out "<b>" in an
// otherwise tag-free description loses it, which is rare enough.
bool looksLikeHtml(const QString &text)
{
    static const QRegularExpression tags(
        QStringLiteral("</?(p|br|div|span|a|b|i|em|strong|img|ul|ol|li|h[1-6]|blockquote|table|tr|td|pre|code|"
                       "script|style|iframe|figure|figcaption|small|sup|sub|hr)(\\s[^<>]*)?/?>"),
        QRegularExpression::CaseInsensitiveOption);
    return text.contains(u'<') && tags.match(text).hasMatch();
}

bool containsTag(QStringView html)
{
    static const QRegularExpression tag(QStringLiteral("<[A-Za-z/!]"));
    return tag.match(html).hasMatch();
}

// A field that already holds real tags was escaped once, as it should be:
// whatever tags its entities spell out are text ("Nothing &lt;script&gt; ran").
QString htmlFieldToText(QStringView html)
{
    QString text = htmlToText(html);
    if (!containsTag(html) && looksLikeHtml(text))
        text = htmlToText(text);
    return text;
}

// Cuts at the last word boundary that leaves room for the ellipsis; one
// enormous "word" (a URL, CJK text) is cut where it must be.
QString cutAtWord(const QString &text, qsizetype max)
{
    if (text.size() <= max)
        return text;
    qsizetype cut = max - 1; // the ellipsis takes the last place
    if (cut > 0 && text[cut - 1].isHighSurrogate())
        --cut;
    const qsizetype space = text.lastIndexOf(u' ', cut);
    if (space > max / 2)
        cut = space;
    QString out = text.left(cut);
    while (!out.isEmpty() && (out.back().isSpace() || out.back() == u',' || out.back() == u';' || out.back() == u':'))
        out.chop(1);
    return out + QChar(0x2026);
}

// ---------------------------------------------------------------------------
// Dates

QDateTime utcFrom(QDate date, QTime time, int offsetSeconds)
{
    if (!date.isValid() || !time.isValid() || date.year() < 1900 || date.year() > 2199)
        return {};
    return QDateTime(date, time, Qt::UTC).addSecs(-offsetSeconds);
}

// "+01:00", "+0100", "+01", "-0530" → seconds east of UTC.
std::optional<int> numericOffset(QStringView s)
{
    static const QRegularExpression re(QStringLiteral("^([+-])(\\d{1,2})(?::?(\\d{2}))?$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const int hours = m.capturedView(2).toInt();
    const int minutes = m.capturedView(3).isEmpty() ? 0 : m.capturedView(3).toInt();
    if (hours > 14 || minutes > 59)
        return std::nullopt;
    const int sign = m.capturedView(1) == u"-" ? -1 : 1;
    return sign * (hours * 3600 + minutes * 60);
}

// Zone names real feeds write, in seconds east of UTC. RFC 822's military
// letters mean nothing reliable (RFC 2822 says treat them as UTC).
std::optional<int> namedOffset(QStringView s)
{
    static const QHash<QString, int> zones = {
        {QStringLiteral("UT"), 0},          {QStringLiteral("UTC"), 0},         {QStringLiteral("GMT"), 0},
        {QStringLiteral("Z"), 0},           {QStringLiteral("WET"), 0},         {QStringLiteral("EST"), -5 * 3600},
        {QStringLiteral("EDT"), -4 * 3600}, {QStringLiteral("CST"), -6 * 3600}, {QStringLiteral("CDT"), -5 * 3600},
        {QStringLiteral("MST"), -7 * 3600}, {QStringLiteral("MDT"), -6 * 3600}, {QStringLiteral("PST"), -8 * 3600},
        {QStringLiteral("PDT"), -7 * 3600}, {QStringLiteral("AKST"), -9 * 3600}, {QStringLiteral("AKDT"), -8 * 3600},
        {QStringLiteral("HST"), -10 * 3600}, {QStringLiteral("CET"), 3600},     {QStringLiteral("CEST"), 7200},
        {QStringLiteral("MET"), 3600},      {QStringLiteral("MEST"), 7200},     {QStringLiteral("WEST"), 3600},
        {QStringLiteral("EET"), 7200},      {QStringLiteral("EEST"), 10800},    {QStringLiteral("BST"), 3600},
        {QStringLiteral("IST"), 19800},     {QStringLiteral("MSK"), 10800},     {QStringLiteral("SGT"), 8 * 3600},
        {QStringLiteral("HKT"), 8 * 3600},  {QStringLiteral("JST"), 9 * 3600},  {QStringLiteral("KST"), 9 * 3600},
        {QStringLiteral("AWST"), 8 * 3600}, {QStringLiteral("ACST"), 34200},    {QStringLiteral("AEST"), 10 * 3600},
        {QStringLiteral("AEDT"), 11 * 3600}, {QStringLiteral("NZST"), 12 * 3600}, {QStringLiteral("NZDT"), 13 * 3600}};
    const QString upper = s.toString().toUpper();
    const auto it = zones.constFind(upper);
    if (it != zones.cend())
        return *it;
    if (upper.size() == 1 && upper[0] >= u'A' && upper[0] <= u'Z' && upper[0] != u'J')
        return 0;
    // "GMT+0100" (JavaScript's Date.toString), "UTC-5"
    for (const auto prefix : {u"GMT", u"UTC", u"UT"}) {
        if (upper.startsWith(prefix) && upper.size() > QStringView(prefix).size())
            return numericOffset(QStringView(upper).mid(QStringView(prefix).size()));
    }
    return std::nullopt;
}

std::optional<int> zoneOffset(QStringView s)
{
    if (s.isEmpty())
        return 0; // no zone: UTC, the least surprising guess
    if (s.startsWith(u'+') || s.startsWith(u'-'))
        return numericOffset(s);
    return namedOffset(s);
}

// RFC 3339 and the ISO 8601 forms feeds use: "2024-03-05T10:00:00.123+01:00",
// "2024-03-05 10:00:00", "2024-03-05", "20240305T100000Z".
QDateTime parseIsoDate(const QString &s)
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d{4})([-/.]?)(\\d{2})\\2(\\d{2})"
                       "(?:(?:[Tt]|\\s+)(\\d{1,2}):?(\\d{2})(?::?(\\d{2})(?:[.,](\\d+))?)?)?"
                       "\\s*(Z|z|UTC|GMT|[+-]\\d{2}(?::?\\d{2})?)?$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return {};
    const QDate date(m.capturedView(1).toInt(), m.capturedView(3).toInt(), m.capturedView(4).toInt());
    QTime time(0, 0);
    if (!m.capturedView(5).isEmpty()) {
        const int seconds = m.capturedView(7).isEmpty() ? 0 : qMin(m.capturedView(7).toInt(), 59); // a leap second
        const int millis = m.capturedView(8).isEmpty() ? 0 : m.captured(8).left(3).leftJustified(3, u'0').toInt();
        time = QTime(m.capturedView(5).toInt(), m.capturedView(6).toInt(), seconds, millis);
    }
    const std::optional<int> offset = zoneOffset(m.captured(9).toUpper());
    return offset ? utcFrom(date, time, *offset) : QDateTime();
}

int monthFromName(QStringView token)
{
    static const QStringList months = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
                                       QStringLiteral("apr"), QStringLiteral("may"), QStringLiteral("jun"),
                                       QStringLiteral("jul"), QStringLiteral("aug"), QStringLiteral("sep"),
                                       QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec")};
    if (token.size() < 3)
        return 0;
    const QString lower = token.toString().toLower();
    for (int i = 0; i < months.size(); ++i)
        if (lower.startsWith(months[i]))
            return i + 1;
    return 0;
}

bool isDayName(QStringView token)
{
    static const QStringList days = {QStringLiteral("mon"), QStringLiteral("tue"), QStringLiteral("wed"),
                                     QStringLiteral("thu"), QStringLiteral("fri"), QStringLiteral("sat"),
                                     QStringLiteral("sun")};
    const QString lower = token.toString().toLower();
    for (const QString &d : days)
        if (lower.startsWith(d))
            return true;
    return false;
}

struct LooseDate
{
    int day = -1;
    int month = 0;
    int year = -1;
    QTime time;
    std::optional<int> offset;
    int meridiem = 0; // -1 am, +1 pm
};

// One token of an RFC 822-like date. Returns false for a token that cannot
// belong to a date, which makes the whole string unparseable.
bool readDateToken(LooseDate &d, QStringView token)
{
    static const QRegularExpression timeRe(
        QStringLiteral("^(\\d{1,2})[:.](\\d{2})(?:[:.](\\d{2}))?(?:[.,]\\d+)?(Z|[+-]\\d{2}:?\\d{2})?$"));
    if (const auto m = timeRe.match(token); m.hasMatch() && !d.time.isValid()) {
        d.time = QTime(m.capturedView(1).toInt(), m.capturedView(2).toInt(), qMin(m.capturedView(3).toInt(), 59));
        if (!m.capturedView(4).isEmpty())
            d.offset = zoneOffset(m.capturedView(4));
        return d.time.isValid();
    }
    bool isNumber = false;
    const int number = token.toInt(&isNumber);
    if (isNumber && !token.startsWith(u'+') && !token.startsWith(u'-')) {
        if (token.size() == 4 && d.year < 0)
            d.year = number;
        else if (token.size() <= 2 && d.day < 0)
            d.day = number;
        else if (token.size() == 2 && d.year < 0)
            d.year = number < 50 ? 2000 + number : 1900 + number; // RFC 822's two-digit years
        else
            return false;
        return true;
    }
    const QString lower = token.toString().toLower();
    if (lower == u"am" || lower == u"pm") {
        d.meridiem = lower == u"am" ? -1 : 1;
        return true;
    }
    if (lower == u"at" || lower == u"on" || lower == u"the" || lower == u"of")
        return true; // "March 5, 2024 at 3:45 pm"
    if (d.month == 0 && !isDayName(token))
        if (const int month = monthFromName(token); month > 0) {
            d.month = month;
            return true;
        }
    if (isDayName(token))
        return true;
    if (!d.offset) {
        d.offset = zoneOffset(token);
        return d.offset.has_value();
    }
    return false;
}

// RFC 822 / 2822 and its real-world cousins: "Tue, 5 Mar 2024 10:00:00 +0000",
// "Tuesday, 05 March 2024 10:00 EST", "05 Mar 24 10:00 GMT",
// "Tue Mar 05 2024 10:00:00 GMT+0100 (CET)", "Tue Mar  5 10:00:00 2024".
QDateTime parseLooseDate(QString s)
{
    static const QRegularExpression comment(QStringLiteral("\\([^)]*\\)"));
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    s.remove(comment);
    LooseDate d;
    for (const QString &token : s.split(separators, Qt::SkipEmptyParts)) {
        QStringView t(token);
        if (t.endsWith(u'.'))
            t.chop(1); // "Mar." and "Tue."
        if (!t.isEmpty() && !readDateToken(d, t))
            return {};
    }
    if (d.day < 0 || d.month == 0 || d.year < 0)
        return {};
    QTime time = d.time.isValid() ? d.time : QTime(0, 0);
    if (d.meridiem == 1 && time.hour() < 12)
        time = time.addSecs(12 * 3600);
    else if (d.meridiem == -1 && time.hour() == 12)
        time = time.addSecs(-12 * 3600);
    return utcFrom(QDate(d.year, d.month, d.day), time, d.offset.value_or(0));
}

QDateTime parseDate(QStringView raw)
{
    QString s = HtmlText::oneLine(raw);
    if (s.isEmpty())
        return {};
    // "2020/1/10 14:33:00": months and days without their leading zero.
    static const QRegularExpression shortParts(QStringLiteral("^(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})(?!\\d)"));
    if (const auto m = shortParts.match(s); m.hasMatch())
        s = m.captured(1) + m.captured(2) + m.captured(3).rightJustified(2, u'0') + m.captured(2)
            + m.captured(4).rightJustified(2, u'0') + s.mid(m.capturedEnd(0));
    // "+00:0": an offset cut short by one digit.
    static const QRegularExpression shortOffset(QStringLiteral("([+-]\\d{2}):(\\d)$"));
    s.replace(shortOffset, QStringLiteral("\\1:0\\2"));
    const QDateTime iso = parseIsoDate(s);
    return iso.isValid() ? iso : parseLooseDate(s);
}

// ---------------------------------------------------------------------------
// Bytes to text

bool looksUtf16(const QByteArray &body)
{
    if (body.startsWith("\xFF\xFE") || body.startsWith("\xFE\xFF"))
        return true;
    // No BOM: XML's own rule, "<" (or whitespace) next to a NUL.
    const auto opens = [](char c) { return c == '<' || QChar::isSpace(uchar(c)); };
    return body.size() >= 4 && ((body[0] == 0 && opens(body[1])) || (opens(body[0]) && body[1] == 0));
}

bool isBlank(const QByteArray &body)
{
    return std::all_of(body.cbegin(), body.cend(), [](char c) { return QChar::isSpace(uchar(c)); });
}

void refuseNonText(const QByteArray &body)
{
    if (body.startsWith("\x1F\x8B"))
        refuse(FeedText::tr("The response is gzip-compressed data, not XML; it must be decompressed first."));
    if (looksUtf16(body))
        return;
    const QByteArray head = body.left(1024);
    int controls = 0;
    for (const char ch : head) {
        const uchar u = uchar(ch);
        if (u == 0)
            refuse(FeedText::tr("The response is binary data, not XML."));
        if (u < 0x20 && u != '\t' && u != '\n' && u != '\r')
            ++controls;
    }
    if (controls * 20 > head.size())
        refuse(FeedText::tr("The response is binary data, not XML."));
}

// The encoding named by the XML declaration, if the body starts with one.
QByteArray declaredEncoding(const QByteArray &body)
{
    qsizetype i = 0;
    while (i < body.size() && QChar::isSpace(uchar(body[i])))
        ++i;
    if (!body.mid(i, 5).startsWith("<?xml"))
        return {};
    const qsizetype end = body.indexOf("?>", i);
    if (end < 0 || end - i > 512)
        return {};
    static const QRegularExpression re(QStringLiteral("encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']"));
    const auto m = re.match(QString::fromLatin1(body.mid(i, end - i)));
    return m.hasMatch() ? m.captured(1).toLatin1() : QByteArray();
}

QByteArray charsetOf(const QByteArray &contentType)
{
    static const QRegularExpression re(QStringLiteral("charset\\s*=\\s*[\"']?([A-Za-z0-9._:-]+)"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(QString::fromLatin1(contentType));
    return m.hasMatch() ? m.captured(1).toLatin1() : QByteArray();
}

QString fromWindows1252(const QByteArray &bytes);

// UTF-8 as declared (or as XML assumes), but a byte that is not UTF-8 is
// read as Windows-1252, the encoding such bytes almost always come from:
// a latin-1 feed that declares nothing, cp1252 quotes pasted into a UTF-8
// feed. Each bad byte is one character, never U+FFFD.
QString fromUtf8OrWindows1252(const QByteArray &bytes)
{
    QStringDecoder strict(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = strict.decode(bytes);
    if (!strict.hasError())
        return text;
    QString out;
    out.reserve(bytes.size());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const uchar b = uchar(bytes[i]);
        if (b < 0x80) {
            out += QChar(char16_t(b));
            ++i;
            continue;
        }
        const int length = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
        bool valid = length > 0 && i + length <= n;
        for (int k = 1; valid && k < length; ++k)
            valid = (uchar(bytes[i + k]) & 0xC0) == 0x80;
        if (valid) {
            QStringDecoder one(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString decoded = one.decode(bytes.mid(i, length));
            if (!one.hasError()) { // not overlong, not a surrogate
                out += decoded;
                i += length;
                continue;
            }
        }
        out += QChar(HtmlEntities::windows1252(char16_t(b)));
        ++i;
    }
    return out;
}

QString fromWindows1252(const QByteArray &bytes)
{
    QString out(bytes.size(), Qt::Uninitialized);
    QChar *to = out.data();
    for (const char ch : bytes) {
        const uchar u = uchar(ch);
        *to++ = QChar(HtmlEntities::windows1252(char16_t(u)));
    }
    return out;
}

QString decodeAs(const QByteArray &body, const QByteArray &encoding)
{
    const QByteArray name = encoding.trimmed().toLower();
    // An ASCII-compatible body (we only get here with one) labelled UTF-16 or
    // UTF-32 is mislabelled; UTF-8 is what it almost always is.
    if (name.isEmpty() || name == "utf-8" || name == "utf8" || name.startsWith("utf-16") || name.startsWith("utf-32")
        || name == "unicode" || name == "utf16")
        return fromUtf8OrWindows1252(body);
    if (name == "iso-8859-1" || name == "iso8859-1" || name == "iso_8859-1" || name == "latin1" || name == "latin-1"
        || name == "l1" || name == "us-ascii" || name == "ascii" || name == "windows-1252" || name == "cp1252"
        || name == "x-cp1252")
        return fromWindows1252(body);
    QStringDecoder decoder(name.constData());
    if (!decoder.isValid())
        refuse(FeedText::tr("The feed's encoding \"%1\" is not supported.")
                   .arg(QString::fromLatin1(encoding)));
    return decoder.decode(body);
}

QString decodeUtf16(const QByteArray &body)
{
    QStringDecoder::Encoding encoding = QStringDecoder::Utf16LE;
    QByteArray bytes = body;
    if (body.startsWith("\xFE\xFF") || (!body.startsWith("\xFF\xFE") && body[0] == 0))
        encoding = QStringDecoder::Utf16BE;
    if (body.startsWith("\xFF\xFE") || body.startsWith("\xFE\xFF"))
        bytes = body.mid(2);
    QStringDecoder decoder(encoding);
    return decoder.decode(bytes);
}

// Byte order marks decide first, then the XML declaration, then the HTTP
// charset, then UTF-8: XML's own order of authority.
QString decodeBody(const QByteArray &body, const QByteArray &contentType)
{
    if (looksUtf16(body))
        return decodeUtf16(body);
    if (body.startsWith("\xEF\xBB\xBF"))
        return fromUtf8OrWindows1252(body.mid(3));
    QByteArray encoding = declaredEncoding(body);
    if (encoding.isEmpty())
        encoding = charsetOf(contentType);
    if (encoding.isEmpty()) {
        // Nothing declared: UTF-8 when it is; else whatever the detector
        // recognises (an undeclared KOI8-R or Shift_JIS feed), and
        // Windows-1252 byte by byte when it recognises nothing Qt reads.
        QStringDecoder strict(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = strict.decode(body);
        if (!strict.hasError())
            return text;
        const QByteArray guess = EncodingGuess::of(body).toLower();
        if (!guess.isEmpty() && guess != "ascii" && guess != "utf-8") {
            QStringDecoder decoder(guess.constData());
            if (decoder.isValid())
                return decoder.decode(body);
        }
    }
    return decodeAs(body, encoding);
}

// ---------------------------------------------------------------------------
// Sniffing what the text is before reading it as XML

// Past whitespace, byte order marks and, when the document is preceded by
// junk (a PHP warning printed before the feed), past the junk.
QStringView documentStart(QStringView text)
{
    qsizetype i = 0;
    while (i < text.size() && (text[i].isSpace() || text[i] == QChar(0xFEFF)))
        ++i;
    text = text.mid(i);
    if (text.startsWith(u'<') && !text.startsWith(u"<br") && !text.startsWith(u"<b>"))
        return text;
    const qsizetype declaration = text.left(2048).indexOf(u"<?xml");
    if (declaration > 0) {
        const QStringView junk = text.left(declaration);
        if (!junk.contains(u"<rss") && !junk.contains(u"<feed") && !junk.contains(u"<rdf") && !junk.contains(u"<![CDATA["))
            return text.mid(declaration);
    }
    return text;
}

// The first tag after the XML declaration, comments and processing instructions.
QStringView firstMarkup(QStringView text)
{
    while (!text.isEmpty()) {
        text = text.trimmed();
        QStringView closing;
        if (text.startsWith(u"<?"))
            closing = u"?>";
        else if (text.startsWith(u"<!--"))
            closing = u"-->";
        else
            return text;
        const qsizetype end = text.indexOf(closing);
        if (end < 0)
            return {};
        text = text.mid(end + closing.size());
    }
    return text;
}

QString entityRefusal()
{
    return FeedText::tr("The feed's DTD declares an entity (<!ENTITY>); entity declarations are refused because "
                        "expanding them can exhaust memory or read local files.");
}

// The prolog, up to the root element's start tag: a DTD declaring entities
// (billion laughs, XXE) is refused before the XML reader sees it, whatever
// the reader would make of parameter entities.
void refuseEntityDeclarations(QStringView text)
{
    static const QRegularExpression rootStart(QStringLiteral("<[A-Za-z_]"));
    const qsizetype root = rootStart.match(text).capturedStart();
    const QStringView prolog = root < 0 ? text : text.left(root);
    if (prolog.contains(u"<!ENTITY", Qt::CaseInsensitive))
        refuse(entityRefusal());
}

void refuseNonFeedText(QStringView text)
{
    if (text.isEmpty())
        refuse(FeedText::tr("The feed is empty."));
    if (text.startsWith(u'{') || text.startsWith(u'['))
        refuse(FeedText::tr("The response is JSON, not an RSS or Atom feed."));
    if (!text.startsWith(u'<'))
        refuse(FeedText::tr("The response is not XML: it does not start with a tag."));
    refuseEntityDeclarations(text);
    const QStringView markup = firstMarkup(text);
    static const QRegularExpression html(QStringLiteral("^<(!doctype\\s+html|html)[\\s>]"),
                                         QRegularExpression::CaseInsensitiveOption);
    if (html.match(markup.left(32)).hasMatch())
        refuse(FeedText::tr("The response is an HTML page, not a feed."));
}

// ---------------------------------------------------------------------------
// Repairing near-XML

void appendClean(QString &out, QStringView s)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (isXmlForbiddenControl(c.unicode())) {
            if (c == u'\v' || c == u'\f')
                out += u' '; // whitespace to a person, if not to XML
            continue;
        }
        if (c.isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate()) {
            out += c;
            out += s[++i];
        } else if (c.isSurrogate()) {
            out += QChar(0xFFFD);
        } else {
            out += c;
        }
    }
}

// Real feeds are often not quite XML: HTML entities used as if declared
// ("&eacute;"), bare ampersands in titles and URLs ("AT&T", "?a=1&b=2"),
// numeric references to forbidden characters, control characters pasted
// from word processors. QXmlStreamReader stops at the first of these, so one
// stray character would lose the whole feed; repair them textually instead.
// CDATA sections and comments are copied as they are (minus forbidden
// characters). Entity declarations are refused later regardless.
QString repairXml(QStringView in)
{
    QString out;
    out.reserve(in.size() + in.size() / 32);
    int repairs = 0;
    qsizetype i = 0;
    const qsizetype n = in.size();
    while (i < n) {
        const QChar c = in[i];
        if (c == u'<' && in.mid(i, 9) == u"<![CDATA[") {
            const qsizetype end = in.indexOf(u"]]>", i + 9);
            const qsizetype stop = end < 0 ? n : end + 3;
            appendClean(out, in.mid(i, stop - i));
            i = stop;
            continue;
        }
        if (c == u'<' && in.mid(i, 4) == u"<!--") {
            const qsizetype end = in.indexOf(u"-->", i + 4);
            const qsizetype stop = end < 0 ? n : end + 3;
            appendClean(out, in.mid(i, stop - i));
            i = stop;
            continue;
        }
        if (c == u'&' && repairs < kMaxRepairs) {
            const HtmlEntities::Reference ref = HtmlEntities::at(in, i);
            if (ref.length > 0 && !ref.numeric && isXmlPredefined(ref.name)) {
                out += in.mid(i, ref.length);
            } else if (ref.length > 0 && ref.known) {
                out += QStringLiteral("&#%1;").arg(quint32(ref.code));
                ++repairs;
            } else {
                out += QStringLiteral("&amp;");
                ++repairs;
                i += 1;
                continue;
            }
            i += ref.length;
            continue;
        }
        const qsizetype from = i;
        while (i < n && in[i] != u'<' && in[i] != u'&')
            ++i;
        if (i == from)
            ++i; // a '<' that starts ordinary markup
        appendClean(out, in.mid(from, i - from));
    }
    return out;
}

// ---------------------------------------------------------------------------
// Reading the XML

// What an element held as text: child elements' markup is dropped, with a
// space for block elements and nothing from script or style.
struct MixedText
{
    QString text;
    bool hadElements = false;
};

// The one place tokens are read: refuses depth beyond the limit, DTDs that
// declare entities and malformed XML as soon as they appear, and keeps the
// xml:base in effect for every open element.
class Cursor
{
public:
    // Takes the text by value: the reader keeps its own copy, so the caller's
    // can go as soon as reading starts.
    Cursor(QString xml, const QUrl &feedUrl, const FeedLimits &limits)
        : m_xml(xml), m_maxDepth(qMax(1, limits.maxDepth))
    {
        m_bases.push_back(feedUrl);
        m_feedScheme = feedUrl.scheme().toLower();
    }

    QXmlStreamReader::TokenType next()
    {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        switch (token) {
        case QXmlStreamReader::StartElement:
            if (depth() >= m_maxDepth)
                refuse(FeedText::tr("The feed is nested too deeply (more than %1 levels of elements).").arg(m_maxDepth));
            pushBase();
            break;
        case QXmlStreamReader::EndElement:
            if (m_bases.size() > 1)
                m_bases.pop_back();
            break;
        case QXmlStreamReader::DTD:
            refuseEntityDeclarations();
            break;
        case QXmlStreamReader::Invalid:
            refuseMalformed();
        default:
            break;
        }
        return token;
    }

    bool atEnd() const { return m_xml.atEnd(); }
    // 1 inside the root element, 2 inside its children, ...
    int depth() const { return int(m_bases.size()) - 1; }
    QStringView name() const { return m_xml.name(); }
    QStringView ns() const { return m_xml.namespaceUri(); }
    QStringView qualifiedName() const { return m_xml.qualifiedName(); }
    QString attribute(const char *name) const
    {
        return m_xml.attributes().value(QLatin1StringView(name)).toString().trimmed();
    }
    QString attribute(const QString &ns, const char *name) const
    {
        return m_xml.attributes().value(ns, QLatin1StringView(name)).toString().trimmed();
    }

    // A reference resolved against the xml:base in effect; empty unless it
    // ends up an absolute http(s) URL (or one in the feed's own scheme):
    // no javascript: or data: links reach the window.
    QUrl resolve(const QString &reference) const
    {
        const QString trimmed = reference.trimmed();
        if (trimmed.isEmpty())
            return {};
        const QUrl url = m_bases.back().resolved(QUrl(trimmed));
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || url.isRelative())
            return {};
        if (scheme == u"http" || scheme == u"https")
            return url.host().isEmpty() ? QUrl() : url;
        return scheme == m_feedScheme ? url : QUrl();
    }

    // Calls onChild for each child element of the current one, positioned on
    // its start tag. Whatever onChild leaves unread of the child is skipped.
    template<typename F>
    void forEachChild(F &&onChild)
    {
        const int parent = depth();
        while (!atEnd()) {
            const QXmlStreamReader::TokenType token = next();
            if (token == QXmlStreamReader::EndElement && depth() < parent)
                return;
            if (token == QXmlStreamReader::StartElement && depth() == parent + 1)
                onChild();
        }
    }

    // Reads to the end of the current element, keeping its text.
    MixedText readMixed()
    {
        MixedText out;
        const int parent = depth();
        while (!atEnd()) {
            const QXmlStreamReader::TokenType token = next();
            if (token == QXmlStreamReader::EndElement) {
                if (depth() < parent)
                    break;
                if (HtmlText::separatesWords(m_xml.name()))
                    out.text += u' ';
            } else if (token == QXmlStreamReader::Characters) {
                out.text += m_xml.text();
            } else if (token == QXmlStreamReader::StartElement) {
                out.hadElements = true;
                if (HtmlText::hidesContent(m_xml.name()))
                    skipElement();
                else if (HtmlText::separatesWords(m_xml.name()))
                    out.text += u' ';
            }
        }
        return out;
    }

    QString readPlain() { return HtmlText::oneLine(readMixed().text); }

    void skipElement()
    {
        const int parent = depth();
        while (!atEnd()) {
            if (next() == QXmlStreamReader::EndElement && depth() < parent)
                return;
        }
    }

private:
    void pushBase()
    {
        const QStringView base = m_xml.attributes().value(kXmlNs, QLatin1StringView("base"));
        if (base.isEmpty())
            m_bases.push_back(m_bases.back());
        else
            m_bases.push_back(m_bases.back().resolved(QUrl(base.trimmed().toString())));
    }

    // Billion laughs and external entities (XXE) both need <!ENTITY>: refuse
    // any declaration at all rather than trust limits on expansion.
    void refuseEntityDeclarations()
    {
        if (!m_xml.entityDeclarations().isEmpty() || m_xml.text().contains(u"<!ENTITY", Qt::CaseInsensitive))
            refuse(entityRefusal());
    }

    [[noreturn]] void refuseMalformed()
    {
        if (m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError)
            throw MalformedXml{FeedText::tr("The feed is truncated: the XML ends before the document is complete (line %1).")
                                   .arg(m_xml.lineNumber())};
        throw MalformedXml{FeedText::tr("The feed is malformed XML at line %1, column %2: %3")
                               .arg(m_xml.lineNumber())
                               .arg(m_xml.columnNumber())
                               .arg(m_xml.errorString())};
    }

    QXmlStreamReader m_xml;
    int m_maxDepth;
    QList<QUrl> m_bases; // m_bases[d]: the base URL in effect at depth d
    QString m_feedScheme;
};

enum class TextMode { Text, Html, Xhtml };

// The byte a character stands for when UTF-8 was read as Latin-1 or
// Windows-1252 and written again as characters ("&#226;&#128;&#166;" or
// "â€¦" for "…"); -1 for a character no single byte reads as.
int byteOf(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x100)
        return u;
    for (char16_t b = 0x80; b < 0xA0; ++b)
        if (HtmlEntities::windows1252(b) == u)
            return b;
    return -1;
}

// Runs of such characters that read as valid UTF-8 with at least one
// character beyond ASCII become that text; anything else stays as it was
// ("é" alone, a real "Ã" in Portuguese, are not valid UTF-8 and stay).
QString undoDoubleEncoding(const QString &text)
{
    bool suspicious = false;
    for (qsizetype i = 0; i + 1 < text.size() && !suspicious; ++i) {
        const int lead = byteOf(text[i]);
        const int next = byteOf(text[i + 1]);
        suspicious = lead >= 0xC2 && lead <= 0xF4 && next >= 0x80 && next <= 0xBF;
    }
    if (!suspicious)
        return text;
    QString out;
    QByteArray run;
    QString runText;
    const auto flush = [&] {
        if (run.isEmpty())
            return;
        QStringDecoder strict(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = strict.decode(run);
        out += strict.hasError() ? runText : decoded;
        run.clear();
        runText.clear();
    };
    for (const QChar c : text) {
        const int b = byteOf(c);
        if (b >= 0x80) {
            run += char(b);
            runText += c;
        } else {
            flush();
            out += c;
        }
    }
    flush();
    return out;
}

QString toPlain(const MixedText &mixed, TextMode mode)
{
    if (mode == TextMode::Html && !mixed.hadElements)
        return undoDoubleEncoding(htmlFieldToText(mixed.text));
    return undoDoubleEncoding(HtmlText::oneLine(mixed.text));
}

// Atom's type attribute; MIME types as some generators write them count too.
TextMode atomTextMode(const QString &type)
{
    const QString t = type.toLower();
    if (t == u"html" || t == u"text/html")
        return TextMode::Html;
    if (t == u"xhtml" || t.endsWith(u"+xml") || t.endsWith(u"/xml"))
        return TextMode::Xhtml;
    return TextMode::Text;
}

// ---------------------------------------------------------------------------
// Items

struct ItemDraft
{
    QString id;            // guid, Atom id, rdf:about
    QUrl permaLink;        // a guid that is a permalink
    QString title;
    QString description;   // description / summary
    QString content;       // content:encoded / content
    QString mediaText;     // media:description, the last resort for a summary
    QString mediaTitle;    // media:title, the last resort for a title
    QUrl link;
    int linkRank = INT_MAX; // Atom: lower is better
    QDateTime published;   // pubDate / published
    QDateTime otherDate;   // dc:date / updated / dcterms: when there is no published date
    QUrl enclosureUrl;
    QString enclosureType;
    QUrl attachment;       // any enclosure
};

QString imageTypeFromPath(const QUrl &url)
{
    const QString path = url.path().toLower();
    static const QList<std::pair<QString, QString>> types = {
        {QStringLiteral(".jpg"), QStringLiteral("image/jpeg")}, {QStringLiteral(".jpeg"), QStringLiteral("image/jpeg")},
        {QStringLiteral(".png"), QStringLiteral("image/png")},  {QStringLiteral(".gif"), QStringLiteral("image/gif")},
        {QStringLiteral(".webp"), QStringLiteral("image/webp")}, {QStringLiteral(".avif"), QStringLiteral("image/avif")},
        {QStringLiteral(".svg"), QStringLiteral("image/svg+xml")}, {QStringLiteral(".bmp"), QStringLiteral("image/bmp")}};
    for (const auto &[extension, type] : types)
        if (path.endsWith(extension))
            return type;
    return {};
}

bool isImage(const QString &type, const QUrl &url)
{
    if (!type.isEmpty())
        return type.startsWith(u"image/", Qt::CaseInsensitive);
    return !imageTypeFromPath(url).isEmpty();
}

// The first image wins, in document order.
void offerImage(ItemDraft &d, const QUrl &url, const QString &type)
{
    if (!d.enclosureUrl.isEmpty() || url.isEmpty())
        return;
    d.enclosureUrl = url;
    d.enclosureType = type.isEmpty() ? imageTypeFromPath(url) : type.toLower();
}

void offerLink(ItemDraft &d, const QUrl &url, int rank)
{
    if (!url.isEmpty() && rank < d.linkRank) {
        d.link = url;
        d.linkRank = rank;
    }
}

void offerDate(QDateTime &slot, const QDateTime &date)
{
    if (!slot.isValid())
        slot = date;
}

// Media RSS: media:content (an image by type, medium or extension),
// media:thumbnail (an image by definition) and media:group around them.
void readMedia(Cursor &c, ItemDraft &d)
{
    const QStringView name = c.name();
    if (name == u"thumbnail") {
        offerImage(d, c.resolve(c.attribute("url")), {});
    } else if (name == u"content") {
        const QString type = c.attribute("type");
        const QUrl url = c.resolve(c.attribute("url"));
        if (c.attribute("medium").compare(u"image", Qt::CaseInsensitive) == 0 || isImage(type, url))
            offerImage(d, url, type.startsWith(u"image/", Qt::CaseInsensitive) ? type : QString());
    } else if (name == u"title") {
        if (d.mediaTitle.isEmpty()) {
            const TextMode mode = c.attribute("type") == u"html" ? TextMode::Html : TextMode::Text; // before readMixed() moves on
            d.mediaTitle = toPlain(c.readMixed(), mode);
        }
        return;
    } else if (name == u"description") {
        if (d.mediaText.isEmpty()) {
            const TextMode mode = c.attribute("type") == u"html" ? TextMode::Html : TextMode::Text; // before readMixed() moves on
            d.mediaText = toPlain(c.readMixed(), mode);
        }
        return;
    } else if (name != u"group") {
        return;
    }
    c.forEachChild([&] {
        if (c.ns() == kMediaNs)
            readMedia(c, d);
    });
}

// Elements RSS and Atom items share through the same namespaces.
bool readExtension(Cursor &c, ItemDraft &d)
{
    const QStringView ns = c.ns();
    const QStringView name = c.name();
    if (ns == kContentNs && name == u"encoded") {
        if (d.content.isEmpty())
            d.content = toPlain(c.readMixed(), TextMode::Html);
    } else if (ns == kDcNs && name == u"date") {
        offerDate(d.otherDate, parseDate(c.readPlain()));
    } else if (ns == kDcNs && name == u"title") {
        if (d.title.isEmpty()) // an item with only dc:title is still an item
            d.title = toPlain(c.readMixed(), TextMode::Html);
    } else if (ns == kDcNs && name == u"description") {
        if (d.description.isEmpty())
            d.description = toPlain(c.readMixed(), TextMode::Html);
    } else if (ns == kDcTermsNs && (name == u"issued" || name == u"created" || name == u"modified")) {
        offerDate(d.otherDate, parseDate(c.readPlain()));
    } else if (ns == kMediaNs) {
        readMedia(c, d);
    } else {
        return false;
    }
    return true;
}

// Which namespaces hold RSS's own elements: none for 0.91–2.0 (or whatever
// default namespace the root declares), RSS 1.0's or 0.90's for RDF.
struct RssDialect
{
    QString rootNs;
    bool isCore(QStringView ns) const
    {
        return ns.isEmpty() || ns == rootNs || ns == kRss10Ns || ns == kRss090Ns || ns == kUserlandRss2Ns;
    }
};

void readRssItemChild(Cursor &c, ItemDraft &d, const RssDialect &dialect)
{
    if (!dialect.isCore(c.ns())) {
        readExtension(c, d);
        return;
    }
    const QStringView name = c.name();
    if (name == u"title") {
        if (d.title.isEmpty())
            d.title = toPlain(c.readMixed(), TextMode::Html);
    } else if (name == u"link") {
        offerLink(d, c.resolve(c.readPlain()), 0);
    } else if (name == u"description") {
        if (d.description.isEmpty())
            d.description = toPlain(c.readMixed(), TextMode::Html);
    } else if (name == u"guid") {
        // isPermaLink defaults to true, but only a URL can be a permalink.
        const bool permaLink = c.attribute("isPermaLink").compare(u"false", Qt::CaseInsensitive) != 0;
        const QString guid = c.readPlain();
        if (d.id.isEmpty())
            d.id = guid;
        if (permaLink && (guid.startsWith(u"http://") || guid.startsWith(u"https://") || guid.startsWith(u'/')))
            d.permaLink = c.resolve(guid);
    } else if (name == u"pubDate") {
        offerDate(d.published, parseDate(c.readPlain()));
    } else if (name == u"enclosure") {
        const QString type = c.attribute("type");
        const QUrl url = c.resolve(c.attribute("url"));
        if (d.attachment.isEmpty())
            d.attachment = url;
        if (isImage(type, url))
            offerImage(d, url, type);
    }
}

// Atom links: rel="alternate" (or none) to an HTML page first, then any
// alternate, then other relations; self, edit and the like never.
int atomLinkRank(const QString &rel, const QString &type)
{
    const QString r = rel.toLower();
    if (r.isEmpty() || r == u"alternate") {
        const QString t = type.toLower();
        return t.isEmpty() || t.contains(u"html") ? 0 : 1;
    }
    if (r == u"self" || r == u"edit" || r == u"edit-media" || r == u"enclosure" || r == u"replies"
        || r == u"license" || r == u"hub" || r == u"first" || r == u"last" || r == u"next" || r == u"previous")
        return -1;
    return 2;
}

void readAtomLink(Cursor &c, ItemDraft &d)
{
    const QString rel = c.attribute("rel");
    const QString type = c.attribute("type");
    const QUrl url = c.resolve(c.attribute("href"));
    if (rel.compare(u"enclosure", Qt::CaseInsensitive) == 0) {
        if (d.attachment.isEmpty())
            d.attachment = url;
        if (isImage(type, url))
            offerImage(d, url, type);
        return;
    }
    const int rank = atomLinkRank(rel, type);
    if (rank >= 0)
        offerLink(d, url, rank);
}

void readAtomEntryChild(Cursor &c, ItemDraft &d, const QString &atomNs)
{
    if (c.ns() != atomNs) {
        readExtension(c, d);
        return;
    }
    const QStringView name = c.name();
    // The type attribute is read before the text: readMixed() moves past the
    // start tag, and the order a call evaluates its arguments in is unspecified
    // (GCC happened to read the attribute first, clang reads it too late).
    const TextMode mode = atomTextMode(c.attribute("type"));
    if (name == u"id") {
        d.id = c.readPlain();
    } else if (name == u"title") {
        d.title = toPlain(c.readMixed(), mode);
    } else if (name == u"link") {
        readAtomLink(c, d);
    } else if (name == u"summary") {
        d.description = toPlain(c.readMixed(), mode);
    } else if (name == u"content") {
        if (c.attribute("src").isEmpty()) // out-of-line content has no text here
            d.content = toPlain(c.readMixed(), mode);
    } else if (name == u"published" || name == u"issued") {
        offerDate(d.published, parseDate(c.readPlain()));
    } else if (name == u"updated" || name == u"modified" || name == u"created") {
        offerDate(d.otherDate, parseDate(c.readPlain()));
    }
    // <source> (the entry's original feed), <author>, <category>: not ours.
}

// Gathers finished items: stable keys, duplicates dropped (the first one
// kept), no more than the limit.
class ItemSink
{
public:
    explicit ItemSink(int maxItems) : m_max(qMax(0, maxItems)) {}

    void add(ItemDraft &&d)
    {
        if (m_items.size() >= m_max)
            return;
        std::optional<FeedItem> item = finish(std::move(d));
        if (!item || m_keys.contains(item->key))
            return;
        m_keys.insert(item->key);
        m_items.append(std::move(*item));
    }

    QList<FeedItem> take() { return std::move(m_items); }

private:
    static std::optional<FeedItem> finish(ItemDraft &&d)
    {
        FeedItem item;
        const QString &text = !d.description.isEmpty() ? d.description : !d.content.isEmpty() ? d.content : d.mediaText;
        item.summary = cutAtWord(text, kSummaryMax);
        item.link = d.link.isEmpty() ? d.permaLink : d.link;
        if (d.title.isEmpty() && d.mediaTitle.isEmpty() && item.summary.isEmpty() && item.link.isEmpty() && d.id.isEmpty()
            && d.attachment.isEmpty() && d.enclosureUrl.isEmpty() && !d.published.isValid() && !d.otherDate.isValid())
            return std::nullopt; // nothing to show and nothing to know it by
        item.title = d.title.isEmpty() ? d.mediaTitle : d.title;
        if (item.title.isEmpty())
            item.title = item.summary.isEmpty() ? item.link.toString() : cutAtWord(item.summary, kTitleFromSummaryMax);
        item.published = d.published.isValid() ? d.published : d.otherDate;
        item.enclosureUrl = d.enclosureUrl;
        item.enclosureType = d.enclosureType;
        item.attachment = d.attachment.isEmpty() ? d.enclosureUrl : d.attachment;
        if (!d.id.isEmpty())
            item.key = d.id;
        else if (!item.link.isEmpty())
            item.key = item.link.toString(QUrl::FullyEncoded);
        else
            item.key = QStringLiteral("sha1:")
                + QString::fromLatin1(QCryptographicHash::hash((item.title + item.summary
                                                                + (item.title.isEmpty() && item.summary.isEmpty()
                                                                       ? item.attachment.toString() + item.published.toString(Qt::ISODate)
                                                                       : QString()))
                                                                   .toUtf8(),
                                                               QCryptographicHash::Sha1)
                                          .toHex());
        return item;
    }

    int m_max;
    QSet<QString> m_keys;
    QList<FeedItem> m_items;
};

// ---------------------------------------------------------------------------
// The three document shapes

void readRssItem(Cursor &c, ItemSink &sink, const RssDialect &dialect)
{
    ItemDraft d;
    d.id = c.attribute(kRdfNs, "about"); // RSS 1.0's identity for an item
    c.forEachChild([&] { readRssItemChild(c, d, dialect); });
    sink.add(std::move(d));
}

// A channel's title and link; RSS 0.9x–2.0 also holds the items here.
void readRssChannel(Cursor &c, ParsedFeed &feed, ItemSink &sink, const RssDialect &dialect)
{
    c.forEachChild([&] {
        if (!dialect.isCore(c.ns()))
            return;
        const QStringView name = c.name();
        if (name == u"title" && feed.title.isEmpty())
            feed.title = toPlain(c.readMixed(), TextMode::Html);
        else if (name == u"link" && feed.link.isEmpty())
            feed.link = c.resolve(c.readPlain());
        else if (name == u"item")
            readRssItem(c, sink, dialect);
    });
}

QString rssFormat(const QString &version)
{
    return version.startsWith(u"0.9") ? QStringLiteral("rss0.9x") : QStringLiteral("rss2.0");
}

void readRss(Cursor &c, ParsedFeed &feed, ItemSink &sink)
{
    feed.format = rssFormat(c.attribute("version"));
    const RssDialect dialect{c.ns().toString()};
    bool sawChannel = false;
    bool sawItem = false;
    c.forEachChild([&] {
        if (!dialect.isCore(c.ns()))
            return;
        if (c.name() == u"channel") {
            sawChannel = true;
            readRssChannel(c, feed, sink, dialect);
        } else if (c.name() == u"item") {
            sawItem = true;
            readRssItem(c, sink, dialect); // broken feeds put items beside the channel, or have none
        } else if (c.name() == u"title" && feed.title.isEmpty()) {
            feed.title = toPlain(c.readMixed(), TextMode::Html);
        }
    });
    if (!sawChannel && !sawItem)
        refuse(FeedText::tr("Not a feed: the <rss> element has no <channel>."));
}

// RSS 1.0 and 0.90: RDF with the items beside the channel, not in it.
void readRdf(Cursor &c, ParsedFeed &feed, ItemSink &sink)
{
    const RssDialect dialect{kRss10Ns};
    bool sawRss = false;
    feed.format = QStringLiteral("rss1.0");
    c.forEachChild([&] {
        const QStringView ns = c.ns();
        if (ns != kRss10Ns && ns != kRss090Ns)
            return;
        sawRss = true;
        if (ns == kRss090Ns)
            feed.format = QStringLiteral("rss0.9x");
        if (c.name() == u"channel")
            readRssChannel(c, feed, sink, dialect);
        else if (c.name() == u"item")
            readRssItem(c, sink, dialect);
    });
    if (!sawRss)
        refuse(FeedText::tr("Not a feed: the RDF document holds no RSS channel or items."));
}

void readAtomEntry(Cursor &c, ItemSink &sink, const QString &atomNs)
{
    ItemDraft d;
    c.forEachChild([&] { readAtomEntryChild(c, d, atomNs); });
    // No <link>, but an id that is an address (Blogger, many generators):
    // that is where the entry lives.
    if (d.link.isEmpty() && (d.id.startsWith(u"http://") || d.id.startsWith(u"https://")))
        d.permaLink = c.resolve(d.id);
    sink.add(std::move(d));
}

void readAtom(Cursor &c, ParsedFeed &feed, ItemSink &sink)
{
    // Atom 1.0, or the 0.3 draft older generators still serve: the same
    // shape for what Tarn reads (0.3's issued/modified, its content modes).
    feed.format = c.ns() == kAtom03Ns ? QStringLiteral("atom0.3") : QStringLiteral("atom1.0");
    const QString atomNs = c.ns().toString(); // Atom's, or none from a sloppy generator
    ItemDraft feedLinks;                      // the feed's own links, ranked like an entry's
    c.forEachChild([&] {
        if (c.ns() != atomNs)
            return;
        const QStringView name = c.name();
        if (name == u"title" && feed.title.isEmpty()) {
            const TextMode mode = atomTextMode(c.attribute("type")); // before readMixed() moves on
            feed.title = toPlain(c.readMixed(), mode);
        } else if (name == u"link") {
            readAtomLink(c, feedLinks);
        } else if (name == u"entry") {
            readAtomEntry(c, sink, atomNs);
        }
    });
    feed.link = feedLinks.link;
}

void readRoot(Cursor &c, ParsedFeed &feed, ItemSink &sink)
{
    const QStringView name = c.name();
    const QStringView ns = c.ns();
    // A page without <html> (or a fragment) starts with one of these.
    for (const auto html : {u"html", u"head", u"body", u"meta", u"title", u"div", u"p", u"br"})
        if (name.compare(html, Qt::CaseInsensitive) == 0)
            refuse(FeedText::tr("The response is an HTML page, not a feed."));
    if (name == u"rss")
        return readRss(c, feed, sink);
    if (name == u"RDF" && ns == kRdfNs)
        return readRdf(c, feed, sink);
    if (name == u"feed" && (ns == kAtomNs || ns == kAtom03Ns || ns.isEmpty()))
        return readAtom(c, feed, sink);
    if (name == u"entry" && (ns == kAtomNs || ns == kAtom03Ns)) {
        // An Atom entry document (RFC 4287 §4.1.2): a feed of one.
        feed.format = QStringLiteral("atom1.0");
        return readAtomEntry(c, sink, ns.toString());
    }
    refuse(FeedText::tr("Not a feed: the document's root element is <%1>, not <rss>, <rdf:RDF> or <feed>.")
               .arg(c.qualifiedName().toString()));
}

struct Reading
{
    ParsedFeed feed;
    QString fault; // malformed XML met after the root began: what was read is in feed
};

Reading readDocument(const QString &xml, const QUrl &feedUrl, const FeedLimits &limits)
{
    Cursor cursor(xml, feedUrl, limits);
    try {
        while (!cursor.atEnd() && cursor.next() != QXmlStreamReader::StartElement) {
        }
    } catch (const MalformedXml &m) {
        refuse(m.reason); // nothing read yet
    }
    if (cursor.atEnd())
        refuse(FeedText::tr("Not a feed: the document has no root element."));
    Reading r;
    ItemSink sink(limits.maxItems);
    try {
        readRoot(cursor, r.feed, sink); // stops at the root's end: junk after it is ignored
    } catch (const MalformedXml &m) {
        r.fault = m.reason;
    }
    r.feed.items = sink.take();
    return r;
}

// <br>, <hr> and <img …> written as HTML inside an RSS element: made XML.
QString closeVoidElements(const QString &xml)
{
    static const QRegularExpression open(QStringLiteral("<(br|hr|img)(\\s[^<>]*?)?\\s*(?<!/)>"),
                                         QRegularExpression::CaseInsensitiveOption);
    QString out = xml;
    out.replace(open, QStringLiteral("<\\1\\2/>"));
    return out;
}

} // namespace

ParsedFeed FeedParser::parse(const QByteArray &body, const QUrl &feedUrl, const QByteArray &contentType,
                             const FeedLimits &limits)
{
    if (body.size() > limits.maxBytes)
        refuse(FeedText::tr("The feed is too large: %1 bytes, more than the limit of %2.")
                   .arg(body.size())
                   .arg(limits.maxBytes));
    if (isBlank(body))
        refuse(FeedText::tr("The feed is empty."));
    refuseNonText(body);

    QString xml;
    {
        const QString decoded = decodeBody(body, contentType);
        const QStringView text = documentStart(decoded);
        refuseNonFeedText(text);
        xml = repairXml(text);
    }
    Reading reading = readDocument(xml, feedUrl, limits);
    if (!reading.fault.isEmpty()) {
        // A tolerant second reading: HTML's void elements closed where a
        // description forgot to escape them (one <br> lost a whole feed).
        const QString repaired = closeVoidElements(xml);
        if (repaired != xml) {
            Reading second = readDocument(repaired, feedUrl, limits);
            if (second.fault.isEmpty() || second.feed.items.size() > reading.feed.items.size())
                reading = std::move(second);
        }
    }
    if (!reading.fault.isEmpty()) {
        // Keep what was read before the fault: a feed cut off at 70 % still
        // has its newest items; nothing read is worth nothing.
        if (reading.feed.items.isEmpty())
            refuse(reading.fault);
        reading.feed.problem = FeedText::tr("%1 The %n items before it were kept.", nullptr, int(reading.feed.items.size()))
                                   .arg(reading.fault);
    }
    return std::move(reading.feed);
}

} // namespace tarn
