// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace tarn {
class SourceHostThread;
class LakeReaderHost;
class LakeWriterHost;
struct SourceOverview;
}

namespace tarn::ui {

class ConfiguredSourcesPanel;
class SourceSettingsDialog;
class SourceKindsFilter;
class SourceTableModel;

// Every source with its category, count, expiry, next expiry and last
// delta, and the way into each one's settings (double-click, Enter or
// "Settings…"). Reads go through the reader host and only the newest
// answer is shown; the dialog writes through the writer host.
class SourcesPage : public QWidget
{
    Q_OBJECT
public:
    SourcesPage(tarn::LakeReaderHost *reader, tarn::LakeWriterHost *writer, QWidget *parent = nullptr);

    SourceTableModel *model() const { return m_model; }
    ConfiguredSourcesPanel *configured() const { return m_configured; }
    void setSourceHost(tarn::SourceHostThread *host);
    QTableView *view() const { return m_view; }
    QString currentSource() const; // the selected row's source, empty when none

    // Opens the settings of a listed source (window-modal, not blocking)
    // and returns the dialog, which deletes itself when closed; null when
    // the source is not listed.
    SourceSettingsDialog *openSettings(const QString &source);

public Q_SLOTS:
    // Asks the reader for the sources afresh; an answer overtaken by a
    // newer request is dropped.
    void refresh();

Q_SIGNALS:
    void settingsChanged(const QString &source);
    void showSourceDeltas(const QString &source);
    void sourcesLoaded(int rows);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void onSourcesReady(quint64 requestId, const QList<tarn::SourceOverview> &sources);
    void onRequestFailed(quint64 requestId, const QString &message);
    void onApplied(const QString &source, qint64 retimed);
    void updateButtons();
    void openCurrent();

    LakeReaderHost *m_reader;
    LakeWriterHost *m_writer;
    SourceTableModel *m_model;
    SourceKindsFilter *m_proxy;
    QCheckBox *m_showAll;
    void updateShowAll();
    QTableView *m_view;
    QLabel *m_message;
    ConfiguredSourcesPanel *m_configured;
    QPushButton *m_settingsButton;
    QPushButton *m_deltasButton;
    QTimer *m_clockTick;
    quint64 m_request = 0; // the fetch whose answer is wanted, 0 when idle
    bool m_fitted = false; // columns are sized to the first real answer once
};

} // namespace tarn::ui
