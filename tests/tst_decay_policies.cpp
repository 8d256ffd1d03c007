// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Decay policies (seed 003 §15, DESIGN §3): parsing, precedence, the five
// §15.7 conformance vectors, idempotence and the audit trail.

#include "DecayPolicy.h"
#include "Engage.h"
#include "Engagement.h"
#include "LakeSql.h"
#include "TestSupport.h"

#include <QSqlQuery>
#include <QtTest>
#include <cmath>

using namespace tarn;
using namespace tarn::test;

namespace {

Delta fact(const QString &content, const QStringList &tags, Scope scope = Scope::Company,
           const QString &source = QStringLiteral("chat"))
{
    Delta d = draft(source, content, Kind::Fact);
    d.tags = tags;
    d.scope = scope;
    return d;
}

QList<DecayPolicy> policies(const char *json)
{
    return DecayPolicies::parse(QByteArray(json));
}

DecaySweepRequest request(Scope scope, std::optional<DecayMode> mode = std::nullopt, const QString &policy = {})
{
    DecaySweepRequest r;
    r.scope = scope;
    r.mode = mode;
    r.policyId = policy;
    return r;
}

double confidenceOf(Lake &lake, const QString &id)
{
    return lake.get(id)->confidence;
}

qint64 auditRows(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    q.exec(QStringLiteral("SELECT count(*) FROM audit"));
    q.next();
    return q.value(0).toLongLong();
}

} // namespace

class TestDecayPolicies : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // §15.7 conformance vectors
    void decayConfidenceReduction();
    void decayRetraction();
    void decayScopeFilter();
    void decayDryRun();
    void decayExempt();
    void decayExempt_data();

    void precedenceExactBeforeGlobBeforeStar();
    void precedenceExactScopeBeforeStar();
    void policyIdRunsOnlyThatPolicy();
    void modeOverride();
    void exemptRelationsOfTheWinningPolicy();
    void engagementsAndSystemDeltasAreExempt();
    void idempotentAtOneInstant();
    void stepwiseEqualsOnce();
    void floorIsKept();
    void noPoliciesIsANoOp();
    void auditNamesPolicyWithoutContent();
    void cancelStopsBetweenBatches();
    void responseWireFormat();

    void parseErrorsNameThePolicyAndField();
    void parseErrorsNameThePolicyAndField_data();
    void requestFromJson();
    void requestFromJson_data();
    void environment();
    void roundTripsThroughJson();
};

void TestDecayPolicies::decayConfidenceReduction()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("the roadmap favours search"), {QStringLiteral("memory:context")}));
    lake.clock.advance(7200 * Duration::Second);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"memory-context-decay","relation":"memory:*","scope":"company",
        "mode":"confidence","half_life_s":3600}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.factsReduced, 1);
    QCOMPARE(r.factsRetracted, 0);
    QCOMPARE(r.mode, DecayMode::Confidence);
    QVERIFY(std::abs(confidenceOf(*lake, d.id) - 0.25) < 1e-9);
    QCOMPARE(lake->get(d.id)->content, d.content); // content is never rewritten
}

void TestDecayPolicies::decayRetraction()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("status: in progress"), {QStringLiteral("roadmap:status")}));
    lake.clock.advance(31 * Duration::Day);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"stale-roadmap-retract","relation":"roadmap:status",
        "scope":"company","mode":"retract","ttl_s":2592000}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.factsRetracted, 1);
    QCOMPARE(r.policiesApplied, QStringList{QStringLiteral("stale-roadmap-retract")});
    QCOMPARE(confidenceOf(*lake, d.id), 0.0);
    const QList<AuditEntry> entries = lake->audit().recent({QStringLiteral("decay-retract")});
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.at(0).actor, QStringLiteral("system:decay"));
    QCOMPARE(entries.at(0).deltaId, d.id);
}

