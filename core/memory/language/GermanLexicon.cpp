// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GermanLexicon.h"

#include "GermanPack.h"

namespace tarn::GermanLexicon {

QString folded(const QString &word)
{
    QString out;
    const QString nfd = word.normalized(QString::NormalizationForm_D);
    out.reserve(nfd.size());
    for (const QChar c : nfd)
        if (c.category() != QChar::Mark_NonSpacing)
            out += c;
    return out.toLower();
}

bool isVerb(const QString &infinitive)
{
    return GermanPack::builtInOrEmpty().isVerb(infinitive.toLower().toUtf8());
}

} // namespace tarn::GermanLexicon
