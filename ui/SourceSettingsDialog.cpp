// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceSettingsDialog.h"

#include "DecayClasses.h"
#include "LakeWriter.h"
#include "SourceRegistry.h"
#include "SourceTableModel.h"
#include "TimeFormat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <limits>

namespace tarn::ui {

namespace {

constexpr qint64 kUnitMs[] = {Duration::Minute, Duration::Hour, Duration::Day};
// Wide enough to type a nonsense value and be told why, rather than have
// the spin box silently clamp it.
constexpr int kSpinMax = 999999;

// A warning icon beside a word-wrapped text, hidden until there is something
// to say; the icon comes from the style so it suits light and dark themes.
QWidget *messageRow(QWidget *parent, QStyle::StandardPixmap icon, QLabel **text)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *iconLabel = new QLabel(row);
    const int size = row->style()->pixelMetric(QStyle::PM_SmallIconSize);
    iconLabel->setPixmap(row->style()->standardIcon(icon).pixmap(size, size));
    iconLabel->setAlignment(Qt::AlignTop);
    *text = new QLabel(row);
    (*text)->setWordWrap(true);
    (*text)->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(iconLabel);
    layout->addWidget(*text, 1);
    row->hide();
    return row;
}

QLabel *wrapped(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

SourceSettingsDialog::SourceSettingsDialog(const SourceOverview &overview, LakeWriterHost *writer, QWidget *parent)
    : QDialog(parent), m_overview(overview), m_writer(writer)
{
    const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(overview.source);
    // Pair codes never reach the lake; an authored source that may not be
    // "never" has no valid setting at all. Both are shown, not edited.
    m_readOnly = !def.storedInLake || (!overview.allowNever && !overview.defaults.expiryMs);

    setWindowTitle(tr("Settings for %1").arg(SourceTableModel::labelText(overview.label)));
    buildForm();

    m_previewDebounce = new QTimer(this);
    m_previewDebounce->setSingleShot(true);
    m_previewDebounce->setInterval(0); // several controls moved in one go ask once
    connect(m_previewDebounce, &QTimer::timeout, this, &SourceSettingsDialog::requestPreview);

    LakeWriter *w = writer->writer();
    connect(w, &LakeWriter::retimePreviewed, this, &SourceSettingsDialog::onRetimePreviewed);
    connect(w, &LakeWriter::sourceSettingsApplied, this, &SourceSettingsDialog::onApplied);
    connect(w, &LakeWriter::failed, this, &SourceSettingsDialog::onFailed);

    setSettings(overview.settings);
}

void SourceSettingsDialog::buildForm()
{
    // What the source is and what seed 000 says about it.
    auto *about = new QFormLayout;
    about->addRow(tr("Source:"), wrapped(m_overview.source, this));
    about->addRow(tr("Category:"), wrapped(SourceTableModel::categoryText(m_overview.category), this));
    QString now = tr("%1 · %2").arg(SourceTableModel::expiryText(m_overview.settings.expiryMs),
                                    SourceTableModel::decayText(m_overview.settings.decayClass,
                                                                m_overview.classifiesDecay));
    if (m_overview.custom)
        now = tr("%1 (custom)").arg(now);
    about->addRow(tr("Now:"), wrapped(now, this));
    about->addRow(tr("Default:"), wrapped(tr("%1 — %2").arg(SourceTableModel::expiryText(m_overview.defaults.expiryMs),
                                                                 SourceTableModel::whyText(m_overview.source)),
                                               this));
    about->addRow(tr("Deltas:"), wrapped(QLocale().toString(m_overview.count), this));

    auto *note = wrapped(noteText(), this);
    note->setVisible(!note->text().isEmpty());

    // The settings themselves.
    m_expiry = new QSpinBox(this);
    m_expiry->setRange(0, kSpinMax);
    m_expiry->setAccessibleName(tr("Expire after"));
    m_unit = new QComboBox(this);
    m_unit->addItem(tr("minutes"), Minutes);
    m_unit->addItem(tr("hours"), Hours);
    m_unit->addItem(tr("days"), Days);
    m_unit->setAccessibleName(tr("Unit"));
    auto *expiryRow = new QHBoxLayout;
    expiryRow->addWidget(m_expiry);
    expiryRow->addWidget(m_unit);
    expiryRow->addStretch(1);

    m_never = new QCheckBox(tr("&Never expire"), this);
    m_never->setToolTip(m_overview.allowNever
                            ? tr("Deltas from this source stick, like authored ones")
                            : tr("Observed deltas always wilt; affirm what matters to keep it"));

    m_decay = new QComboBox(this);
    for (DecayClass c : {DecayClass::None, DecayClass::Permanent, DecayClass::Stable, DecayClass::Active,
                         DecayClass::Session, DecayClass::Checkpoint})
        m_decay->addItem(SourceTableModel::decayText(c, m_overview.classifiesDecay), int(c));
    m_decayHint = wrapped(QString(), this);
    QPalette hintPalette = m_decayHint->palette();
    hintPalette.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    m_decayHint->setPalette(hintPalette);

    auto *settingsForm = new QFormLayout;
    auto *expiryLabel = new QLabel(tr("Expire &after:"), this);
    expiryLabel->setBuddy(m_expiry);
    settingsForm->addRow(expiryLabel, expiryRow);
    settingsForm->addRow(QString(), m_never);
    auto *decayLabel = new QLabel(tr("&Decay class:"), this);
    decayLabel->setBuddy(m_decay);
    settingsForm->addRow(decayLabel, m_decay);
    settingsForm->addRow(QString(), m_decayHint);

    m_retime = new QCheckBox(tr("&Re-time existing deltas"), this);
    m_retime->setToolTip(tr("Give the source's unexpired plain-TTL deltas the new expiry, counted from when "
                            "each was observed. Without this, only new deltas take the setting."));
    m_preview = wrapped(QString(), this);

    m_reasonRow = messageRow(this, QStyle::SP_MessageBoxWarning, &m_reason);
    m_errorRow = messageRow(this, QStyle::SP_MessageBoxCritical, &m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel
                                         | QDialogButtonBox::RestoreDefaults,
                                     this);
    m_save = m_buttons->button(QDialogButtonBox::Save);
    m_save->setText(tr("&Save"));
    QPushButton *restore = m_buttons->button(QDialogButtonBox::RestoreDefaults);
    restore->setText(tr("Restore &defaults"));
    restore->setToolTip(tr("Fill in seed 000's default: %1").arg(SourceTableModel::expiryText(m_overview.defaults.expiryMs)));
    connect(m_save, &QPushButton::clicked, this, &SourceSettingsDialog::save);
    connect(restore, &QPushButton::clicked, this, &SourceSettingsDialog::restoreDefaults);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_restore = restore;

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(about);
    layout->addWidget(note);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addLayout(settingsForm);
    layout->addWidget(m_retime);
    layout->addWidget(m_preview);
    layout->addWidget(m_reasonRow);
    layout->addWidget(m_errorRow);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    // Room for the seed's "why" and the dry-run sentence on one line or two.
    setMinimumWidth(72 * fontMetrics().averageCharWidth());

    setTabOrder(m_expiry, m_unit);
    setTabOrder(m_unit, m_never);
    setTabOrder(m_never, m_decay);
    setTabOrder(m_decay, m_retime);
    setTabOrder(m_retime, m_buttons);

    connect(m_expiry, &QSpinBox::valueChanged, this, &SourceSettingsDialog::onInputsChanged);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &SourceSettingsDialog::onInputsChanged);
    connect(m_never, &QCheckBox::toggled, this, &SourceSettingsDialog::onInputsChanged);
    connect(m_decay, &QComboBox::currentIndexChanged, this, &SourceSettingsDialog::onInputsChanged);
    connect(m_retime, &QCheckBox::toggled, this, [this](bool on) {
        // The lake moves on while the dialog is open: the count shown before
        // a re-time is made when re-timing is chosen, not reused from earlier.
        if (on)
            m_previewFor.reset();
        onInputsChanged();
    });
}

QString SourceSettingsDialog::noteText() const
{
    const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(m_overview.source);
    if (!def.storedInLake)
        return tr("%1 are never stored in the lake, so there is nothing to set.")
            .arg(SourceTableModel::labelText(m_overview.label));
    if (m_readOnly)
        return tr("Authored: never expires (seed 000).");
    if (m_overview.classifiesDecay)
        return tr("Each fact from this source gets a decay class chosen from its content (seed 004), "
                  "unless you pick one class for all of them here.");
    if (!m_overview.defaults.expiryMs)
        return tr("Authored: never expires by default (seed 000). Give it an expiry only if its new "
                  "deltas should wilt like observations.");
    return {};
}

QString SourceSettingsDialog::decayHint() const
{
    const auto c = DecayClass(m_decay->currentData().toInt());
    if (c == DecayClass::None)
        return m_overview.classifiesDecay ? tr("Facts the heuristics leave unclassified use the expiry above.")
                                          : tr("Each delta expires the time above after it was observed.");
    const auto ttl = DecayClasses::ttlMs(c);
    QString hint = !ttl ? tr("New deltas never expire.")
                   : DecayClasses::refreshesOnAccess(c)
                       ? tr("New deltas live %1; recalling one starts its %1 again.").arg(TimeFormat::humanDuration(*ttl))
                       : tr("New deltas live %1; recall does not extend it.").arg(TimeFormat::humanDuration(*ttl));
    if (m_retime->isChecked())
        hint += u' ' + tr("Re-timing gives existing deltas without a class the expiry above.");
    return hint;
}

std::optional<SourceSettings> SourceSettingsDialog::settings(QString *whyNot) const
{
    auto refuse = [whyNot](const QString &reason) -> std::optional<SourceSettings> {
        if (whyNot)
            *whyNot = reason;
        return std::nullopt;
    };
    const QString label = SourceTableModel::labelText(m_overview.label);
    if (m_readOnly)
        return refuse(tr("%1 cannot be changed.").arg(label));

    SourceSettings out;
    out.decayClass = DecayClass(m_decay->currentData().toInt());
    const QString keptForever = tr("%1 is observed and cannot be kept forever; affirm what matters instead.").arg(label);
    if (m_never->isChecked()) {
        if (!m_overview.allowNever)
            return refuse(keptForever);
        out.expiryMs = std::nullopt;
    } else {
        const qint64 ms = qint64(m_expiry->value()) * kUnitMs[m_unit->currentIndex()];
        if (ms < SourceRegistry::kMinExpiryMs)
            return refuse(tr("An expiry must be at least one minute."));
        if (ms > SourceRegistry::kMaxExpiryMs)
            return refuse(m_overview.allowNever
                              ? tr("An expiry can be at most 3650 days (ten years); for longer, choose “Never expire”.")
                              : tr("An expiry can be at most 3650 days (ten years)."));
        out.expiryMs = ms;
    }
    // A permanent class is "never" by another name.
    if (out.decayClass == DecayClass::Permanent && !m_overview.allowNever)
        return refuse(keptForever);
    if (whyNot)
        whyNot->clear();
    return out;
}

bool SourceSettingsDialog::retimeExisting() const
{
    return m_retime->isChecked();
}

void SourceSettingsDialog::setSettings(const SourceSettings &next)
{
    m_filling = true;
    m_never->setChecked(!next.expiryMs);
    // The largest unit that says the expiry exactly: 30 d, 6 h, 5 min.
    const qint64 ms = next.expiryMs.value_or(m_overview.defaults.expiryMs.value_or(30 * Duration::Day));
    int unit = Minutes;
    for (int u = Days; u >= Minutes; --u) {
        if (ms % kUnitMs[u] == 0) {
            unit = u;
            break;
        }
    }
    m_unit->setCurrentIndex(unit);
    m_expiry->setValue(int(std::min<qint64>(ms / kUnitMs[unit], kSpinMax)));
    m_decay->setCurrentIndex(m_decay->findData(int(next.decayClass)));
    m_filling = false;
    onInputsChanged();
}

void SourceSettingsDialog::restoreDefaults()
{
    setSettings(m_overview.defaults);
}

void SourceSettingsDialog::onInputsChanged()
{
    if (m_filling)
        return;
    // Nothing moves while a save is on its way.
    const bool editable = !m_readOnly && m_applyRequest == 0;
    m_expiry->setEnabled(editable && !m_never->isChecked());
    m_unit->setEnabled(editable && !m_never->isChecked());
    m_never->setEnabled(editable && m_overview.allowNever);
    m_decay->setEnabled(editable);
    m_retime->setEnabled(editable);
    m_restore->setEnabled(editable);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(m_applyRequest == 0);
    m_decayHint->setText(decayHint());

    QString why;
    const auto next = settings(&why);
    m_reason->setText(why);
    m_reasonRow->setVisible(!next && !m_readOnly);
    m_errorRow->hide(); // an old refusal no longer describes these values
    if (next)
        m_previewDebounce->start();
    showPreview();
}

void SourceSettingsDialog::requestPreview()
{
    const auto next = settings();
    if (!next)
        return;
    if ((m_previewFor && *m_previewFor == *next) || (m_askedFor && *m_askedFor == *next))
        return; // counted already, or being counted
    m_askedFor = next;
    m_previewRequest = m_writer->previewRetime(m_overview.source, *next);
    showPreview();
}

std::optional<RetimePreview> SourceSettingsDialog::shownPreview() const
{
    const auto next = settings();
    if (!next || !m_previewFor || *m_previewFor != *next)
        return std::nullopt;
    return m_lastPreview;
}

void SourceSettingsDialog::showPreview()
{
    const auto next = settings();
    const auto preview = shownPreview();
    if (m_readOnly || !next) {
        m_preview->clear();
    } else if (!preview) {
        m_preview->setText(tr("Counting the deltas this would re-time…"));
    } else {
        m_preview->setText(previewText(*preview));
    }
    m_preview->setVisible(!m_preview->text().isEmpty());
    // With re-timing on, Save waits for the count: it is shown before it applies.
    m_save->setEnabled(!m_readOnly && next && m_applyRequest == 0 && (!m_retime->isChecked() || preview));
}

bool SourceSettingsDialog::shortensLives(const SourceSettings &next) const
{
    if (!next.expiryMs)
        return false;
    return !m_overview.settings.expiryMs || *next.expiryMs < *m_overview.settings.expiryMs;
}

bool SourceSettingsDialog::needsConfirmation(const SourceSettings &next) const
{
    const auto preview = shownPreview();
    if (!m_retime->isChecked() || !preview)
        return false;
    return preview->expireAtOnce > 0 || (preview->affected > 0 && shortensLives(next));
}

void SourceSettingsDialog::save()
{
    QString why;
    const auto next = settings(&why);
    if (!next || m_applyRequest != 0)
        return;
    if (m_retime->isChecked() && !shownPreview())
        return; // the count is not on show yet; Save is disabled until it is
    if (needsConfirmation(*next))
        askConfirmation(*next);
    else
        apply(*next);
}

// One is spelled out rather than left to "%n ...(s)": there is no English
// translation file to pick the singular (as in TrayIcon).
QString SourceSettingsDialog::previewText(const RetimePreview &preview) const
{
    const int affected = int(std::min<qint64>(preview.affected, std::numeric_limits<int>::max()));
    const int atOnce = int(std::min<qint64>(preview.expireAtOnce, std::numeric_limits<int>::max()));
    if (!m_retime->isChecked()) {
        if (affected == 0)
            return tr("Only new deltas take this setting; no existing delta would change.");
        return affected == 1 ? tr("Only new deltas take this setting; re-timing would change one existing delta.")
                             : tr("Only new deltas take this setting; re-timing would change %Ln existing deltas.",
                                  nullptr, affected);
    }
    if (affected == 0)
        return tr("No unexpired delta needs re-timing.");
    if (affected == 1)
        return atOnce > 0 ? tr("One unexpired delta will be re-timed; it expires at once.")
                          : tr("One unexpired delta will be re-timed; it does not expire at once.");
    if (atOnce == 0)
        return tr("%Ln unexpired deltas will be re-timed; none of them expires at once.", nullptr, affected);
    if (atOnce == 1)
        return tr("%Ln unexpired deltas will be re-timed; one of them expires at once.", nullptr, affected);
    return tr("%Ln unexpired deltas will be re-timed; %1 of them expire at once.", nullptr, affected)
        .arg(QLocale().toString(atOnce));
}

QString SourceSettingsDialog::confirmationText(const SourceSettings &next, const RetimePreview &preview) const
{
    const QString label = SourceTableModel::labelText(m_overview.label);
    // "7 d" stays on one line when the box wraps.
    const QString expiry = SourceTableModel::expiryText(next.expiryMs).replace(u' ', QChar(0x00A0));
    const int affected = int(std::min<qint64>(preview.affected, std::numeric_limits<int>::max()));
    const int atOnce = int(std::min<qint64>(preview.expireAtOnce, std::numeric_limits<int>::max()));
    if (affected == 1)
        return tr("Re-time one unexpired delta of %1 to %2?").arg(label, expiry) + u' '
            + (atOnce > 0 ? tr("It expires at once and goes with the next sweep.")
                          : tr("It will expire sooner than it would now."));
    const QString question = tr("Re-time %Ln unexpired deltas of %1 to %2?", nullptr, affected).arg(label, expiry);
    if (atOnce == 0)
        return question + u' ' + tr("They will expire sooner than they would now.");
    if (atOnce == 1)
        return question + u' ' + tr("One of them expires at once and goes with the next sweep.");
    return question + u' ' + tr("%Ln of them expire at once and go with the next sweep.", nullptr, atOnce);
}

void SourceSettingsDialog::askConfirmation(const SourceSettings &next)
{
    const RetimePreview preview = *shownPreview();
    const QString label = SourceTableModel::labelText(m_overview.label);
    const QString text = confirmationText(next, preview);

    auto *box = new QMessageBox(QMessageBox::Warning, tr("Re-time %1?").arg(label), text,
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setInformativeText(tr("There is no trash: a reaped delta is gone. Affirm what matters first."));
    box->button(QMessageBox::Yes)->setText(tr("&Re-time"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_confirmation = box;
    connect(box, &QMessageBox::finished, this, [this, box, next] {
        if (m_confirmation == box)
            m_confirmation = nullptr;
        // The answer applies only to the values it was asked about.
        const auto current = settings();
        if (box->clickedButton() == box->button(QMessageBox::Yes) && current && *current == next
            && m_retime->isChecked())
            apply(next);
    });
    box->open();
}

void SourceSettingsDialog::reject()
{
    if (m_applyRequest == 0)
        QDialog::reject();
}

void SourceSettingsDialog::apply(const SourceSettings &next)
{
    m_applying = next;
    m_applyRequest = m_writer->applySourceSettings(m_overview.source, next, m_retime->isChecked());
    setBusy(true);
}

void SourceSettingsDialog::setBusy(bool busy)
{
    onInputsChanged();
    if (busy)
        m_preview->setText(tr("Saving…"));
}

void SourceSettingsDialog::onRetimePreviewed(quint64 requestId, const QString &source, const RetimePreview &preview)
{
    if (requestId != m_previewRequest || source != m_overview.source)
        return;
    m_previewRequest = 0;
    m_lastPreview = preview;
    m_previewFor = m_askedFor;
    m_askedFor.reset();
    showPreview();
    // The controls may have moved on while the count was being made.
    if (!shownPreview())
        m_previewDebounce->start();
}

void SourceSettingsDialog::onApplied(quint64 requestId, const QString &source, qint64 retimed)
{
    if (requestId != m_applyRequest)
        return;
    m_applyRequest = 0;
    Q_EMIT applied(source, m_applying, retimed);
    accept();
}

void SourceSettingsDialog::onFailed(quint64 requestId, const QString &message)
{
    if (requestId == m_previewRequest) {
        m_previewRequest = 0;
        m_askedFor.reset();
        m_preview->setText(tr("Could not count the deltas this would re-time: %1").arg(message));
        m_preview->show();
        return;
    }
    if (requestId != m_applyRequest)
        return;
    m_applyRequest = 0;
    setBusy(false);
    m_error->setText(tr("Not saved: %1").arg(message));
    m_errorRow->show();
}

} // namespace tarn::ui