void TestDecayPolicies::decayScopeFilter()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("public and stale"), {QStringLiteral("roadmap:status")}, Scope::Public));
    lake.clock.advance(31 * Duration::Day);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"r","relation":"*","scope":"*","mode":"retract","ttl_s":60}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.factsEvaluated, 0);
    QCOMPARE(r.factsRetracted, 0);
    QCOMPARE(confidenceOf(*lake, d.id), 1.0);
}

void TestDecayPolicies::decayDryRun()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("old news"), {QStringLiteral("roadmap:status")}));
    lake.clock.advance(2 * Duration::Day);
    const QByteArray before = exportOf(*lake);
    const qint64 auditBefore = auditRows(*lake);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"preview","relation":"*","scope":"company","mode":"dry_run","ttl_s":3600}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.mode, DecayMode::DryRun);
    QCOMPARE(r.dryRunWouldRetract, 1);
    QCOMPARE(r.factsRetracted, 0);
    QCOMPARE(r.factsReduced, 0);
    QCOMPARE(exportOf(*lake), before);
    QCOMPARE(auditRows(*lake), auditBefore);
    QCOMPARE(confidenceOf(*lake, d.id), 1.0);

    // A dry-run override of a writing policy writes nothing either.
    DecaySweeper writing(*lake, policies(R"([{"id":"cut","relation":"*","scope":"company","mode":"retract","ttl_s":3600}])"));
    const DecaySweepResponse o = writing.sweep(request(Scope::Company, DecayMode::DryRun));
    QCOMPARE(o.dryRunWouldRetract, 1);
    QCOMPARE(o.factsRetracted, 0);
    QCOMPARE(exportOf(*lake), before);
}

void TestDecayPolicies::decayExempt_data()
{
    QTest::addColumn<QString>("tag");
    QTest::newRow("tarn namespace") << QStringLiteral("tarn:received_from");
    QTest::newRow("rel namespace") << QStringLiteral("rel:about");
}

void TestDecayPolicies::decayExempt()
{
    QFETCH(QString, tag);
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("received from a peer"), {tag}));
    lake.clock.advance(31 * Duration::Day);
    // Even a policy naming the namespace cannot touch it.
    DecaySweeper sweeper(*lake, policies(R"([{"id":"all","relation":"*","scope":"*","mode":"retract","ttl_s":60},
        {"id":"ns","relation":"tarn:*","scope":"*","mode":"retract","ttl_s":60},
        {"id":"rel","relation":"rel:*","scope":"*","mode":"retract","ttl_s":60}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.factsRetracted, 0);
    QCOMPARE(confidenceOf(*lake, d.id), 1.0);
}

void TestDecayPolicies::precedenceExactBeforeGlobBeforeStar()
{
    TempLake lake;
    const Delta exact = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:pinned")}));
    const Delta glob = lake->insert(fact(QStringLiteral("b"), {QStringLiteral("memory:context")}));
    const Delta other = lake->insert(fact(QStringLiteral("c"), {QStringLiteral("misc")}));
    lake.clock.advance(2 * Duration::Hour);
    // Listed least specific first: order in the JSON must not matter.
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"everything","relation":"*","scope":"company","mode":"retract","ttl_s":60},
        {"id":"memory","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600},
        {"id":"pinned","relation":"memory:pinned","scope":"company","mode":"confidence","half_life_s":7200}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QVERIFY(std::abs(confidenceOf(*lake, exact.id) - 0.5) < 1e-9);
    QVERIFY(std::abs(confidenceOf(*lake, glob.id) - 0.25) < 1e-9);
    QCOMPARE(confidenceOf(*lake, other.id), 0.0);
    QCOMPARE(r.policiesApplied,
             (QStringList{QStringLiteral("pinned"), QStringLiteral("memory"), QStringLiteral("everything")}));
    QCOMPARE(r.factsReduced, 2);
    QCOMPARE(r.factsRetracted, 1);
}

