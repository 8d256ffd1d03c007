#pragma once

#include "SourcePlugin.h"

#include <QDialog>
#include <QMap>

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

    QString type() const;
    QString name() const;
    // What the fields hold, as SourceInstances::add takes it.
    QJsonObject settings() const;
    QString validationMessage() const;

    // For tests and scripts: fill a field by its key.
    QWidget *fieldEditor(const QString &key) const { return m_editors.value(key); }
    QLineEdit *nameEdit() const { return m_name; }
    void setType(const QString &type);

private:
    void rebuildFields();
    void revalidate();

    QComboBox *m_type;
    QLineEdit *m_name;
    QFormLayout *m_fields;
    QMap<QString, QWidget *> m_editors;
    QLabel *m_help;
    QLabel *m_validation;
    QDialogButtonBox *m_buttons;
};

} // namespace tarn::ui
