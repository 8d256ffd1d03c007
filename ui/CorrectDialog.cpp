// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CorrectDialog.h"

#include "DialogKeys.h"
#include "HintLabel.h"
#include "TagText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tarn::ui {

CorrectDialog::CorrectDialog(const Delta &target, QWidget *parent) : QDialog(parent), m_target(target)
{
    setWindowTitle(tr("Correct %1").arg(target.id));
    auto *intro = hintLabel((target.isAuthored() ? tr("What is true now? Tarn writes it as a new delta that supersedes %1; "
                                                      "the old one is kept with its lineage but leaves every view.")
                                                 : tr("What is true now? Tarn writes it as a new delta of your own that "
                                                      "supersedes %1 and sticks; the observation is kept with its "
                                                      "lineage but leaves every view."))
                                .arg(target.id),
                            this);
    m_content = new QPlainTextEdit(target.content, this);
    m_content->setObjectName(QStringLiteral("correctContent"));
    m_content->setTabChangesFocus(true);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("correctKind"));
    for (const QString &name : kindNames())
        m_kind->addItem(name, name);
    m_kind->setCurrentIndex(m_kind->findData(kindName(target.kind)));
    m_tags = new QLineEdit(target.tags.join(QStringLiteral(", ")), this);
    m_tags->setObjectName(QStringLiteral("correctTags"));
    m_tags->setPlaceholderText(tr("Comma-separated, e.g. project:tarn, travel"));
    m_subject = new QLineEdit(target.subject, this);
    m_subject->setObjectName(QStringLiteral("correctSubject"));
    m_subject->setPlaceholderText(tr("Who or what it is about"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Content:"), m_content);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Tags:"), m_tags);
    form->addRow(tr("&Subject:"), m_subject);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("correctHint"));
    m_hint->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write Correction"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    DialogKeys::saveOnCtrlEnter(this, m_buttons->button(QDialogButtonBox::Ok));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);
    resize(64 * fontMetrics().averageCharWidth(), sizeHint().height());

    connect(m_content, &QPlainTextEdit::textChanged, this, &CorrectDialog::revalidate);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CorrectDialog::revalidate);
    connect(m_tags, &QLineEdit::textChanged, this, &CorrectDialog::revalidate);
    connect(m_subject, &QLineEdit::textChanged, this, &CorrectDialog::revalidate);
    revalidate();
}

MemoryOperations::Patch CorrectDialog::patch() const
{
    MemoryOperations::Patch p;
    if (const QString content = m_content->toPlainText().trimmed(); content != m_target.content)
        p.content = content;
    if (const auto kind = kindFromName(m_kind->currentData().toString()); kind && *kind != m_target.kind)
        p.kind = kind;
    if (const QStringList t = tagsFromText(m_tags->text()); t != m_target.tags)
        p.tags = t;
    if (const QString subject = m_subject->text().trimmed(); subject != m_target.subject)
        p.subject = subject;
    // The person's correction of an observation is theirs: authored.
    if (!m_target.isAuthored() && (p.content || p.kind || p.tags || p.subject))
        p.source = QStringLiteral("chat");
    return p;
}

bool CorrectDialog::hasChanges() const
{
    const MemoryOperations::Patch p = patch();
    return p.content || p.kind || p.tags || p.subject;
}

void CorrectDialog::revalidate()
{
    QString why;
    if (m_content->toPlainText().trimmed().isEmpty())
        why = tr("The content cannot be empty; to drop a delta, use Forget or Mark Invalid.");
    else if (!hasChanges())
        why = tr("Change the content, kind, tags or subject to write a correction.");
    m_hint->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void CorrectDialog::setContent(const QString &content)
{
    m_content->setPlainText(content);
}

void CorrectDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kindName(kind)));
}

void CorrectDialog::setTags(const QString &commaSeparated)
{
    m_tags->setText(commaSeparated);
}

void CorrectDialog::setSubject(const QString &subject)
{
    m_subject->setText(subject);
}

} // namespace tarn::ui
