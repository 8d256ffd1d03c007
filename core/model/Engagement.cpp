// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Engagement.h"

#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct EngagementText
{
    Q_DECLARE_TR_FUNCTIONS(Engagement)
};
} // namespace

QString Engagement::tagPrefix(EngagementType t)
{
    switch (t) {
    case EngagementType::Affirm: return QStringLiteral("affirms:");
    case EngagementType::Refute: return QStringLiteral("refutes:");
    case EngagementType::Reply: return QStringLiteral("reply-to:");
    }
    return {};
}

std::optional<EngagementType> Engagement::typeFromName(const QString &name)
{
    if (name == u"affirm" || name == u"affirms")
        return EngagementType::Affirm;
    if (name == u"refute" || name == u"refutes")
        return EngagementType::Refute;
    if (name == u"reply" || name == u"reply-to")
        return EngagementType::Reply;
    return std::nullopt;
}

QString Engagement::sourceName()
{
    return QStringLiteral("tarn-engagement");
}

QString Engagement::targetOf(const Delta &d)
{
    for (const QString &tag : d.tags)
        for (EngagementType t : {EngagementType::Affirm, EngagementType::Refute, EngagementType::Reply})
            if (tag.startsWith(tagPrefix(t)))
                return tag.mid(tagPrefix(t).size());
    return {};
}

Delta Engagement::build(const Delta &target, EngagementType type, const QString &reason, const QStringList &extraTags)
{
    const QString why = reason.trimmed();
    if (why.isEmpty())
        throw TarnError::invalid(QStringLiteral("reason"), EngagementText::tr("an engagement needs a reason"));
    QString carried = target.content;
    if (carried.size() > kCarriedChars)
        carried = carried.left(kCarriedChars) + QStringLiteral(" …");
    QString verb;
    switch (type) {
    case EngagementType::Affirm: verb = QStringLiteral("Affirmed"); break;
    case EngagementType::Refute: verb = QStringLiteral("Refuted"); break;
    case EngagementType::Reply: verb = QStringLiteral("Replied to"); break;
    }
    Delta d;
    // The carried part is a stable, language-neutral shape so it reads the
    // same in every export, whatever the window's language.
    d.content = why + QStringLiteral("\n\n— %1 %2 from %3, observed %4:\n%5")
                          .arg(verb, target.id, target.source, TimeFormat::toIso(target.observedAt), carried);
    d.tags << tagPrefix(type) + target.id;
    for (const QString &t : extraTags)
        if (!d.tags.contains(t))
            d.tags << t;
    d.source = sourceName();
    d.kind = type == EngagementType::Reply ? Kind::Insight : (target.kind == Kind::Observation ? Kind::Fact : target.kind);
    d.subject = target.subject;
    d.scope = target.scope;
    d.mediaHash = target.mediaHash;
    d.sessionId = target.sessionId;
    return d;
}

} // namespace tarn
