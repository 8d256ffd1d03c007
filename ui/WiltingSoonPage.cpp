// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WiltingSoonPage.h"

#include "DeltaTableModel.h"
#include "LakeReader.h"
#include "LakeWriter.h"
#include "RowsInPlace.h"
#include "WiltsInDelegate.h"
#include "WiltsInTicker.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

// Paints the Keep column as a push button and turns a click on it into keep().
class KeepButtonDelegate : public QStyledItemDelegate
{
public:
    KeepButtonDelegate(WiltingSoonPage *page) : QStyledItemDelegate(page), m_page(page) {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem cell = option;
        initStyleOption(&cell, index);
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        // The row background (selection, alternate colour) first.
        cell.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
        QStyleOptionButton button;
        button.rect = option.rect.adjusted(4, 2, -4, -2);
        button.text = index.data().toString();
        button.palette = option.palette;
        button.fontMetrics = option.fontMetrics;
        const bool kept = index.data(Qt::UserRole).toBool();
        button.state = kept ? QStyle::State_None : (QStyle::State_Enabled | QStyle::State_Raised);
        style->drawControl(QStyle::CE_PushButton, &button, painter, widget);
    }

    bool editorEvent(QEvent *event, QAbstractItemModel *, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override
    {
        if (event->type() == QEvent::MouseButtonRelease
            && option.rect.contains(static_cast<QMouseEvent *>(event)->position().toPoint())) {
            m_page->keep(index.row());
            return true;
        }
        return false;
    }

private:
    WiltingSoonPage *m_page;
};

} // namespace

QVariant WiltingSoonModel::data(const QModelIndex &index, int role) const
{
    if (index.column() != KeepColumn)
        return QIdentityProxyModel::data(index, role);
    const bool kept = m_kept.contains(QIdentityProxyModel::data(index, DeltaTableModel::DeltaIdRole).toString());
    switch (role) {
    case Qt::DisplayRole: return kept ? tr("Kept") : tr("Keep");
    case Qt::ToolTipRole:
        return kept ? tr("Affirmed: an authored copy keeps it after it wilts")
                    : tr("Affirm it, so what it says survives the reaper (K)");
    case Qt::UserRole: return kept;
    default: return QIdentityProxyModel::data(index, role);
    }
}

QVariant WiltingSoonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == KeepColumn && role == Qt::DisplayRole)
        return tr("Keep");
    return QIdentityProxyModel::headerData(section, orientation, role);
}

void WiltingSoonModel::markKept(const QString &id)
{
    m_kept.insert(id);
    for (int row = 0; row < rowCount(); ++row) {
        if (index(row, 0).data(DeltaTableModel::DeltaIdRole).toString() == id) {
            Q_EMIT dataChanged(index(row, KeepColumn), index(row, KeepColumn));
            break;
        }
    }
}

QString WiltingSoonPage::keepReason()
{
    return tr("Kept from the Wilting soon view before the reaper took it.");
}

WiltingSoonPage::WiltingSoonPage(LakeReaderHost *reader, LakeWriterHost *writer, QWidget *parent)
    : QWidget(parent), m_writer(writer)
{
    m_model = new DeltaTableModel(reader, this);
    ListFilter f;
    f.observed = true;
    f.expiringWithinMs = 24 * 60 * 60 * 1000LL;
    m_proxy = new WiltingSoonModel(this);
    m_proxy->setSourceModel(m_model);

    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_view = new QTableView(this);
    m_view->setAccessibleName(tr("Deltas wilting soon"));
    m_view->setTabKeyNavigation(false);
    m_view->setObjectName(QStringLiteral("wiltingTable"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->horizontalHeader()->setSectionResizeMode(DeltaTableModel::Content, QHeaderView::Stretch);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->setColumnHidden(DeltaTableModel::Confidence, true);
    m_view->setItemDelegateForColumn(DeltaTableModel::WiltsIn, new WiltsInDelegate(this));
    m_view->setItemDelegateForColumn(WiltingSoonModel::KeepColumn, new KeepButtonDelegate(this));
    const QFontMetrics fm = m_view->fontMetrics();
    m_view->horizontalHeader()->resizeSection(DeltaTableModel::When, fm.horizontalAdvance(QStringLiteral("2026-12-31 23:59")) + 24);
    m_view->horizontalHeader()->resizeSection(DeltaTableModel::Source, fm.horizontalAdvance(QStringLiteral("home-assistant")) + 24);
    m_view->horizontalHeader()->resizeSection(WiltingSoonModel::KeepColumn, fm.horizontalAdvance(tr("Kept")) + 56);
    m_view->horizontalHeader()->resizeSection(DeltaTableModel::WiltsIn, fm.horizontalAdvance(QStringLiteral("in 23 h 59 min")) + 24);
    m_ticker = new WiltsInTicker(m_view, m_model, this);
    new RowsInPlace(m_view);

    auto *keepAction = new QAction(tr("&Keep selected"), this);
    keepAction->setShortcut(QKeySequence(Qt::Key_K));
    keepAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(keepAction, &QAction::triggered, this, [this] {
        if (m_view->currentIndex().isValid())
            keep(m_view->currentIndex().row());
    });
    addAction(keepAction);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_header);
    layout->addWidget(m_view, 1);

    connect(m_model, &DeltaTableModel::pageLoaded, this, &WiltingSoonPage::updateHeader);
    connect(m_model, &DeltaTableModel::liveUpdated, this, &WiltingSoonPage::updateHeader);
    connect(writer->writer(), &LakeWriter::engaged, this, [this](quint64 id, const Delta &engagement) {
        const QString target = m_pending.take(id);
        if (target.isEmpty())
            return;
        m_proxy->markKept(target);
        Q_EMIT kept(target, engagement.id);
    });
    connect(writer->writer(), &LakeWriter::failed, this, [this](quint64 id, const QString &message) {
        if (m_pending.remove(id))
            Q_EMIT keepFailed(message);
    });
    m_model->setFilter(f);
    updateHeader();
}

void WiltingSoonPage::refresh()
{
    m_model->reload();
}

void WiltingSoonPage::refreshLive()
{
    m_model->refreshLive();
}

void WiltingSoonPage::keep(int row)
{
    const Delta *d = m_model->deltaAt(row);
    if (!d || m_proxy->isKept(d->id))
        return;
    for (const QString &target : std::as_const(m_pending))
        if (target == d->id)
            return; // already on its way
    m_pending.insert(m_writer->engage(d->id, EngagementType::Affirm, keepReason()), d->id);
}

void WiltingSoonPage::updateHeader()
{
    const int rows = m_model->rowCount();
    QString text = QStringLiteral("<b>%1</b><br>").arg(tr("What the reaper will take in the next 24 hours"));
    if (!m_model->hasLoaded())
        text += tr("Reading the lake…");
    else if (rows == 0)
        text += tr("Nothing wilts in the next 24 hours.");
    else
        text += tr("Showing %1; more load as you scroll. Keep affirms one: an authored copy with its content "
                   "stays after the original is reaped.")
                    .arg(QLocale().toString(rows));
    m_header->setText(text);
}

} // namespace tarn::ui
