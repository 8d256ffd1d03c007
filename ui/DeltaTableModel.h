// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "LakeTypes.h"

#include <QAbstractTableModel>
#include <optional>
#include <QList>
#include <QSet>

namespace tarn {
class Clock;
class LakeReaderHost;
struct LakeChanges;
struct EngagementMarks;
}

namespace tarn::ui {

// The delta browser's rows: pages of the lake fetched lazily, in the order
// its columns show (newest first unless a header says otherwise), by keyset
// (the last row shown), never by OFFSET and never all at once.
// fetchMore only asks the worker; rows arrive later through pageReady, so
// neither scrolling nor a reload ever waits on the lake.
class DeltaTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { When, Source, KindColumn, Content, Origin, Confidence, WiltsIn, ColumnCount };
    enum Role {
        DeltaIdRole = Qt::UserRole + 1,
        FullContentRole,
        ExpiresAtRole,
        // What is left of the delta's lifetime, 1.0 when just observed, 0.0
        // at expiry; invalid for authored deltas. The countdown's bar.
        LifeLeftRole,
        // Milliseconds until the deadline (0 once passed); invalid for
        // authored deltas. The countdown's colour: "in 2 min" is red
        // whatever the delta's lifetime was.
        TimeLeftRole,
        // How the person engaged with the delta: EngagedDeltas::Mark bits
        // (0: not at all). The Origin column shows it as an icon.
        EngagedRole,
    };

    DeltaTableModel(LakeReaderHost *reader, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    const Delta *deltaAt(int row) const;
    int rowOf(const QString &id) const; // -1 when not loaded

    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows) { m_pageSize = rows; }
    // True once the first page has answered (the empty state needs to know
    // "empty" apart from "not loaded yet").
    bool hasLoaded() const { return m_loaded; }
    bool isFetching() const { return m_pageRequest != 0; }

    // Fetches the first page afresh and swaps it in when it arrives, so the
    // table does not flash empty while the worker reads. The first call
    // starts the model; fetchMore then adds the following pages.
    void reload();
    // Shows only what matches (search included); reloads from the top.
    void setFilter(const ListFilter &filter);
    const ListFilter &filter() const { return m_filter; }
    // The countdown moves: repaint the "wilts in" cells of rows first..last.
    void refreshWiltsIn(int first, int last);

    // A header was clicked (QTableView with sorting enabled): the lake is
    // read again in that order, by keyset. The columns the lake can order
    // by are When, Source, Kind, Confidence and Wilts in; the others leave
    // the order as it is (sortColumn() says which column it is).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    static bool isSortable(int column);
    int sortColumn() const;
    Qt::SortOrder sortOrder() const;

    // Someone changed the lake: reads the first rows again, as many as are
    // held (LakeReader::fetchChanges), and applies them in place, with row
    // inserts, removals, moves and dataChanged, never a reset, so selection
    // and persistent indexes survive: new rows come in where the order puts
    // them; held rows that were forgotten, reaped or expired go, changed
    // ones repaint. Waits for a page in flight; several calls while one is
    // answered make one more.
    void refreshLive();
    bool isRefreshingLive() const { return m_liveRequest != 0 || m_livePending; }

    // The countdown text for an expiry at this instant ("in 3 d 4 h", "forever").
    static QString wiltsInText(const std::optional<qint64> &expiresAt, qint64 nowMs);

Q_SIGNALS:
    void pageLoaded(int rowsAdded, bool replaced);
    // After a search's first page: how many deltas match (`atLeast`: more
    // than that); count -1 when there is no search.
    void matchCountChanged(int count, bool atLeast);
    void loadFailed(const QString &message);
    // A live refresh was applied: `added` rows came in; the ids of held
    // rows that went or changed.
    void liveUpdated(int added, const QStringList &gone, const QStringList &changed);

private:
    void onPageReady(quint64 requestId, const QList<Delta> &deltas);
    std::optional<std::pair<int, bool>> m_pendingCount; // for m_pageRequest
    void onRequestFailed(quint64 requestId, const QString &message);
    QVariant displayText(const Delta &d, int column) const;
    void onChangesReady(quint64 requestId, const LakeChanges &changes);
    void onEngagementsMarked(const EngagementMarks &marks);
    QString engagedPhrase(quint8 marks) const;
    // Turns the rows into `target` (same order for the rows both hold)
    // with the smallest row signals; returns how many rows came in.
    int mergeInto(const QList<Delta> &target, QStringList &gone, QStringList &changed);
    void afterPage();
    QSet<QString> heldIds() const; // the ids of the rows held
    // How many rows a live refresh reads: those held and kLiveMargin more.
    int liveWindow() const { return std::max<int>(m_pageSize, int(m_rows.size()) + kLiveMargin); }
    static constexpr int kLiveMargin = 64;

    LakeReaderHost *m_reader;
    const Clock &m_clock;
    ListFilter m_filter;
    QList<Delta> m_rows;
    // Engagement marks of rows read (only those with a mark): they arrive
    // just before their rows, and stay while a row may come back.
    QHash<QString, quint8> m_marks;
    int m_pageSize = 200;
    quint64 m_pageRequest = 0;  // the page in flight, 0 when idle
    bool m_replacing = false;   // the page in flight replaces every row
    bool m_exhausted = false;   // the last page came back short
    bool m_loaded = false;
    quint64 m_liveRequest = 0;  // the live refresh in flight
    int m_liveAsked = 0;        // how many rows it asked for
    bool m_livePending = false; // another was asked for meanwhile
    bool m_moreWanted = false;  // fetchMore came while a live refresh was out
    bool m_merging = false;     // a live refresh's rows are going in
};

} // namespace tarn::ui
