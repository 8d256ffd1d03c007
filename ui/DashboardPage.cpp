// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DashboardPage.h"

#include "Clock.h"
#include "ExpiryChart.h"
#include "LakeReader.h"
#include "SweepHistoryModel.h"

#include <QApplication>
#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QStyleOptionHeader>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

// Counts move with every capture and sweep; while the page is on screen a
// minute is fresh enough, and the query is a handful of indexed counts.
constexpr int kRefreshTickMs = 60 * 1000;

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Cells with a little air on both sides: right-aligned numbers would
// otherwise touch the left-aligned text of the next column.
class PaddedDelegate : public QStyledItemDelegate
{
public:
    static constexpr int kPad = 8;
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem cell = option;
        initStyleOption(&cell, index);
        QStyle *style = cell.widget ? cell.widget->style() : QApplication::style();
        // The row background (selection, alternate colour) over the whole cell ...
        QStyleOptionViewItem background = cell;
        background.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, cell.widget);
        // ... the text inside the padding.
        cell.rect.adjust(kPad, 0, -kPad, 0);
        cell.state &= ~QStyle::State_HasFocus;
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(2 * kPad, 0);
    }
};

// Header labels inset like the cells below them, so each title lines up
// with its column's text (a style sheet would do it too, but would stop
// the header from following later palette changes).
class PaddedHeader : public QHeaderView
{
public:
    explicit PaddedHeader(QWidget *parent) : QHeaderView(Qt::Horizontal, parent) {}

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override
    {
        QStyleOptionHeader option;
        initStyleOption(&option);
        initStyleOptionForIndex(&option, logicalIndex);
        option.rect = rect;
        const QString text = option.text;
        option.text.clear();
        // The common style's header leaves an empty clip behind when the
        // painter had none, which would hide the label drawn next.
        painter->save();
        style()->drawControl(QStyle::CE_Header, &option, painter, this);
        painter->restore();
        // Item views inset their text by the focus frame's margin too.
        const int inset = PaddedDelegate::kPad + style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
        const QRect label = rect.adjusted(inset, 0, -inset, 0);
        style()->drawItemText(painter, label, int(option.textAlignment), option.palette,
                              option.state.testFlag(QStyle::State_Enabled), text, QPalette::ButtonText);
    }

    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        return QHeaderView::sectionSizeFromContents(logicalIndex) + QSize(2 * PaddedDelegate::kPad, 0);
    }
};

} // namespace

// One number with what it means: a title above, a big value, a caption
// below, on a quiet card with an accent stripe. Colours come from the
// palette, so it sits right in a dark window too.
class StatCard : public QWidget
{
public:
    StatCard(const QString &title, const QColor &accent, const QString &valueName, QWidget *parent)
        : QWidget(parent), m_accent(accent)
    {
        m_title = new QLabel(title, this);
        m_value = new QLabel(this);
        m_value->setObjectName(valueName);
        m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        QFont big = m_value->font();
        big.setPointSizeF(big.pointSizeF() * 2.0);
        big.setBold(true);
        m_value->setFont(big);
        m_caption = new QLabel(this);
        m_caption->setWordWrap(true);
        m_caption->setForegroundRole(QPalette::PlaceholderText);
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(16, 10, 12, 10);
        layout->setSpacing(2);
        layout->addWidget(m_title);
        layout->addWidget(m_value);
        layout->addWidget(m_caption);
        layout->addStretch(1);
        // Cards in a row share the tallest one's height.
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    }

    void setValue(const QString &value, const QString &caption, const QString &toolTip)
    {
        m_value->setText(value);
        m_caption->setText(caption);
        setToolTip(toolTip);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor window = palette().color(QPalette::Window);
        const QColor text = palette().color(QPalette::WindowText);
        const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        QPainterPath card;
        card.addRoundedRect(box, 6, 6);
        p.fillPath(card, blend(window, text, 0.05));
        p.setPen(QPen(blend(window, text, 0.16), 1));
        p.drawPath(card);
        // The stripe follows the card's rounded left edge.
        p.setClipPath(card);
        p.fillRect(QRectF(box.left(), box.top(), 4, box.height()), m_accent);
    }

private:
    QColor m_accent;
    QLabel *m_title;
    QLabel *m_value;
    QLabel *m_caption;
};