void TestDecayPolicies::precedenceExactScopeBeforeStar()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"any-scope","relation":"memory:*","scope":"*","mode":"retract","ttl_s":60},
        {"id":"company","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":7200}])"));
    sweeper.sweep(request(Scope::Company));
    QVERIFY(std::abs(confidenceOf(*lake, d.id) - 0.5) < 1e-9);
}

void TestDecayPolicies::policyIdRunsOnlyThatPolicy()
{
    TempLake lake;
    const Delta a = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    const Delta b = lake->insert(fact(QStringLiteral("b"), {QStringLiteral("roadmap:status")}));
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"memory","relation":"memory:*","scope":"company","mode":"retract","ttl_s":60},
        {"id":"roadmap","relation":"roadmap:*","scope":"company","mode":"retract","ttl_s":60}])"));
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company, std::nullopt, QStringLiteral("roadmap")));
    QCOMPARE(r.policiesApplied, QStringList{QStringLiteral("roadmap")});
    QCOMPARE(confidenceOf(*lake, a.id), 1.0);
    QCOMPARE(confidenceOf(*lake, b.id), 0.0);
    try {
        sweeper.sweep(request(Scope::Company, std::nullopt, QStringLiteral("nope")));
        QFAIL("an unknown policy_id must be refused");
    } catch (const TarnError &e) {
        QCOMPARE(e.field(), QStringLiteral("policy_id"));
        QVERIFY(e.message().contains(QStringLiteral("nope")));
    }
}

void TestDecayPolicies::modeOverride()
{
    TempLake lake;
    const Delta a = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    const Delta b = lake->insert(fact(QStringLiteral("b"), {QStringLiteral("roadmap:status")}));
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"memory","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600},
        {"id":"roadmap","relation":"roadmap:*","scope":"company","mode":"dry_run","ttl_s":60}])"));
    // Overriding to retract: the retracting policy writes even though it is
    // configured as a dry run; the confidence policy has no ttl_s to retract by.
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company, DecayMode::Retract));
    QCOMPARE(r.mode, DecayMode::Retract);
    QCOMPARE(r.factsRetracted, 0);
    QCOMPARE(r.dryRunWouldRetract, 1);
    QCOMPARE(confidenceOf(*lake, a.id), 1.0);
    QCOMPARE(confidenceOf(*lake, b.id), 1.0);
    const DecaySweepResponse c = sweeper.sweep(request(Scope::Company, DecayMode::Confidence));
    QCOMPARE(c.factsReduced, 1);
    QCOMPARE(c.factsRetracted, 0);
    QVERIFY(std::abs(confidenceOf(*lake, a.id) - 0.25) < 1e-9);
}

void TestDecayPolicies::exemptRelationsOfTheWinningPolicy()
{
    TempLake lake;
    const Delta kept = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x"), QStringLiteral("pinned")}));
    const Delta gone = lake->insert(fact(QStringLiteral("b"), {QStringLiteral("memory:y")}));
    const Delta vault = lake->insert(fact(QStringLiteral("c"), {}, Scope::Company, QStringLiteral("vault")));
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"memory","relation":"memory:*","scope":"company","mode":"retract","ttl_s":60,"exempt_relations":["pinned"]},
        {"id":"all","relation":"*","scope":"company","mode":"retract","ttl_s":60,"exempt_relations":["vault*"]}])"));
    sweeper.sweep(request(Scope::Company));
    QCOMPARE(confidenceOf(*lake, kept.id), 1.0); // exempted by the policy that won; "all" gets no second go
    QCOMPARE(confidenceOf(*lake, gone.id), 0.0);
    QCOMPARE(confidenceOf(*lake, vault.id), 1.0); // source globs count as relations
}

