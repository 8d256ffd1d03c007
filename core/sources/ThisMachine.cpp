// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThisMachine.h"

#include <QSysInfo>

namespace tarn {

QString ThisMachine::name()
{
    const QString set = qEnvironmentVariable("TARN_MACHINE").trimmed();
    if (!set.isEmpty())
        return set;
    const QString host = QSysInfo::machineHostName();
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

} // namespace tarn
