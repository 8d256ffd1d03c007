// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// German and English words for each other (issue 20; Bilingual.h), read
// from dictd files as FreeDict ships them: a sorted index and a dictzip
// text. The files here are made by the test, so it runs where Debian's
// dictionaries are not installed; tst_recall_language recalls across the
// languages with the installed ones.

#include "Bilingual.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

#include <map>

using namespace tarn;

namespace {

QByteArray base64(qint64 n)
{
    static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    QByteArray out;
    do {
        out.prepend(digits[n % 64]);
        n /= 64;
    } while (n > 0);
    return out;
}

// `text` as dictzip writes it: one deflate stream, flushed in full at every
// `chunk` bytes, and each chunk's compressed size in the header's RA field.
QByteArray dictzip(const QByteArray &text, int chunk)
{
    z_stream z{};
    if (deflateInit2(&z, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2");
    QByteArray body;
    QList<quint16> sizes;
    for (qsizetype at = 0; at < text.size(); at += chunk) {
        const QByteArray part = text.mid(at, chunk);
        QByteArray out(part.size() * 2 + 64, '\0');
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(part.data()));
        z.avail_in = uInt(part.size());
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        deflate(&z, at + chunk >= text.size() ? Z_FINISH : Z_FULL_FLUSH);
        out.truncate(out.size() - qsizetype(z.avail_out));
        sizes << quint16(out.size());
        body += out;
    }
    deflateEnd(&z);
    QByteArray ra;
    const auto u16 = [](QByteArray &b, int v) { b.append(char(v & 0xff)).append(char((v >> 8) & 0xff)); };
    u16(ra, 1);
    u16(ra, chunk);
    u16(ra, int(sizes.size()));
    for (quint16 s : sizes)
        u16(ra, s);
    QByteArray extra("RA");
    u16(extra, int(ra.size()));
    extra += ra;
    QByteArray out("\x1f\x8b\x08\x04", 4);
    out += QByteArray(6, '\0');
    u16(out, int(extra.size()));
    out += extra + body;
    return out;
}

// A dictionary of `entries` (headword -> each sense's text) at `base`.
void writeDictionary(const QString &base, const std::multimap<QByteArray, QByteArray> &entries, int chunk)
{
    QByteArray text("00-database-info\nA dictionary made by tst_bilingual.\n\n");
    QByteArray index;
    for (const auto &[headword, sense] : entries) {
        index += headword + '\t' + base64(text.size()) + '\t' + base64(sense.size()) + '\n';
        text += sense;
    }
    QFile i(base + QStringLiteral(".index")), d(base + QStringLiteral(".dict.dz"));
    if (!i.open(QIODevice::WriteOnly) || !d.open(QIODevice::WriteOnly))
        qFatal("cannot write the dictionary");
    i.write(index);
    d.write(dictzip(text, chunk));
}

} // namespace

class TestBilingual : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Chunks of 40 bytes: most senses lie across two or three of them.
        writeDictionary(m_dir.filePath(QStringLiteral("freedict-deu-eng")),
                        {{"hund", "Hund /hʊnt/ <masc, n, sg>\nmine car <n>, mine hutch <n>\n"},
                         {"hund", "Hund /hʊnt/ <masc, n, sg>\n [zool.] dog <n>, dawg <n>\n      \"einen Hund abrichten\"  - train a dog\n"},
                         {"hund", "Hund /hʊnt/ <masc, n, sg>\ncanine <n>, K-9 <n> [Am.]\n"},
                         {"hunde", "Hunde /hʊndə/ <pl>\ndogs\n"},
                         {"strom", "Strom <masc>\nelectricity <n>, power <n>, current <n>, juice <n> [coll.]\n"},
                         {"futter", "Futter <neut>\nclamping chuck <n>, chuck <n> [techn.]\n"},
                         {"futter", "Futter <neut>\nfodder <n>, animal feed <n>, food for the dog and the cat <n>\n"}},
                        40);
        writeDictionary(m_dir.filePath(QStringLiteral("freedict-eng-deu")),
                        {{"electricity", "electricity /ɪlɛktɹˈɪsɪti/\nElektrizität <fem> [electr.]\n"},
                         {"electricity", "electricity\nStrom <masc>, Elektrizität <fem>\n"},
                         {"zebra", "zebra\nZebra <neut> [zool.]\n"}},
                        40);
        qputenv("TARN_FREEDICT_DIR", QFile::encodeName(m_dir.path()));
        QVERIFY(Bilingual::available());
    }

    // Each sense's first translations, senses in the dictionary's order,
    // labels off, the same word once.
    void translatesBothWays()
    {
        QCOMPARE(Bilingual::english(QStringLiteral("hund")),
                 (QStringList{QStringLiteral("mine car"), QStringLiteral("mine hutch"), QStringLiteral("dog"),
                              QStringLiteral("dawg"), QStringLiteral("canine")})); // "K-9" is no word
        QCOMPARE(Bilingual::english(QStringLiteral("Hunde")), QStringList{QStringLiteral("dogs")});
        // Three of a sense at most; the last headword of the index is found.
        QCOMPARE(Bilingual::english(QStringLiteral("strom")),
                 (QStringList{QStringLiteral("electricity"), QStringLiteral("power"), QStringLiteral("current")}));
        QCOMPARE(Bilingual::german(QStringLiteral("electricity")),
                 (QStringList{QStringLiteral("elektrizität"), QStringLiteral("strom")}));
        QVERIFY(Bilingual::german(QStringLiteral("zebra")).isEmpty()); // the same word is no translation
    }

    // A trade's sense is passed over ("Futter": a lathe's chuck), and so is
    // a translation of more than two words.
    void leavesOutTradesAndPhrases()
    {
        QCOMPARE(Bilingual::english(QStringLiteral("futter")),
                 (QStringList{QStringLiteral("fodder"), QStringLiteral("animal feed")}));
    }

    // Chunks as large as FreeDict's own (58 KB; here 16,000 bytes) are
    // inflated only as far as a lookup reads: a headword whose senses run
    // on for kilobytes past the first, one across two chunks, and the last
    // of the text, in a short last chunk, are all read whole.
    void readsLongSensesInLargeChunks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray example = "      \"" + QByteArray(1200, 'x') + "\"  - an example\n";
        std::multimap<QByteArray, QByteArray> entries;
        entries.insert({"anfang", "Anfang\nbeginning <n>\n" + example});
        // "weit": 6 senses of ~1.3 KB, each translation at its end, across
        // the first chunk's end.
        for (int i = 0; i < 6; ++i)
            entries.insert({"weit", "weit /" + QByteArray(1300, 'v') + "/\nfar" + char('a' + i) + " <adj>\n"});
        for (int i = 0; i < 12; ++i) // and on, to fill the second chunk
            entries.insert({"wolke", "Wolke\ncloud <n>\n" + example});
        entries.insert({"zaun", "Zaun\nfence <n>\n"});
        writeDictionary(dir.filePath(QStringLiteral("freedict-deu-eng")), entries, 16000);
        const QStringList weit = Bilingual::englishFrom(dir.path(), QStringLiteral("weit"));
        const QStringList zaun = Bilingual::englishFrom(dir.path(), QStringLiteral("zaun"));
        QCOMPARE(weit, (QStringList{QStringLiteral("fara"), QStringLiteral("farb"), QStringLiteral("farc"),
                                    QStringLiteral("fard"), QStringLiteral("fare"), QStringLiteral("farf")}));
        QCOMPARE(zaun, QStringList{QStringLiteral("fence")});
    }

    // Only whole headwords: no prefix, nothing unknown, nothing empty.
    void unknownWordsHaveNone()
    {
        QVERIFY(Bilingual::english(QStringLiteral("hun")).isEmpty());
        QVERIFY(Bilingual::english(QStringLiteral("hundehütte")).isEmpty());
        QVERIFY(Bilingual::english(QStringLiteral("aaa")).isEmpty());
        QVERIFY(Bilingual::english(QStringLiteral("zzz")).isEmpty());
        QVERIFY(Bilingual::english(QString()).isEmpty());
        QVERIFY(Bilingual::german(QStringLiteral("hund")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBilingual)
#include "tst_bilingual.moc"
