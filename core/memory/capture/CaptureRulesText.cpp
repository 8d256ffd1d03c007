// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaptureRulesText.h"

#include <QSet>

namespace tarn::CaptureRules::detail {

QRegularExpression rx(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

namespace {

// A full stop after these is not the end of a sentence ("Call me Dr. Smith").
bool isAbbreviation(const QString &current)
{
    static const QSet<QString> abbreviations{
        QStringLiteral("dr"),  QStringLiteral("mr"),   QStringLiteral("mrs"),  QStringLiteral("ms"),  QStringLiteral("prof"),
        QStringLiteral("st"),  QStringLiteral("jr"),   QStringLiteral("sr"),   QStringLiteral("e.g"), QStringLiteral("i.e"),
        QStringLiteral("vs"),  QStringLiteral("etc"),  QStringLiteral("no"),   QStringLiteral("approx"),
        QStringLiteral("z.b"), QStringLiteral("bzw"),  QStringLiteral("ca"),   QStringLiteral("usw"), QStringLiteral("hr"),
        QStringLiteral("fr"),  QStringLiteral("str"),  QStringLiteral("d.h"),  QStringLiteral("u.a")};
    const qsizetype space = current.lastIndexOf(u' ');
    return abbreviations.contains(current.mid(space + 1).toLower());
}

// "am 3. Mai", "on the 3. March": a day number before a month is not a
// sentence end.
bool isDayBeforeMonth(const QString &current, const QString &text, qsizetype dot)
{
    static const QRegularExpression day(QStringLiteral(R"((?:^|\s)\d{1,2}$)"));
    static const QRegularExpression month = rx(QStringLiteral(
        R"(^\s+(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|\d{1,2}\.))"));
    return day.match(current).hasMatch() && month.match(text.mid(dot + 1, 6)).hasMatch();
}

} // namespace

QList<Sentence> sentencesOf(const QString &text)
{
    QList<Sentence> out;
    QString current;
    const auto flush = [&](bool question) {
        const QString t = current.trimmed();
        if (!t.isEmpty())
            out.append({t, question});
        current.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool atBoundary = i + 1 >= text.size() || text.at(i + 1).isSpace();
        if (c == u'.' && atBoundary && i + 1 < text.size() && (isAbbreviation(current) || isDayBeforeMonth(current, text, i)))
            current += c;
        else if ((c == u'.' || c == u'!' || c == u'?') && atBoundary)
            flush(c == u'?');
        else if (c == u';' || c == u'\n')
            flush(false);
        else
            current += c;
    }
    flush(false);
    return out;
}

Language languageOf(const QString &text)
{
    // Words that are common in one language and rare in the other; the
    // words both share ("in", "was", "so", "am") count for neither.
    static const QSet<QString> german = [] {
        QSet<QString> s;
        for (const char *w :
             {"ich", "bin", "mein", "meine", "meinen", "meinem", "meiner", "meines", "mich", "mir", "und", "ist", "nicht",
              "kein", "keine", "keinen", "der", "die", "das", "den", "dem", "des", "auf", "sich", "nenne", "ein", "eine", "einen", "einem", "einer",
              "mag", "habe", "hab", "heiße", "heisse", "wohne", "lebe", "arbeite", "gerne", "gern", "sehr", "auch",
              "aber", "oder", "mit", "für", "von", "zu", "bei", "aus", "nach", "wie", "wer", "wo", "du", "wir", "ja",
              "nein", "hallo", "danke", "bitte", "übrigens", "merk", "merke", "erinnere", "vergiss", "liebe", "hasse",
              "esse", "trinke", "komme", "bevorzuge", "lieber", "wäre", "würde", "als", "wenn", "dass", "noch",
              "schon", "jetzt", "heute", "morgen", "gestern", "hier", "mal", "doch", "denn", "eigentlich", "nur",
              "dir", "uns", "es", "im", "zum", "zur", "vom", "sind", "bist", "hat", "haben", "nenn", "nenne",
              "nennt", "allergisch", "gegen", "geboren", "verheiratet", "kinder", "frau", "mann", "tochter", "sohn",
              "bruder", "schwester", "geburtstag", "beruf", "damit", "weißt", "dich", "sie", "gut", "viel", "immer",
              "nie", "mehr", "weil", "ob", "dann", "kannst", "könntest", "wann", "warum", "welche", "welcher",
              "gestatten", "vorname", "nachname", "rufname", "spitzname", "servus", "moin", "grüß", "tschüss",
              "reicht", "passt", "genügt", "geht", "gibt", "macht", "kommt", "heißt", "heisst", "sagt",
              "apparat", "spricht", "freut"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    static const QSet<QString> english = [] {
        QSet<QString> s;
        for (const char *w :
             {"i", "i'm", "im", "i've", "i'd", "my", "me", "the", "a", "an", "and", "is", "are", "not", "don't", "to",
              "of", "on", "at", "for", "with", "you", "it", "that", "this", "like", "love", "prefer", "have", "live",
              "work", "call", "please", "remember", "forget", "but", "or", "just", "what", "do", "does", "be",
              "by", "from", "hate", "eat", "can", "your", "how", "when", "where", "who", "why", "would", "will",
              "there", "here", "thanks", "hello", "yes", "no", "about", "really", "as", "all", "one", "they",
              "we", "he", "she", "if", "then", "than", "too", "very", "remind", "allergic", "born", "married"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    static const QRegularExpression word = rx(QStringLiteral(R"([\p{L}']+)"));
    static const QRegularExpression umlaut(QStringLiteral("[äöüÄÖÜß]"));
    int de = 0, en = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0).toLower();
        // "Lieblingsessen: Pizza": German's own compound of favourites.
        de += german.contains(w) || w.startsWith(QLatin1String("lieblings"));
        en += english.contains(w);
    }
    // Umlauts and ß are rare in English turns; names aside, they tip a close
    // call.
    if (umlaut.match(text).hasMatch())
        de += 1;
    return de > en ? Language::German : Language::English;
}

QString keyOf(const QString &phrase)
{
    static const QSet<QString> drop{
        QStringLiteral("a"),     QStringLiteral("an"),    QStringLiteral("the"),    QStringLiteral("my"),
        QStringLiteral("their"), QStringLiteral("some"),  QStringLiteral("our"),    QStringLiteral("of"),
        QStringLiteral("to"),    QStringLiteral("der"),   QStringLiteral("die"),    QStringLiteral("das"),
        QStringLiteral("den"),   QStringLiteral("dem"),   QStringLiteral("ein"),    QStringLiteral("eine"),
        QStringLiteral("einen"), QStringLiteral("mein"),  QStringLiteral("meine"),  QStringLiteral("meinen"),
        QStringLiteral("meinem"), QStringLiteral("meiner"), QStringLiteral("sein"), QStringLiteral("seine")};
    QStringList words;
    static const QRegularExpression split = rx(QStringLiteral(R"([^\p{L}\p{N}']+)"));
    for (const QString &w : phrase.toLower().split(split, Qt::SkipEmptyParts))
        if (!drop.contains(w))
            words << w;
    return words.join(u' ');
}

QList<Sentence> withoutTagQuestions(QList<Sentence> sentences)
{
    // "I'm vegan, how about you?", "Ich liebe Jazz, und du?": a statement
    // that hands the question back is a statement. Not "You like jazz,
    // right?" (about the other person) or "Do you …, or …?" (a question).
    static const QRegularExpression tag = rx(QStringLiteral(
        R"(^(.{3,}?)\s*[,–—-]\s*(?:and|but)?\s*(?:what about you|how about you|and you|and yours|you|you too|can you|do you|are you|have you|)"
        R"(did you|don't you|aren't you|yourself|und du|und sie|und ihr|du auch|sie auch|ihr auch|du etwa|und selbst|und bei dir|)"
        R"(wie ist es bei dir|wie ist das bei dir|wie sieht's bei dir aus|wie sieht es bei dir aus)\s*\??$)"));
    static const QRegularExpression asking = rx(QStringLiteral(
        R"(^(?:what|who|why|how|when|where|which|do|does|did|is|are|can|could|would|will|should|have|has|you|your|was|wer|wie|wo|wann|warum|welche[rsnm]?|magst|bist|hast|kannst|willst|du|ihr|sie)\b)"));
    for (Sentence &s : sentences) {
        if (!s.question)
            continue;
        const auto m = tag.match(s.text.trimmed());
        if (!m.hasMatch() || asking.match(m.captured(1)).hasMatch())
            continue;
        s.text = m.captured(1).trimmed() + u'.';
        s.question = false;
    }
    return sentences;
}

QString withoutDecoration(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char32_t c = text.at(i).isHighSurrogate() && i + 1 < text.size() ? QChar::surrogateToUcs4(text.at(i), text.at(i + 1)) : text.at(i).unicode();
        const qsizetype width = c > 0xFFFF ? 2 : 1;
        const QChar::Category cat = QChar::category(c);
        const bool emoji = cat == QChar::Symbol_Other || (c >= 0x1F3FB && c <= 0x1F3FF) || c == 0xFE0F || c == 0x200D
                        || (c >= 0x1F000 && c <= 0x1FAFF);
        if (emoji)
            out += u' ';
        else
            out += text.mid(i, width);
        i += width - 1;
    }
    static const QRegularExpression emoticon = QRegularExpression(QStringLiteral(
        R"((?<=^|\s)(?:[:;=][-'^]?[)(\]\[DPpO3/\\|*]+|[xX][Dd]+|<3|\^\^|\^_\^|:'\()(?=\s|$|[.!?,]))"));
    static const QRegularExpression pronouns = QRegularExpression(QStringLiteral(
        R"(\s*\((?:she|he|they|xe|ze|sie|er|any|it)(?:\s*/\s*\p{L}+)+\)\s*)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    out.replace(emoticon, QString());
    out.replace(pronouns, QStringLiteral(" "));
    // Spaces the removals left before punctuation or at the end.
    static const QRegularExpression beforeStop = QRegularExpression(QStringLiteral(R"([ \t]+(?=[.!?,]|$))"), QRegularExpression::MultilineOption);
    static const QRegularExpression doubled = QRegularExpression(QStringLiteral(R"([ \t]{2,})"));
    out.replace(beforeStop, QString());
    out.replace(doubled, QStringLiteral(" "));
    return out.trimmed();
}

bool quotesSpeech(const QString &original)
{
    // Single quotes quote too ("Translate 'my name is Anna' into French"),
    // as a pair: an apostrophe inside a word ("hab's", "Anna's") or after
    // one ("the kids' school") opens nothing.
    static const QRegularExpression singlePair = QRegularExpression(
        QStringLiteral(R"((?:^|(?<=[\s(]))['‘]([^'‘’]*?[\p{L}\p{N}.!?])['’](?=[\s.,;:!?)]|$))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QString text = original;
    text.replace(singlePair, QStringLiteral("“\\1”"));
    static const QRegularExpression quote = rx(QStringLiteral(R"(["“”„«»])"));
    if (!quote.match(text).hasMatch())
        return false;
    // (A clause may have lost the closing mark with its full stop.)
    static const QRegularExpression title = rx(QStringLiteral(
        R"(^[^"“”„«»:]*\S\s+["“„«»]([^"“”„«»]{1,80})["”“»«]?\s*[.!]?\s*$)"));
    const auto m = title.match(text.trimmed());
    if (!m.hasMatch())
        return true;
    const QString inner = m.captured(1).trimmed();
    static const QRegularExpression spoken = rx(QStringLiteral(
        R"(^(?:i|i'm|i've|i'll|i'd|my|me|we|we're|our|ich|mein\p{L}*|mir|mich|wir|unser\p{L}*)\b|[.!?,]$)"));
    return inner.isEmpty() || spoken.match(inner).hasMatch();
}

std::optional<CaptureCandidate> healthReason(std::optional<CaptureCandidate> fromSaid, const QString &sentence)
{
    static const QSet<QString> health{QStringLiteral("diet"), QStringLiteral("allergy"), QStringLiteral("health")};
    if (!fromSaid || !health.contains(fromSaid->rule))
        return std::nullopt;
    fromSaid->sentence = sentence;
    return fromSaid;
}

QString sentenceCase(QString text)
{
    text = text.trimmed();
    while (!text.isEmpty() && QStringLiteral(",:-").contains(text.back()))
        text.chop(1);
    text = text.trimmed();
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    // A title's closing mark may have gone with the clause's full stop
    // ("My favourite film is "Arrival".").
    if (text.count(u'"') % 2 == 1)
        text += u'"';
    else if (text.count(u'„') > text.count(u'“'))
        text += u'“';
    if (!text.isEmpty() && !QStringLiteral(".!?").contains(text.back()))
        text += u'.';
    return text;
}

CaptureCandidate candidate(Kind kind, const QString &subject, const QString &content, double confidence,
                           const QString &rule, const QString &sentence)
{
    CaptureCandidate c;
    c.kind = kind;
    c.subject = subject;
    c.content = content;
    c.confidence = confidence;
    c.rule = rule;
    c.sentence = sentence;
    return c;
}

QString stripRepeatedly(QString clause, const QRegularExpression &leading, const QRegularExpression &trailing)
{
    for (;;) {
        const QString before = clause;
        clause.remove(leading);
        clause.remove(trailing);
        clause = clause.trimmed();
        if (clause == before)
            break;
    }
    while (!clause.isEmpty() && QStringLiteral(".!,:-\"'").contains(clause.back()))
        clause.chop(1);
    return clause.trimmed();
}

std::optional<CaptureCandidate> forgetCandidate(const QString &what, const QRegularExpression &empty,
                                                const QString &clause)
{
    if (what.isEmpty() || empty.match(what).hasMatch() || keyOf(what).remove(u' ').size() < 3)
        return std::nullopt;
    CaptureCandidate out;
    out.action = CaptureCandidate::Action::Forget;
    out.rule = QStringLiteral("forget");
    out.content = what;
    out.sentence = clause;
    out.confidence = 0.95;
    return out;
}

} // namespace tarn::CaptureRules::detail
