// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RelatedWords.h"

#include "GermanPack.h"
#include "OpenThesaurus.h"
#include "Stemmer.h"
#include "WordNetFiles.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QLoggingCategory>
#include <QSet>

#include <algorithm>
#include <memory>

Q_LOGGING_CATEGORY(lcRelatedWords, "tarn.recall.related", QtInfoMsg)

namespace tarn::RelatedWords {

using namespace WordNetFiles;

namespace {

void addUnique(QStringList &list, const QString &w, const QSet<QString> &exclude, int max)
{
    if (list.size() < max && usable(w) && !exclude.contains(w) && !list.contains(w))
        list << w;
}

constexpr int kRareSenseShare = 8; // a sense seen under 1/8 as often as the commonest is left out

// "family", "order" or "class" as biology's ranks: a sense whose synset is
// a kind of taxonomic group ("family" the rank: every family of plants and
// animals, hundreds of Latin names, two levels down). No one asks their
// memory for those, and they cost a probe of the index each.
bool isTaxonomicRank(const PartOfSpeech &noun, qint64 offset)
{
    static const qint64 taxon = [&noun] {
        const QList<QByteArray> f = noun.index.find("taxonomic_group").trimmed().split(' ');
        return f.size() > 4 ? f.constLast().toLongLong() : qint64(-1);
    }();
    QList<qint64> level{offset};
    for (int up = 0; up < 3 && !level.isEmpty(); ++up) {
        QList<qint64> next;
        for (qint64 o : std::as_const(level)) {
            if (o == taxon)
                return true;
            next << synsetAt(noun, o).hypernyms;
        }
        level = next;
    }
    return false;
}

// Every noun sense's hyponyms, level by level, so the nearest kinds of
// every sense come before the farther kinds of any. A general word reaches
// thousands ("person": 14,000 within four levels): the walk stops at
// kMaxNarrower, and words are kept unique by a set, not by searching the list.
QStringList narrowerOf(const WordNet &wn, const QByteArray &indexLine, const QSet<QString> &exclude)
{
    QStringList out;
    const PartOfSpeech *noun = wn.forLetter('n');
    const QList<QByteArray> f = indexLine.split(' ');
    if (!noun || f.size() < 4)
        return out;
    QSet<QString> seenWords = exclude;
    const auto take = [&](const QList<QByteArray> &words) {
        for (const QByteArray &w : words) {
            if (out.size() >= kMaxNarrower)
                return;
            const QString word = readable(w);
            if (usable(word) && !seenWords.contains(word)) {
                seenWords.insert(word);
                out << word;
            }
        }
    };
    const int synsetCount = f.at(2).toInt();
    const int firstOffset = 4 + f.at(3).toInt() + 2;
    QList<qint64> level;
    QSet<qint64> seen;
    for (int s = 0; s < synsetCount && firstOffset + s < f.size(); ++s) {
        const qint64 offset = f.at(firstOffset + s).toLongLong();
        if (isTaxonomicRank(*noun, offset))
            continue;
        level << offset;
        seen.insert(offset);
    }
    for (int depth = 0; depth <= kNarrowerDepth && !level.isEmpty() && out.size() < kMaxNarrower; ++depth) {
        QList<qint64> next;
        for (qint64 offset : std::as_const(level)) {
            if (out.size() >= kMaxNarrower)
                break;
            const Synset s = synsetAt(*noun, offset);
            if (depth > 0) // the senses themselves are the word and its synonyms
                take(s.words);
            if (depth < kNarrowerDepth)
                for (const auto &[letter, to] : s.hyponyms)
                    if (letter == 'n' && !seen.contains(to)) {
                        seen.insert(to);
                        next << to;
                    }
        }
        level = next;
    }
    return out;
}

} // namespace

Related english(const QString &word)
{
    Related r;
    const WordNet &wn = wordNet();
    if (!wn.ok || word.isEmpty())
        return r;
    const QByteArray w = word.toUtf8();
    QSet<QString> exclude{word};
    // One base per part of speech, as morphy returns (baseIn).
    struct Entry { const PartOfSpeech *pos; QByteArray lemma; QByteArray line; };
    QList<Entry> entries;
    for (const PartOfSpeech &p : wn.pos)
        if (const Base b = baseIn(wn, p, w); !b.line.isEmpty())
            entries.append({&p, b.lemma, b.line});
    // The commonest senses: each part of speech's first kSensesPerWord,
    // and of those only the ones seen at least a kRareSenseShare of the
    // word's commonest sense in WordNet's tagged texts ("house" the
    // dwelling, 157 times; the business firm, twice; to house, 13).
    // Words never seen there keep their first senses.
    int commonest = 0;
    for (const Entry &e : std::as_const(entries))
        for (int s = 1; s <= kSensesPerWord; ++s)
            commonest = std::max(commonest, wn.senseCount(e.lemma, e.pos->letter, s));
    const auto common = [&](const Entry &e, int senseNumber) {
        return commonest == 0 || wn.senseCount(e.lemma, e.pos->letter, senseNumber) * kRareSenseShare >= commonest;
    };
    // Irregular forms of every base, both ways.
    for (const Entry &e : std::as_const(entries)) {
        const QString base = readable(e.lemma);
        if (base != word)
            addUnique(r.forms, base, exclude, 8);
        for (const QByteArray &f : wn.baseToForms.value(e.lemma))
            addUnique(r.forms, readable(f), exclude, 8);
    }
    for (const QString &f : std::as_const(r.forms))
        exclude.insert(f);
    for (const Entry &e : std::as_const(entries)) {
        const QList<QByteArray> f = e.line.split(' ');
        if (f.size() < 4)
            continue;
        const int synsetCount = f.at(2).toInt();
        const int pointerCount = f.at(3).toInt();
        const int firstOffset = 4 + pointerCount + 2;
        for (int s = 0; s < std::min(synsetCount, kSensesPerWord) && firstOffset + s < f.size(); ++s) {
            if (!common(e, s + 1))
                continue;
            const QByteArray data = e.pos->data.lineAt(f.at(firstOffset + s).toLongLong());
            const QList<QByteArray> d = data.split(' ');
            if (d.size() < 4)
                continue;
            bool ok = false;
            const int words = d.at(3).toInt(&ok, 16);
            if (!ok)
                continue;
            int ownNumber = 0; // the base's position in the synset, for its own derivations
            for (int i = 0; i < words && 4 + 2 * i < d.size(); ++i) {
                const QByteArray lemma = d.at(4 + 2 * i);
                if (lemma.toLower() == e.lemma)
                    ownNumber = i + 1;
                else
                    addUnique(r.synonyms, readable(lemma), exclude, kMaxSynonyms);
            }
            int at = 4 + 2 * words;
            if (at >= d.size())
                continue;
            const int pointers = d.at(at).toInt();
            ++at;
            for (int p = 0; p < pointers && at + 3 < d.size(); ++p, at += 4) {
                if (d.at(at) == "@" || d.at(at) == "@i") {
                    // A hypernym: every word of the broader synset.
                    const PartOfSpeech *hp = wn.forLetter(d.at(at + 2).at(0));
                    if (!hp)
                        continue;
                    const QList<QByteArray> hd = hp->data.lineAt(d.at(at + 1).toLongLong()).split(' ');
                    bool okCount = false;
                    const int hw = hd.size() > 3 ? hd.at(3).toInt(&okCount, 16) : 0;
                    for (int i = 0; okCount && i < hw && 4 + 2 * i < hd.size(); ++i)
                        addUnique(r.broader, readable(hd.at(4 + 2 * i)), exclude, kMaxBroader);
                    continue;
                }
                if (d.at(at) != "+")
                    continue;
                const QByteArray st = d.at(at + 3);
                const int source = st.left(2).toInt(nullptr, 16);
                const int target = st.mid(2, 2).toInt(nullptr, 16);
                if (source != ownNumber || target == 0)
                    continue;
                const PartOfSpeech *tp = wn.forLetter(d.at(at + 2).at(0));
                if (!tp)
                    continue;
                const QList<QByteArray> td = tp->data.lineAt(d.at(at + 1).toLongLong()).split(' ');
                if (4 + 2 * (target - 1) < td.size())
                    addUnique(r.derived, readable(td.at(4 + 2 * (target - 1))), exclude, kMaxDerived);
            }
        }
    }
    return r;
}

QStringList narrower(const QString &word)
{
    const WordNet &wn = wordNet();
    if (!wn.ok || word.isEmpty())
        return {};
    const Base b = baseIn(wn, *wn.forLetter('n'), word.toUtf8());
    return b.line.isEmpty() ? QStringList() : narrowerOf(wn, b.line, {word, readable(b.lemma)});
}

bool isAdjective(const QString &word)
{
    const WordNet &wn = wordNet();
    if (!wn.ok || word.isEmpty())
        return false;
    const PartOfSpeech *adj = wn.forLetter('a');
    return adj && !baseIn(wn, *adj, word.toUtf8()).line.isEmpty();
}

QStringList similar(const QString &word)
{
    const WordNet &wn = wordNet();
    if (!wn.ok || word.isEmpty())
        return {};
    const PartOfSpeech *adj = wn.forLetter('a');
    const QByteArray w = word.toUtf8();
    const auto [lemma, line] = baseIn(wn, *adj, w);
    const QList<QByteArray> f = line.split(' ');
    if (f.size() < 4 || std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); }))
        return {};
    // Only a word used as an adjective at least as often as as a noun or a
    // verb in WordNet's tagged texts: "flying" is mostly "fly" (33 against
    // 1), and its cluster ("moving", "fast") is not what a question means.
    const int asAdjective = mostSeen(wn, lemma, 'a');
    for (char pos : {'n', 'v'}) {
        QList<QByteArray> bases{w};
        bases << wn.formToBases.value(w) << detachments(w, pos);
        for (const QByteArray &b : std::as_const(bases))
            if (mostSeen(wn, b, pos) > asAdjective)
                return {};
    }
    QStringList out;
    QSet<QString> seen{word};
    const auto take = [&](const QList<QByteArray> &words) {
        for (const QByteArray &member : words) {
            const QString readableWord = readable(member);
            if (out.size() < kMaxSimilar && usable(readableWord) && !seen.contains(readableWord)) {
                seen.insert(readableWord);
                out << readableWord;
            }
        }
    };
    const int synsetCount = f.at(2).toInt();
    const int firstOffset = 4 + f.at(3).toInt() + 2;
    for (int sense = 0; sense < std::min(synsetCount, kSensesPerWord) && firstOffset + sense < f.size(); ++sense) {
        const Synset own = synsetAt(*adj, f.at(firstOffset + sense).toLongLong());
        take(own.words);
        // A satellite's cluster is its head's: the head first ("afraid"),
        // then the head's other satellites ("terrified", "frightened").
        QList<qint64> satellites = own.similar;
        if (own.type == 's') {
            satellites.clear();
            for (qint64 head : own.similar) {
                const Synset h = synsetAt(*adj, head);
                // Numbers are a cluster too ("eighty": "cardinal"): no likeness.
                if (h.words.contains("cardinal") || h.words.contains("ordinal"))
                    return {};
                take(h.words);
                satellites << h.similar;
            }
        }
        for (qint64 offset : std::as_const(satellites))
            take(synsetAt(*adj, offset).words);
    }
    return out;
}


