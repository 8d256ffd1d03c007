// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfiguredDecayPolicies.h"

#include "TarnError.h"
#include "TarnSettings.h"

#include <QCoreApplication>

namespace tarn::DecayPolicies {

namespace {
// The context DecayPolicy.cpp's messages use, so the translation is shared.
struct DecayPolicyText
{
    Q_DECLARE_TR_FUNCTIONS(DecayPolicy)
};
} // namespace

QString settingsKey()
{
    return QStringLiteral("decay/policies");
}

QList<DecayPolicy> configured()
{
    if (qEnvironmentVariableIsSet("TARN_DECAY_POLICIES"))
        return fromEnvironment();
    const TarnSettings settings;
    try {
        return parse(settings.value(settingsKey()).toString().toUtf8());
    } catch (const TarnError &e) {
        throw TarnError(e.kind(), DecayPolicyText::tr("decay policies in the preferences: %1").arg(e.message()),
                        e.field());
    }
}

} // namespace tarn::DecayPolicies
