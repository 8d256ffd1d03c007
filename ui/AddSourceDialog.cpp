// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AddSourceDialog.h"

#include "HintLabel.h"
#include "SourcePlugins.h"
#include "TarnError.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {
QString translated(const QString &english)
{
    return QCoreApplication::translate("tarn::SourcePlugins", english.toUtf8().constData());
}
} // namespace

AddSourceDialog::AddSourceDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Add a Source"));
    build();
}

AddSourceDialog::AddSourceDialog(const SourceInstance &existing, QWidget *parent) : QDialog(parent), m_existing(existing)
{
    setWindowTitle(tr("Settings of %1").arg(existing.deltaSource()));
    build();
}

void AddSourceDialog::build()
{
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("sourceType"));
    for (const SourcePlugin *p : SourcePlugins::all())
        m_type->addItem(translated(p->shape().label), p->shape().type);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("sourceName"));
    m_name->setPlaceholderText(tr("e.g. fell-news"));
    m_name->setToolTip(tr("Lower-case letters, digits, '-', '_' or '.'; the deltas carry it as their source"));
    auto *top = new QFormLayout;
    top->addRow(tr("&Kind:"), m_type);
    top->addRow(tr("&Name:"), m_name);
    m_fields = new QFormLayout;
    m_help = hintLabel(QString(), this);
    m_validation = new QLabel(this);
    m_validation->setObjectName(QStringLiteral("addSourceValidation"));
    m_validation->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(m_fields);
    layout->addWidget(m_help);
    layout->addStretch(1);
    layout->addWidget(m_validation);
    layout->addWidget(m_buttons);
    setMinimumWidth(56 * fontMetrics().averageCharWidth());

    if (m_existing) {
        setType(m_existing->type);
        m_type->setEnabled(false);
        m_name->setText(m_existing->name);
        m_name->setReadOnly(true);
        m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    }
    connect(m_type, &QComboBox::currentIndexChanged, this, &AddSourceDialog::rebuildFields);
    connect(m_name, &QLineEdit::textChanged, this, &AddSourceDialog::revalidate);
    rebuildFields();
}

QString AddSourceDialog::type() const
{
    return m_type->currentData().toString();
}

QString AddSourceDialog::name() const
{
    return m_name->text().trimmed();
}

void AddSourceDialog::setType(const QString &type)
{
    m_type->setCurrentIndex(m_type->findData(type));
}