void TestDecayPolicies::engagementsAndSystemDeltasAreExempt()
{
    TempLake lake;
    Delta observed = draft(QStringLiteral("rss:hn"), QStringLiteral("A post"));
    observed.scope = Scope::Company;
    observed = lake->insert(observed);
    const Delta affirm = Engagement::engage(*lake, observed.id, EngagementType::Affirm, QStringLiteral("keep"));
    const Delta system = lake->insert(fact(QStringLiteral("migrated"), {}, Scope::Local, QStringLiteral("system:migrate")));
    lake.clock.advance(Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"all","relation":"*","scope":"*","mode":"retract","ttl_s":1}])"));
    sweeper.sweep(request(Scope::Local));
    QCOMPARE(confidenceOf(*lake, affirm.id), 1.0);
    QCOMPARE(confidenceOf(*lake, system.id), 1.0);
    sweeper.sweep(request(Scope::Company));
    QCOMPARE(confidenceOf(*lake, observed.id), 0.0); // the observation itself is fair game
}

void TestDecayPolicies::idempotentAtOneInstant()
{
    TempLake lake;
    const Delta a = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    const Delta b = lake->insert(fact(QStringLiteral("b"), {QStringLiteral("roadmap:x")}));
    lake.clock.advance(3 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([
        {"id":"memory","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600},
        {"id":"roadmap","relation":"roadmap:*","scope":"company","mode":"retract","ttl_s":60}])"));
    const DecaySweepResponse first = sweeper.sweep(request(Scope::Company));
    QCOMPARE(first.factsReduced + first.factsRetracted, 2);
    const QByteArray after = exportOf(*lake);
    const qint64 audit = auditRows(*lake);
    const DecaySweepResponse second = sweeper.sweep(request(Scope::Company));
    QCOMPARE(second.factsReduced, 0);
    QCOMPARE(second.factsRetracted, 0);
    QCOMPARE(second.factsEvaluated, first.factsEvaluated);
    QCOMPARE(exportOf(*lake), after);
    QCOMPARE(auditRows(*lake), audit + 1); // only the sweep's own summary line
    QVERIFY(std::abs(confidenceOf(*lake, a.id) - 0.125) < 1e-9);
    QCOMPARE(confidenceOf(*lake, b.id), 0.0);
}

void TestDecayPolicies::stepwiseEqualsOnce()
{
    TempLake stepwise;
    TempLake once;
    const char *json = R"([{"id":"m","relation":"*","scope":"company","mode":"confidence","half_life_s":3600}])";
    const Delta a = stepwise->insert(fact(QStringLiteral("a"), {}));
    const Delta b = once->insert(fact(QStringLiteral("a"), {}));
    DecaySweeper s1(*stepwise, policies(json));
    DecaySweeper s2(*once, policies(json));
    for (int i = 0; i < 5; ++i) {
        stepwise.clock.advance(1000 * Duration::Second);
        s1.sweep(request(Scope::Company));
    }
    once.clock.advance(5000 * Duration::Second);
    s2.sweep(request(Scope::Company));
    const double expected = std::exp(-std::log(2.0) * 5000.0 / 3600.0);
    QVERIFY(std::abs(confidenceOf(*stepwise, a.id) - expected) < 1e-9);
    QVERIFY(std::abs(confidenceOf(*once, b.id) - expected) < 1e-9);
}

void TestDecayPolicies::floorIsKept()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    DecaySweeper sweeper(*lake, policies(R"([{"id":"m","relation":"memory:*","scope":"company","mode":"confidence",
        "half_life_s":3600,"min_confidence":0.1}])"));
    lake.clock.advance(30 * Duration::Hour);
    QCOMPARE(sweeper.sweep(request(Scope::Company)).factsReduced, 1);
    QCOMPARE(confidenceOf(*lake, d.id), 0.1);
    lake.clock.advance(30 * Duration::Hour);
    QCOMPARE(sweeper.sweep(request(Scope::Company)).factsReduced, 0);
    QCOMPARE(confidenceOf(*lake, d.id), 0.1);
}

