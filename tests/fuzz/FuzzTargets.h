// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The doors the outside world knocks on, each as one function from raw
// bytes to an outcome: the JSONL importer, the API's request bodies, the
// API's HTTP request reader, the feed parser, the MCP message reader and the
// decay policy parser; and capture's reading of what a person says to an
// assistant (MCP's capture, POST /v1/capture, tarn capture). The
// libFuzzer targets (fuzz_*.cpp) and the regression test
// (tests/tst_fuzz_regressions.cpp) both call these, so a crashing input the
// fuzzer found is replayed through exactly the code that crashed.
//
// Refusing bad input with a TarnError is the expected outcome for most
// inputs. A crash, a sanitizer report, an exception of any other type or a
// broken invariant (checked below, after each call) is a bug: it aborts,
// which libFuzzer records as a crash and a test run reports as a failure.

#include "ApiRequestBody.h"
#include "CaptureRules.h"
#include "Clock.h"
#include "DecayPolicy.h"
#include "DeltaJson.h"
#include "DeltaValidation.h"
#include "FeedParser.h"
#include "HttpRequestParser.h"
#include "Lake.h"
#include "McpServer.h"
#include "McpTools.h"
#include "TarnError.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace tarn::fuzz {

// 2026-11-22T00:00:00Z, the tests' start of time: runs are reproducible.
constexpr qint64 kNow = 1795305600000LL;

// What one input came to.
struct Outcome
{
    bool accepted = false;
    QString text; // a short summary when accepted, the refusal's message when not

    QString describe() const { return (accepted ? QStringLiteral("accepted: ") : QStringLiteral("refused: ")) + text; }
};

[[noreturn]] inline void violated(const char *check, const QString &detail)
{
    std::fprintf(stderr, "tarn fuzz: invariant broken: %s\n  %s\n", check, qPrintable(detail));
    std::abort();
}

// An invariant of an entry point's result; detail says which value broke it.
#define TARN_FUZZ_CHECK(condition, detail)                                                                             \
    do {                                                                                                               \
        if (!(condition))                                                                                              \
            ::tarn::fuzz::violated(#condition, detail);                                                                \
    } while (false)

// A refusal must say what is wrong, or a person cannot act on it.
inline Outcome refused(const TarnError &e)
{
    TARN_FUZZ_CHECK(!e.message().trimmed().isEmpty(), QStringLiteral("a TarnError without a message"));
    return {false, e.message()};
}

// Qt Sql's driver plugins and tr() want an application object; the Qt Test
// main() already has one, a fuzzer's main() does not.
inline void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "tarn-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

// One lake per process, in a temporary folder on a fixed clock. Each input
// runs inside a transaction that is rolled back, so every input meets the
// same empty lake and the process's work stays bounded however long it runs.
class ScratchLake
{
public:
    static ScratchLake &instance()
    {
        static ScratchLake lake;
        return lake;
    }

    // Runs work against the lake and undoes whatever it wrote.
    template<typename F>
    auto rolledBack(F &&work)
    {
        m_lake.begin();
        struct Undo
        {
            Lake &lake;
            ~Undo() { lake.rollback(); }
        } undo{m_lake};
        return work(m_lake);
    }

private:
    ScratchLake()
    {
        ensureApplication();
        if (!m_dir.isValid())
            violated("a temporary folder for the scratch lake", m_dir.errorString());
        m_lake.open(m_dir.filePath(QStringLiteral("lake.sqlite")));
    }

    QTemporaryDir m_dir;
    ManualClock m_clock{kNow};
    Lake m_lake{m_clock};
};

// A delta the lake would write can be written out as JSON and read back
// unchanged: what the API answers and `tarn export` writes, `tarn import`
// must be able to restore.
inline void checkRoundTrip(const Delta &d)
{
    const QByteArray line = QJsonDocument(DeltaJson::toJson(d)).toJson(QJsonDocument::Compact);
    try {
        const DeltaJson::Parsed back = DeltaJson::fromJsonLine(line, kNow);
        TARN_FUZZ_CHECK(back.delta == d, QStringLiteral("read back differently: ") + QString::fromUtf8(line));
    } catch (const TarnError &e) {
        violated("its own JSON reads back", e.message() + QStringLiteral("\n  ") + QString::fromUtf8(line));
    }
}

// --- the JSONL importer (`tarn import`, the window's Import) ----------------

inline Outcome importJsonl(const QByteArray &bytes)
{
    return ScratchLake::instance().rolledBack([&](Lake &lake) -> Outcome {
        QBuffer in;
        in.setData(bytes);
        in.open(QIODevice::ReadOnly);
        try {
            const ImportReport report = lake.importJsonl(in);
            qint64 lines = 0;
            for (const QByteArray &line : bytes.split('\n'))
                lines += line.trimmed().isEmpty() ? 0 : 1;
            TARN_FUZZ_CHECK(report.imported == lines, QStringLiteral("%1 imported of %2 lines").arg(report.imported).arg(lines));
            TARN_FUZZ_CHECK(report.truncated <= report.imported, QStringLiteral("%1 truncated").arg(report.truncated));
            return {true, QStringLiteral("%1 imported, %2 truncated").arg(report.imported).arg(report.truncated)};
        } catch (const TarnError &e) {
            // Every line is checked before anything is written: a storage
            // error means the checks let through what SQLite refuses.
            TARN_FUZZ_CHECK(e.kind() == TarnError::Kind::InvalidInput, QStringLiteral("not a refusal: ") + e.message());
            TARN_FUZZ_CHECK(e.message().startsWith(u"line "), QStringLiteral("no line number: ") + e.message());
            return refused(e);
        }
    });
}

// --- the API's request bodies (POST /v1/deltas, /v1/decay/sweep) ------------

inline Outcome apiBody(const QByteArray &bytes)
{
    QString sweep;
    try {
        const DecaySweepRequest request = DecaySweepRequest::fromJson(ApiRequestBody::object(bytes));
        sweep = QStringLiteral("; a sweep of ") + scopeName(request.scope);
    } catch (const TarnError &e) {
        refused(e);
    }
    try {
        const ApiRequestBody::Ingest ingest = ApiRequestBody::ingest(bytes, kNow);
        TARN_FUZZ_CHECK(!ingest.drafts.isEmpty() && ingest.drafts.size() <= 10000,
                        QStringLiteral("%1 drafts").arg(ingest.drafts.size()));
        TARN_FUZZ_CHECK(ingest.batch || ingest.drafts.size() == 1, QStringLiteral("several drafts, not a batch"));
        for (const NewDelta &draft : ingest.drafts) {
            try {
                DeltaValidation::validate(draft.delta);
            } catch (const TarnError &e) {
                violated("an accepted draft passes validation", e.message());
            }
            TARN_FUZZ_CHECK(draft.delta.id.isEmpty(), QStringLiteral("a client chose the id ") + draft.delta.id);
            TARN_FUZZ_CHECK(!draft.delta.expiresAt, QStringLiteral("a client chose the expiry"));
            checkRoundTrip(draft.delta);
        }
        return {true, QStringLiteral("%1 delta(s)").arg(ingest.drafts.size()) + sweep};
    } catch (const TarnError &e) {
        if (!sweep.isEmpty())
            return {true, sweep.mid(2)};
        return refused(e);
    }
}

// --- the feed parser (the rss source) ---------------------------------------

inline bool hasLoneSurrogate(const QString &s)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i].isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate())
            ++i;
        else if (s[i].isSurrogate())
            return true;
    }
    return false;
}

