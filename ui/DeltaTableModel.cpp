// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaTableModel.h"

#include "EngagedDeltas.h"
#include "ExpiryLaws.h"
#include "FeedItem.h"
#include "LakeReader.h"
#include "TimeFormat.h"

#include <QDateTime>
#include <QHash>
#include <QIcon>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <array>
#include <utility>

namespace tarn::ui {

namespace {

// Longest content kept in the display role: the view elides to the column
// width anyway, and shorter strings keep layout cheap on long lakes.
constexpr int kDisplayChars = 240;

QString oneLine(const QString &text)
{
    QString out = text.left(kDisplayChars).simplified();
    if (text.size() > kDisplayChars)
        out += QStringLiteral(" …");
    return out;
}

QString localTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace

DeltaTableModel::DeltaTableModel(LakeReaderHost *reader, QObject *parent)
    : QAbstractTableModel(parent), m_reader(reader), m_clock(reader->clock())
{
    connect(reader->reader(), &LakeReader::pageReady, this, &DeltaTableModel::onPageReady);
    connect(reader->reader(), &LakeReader::matchesCounted, this, [this](quint64 requestId, int count, bool atLeast) {
        if (requestId == m_pageRequest)
            m_pendingCount = std::make_pair(count, atLeast);
    });
    connect(reader->reader(), &LakeReader::requestFailed, this, &DeltaTableModel::onRequestFailed);
    // A page is only cancelled because a newer one was asked for; if that
    // was not ours (another model on the same reader), we are simply idle.
    connect(reader->reader(), &LakeReader::pageCancelled, this, [this](quint64 requestId) {
        if (requestId != m_pageRequest)
            return;
        m_pageRequest = 0;
        m_replacing = false;
        afterPage();
    });
    connect(reader->reader(), &LakeReader::changesReady, this, &DeltaTableModel::onChangesReady);
    connect(reader->reader(), &LakeReader::engagementsMarked, this, &DeltaTableModel::onEngagementsMarked);
}

void DeltaTableModel::onEngagementsMarked(const EngagementMarks &marks)
{
    for (const QString &id : marks.read) {
        const quint8 now = marks.marks.value(id, 0);
        if (now == m_marks.value(id, 0))
            continue;
        if (now)
            m_marks.insert(id, now);
        else
            m_marks.remove(id);
        // A row already held changes its mark in place (an engagement
        // written here or elsewhere, seen by a live refresh).
        if (const int row = rowOf(id); row >= 0)
            Q_EMIT dataChanged(index(row, Origin), index(row, Origin));
    }
}

// "You affirmed it and replied to it": the Origin column's tooltip and
// what a screen reader says after "Observed".
QString DeltaTableModel::engagedPhrase(quint8 marks) const
{
    QStringList what;
    if (marks & EngagedDeltas::Affirmed)
        what << tr("affirmed");
    if (marks & EngagedDeltas::Refuted)
        what << tr("refuted");
    if (marks & EngagedDeltas::Replied)
        what << tr("replied to");
    return QLocale().createSeparatedList(what);
}

int DeltaTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DeltaTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const Delta *DeltaTableModel::deltaAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int DeltaTableModel::rowOf(const QString &id) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).id == id)
            return i;
    return -1;
}

QString DeltaTableModel::wiltsInText(const std::optional<qint64> &expiresAt, qint64 nowMs)
{
    if (!expiresAt)
        return tr("forever");
    const qint64 left = *expiresAt - nowMs;
    if (left <= 0)
        return tr("now");
    return tr("in %1").arg(TimeFormat::humanDuration(left));
}

QVariant DeltaTableModel::displayText(const Delta &d, int column) const
{
    switch (column) {
    case When: return localTime(d.observedAt);
    case Source: return d.source;
    case KindColumn: return kindName(d.kind);
    case Content: return oneLine(d.content);
    case Origin:
        // In the view of what was hidden, what became of it.
        if (d.state == DeltaState::Forgotten)
            return tr("Forgotten");
        if (d.state == DeltaState::Invalidated)
            return tr("Invalid");
        return d.isAuthored() ? tr("Authored") : tr("Observed");
    case Confidence: return QLocale().toString(d.confidence, 'f', 2);
    case WiltsIn: return wiltsInText(ExpiryLaws::deadline(d), m_clock.nowMs());
    }
    return {};
}