bool englishAvailable()
{
    return wordNet().ok;
}

// ---- OpenThesaurus ---------------------------------------------------------
// One synset per line (OpenThesaurus.h), looked up by Snowball stem, so
// "wohnt" finds the line of "wohnen". The build packs them (GermanPack.h);
// TARN_OPENTHESAURUS names another edition's text file, read (slowly) at
// first use instead.

const GermanPack::View *thesaurus()
{
    static const GermanPack::View *const th = []() -> const GermanPack::View * {
        const QByteArray configured = qgetenv("TARN_OPENTHESAURUS");
        if (configured.isEmpty())
            return GermanPack::builtIn(); // says why when there is none
        QElapsedTimer took;
        took.start();
        const QString path = QString::fromLocal8Bit(configured);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
            qCInfo(lcRelatedWords) << "OpenThesaurus not found at" << path << "- recall expands no German words";
            return nullptr;
        }
        static const QByteArray packed = GermanPack::pack({}, OpenThesaurus::synsetsOf(f));
        QString error;
        const std::optional<GermanPack::View> v = GermanPack::View::of(packed, &error);
        if (!v || v->synsetCount() == 0) {
            qCInfo(lcRelatedWords) << "no synsets in" << path << error << "- recall expands no German words";
            return nullptr;
        }
        qCDebug(lcRelatedWords) << v->synsetCount() << "OpenThesaurus lines read in" << took.elapsed() << "ms";
        return new GermanPack::View(*v);
    }();
    return th;
}

Related german(const QString &word)
{
    Related r;
    const GermanPack::View *th = thesaurus();
    if (!th || word.isEmpty())
        return r;
    const QString stem = Stemmer::stem(Language::German, word);
    const QSet<QString> exclude{word};
    const QList<int> lines = th->synsetsOfStem(stem);
    // The thesaurus has no sense order; its first lines for a word are as
    // good as any, and few keep the noise down.
    for (int i = 0; i < std::min<qsizetype>(lines.size(), kSensesPerWord); ++i)
        for (const QString &w : th->synset(lines.at(i)))
            if (Stemmer::stem(Language::German, w) != stem)
                addUnique(r.synonyms, w, exclude, kMaxSynonyms);
    return r;
}

bool germanAvailable()
{
    return thesaurus() != nullptr;
}

} // namespace tarn::RelatedWords
