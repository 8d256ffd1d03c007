// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FilterBar.h"

#include "Clock.h"
#include "QueryLimits.h"
#include "WrappingLayout.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolButton>

namespace tarn::ui {

namespace {
enum Origin { AnyOrigin, AuthoredOnly, ObservedOnly };
}

FilterBar::FilterBar(QWidget *parent) : QWidget(parent)
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("searchBox"));
    m_search->setPlaceholderText(tr("Search the lake (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaxLength(int(QueryLimits::kMaxChars)); // what the core would refuse (issue 18)
    m_search->addAction(QIcon(QStringLiteral(":/icons/actions/search.svg")), QLineEdit::LeadingPosition);
    m_search->setMinimumWidth(220);
    // Esc in the box clears the search (and shows every row again at once).
    auto *clearSearch = new QAction(tr("Clear the search"), m_search);
    clearSearch->setObjectName(QStringLiteral("clearSearchAction"));
    clearSearch->setShortcut(QKeySequence(Qt::Key_Escape));
    clearSearch->setShortcutContext(Qt::WidgetShortcut);
    m_search->QWidget::addAction(clearSearch);
    connect(clearSearch, &QAction::triggered, this, [this] {
        if (m_search->text().isEmpty())
            return;
        m_search->clear();
        emitNow();
    });

    m_source = new QComboBox(this);
    m_source->setAccessibleName(tr("Show deltas from"));
    m_source->setObjectName(QStringLiteral("sourceFilter"));
    m_source->addItem(tr("All sources"), QString());
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_kind = new QComboBox(this);
    m_kind->setAccessibleName(tr("Show deltas of kind"));
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    m_kind->addItem(tr("All kinds"), QString());
    for (const QString &k : kindNames())
        m_kind->addItem(k, k);

    m_origin = new QComboBox(this);
    m_origin->setAccessibleName(tr("Show authored or observed deltas"));
    m_origin->setObjectName(QStringLiteral("originFilter"));
    m_origin->addItem(tr("Authored and observed"), AnyOrigin);
    m_origin->addItem(tr("Authored only"), AuthoredOnly);
    m_origin->addItem(tr("Observed only"), ObservedOnly);

    m_scope = new QComboBox(this);
    m_scope->setAccessibleName(tr("Show deltas in scope"));
    m_scope->setObjectName(QStringLiteral("scopeFilter"));
    m_scope->addItem(tr("Any scope"), QString());
    for (Scope s : {Scope::Local, Scope::Team, Scope::Company, Scope::Public})
        m_scope->addItem(scopeName(s), scopeName(s));

    m_wilting = new QCheckBox(tr("Wilting within &24 h"), this);
    m_wilting->setObjectName(QStringLiteral("wiltingFilter"));
    // What was forgotten or marked invalid, to bring back (Delta > Restore).
    m_hidden = new QCheckBox(tr("Forgotten and &invalid"), this);
    m_hidden->setObjectName(QStringLiteral("hiddenFilter"));
    m_hidden->setToolTip(tr("Show only what was forgotten or marked invalid; Delta > Restore brings it back"));

    m_clear = new QToolButton(this);
    m_clear->setIcon(QIcon(QStringLiteral(":/icons/actions/clear-filter.svg")));
    m_clear->setText(tr("Clear filters"));
    m_clear->setToolTip(tr("Clear the search and every filter"));
    m_clear->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_clear->setAutoRaise(true);

    auto *searchLabel = new QLabel(tr("Fi&nd:"), this);
    searchLabel->setBuddy(m_search);
    // The label and the box stay together; the filters follow on the same
    // row while it is wide enough and wrap below it on a small screen.
    auto *searchRow = new QWidget(this);
    auto *searchLayout = new QHBoxLayout(searchRow);
    searchLayout->setContentsMargins(0, 0, 0, 0);
    searchLayout->addWidget(searchLabel);
    searchLayout->addWidget(m_search, 1);
    m_matches = new QLabel(searchRow);
    m_matches->setObjectName(QStringLiteral("matchCount"));
    m_matches->hide();
    searchLayout->addWidget(m_matches);
    searchRow->setMinimumWidth(searchLabel->sizeHint().width() + m_search->minimumWidth() + searchLayout->spacing());
    auto *layout = new WrappingLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(searchRow);
    layout->setStretchWidget(searchRow);
    layout->addWidget(m_source);
    layout->addWidget(m_kind);
    layout->addWidget(m_origin);
    layout->addWidget(m_scope);
    layout->addWidget(m_wilting);
    layout->addWidget(m_hidden);
    layout->addWidget(m_clear);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &FilterBar::emitNow);
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_debounce.start(); });
    connect(m_search, &QLineEdit::returnPressed, this, &FilterBar::emitNow);
    for (QComboBox *box : {m_source, m_kind, m_origin, m_scope})
        connect(box, &QComboBox::currentIndexChanged, this, &FilterBar::emitNow);
    connect(m_wilting, &QCheckBox::toggled, this, &FilterBar::emitNow);
    connect(m_hidden, &QCheckBox::toggled, this, &FilterBar::emitNow);
    connect(m_clear, &QToolButton::clicked, this, &FilterBar::clear);
}

