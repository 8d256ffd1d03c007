#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace tarn::app {

namespace {

// QLocale() follows LC_ALL / LC_MESSAGES / LANG, so the CLI and the window
// speak the language the environment asks for.
void installOne(QCoreApplication &app, const QString &name, const QString &directory)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(QLocale(), name, QStringLiteral("_"), directory))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

void installTranslators(QCoreApplication &app)
{
    installOne(app, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    installOne(app, QStringLiteral("tarn"), QStringLiteral(":/i18n"));
}

} // namespace tarn::app
