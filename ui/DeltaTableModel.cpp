#include "DeltaTableModel.h"

#include "ExpiryLaws.h"
#include "LakeReader.h"
#include "TimeFormat.h"

#include <QDateTime>
#include <QLocale>

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
    connect(reader->reader(), &LakeReader::requestFailed, this, &DeltaTableModel::onRequestFailed);
    // A page is only cancelled because a newer one was asked for; if that
    // was not ours (another model on the same reader), we are simply idle.
    connect(reader->reader(), &LakeReader::pageCancelled, this, [this](quint64 requestId) {
        if (requestId != m_pageRequest)
            return;
        m_pageRequest = 0;
        m_replacing = false;
    });
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
    case Origin: return d.isAuthored() ? tr("Authored") : tr("Observed");
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
        case When: return tr("Observed %1 (UTC)").arg(TimeFormat::toIso(d.observedAt));
        case Content: return d.content;
        case WiltsIn:
            if (const auto gone = ExpiryLaws::deadline(d)) // soft decay included
                return tr("Expires %1 (UTC)").arg(TimeFormat::toIso(*gone));
            return d.expiresAt ? tr("Expires %1 (UTC)").arg(TimeFormat::toIso(*d.expiresAt))
                               : tr("Authored: never expires");
        default: return {};
        }
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
    const QString after = m_rows.isEmpty() ? QString() : m_rows.constLast().id;
    m_replacing = false;
    m_pageRequest = m_reader->fetchPage(m_filter, after, m_pageSize);
}

void DeltaTableModel::reload()
{
    // Whatever page was in flight is now stale; its answer is dropped.
    m_replacing = true;
    m_pageRequest = m_reader->fetchPage(m_filter, QString(), m_pageSize);
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
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + deltas.size() - 1));
        m_rows.append(deltas);
        endInsertRows();
    }
    m_pageRequest = 0;
    m_replacing = false;
    Q_EMIT pageLoaded(int(deltas.size()), replaced);
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
    Q_EMIT dataChanged(index(first, WiltsIn), index(last, WiltsIn), {Qt::DisplayRole, Qt::ToolTipRole, LifeLeftRole});
}

} // namespace tarn::ui