// The API's HTTP/1.1 reader (core/api/HttpRequestParser), fed the way a socket
// does: the first byte picks the size of the pieces the rest arrives in,
// the second the body limit. Every request read must stay within the
// limits, every refusal must name an HTTP error with a message, and the
// reader must take bytes or stop: never spin on the same bytes.
inline Outcome httpRequests(const QByteArray &bytes)
{
    ensureApplication();
    if (bytes.size() < 2)
        return {false, QStringLiteral("too short")};
    const qsizetype piece = 1 + uchar(bytes.at(0)) % 64;
    const qint64 bodyLimit = qint64(uchar(bytes.at(1))) * 64;
    const QByteArray stream = bytes.mid(2);
    HttpRequestParser parser;
    QByteArray pending;
    qsizetype offset = 0;
    int requests = 0;
    while (offset < stream.size() || !pending.isEmpty()) {
        if (pending.isEmpty()) {
            pending = stream.mid(offset, piece);
            offset += pending.size();
        }
        const qsizetype used = parser.feed(pending);
        TARN_FUZZ_CHECK(used >= 0 && used <= pending.size(), QStringLiteral("used %1 of %2").arg(used).arg(pending.size()));
        const bool reading = parser.state() == HttpRequestParser::State::Head
                             || parser.state() == HttpRequestParser::State::Body;
        TARN_FUZZ_CHECK(used > 0 || !reading, QStringLiteral("the reader took nothing while reading a request"));
        pending.remove(0, used);
        // A head without a body is complete as soon as its body is asked for.
        bool settled = false;
        while (!settled) {
            switch (parser.state()) {
            case HttpRequestParser::State::HeadComplete: {
                const HttpRequestHead &head = parser.head();
                TARN_FUZZ_CHECK(head.target.startsWith('/') && head.target.size() <= HttpRequestParser::kMaxRequestLineBytes,
                                QString::fromLatin1(head.target.left(80)));
                TARN_FUZZ_CHECK(head.headers.size() <= HttpRequestParser::kMaxHeaders, QString::number(head.headers.size()));
                TARN_FUZZ_CHECK(!(head.chunked && head.contentLength > 0), QStringLiteral("chunked with a length"));
                parser.readBody(bodyLimit);
                break;
            }
            case HttpRequestParser::State::Complete:
                TARN_FUZZ_CHECK(parser.body().size() <= bodyLimit,
                                QStringLiteral("a body of %1 past the limit %2").arg(parser.body().size()).arg(bodyLimit));
                ++requests;
                parser.reset();
                settled = true;
                break;
            case HttpRequestParser::State::Failed: {
                static const QSet<int> statuses{400, 413, 414, 431, 501, 505};
                TARN_FUZZ_CHECK(statuses.contains(parser.errorStatus()), QString::number(parser.errorStatus()));
                TARN_FUZZ_CHECK(!parser.errorMessage().isEmpty(), QStringLiteral("a refusal without a message"));
                return {false, parser.errorMessage()};
            }
            case HttpRequestParser::State::Head:
            case HttpRequestParser::State::Body:
                settled = true; // what is pending is fed next
                break;
            }
        }
    }
    return {true, QStringLiteral("%1 requests").arg(requests)};
}

