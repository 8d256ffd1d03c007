// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace tarn {
class LakeReaderHost;
class LakeWriterHost;
class SourceHostThread;
struct SourceInstance;
}

namespace tarn::ui {

class AddSourceDialog;
class ConfiguredSourceModel;

// The top of the Sources page: the sources a person added (feeds, ...),
// each with its status (ok, error with the reason, paused), last and next
// poll and how many deltas it wrote; Add…, Pause/Resume, Poll Now and
// Remove…. Reads through the reader host, writes through the writer host;
// polls go to the source host, whose answers refresh the list.
class ConfiguredSourcesPanel : public QWidget
{
    Q_OBJECT
public:
    ConfiguredSourcesPanel(tarn::LakeReaderHost *reader, tarn::LakeWriterHost *writer, QWidget *parent = nullptr);

    void setSourceHost(tarn::SourceHostThread *host);
    ConfiguredSourceModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString currentName() const;
    QString message() const;

    // Opens Add… (window-modal, not blocking) and returns it.
    AddSourceDialog *openAddDialog();
    // Settings… of the selected source (double-click does the same).
    AddSourceDialog *openSettingsDialog();
    void pauseOrResumeCurrent();
    void pollCurrent();
    // Asks first; `confirmed` skips the question (tests).
    void removeCurrent(bool confirmed = false);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void instancesLoaded(int rows);
    void sourcesChanged(); // added, removed, paused or polled: the counts below moved

private:
    void onInstances(quint64 requestId, const QList<tarn::SourceInstance> &instances);
    void showMessage(const QString &text, bool error);
    void updateButtons();

    LakeReaderHost *m_reader;
    LakeWriterHost *m_writer;
    SourceHostThread *m_host = nullptr;
    ConfiguredSourceModel *m_model;
    QTableView *m_view;
    QLabel *m_message;
    QPushButton *m_add;
    QPushButton *m_settings;
    QPushButton *m_pause;
    QPushButton *m_poll;
    QPushButton *m_remove;
    quint64 m_request = 0;
    QList<quint64> m_writes;
};

} // namespace tarn::ui
