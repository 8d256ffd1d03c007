// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DecayPoliciesEditor.h"

#include "DecayPolicy.h"
#include "TarnError.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {
// Seed 003's own example, so the first policy a person writes starts right.
const char *const kExample = R"([
  {
    "id": "memory-context-decay",
    "relation": "memory:*",
    "scope": "company",
    "mode": "confidence",
    "half_life_s": 604800,
    "min_confidence": 0.1
  },
  {
    "id": "stale-roadmap-retract",
    "relation": "roadmap:status",
    "scope": "company",
    "mode": "retract",
    "ttl_s": 2592000
  }
])";
} // namespace

DecayPoliciesEditor::DecayPoliciesEditor(QWidget *parent) : QWidget(parent)
{
    auto *intro = new QLabel(tr("Decay policies lower the confidence of, or retract, deltas whose tags or source "
                                "match a relation glob, in one scope or all. The most specific policy wins; the "
                                "tarn: and rel: namespaces, engagements and system deltas are never touched. "
                                "Leave empty for none."),
                             this);
    intro->setWordWrap(true);

    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("decayPolicies"));
    m_text->setAccessibleName(tr("Decay policies as JSON"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlaceholderText(tr("[ { \"id\": …, \"relation\": \"memory:*\", \"scope\": \"*\", \"mode\": \"confidence\", "
                                  "\"half_life_s\": 604800 } ]"));
    m_text->setTabChangesFocus(true); // keyboard users can leave the editor
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap); // JSON reads by its own line breaks
    m_text->setMinimumHeight(10 * fontMetrics().height());

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("decayPoliciesStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_override = new QLabel(tr("TARN_DECAY_POLICIES is set in Tarn's environment; it is used instead of these."), this);
    m_override->setWordWrap(true);
    m_override->hide();

    // Only into an empty editor: it never overwrites what a person wrote.
    m_example = new QPushButton(tr("Insert &example"), this);
    m_example->setObjectName(QStringLiteral("insertExample"));
    connect(m_example, &QPushButton::clicked, this, &DecayPoliciesEditor::insertExample);

    auto *row = new QHBoxLayout;
    row->addWidget(m_status, 1);
    row->addWidget(m_example, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_text, 1);
    layout->addLayout(row);
    layout->addWidget(m_override);

    connect(m_text, &QPlainTextEdit::textChanged, this, [this] {
        revalidate();
        Q_EMIT changed();
    });
    revalidate();
}

QString DecayPoliciesEditor::json() const
{
    return m_text->toPlainText().trimmed();
}

void DecayPoliciesEditor::setJson(const QString &json)
{
    m_text->setPlainText(json);
}

std::optional<QString> DecayPoliciesEditor::whyInvalid() const
{
    try {
        DecayPolicies::parse(json().toUtf8());
        return std::nullopt;
    } catch (const TarnError &e) {
        return e.message();
    }
}

void DecayPoliciesEditor::setEnvironmentOverride(bool overridden)
{
    m_override->setVisible(overridden);
}

void DecayPoliciesEditor::revalidate()
{
    m_example->setEnabled(json().isEmpty());
    if (const auto why = whyInvalid()) {
        m_status->setText(*why);
        return;
    }
    const qsizetype count = json().isEmpty() ? 0 : DecayPolicies::parse(json().toUtf8()).size();
    m_status->setText(count == 0   ? tr("No decay policies: the policy sweep does nothing.")
                      : count == 1 ? tr("One valid policy.")
                                   : tr("%1 valid policies.").arg(count));
}

void DecayPoliciesEditor::insertExample()
{
    if (json().isEmpty())
        m_text->setPlainText(QString::fromUtf8(kExample));
    m_text->setFocus();
}

} // namespace tarn::ui
