// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RelatedWords.h"

#include "Stemmer.h"

#include <QFile>
#include <QHash>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <memory>

Q_LOGGING_CATEGORY(lcRelatedWords, "tarn.recall.related")

namespace tarn::RelatedWords {

namespace {

QString envOr(const char *name, const char *fallback)
{
    const QByteArray v = qgetenv(name);
    return v.isEmpty() ? QString::fromLatin1(fallback) : QString::fromLocal8Bit(v);
}

// ---- WordNet ---------------------------------------------------------------
// The database's own files (wndb(5WN)): index.POS lines are sorted by lemma
// and name the lemma's synsets, most frequent sense first; data.POS holds a
// synset at that byte offset: its words and pointers ('+' derivation).

struct MappedFile
{
    std::unique_ptr<QFile> file;
    const char *data = nullptr;
    qint64 size = 0;
    QList<qint64> lineStarts; // index files only

    bool open(const QString &path, bool indexLines)
    {
        file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::ReadOnly))
            return false;
        size = file->size();
        data = reinterpret_cast<const char *>(file->map(0, size));
        if (!data)
            return false;
        if (indexLines) {
            for (qint64 at = 0; at < size;) {
                if (data[at] != ' ') // the licence lines start with spaces
                    lineStarts << at;
                const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
                at = nl ? nl - data + 1 : size;
            }
        }
        return true;
    }

    QByteArray lineAt(qint64 at) const
    {
        if (at < 0 || at >= size)
            return {};
        const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
        return QByteArray(data + at, nl ? nl - (data + at) : size - at);
    }

    // The index line for `lemma`, by binary search.
    QByteArray find(const QByteArray &lemma) const
    {
        qsizetype lo = 0, hi = lineStarts.size();
        while (lo < hi) {
            const qsizetype mid = (lo + hi) / 2;
            const char *line = data + lineStarts.at(mid);
            const char *sp = static_cast<const char *>(memchr(line, ' ', size_t(size - lineStarts.at(mid))));
            const QByteArray key(line, sp ? sp - line : 0);
            const int c = key.compare(lemma);
            if (c == 0)
                return lineAt(lineStarts.at(mid));
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return {};
    }
};

struct PartOfSpeech
{
    char letter;
    const char *name;
    MappedFile index;
    MappedFile data;
};

struct WordNet
{
    bool ok = false;
    PartOfSpeech pos[4] = {{'n', "noun", {}, {}}, {'v', "verb", {}, {}}, {'a', "adj", {}, {}}, {'r', "adv", {}, {}}};
    QHash<QByteArray, QList<QByteArray>> formToBases; // "ran" -> "run"
    QHash<QByteArray, QList<QByteArray>> baseToForms; // "run" -> "ran"
    // How often each sense was seen in WordNet's tagged texts (cntlist.rev:
    // "house%1:14:01:: 2 2" is house, noun, sense 2, seen twice), keyed
    // "lemma|part of speech|sense number".
    QHash<QByteArray, int> senseCounts;

    int senseCount(const QByteArray &lemma, char letter, int senseNumber) const
    {
        return senseCounts.value(lemma + '|' + letter + '|' + QByteArray::number(senseNumber));
    }