inline Outcome feed(const QByteArray &bytes)
{
    // The Content-Type a server sent varies with the input's length, so the
    // charset fallbacks are reached without spending the input's bytes on it.
    static const QByteArray kContentTypes[] = {QByteArray(), QByteArrayLiteral("application/rss+xml; charset=iso-8859-1"),
                                               QByteArrayLiteral("text/xml; charset=\"utf-16\""),
                                               QByteArrayLiteral("application/atom+xml; charset=koi8-r")};
    const QByteArray &contentType = kContentTypes[bytes.size() % 4];
    FeedLimits limits;
    limits.maxItems = 500;
    try {
        const ParsedFeed parsed = FeedParser::parse(bytes, QUrl(QStringLiteral("https://example.org/feed.xml")), contentType, limits);
        static const QSet<QString> formats{QStringLiteral("rss0.9x"), QStringLiteral("rss1.0"), QStringLiteral("rss2.0"),
                                           QStringLiteral("atom0.3"), QStringLiteral("atom1.0")};
        TARN_FUZZ_CHECK(formats.contains(parsed.format), QStringLiteral("format ") + parsed.format);
        TARN_FUZZ_CHECK(parsed.items.size() <= limits.maxItems, QStringLiteral("%1 items").arg(parsed.items.size()));
        QSet<QString> keys;
        for (const FeedItem &item : parsed.items) {
            TARN_FUZZ_CHECK(!item.key.isEmpty(), QStringLiteral("an item without a key: ") + item.title);
            TARN_FUZZ_CHECK(!keys.contains(item.key), QStringLiteral("a duplicate key: ") + item.key);
            keys.insert(item.key);
            TARN_FUZZ_CHECK(item.summary.size() <= 2000, QStringLiteral("a summary of %1 characters").arg(item.summary.size()));
            TARN_FUZZ_CHECK(!hasLoneSurrogate(item.title) && !hasLoneSurrogate(item.summary),
                            QStringLiteral("a lone surrogate in: ") + item.title);
            for (const QUrl &url : {item.link, item.enclosureUrl})
                TARN_FUZZ_CHECK(url.isEmpty() || (url.isValid() && !url.isRelative()),
                                QStringLiteral("a relative or invalid URL: ") + url.toString());
            TARN_FUZZ_CHECK(!item.published.isValid() || item.published.timeSpec() == Qt::UTC,
                            QStringLiteral("a date not in UTC: ") + item.published.toString());
        }
        return {true, QStringLiteral("%1 %2 item(s)").arg(parsed.format).arg(parsed.items.size())};
    } catch (const TarnError &e) {
        TARN_FUZZ_CHECK(e.field() == u"feed", QStringLiteral("refused naming ") + e.field());
        return refused(e);
    }
}

// --- the MCP message reader (`tarn mcp` on stdin) ---------------------------

