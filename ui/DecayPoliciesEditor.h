// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QPlainTextEdit;

namespace tarn::ui {

// Edits the operator's decay policies (seed 003's DecayPolicy JSON array)
// with live validation: the message names the policy and the field at
// fault, so a typo is found without reading the whole array.
class DecayPoliciesEditor : public QWidget
{
    Q_OBJECT
public:
    explicit DecayPoliciesEditor(QWidget *parent = nullptr);

    QString json() const;
    void setJson(const QString &json);
    // Why the text cannot be used, or nullopt (empty text means "no policies").
    std::optional<QString> whyInvalid() const;
    // TARN_DECAY_POLICIES wins over the preferences; say so while it is set.
    void setEnvironmentOverride(bool overridden);

Q_SIGNALS:
    void changed();

private:
    void revalidate();
    void insertExample();

    QPlainTextEdit *m_text;
    QLabel *m_status;
    QLabel *m_override;
    QPushButton *m_example;
};

} // namespace tarn::ui
