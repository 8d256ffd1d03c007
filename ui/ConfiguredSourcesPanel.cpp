// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfiguredSourcesPanel.h"

#include "AddSourceDialog.h"
#include "ConfiguredSourceModel.h"
#include "LakeReader.h"
#include "LakeWriter.h"
#include "SourceHost.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tarn::ui {

ConfiguredSourcesPanel::ConfiguredSourcesPanel(LakeReaderHost *reader, LakeWriterHost *writer, QWidget *parent)
    : QWidget(parent), m_reader(reader), m_writer(writer)
{
    auto *title = new QLabel(tr("<b>Your sources</b> — feeds and other places Tarn polls for you"), this);
    m_model = new ConfiguredSourceModel(reader->clock(), this);
    m_view = new QTableView(this);
    m_view->setAccessibleName(tr("Configured sources"));
    m_view->setTabKeyNavigation(false);
    m_view->setObjectName(QStringLiteral("configuredSources"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setMinimumHeight(4 * (fontMetrics().height() + 10));
    title->setBuddy(m_view);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("configuredSourcesMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    m_add = new QPushButton(tr("&Add…"), this);
    m_add->setToolTip(tr("Add a feed or another source for Tarn to poll"));
    m_settings = new QPushButton(tr("Se&ttings…"), this);
    m_settings->setToolTip(tr("Change the selected source's address, interval or token"));
    m_pause = new QPushButton(tr("&Pause"), this);
    m_poll = new QPushButton(tr("P&oll Now"), this);
    m_poll->setToolTip(tr("Ask the selected source for new items now"));
    m_remove = new QPushButton(tr("&Remove…"), this);
    m_remove->setToolTip(tr("Stop polling the selected source; the deltas it wrote stay until they expire"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_settings, m_pause, m_poll, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    auto *tick = new QTimer(this);
    tick->start(30 * 1000);
    connect(tick, &QTimer::timeout, m_model, &ConfiguredSourceModel::refreshRelativeTimes);
    connect(reader->reader(), &LakeReader::sourceInstancesReady, this, &ConfiguredSourcesPanel::onInstances);
    connect(reader->reader(), &LakeReader::opened, this, &ConfiguredSourcesPanel::refresh);
    connect(reader->reader(), &LakeReader::requestFailed, this, [this](quint64 id, const QString &message) {
        if (id == m_request) {
            m_request = 0;
            showMessage(tr("Could not read your sources: %1").arg(message), true);
        }
    });
    connect(writer->writer(), &LakeWriter::sourceChanged, this, [this](quint64 id, const QString &) {
        if (m_writes.removeOne(id)) {
            refresh();
            if (m_host)
                m_host->tick(); // a new or resumed source polls at once
            Q_EMIT sourcesChanged();
        }
    });
    connect(writer->writer(), &LakeWriter::failed, this, [this](quint64 id, const QString &message) {
        if (m_writes.removeOne(id))
            showMessage(message, true);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ConfiguredSourcesPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ConfiguredSourcesPanel::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &ConfiguredSourcesPanel::openAddDialog);
    connect(m_settings, &QPushButton::clicked, this, &ConfiguredSourcesPanel::openSettingsDialog);
    connect(m_view, &QTableView::doubleClicked, this, &ConfiguredSourcesPanel::openSettingsDialog);
    connect(m_pause, &QPushButton::clicked, this, &ConfiguredSourcesPanel::pauseOrResumeCurrent);
    connect(m_poll, &QPushButton::clicked, this, &ConfiguredSourcesPanel::pollCurrent);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeCurrent(false); });
    updateButtons();
}

void ConfiguredSourcesPanel::setSourceHost(SourceHostThread *host)
{
    m_host = host;
    connect(host->host(), &SourceHost::pollFinished, this, [this](const QString &name, int written, const QString &error) {
        if (!error.isEmpty())
            showMessage(tr("%1: %2").arg(name, error), true);
        else if (written > 0)
            showMessage(tr("%1: %2 new.").arg(name).arg(written), false);
        refresh();
        if (written > 0)
            Q_EMIT sourcesChanged();
    });
    updateButtons();
}

void ConfiguredSourcesPanel::refresh()
{
    m_request = m_reader->fetchSourceInstances();
}

QString ConfiguredSourcesPanel::currentName() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ConfiguredSourceModel::NameRole).toString() : QString();
}

QString ConfiguredSourcesPanel::message() const
{
    return m_message->isVisible() || !m_message->text().isEmpty() ? m_message->text() : QString();
}

void ConfiguredSourcesPanel::onInstances(quint64 requestId, const QList<SourceInstance> &instances)
{
    if (requestId != m_request)
        return;
    m_request = 0;
    const QString selected = currentName();
    m_model->setInstances(instances);
    if (const int row = m_model->rowOf(selected); row >= 0)
        m_view->selectRow(row);
    else if (!instances.isEmpty())
        m_view->selectRow(0);
    m_view->resizeColumnsToContents();
    updateButtons();
    Q_EMIT instancesLoaded(int(instances.size()));
}

AddSourceDialog *ConfiguredSourcesPanel::openAddDialog()
{
    auto *dialog = new AddSourceDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_writes << m_writer->addSource(dialog->type(), dialog->name(), dialog->settings());
        showMessage(tr("Added %1; Tarn polls it now and then on its schedule.").arg(dialog->name()), false);
    });
    dialog->open();
    return dialog;
}