void TestDecayPolicies::noPoliciesIsANoOp()
{
    TempLake lake;
    lake->insert(fact(QStringLiteral("a"), {QStringLiteral("memory:x")}));
    lake.clock.advance(365 * Duration::Day);
    const QByteArray before = exportOf(*lake);
    const qint64 audit = auditRows(*lake);
    DecaySweeper sweeper(*lake, {});
    const DecaySweepResponse r = sweeper.sweep(request(Scope::Company));
    QCOMPARE(r.factsEvaluated, 1);
    QCOMPARE(r.factsRetracted + r.factsReduced + r.dryRunWouldReduce + r.dryRunWouldRetract, 0);
    QVERIFY(r.policiesApplied.isEmpty());
    QCOMPARE(exportOf(*lake), before);
    QCOMPARE(auditRows(*lake), audit);
}

void TestDecayPolicies::auditNamesPolicyWithoutContent()
{
    TempLake lake;
    const Delta d = lake->insert(fact(QStringLiteral("a secret plan"), {QStringLiteral("memory:x")}));
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"m","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600}])"));
    sweeper.sweep(request(Scope::Company));
    const QList<AuditEntry> entries = lake->audit().recent({QStringLiteral("decay-reduce")});
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.at(0).deltaId, d.id);
    QCOMPARE(entries.at(0).detail.value(QStringLiteral("policy")).toString(), QStringLiteral("m"));
    QCOMPARE(entries.at(0).detail.value(QStringLiteral("from")).toDouble(), 1.0);
    QVERIFY(std::abs(entries.at(0).detail.value(QStringLiteral("to")).toDouble() - 0.25) < 1e-9);
    QVERIFY(!QJsonDocument(entries.at(0).detail).toJson().contains("secret"));
    const QList<AuditEntry> sweeps = lake->audit().recent({QStringLiteral("decay-policy-sweep")});
    QCOMPARE(sweeps.size(), 1);
    QCOMPARE(sweeps.at(0).detail.value(QStringLiteral("facts_reduced")).toInt(), 1);
}

void TestDecayPolicies::cancelStopsBetweenBatches()
{
    TempLake lake;
    QList<NewDelta> batch;
    for (int i = 0; i < 3000; ++i)
        batch << NewDelta{fact(QStringLiteral("fact %1").arg(i), {QStringLiteral("memory:x")})};
    lake->insertBatch(batch);
    lake.clock.advance(2 * Duration::Hour);
    DecaySweeper sweeper(*lake, policies(R"([{"id":"m","relation":"*","scope":"company","mode":"retract","ttl_s":60}])"));
    std::atomic<bool> cancel{true};
    const DecaySweepResponse stopped = sweeper.sweep(request(Scope::Company), &cancel);
    QVERIFY(stopped.cancelled);
    QCOMPARE(stopped.factsRetracted, 0);
    cancel = false;
    QList<QPair<qint64, qint64>> progress;
    sweeper.setProgress([&](qint64 d, qint64 t) { progress.append({d, t}); });
    const DecaySweepResponse done = sweeper.sweep(request(Scope::Company), &cancel);
    // One per slice: SweepBatches grows them from 200 rows by at most
    // double each, so 3000 writes take at least four.
    QVERIFY2(progress.size() >= 4, qPrintable(QString::number(progress.size())));
    QCOMPARE(progress.constLast(), (QPair<qint64, qint64>{6000, 6000})); // 3000 read + 3000 written
    QVERIFY(!done.cancelled);
    QCOMPARE(done.factsRetracted, 3000);
    QCOMPARE(done.factsEvaluated, 3000);
    QCOMPARE(sweeper.scopeSize(Scope::Company), 3000);
}