DashboardPage::DashboardPage(LakeReaderHost *reader, const Clock &clock, QWidget *parent)
    : QWidget(parent), m_reader(reader), m_clock(clock)
{
    // The accents are the app icon's: lake blue for what is kept, shore
    // green for what is observed, sun amber for what is about to go.
    m_authored = new StatCard(tr("Authored"), QColor(0x2b, 0x7f, 0xb8), QStringLiteral("authoredValue"), this);
    m_observed = new StatCard(tr("Observed"), QColor(0x5f, 0x9a, 0x6a), QStringLiteral("observedValue"), this);
    m_wilting = new StatCard(tr("Wilting today or tomorrow"), QColor(0xf4, 0xc1, 0x52), QStringLiteral("wiltingValue"), this);
    auto *cards = new QHBoxLayout;
    cards->setSpacing(12);
    cards->addWidget(m_authored, 1);
    cards->addWidget(m_observed, 1);
    cards->addWidget(m_wilting, 1);

    m_chart = new ExpiryChart(this);

    auto *historyLabel = new QLabel(tr("Recent &sweeps"), this);
    QFont bold = historyLabel->font();
    bold.setBold(true);
    historyLabel->setFont(bold);
    m_asOf = new QLabel(this);
    m_asOf->setForegroundRole(QPalette::PlaceholderText);
    m_refreshButton = new QPushButton(QIcon(QStringLiteral(":/icons/actions/refresh.svg")), tr("&Refresh"), this);
    m_refreshButton->setToolTip(tr("Read the counts and the sweep history again"));
    auto *historyHeader = new QHBoxLayout;
    historyHeader->addWidget(historyLabel);
    historyHeader->addStretch(1);
    historyHeader->addWidget(m_asOf);
    historyHeader->addWidget(m_refreshButton);

    m_history = new SweepHistoryModel(clock, this);
    m_historyView = new QTableView(this);
    m_historyView->setModel(m_history);
    m_historyView->setItemDelegate(new PaddedDelegate(m_historyView));
    m_historyView->setHorizontalHeader(new PaddedHeader(m_historyView));
    m_historyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_historyView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyView->setAlternatingRowColors(true);
    m_historyView->setWordWrap(false);
    m_historyView->setShowGrid(false);
    m_historyView->verticalHeader()->hide();
    m_historyView->horizontalHeader()->setStretchLastSection(true);
    m_historyView->setMinimumHeight(m_historyView->verticalHeader()->defaultSectionSize() * 5);
    m_historyView->setAccessibleName(tr("Recent sweeps"));
    m_historyView->setTabKeyNavigation(false);
    historyLabel->setBuddy(m_historyView);

    m_noHistory = new QLabel(tr("No sweeps yet. While Tarn runs, the reaper removes expired deltas every few "
                                "minutes and soft decay fades unaffirmed ones; each run is listed here."),
                             this);
    m_noHistory->setWordWrap(true);
    m_noHistory->setForegroundRole(QPalette::PlaceholderText);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addLayout(cards);
    layout->addWidget(m_chart, 3);
    layout->addLayout(historyHeader);
    layout->addWidget(m_historyView, 2);
    layout->addWidget(m_noHistory);
    layout->addWidget(m_message);

    m_refreshTick = new QTimer(this);
    m_refreshTick->setInterval(kRefreshTickMs);
    connect(m_refreshTick, &QTimer::timeout, this, &DashboardPage::refresh);
    connect(m_refreshButton, &QPushButton::clicked, this, &DashboardPage::refresh);
    connect(reader->reader(), &LakeReader::dashboardReady, this, &DashboardPage::onDashboardReady);
    connect(reader->reader(), &LakeReader::requestFailed, this, &DashboardPage::onRequestFailed);
    connect(reader->reader(), &LakeReader::opened, this, &DashboardPage::refresh);

    DashboardData nothing;
    nothing.now = clock.nowMs();
    nothing.days = kDays;
    setData(nothing);
    m_asOf->clear();
}

QAbstractItemModel *DashboardPage::historyModel() const
{
    return m_history;
}

void DashboardPage::refresh()
{
    m_request = m_reader->fetchDashboard(kDays);
}

void DashboardPage::onDashboardReady(quint64 requestId, const DashboardData &data)
{
    if (requestId != m_request)
        return;
    m_request = 0;
    if (m_message->property("isError").toBool())
        m_message->hide();
    setData(data);
    Q_EMIT dashboardLoaded();
}

void DashboardPage::onRequestFailed(quint64 requestId, const QString &message)
{
    if (requestId != m_request)
        return;
    m_request = 0;
    m_message->setText(tr("Could not read the dashboard: %1").arg(message));
    m_message->setProperty("isError", true);
    m_message->show();
}

void DashboardPage::setData(const DashboardData &data)
{
    m_data = data;
    const QLocale locale;
    m_chart->setBuckets(data.upcoming, data.now, data.days);
    const ExpiryGrid &grid = m_chart->grid();

    m_authored->setValue(locale.toString(data.authored), tr("never expire"),
                         tr("Written or kept on purpose: they stay until you forget them."));
    m_observed->setValue(locale.toString(data.observed), tr("wilt when their source says"),
                         tr("Captured along the way: each expires after its source's time."));
    // The buckets are whole local days, so "the next 24 hours" cannot be
    // read from them honestly; today's rest plus tomorrow can.
    const QDate lastDay = grid.days.isEmpty() ? QDate() : grid.days.constLast();
    m_wilting->setValue(locale.toString(grid.dueByTomorrow()),
                        tr("%L1 due by %2")
                            .arg(grid.total)
                            .arg(locale.toString(lastDay, QStringLiteral("ddd d MMM"))),
                        tr("Observed deltas that expire between now and midnight at the end of tomorrow; "
                           "the total counts every day shown, up to midnight at the end of %1.")
                            .arg(locale.toString(lastDay, QStringLiteral("ddd d MMM"))));

    m_history->setEntries(data.sweeps);
    if (!m_fitted && !data.sweeps.isEmpty()) {
        m_historyView->resizeColumnsToContents();
        m_fitted = true;
    }
    m_noHistory->setVisible(data.sweeps.isEmpty());
    m_asOf->setText(tr("as of %1").arg(QDateTime::fromMSecsSinceEpoch(data.now).toLocalTime().toString(QStringLiteral("HH:mm"))));
}

void DashboardPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Coming back to the page shows the lake as it is now.
    refresh();
    m_refreshTick->start();
}

void DashboardPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_refreshTick->stop();
}

} // namespace tarn::ui
