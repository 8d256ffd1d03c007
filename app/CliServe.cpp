// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn serve` (headless: the scheduler and the loopback API, for a machine
// without a desktop) and `tarn pair` (a one-time code a client exchanges for
// a token at POST /v1/pair).

#include "Cli.h"
#include "CliSupport.h"

#include "ApiServer.h"
#include "ApiSettings.h"
#include "ConfiguredDecayPolicies.h"
#include "KeychainSecretStore.h"
#include "LifecycleLogging.h"
#include "Lake.h"
#include "PairingCodes.h"
#include "Scheduler.h"
#include "SchedulerLog.h"
#include "SchedulerSettings.h"
#include "SettingsLogging.h"
#include "SourceHost.h"
#include "StoreLogging.h"
#include "TarnSettings.h"
#include "TimeFormat.h"

#include <QJsonObject>
#include <QLoggingCategory>
#include <QSocketNotifier>
#include <QThread>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace tarn::app {

using namespace cli;

namespace {

// SIGINT/SIGTERM end `tarn serve` cleanly: the handler only writes a byte
// (async-signal-safe); the event loop reads it and quits, so the lake and
// any sweep in flight close properly.
int g_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(g_signalPipe[0], &byte, 1);
}

quint16 portOption(const QCommandLineParser &p, const QString &lake)
{
    if (!p.isSet(QStringLiteral("port")))
        return ApiSettings::load(lake).port;
    bool ok = false;
    const uint port = p.value(QStringLiteral("port")).toUInt(&ok);
    if (!ok || port > 65535)
        throw TarnError::invalid(QStringLiteral("port"), CliText::tr("--port needs a number from 0 to 65535"));
    return quint16(port);
}

} // namespace

int Cli::cmdServe(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("port"), CliText::tr("Listen on this port of 127.0.0.1 and ::1 (0: any free port; "
                                                     "default: the preferences' port, else %1).")
                                             .arg(ApiSettings::kDefaultPort),
                 QStringLiteral("N")});
    TARN_PARSE(p, args, CliText::tr("Run the scheduler (reaper, soft decay, decay policies) and the loopback HTTP "
                                    "API until stopped with Ctrl+C or SIGTERM."));
    // A server's activity is its log (stderr, so the journal under systemd);
    // the other commands keep stderr for their own messages (Cli::run).
    QLoggingCategory::setFilterRules(QStringLiteral("tarn.*.info=true"));
    qCInfo(lcSettings, "settings from %s", qUtf8Printable(TarnSettings::filePath()));
    const quint16 port = portOption(p, m_lakePath.isEmpty() ? Lake::defaultPath() : m_lakePath);
    const QList<DecayPolicy> policies = DecayPolicies::configured();
    {
        Lake lake; // create and migrate before two threads open it
        openLake(lake);
        qCInfo(lcStore, "opened the lake %s", qUtf8Printable(lake.path()));
    }

    KeychainSecretStore keychain;
    ApiServerOptions options;
    options.port = port;
    options.decayPolicies = policies;
    ApiServer api(m_lakePath, SystemClock::instance(), keychain, options);
    api.start();
    QObject::connect(&api, &ApiServer::requestServed, [this](const QString &method, const QString &path, int status) {
        m_err << QStringLiteral("%1 %2 %3 %4").arg(TimeFormat::toIso(SystemClock::instance().nowMs()), method, path).arg(status)
              << Qt::endl;
    });

    SchedulerConfig config = SchedulerConfig::fromSettings(SchedulerSettings::load(), MemorySettings::load());
    config.decayPolicies = policies;
    SchedulerHost scheduler(m_lakePath, SystemClock::instance(), config);
    logSchedulerActivity(scheduler.scheduler()); // its failures too
    qCInfo(lcLifecycle, "the scheduler reaps every %lld min and runs soft decay every %lld min, with %lld decay policies",
           config.reapIntervalMs / Duration::Minute, config.decayIntervalMs / Duration::Minute,
           qint64(config.decayPolicies.size()));
    // The background embedder's problems, once each (issue 20).
    QObject::connect(scheduler.scheduler(), &Scheduler::embeddingProgress, qApp,
                     [this, said = QString()](const EmbeddingProgress &progress) mutable {
                         if (progress.error == said)
                             return;
                         said = progress.error;
                         if (!said.isEmpty())
                             m_err << CliText::tr("tarn serve: embeddings: %1; recall is lexical until the server answers").arg(said)
                                   << Qt::endl;
                         else
                             m_err << CliText::tr("tarn serve: embeddings: the server answers again (%1)").arg(progress.model)
                                   << Qt::endl;
                     });
    scheduler.start();

    SourceHostThread sources(m_lakePath, SystemClock::instance(), std::make_shared<KeychainSecretStore>());
    // A failed poll is in the log (tarn.sources).
    QObject::connect(sources.host(), &SourceHost::pollFinished, qApp, [this](const QString &name, int written, const QString &error) {
        if (error.isEmpty())
            m_err << CliText::tr("tarn serve: source %1: new deltas: %2").arg(name).arg(written) << Qt::endl;
    });
    sources.start();

    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
        throw TarnError::storage(CliText::tr("cannot set up signal handling"));
    QSocketNotifier notifier(g_signalPipe[1], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, qApp, &QCoreApplication::quit);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    QStringList where;
    for (const QHostAddress &a : api.addresses())
        where << (a.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("http://[%1]:%2") : QStringLiteral("http://%1:%2"))
                     .arg(a.toString())
                     .arg(api.port());
    m_out << CliText::tr("Tarn is serving %1 on %2").arg(LakeLocation::displayOf(m_lakePath), where.join(QStringLiteral(", "))) << Qt::endl;
    m_out << CliText::tr("Pair a client with: tarn pair") << Qt::endl;
    const int rc = QCoreApplication::exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    ::close(g_signalPipe[0]);
    ::close(g_signalPipe[1]);
    m_out << CliText::tr("Tarn stopped.") << Qt::endl;
    return rc == 0 ? Ok : Failure;
}

