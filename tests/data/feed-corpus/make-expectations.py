#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# What each real-world feed in ../shared/corpus/feeds/real must yield,
# written down from Debian's python3-feedparser (a tolerant reader, the
# reference issue 24 names): the number of entries, the first entry's
# title and link. tst_feed_corpus holds Tarn's parser to it. Entries are
# counted once per key, as Tarn keys them (id, else link, else the words):
# two items a feed gives the same guid are one item in the lake.
# Usage: /usr/bin/python3 make-expectations.py CORPUS_DIR > real-expectations.tsv
import os, sys
import feedparser

root = sys.argv[1]
print("# file\tentries\tfirst title\tfirst link")
for folder, _, files in sorted(os.walk(os.path.join(root, "real"))):
    for name in sorted(files):
        path = os.path.join(folder, name)
        rel = os.path.relpath(path, root)
        with open(path, "rb") as f:
            d = feedparser.parse(f.read())
        if not d.entries:
            print(f"{rel}\t0\t\t")
            continue
        keys = []
        for e in d.entries:
            key = e.get("id") or e.get("link") or (e.get("title", "") + e.get("summary", "") + e.get("published", ""))
            if key not in keys:
                keys.append(key)
        first = d.entries[0]
        title = " ".join(first.get("title", "").split()).replace("\t", " ")
        link = first.get("link", "")
        print(f"{rel}\t{len(keys)}\t{title}\t{link}")
