// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

// "&Find…" as a person reads it in a list: "Find".
QString plainText(const QAction *a)
{
    QString t = a->text();
    t.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // a mnemonic's &; "&&" stays one &
    if (t.endsWith(QChar(0x2026)))
        t.chop(1);
    return t;
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));

    QList<std::pair<QString, QString>> rows;
    for (const QAction *a : actions) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        rows.append({plainText(a), keys.join(tr(" or "))});
    }
    // Keys that belong to a widget, not to an action of the window.
    rows.append({tr("Clear the search (in the search box)"), QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText)});
    rows.append({tr("Save (in Affirm, Refute, Reply and Correct)"),
                 QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)});
    rows.append({tr("Go to the last delta: the order turns round, the oldest first (in the list)"),
                 QKeySequence(Qt::CTRL | Qt::Key_End).toString(QKeySequence::NativeText)});
    rows.append({tr("Sort by a column, or turn its order round (click its header)"), tr("Click")});
    rows.append({tr("Move to the next or previous control"),
                 tr("%1 / %2").arg(QKeySequence(Qt::Key_Tab).toString(QKeySequence::NativeText),
                                   QKeySequence(Qt::SHIFT | Qt::Key_Tab).toString(QKeySequence::NativeText))});

    m_table = new QTableWidget(int(rows.size()), 2, this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows.at(r).first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows.at(r).second));
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(480, 420);
}

QStringList ShortcutsDialog::rows() const
{
    QStringList out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        out << m_table->item(r, 0)->text() + u'\t' + m_table->item(r, 1)->text();
    return out;
}

} // namespace tarn::ui