void TestDecayPolicies::responseWireFormat()
{
    DecaySweepResponse r;
    r.sweptAt = kT0;
    r.scope = Scope::Team;
    r.mode = DecayMode::Retract;
    r.factsEvaluated = 3;
    r.factsRetracted = 2;
    r.policiesApplied = {QStringLiteral("p")};
    const QJsonObject o = r.toJson();
    QCOMPARE(o.keys(), (QStringList{QStringLiteral("dry_run_would_reduce"), QStringLiteral("dry_run_would_retract"),
                                    QStringLiteral("facts_evaluated"), QStringLiteral("facts_reduced"),
                                    QStringLiteral("facts_retracted"), QStringLiteral("mode"),
                                    QStringLiteral("policies_applied"), QStringLiteral("scope"),
                                    QStringLiteral("swept_at")}));
    QCOMPARE(o.value(QStringLiteral("swept_at")).toString(), QStringLiteral("2026-11-22T00:00:00.000Z"));
    QCOMPARE(o.value(QStringLiteral("scope")).toString(), QStringLiteral("team"));
    QCOMPARE(o.value(QStringLiteral("mode")).toString(), QStringLiteral("retract"));
    QCOMPARE(o.value(QStringLiteral("facts_retracted")).toInt(), 2);
}

void TestDecayPolicies::parseErrorsNameThePolicyAndField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("policies") << QStringLiteral("not valid JSON");
    QTest::newRow("not an array") << QByteArray(R"({"id":"x"})") << QStringLiteral("policies") << QStringLiteral("array");
    QTest::newRow("no id") << QByteArray(R"([{"relation":"*","scope":"*","mode":"retract","ttl_s":1}])")
                           << QStringLiteral("id") << QStringLiteral("index 0");
    QTest::newRow("unknown mode") << QByteArray(R"([{"id":"p1","relation":"*","scope":"*","mode":"evaporate","ttl_s":1}])")
                                  << QStringLiteral("mode") << QStringLiteral("'p1'");
    QTest::newRow("retract without ttl") << QByteArray(R"([{"id":"p2","relation":"*","scope":"*","mode":"retract"}])")
                                         << QStringLiteral("ttl_s") << QStringLiteral("'p2'");
    QTest::newRow("confidence without half-life")
        << QByteArray(R"([{"id":"p3","relation":"*","scope":"*","mode":"confidence","ttl_s":5}])")
        << QStringLiteral("half_life_s") << QStringLiteral("'p3'");
    QTest::newRow("dry run without timing") << QByteArray(R"([{"id":"p4","relation":"*","scope":"*","mode":"dry_run"}])")
                                            << QStringLiteral("ttl_s") << QStringLiteral("'p4'");
    QTest::newRow("bad scope") << QByteArray(R"([{"id":"p5","relation":"*","scope":"galaxy","mode":"retract","ttl_s":1}])")
                               << QStringLiteral("scope") << QStringLiteral("galaxy");
    QTest::newRow("no relation") << QByteArray(R"([{"id":"p6","scope":"*","mode":"retract","ttl_s":1}])")
                                 << QStringLiteral("relation") << QStringLiteral("'p6'");
    QTest::newRow("negative ttl") << QByteArray(R"([{"id":"p7","relation":"*","scope":"*","mode":"retract","ttl_s":-5}])")
                                  << QStringLiteral("ttl_s") << QStringLiteral("'p7'");
    QTest::newRow("ttl as text") << QByteArray(R"([{"id":"p8","relation":"*","scope":"*","mode":"retract","ttl_s":"1d"}])")
                                 << QStringLiteral("ttl_s") << QStringLiteral("'p8'");
    QTest::newRow("floor above 1")
        << QByteArray(R"([{"id":"p9","relation":"*","scope":"*","mode":"confidence","half_life_s":1,"min_confidence":2}])")
        << QStringLiteral("min_confidence") << QStringLiteral("'p9'");
    QTest::newRow("unknown field") << QByteArray(R"([{"id":"pa","relation":"*","scope":"*","mode":"retract","ttl_s":1,"tll_s":1}])")
                                   << QStringLiteral("tll_s") << QStringLiteral("'pa'");
    QTest::newRow("duplicate id") << QByteArray(R"([{"id":"pb","relation":"*","scope":"*","mode":"retract","ttl_s":1},
        {"id":"pb","relation":"*","scope":"*","mode":"retract","ttl_s":2}])")
                                  << QStringLiteral("id") << QStringLiteral("index 1");
    QTest::newRow("both timings")
        << QByteArray(R"([{"id":"pc","relation":"*","scope":"*","mode":"retract","ttl_s":1,"half_life_s":1}])")
        << QStringLiteral("half_life_s") << QStringLiteral("'pc'");
    QTest::newRow("exempt not strings")
        << QByteArray(R"([{"id":"pd","relation":"*","scope":"*","mode":"retract","ttl_s":1,"exempt_relations":[1]}])")
        << QStringLiteral("exempt_relations") << QStringLiteral("'pd'");
}

