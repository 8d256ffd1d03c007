// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenLakeDialog.h"

#include "HintLabel.h"
#include "LakeLocation.h"
#include "TarnError.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tarn::ui {

OpenLakeDialog::OpenLakeDialog(const QString &currentLake, QWidget *parent)
    : QDialog(parent), m_currentDisplay(LakeLocation::displayOf(currentLake))
{
    setObjectName(QStringLiteral("openLakeDialog"));
    setWindowTitle(tr("Open Lake"));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(tr("&Lake file or server:"), this);
    layout->addWidget(label);
    auto *row = new QHBoxLayout;
    m_location = new QLineEdit(this);
    m_location->setObjectName(QStringLiteral("lakeLocation"));
    m_location->setAccessibleName(tr("Lake file or server"));
    m_location->setPlaceholderText(tr("/path/to/lake.sqlite or postgresql://user@host/tarn"));
    m_location->setClearButtonEnabled(true);
    m_location->setMinimumWidth(fontMetrics().averageCharWidth() * 48);
    label->setBuddy(m_location);
    row->addWidget(m_location, 1);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(QStringLiteral("browseLake"));
    connect(browse, &QPushButton::clicked, this, &OpenLakeDialog::browse);
    row->addWidget(browse);
    layout->addLayout(row);
    layout->addWidget(hintLabel(tr("It opens in a window of its own, beside this one. A file that does not exist yet "
                                   "becomes a new, empty lake. A server's password is asked for once and kept in "
                                   "the system keychain."),
                                this));
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("openLakeHint"));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_location, &QLineEdit::textChanged, this, &OpenLakeDialog::revalidate);
    revalidate();
}

void OpenLakeDialog::setLocation(const QString &location)
{
    m_location->setText(location);
}

QString OpenLakeDialog::location() const
{
    const QString typed = m_location->text().trimmed();
    if (LakeLocation::looksLikeServer(typed))
        return typed;
    return QDir::cleanPath(QFileInfo(QDir::fromNativeSeparators(typed)).absoluteFilePath());
}

QString OpenLakeDialog::hint() const
{
    return m_hint->text();
}

void OpenLakeDialog::browse()
{
    // A save dialog, so a new lake can be named too; an existing file is
    // opened, never overwritten.
    const QString start = m_location->text().isEmpty() || LakeLocation::looksLikeServer(m_location->text())
                              ? QDir::homePath()
                              : QFileInfo(location()).absolutePath();
    const QString file = QFileDialog::getSaveFileName(this, tr("Open Lake"), start,
                                                      tr("Tarn lakes (*.sqlite *.db *.lake);;All files (*)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!file.isEmpty())
        m_location->setText(QDir::toNativeSeparators(file));
}

void OpenLakeDialog::revalidate()
{
    QString problem;
    const QString typed = m_location->text().trimmed();
    if (typed.isEmpty()) {
        problem = tr("Name a lake file or a postgresql:// server.");
    } else {
        try {
            const LakeLocation parsed = LakeLocation::parse(location());
            if (parsed.toDisplayString() == m_currentDisplay)
                problem = tr("This window shows that lake already.");
            else if (parsed.isFile() && QFileInfo(parsed.filePath()).isDir())
                problem = tr("%1 is a folder; name a lake file in it.").arg(QDir::toNativeSeparators(parsed.filePath()));
            else if (parsed.isFile() && !QFileInfo(QFileInfo(parsed.filePath()).absolutePath()).isDir())
                problem = tr("The folder %1 does not exist.")
                              .arg(QDir::toNativeSeparators(QFileInfo(parsed.filePath()).absolutePath()));
        } catch (const TarnError &e) {
            problem = e.message();
        }
    }
    m_hint->setText(problem);
    m_hint->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(problem.isEmpty());
}

} // namespace tarn::ui