namespace {

// How `tarn pair --wait` ends.
enum class PairWait { Paired, Burned, Expired, Replaced };

// Polls the keychain until the code is used, burned, expired or replaced.
PairWait waitForFate(PairingCodes &pairing, const PairingCodes::Issued &issued)
{
    for (;;) {
        QThread::msleep(500);
        const PairingCodes::Status status = pairing.status();
        if (status.state == PairingCodes::CodeState::None)
            return PairWait::Paired;
        if (!PairingCodes::isAbout(status, issued))
            return PairWait::Replaced;
        if (status.state == PairingCodes::CodeState::Burned)
            return PairWait::Burned;
        if (status.state == PairingCodes::CodeState::Expired || SystemClock::instance().nowMs() >= issued.expiresAt)
            return PairWait::Expired;
    }
}

} // namespace

int Cli::cmdPair(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("scope"), CliText::tr("The widest access the code may grant: read or write (default write)."),
                 QStringLiteral("SCOPE"), QStringLiteral("write")});
    p.addOption({QStringLiteral("wait"), CliText::tr("Stay until the code is used, burned by wrong guesses or expired, "
                                                     "and say which (the default on a terminal).")});
    p.addOption({QStringLiteral("no-wait"), CliText::tr("Print the code and return at once.")});
    TARN_PARSE(p, args, CliText::tr("Show a one-time 6-digit code, valid 10 minutes, that a client exchanges for an "
                                    "API token (POST /v1/pair). The code is kept in the keychain, never on disk. "
                                    "%n wrong guesses burn it; a new code works at once.",
                                    nullptr, PairingCodes::kMaxWrongGuesses));
    const auto scope = tokenScopeFromName(p.value(QStringLiteral("scope")));
    if (!scope)
        throw TarnError::invalid(QStringLiteral("scope"), CliText::tr("--scope is read or write"));
    const bool interactive = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
    const bool wait = p.isSet(QStringLiteral("wait")) || (interactive && !json && !p.isSet(QStringLiteral("no-wait")));
    KeychainSecretStore keychain;
    PairingCodes pairing(keychain, SystemClock::instance());
    for (;;) {
        PairingCodes::Issued issued;
        try {
            issued = pairing.issue(*scope);
        } catch (const TarnError &e) {
            throw TarnError(e.kind(), CliText::tr("pairing is refused: %1. Tarn keeps API secrets only in the keychain "
                                                  "and has no plain-text fallback.")
                                          .arg(e.message()),
                            e.field());
        }
        if (json) {
            printJson(m_out, QJsonObject{{QStringLiteral("code"), issued.code},
                                         {QStringLiteral("expires_at"), TimeFormat::toIso(issued.expiresAt)},
                                         {QStringLiteral("scope"), tokenScopeName(issued.scope)}});
        } else {
            m_out << CliText::tr("Pair code: %1").arg(issued.code) << '\n'
                  << CliText::tr("Valid until %1 (10 minutes), once; grants %2 access.")
                         .arg(TimeFormat::toIso(issued.expiresAt), tokenScopeName(issued.scope))
                  << '\n'
                  << CliText::tr("The client sends it to POST /v1/pair with {\"code\", \"name\", \"scope\"}.") << Qt::endl;
        }
        if (!wait)
            return Ok;
        switch (waitForFate(pairing, issued)) {
        case PairWait::Paired:
            m_out << CliText::tr("A client has paired with the code.") << Qt::endl;
            return Ok;
        case PairWait::Expired:
            m_err << CliText::tr("tarn: the code expired unused.") << Qt::endl;
            return Failure;
        case PairWait::Replaced:
            m_err << CliText::tr("tarn: a newer code was issued elsewhere; this one no longer works.") << Qt::endl;
            return Failure;
        case PairWait::Burned:
            m_err << CliText::tr("tarn: someone entered %n wrong codes, so this code was burned: nobody can pair with it. "
                                 "Check that only your own client is asking.",
                                 nullptr, PairingCodes::kMaxWrongGuesses)
                  << Qt::endl;
            break;
        }
        if (!interactive || !confirm(CliText::tr("Show a new code?"), false))
            return Failure;
    }
}

} // namespace tarn::app
