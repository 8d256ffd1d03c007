#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Cost of a hard forget on a large lake (issue 19): fills a lake of N
deltas with `tarn import` (3-33 random words each, half chat, half vault),
then times `tarn forget --hard --yes` on a few deltas (each erases the row,
scrubs the FTS index in bounded merge steps with secure_delete on, and
checkpoints the WAL) and one soft forget for comparison. It also replays the
scrub's merge loop on a copy through Python's sqlite3 (the same system
SQLite) to report the longest single step, i.e. the longest another writer
waits behind it.

    scripts/bench-hard-forget.py --tarn build/tarn --deltas 100000 --dir /tmp/forget-bench
"""
import argparse, json, os, random, shutil, sqlite3, string, subprocess, time

ap = argparse.ArgumentParser()
ap.add_argument("--tarn", default="build/tarn")
ap.add_argument("--deltas", type=int, default=100000)
ap.add_argument("--dir", default="/tmp/forget-bench")
ap.add_argument("--runs", type=int, default=3)
ap.add_argument("--pages", type=int, default=500, help="pages per merge step (Forgetting.cpp kScrubPagesPerStep)")
a = ap.parse_args()
os.makedirs(a.dir, exist_ok=True)
env = dict(os.environ, HOME=a.dir, XDG_CONFIG_HOME=a.dir + "/config", XDG_DATA_HOME=a.dir + "/data")
lake = os.path.join(a.dir, "lake%d.sqlite" % a.deltas)
if not os.path.exists(lake):
    rnd = random.Random(19)
    words = ["".join(rnd.choice(string.ascii_lowercase) for _ in range(rnd.randint(3, 10))) for _ in range(20000)]
    src = os.path.join(a.dir, "lake%d.jsonl" % a.deltas)
    with open(src, "w") as f:
        for _ in range(a.deltas):
            f.write(json.dumps({"content": " ".join(rnd.choice(words) for _ in range(rnd.randint(3, 33))),
                                "source": rnd.choice(["chat", "vault"]), "kind": "fact",
                                "tags": ["t%d" % rnd.randint(0, 200)],
                                "observed_at": "2026-11-%02dT%02d:%02d:00.000Z" % (rnd.randint(1, 24), rnd.randint(0, 23), rnd.randint(0, 59))}) + "\n")
    t = time.time()
    subprocess.run([a.tarn, "import", "--lake", lake, src], env=env, check=True, stdout=subprocess.DEVNULL)
    print("import of %d deltas: %.1f s" % (a.deltas, time.time() - t))
work = lake + ".work"
for suffix in ("", "-wal", "-shm"):
    if os.path.exists(work + suffix):
        os.remove(work + suffix)
shutil.copy(lake, work)

# The longest merge step, on a copy, after one delete.
probe = lake + ".probe"
shutil.copy(lake, probe)
c = sqlite3.connect(probe, isolation_level=None)
c.execute("PRAGMA journal_mode=WAL"); c.execute("PRAGMA secure_delete=ON")
c.execute("DELETE FROM deltas WHERE rid = (SELECT max(rid) FROM deltas)")
steps, longest, t0 = 0, 0.0, time.time()
while True:
    before, t = c.total_changes, time.time()
    c.execute("INSERT INTO delta_fts(delta_fts, rank) VALUES ('merge', ?)", (-a.pages,))
    longest, steps = max(longest, time.time() - t), steps + 1
    if c.total_changes - before <= 1:
        break
print("scrub replay: %d merge steps of %d pages, %.2f s in all, longest step %.0f ms" % (steps, a.pages, time.time() - t0, longest * 1000))
c.close(); os.remove(probe)

ids = [d["id"] for d in json.loads(subprocess.run([a.tarn, "list", "--lake", work, "--json", "--limit", str(a.runs + 1)],
                                                  env=env, check=True, capture_output=True).stdout)]
for i in ids[:a.runs]:
    t = time.time()
    subprocess.run([a.tarn, "forget", "--lake", work, "--hard", "--yes", i], env=env, check=True, stdout=subprocess.DEVNULL)
    print("tarn forget --hard %s: %.2f s" % (i, time.time() - t))
t = time.time()
subprocess.run([a.tarn, "forget", "--lake", work, ids[a.runs]], env=env, check=True, stdout=subprocess.DEVNULL)
print("tarn forget (soft) %s: %.2f s" % (ids[a.runs], time.time() - t))
