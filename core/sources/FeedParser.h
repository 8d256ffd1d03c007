// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RSS 0.9x / 1.0 / 2.0 and Atom 1.0 into one plain shape for the rss source.
// The parser is lenient about what real feeds get wrong (HTML entities used in
// XML, bare ampersands, mislabelled encodings, junk around the document) and
// strict about what could hurt: size, depth and entity declarations.

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

namespace tarn {

struct FeedItem {
    QString key;        // stable identity for dedupe across polls: guid (RSS), id (Atom), else absolute link, else "sha1:" + hex of title+summary
    QString title;      // plain text (entities decoded, tags stripped, whitespace collapsed)
    QString summary;    // plain text from description/summary/content/content:encoded, HTML stripped, <= 2000 chars (cut at a word, add "…")
    QUrl link;          // absolute (resolved against xml:base / the feed URL), empty if none
    QDateTime published; // UTC; invalid when absent/unparseable (RFC 822 / RFC 3339 / ISO 8601 forms, odd real-world variants)
    QUrl enclosureUrl;  // first image enclosure (RSS <enclosure type="image/...">, Atom <link rel="enclosure" type="image/...">, media:content/media:thumbnail with an image type or image extension), absolute; empty if none
    QString enclosureType;
    QUrl attachment;    // the first enclosure of any type (a podcast's audio): what an item with nothing else to show links to
};

struct ParsedFeed {
    QString format;     // "rss0.9x", "rss1.0", "rss2.0", "atom1.0", "atom0.3"
    QString title;
    QUrl link;
    QList<FeedItem> items; // document order
    // Malformed XML after some items: what went wrong and that the items
    // read before it were kept (empty when the whole document was read).
    QString problem;
};

struct FeedLimits {
    qint64 maxBytes = 16 * 1024 * 1024;
    int maxDepth = 64;
    int maxItems = 10000;
};

namespace FeedParser {
// Throws TarnError (TarnError::invalid(QStringLiteral("feed"), reason) — see core/model/TarnError.h) with a clear reason
// naming what is wrong: not XML, not a feed (e.g. an HTML page, JSON), too large, nested too deeply, a DTD with
// entity declarations (billion laughs / XXE: refuse any <!ENTITY> outright), truncated/malformed XML. Never crashes, never
// hangs, bounded memory. contentType is the HTTP Content-Type (may be empty/wrong; sniff the body; use its charset only
// when the XML declaration has none).
// Items past limits.maxItems are dropped (the first ones, usually the newest, are kept).
ParsedFeed parse(const QByteArray &body, const QUrl &feedUrl, const QByteArray &contentType = {}, const FeedLimits &limits = {});
}

} // namespace tarn
