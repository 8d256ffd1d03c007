// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallAskedTime.h"

#include "LanguageGuess.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>

namespace tarn::RecallAskedTime {

namespace {

struct MonthName
{
    const char *name;
    int month;
    bool whole; // not a short form ("in Jan's car" is no January)
};

// Each month as English and German write it, whole and short. "May" the
// verb and "mar" the verb are months only where a day, a year or "in"
// stands beside them, as every pattern below asks.
constexpr MonthName kMonths[] = {
    {"january", 1, true},    {"januar", 1, true},   {"jänner", 1, true},  {"jan", 1, false},      {"jän", 1, false},
    {"february", 2, true},   {"februar", 2, true},  {"feber", 2, true},   {"feb", 2, false},      {"march", 3, true},
    {"märz", 3, true},       {"mar", 3, false},     {"april", 4, true},   {"apr", 4, false},      {"may", 5, true},
    {"mai", 5, true},        {"june", 6, true},     {"juni", 6, true},    {"jun", 6, false},      {"july", 7, true},
    {"juli", 7, true},       {"jul", 7, false},     {"august", 8, true},  {"aug", 8, false},      {"september", 9, true},
    {"sept", 9, false},      {"sep", 9, false},     {"october", 10, true}, {"oktober", 10, true}, {"oct", 10, false},
    {"okt", 10, false},      {"november", 11, true}, {"nov", 11, false},  {"december", 12, true}, {"dezember", 12, true},
    {"dec", 12, false},      {"dez", 12, false},
};

const QHash<QString, int> &monthNumbers()
{
    static const QHash<QString, int> h = [] {
        QHash<QString, int> out;
        for (const MonthName &m : kMonths)
            out.insert(QString::fromUtf8(m.name), m.month);
        return out;
    }();
    return h;
}

// The words a text names month `m` by, folded as the index folds them.
QStringList namesOfMonth(int m)
{
    QStringList out;
    for (const MonthName &n : kMonths)
        if (n.month == m)
            out << LanguageGuess::foldedWords(QString::fromUtf8(n.name)).value(0);
    return out;
}

// `whole`: only the whole names.
QString monthPattern(bool whole = false)
{
    QStringList names;
    for (const MonthName &m : kMonths)
        if (!whole || m.whole)
            names << QString::fromUtf8(m.name);
    // Longest first, so "june" is not read as "jun" and an "e".
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return QStringLiteral("(") + names.join(u'|') + QStringLiteral(")\\.?");
}

// A day: "3", "3rd", "3." (German).
#define TARN_DAY "(\\d{1,2})(?:st|nd|rd|th|\\.)?"
#define TARN_YEAR "((?:19|20)\\d{2})"

struct Patterns
{
    QRegularExpression dayFirst;   // 3 June 2023, 3rd of June, am 3. Juni
    QRegularExpression monthFirst; // June 3, 2023; June 3rd
    QRegularExpression monthYear;  // June 2023, im Mai 2023
    QRegularExpression inMonth;    // in June, last May, im Juli
    QRegularExpression before;     // the week before <date>, two days after <date>
    QRegularExpression inYear;     // in 2022, im Jahr 2022
    QRegularExpression relative;   // yesterday, last week, gestern, letzte Woche
};

const Patterns &patterns()
{
    static const Patterns p = [] {
        const QString month = monthPattern();
        const QString dayFirst = QStringLiteral("(?<![\\d.])" TARN_DAY "\\s+(?:of\\s+)?") + month
                                 + QStringLiteral("(?![\\p{L}])(?:,?\\s+" TARN_YEAR ")?(?!\\d)");
        const QString monthFirst = QStringLiteral("(?<![\\p{L}])") + month
                                   + QStringLiteral("\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d\\p{L}])(?:,?\\s+" TARN_YEAR ")?(?!\\d)");
        const auto re = [](const QString &s) {
            return QRegularExpression(s, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        };
        Patterns out;
        out.dayFirst = re(dayFirst);
        out.monthFirst = re(monthFirst);
        out.monthYear = re(QStringLiteral("(?<![\\p{L}\\d])") + month + QStringLiteral(",?\\s+" TARN_YEAR "(?!\\d)"));
        // Not "this": "what this may mean".
        out.inMonth = re(QStringLiteral("(?<![\\p{L}])(?:in|im|during|last|early|late|mid-?|letzten|vergangenen|anfang|ende|mitte)\\s+")
                         + monthPattern(true) + QStringLiteral("(?![\\p{L}\\d]|\\s+\\d)"));
        out.before = re(QStringLiteral("(?<![\\p{L}])(?:(?:the|a|an|last)\\s+)?(?:(\\d+|one|two|three|four|five|six|seven|few|couple of)\\s+)?"
                                       "(day|week|weekend|month)s?\\s+(before|after|prior to)\\s+(?:the\\s+)?(?:")
                     + dayFirst + u'|' + monthFirst + u')');
        out.inYear = re(QStringLiteral("(?<![\\p{L}])(?:in|im|during|im jahr|since)\\s+" TARN_YEAR "(?!\\d)"));
        // Not German "morgen": "heute Morgen" is this morning.
        out.relative = re(QStringLiteral("(?<![\\p{L}])(yesterday|today|tomorrow|gestern|heute|übermorgen|"
                                         "(?:last|this|next|letzte|letzten|vorige|vorigen|diese|diesen|nächste|nächsten)\\s+"
                                         "(?:week|month|woche|monat))(?![\\p{L}])"));
        return out;
    }();
    return p;
}

#undef TARN_DAY
#undef TARN_YEAR

int countOf(const QString &word)
{
    static const QHash<QString, int> numbers{{QStringLiteral("one"), 1},   {QStringLiteral("a"), 1},
                                             {QStringLiteral("an"), 1},    {QStringLiteral("two"), 2},
                                             {QStringLiteral("couple of"), 2}, {QStringLiteral("three"), 3},
                                             {QStringLiteral("few"), 3},   {QStringLiteral("four"), 4},
                                             {QStringLiteral("five"), 5},  {QStringLiteral("six"), 6},
                                             {QStringLiteral("seven"), 7}};
    if (word.isEmpty())
        return 1;
    bool ok = false;
    const int n = word.toInt(&ok);
    return ok ? std::clamp(n, 1, 366) : numbers.value(word.toLower().simplified(), 1);
}

qint64 startOfDay(QDate d)
{
    return QDateTime(d, QTime(0, 0)).toMSecsSinceEpoch();
}

// A month (and day) without a year: its latest occurrence up to a week after now.
int yearFor(int month, int day, QDate today)
{
    const QDate limit = today.addDays(7);
    const QDate thisYear(today.year(), month, std::clamp(day, 1, QDate(today.year(), month, 1).daysInMonth()));
    return thisYear <= limit ? today.year() : today.year() - 1;
}

// A date matched by dayFirst or monthFirst, from the captures at `base`
// (day, month, year for dayFirst; month, day, year for monthFirst).
std::optional<QDate> dateOf(const QRegularExpressionMatch &m, int base, bool dayFirst, QDate today)
{
    const QString dayText = m.captured(base + (dayFirst ? 0 : 1));
    const QString monthText = m.captured(base + (dayFirst ? 1 : 0));
    const QString yearText = m.captured(base + 2);
    if (dayText.isEmpty() || monthText.isEmpty())
        return std::nullopt;
    const int month = monthNumbers().value(monthText.toLower());
    const int day = dayText.toInt();
    if (month < 1 || day < 1 || day > 31)
        return std::nullopt;
    const int year = yearText.isEmpty() ? yearFor(month, day, today) : yearText.toInt();
    const QDate d(year, month, day);
    return d.isValid() ? std::optional<QDate>(d) : std::nullopt;
}

Asked dayWindow(QDate from, QDate toInclusive, const QString &said)
{
    Asked a;
    a.fromMs = startOfDay(from);
    a.toMs = startOfDay(toInclusive.addDays(1));
    a.said = said;
    for (QDate m(from.year(), from.month(), 1); m <= toInclusive; m = m.addMonths(1))
        a.names << namesOfMonth(m.month());
    a.names.removeDuplicates();
    return a;
}

Asked monthWindow(int year, int month, const QString &said)
{
    const QDate first(year, month, 1);
    return dayWindow(first, first.addMonths(1).addDays(-1), said);
}

} // namespace

std::optional<Asked> of(const QString &question, qint64 nowMs)
{
    const Patterns &p = patterns();
    const QDate today = QDateTime::fromMSecsSinceEpoch(nowMs).date();

    // "the week before August 3, 2023": back from the date, the date itself included.
    if (const QRegularExpressionMatch m = p.before.match(question); m.hasMatch()) {
        const bool dayFirst = !m.captured(4).isEmpty();
        if (const auto anchor = dateOf(m, dayFirst ? 4 : 7, dayFirst, today)) {
            const int n = countOf(m.captured(1));
            const QString unit = m.captured(2).toLower();
            const bool after = m.captured(3).toLower() == u"after";
            const int days = unit == u"day" ? n : unit == u"month" ? 31 * n : 7 * n;
            return after ? dayWindow(*anchor, anchor->addDays(days), m.captured(0))
                         : dayWindow(anchor->addDays(-days), *anchor, m.captured(0));
        }
    }
    for (const bool dayFirst : {true, false}) {
        const QRegularExpressionMatch m = (dayFirst ? p.dayFirst : p.monthFirst).match(question);
        if (!m.hasMatch())
            continue;
        if (const auto d = dateOf(m, 1, dayFirst, today))
            return dayWindow(*d, *d, m.captured(0));
    }
    if (const QRegularExpressionMatch m = p.monthYear.match(question); m.hasMatch())
        return monthWindow(m.captured(2).toInt(), monthNumbers().value(m.captured(1).toLower()), m.captured(0));
    if (const QRegularExpressionMatch m = p.inMonth.match(question); m.hasMatch()) {
        const int month = monthNumbers().value(m.captured(1).toLower());
        return monthWindow(yearFor(month, 1, today), month, m.captured(0));
    }
    if (const QRegularExpressionMatch m = p.inYear.match(question); m.hasMatch()) {
        const int year = m.captured(1).toInt();
        Asked a = dayWindow(QDate(year, 1, 1), QDate(year, 12, 31), m.captured(0));
        a.names = {m.captured(1)};
        return a;
    }
    if (const QRegularExpressionMatch m = p.relative.match(question); m.hasMatch()) {
        const QString w = m.captured(1).toLower().simplified();
        Asked a;
        if (w == u"yesterday" || w == u"gestern")
            a = dayWindow(today.addDays(-1), today.addDays(-1), m.captured(0));
        else if (w == u"today" || w == u"heute")
            a = dayWindow(today, today, m.captured(0));
        else if (w == u"tomorrow")
            a = dayWindow(today.addDays(1), today.addDays(1), m.captured(0));
        else if (w == QString::fromUtf8("übermorgen"))
            a = dayWindow(today.addDays(2), today.addDays(2), m.captured(0));
        else {
            // -1 last, 0 this, +1 next.
            const int step = w.startsWith(QLatin1String("this")) || w.startsWith(QLatin1String("dies"))   ? 0
                             : w.startsWith(QLatin1String("next")) || w.startsWith(QString::fromUtf8("näch")) ? 1
                                                                                                           : -1;
            if (w.endsWith(QLatin1String("week")) || w.endsWith(QLatin1String("woche"))) {
                const QDate monday = today.addDays(1 - today.dayOfWeek()).addDays(7 * step);
                a = dayWindow(monday, monday.addDays(6), m.captured(0));
            } else {
                const QDate first = QDate(today.year(), today.month(), 1).addMonths(step);
                a = monthWindow(first.year(), first.month(), m.captured(0));
            }
        }
        // "Gestern" is no word a text names the day by, but "what's on this
        // week?" is answered by "Dentist, 4 December": the month's names stay.
        return a;
    }
    return std::nullopt;
}

QString describe(const Asked &asked)
{
    // Fixed English, like the rest of the reading: assistants read it.
    const QDate from = QDateTime::fromMSecsSinceEpoch(asked.fromMs).date();
    const QDate to = QDateTime::fromMSecsSinceEpoch(asked.toMs - 1).date();
    const QString span = from == to ? from.toString(Qt::ISODate)
                                    : from.toString(Qt::ISODate) + QStringLiteral(" to ") + to.toString(Qt::ISODate);
    return QStringLiteral("the time asked about: \u201C%1\u201D, %2 (written then or naming it)").arg(asked.said.simplified(), span);
}

bool named(const Asked &asked, const QString &content)
{
    if (asked.names.isEmpty())
        return false;
    const QStringList words = LanguageGuess::foldedWords(content);
    for (const QString &w : words)
        if (asked.names.contains(w))
            return true;
    return false;
}

void apply(QList<RecallHit> &hits, const Asked &asked)
{
    for (RecallHit &h : hits) {
        const Delta &d = h.delta;
        // Written then, or holding for a while that meets the time asked
        // about (an event's or an observation's validity).
        const bool valid = (d.validFrom || d.validUntil) && d.validFrom.value_or(asked.fromMs) < asked.toMs
                           && d.validUntil.value_or(asked.toMs) >= asked.fromMs;
        if (asked.contains(d.observedAt) || valid)
            h.askedTime = RecallHit::WrittenThen;
        else if (named(asked, h.delta.content))
            h.askedTime = RecallHit::NamesIt;
        else {
            h.askedTime = RecallHit::Elsewhen;
            h.score *= kElsewhenFactor;
        }
    }
}

} // namespace tarn::RecallAskedTime