    const PartOfSpeech *forLetter(char c) const
    {
        for (const PartOfSpeech &p : pos)
            if (p.letter == c || (c == 's' && p.letter == 'a'))
                return &p;
        return nullptr;
    }
};

const WordNet &wordNet()
{
    static const WordNet *const wn = [] {
        auto *w = new WordNet;
        const QString dir = envOr("TARN_WORDNET_DIR", "/usr/share/wordnet");
        bool all = true;
        for (PartOfSpeech &p : w->pos) {
            all = all && p.index.open(dir + QStringLiteral("/index.") + QLatin1String(p.name), true)
               && p.data.open(dir + QStringLiteral("/data.") + QLatin1String(p.name), false);
            QFile exc(dir + u'/' + QLatin1String(p.name) + QStringLiteral(".exc"));
            if (exc.open(QIODevice::ReadOnly)) {
                while (!exc.atEnd()) {
                    const QList<QByteArray> f = exc.readLine().trimmed().split(' ');
                    for (qsizetype i = 1; i < f.size(); ++i) {
                        w->formToBases[f.at(0)] << f.at(i);
                        w->baseToForms[f.at(i)] << f.at(0);
                    }
                }
            }
        }
        QFile counts(dir + QStringLiteral("/cntlist.rev"));
        if (counts.open(QIODevice::ReadOnly)) {
            static constexpr char kPosOfType[] = {0, 'n', 'v', 'a', 'r', 'a'}; // ss_type 1..5, 5: satellites
            while (!counts.atEnd()) {
                const QList<QByteArray> f = counts.readLine().trimmed().split(' ');
                const qsizetype pct = f.isEmpty() ? -1 : f.at(0).indexOf('%');
                if (f.size() < 3 || pct < 1 || pct + 1 >= f.at(0).size())
                    continue;
                const int type = f.at(0).at(pct + 1) - '0';
                if (type < 1 || type > 5)
                    continue;
                w->senseCounts.insert(f.at(0).left(pct) + '|' + kPosOfType[type] + '|' + f.at(1), f.at(2).toInt());
            }
        }
        w->ok = all;
        if (!all)
            qCInfo(lcRelatedWords) << "WordNet not found in" << dir << "- recall expands no English words";
        return w;
    }();
    return *wn;
}

// WordNet's morphy: the base forms a word may be an inflection of.
QList<QByteArray> detachments(const QByteArray &word, char pos)
{
    static const QList<std::pair<QByteArray, QByteArray>> noun{
        {"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}};
    static const QList<std::pair<QByteArray, QByteArray>> verb{
        {"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}};
    static const QList<std::pair<QByteArray, QByteArray>> adj{{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}};
    const auto &rules = pos == 'n' ? noun : pos == 'v' ? verb : pos == 'a' ? adj : QList<std::pair<QByteArray, QByteArray>>{};
    QList<QByteArray> out;
    for (const auto &[suffix, ending] : rules)
        if (word.size() > suffix.size() + 1 && word.endsWith(suffix))
            out << word.left(word.size() - suffix.size()) + ending;
    // A doubled consonant before -ing/-ed: "swimming" -> "swim".
    if (pos == 'v')
        for (const char *sfx : {"ing", "ed"}) {
            const QByteArray s(sfx);
            if (word.size() > s.size() + 2 && word.endsWith(s)) {
                const QByteArray stem = word.left(word.size() - s.size());
                if (stem.at(stem.size() - 1) == stem.at(stem.size() - 2))
                    out << stem.left(stem.size() - 1);
            }
        }
    return out;
}

// The base of `word` that one part of speech's index holds, as morphy finds
// it: the word itself, its irregular bases (verb.exc …), then its regular
// detachments; the first found, with its index line (empty when none is).
struct Base
{
    QByteArray lemma;
    QByteArray line;
};
Base baseIn(const WordNet &wn, const PartOfSpeech &pos, const QByteArray &word)
{
    QList<QByteArray> candidates{word};
    candidates << wn.formToBases.value(word) << detachments(word, pos.letter);
    for (const QByteArray &c : std::as_const(candidates))
        if (QByteArray line = pos.index.find(c); !line.isEmpty())
            return {c, line};
    return {};
}

QString readable(const QByteArray &lemma)
{
    QByteArray l = lemma;
    const int paren = l.indexOf('('); // adjective markers: "big(a)"
    if (paren > 0)
        l.truncate(paren);
    return QString::fromUtf8(l).replace(u'_', u' ').toLower();
}

bool usable(const QString &w)
{
    // Up to two words, letters only: "single parent" yes, "A-one" or
    // "Emperor of Rome" no.
    if (w.isEmpty() || w.count(u' ') > 1)
        return false;
    return std::all_of(w.cbegin(), w.cend(), [](QChar c) { return c.isLetter() || c == u' '; });
}

void addUnique(QStringList &list, const QString &w, const QSet<QString> &exclude, int max)
{
    if (list.size() < max && usable(w) && !exclude.contains(w) && !list.contains(w))
        list << w;
}

constexpr int kSensesPerWord = 2; // the commonest senses only: later ones are rare meanings
constexpr int kRareSenseShare = 8; // a sense seen under 1/8 as often as the commonest is left out

// A synset's words and its pointers of one kind, from its data line.
struct Synset
{
    char type = 0; // n, v, a (a head adjective), s (a satellite), r
    QList<QByteArray> words;
    QList<std::pair<char, qint64>> hyponyms; // part of speech, offset
    QList<qint64> hypernyms;                 // nouns: '@', the broader synsets
    QList<qint64> similar;                   // adjectives: '&', a satellite's head or a head's satellites
};

Synset synsetAt(const PartOfSpeech &pos, qint64 offset)
{
    Synset s;
    QByteArray line = pos.data.lineAt(offset);
    if (const qsizetype gloss = line.indexOf('|'); gloss > 0)
        line.truncate(gloss); // the definition and examples: not read here
    const QList<QByteArray> d = line.split(' ');
    bool ok = false;
    const int words = d.size() > 3 ? d.at(3).toInt(&ok, 16) : 0;
    if (!ok)
        return s;
    s.type = d.at(2).isEmpty() ? 0 : d.at(2).at(0);
    for (int i = 0; i < words && 4 + 2 * i < d.size(); ++i)
        s.words << d.at(4 + 2 * i);
    int at = 4 + 2 * words;
    if (at >= d.size())
        return s;
    const int pointers = d.at(at).toInt();
    ++at;
    for (int p = 0; p < pointers && at + 3 < d.size(); ++p, at += 4)
        if (d.at(at) == "~" || d.at(at) == "~i")
            s.hyponyms.append({d.at(at + 2).at(0), d.at(at + 1).toLongLong()});
        else if (d.at(at) == "&")
            s.similar << d.at(at + 1).toLongLong();
        else if (d.at(at) == "@" && d.at(at + 2) == "n")
            s.hypernyms << d.at(at + 1).toLongLong();
    return s;
}

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
    const auto mostSeen = [&](const QByteArray &l, char pos) {
        int most = 0;
        for (int sense = 1; sense <= kSensesPerWord; ++sense)
            most = std::max(most, wn.senseCount(l, pos, sense));
        return most;
    };
    const int asAdjective = mostSeen(lemma, 'a');
    for (char pos : {'n', 'v'}) {
        QList<QByteArray> bases{w};
        bases << wn.formToBases.value(w) << detachments(w, pos);
        for (const QByteArray &b : std::as_const(bases))
            if (mostSeen(b, pos) > asAdjective)
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
// One synset per line, words separated by ';', with notes in parentheses
// ("abdüsen (ugs.)"). Looked up by Snowball stem, so "wohnt" finds the line
// of "wohnen".

struct Thesaurus
{
    bool ok = false;
    QList<QStringList> lines;
    QHash<QString, QList<int>> byStem;
};

const Thesaurus &thesaurus()
{
    static const Thesaurus *const th = [] {
        auto *t = new Thesaurus;
        const QString path = envOr("TARN_OPENTHESAURUS", "/usr/share/openthesaurus-de/openthesaurus.txt");
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
            qCInfo(lcRelatedWords) << "OpenThesaurus not found at" << path << "- recall expands no German words";
            return t;
        }
        static const QRegularExpression note(QStringLiteral("\\([^)]*\\)"));
        QTextStream in(&f);
        while (!in.atEnd()) {
            const QString line = in.readLine();
            if (line.startsWith(u'#') || line.isEmpty())
                continue;
            QStringList words;
            for (QString w : line.split(u';')) {
                w.remove(note);
                w = w.simplified().toLower();
                if (usable(w) && !words.contains(w))
                    words << w;
            }
            if (words.size() < 2)
                continue;
            const int index = int(t->lines.size());
            t->lines << words;
            for (const QString &w : std::as_const(words))
                if (!w.contains(u' '))
                    t->byStem[Stemmer::stem(Language::German, w)] << index;
        }
        t->ok = !t->lines.isEmpty();
        return t;
    }();
    return *th;
}

Related german(const QString &word)
{
    Related r;
    const Thesaurus &th = thesaurus();
    if (!th.ok || word.isEmpty())
        return r;
    const QString stem = Stemmer::stem(Language::German, word);
    const QSet<QString> exclude{word};
    const QList<int> lines = th.byStem.value(stem);
    // The thesaurus has no sense order; its first lines for a word are as
    // good as any, and few keep the noise down.
    for (int i = 0; i < std::min<qsizetype>(lines.size(), kSensesPerWord); ++i)
        for (const QString &w : th.lines.at(lines.at(i)))
            if (Stemmer::stem(Language::German, w) != stem)
                addUnique(r.synonyms, w, exclude, kMaxSynonyms);
    return r;
}

bool germanAvailable()
{
    return thesaurus().ok;
}

} // namespace tarn::RelatedWords