void TestDecayPolicies::parseErrorsNameThePolicyAndField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    QFETCH(QString, mentions);
    try {
        DecayPolicies::parse(json);
        QFAIL("must be refused");
    } catch (const TarnError &e) {
        QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
        QCOMPARE(e.field(), field);
        QVERIFY2(e.message().contains(mentions), qPrintable(e.message()));
    }
}

void TestDecayPolicies::requestFromJson_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("field"); // empty: accepted
    QTest::newRow("minimal") << QByteArray(R"({"scope":"company"})") << QString();
    QTest::newRow("full") << QByteArray(R"({"scope":"team","mode":"dry_run","policy_id":"p"})") << QString();
    QTest::newRow("missing scope") << QByteArray(R"({"mode":"retract"})") << QStringLiteral("scope");
    QTest::newRow("bad scope") << QByteArray(R"({"scope":"galaxy"})") << QStringLiteral("scope");
    QTest::newRow("scope not text") << QByteArray(R"({"scope":3})") << QStringLiteral("scope");
    QTest::newRow("bad mode") << QByteArray(R"({"scope":"team","mode":"melt"})") << QStringLiteral("mode");
    QTest::newRow("bad policy id") << QByteArray(R"({"scope":"team","policy_id":5})") << QStringLiteral("policy_id");
    QTest::newRow("unknown field") << QByteArray(R"({"scope":"team","force":true})") << QStringLiteral("force");
}

void TestDecayPolicies::requestFromJson()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, field);
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    try {
        const DecaySweepRequest r = DecaySweepRequest::fromJson(o);
        QVERIFY2(field.isEmpty(), "must be refused");
        QCOMPARE(scopeName(r.scope), o.value(QStringLiteral("scope")).toString());
    } catch (const TarnError &e) {
        QCOMPARE(e.field(), field);
    }
}

void TestDecayPolicies::environment()
{
    qputenv("TARN_DECAY_POLICIES", R"([{"id":"env","relation":"*","scope":"team","mode":"retract","ttl_s":10}])");
    const QList<DecayPolicy> list = DecayPolicies::fromEnvironment();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.at(0).id, QStringLiteral("env"));
    QCOMPARE(list.at(0).scope, std::optional<Scope>(Scope::Team));
    qputenv("TARN_DECAY_POLICIES", "[{");
    try {
        DecayPolicies::fromEnvironment();
        QFAIL("must be refused");
    } catch (const TarnError &e) {
        QVERIFY(e.message().startsWith(QStringLiteral("TARN_DECAY_POLICIES")));
    }
    qunsetenv("TARN_DECAY_POLICIES");
    QVERIFY(DecayPolicies::fromEnvironment().isEmpty());
}

void TestDecayPolicies::roundTripsThroughJson()
{
    const QList<DecayPolicy> list = policies(R"([
        {"id":"a","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":604800,"min_confidence":0.1},
        {"id":"b","relation":"roadmap:status","scope":"*","mode":"retract","ttl_s":2592000,"exempt_relations":["pinned"]}])");
    QCOMPARE(DecayPolicies::fromArray(DecayPolicies::toArray(list)), list);
}

QTEST_GUILESS_MAIN(TestDecayPolicies)
#include "tst_decay_policies.moc"