inline Outcome mcpMessages(const QByteArray &bytes)
{
    return ScratchLake::instance().rolledBack([&](Lake &lake) -> Outcome {
        McpTools tools(
            lake, [] { return DecayPolicies::parse(R"([{"id":"chat","relation":"*","scope":"*","mode":"retract","ttl_s":60}])"); },
            [] { return MemorySettings(); });
        McpServer server(tools);
        // Bytes arrive in pieces that need not end on a line; the piece size
        // varies with the input so the framing meets many splits.
        const qsizetype piece = 1 + bytes.size() % 61;
        QByteArray out;
        for (qsizetype at = 0; at < bytes.size(); at += piece)
            out += server.feed(bytes.mid(at, piece));
        out += server.feed("\n"); // the end of input ends the last line
        const QList<QByteArray> answers = out.split('\n');
        TARN_FUZZ_CHECK(out.isEmpty() || out.endsWith('\n'), QStringLiteral("an unterminated answer"));
        int errors = 0;
        for (qsizetype i = 0; i + 1 < answers.size(); ++i) {
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(answers[i], &parseError);
            TARN_FUZZ_CHECK(parseError.error == QJsonParseError::NoError && doc.isObject(),
                            QStringLiteral("an answer that is not a JSON object: ") + QString::fromUtf8(answers[i].left(200)));
            const QJsonObject answer = doc.object();
            TARN_FUZZ_CHECK(answer.value(QStringLiteral("jsonrpc")).toString() == u"2.0", QString::fromUtf8(answers[i].left(200)));
            TARN_FUZZ_CHECK(answer.contains(QStringLiteral("result")) != answer.contains(QStringLiteral("error")),
                            QString::fromUtf8(answers[i].left(200)));
            const QJsonValue id = answer.value(QStringLiteral("id"));
            TARN_FUZZ_CHECK(id.isString() || id.isDouble() || id.isNull(), QString::fromUtf8(answers[i].left(200)));
            errors += answer.contains(QStringLiteral("error")) ? 1 : 0;
        }
        // One answer per line at most (a notification gets none).
        TARN_FUZZ_CHECK(answers.size() - 1 <= bytes.count('\n') + 1,
                        QStringLiteral("%1 answers to %2 lines").arg(answers.size() - 1).arg(bytes.count('\n') + 1));
        return {true, QStringLiteral("%1 answer(s), %2 error(s)").arg(answers.size() - 1).arg(errors)};
    });
}

// --- the decay policy parser (TARN_DECAY_POLICIES, Preferences) -------------

inline Outcome decayPolicies(const QByteArray &bytes)
{
    try {
        const QList<DecayPolicy> policies = DecayPolicies::parse(bytes);
        // What the Preferences dialog saves, the parser reads back the same.
        const QByteArray saved = QJsonDocument(DecayPolicies::toArray(policies)).toJson(QJsonDocument::Compact);
        try {
            TARN_FUZZ_CHECK(DecayPolicies::parse(saved) == policies, QStringLiteral("read back differently: ") + QString::fromUtf8(saved));
        } catch (const TarnError &e) {
            violated("saved policies read back", e.message() + QStringLiteral("\n  ") + QString::fromUtf8(saved));
        }
        for (const DecayPolicy &p : policies) {
            TARN_FUZZ_CHECK(!p.id.isEmpty() && !p.relation.isEmpty(), QString::fromUtf8(saved));
            TARN_FUZZ_CHECK(p.ttlS.has_value() != p.halfLifeS.has_value(), QString::fromUtf8(saved));
            TARN_FUZZ_CHECK(p.minConfidence >= 0.0 && p.minConfidence <= 1.0, QString::fromUtf8(saved));
        }
        return {true, QStringLiteral("%1 policy(ies)").arg(policies.size())};
    } catch (const TarnError &e) {
        return refused(e);
    }
}

// --- capture: what a person says to an assistant (CaptureRules.h) --------

inline Outcome captureTurn(const QByteArray &bytes)
{
    // Anything a person can type, in any script: capture reads it or reads
    // nothing, never throws, and what it writes is whole.
    const QString said = QString::fromUtf8(bytes);
    const QList<CaptureCandidate> found = CaptureRules::parse(said);
    for (const CaptureCandidate &c : found) {
        TARN_FUZZ_CHECK(!c.content.trimmed().isEmpty(), QStringLiteral("an empty memory from: ") + said);
        // A subject is a kind and a key ("fact:tha"); a key without a word
        // would gather every wordless capture under one memory.
        static const QRegularExpression keyed(QStringLiteral(R"(^[a-z]+:.*[\p{L}\p{N}])"), QRegularExpression::UseUnicodePropertiesOption);
        TARN_FUZZ_CHECK(c.action == CaptureCandidate::Action::Forget || keyed.match(c.subject).hasMatch(), QStringLiteral("no keyed subject (\"%1\") for \"%2\" from: %3").arg(c.subject, c.content, said));
        TARN_FUZZ_CHECK(c.confidence > 0.0 && c.confidence <= 1.0, QStringLiteral("confidence %1 from: %2").arg(c.confidence).arg(said));
        TARN_FUZZ_CHECK(!c.rule.isEmpty(), QStringLiteral("no rule for \"%1\"").arg(c.content));
    }
    return {true, QStringLiteral("%1 candidate(s)").arg(found.size())};
}

} // namespace tarn::fuzz
