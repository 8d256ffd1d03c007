// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace tarn::app {

namespace {

// QLocale() follows LC_ALL / LC_MESSAGES / LANG, so the CLI and the window
// speak the language the environment asks for.
bool installOne(QCoreApplication &app, const QString &name, const QString &directory)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(QLocale(), name, QStringLiteral("_"), directory))
        return QCoreApplication::installTranslator(translator);
    delete translator;
    return false;
}

} // namespace

void installTranslators(QCoreApplication &app)
{
    installOne(app, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // An installed tarn prefers the catalogues packaged beside it
    // (share/tarn/translations), so they can be updated without a rebuild;
    // a build tree has none there and uses the embedded copy.
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/tarn/translations");
    if (!installOne(app, QStringLiteral("tarn"), installed))
        installOne(app, QStringLiteral("tarn"), QStringLiteral(":/i18n"));
}

} // namespace tarn::app
