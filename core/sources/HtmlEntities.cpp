// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlEntities.h"

#include <QHash>

namespace tarn {

namespace {

// Windows-1252's 0x80–0x9F. Feeds labelled ISO-8859-1 are nearly always
// really windows-1252 (browsers decode them so too), and HTML numeric
// references in that range mean the same characters.
constexpr char16_t kCp1252High[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

// HTML's Latin-1 entities, U+00A0 to U+00FF in order.
constexpr const char *kLatin1EntityNames[96] = {
    "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",    "copy",
    "ordf",   "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn", "sup2",   "sup3",
    "acute",  "micro",  "para",   "middot", "cedil",  "sup1",   "ordm",   "raquo",  "frac14", "frac12",
    "frac34", "iquest", "Agrave", "Aacute", "Acirc",  "Atilde", "Auml",   "Aring",  "AElig",  "Ccedil",
    "Egrave", "Eacute", "Ecirc",  "Euml",   "Igrave", "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde",
    "Ograve", "Oacute", "Ocirc",  "Otilde", "Ouml",   "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",
    "Uuml",   "Yacute", "THORN",  "szlig",  "agrave", "aacute", "acirc",  "atilde", "auml",   "aring",
    "aelig",  "ccedil", "egrave", "eacute", "ecirc",  "euml",   "igrave", "iacute", "icirc",  "iuml",
    "eth",    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide", "oslash", "ugrave",
    "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml"};

struct NamedEntity
{
    const char *name;
    char32_t code;
};

// The other named entities that show up in real feeds: typography, arrows,
// a few symbols and Greek letters. Anything rarer stays literal text.
constexpr NamedEntity kOtherEntities[] = {
    {"amp", 38},        {"lt", 60},         {"gt", 62},         {"quot", 34},      {"apos", 39},
    {"OElig", 338},     {"oelig", 339},     {"Scaron", 352},    {"scaron", 353},   {"Yuml", 376},
    {"fnof", 402},      {"circ", 710},      {"tilde", 732},     {"ensp", 8194},    {"emsp", 8195},
    {"thinsp", 8201},   {"zwnj", 8204},     {"zwj", 8205},      {"lrm", 8206},     {"rlm", 8207},
    {"ndash", 8211},    {"mdash", 8212},    {"lsquo", 8216},    {"rsquo", 8217},   {"sbquo", 8218},
    {"ldquo", 8220},    {"rdquo", 8221},    {"bdquo", 8222},    {"dagger", 8224},  {"Dagger", 8225},
    {"bull", 8226},     {"hellip", 8230},   {"permil", 8240},   {"prime", 8242},   {"Prime", 8243},
    {"lsaquo", 8249},   {"rsaquo", 8250},   {"oline", 8254},    {"frasl", 8260},   {"euro", 8364},
    {"trade", 8482},    {"larr", 8592},     {"uarr", 8593},     {"rarr", 8594},    {"darr", 8595},
    {"harr", 8596},     {"minus", 8722},    {"infin", 8734},    {"ne", 8800},      {"le", 8804},
    {"ge", 8805},       {"loz", 9674},      {"spades", 9824},   {"clubs", 9827},   {"hearts", 9829},
    {"diams", 9830},    {"check", 10003},   {"alpha", 945},     {"beta", 946},     {"gamma", 947},
    {"delta", 948},     {"lambda", 955},    {"mu", 956},        {"pi", 960},       {"sigma", 963},
    {"omega", 969},     {"Delta", 916},     {"Sigma", 931},     {"Omega", 937},    {"hyphen", 8208},
    {"nbhy", 8209},     {"horbar", 8213},   {"numsp", 8199},    {"hairsp", 8202},  {"dash", 8208}};

const QHash<QString, char32_t> &entityTable()
{
    static const QHash<QString, char32_t> table = [] {
        QHash<QString, char32_t> t;
        for (int i = 0; i < 96; ++i)
            t.insert(QString::fromLatin1(kLatin1EntityNames[i]), char32_t(0xA0 + i));
        for (const NamedEntity &e : kOtherEntities)
            t.insert(QString::fromLatin1(e.name), e.code);
        return t;
    }();
    return table;
}

// A code point from a numeric reference as HTML means it: 0x80–0x9F as
// windows-1252, anything unrepresentable (or forbidden in XML) as U+FFFD.
char32_t sanitizeCodePoint(quint64 cp)
{
    if (cp >= 0x80 && cp <= 0x9F)
        return kCp1252High[cp - 0x80];
    if (cp == 0x9 || cp == 0xA || cp == 0xD)
        return char32_t(cp);
    if (cp < 0x20 || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF || cp > 0x10FFFF)
        return 0xFFFD;
    return char32_t(cp);
}

} // namespace

char16_t HtmlEntities::windows1252(char16_t c)
{
    return c >= 0x80 && c <= 0x9F ? kCp1252High[c - 0x80] : c;
}

HtmlEntities::Reference HtmlEntities::at(QStringView s, qsizetype i)
{
    Reference ref;
    constexpr qsizetype kLongest = 32;
    qsizetype j = i + 1;
    if (j < s.size() && s[j] == u'#') {
        ++j;
        const bool hex = j < s.size() && (s[j] == u'x' || s[j] == u'X');
        if (hex)
            ++j;
        const qsizetype digitsFrom = j;
        quint64 value = 0;
        while (j < s.size() && j - digitsFrom < kLongest) {
            const char16_t c = s[j].unicode();
            int v = -1;
            if (c >= u'0' && c <= u'9')
                v = c - u'0';
            else if (hex && c >= u'a' && c <= u'f')
                v = c - u'a' + 10;
            else if (hex && c >= u'A' && c <= u'F')
                v = c - u'A' + 10;
            if (v < 0)
                break;
            value = qMin<quint64>(value * (hex ? 16 : 10) + v, 0x110000); // saturate: no overflow
            ++j;
        }
        if (j == digitsFrom || j >= s.size() || s[j] != u';')
            return ref;
        ref.length = j + 1 - i;
        ref.numeric = true;
        ref.known = true;
        ref.code = sanitizeCodePoint(value);
        return ref;
    }
    while (j < s.size() && j - i <= kLongest && s[j].unicode() < 128 && s[j].isLetterOrNumber())
        ++j;
    if (j == i + 1 || j >= s.size() || s[j] != u';')
        return ref;
    ref.length = j + 1 - i;
    ref.name = s.mid(i + 1, j - i - 1);
    const auto &table = entityTable();
    const auto it = table.constFind(ref.name.toString());
    if (it != table.cend()) {
        ref.known = true;
        ref.code = *it;
    }
    return ref;
}

void HtmlEntities::appendCodePoint(QString &out, char32_t code)
{
    if (QChar::requiresSurrogates(code)) {
        out += QChar(QChar::highSurrogate(code));
        out += QChar(QChar::lowSurrogate(code));
    } else {
        out += QChar(char16_t(code));
    }
}

} // namespace tarn
