// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "QueryLimits.h"

#include "TarnError.h"

#include <QCoreApplication>

namespace tarn::QueryLimits {

namespace {

struct QueryLimitsText
{
    Q_DECLARE_TR_FUNCTIONS(QueryLimits)
};

} // namespace

void checkLength(const QString &field, const QString &query)
{
    if (query.size() > kMaxChars)
        throw TarnError::invalid(field, QueryLimitsText::tr("%1: at most %2 characters (this one has %3)")
                                            .arg(field)
                                            .arg(kMaxChars)
                                            .arg(query.size()));
}

} // namespace tarn::QueryLimits
