// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn sweep`: runs the operator's decay policies (seed 003 §15) over one
// scope, as POST /v1/decay/sweep does, and prints the §15.2 response.

#include "Cli.h"
#include "CliSupport.h"

#include "ConfiguredDecayPolicies.h"
#include "Lake.h"

#include <QFile>

namespace tarn::app {

using namespace cli;

int Cli::cmdSweep(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("scope"), CliText::tr("The scope to sweep: local, team, company or public (required)."),
                 QStringLiteral("SCOPE")});
    p.addOption({QStringLiteral("mode"), CliText::tr("Override every policy's mode: retract, confidence or dry_run."),
                 QStringLiteral("MODE")});
    p.addOption({QStringLiteral("policy"), CliText::tr("Run only the policy with this id."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("policies"),
                 CliText::tr("Read the DecayPolicy JSON array from FILE (default: $TARN_DECAY_POLICIES, else the "
                             "preferences)."),
                 QStringLiteral("FILE")});
    TARN_PARSE(p, args, CliText::tr("Apply the decay policies to one scope and print the sweep's JSON response."));

    // The same validation as the API's request body, so both refuse alike.
    QJsonObject body{{QStringLiteral("scope"), p.value(QStringLiteral("scope"))}};
    if (!p.isSet(QStringLiteral("scope")))
        body.remove(QStringLiteral("scope"));
    if (p.isSet(QStringLiteral("mode")))
        body.insert(QStringLiteral("mode"), p.value(QStringLiteral("mode")));
    if (p.isSet(QStringLiteral("policy")))
        body.insert(QStringLiteral("policy_id"), p.value(QStringLiteral("policy")));
    const DecaySweepRequest request = DecaySweepRequest::fromJson(body);

    QList<DecayPolicy> policies;
    if (p.isSet(QStringLiteral("policies"))) {
        QFile file(p.value(QStringLiteral("policies")));
        if (!file.open(QIODevice::ReadOnly))
            throw TarnError::invalid(QStringLiteral("policies"), CliText::tr("cannot read %1: %2")
                                                                     .arg(file.fileName(), file.errorString()));
        policies = DecayPolicies::parse(file.readAll());
    } else {
        policies = DecayPolicies::configured();
    }

    Lake lake;
    openLake(lake, false);
    lake.setActor(QStringLiteral("cli"));
    DecaySweeper sweeper(lake, policies);
    const DecaySweepResponse response = sweeper.sweep(request);
    printJson(m_out, response.toJson());
    if (policies.isEmpty())
        m_err << CliText::tr("tarn sweep: no decay policies are configured; nothing to do.") << Qt::endl;
    return Ok;
}

} // namespace tarn::app
