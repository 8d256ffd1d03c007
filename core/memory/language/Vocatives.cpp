// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Vocatives.h"

#include <QRegularExpression>

namespace tarn::Vocatives {

namespace {

// One capitalised word: "Caroline", "Mel", "O'Neill", "Jean-Luc".
#define TARN_NAME "(\\p{Lu}[\\p{Ll}]+(?:['\\x{2019}-]\\p{Lu}?[\\p{Ll}]+)?)"
// What comes after a name one speaks to: the clause goes on or ends.
#define TARN_AFTER "(?=\\s*(?:[,!?.;:\\x{2026}]|\\s[-\\x{2013}\\x{2014}]\\s|$))"

const QRegularExpression &greeted()
{
    // The greeting or thanks, any case; the name capitalised.
    static const QRegularExpression re(
        QStringLiteral("(?<![\\p{L}\\p{N}])(?i:hey|hi|hiya|hello|howdy|yo|thanks|thank you|thx|cheers|wow|whoa|cool|oh|ooh|aw+|yeah|yes|yep|"
                       "nope|congrats|congratulations|sorry|bye|goodbye|good night|good morning|morning|dear|ok|okay|sure|"
                       "great|nice|awesome|amazing|lovely|haha|hallo|servus|danke|liebe|lieber|tschüss|grüß dich|gute nacht|"
                       "guten morgen|ja|nein|genau|super|toll|prima)"
                       // A comma or nothing between: after "Awesome!" a new sentence begins.
                       ",?\\s+" TARN_NAME TARN_AFTER));
    return re;
}

const QRegularExpression &opening()
{
    // "Caroline, congrats!", but an apposition names what it is about:
    // "Oscar, my guinea pig, …".
    static const QRegularExpression re(
        QStringLiteral("(?:^|[.!?\\x{2026}]\\s+)" TARN_NAME ",\\s+(?!(?i:my|our|the|a|an|his|her|their|your|mein|meine|unser|unsere|der|die|das|ein|eine)\\b)"));
    return re;
}

const QRegularExpression &closing()
{
    // "That's lovely, Melanie!" — the name alone after the last comma.
    static const QRegularExpression re(QStringLiteral(",\\s+" TARN_NAME "\\s*(?=[!?.\\x{2026}]+(?:\\s|$)|$)"));
    return re;
}

void blank(QString &out, const QRegularExpression &re)
{
    QRegularExpressionMatchIterator it = re.globalMatch(out);
    QList<std::pair<qsizetype, qsizetype>> spans;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        spans << std::pair(m.capturedStart(1), m.capturedLength(1));
    }
    for (const auto &[at, length] : std::as_const(spans))
        out.replace(at, length, QString(length, u' '));
}

#undef TARN_NAME
#undef TARN_AFTER

} // namespace

QString blanked(const QString &text)
{
    QString out = text;
    blank(out, greeted());
    blank(out, opening());
    blank(out, closing());
    return out;
}

bool mayAddress(const QString &text, const QStringList &words)
{
    for (const QString &w : words) {
        if (w.isEmpty() || w.contains(u' '))
            continue;
        const QString name = w.at(0).toUpper() + w.mid(1);
        if (text.contains(name, Qt::CaseSensitive))
            return true;
    }
    return false;
}

} // namespace tarn::Vocatives
