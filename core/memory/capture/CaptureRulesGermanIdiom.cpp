// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Likes, dislikes and intolerances said in idiom (issue 20, capture's sixth
// dev round): "Ich hab's nicht so mit Spinnen", "Ohne meinen Kaffee geht gar
// nichts", "Ich bin ein großer Bewunderer von Monet", "Ich sammle alte
// Münzen", "Milchprodukte bekommen mir nicht". Tried after the plainer
// German rules (CaptureRulesGerman.cpp), so a statement they know keeps
// their wording.

#include "CaptureRulesGerman.h"

namespace tarn::CaptureRules::detail::german {

std::optional<CaptureCandidate> tasteInIdiom(const QString &c)
{
    static const QRegularExpression vague = rx(QStringLiteral(
        R"(^(?:es|das|dies|diese[snmr]?|dich|dir|sie|ihn|euch|ihnen|was|wie|deine[nmrs]?|der|die|den|dem|gerade|noch|heute|morgen|jetzt)\b)"));
    const auto usable = [&](const QString &what) { return !what.trimmed().isEmpty() && !vague.match(what.trimmed()).hasMatch(); };
    const auto make = [&](const QString &what, const QString &content) {
        return std::optional<CaptureCandidate>(candidate(Kind::Preference, QStringLiteral("preference:") + keyOf(what).section(u' ', 0, 3),
                                                         content, 0.85, QStringLiteral("preference"), c));
    };
    // "ich …": the note is the statement in the third person.
    static const QList<QRegularExpression> mine = {
        rx(QStringLiteral(R"(^ich\s+(?:hab's|hab es|habe es|hab|habe)\s+(?:es\s+)?(?:nicht so|nicht so sehr|nicht wirklich|gar nicht|echt nicht|überhaupt nicht)\s+mit\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+(?:ertrage|ertrag)\s+(?:einfach\s+|wirklich\s+)?kein(?:e|en|er)?\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+kann\s+(.+?)\s+(?:einfach\s+|echt\s+|überhaupt\s+|gar\s+)?nicht\s+(?:ertragen|leiden|haben)$)")),
        rx(QStringLiteral(R"(^ich\s+bin\s+(?:ein|eine)\s+(?:(?:großer|große|riesiger|riesige|echter|echte|totaler|totale|richtiger|richtige|leidenschaftlicher|leidenschaftliche|glühender|glühende|treuer|treue)\s+)?(?:bewunderer|bewunderin|liebhaber|liebhaberin|anhänger|anhängerin|verehrer|verehrerin|fan)\s+(?:von|des|der)\s+(.+)$)")),
        rx(QStringLiteral(R"(^ich\s+sammle\s+(?!(?:gerade|noch|die|der|das|den|ideen|daten|informationen|punkte|meine|kraft|erfahrungen)\b)(.+)$)")),
    };
    for (const QRegularExpression &re : mine)
        if (const auto m = re.match(c); m.hasMatch() && usable(m.captured(1)))
            return make(m.captured(1), note(c));
    // "Ohne meinen Kaffee am Morgen geht gar nichts".
    static const QRegularExpression without = rx(QStringLiteral(
        R"(^ohne\s+(?:meinen|meine|mein|meinem)\s+(.+?)\s+(?:geht|läuft)\s+(?:bei mir\s+|morgens\s+)?(?:gar\s+|überhaupt\s+)?nichts$)"));
    if (const auto m = without.match(c); m.hasMatch() && usable(m.captured(1)))
        return make(m.captured(1), sentenceCase(QStringLiteral("Kann nicht ohne %1").arg(thirdPersonRest(m.captured(1)))));
    // "Milchprodukte bekommen mir nicht": an intolerance, said as what a
    // food does.
    static const QRegularExpression disagrees = rx(QStringLiteral(
        R"(^(\p{L}[\p{L}\s-]{1,40}?)\s+(?:bekommt|bekommen)\s+mir\s+(?:gar\s+|überhaupt\s+|einfach\s+)?nicht(?:\s+gut)?$)"));
    if (const auto m = disagrees.match(c); m.hasMatch() && usable(m.captured(1)))
        return std::optional<CaptureCandidate>(candidate(Kind::Profile, QStringLiteral("profile:allergy ") + keyOf(m.captured(1)),
                                                         sentenceCase(QStringLiteral("Verträgt %1 nicht").arg(m.captured(1).trimmed())), 0.85,
                                                         QStringLiteral("allergy"), c));
    return std::nullopt;
}

} // namespace tarn::CaptureRules::detail::german
