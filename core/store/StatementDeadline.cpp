// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatementDeadline.h"

#include "Lake.h"

#include <algorithm>

namespace tarn {

StatementDeadline::StatementDeadline(Lake &lake, qint64 ms) : m_lake(lake), m_ms(std::max<qint64>(1, ms))
{
    m_since.start();
    if (m_lake.onServer()) {
        m_lake.exec(QStringLiteral("SET LOCAL statement_timeout = %1").arg(m_ms));
        return;
    }
    m_lake.setInterruptCheck([this] {
        if (m_since.elapsed() < m_ms)
            return false;
        m_fired = true;
        return true;
    });
}

StatementDeadline::~StatementDeadline()
{
    disarm(false); // a statement on the server now could throw; its rollback ends the timeout
}

void StatementDeadline::disarm(bool sound)
{
    if (m_armed && !m_lake.onServer())
        m_lake.setInterruptCheck({});
    else if (m_armed && sound)
        m_lake.exec(QStringLiteral("SET LOCAL statement_timeout = 0"));
    m_armed = false;
}

bool StatementDeadline::fired() const
{
    // The server says only that a statement was cancelled; past the
    // deadline, that was this one's doing.
    return m_fired || (m_lake.onServer() && m_since.elapsed() >= m_ms);
}

} // namespace tarn
