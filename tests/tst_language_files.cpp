// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The dictionaries as a process reads them, in place: OpenThesaurus packed
// by the build (GermanPack.h) and WordNet's sorted files searched on their
// bytes (WordNetFiles.h). Small files made here test the formats; the
// built-in pack is compared with the installed text it was made from.

#include "GermanPack.h"
#include "OpenThesaurus.h"
#include "Stemmer.h"
#include "WordNetFiles.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tarn;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kThesaurus = "# a comment line\n"
                              "Zahnarzt;Dentist;Zahnärztin (weibl.)\n"
                              "wohnen;leben;hausen;residieren (geh.)\n"
                              "Wohnung;Bleibe;Apartment;DSL\n"
                              "Wohnung;Unterkunft\n"
                              "schnell;rasch;eilig\n"
                              "Deputat...;Konzessions...\n";

struct Packed
{
    GermanLexicon::Words lexicon;
    QList<QStringList> synsets;
    QByteArray bytes;
};

Packed packOf(const QByteArray &text)
{
    Packed p;
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    p.lexicon = OpenThesaurus::lexiconOf(buffer);
    buffer.seek(0);
    p.synsets = OpenThesaurus::synsetsOf(buffer);
    p.bytes = GermanPack::pack(p.lexicon, p.synsets);
    return p;
}