QVariant DeltaTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Delta &d = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(d, index.column());
    case Qt::ToolTipRole:
        switch (index.column()) {
        case When:
            // A feed item: when it was published beside when a poll saw it.
            if (d.validFrom && isFeedItem(d))
                return tr("Observed %1 (UTC)\nPublished %2 (UTC)")
                    .arg(TimeFormat::toIso(d.observedAt), TimeFormat::toIso(*d.validFrom));
            return tr("Observed %1 (UTC)").arg(TimeFormat::toIso(d.observedAt));
        case Content: return d.content;
        case Origin:
            if (const quint8 marks = m_marks.value(d.id, 0))
                return tr("Engaged: %1").arg(engagedPhrase(marks));
            return {};
        case WiltsIn:
            if (const auto gone = ExpiryLaws::deadline(d)) // soft decay included
                return tr("Expires %1 (UTC)").arg(TimeFormat::toIso(*gone));
            return d.expiresAt ? tr("Expires %1 (UTC)").arg(TimeFormat::toIso(*d.expiresAt))
                               : tr("Authored: never expires");
        default: return {};
        }
    case Qt::DecorationRole:
        // The strongest engagement shows: refuted, else affirmed, else replied.
        if (index.column() == Origin) {
            const quint8 marks = m_marks.value(d.id, 0);
            const char *icon = marks & EngagedDeltas::Refuted    ? "refute"
                               : marks & EngagedDeltas::Affirmed ? "affirm"
                               : marks & EngagedDeltas::Replied  ? "reply"
                                                                 : nullptr;
            if (icon)
                return QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1StringView(icon)));
        }
        return {};
    case Qt::AccessibleTextRole:
        if (index.column() == Origin)
            if (const quint8 marks = m_marks.value(d.id, 0))
                return tr("%1, %2").arg(displayText(d, Origin).toString(), engagedPhrase(marks));
        return {};
    case EngagedRole: return m_marks.value(d.id, 0);
    case Qt::TextAlignmentRole:
        if (index.column() == Confidence)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case DeltaIdRole: return d.id;
    case FullContentRole: return d.content;
    // The deadline (soft decay included), not the stored expires_at: the
    // countdown, its colour and Wilting soon's order all read these.
    case ExpiresAtRole: {
        const auto gone = ExpiryLaws::deadline(d);
        return gone ? QVariant(*gone) : QVariant();
    }
    case LifeLeftRole: {
        const auto gone = ExpiryLaws::deadline(d);
        if (!gone)
            return {};
        const qint64 life = std::max<qint64>(1, *gone - d.observedAt);
        return std::clamp(double(*gone - m_clock.nowMs()) / double(life), 0.0, 1.0);
    }
    case TimeLeftRole: {
        const auto gone = ExpiryLaws::deadline(d);
        return gone ? QVariant(std::max<qint64>(0, *gone - m_clock.nowMs())) : QVariant();
    }
    }
    return {};
}

QVariant DeltaTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Origin)
        return tr("Authored deltas stick; observed ones wilt when their time is up");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case When: return tr("When");
    case Source: return tr("Source");
    case KindColumn: return tr("Kind");
    case Content: return tr("Content");
    case Origin: return tr("Origin");
    case Confidence: return tr("Confidence");
    case WiltsIn: return tr("Wilts in");
    }
    return {};
}

bool DeltaTableModel::canFetchMore(const QModelIndex &parent) const
{
    // The first page comes from reload(), once the owner knows the lake is
    // open; until then a view's eager fetchMore would only earn an error.
    return !parent.isValid() && m_loaded && !m_exhausted;
}

void DeltaTableModel::fetchMore(const QModelIndex &parent)
{
    // One page in flight at a time: the view asks again once rows arrive
    // and the bottom is still in sight.
    if (parent.isValid() || m_exhausted || m_pageRequest != 0)
        return;
    // A live refresh is merging into the rows; the page after them is asked
    // for once it is in (the rows at the bottom may still change).
    if (m_liveRequest != 0) {
        // Asked from the merge's own row signals (views, testers): like a
        // page's, they say nothing about wanting more.
        if (!m_merging)
            m_moreWanted = true;
        return;
    }
    const QString after = m_rows.isEmpty() ? QString() : m_rows.constLast().id;
    m_replacing = false;
    m_pageRequest = m_reader->fetchPage(m_filter, after, m_pageSize);
}

void DeltaTableModel::reload()
{
    // A live refresh on its way reads what this reload reads; drop it.
    m_liveRequest = 0;
    m_livePending = false;
    m_moreWanted = false;
    m_pendingCount.reset();
    // Whatever page was in flight is now stale; its answer is dropped.
    m_replacing = true;
    m_pageRequest = m_reader->fetchPage(m_filter, QString(), m_pageSize);
}

