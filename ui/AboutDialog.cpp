// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AboutDialog.h"

#include "Decompounder.h"
#include "Manual.h"
#include "ShortcutsDialog.h"
#include "StoreVersions.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

QLabel *richLabel(const QString &html, const QString &accessibleName, QWidget *parent)
{
    auto *label = new QLabel(html, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setAccessibleName(accessibleName);
    return label;
}

QString plain(const QLabel *label)
{
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

} // namespace

AboutDialog::AboutDialog(const QString &lakeDisplay, const QList<QAction *> &shortcuts, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Tarn"));
    setObjectName(QStringLiteral("aboutDialog"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tarn.svg")).pixmap(64, 64));
    icon->setAccessibleName(tr("Tarn's icon"));

    const QString gpl = QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html");
    m_about = richLabel(
        tr("<h3>Tarn %1</h3>"
           "<p>A local memory lake: what you author sticks, what is observed wilts, and what you engage "
           "with is kept.</p>"
           "<p>Copyright © 2026 The Tarn maintainers.</p>"
           "<p>Tarn is free software: you can redistribute it and/or modify it under the terms of the "
           "<a href=\"%2\">GNU General Public License</a>, version 3 or (at your option) any later version "
           "(GPL-3.0-or-later). It comes with absolutely no warranty.</p>")
            .arg(QApplication::applicationVersion(), gpl),
        tr("About Tarn"), this);
    m_about->setObjectName(QStringLiteral("aboutText"));

    const QString postgres = StoreVersions::postgresAvailable()
                                 ? tr("available")
                                 : tr("not installed (the package libqt6sql6-psql opens PostgreSQL lakes)");
    // The binary holds OpenThesaurus's words (LGPL) when built with them.
    const QString compounds = Decompounder::builtIn()
                                  ? tr("German compounds: split with the words of OpenThesaurus (LGPL), built in")
                                  : tr("German compounds: searched whole (built without OpenThesaurus)");
    m_versions = richLabel(tr("<p>Qt %1 (built with %2)<br>SQLite %3<br>PostgreSQL lakes: %4</p>")
                                   .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
                                        StoreVersions::sqlite(), postgres.toHtmlEscaped())
                               + QStringLiteral("<p>%1</p>").arg(compounds.toHtmlEscaped()),
                           tr("Versions"), this);
    m_versions->setObjectName(QStringLiteral("aboutVersions"));

    m_lake = richLabel(tr("<p>This window's lake: %1</p><p><a href=\"%2\">The manual</a> · "
                          "<code>man tarn</code> for the command line</p>")
                           .arg(lakeDisplay.toHtmlEscaped(), Manual::url().toString(QUrl::FullyEncoded).toHtmlEscaped()),
                       tr("Lake and manual"), this);
    m_lake->setObjectName(QStringLiteral("aboutLake"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *keys = buttons->addButton(tr("&Keyboard Shortcuts…"), QDialogButtonBox::ActionRole);
    keys->setObjectName(QStringLiteral("aboutShortcuts"));
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(keys, &QPushButton::clicked, this, [this, shortcuts] {
        auto *dialog = new ShortcutsDialog(shortcuts, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    connect(aboutQt, &QPushButton::clicked, this, [this] { QApplication::aboutQt(); });

    auto *text = new QVBoxLayout;
    text->addWidget(m_about);
    text->addWidget(m_versions);
    text->addWidget(m_lake);
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    // Fits a 1024×600 screen at any scale the window supports.
    setMaximumWidth(560);
}

QString AboutDialog::text() const
{
    return plain(m_about) + u'\n' + plain(m_versions) + u'\n' + plain(m_lake);
}

} // namespace tarn::ui
