// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Autostart.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace tarn::ui::Autostart {

namespace {

// The Exec key's quoting (Desktop Entry spec, "The Exec key"): a path with
// spaces or reserved characters goes in double quotes, with ", `, $ and \
// escaped by a backslash.
QString quotedForExec(const QString &path)
{
    static const QString reserved = QStringLiteral(" \t\n\"'\\><~|&;$*?#()`");
    if (std::none_of(path.cbegin(), path.cend(), [](QChar c) { return reserved.contains(c); }))
        return path;
    QString out = QStringLiteral("\"");
    for (const QChar c : path) {
        if (c == u'"' || c == u'`' || c == u'$' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

} // namespace

QString entryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
           + QStringLiteral("/autostart/io.github.tarn.tarn.desktop");
}

bool isEnabled()
{
    return QFileInfo::exists(entryPath());
}

QString entryText()
{
    return QStringLiteral("[Desktop Entry]\n"
                          "Type=Application\n"
                          "Name=Tarn\n"
                          "Comment=%1\n"
                          "Exec=%2 --hidden\n"
                          "Icon=io.github.tarn.tarn\n"
                          "Terminal=false\n"
                          "X-GNOME-Autostart-enabled=true\n")
        .arg(QCoreApplication::translate("tarn::ui::Autostart", "Keep the memory lake tidy from the tray"),
             quotedForExec(QCoreApplication::applicationFilePath()));
}

bool setEnabled(bool enabled, QString *error)
{
    const QString path = entryPath();
    if (!enabled) {
        if (QFile::exists(path) && !QFile::remove(path)) {
            if (error)
                *error = QCoreApplication::translate("tarn::ui::Autostart", "cannot remove %1").arg(path);
            return false;
        }
        return true;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = QCoreApplication::translate("tarn::ui::Autostart", "cannot create the folder %1")
                         .arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(entryText().toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("tarn::ui::Autostart", "cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace tarn::ui::Autostart
