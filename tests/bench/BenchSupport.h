// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every benchmark executable shares: the kept lakes' clock, stderr,
// percentiles, number formatting, copying a kept lake before it is
// written to, one number read from a Tarn lake, and printing (and
// optionally saving) the markdown table.

#include "Lake.h"
#include "LakeSql.h"

#include <QFile>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QLocale>
#include <QString>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <stdexcept>

namespace tarn::bench {

// One number from a Tarn lake, for checking both lakes hold the same rows.
inline qint64 tarnScalar(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        throw std::runtime_error(q.lastError().text().toStdString());
    return q.value(0).toLongLong();
}

inline double tarnReal(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        throw std::runtime_error(q.lastError().text().toStdString());
    return q.value(0).toDouble();
}

// 2026-11-22T00:00:00Z: "now" for tarn_bench's synthetic lakes, so the
// other benches that open the kept lakes see the same expiries.
inline constexpr qint64 kNow = 1795305600000LL;

inline QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

// Nearest-rank percentile, p in [0, 1]; 0 for no samples.
inline double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size() - 1) + 0.5)));
}

inline QString fmt(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

// A writable copy of a lake `tarn_bench --keep DIR` left behind, so the
// kept files stay as they were for the next run.
inline QString copyOf(const QString &from, const QTemporaryDir &dir, const QString &name)
{
    const QString to = dir.filePath(name);
    QFile::remove(to);
    if (!QFile::copy(from, to))
        throw std::runtime_error("cannot copy a kept lake; run tarn_bench --sizes 100000,1000000 --keep DIR first");
    return to;
}

// The process's peak resident memory so far (VmHWM), in KiB; -1 if unknown.
inline qint64 peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// One line of a benchmark's table: a figure beside the same work done raw.
struct Row
{
    QString figure;
    double tarn = 0;
    double raw = 0;
    int decimals = 1;
    QString target;
    QString met; // "yes", "**no**" or "—"
};

inline QString num(double v, int decimals)
{
    return QLocale::c().toString(v, 'f', decimals);
}

inline QString yesNo(bool ok)
{
    return ok ? QStringLiteral("yes") : QStringLiteral("**no**");
}

// The table on stdout, and in `outPath` too when one is given.
inline void publishTable(const QString &table, const QString &outPath)
{
    QTextStream(stdout) << table;
    if (outPath.isEmpty())
        return;
    QFile f(outPath);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text))
        throw std::runtime_error("cannot write the table to " + outPath.toStdString());
    f.write(table.toUtf8());
}

} // namespace tarn::bench