namespace {

// The columns the lake can order by, and by what.
constexpr std::array<std::pair<int, SortKey>, 5> kSortColumns{{
    {DeltaTableModel::When, SortKey::When},
    {DeltaTableModel::Source, SortKey::Source},
    {DeltaTableModel::KindColumn, SortKey::Kind},
    {DeltaTableModel::Confidence, SortKey::Confidence},
    {DeltaTableModel::WiltsIn, SortKey::Deadline},
}};

std::optional<SortKey> sortKeyOf(int column)
{
    for (const auto &[c, key] : kSortColumns)
        if (c == column)
            return key;
    return std::nullopt;
}

} // namespace

bool DeltaTableModel::isSortable(int column)
{
    return sortKeyOf(column).has_value();
}

void DeltaTableModel::sort(int column, Qt::SortOrder order)
{
    const auto key = sortKeyOf(column);
    if (!key)
        return;
    const ListSort wanted{*key, order == Qt::AscendingOrder};
    if (wanted == m_filter.effectiveSort()) {
        m_filter.sort = wanted; // already so: nothing to read again
        return;
    }
    if (!m_loaded && m_pageRequest == 0) {
        // Before the first page (a header restoring its saved order): the
        // first reload reads in this order.
        m_filter.sort = wanted;
        return;
    }
    ListFilter f = m_filter;
    f.sort = wanted;
    setFilter(f);
}

int DeltaTableModel::sortColumn() const
{
    const SortKey key = m_filter.effectiveSort().key;
    for (const auto &[column, k] : kSortColumns)
        if (k == key)
            return column;
    return When;
}

Qt::SortOrder DeltaTableModel::sortOrder() const
{
    return m_filter.effectiveSort().ascending ? Qt::AscendingOrder : Qt::DescendingOrder;
}

QSet<QString> DeltaTableModel::heldIds() const
{
    QSet<QString> held;
    held.reserve(m_rows.size());
    for (const Delta &d : m_rows)
        held.insert(d.id);
    return held;
}

void DeltaTableModel::setFilter(const ListFilter &filter)
{
    m_filter = filter;
    m_exhausted = false;
    reload();
}

void DeltaTableModel::onPageReady(quint64 requestId, const QList<Delta> &deltas)
{
    if (requestId != m_pageRequest)
        return;
    const bool replaced = m_replacing;
    m_loaded = true;
    m_exhausted = deltas.size() < m_pageSize;
    // The request stays marked in flight until the rows are in: views and
    // testers call fetchMore from the row signals, and a fetch keyed on the
    // old last row would read this page twice.
    if (replaced) {
        beginResetModel();
        m_rows = deltas;
        endResetModel();
    } else if (!deltas.isEmpty()) {
        // A live refresh may have brought in a row this page holds too
        // (rows move: a deadline changed, a late row landed below the top);
        // each row is shown once.
        const QSet<QString> held = heldIds();
        QList<Delta> fresh;
        for (const Delta &d : deltas)
            if (!held.contains(d.id))
                fresh << d;
        if (!fresh.isEmpty()) {
            beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + fresh.size() - 1));
            m_rows.append(fresh);
            endInsertRows();
        }
    }
    m_pageRequest = 0;
    m_replacing = false;
    Q_EMIT pageLoaded(int(deltas.size()), replaced);
    if (replaced) {
        const auto counted = std::exchange(m_pendingCount, std::nullopt);
        if (m_filter.search.trimmed().isEmpty())
            Q_EMIT matchCountChanged(-1, false);
        else if (counted)
            Q_EMIT matchCountChanged(counted->first, counted->second);
    }
    afterPage();
}

void DeltaTableModel::afterPage()
{
    if (m_livePending && m_pageRequest == 0) {
        m_livePending = false;
        refreshLive();
    }
}

void DeltaTableModel::refreshLive()
{
    // Before the first page there is nothing to bring up to date: that
    // page will be read after the change anyway.
    if (!m_loaded)
        return;
    if (m_pageRequest != 0 || m_liveRequest != 0) {
        m_livePending = true;
        return;
    }
    m_livePending = false;
    // The first rows again, as many as are held and a margin for the new
    // ones (a page at least): in an order by what the window shows, a new
    // row can land anywhere. What comes back is the list from its top, so
    // rows beyond the margin's end are simply the next ones.
    m_liveAsked = liveWindow();
    m_liveRequest = m_reader->fetchChanges(m_filter, m_liveAsked);
}

