// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace tarn::ui {

// The browser's filters above the table: a search box (FTS5, run on the
// worker) and source, kind, origin, scope and "wilting within 24 h". Every
// change emits one combined ListFilter; typing is debounced so a burst of
// keys asks the lake once, and the model cancels the search it overtakes.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    ListFilter filter() const;
    // The sources the lake knows (from its stats); keeps the current choice.
    void setSources(const QStringList &sources);
    // How many deltas the search matches, beside the box ("12 matches",
    // "1,000+ matches", "No matches"); a negative count hides it.
    void setMatchCount(int count, bool atLeast);
    QString matchCountText() const;
    void clear();
    void setSource(const QString &source); // e.g. "Show deltas" from the Sources page
    void focusSearch();

    QLineEdit *searchBox() const { return m_search; }
    QComboBox *sourceBox() const { return m_source; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *originBox() const { return m_origin; }
    QComboBox *scopeBox() const { return m_scope; }
    QCheckBox *wiltingBox() const { return m_wilting; }
    QCheckBox *hiddenBox() const { return m_hidden; }
    static constexpr int kDebounceMs = 150;

Q_SIGNALS:
    void filterChanged(const tarn::ListFilter &filter);

private:
    void emitNow();

    QLineEdit *m_search;
    QComboBox *m_source;
    QComboBox *m_kind;
    QComboBox *m_origin;
    QComboBox *m_scope;
    QCheckBox *m_wilting;
    QCheckBox *m_hidden;
    QToolButton *m_clear;
    QLabel *m_matches;
    QTimer m_debounce;
    ListFilter m_last;
};

} // namespace tarn::ui
