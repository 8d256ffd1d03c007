// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Manual.h"

#include <QStandardPaths>

namespace tarn::ui::Manual {

QUrl url()
{
    const QString installed =
        QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("doc/tarn/README.md"));
    if (!installed.isEmpty())
        return QUrl::fromLocalFile(installed);
    return QUrl(QStringLiteral(TARN_HOMEPAGE "#readme"));
}

} // namespace tarn::ui::Manual