void DeltaTableModel::onChangesReady(quint64 requestId, const LakeChanges &changes)
{
    if (requestId != m_liveRequest)
        return;
    QList<Delta> target = changes.rows;
    // A window that held the whole list still does. Any other does not
    // grow past the last row it held: the margin's rows beyond it are the
    // next page's to bring (fetchMore).
    const QSet<QString> held = heldIds();
    qsizetype lastHeld = -1;
    for (qsizetype j = 0; j < target.size(); ++j)
        if (held.contains(target.at(j).id))
            lastHeld = j;
    const bool ended = target.size() < m_liveAsked;
    const qsizetype keep = (ended && m_exhausted) ? target.size()
                           : lastHeld >= 0       ? lastHeld + 1
                                                 : std::min(target.size(), m_rows.size());
    m_exhausted = ended && keep == target.size();
    target.resize(keep);
    QStringList gone;
    QStringList changed;
    // The request stays marked until the rows are in, as a page's does.
    m_merging = true;
    const int added = mergeInto(target, gone, changed);
    m_merging = false;
    m_liveRequest = 0;
    if (added > 0 || !gone.isEmpty() || !changed.isEmpty())
        Q_EMIT liveUpdated(added, gone, changed);
    if (m_livePending) {
        m_livePending = false;
        refreshLive();
    } else if (std::exchange(m_moreWanted, false)) {
        fetchMore({});
    }
}

int DeltaTableModel::mergeInto(const QList<Delta> &target, QStringList &gone, QStringList &changed)
{
    QHash<QString, int> position;
    position.reserve(target.size());
    for (int j = 0; j < target.size(); ++j)
        position.insert(target.at(j).id, j);

    // 1. Rows that are no longer listed go, a run at a time from the bottom.
    for (int i = int(m_rows.size()) - 1; i >= 0;) {
        if (position.contains(m_rows.at(i).id)) {
            --i;
            continue;
        }
        const int last = i;
        while (i >= 0 && !position.contains(m_rows.at(i).id))
            gone << m_rows.at(i--).id;
        beginRemoveRows({}, i + 1, last);
        m_rows.remove(i + 1, last - i);
        endRemoveRows();
    }

    // 2. Rows whose place changed (a deadline moved): one layout change
    // that carries the persistent indexes (the selection) along.
    bool ordered = true;
    for (int i = 1; i < m_rows.size() && ordered; ++i)
        ordered = position.value(m_rows.at(i - 1).id) < position.value(m_rows.at(i).id);
    if (!ordered) {
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList from = persistentIndexList();
        QStringList fromIds;
        fromIds.reserve(from.size());
        for (const QModelIndex &index : from)
            fromIds << m_rows.at(index.row()).id;
        std::stable_sort(m_rows.begin(), m_rows.end(), [&position](const Delta &a, const Delta &b) {
            return position.value(a.id) < position.value(b.id);
        });
        QHash<QString, int> rowOfId;
        for (int i = 0; i < m_rows.size(); ++i)
            rowOfId.insert(m_rows.at(i).id, i);
        QModelIndexList to;
        to.reserve(from.size());
        for (int k = 0; k < from.size(); ++k)
            to << index(rowOfId.value(fromIds.at(k)), from.at(k).column());
        changePersistentIndexList(from, to);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    }

    // 3. New rows come in where the target has them, a run at a time.
    const QSet<QString> held = heldIds();
    int added = 0;
    for (int j = 0; j < target.size();) {
        if (held.contains(target.at(j).id)) {
            ++j;
            continue;
        }
        int end = j;
        while (end < target.size() && !held.contains(target.at(end).id))
            ++end;
        // Every target row before j is in place by now, so row j is its place.
        beginInsertRows({}, j, end - 1);
        m_rows.insert(j, end - j, Delta());
        for (int k = j; k < end; ++k)
            m_rows[k] = target.at(k);
        endInsertRows();
        added += end - j;
        j = end;
    }

    // 4. Rows read again that changed (confidence, state, expiry) repaint.
    Q_ASSERT(m_rows.size() == target.size());
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i) == target.at(i))
            continue;
        m_rows[i] = target.at(i);
        changed << target.at(i).id;
        Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
    }
    return added;
}

void DeltaTableModel::onRequestFailed(quint64 requestId, const QString &message)
{
    if (requestId != m_pageRequest)
        return;
    m_pageRequest = 0;
    m_replacing = false;
    Q_EMIT loadFailed(message);
}

void DeltaTableModel::refreshWiltsIn(int first, int last)
{
    first = std::max(first, 0);
    last = std::min(last, int(m_rows.size()) - 1);
    if (first > last)
        return;
    Q_EMIT dataChanged(index(first, WiltsIn), index(last, WiltsIn), {Qt::DisplayRole, Qt::ToolTipRole, LifeLeftRole, TimeLeftRole});
}

} // namespace tarn::ui
