// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "LakeTypes.h"

#include <QUrl>
#include <QWidget>
#include <optional>

class QLabel;
class QTextBrowser;

namespace tarn {
class Clock;
}

namespace tarn::ui {

// Shows one delta in full: content, tags (engagement tags link to their
// target), lineage, the engagements that point at it, its image, the exact
// expiry and decay class. It only renders; the window fetches the detail on
// the worker and hands it over, and follows the links it emits.
class DeltaDetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DeltaDetailPane(const Clock &clock, QWidget *parent = nullptr);

    void showDelta(const Delta &delta);     // engagements show as loading
    void setEngagements(const QString &id, const QList<Delta> &engagements);
    // Engagements and media together (what LakeReader::fetchDetail answers).
    void setDetail(const DeltaDetail &detail);
    // The delta a link pointed at is gone (reaped or forgotten).
    void showMissing(const QString &id);
    void clear();
    bool isShowingImage() const;
    QString currentId() const { return m_delta ? m_delta->id : QString(); }
    QString text() const; // plain text as shown (tests read it)

Q_SIGNALS:
    // A tag, lineage or engagement link was followed.
    void deltaLinkActivated(const QString &id);
    // A web link in the delta's content was followed (the window opens it
    // in the browser).
    void externalLinkActivated(const QUrl &url);

protected:
    void changeEvent(QEvent *event) override; // palette changes re-render

private:
    void render();
    void showMedia(const QString &path);

    const Clock &m_clock;
    QTextBrowser *m_browser;
    QLabel *m_image;
    QString m_mediaPath;
    std::optional<Delta> m_delta;
    std::optional<QList<Delta>> m_engagements; // nullopt: still loading
};

} // namespace tarn::ui
