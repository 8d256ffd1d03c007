#pragma once

#include "MemorySettings.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace tarn::ui {

// The Preferences dialog's Memory page: Fae's six knobs (seed 001), the
// same ones `tarn config` and the [memory] group of the config file hold.
// The spin boxes only offer values MemorySettings::validate() accepts.
class MemoryPreferencesPage : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryPreferencesPage(QWidget *parent = nullptr);

    void setSettings(const tarn::MemorySettings &settings);
    tarn::MemorySettings settings() const;

Q_SIGNALS:
    void changed();

private:
    QSpinBox *m_maxItems;
    QSpinBox *m_maxChars;
    QDoubleSpinBox *m_minConfidence;
    QSpinBox *m_retentionDays;
    QCheckBox *m_autoCapture;
    QCheckBox *m_autoRecall;
};

} // namespace tarn::ui
