// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QDialog>
#include <QMessageBox>
#include <QPointer>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;
class QWidget;

namespace tarn {
class LakeWriterHost;
}

namespace tarn::ui {

// One source's expiry, "never" and decay class, and whether to re-time the
// deltas it already holds. Nonsense is refused here, with the reason, before
// the core would refuse it. Re-timing is the one destructive choice: the
// dialog keeps a dry-run count of what it would change on show, and asks
// before a change that shortens lives or expires anything at once. All lake
// work goes through the writer host; the dialog never waits on it.
class SourceSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    enum Unit { Minutes, Hours, Days };

    SourceSettingsDialog(const SourceOverview &overview, LakeWriterHost *writer, QWidget *parent = nullptr);

    const SourceOverview &overview() const { return m_overview; }
    // A source nothing can be set for (never stored, or authored with no
    // way to change it); every control is disabled.
    bool isReadOnly() const { return m_readOnly; }

    // What the controls say, or nullopt and why (translated) when it is
    // nonsense: out of range, or kept forever where that is not allowed.
    std::optional<SourceSettings> settings(QString *whyNot = nullptr) const;
    bool retimeExisting() const;
    // Fills the controls (the best unit for the expiry is chosen).
    void setSettings(const SourceSettings &settings);
    void restoreDefaults();

    // The dry-run count on show, once it matches the controls.
    std::optional<RetimePreview> shownPreview() const;
    // The "are you sure" box while it is open, else null.
    QMessageBox *pendingConfirmation() const { return m_confirmation; }

    QSpinBox *expirySpin() const { return m_expiry; }
    QComboBox *unitCombo() const { return m_unit; }
    QCheckBox *neverCheck() const { return m_never; }
    QComboBox *decayCombo() const { return m_decay; }
    QCheckBox *retimeCheck() const { return m_retime; }
    QPushButton *saveButton() const { return m_save; }
    QLabel *reasonLabel() const { return m_reason; }   // why the input is refused
    QLabel *previewLabel() const { return m_preview; } // the dry-run count
    QLabel *errorLabel() const { return m_error; }     // the writer's refusal

public Q_SLOTS:
    // Applies, asking first when the change is destructive; the dialog
    // closes once the writer confirms.
    void save();
    // Ignored while a save is on its way, so its answer still reaches the page.
    void reject() override;

Q_SIGNALS:
    void applied(const QString &source, const tarn::SourceSettings &settings, qint64 retimed);

private:
    void buildForm();
    QString noteText() const;
    QString decayHint() const;
    void onInputsChanged();
    void requestPreview();
    void showPreview();
    QString previewText(const RetimePreview &preview) const;
    QString confirmationText(const SourceSettings &next, const RetimePreview &preview) const;
    bool shortensLives(const SourceSettings &next) const;
    bool needsConfirmation(const SourceSettings &next) const;
    void askConfirmation(const SourceSettings &next);
    void apply(const SourceSettings &next);
    void setBusy(bool busy);
    void onRetimePreviewed(quint64 requestId, const QString &source, const RetimePreview &preview);
    void onApplied(quint64 requestId, const QString &source, qint64 retimed);
    void onFailed(quint64 requestId, const QString &message);

    const SourceOverview m_overview;
    LakeWriterHost *m_writer;
    bool m_readOnly = false;

    QSpinBox *m_expiry = nullptr;
    QComboBox *m_unit = nullptr;
    QCheckBox *m_never = nullptr;
    QComboBox *m_decay = nullptr;
    QLabel *m_decayHint = nullptr;
    QCheckBox *m_retime = nullptr;
    QLabel *m_preview = nullptr;
    QWidget *m_reasonRow = nullptr;
    QLabel *m_reason = nullptr;
    QWidget *m_errorRow = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_restore = nullptr;
    QPointer<QMessageBox> m_confirmation;
    QTimer *m_previewDebounce = nullptr;

    quint64 m_previewRequest = 0;             // the dry run in flight, 0 when idle
    std::optional<SourceSettings> m_askedFor; // what the dry run in flight counts
    std::optional<RetimePreview> m_lastPreview;
    std::optional<SourceSettings> m_previewFor; // what m_lastPreview counted
    quint64 m_applyRequest = 0;
    SourceSettings m_applying; // what the save in flight writes
    bool m_filling = false; // setSettings() is moving several controls at once
};

} // namespace tarn::ui
