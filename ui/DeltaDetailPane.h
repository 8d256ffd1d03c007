#pragma once

#include "Delta.h"

#include <QWidget>
#include <optional>

class QTextBrowser;

namespace tarn {
class Clock;
}

namespace tarn::ui {

// Shows one delta in full: content, tags, expiry, decay class and the
// engagements that point at it. It only renders; the window fetches the
// engagements on the worker and hands them over.
class DeltaDetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DeltaDetailPane(const Clock &clock, QWidget *parent = nullptr);

    void showDelta(const Delta &delta);     // engagements show as loading
    void setEngagements(const QString &id, const QList<Delta> &engagements);
    void clear();
    QString currentId() const { return m_delta ? m_delta->id : QString(); }
    QString text() const; // plain text as shown (tests read it)

private:
    void render();

    const Clock &m_clock;
    QTextBrowser *m_browser;
    std::optional<Delta> m_delta;
    std::optional<QList<Delta>> m_engagements; // nullopt: still loading
};

} // namespace tarn::ui
