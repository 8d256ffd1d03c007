// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>
#include <QSet>
#include <QWidget>

class QLabel;
class QTableView;

namespace tarn {
class LakeReaderHost;
class LakeWriterHost;
}

namespace tarn::ui {

class DeltaTableModel;
class WiltsInTicker;

// The browser's rows with the Origin column turned into a "Keep" button
// column: every row here is observed, so that column is better used for
// the one action that matters before the reaper comes.
class WiltingSoonModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    static constexpr int KeepColumn = 4; // DeltaTableModel::Origin
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void markKept(const QString &id);
    bool isKept(const QString &id) const { return m_kept.contains(id); }

private:
    QSet<QString> m_kept;
};

// "No surprise deletions": what the reaper will take in the next 24 hours,
// soonest source first, each with a one-click Keep that affirms it (an
// authored copy that never expires), so a person sees what is about to go
// and can save it.
class WiltingSoonPage : public QWidget
{
    Q_OBJECT
public:
    WiltingSoonPage(LakeReaderHost *reader, LakeWriterHost *writer, QWidget *parent = nullptr);

    void refresh();
    // Takes in what changed in place, keeping the selection and the rows
    // in sight (DeltaTableModel::refreshLive).
    void refreshLive();
    DeltaTableModel *model() const { return m_model; }
    WiltingSoonModel *keepModel() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    // One-click keep: affirms with a standard reason.
    void keep(int row);
    static QString keepReason();

Q_SIGNALS:
    void kept(const QString &targetId, const QString &engagementId);
    void keepFailed(const QString &message);

private:
    void updateHeader();

    LakeWriterHost *m_writer;
    DeltaTableModel *m_model;
    WiltingSoonModel *m_proxy;
    QTableView *m_view;
    QLabel *m_header;
    WiltsInTicker *m_ticker;
    QHash<quint64, QString> m_pending; // engage request -> target id
};

} // namespace tarn::ui
