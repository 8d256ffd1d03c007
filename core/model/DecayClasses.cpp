// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DecayClasses.h"

#include "Clock.h"

#include <QRegularExpression>

namespace tarn {

std::optional<qint64> DecayClasses::ttlMs(DecayClass c)
{
    switch (c) {
    case DecayClass::Stable: return 90 * Duration::Day;
    case DecayClass::Active: return 14 * Duration::Day;
    case DecayClass::Session: return 24 * Duration::Hour;
    case DecayClass::Checkpoint: return 4 * Duration::Hour;
    case DecayClass::Permanent:
    case DecayClass::None: break;
    }
    return std::nullopt;
}

bool DecayClasses::refreshesOnAccess(DecayClass c)
{
    return c == DecayClass::Stable || c == DecayClass::Active;
}

namespace {

bool keyMatches(const QStringList &keys, const QRegularExpression &re)
{
    for (const QString &k : keys)
        if (re.match(k).hasMatch())
            return true;
    return false;
}

QRegularExpression words(const char *alternatives)
{
    return QRegularExpression(QStringLiteral("(^|[^a-z])(%1)([^a-z]|$)").arg(QString::fromLatin1(alternatives)),
                              QRegularExpression::CaseInsensitiveOption);
}

} // namespace

DecayClass DecayClasses::classify(const Delta &d)
{
    QStringList keys = d.tags;
    if (!d.subject.isEmpty())
        keys << d.subject;
    const QString entity = kindName(d.kind);
    const QString &text = d.content;

    static const QRegularExpression permanentKey = words(
        "name|email|api_key|api_endpoint|architecture|decision|birthday|born|phone|language|location");
    static const QRegularExpression permanentText = words("decided|architecture|always use|never use");
    if (keyMatches(keys, permanentKey) || permanentText.match(text).hasMatch()
        || entity == u"decision" || keys.contains(QStringLiteral("convention")))
        return DecayClass::Permanent;

    static const QRegularExpression sessionKey = words("current_file|temp|debug|working_on_right_now");
    static const QRegularExpression sessionText = words("currently debugging|right now|this session");
    if (keyMatches(keys, sessionKey) || sessionText.match(text).hasMatch())
        return DecayClass::Session;

    static const QRegularExpression activeKey = words("task|todo|wip|branch|sprint|blocker");
    static const QRegularExpression activeText = words("working on|need to|todo|blocker|sprint");
    if (keyMatches(keys, activeKey) || activeText.match(text).hasMatch())
        return DecayClass::Active;

    static const QRegularExpression checkpoint = words("checkpoint|preflight");
    if (keyMatches(keys, checkpoint) || checkpoint.match(text).hasMatch())
        return DecayClass::Checkpoint;

    return DecayClass::Stable;
}

} // namespace tarn
