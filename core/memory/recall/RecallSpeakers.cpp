// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallSpeakers.h"

#include <QRegularExpression>
#include <QSet>

namespace tarn::RecallSpeakers {

QString speakerOf(const QString &content)
{
    static const QRegularExpression line(
        QStringLiteral("^\\s*((?:\\p{Lu}[\\p{L}'-]*)(?:\\s+\\p{Lu}[\\p{L}'-]*){0,2}|user|assistant)\\s*:\\s"),
        QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m = line.match(content);
    return m.hasMatch() ? m.captured(1) : QString();
}

namespace {

// The first of `speakers` the question names as a word, or empty; empty
// too when it names two joined by "and"/"und" ("Jon and Gina both").
QString askedAbout(const QString &question, const QSet<QString> &speakers)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}][\\p{L}'-]*"), QRegularExpression::UseUnicodePropertiesOption);
    QRegularExpressionMatchIterator it = word.globalMatch(question);
    QString first;
    QString previous;
    bool joined = false;
    while (it.hasNext()) {
        QString w = it.next().captured(0);
        if (w.endsWith(QLatin1String("'s")))
            w.chop(2);
        const bool isSpeaker = speakers.contains(w.toLower());
        if (isSpeaker && first.isEmpty())
            first = w.toLower();
        else if (isSpeaker && !first.isEmpty() && w.toLower() != first
                 && (previous.compare(QLatin1String("and"), Qt::CaseInsensitive) == 0
                     || previous.compare(QLatin1String("und"), Qt::CaseInsensitive) == 0))
            joined = true;
        previous = w;
    }
    return joined ? QString() : first;
}

} // namespace

QString apply(QList<RecallHit> &hits, const QString &question)
{
    QHash<qsizetype, QString> spokenBy;
    QSet<QString> speakers;
    for (qsizetype i = 0; i < hits.size(); ++i) {
        if (hits.at(i).delta.kind != Kind::Episode)
            continue;
        const QString s = speakerOf(hits.at(i).delta.content).toLower();
        if (s.isEmpty())
            continue;
        spokenBy.insert(i, s);
        speakers.insert(s);
    }
    if (speakers.size() < 2)
        return {};
    const QString asked = askedAbout(question, speakers);
    if (asked.isEmpty())
        return {};
    for (auto it = spokenBy.cbegin(); it != spokenBy.cend(); ++it)
        if (it.value() != asked) {
            hits[it.key()].score *= kOtherSpeakerFactor;
            hits[it.key()].otherSpeaker = true;
        }
    return asked;
}

} // namespace tarn::RecallSpeakers
