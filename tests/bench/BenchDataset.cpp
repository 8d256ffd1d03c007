// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchDataset.h"

#include "BenchSupport.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "SourceRegistry.h"

#include <QRandomGenerator>
#include <QSet>
#include <algorithm>

namespace tarn::bench {

using namespace tarn::Duration;

namespace {

// A vocabulary of a few thousand pronounceable words, drawn with a Zipf-like
// skew, so the FTS index has the long tail of real text (a handful of words
// everywhere, most words rare) rather than a few enormous doclists.
class Vocabulary
{
public:
    Vocabulary(int size, QRandomGenerator &rng)
    {
        static const char *const onset[] = {"b", "br", "c", "ch", "d", "dr", "f", "g", "gr", "h", "j", "k", "l", "m",
                                            "n", "p", "pl", "r", "s", "sh", "st", "t", "tr", "v", "w", "z"};
        static const char *const vowel[] = {"a", "e", "i", "o", "u", "ai", "ea", "ou", "y"};
        static const char *const coda[] = {"", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ck"};
        QSet<QString> seen;
        while (m_words.size() < size) {
            QString w;
            const int syllables = 1 + int(rng.bounded(3));
            for (int s = 0; s < syllables; ++s) {
                w += QLatin1String(onset[rng.bounded(int(std::size(onset)))]);
                w += QLatin1String(vowel[rng.bounded(int(std::size(vowel)))]);
            }
            w += QLatin1String(coda[rng.bounded(int(std::size(coda)))]);
            if (!seen.contains(w)) {
                seen.insert(w);
                m_words << w;
            }
        }
        // Cumulative 1/rank weights.
        double sum = 0;
        for (int i = 0; i < size; ++i) {
            sum += 1.0 / (i + 1);
            m_cdf.push_back(sum);
        }
        for (double &c : m_cdf)
            c /= sum;
    }
    const QString &pick(QRandomGenerator &rng) const
    {
        const double u = rng.generateDouble();
        const auto it = std::lower_bound(m_cdf.begin(), m_cdf.end(), u);
        return m_words.at(std::min<qsizetype>(it - m_cdf.begin(), m_words.size() - 1));
    }
    const QString &at(int i) const { return m_words.at(i % m_words.size()); }

private:
    QStringList m_words;
    std::vector<double> m_cdf;
};

QString prose(QRandomGenerator &rng, const Vocabulary &vocab, int minWords, int maxWords)
{
    const int n = minWords + int(rng.bounded(maxWords - minWords + 1));
    QString s;
    for (int i = 0; i < n; ++i) {
        const QString &w = vocab.pick(rng);
        if (s.size() + 1 + w.size() > 200) // a capture or a feed item's summary: at most ~200 characters
            break;
        if (i)
            s += u' ';
        s += w;
    }
    return s;
}

struct SourceMix
{
    const char *source;
    Kind kind;
    int weight; // within its half (authored or observed)
};

// Half authored, half observed (the lake). Observed deltas spread
// their observed_at over two TTL windows back from now, so half of them (a
// quarter of the lake) have already expired.
const SourceMix kAuthored[] = {
    {"chat", Kind::Episode, 60},
    {"vault", Kind::Fact, 25},
    {"tarn-engagement", Kind::Insight, 10},
    {"routine", Kind::Event, 5},
    // An assistant's facts with decay classes: what soft decay acts on.
    {"agent", Kind::Fact, 10},
};
const SourceMix kObserved[] = {
    {"rss:hn", Kind::Observation, 15},   {"rss:lwn", Kind::Observation, 10},
    {"mastodon", Kind::Observation, 10}, {"browser", Kind::Observation, 15},
    {"home-assistant", Kind::Event, 20}, {"sysinfo", Kind::Observation, 20},
    {"heartbeat", Kind::Event, 10},
};

template<size_t N>
const SourceMix &pickSource(const SourceMix (&mix)[N], QRandomGenerator &rng)
{
    int total = 0;
    for (const SourceMix &m : mix)
        total += m.weight;
    int r = int(rng.bounded(total));
    for (const SourceMix &m : mix) {
        if (r < m.weight)
            return m;
        r -= m.weight;
    }
    return mix[0];
}

} // namespace

Dataset makeDataset(int n, quint32 seed)
{
    QRandomGenerator rng(seed);
    const Vocabulary vocab(6000, rng);
    const Vocabulary tagVocab(400, rng);
    const SourceRegistry &reg = SourceRegistry::builtIn();
    static const char *const hosts[] = {"laptop", "desktop", "nas", "phone", "pi"};
    static const char *const entities[] = {"light.kitchen", "light.hall", "sensor.porch_temp", "binary_sensor.front_door",
                                           "climate.living_room", "switch.kettle", "sensor.garden_moisture"};
    Dataset out;
    out.deltas.reserve(n);
    for (int i = 0; i < n; ++i) {
        Delta d;
        const bool observed = i % 2 == 1;
        const SourceMix &mix = observed ? pickSource(kObserved, rng) : pickSource(kAuthored, rng);
        d.source = QString::fromLatin1(mix.source);
        d.kind = mix.kind;
        if (d.source == u"sysinfo") {
            d.content = QStringLiteral("%1: cpu %2% load %3 mem %4% disk %5% up %6h")
                            .arg(QLatin1String(hosts[rng.bounded(5)]))
                            .arg(rng.bounded(100))
                            .arg(rng.bounded(400) / 100.0, 0, 'f', 2)
                            .arg(rng.bounded(100))
                            .arg(rng.bounded(100))
                            .arg(rng.bounded(2000));
        } else if (d.source == u"heartbeat") {
            d.content = QStringLiteral("%1 alive, %2 ms").arg(QLatin1String(hosts[rng.bounded(5)])).arg(rng.bounded(900));
        } else if (d.source == u"home-assistant") {
            d.content = QStringLiteral("%1 changed to %2 (%3)")
                            .arg(QLatin1String(entities[rng.bounded(int(std::size(entities)))]),
                                 rng.bounded(2) ? QStringLiteral("on") : QString::number(rng.bounded(300) / 10.0),
                                 vocab.pick(rng));
        } else {
            d.content = prose(rng, vocab, 3, 40);
        }
        if (d.source == u"chat")
            d.sessionId = QStringLiteral("s-%1").arg(i / 40);
        // 1-3 tags: mostly topical, sometimes a feed or place tag.
        const int tags = 1 + int(rng.bounded(3));
        for (int t = 0; t < tags; ++t) {
            const QString tag = t == 2 ? QStringLiteral("%1:%2").arg(QLatin1String(mix.source), tagVocab.pick(rng))
                                       : tagVocab.pick(rng);
            if (!d.tags.contains(tag))
                d.tags << tag;
        }
        if (d.source == u"agent") {
            static const DecayClass classes[] = {DecayClass::Stable, DecayClass::Active, DecayClass::Session};
            d.decayClass = classes[rng.bounded(3)];
        }
        const SourceSettings settings = reg.defaults(d.source);
        if (observed)
            d.observedAt = kNow - qint64(rng.bounded(double(2 * *settings.expiryMs)));
        else
            d.observedAt = kNow - qint64(rng.bounded(double(365 * Day)));
        ExpiryLaws::apply(d, reg.definitionFor(d.source), settings, false);
        out.deltas << d;
    }
    // A lake that filled over time: each delta was written when it was
    // observed, so ids (a millisecond prefix) rise with observed_at.
    std::sort(out.deltas.begin(), out.deltas.end(),
              [](const Delta &a, const Delta &b) { return a.observedAt < b.observedAt; });
    DeltaIdGenerator ids;
    out.raw.reserve(n);
    for (Delta &d : out.deltas) {
        d.createdAt = d.observedAt;
        d.id = ids.next(d.createdAt);
        out.raw << RawLake::rowOf(d);
    }
    return out;
}


void insertIntoLake(Lake &lake, const Dataset &data)
{
    const qsizetype n = data.deltas.size();
    for (qsizetype i = 0; i < n; i += kInsertBatch) {
        QList<NewDelta> batch;
        batch.reserve(kInsertBatch);
        for (qsizetype j = i; j < std::min<qsizetype>(n, i + kInsertBatch); ++j)
            batch << NewDelta{data.deltas.at(j), false, false, false};
        lake.insertBatch(std::move(batch));
    }
}

} // namespace tarn::bench