AddSourceDialog *ConfiguredSourcesPanel::openSettingsDialog()
{
    const SourceInstance *i = m_model->instanceAt(m_view->currentIndex().row());
    if (!i)
        return nullptr;
    auto *dialog = new AddSourceDialog(*i, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_writes << m_writer->updateSource(dialog->name(), dialog->settings());
        showMessage(tr("Saved the settings of %1.").arg(dialog->name()), false);
    });
    dialog->open();
    return dialog;
}

void ConfiguredSourcesPanel::pauseOrResumeCurrent()
{
    const SourceInstance *i = m_model->instanceAt(m_view->currentIndex().row());
    if (!i)
        return;
    m_writes << m_writer->setSourcePaused(i->name, !i->paused);
}

void ConfiguredSourcesPanel::pollCurrent()
{
    const QString name = currentName();
    if (name.isEmpty() || !m_host)
        return;
    showMessage(tr("Polling %1…").arg(name), false);
    m_host->pollNow(name);
}

void ConfiguredSourcesPanel::removeCurrent(bool confirmed)
{
    const QString name = currentName();
    if (name.isEmpty())
        return;
    if (!confirmed) {
        QMessageBox ask(QMessageBox::Question, tr("Remove %1?").arg(name),
                        tr("Tarn stops polling %1 and forgets its settings. The deltas it wrote stay until they expire.")
                            .arg(name),
                        QMessageBox::NoButton, this);
        QPushButton *remove = ask.addButton(tr("&Remove Source"), QMessageBox::DestructiveRole);
        QPushButton *keep = ask.addButton(tr("&Keep It"), QMessageBox::RejectRole);
        ask.setDefaultButton(keep);
        ask.setEscapeButton(keep);
        ask.exec();
        if (ask.clickedButton() != remove)
            return;
    }
    m_writes << m_writer->removeSource(name);
}

void ConfiguredSourcesPanel::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("isError", error);
    m_message->show();
}

void ConfiguredSourcesPanel::updateButtons()
{
    const SourceInstance *i = m_model->instanceAt(m_view->currentIndex().row());
    m_pause->setEnabled(i);
    m_settings->setEnabled(i);
    m_pause->setText(i && i->paused ? tr("Res&ume") : tr("&Pause"));
    m_poll->setEnabled(i && m_host && !i->paused);
    m_remove->setEnabled(i);
}

} // namespace tarn::ui
