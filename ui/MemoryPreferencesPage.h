// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemorySettings.h"

#include <QWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QDoubleSpinBox;
class QSpinBox;

namespace tarn {
class EmbeddingClient;
}

namespace tarn::ui {

// The Preferences dialog's Memory page: Fae's six knobs (seed 001) and the
// local embedding server for recall by meaning (issue 20), the same ones
// `tarn config` and the [memory] group of the config file hold. "Test" asks
// the server for one vector, without waiting on the UI thread.
// The spin boxes only offer values MemorySettings::validate() accepts.
class MemoryPreferencesPage : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryPreferencesPage(QWidget *parent = nullptr);
    ~MemoryPreferencesPage() override;

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
    QLineEdit *m_embeddingUrl;
    QLineEdit *m_embeddingModel;
    QComboBox *m_embeddingApi;
    QCheckBox *m_wordVectors;
    QPushButton *m_testEmbedding;
    QLabel *m_testResult;
    std::unique_ptr<tarn::EmbeddingClient> m_testClient;

    void testEmbedding();
};

} // namespace tarn::ui
