// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngageDialog.h"

#include "DialogKeys.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tarn::ui {

QString EngageDialog::verb(EngagementType type)
{
    switch (type) {
    case EngagementType::Affirm: return tr("Affirm");
    case EngagementType::Refute: return tr("Refute");
    case EngagementType::Reply: return tr("Reply");
    }
    return {};
}

EngageDialog::EngageDialog(const Delta &target, EngagementType type, QWidget *parent)
    : QDialog(parent), m_target(target), m_type(type)
{
    setWindowTitle(tr("%1 — %2").arg(verb(type), target.source));
    setMinimumWidth(560);

    QString question;
    switch (type) {
    case EngagementType::Affirm: question = tr("&Why does this matter to you?"); break;
    case EngagementType::Refute: question = tr("&What is wrong with it?"); break;
    case EngagementType::Reply: question = tr("&Your reply:"); break;
    }
    auto *targetLabel = new QLabel(this);
    targetLabel->setWordWrap(true);
    targetLabel->setTextFormat(Qt::PlainText);
    targetLabel->setText(target.content.left(400) + (target.content.size() > 400 ? QStringLiteral(" …") : QString()));
    targetLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_reason = new QPlainTextEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setTabChangesFocus(true);
    m_reason->setPlaceholderText(tr("A sentence is enough; it is kept with what you engage with."));
    m_reason->setFixedHeight(m_reason->fontMetrics().lineSpacing() * 4 + 12);
    auto *reasonLabel = new QLabel(question, this);
    reasonLabel->setBuddy(m_reason);

    m_preview = new QTextBrowser(this);
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->setMinimumHeight(160);
    auto *previewLabel = new QLabel(tr("What Tarn will keep (authored, never expires):"), this);

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    // Whole phrases, so a translation can inflect the verb.
    const QString saveText = type == EngagementType::Affirm   ? tr("&Save affirmation")
                             : type == EngagementType::Refute ? tr("&Save refutation")
                                                              : tr("&Save reply");
    m_buttons->button(QDialogButtonBox::Save)->setText(saveText);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canSave())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    DialogKeys::saveOnCtrlEnter(this, m_buttons->button(QDialogButtonBox::Save));

    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(tr("<b>%1</b> · %2 · %3").arg(target.source.toHtmlEscaped(), kindName(target.kind),
                                                           target.isAuthored() ? tr("authored") : tr("observed")),
                             this);
    layout->addWidget(about);
    layout->addWidget(targetLabel);
    layout->addSpacing(6);
    layout->addWidget(reasonLabel);
    layout->addWidget(m_reason);
    layout->addWidget(previewLabel);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);

    connect(m_reason, &QPlainTextEdit::textChanged, this, &EngageDialog::updatePreview);
    updatePreview();
    m_reason->setFocus();
}

QString EngageDialog::reason() const
{
    return m_reason->toPlainText().trimmed();
}

void EngageDialog::setReason(const QString &reason)
{
    m_reason->setPlainText(reason);
}

bool EngageDialog::canSave() const
{
    return !reason().isEmpty();
}

QString EngageDialog::previewText() const
{
    return m_preview->toPlainText();
}

void EngageDialog::updatePreview()
{
    if (reason().isEmpty()) {
        // Nothing of the person's to show yet: say what the preview is for
        // rather than put words in their mouth.
        m_preview->setHtml(QStringLiteral("<p><i>%1</i></p>")
                               .arg(tr("Write why above: here you see the delta Tarn will save, as it will be saved.")
                                        .toHtmlEscaped()));
        m_buttons->button(QDialogButtonBox::Save)->setEnabled(false);
        m_hint->setText(tr("Write a reason to save: it is what makes the engagement worth keeping."));
        m_hint->setVisible(true);
        return;
    }
    const Delta d = Engagement::build(m_target, m_type, reason());
    QString html = QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(d.content.toHtmlEscaped());
    html += QStringLiteral("<p>") + tr("Source: %1 · Kind: %2 · Tags: %3")
                                        .arg(d.source, kindName(d.kind), d.tags.join(QStringLiteral(", ")).toHtmlEscaped());
    if (!d.mediaHash.isEmpty())
        html += QStringLiteral("<br>") + tr("Keeps its image (%1…)").arg(d.mediaHash.left(12));
    html += QStringLiteral("</p>");
    m_preview->setHtml(html);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(canSave());
    m_hint->setText(canSave() ? QString() : tr("Write a reason to save: it is what makes the engagement worth keeping."));
    m_hint->setVisible(!canSave());
}

} // namespace tarn::ui
