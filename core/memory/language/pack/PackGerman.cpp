// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// tarn_pack_german OPENTHESAURUS.TXT OUT: the build's step that reads
// OpenThesaurus's text once (OpenThesaurus.h) and writes what the binary
// carries (GermanPack.h), so no process has to read it again. Built and
// run by core/CMakeLists.txt; not installed.

#include "GermanPack.h"
#include "OpenThesaurus.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

using namespace tarn;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        err << "usage: tarn_pack_german OPENTHESAURUS.TXT OUT\n";
        return 2;
    }
    QFile text(args.at(1));
    if (!text.open(QIODevice::ReadOnly | QIODevice::Text)) {
        err << "tarn_pack_german: cannot read " << args.at(1) << ": " << text.errorString() << '\n';
        return 1;
    }
    const GermanLexicon::Words lexicon = OpenThesaurus::lexiconOf(text);
    text.seek(0);
    const QList<QStringList> synsets = OpenThesaurus::synsetsOf(text);
    if (lexicon.nouns.isEmpty() || synsets.isEmpty()) {
        err << "tarn_pack_german: " << args.at(1) << " holds no OpenThesaurus synsets\n";
        return 1;
    }
    const QByteArray packed = GermanPack::pack(lexicon, synsets);
    QString error;
    if (!GermanPack::View::of(packed, &error)) {
        err << "tarn_pack_german: the pack does not read back: " << error << '\n';
        return 1;
    }
    QSaveFile out(args.at(2));
    if (!out.open(QIODevice::WriteOnly) || out.write(packed) != packed.size() || !out.commit()) {
        err << "tarn_pack_german: cannot write " << args.at(2) << ": " << out.errorString() << '\n';
        return 1;
    }
    return 0;
}
