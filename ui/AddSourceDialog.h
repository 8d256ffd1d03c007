// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

#include <QDialog>
#include <QMap>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace tarn::ui {

// Sources → Add…: pick a kind of source, name it, fill in the settings its
// plugin declares (rendered from SourceShape: no per-plugin UI code). OK
// stays disabled, with the reason, until the settings would be accepted.
// Writes nothing itself; the page sends the result to the writer thread.
class AddSourceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AddSourceDialog(QWidget *parent = nullptr);
    // Settings… of a configured source: kind and name fixed, the fields
    // filled in; a secret left empty keeps the stored one.
    explicit AddSourceDialog(const tarn::SourceInstance &existing, QWidget *parent = nullptr);
    bool isEditing() const { return m_existing.has_value(); }

    QString type() const;
    QString name() const;
    // What the fields hold, as SourceInstances::add (and, editing, update)
    // takes it; editing leaves out a secret left empty.
    QJsonObject settings() const;
    QString validationMessage() const;

    // For tests and scripts: fill a field by its key.
    QWidget *fieldEditor(const QString &key) const { return m_editors.value(key); }
    QLineEdit *nameEdit() const { return m_name; }
    void setType(const QString &type);

private:
    void build();
    void rebuildFields();
    void revalidate();

    QComboBox *m_type;
    QLineEdit *m_name;
    QFormLayout *m_fields;
    QMap<QString, QWidget *> m_editors;
    QLabel *m_help;
    QLabel *m_validation;
    QDialogButtonBox *m_buttons;
    std::optional<tarn::SourceInstance> m_existing;
};

} // namespace tarn::ui
