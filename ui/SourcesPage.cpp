// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourcesPage.h"

#include "ConfiguredSourcesPanel.h"
#include "SourceKindsFilter.h"

#include "LakeReader.h"
#include "LakeWriter.h"
#include "SourceSettingsDialog.h"
#include "SourceTableModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QCheckBox>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <limits>

namespace tarn::ui {

namespace {
// "In 3 h" only needs to move about as often as a person would notice.
constexpr int kRelativeTimeTickMs = 30 * 1000;
} // namespace

SourcesPage::SourcesPage(LakeReaderHost *reader, LakeWriterHost *writer, QWidget *parent)
    : QWidget(parent), m_reader(reader), m_writer(writer)
{
    auto *header = new QLabel(tr("Each source decides how long its observed deltas live; "
                                 "double-click one to change its expiry."),
                              this);
    header->setWordWrap(true);

    m_model = new SourceTableModel(reader->clock(), this);
    m_proxy = new SourceKindsFilter(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SourceTableModel::SortRole);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("sourceKinds"));
    m_view->setAccessibleName(tr("Sources and their expiry"));
    m_view->setTabKeyNavigation(false);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    // Rows as tall as the text needs, like the delta table.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);
    // The sources that hold the most come first.
    m_view->sortByColumn(SourceTableModel::CountColumn, Qt::DescendingOrder);
    m_view->installEventFilter(this);
    header->setBuddy(m_view);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    m_settingsButton = new QPushButton(tr("&Settings…"), this);
    m_settingsButton->setToolTip(tr("Change the selected source's expiry and decay class"));
    m_deltasButton = new QPushButton(tr("Show &deltas"), this);
    m_deltasButton->setToolTip(tr("Browse the deltas from the selected source"));
    m_showAll = new QCheckBox(this);
    m_showAll->setObjectName(QStringLiteral("showAllSourceKinds"));
    m_showAll->setToolTip(tr("Also list the built-in kinds of source this lake has no deltas from"));
    connect(m_showAll, &QCheckBox::toggled, this, [this](bool all) {
        m_proxy->setShowAll(all);
        updateShowAll();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_settingsButton);
    buttons->addWidget(m_deltasButton);
    buttons->addStretch(1);
    buttons->addWidget(m_showAll);

    m_configured = new ConfiguredSourcesPanel(reader, writer, this);
    // What the person's own sources wrote moves the counts below.
    connect(m_configured, &ConfiguredSourcesPanel::sourcesChanged, this, &SourcesPage::refresh);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_configured);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addWidget(header);
    layout->addWidget(m_view, 2);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    m_clockTick = new QTimer(this);
    m_clockTick->setInterval(kRelativeTimeTickMs);
    connect(m_clockTick, &QTimer::timeout, m_model, &SourceTableModel::refreshRelativeTimes);

    connect(reader->reader(), &LakeReader::sourcesReady, this, &SourcesPage::onSourcesReady);
    connect(reader->reader(), &LakeReader::requestFailed, this, &SourcesPage::onRequestFailed);
    connect(reader->reader(), &LakeReader::opened, this, &SourcesPage::refresh);
    connect(m_view, &QTableView::doubleClicked, this, &SourcesPage::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SourcesPage::updateButtons);
    connect(m_settingsButton, &QPushButton::clicked, this, &SourcesPage::openCurrent);
    connect(m_deltasButton, &QPushButton::clicked, this, [this] {
        const QString source = currentSource();
        if (!source.isEmpty())
            Q_EMIT showSourceDeltas(source);
    });
    updateButtons();
}

void SourcesPage::refresh()
{
    m_request = m_reader->fetchSources();
    m_configured->refresh();
}

void SourcesPage::setSourceHost(SourceHostThread *host)
{
    m_configured->setSourceHost(host);
}

QString SourcesPage::currentSource() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(SourceTableModel::SourceKeyRole).toString() : QString();
}

void SourcesPage::onSourcesReady(quint64 requestId, const QList<SourceOverview> &sources)
{
    if (requestId != m_request)
        return;
    m_request = 0;
    // The same source stays selected across a refresh.
    const QString selected = currentSource();
    m_model->setSources(sources);
    if (!m_fitted && !sources.isEmpty()) {
        m_view->resizeColumnsToContents();
        m_fitted = true;
    }
    const int row = m_model->rowOf(selected);
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                             | QItemSelectionModel::Rows);
    }
    if (m_message->property("isError").toBool())
        m_message->hide();
    updateButtons();
    updateShowAll();
    Q_EMIT sourcesLoaded(int(sources.size()));
}

void SourcesPage::onRequestFailed(quint64 requestId, const QString &message)
{
    if (requestId != m_request)
        return;
    m_request = 0;
    m_message->setText(tr("Could not read the sources: %1").arg(message));
    m_message->setProperty("isError", true);
    m_message->show();
}

void SourcesPage::updateShowAll()
{
    // The count of what waits behind it, while it waits.
    const int hidden = m_proxy->hiddenCount();
    m_showAll->setText(m_showAll->isChecked() || hidden == 0 ? tr("Show &all kinds")
                                                             : tr("Show &all kinds (%Ln more)", nullptr, hidden));
}

SourceSettingsDialog *SourcesPage::openSettings(const QString &source)
{
    const SourceOverview *overview = m_model->sourceAt(m_model->rowOf(source));
    if (!overview)
        return nullptr;
    auto *dialog = new SourceSettingsDialog(*overview, m_writer, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SourceSettingsDialog::applied, this,
            [this](const QString &applied, const SourceSettings &, qint64 retimed) { onApplied(applied, retimed); });
    dialog->open();
    return dialog;
}

void SourcesPage::onApplied(const QString &source, qint64 retimed)
{
    // One is spelled out: there is no English translation to pick the singular.
    if (retimed == 0)
        m_message->setText(tr("Saved the settings for %1.").arg(source));
    else if (retimed == 1)
        m_message->setText(tr("Saved the settings for %1; one delta re-timed.").arg(source));
    else
        m_message->setText(tr("Saved the settings for %1; %Ln deltas re-timed.", nullptr,
                              int(std::min<qint64>(retimed, std::numeric_limits<int>::max())))
                               .arg(source));
    m_message->setProperty("isError", false);
    m_message->show();
    refresh();
    Q_EMIT settingsChanged(source);
}

void SourcesPage::openCurrent()
{
    const QString source = currentSource();
    if (!source.isEmpty())
        openSettings(source);
}

void SourcesPage::updateButtons()
{
    const bool any = !currentSource().isEmpty();
    m_settingsButton->setEnabled(any);
    m_deltasButton->setEnabled(any);
}

bool SourcesPage::eventFilter(QObject *watched, QEvent *event)
{
    // Enter opens the settings, like a double-click; the view itself would
    // only move to the next row.
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() == Qt::NoModifier
            && m_view->currentIndex().isValid()) {
            openCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SourcesPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Counts change with every capture and sweep: coming back to the page
    // shows them as they are now.
    refresh();
    m_model->refreshRelativeTimes();
    m_clockTick->start();
}

void SourcesPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_clockTick->stop();
}

} // namespace tarn::ui
