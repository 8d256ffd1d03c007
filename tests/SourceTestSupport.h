// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One poll of one configured source, on this thread, waited for: how the
// source tests drive the same SourceHost the window and `tarn serve` run.

#include "SourceHost.h"
#include "TestSupport.h"

#include <QSignalSpy>

namespace tarn::test {

struct PollRun
{
    int written = -1; // -1: no answer in time
    QString error;
};

inline PollRun pollOnce(TempLake &lake, const QString &name, std::shared_ptr<SecretStore> secrets = {})
{
    SourceHost host(lake.path(), lake.clock, std::move(secrets));
    host.setScheduling(false);
    QSignalSpy finished(&host, &SourceHost::pollFinished);
    host.start();
    host.pollNow(name);
    if (!finished.wait(20000))
        return {};
    host.stop();
    return {finished.at(0).at(1).toInt(), finished.at(0).at(2).toString()};
}

// The deltas a source wrote, newest first.
inline QList<Delta> deltasFrom(Lake &lake, const QString &source)
{
    ListFilter f;
    f.source = source;
    return lake.list(f, {}, 1000);
}

} // namespace tarn::test