void AddSourceDialog::rebuildFields()
{
    while (m_fields->rowCount() > 0)
        m_fields->removeRow(0);
    m_editors.clear();
    const SourcePlugin *plugin = SourcePlugins::find(type());
    if (!plugin)
        return;
    const SourceShape shape = plugin->shape();
    QStringList help;
    for (const SourceField &f : shape.fields) {
        QWidget *editor = nullptr;
        switch (f.type) {
        case SourceField::Type::Integer: {
            auto *spin = new QSpinBox(this);
            spin->setRange(int(f.min), int(f.max));
            // A typed 1 in a 5–1440 box becomes 5, not silently the old
            // value; the tooltip (below) says the range.
            spin->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
            spin->setValue(f.defaultValue.isValid() ? f.defaultValue.toInt() : int(f.min));
            connect(spin, &QSpinBox::valueChanged, this, &AddSourceDialog::revalidate);
            editor = spin;
            break;
        }
        case SourceField::Type::Bool: {
            auto *check = new QCheckBox(this);
            check->setChecked(f.defaultValue.toBool());
            connect(check, &QCheckBox::toggled, this, &AddSourceDialog::revalidate);
            editor = check;
            break;
        }
        case SourceField::Type::Folder: {
            auto *row = new QWidget(this);
            auto *line = new QLineEdit(row);
            line->setObjectName(QStringLiteral("folder"));
            auto *browse = new QPushButton(tr("Browse…"), row);
            auto *h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            h->addWidget(line, 1);
            h->addWidget(browse);
            connect(browse, &QPushButton::clicked, this, [this, line] {
                const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Folder"), line->text());
                if (!dir.isEmpty())
                    line->setText(dir);
            });
            connect(line, &QLineEdit::textChanged, this, &AddSourceDialog::revalidate);
            editor = row;
            break;
        }
        case SourceField::Type::Text:
        case SourceField::Type::Url:
        case SourceField::Type::Secret: {
            auto *line = new QLineEdit(this);
            line->setText(f.defaultValue.toString());
            if (f.type == SourceField::Type::Secret)
                line->setEchoMode(QLineEdit::Password);
            if (f.type == SourceField::Type::Url)
                line->setPlaceholderText(QStringLiteral("https://"));
            connect(line, &QLineEdit::textChanged, this, &AddSourceDialog::revalidate);
            editor = line;
            break;
        }
        }
        if (m_existing && m_existing->settings.contains(f.key)) {
            const QJsonValue v = m_existing->settings.value(f.key);
            if (auto *spin = qobject_cast<QSpinBox *>(editor))
                spin->setValue(v.toInt());
            else if (auto *check = qobject_cast<QCheckBox *>(editor))
                check->setChecked(v.toBool());
            else if (auto *folder = editor->findChild<QLineEdit *>(QStringLiteral("folder")))
                folder->setText(v.toString());
            else if (auto *line = qobject_cast<QLineEdit *>(editor); line && f.type != SourceField::Type::Secret)
                line->setText(v.toString());
            else if (line && v.toBool())
                line->setPlaceholderText(tr("(kept in the keychain; type to replace)"));
        }
        editor->setObjectName(f.key);
        QString tip = translated(f.help);
        if (f.type == SourceField::Type::Integer)
            tip += u' ' + tr("(from %1 to %2)").arg(QLocale().toString(int(f.min)), QLocale().toString(int(f.max)));
        editor->setToolTip(tip.trimmed());
        m_editors.insert(f.key, editor);
        m_fields->addRow(translated(f.label) + u':', editor);
        help << translated(f.help);
    }
    m_help->setText(help.join(u' '));
    // The fields are made after the buttons, so without this Tab would go
    // from Name to the buttons and only then to the feed's address: kind,
    // name, each field in its order, then the buttons.
    QList<QWidget *> order{m_type, m_name};
    for (int row = 0; row < m_fields->rowCount(); ++row) {
        QLayoutItem *item = m_fields->itemAt(row, QFormLayout::FieldRole);
        QWidget *field = item ? item->widget() : nullptr;
        if (!field)
            continue;
        if (field->focusPolicy() & Qt::TabFocus) {
            order << field;
            continue;
        }
        for (QWidget *part : field->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            if (part->focusPolicy() & Qt::TabFocus)
                order << part;
    }
    order << m_buttons->button(QDialogButtonBox::Ok) << m_buttons->button(QDialogButtonBox::Cancel);
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));
    revalidate();
}

QJsonObject AddSourceDialog::settings() const
{
    QJsonObject out;
    for (auto it = m_editors.begin(); it != m_editors.end(); ++it) {
        if (auto *spin = qobject_cast<QSpinBox *>(it.value()))
            out.insert(it.key(), spin->value());
        else if (auto *check = qobject_cast<QCheckBox *>(it.value()))
            out.insert(it.key(), check->isChecked());
        else if (auto *line = qobject_cast<QLineEdit *>(it.value())) {
            // Editing, an empty secret means "keep the stored one".
            if (m_existing && line->echoMode() == QLineEdit::Password && line->text().trimmed().isEmpty())
                continue;
            out.insert(it.key(), line->text().trimmed());
        }
        else if (auto *folder = it.value()->findChild<QLineEdit *>(QStringLiteral("folder")))
            out.insert(it.key(), folder->text().trimmed());
    }
    return out;
}

QString AddSourceDialog::validationMessage() const
{
    return m_validation->text();
}

void AddSourceDialog::revalidate()
{
    QString why;
    const SourcePlugin *plugin = SourcePlugins::find(type());
    if (!plugin)
        why = tr("Choose a kind of source.");
    else if (!m_existing && !SourcePlugins::isValidName(name()))
        why = name().isEmpty() ? tr("Give the source a name.")
                               : tr("The name takes lower-case letters, digits, '-', '_' and '.', up to 40 of them.");
    else {
        QJsonObject given = settings();
        // A kept secret counts as given.
        if (m_existing)
            for (const SourceField &f : plugin->shape().fields)
                if (f.type == SourceField::Type::Secret && !given.contains(f.key) && m_existing->settings.value(f.key).toBool())
                    given.insert(f.key, QStringLiteral("(kept)"));
        try {
            SourcePlugins::checkedSettings(plugin->shape(), given);
        } catch (const TarnError &e) {
            why = e.message();
        }
    }
    m_validation->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace tarn::ui
