// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <memory>

namespace tarn {

class Lake;

// Tells when someone else changed the lake: another process (the CLI,
// `tarn serve`, a second window), another machine sharing the lake, or
// another connection of this process (the window's writer, the scheduler).
// What changed is not said; a reader asks the lake again.
//
// It is engine-neutral: each store engine has its own way of noticing
// (SQLite: `PRAGMA data_version` on the watched connection, polled; a
// server engine: a notification channel such as LISTEN/NOTIFY), chosen by
// watch(). Nothing above the store needs to know which one it got.
//
// A watch lives on the thread of the connection it watches (Qt Sql
// connections belong to one thread) and is driven by that thread's event
// loop. Commits made through the watched connection itself are not
// reported; every other commit is, at most once per latency period however
// many commits there were.
class LakeChangeWatch : public QObject
{
    Q_OBJECT
public:
    // How soon after another connection's commit changed() fires, at most
    // (an engine that is told at once may be quicker).
    static constexpr int kDefaultLatencyMs = 500;

    // The watch for this open lake's engine, started. Null when the engine
    // cannot tell (then nothing is live and the person refreshes by hand).
    static std::unique_ptr<LakeChangeWatch> watch(Lake &lake, int latencyMs = kDefaultLatencyMs,
                                                  QObject *parent = nullptr);

    ~LakeChangeWatch() override;

    virtual void stop() = 0;

public Q_SLOTS:
    // Looks now instead of at the next period (a push engine does nothing).
    virtual void checkNow() = 0;

Q_SIGNALS:
    // Another connection committed since the last changed() (or the start).
    void changed();
    // The watch could not look (the connection broke); it keeps trying.
    void failed(const QString &message);

protected:
    explicit LakeChangeWatch(QObject *parent) : QObject(parent) {}
};

} // namespace tarn