void FilterBar::setMatchCount(int count, bool atLeast)
{
    const QLocale locale;
    QString text;
    if (count == 0)
        text = tr("No matches");
    else if (atLeast)
        text = tr("%1+ matches").arg(locale.toString(count));
    else if (count == 1)
        text = tr("One match"); // spelled out: no English catalogue picks the singular
    else if (count > 1)
        text = tr("%Ln matches", nullptr, count);
    m_matches->setText(text);
    m_matches->setVisible(count >= 0);
    m_search->setAccessibleDescription(text);
}

QString FilterBar::matchCountText() const
{
    return m_matches->isHidden() ? QString() : m_matches->text();
}

ListFilter FilterBar::filter() const
{
    ListFilter f;
    f.search = m_search->text();
    f.source = m_source->currentData().toString();
    if (const QString k = m_kind->currentData().toString(); !k.isEmpty())
        f.kind = kindFromName(k);
    switch (m_origin->currentData().toInt()) {
    case AuthoredOnly: f.observed = false; break;
    case ObservedOnly: f.observed = true; break;
    default: break;
    }
    if (const QString s = m_scope->currentData().toString(); !s.isEmpty())
        f.scope = scopeFromName(s);
    if (m_wilting->isChecked())
        f.expiringWithinMs = Duration::Day;
    f.hiddenOnly = m_hidden->isChecked();
    return f;
}

void FilterBar::setSources(const QStringList &sources)
{
    const QString current = m_source->currentData().toString();
    const QSignalBlocker block(m_source);
    while (m_source->count() > 1)
        m_source->removeItem(1);
    for (const QString &s : sources)
        m_source->addItem(s, s);
    const int index = m_source->findData(current);
    if (index >= 0) {
        m_source->setCurrentIndex(index);
    } else if (!current.isEmpty()) {
        // Keep a chosen source even if it holds nothing right now.
        m_source->addItem(current, current);
        m_source->setCurrentIndex(m_source->count() - 1);
    }
}

void FilterBar::setSource(const QString &source)
{
    int index = m_source->findData(source);
    if (index < 0) {
        m_source->addItem(source, source);
        index = m_source->count() - 1;
    }
    m_source->setCurrentIndex(index); // emits through currentIndexChanged
    emitNow();
}

void FilterBar::clear()
{
    {
        const QSignalBlocker b1(m_search), b2(m_source), b3(m_kind), b4(m_origin), b5(m_scope), b6(m_wilting), b7(m_hidden);
        m_search->clear();
        m_source->setCurrentIndex(0);
        m_kind->setCurrentIndex(0);
        m_origin->setCurrentIndex(0);
        m_scope->setCurrentIndex(0);
        m_wilting->setChecked(false);
        m_hidden->setChecked(false);
    }
    m_debounce.stop();
    emitNow();
}

void FilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void FilterBar::emitNow()
{
    m_debounce.stop();
    const ListFilter f = filter();
    if (f == m_last)
        return;
    m_last = f;
    Q_EMIT filterChanged(f);
}

} // namespace tarn::ui