// A file of WordNet's shape: licence lines that start with spaces, then
// lines sorted by their first field.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestLanguageFiles : public QObject
{
    Q_OBJECT

private slots:
    void aPackAnswersAsItsTextDoes()
    {
        const Packed p = packOf(kThesaurus);
        QString error;
        const std::optional<GermanPack::View> v = GermanPack::View::of(p.bytes, &error);
        QVERIFY2(v, qPrintable(error));
        // Every word of every set is found, and only they.
        QVERIFY(!p.lexicon.nouns.isEmpty() && !p.lexicon.verbs.isEmpty());
        for (const QByteArray &w : p.lexicon.words)
            QVERIFY2(v->isWord(w), w.constData());
        for (const QByteArray &w : p.lexicon.nouns)
            QVERIFY2(v->isNoun(w), w.constData());
        for (const QByteArray &w : p.lexicon.nounStems)
            QVERIFY2(v->isNounStem(w), w.constData());
        for (const QByteArray &w : p.lexicon.verbs)
            QVERIFY2(v->isVerb(w), w.constData());
        QCOMPARE(v->wordCount(), p.lexicon.words.size());
        QCOMPARE(v->nounCount(), p.lexicon.nouns.size());
        QVERIFY(v->isNoun("zahnarztin")); // folded, its note gone
        QVERIFY(v->isVerb("wohnen"));
        QVERIFY(!v->isNoun("dsl")); // an abbreviation
        QVERIFY(!v->isNoun("wohnen") && !v->isWord("zahn") && !v->isWord("") && !v->isVerb("wohne"));
        QVERIFY(!v->isWord("deputat")); // "Deputat..." is no word

        // The synsets in file order, each found by its words' stems.
        QCOMPARE(v->synsetCount(), p.synsets.size());
        for (qsizetype i = 0; i < p.synsets.size(); ++i)
            QCOMPARE(v->synset(int(i)), p.synsets.at(i));
        QCOMPARE(v->synset(1), (QStringList{u"wohnen"_s, u"leben"_s, u"hausen"_s, u"residieren"_s}));
        QCOMPARE(v->synsetsOfStem(Stemmer::stem(Language::German, u"wohne"_s)), QList<int>{1});
        QCOMPARE(v->synsetsOfStem(Stemmer::stem(Language::German, u"Wohnungen"_s.toLower())), (QList<int>{2, 3}));
        QVERIFY(v->synsetsOfStem(u"nichtda"_s).isEmpty());
        QVERIFY(v->synset(-1).isEmpty() && v->synset(int(p.synsets.size())).isEmpty());
    }

    void aDamagedPackIsRefusedSayingWhy()
    {
        const QByteArray bytes = packOf(kThesaurus).bytes;
        QString error;
        QVERIFY(!GermanPack::View::of(QByteArray("TARNWV01") + bytes.mid(8), &error));
        QVERIFY2(error.contains(u"not a German pack"), qPrintable(error));
        for (const qsizetype cut : {qsizetype(9), bytes.size() / 3, bytes.size() - 1}) {
            error.clear();
            QVERIFY(!GermanPack::View::of(bytes.left(cut), &error));
            QVERIFY2(error.contains(u"runs past the end"), qPrintable(error));
        }
        // The words table's first cell-count: claim more strings than cells.
        QByteArray lying = bytes;
        const quint32 count = qFromLittleEndian<quint32>(lying.constData() + 8);
        const quint32 more = qToLittleEndian(count * 4);
        std::memcpy(lying.data() + 8, &more, 4);
        error.clear();
        QVERIFY(!GermanPack::View::of(lying, &error));
        QVERIFY(!error.isEmpty());

        // Every cell of the words' table taken: a lookup still ends.
        QByteArray full = bytes;
        const qsizetype offsets = 12;
        const quint32 byteCount = qFromLittleEndian<quint32>(full.constData() + offsets + 4 * qsizetype(count));
        const qsizetype cellsAt = offsets + 4 * (qsizetype(count) + 1) + (qsizetype(byteCount) + 3) / 4 * 4;
        const quint32 cells = qFromLittleEndian<quint32>(full.constData() + cellsAt);
        const quint32 one = qToLittleEndian(quint32(1));
        for (quint32 i = 0; i < cells; ++i)
            std::memcpy(full.data() + cellsAt + 4 + 4 * qsizetype(i), &one, 4);
        const std::optional<GermanPack::View> v = GermanPack::View::of(full, &error);
        QVERIFY2(v, qPrintable(error));
        QVERIFY(!v->isWord("nichtda"));
    }

    // What the build packed is what the installed text says, word for word.
    void theBuiltInPackIsTheInstalledText()
    {
        const GermanPack::View *builtIn = GermanPack::builtIn();
        if (!builtIn)
            QSKIP("built without OpenThesaurus (openthesaurus-de-text)");
        QFile text(QStringLiteral("/usr/share/openthesaurus-de/openthesaurus.txt"));
        if (!text.open(QIODevice::ReadOnly | QIODevice::Text))
            QSKIP("OpenThesaurus's text is not installed to compare with");
        const GermanLexicon::Words lexicon = OpenThesaurus::lexiconOf(text);
        text.seek(0);
        const QList<QStringList> synsets = OpenThesaurus::synsetsOf(text);
        QCOMPARE(builtIn->wordCount(), lexicon.words.size());
        QCOMPARE(builtIn->nounCount(), lexicon.nouns.size());
        for (const QByteArray &w : lexicon.words)
            QVERIFY2(builtIn->isWord(w), w.constData());
        for (const QByteArray &w : lexicon.nounStems)
            QVERIFY2(builtIn->isNounStem(w), w.constData());
        for (const QByteArray &w : lexicon.verbs)
            QVERIFY2(builtIn->isVerb(w), w.constData());
        QCOMPARE(builtIn->synsetCount(), synsets.size());
        for (qsizetype i = 0; i < synsets.size(); i += 97)
            QCOMPARE(builtIn->synset(int(i)), synsets.at(i));
        QVERIFY(builtIn->isNoun("kredit") && builtIn->isVerb("wohnen"));
    }

    void aSortedFileIsSearchedOnItsBytes()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, u"index.noun"_s,
                                       "  1 This software and database is being provided\n"
                                       "  2 to the user \"AS IS\"\n"
                                       "abacus n 2 1 @ 2 0 02666196 02666501\n"
                                       "dog n 7 5 @ ~ #m #p %p 7 1 02086723 10133978\n"
                                       "dog_days n 1 2 @ ; 1 0 15222711\n"
                                       "dogged a 1 2 & + 1 1 00252954\n"
                                       "zymurgy n 1 1 @ 1 0 06084469");
        WordNetFiles::MappedFile f;
        QVERIFY(f.open(path, true));
        QVERIFY(f.find("dog").startsWith("dog n 7"));
        QVERIFY(f.find("abacus").startsWith("abacus n"));
        QVERIFY(f.find("zymurgy").startsWith("zymurgy n")); // the last line, without its newline
        QVERIFY(f.find("do").isEmpty() && f.find("aardvark").isEmpty() && f.find("zz").isEmpty());
        QVERIFY(f.find("1").isEmpty()); // the licence is no entry
        QCOMPARE(f.linesStartingWith("dog").size(), 3);
        QCOMPARE(f.linesStartingWith("dog_").size(), 1);

        // cntlist.rev: how often a sense was seen, by lemma, part of speech and number.
        writeFile(dir, u"cntlist.rev"_s,
                  "dog%1:05:00:: 1 42\n"
                  "dog%1:18:01:: 3 1\n"
                  "dog%2:38:00:: 1 4\n"
                  "dogged%5:00:00:persistent:00 1 2\n");
        WordNetFiles::WordNet wn;
        QVERIFY(wn.senseCounts.open(dir.filePath(u"cntlist.rev"_s), true));
        QCOMPARE(wn.senseCount("dog", 'n', 1), 42);
        QCOMPARE(wn.senseCount("dog", 'n', 3), 1);
        QCOMPARE(wn.senseCount("dog", 'v', 1), 4);
        QCOMPARE(wn.senseCount("dog", 'n', 2), 0);
        QCOMPARE(wn.senseCount("dogged", 'a', 1), 2); // a satellite is an adjective
        QCOMPARE(wn.senseCount("do", 'n', 1), 0);
    }
};

QTEST_GUILESS_MAIN(TestLanguageFiles)
#include "tst_language_files.moc"
