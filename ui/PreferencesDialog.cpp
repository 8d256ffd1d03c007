// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreferencesDialog.h"

#include "ApiPreferencesPage.h"
#include "Autostart.h"
#include "HintLabel.h"
#include "MemoryPreferencesPage.h"
#include "DecayPoliciesEditor.h"
#include "LakeLocation.h"
#include "LakeProbe.h"
#include "TarnError.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>

namespace tarn::ui {

namespace {

// Wide enough to type a nonsense value and be told why, rather than have
// the spin box clamp it silently (the Sources dialog does the same).
constexpr int kSpinMax = 999999;


} // namespace

PreferencesDialog::PreferencesDialog(const Preferences &current, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Tarn Preferences"));

    // --- schedule: two sentences with their numbers in one column --------
    auto *schedule = new QGroupBox(tr("Schedule"), this);
    m_reapMinutes = new QSpinBox(schedule);
    m_reapMinutes->setObjectName(QStringLiteral("reapMinutes"));
    m_reapMinutes->setRange(0, kSpinMax);
    m_reapMinutes->setAccessibleName(tr("Reaper interval in minutes"));
    auto *reapLabel = new QLabel(tr("&Reaper runs every"), schedule);
    reapLabel->setBuddy(m_reapMinutes);

    m_decayAmount = new QSpinBox(schedule);
    m_decayAmount->setObjectName(QStringLiteral("decayAmount"));
    m_decayAmount->setRange(0, kSpinMax);
    m_decayAmount->setAccessibleName(tr("Soft decay interval"));
    m_decayUnit = new QComboBox(schedule);
    m_decayUnit->setObjectName(QStringLiteral("decayUnit"));
    m_decayUnit->addItem(tr("minutes"), Minutes);
    m_decayUnit->addItem(tr("hours"), Hours);
    m_decayUnit->setAccessibleName(tr("Soft decay interval unit"));
    auto *decayLabel = new QLabel(tr("Soft &decay runs every"), schedule);
    decayLabel->setBuddy(m_decayAmount);

    auto *grid = new QGridLayout;
    grid->addWidget(reapLabel, 0, 0);
    grid->addWidget(m_reapMinutes, 0, 1);
    grid->addWidget(new QLabel(tr("minutes"), schedule), 0, 2);
    grid->addWidget(decayLabel, 1, 0);
    grid->addWidget(m_decayAmount, 1, 1);
    grid->addWidget(m_decayUnit, 1, 2);
    grid->setColumnStretch(3, 1);
    auto *scheduleLayout = new QVBoxLayout(schedule);
    scheduleLayout->addLayout(grid);
    scheduleLayout->addWidget(hintLabel(tr("The reaper deletes observed deltas whose time is up. Soft decay lowers the "
                                      "confidence of idle deltas near their end and removes those that fade away."),
                                   schedule));

    // --- lake location: a file, or a database on a PostgreSQL server -------
    auto *lake = new QGroupBox(tr("Lake"), this);
    m_lakePath = new QLineEdit(lake);
    m_lakePath->setObjectName(QStringLiteral("lakePath"));
    m_lakePath->setClearButtonEnabled(true);
    m_lakePath->setPlaceholderText(tr("Default location"));
    m_lakePath->setAccessibleName(tr("Lake location"));
    m_lakePath->setAccessibleDescription(tr("A lake file, or postgresql://user@host/database for a lake on a server"));
    // Room for a typical path, so the folder part is not cut off.
    m_lakePath->setMinimumWidth(40 * fontMetrics().averageCharWidth());
    auto *lakeLabel = new QLabel(tr("&Location:"), lake);
    lakeLabel->setBuddy(m_lakePath);
    auto *browse = new QPushButton(tr("&Browse…"), lake);
    browse->setObjectName(QStringLiteral("browseLake"));
    browse->setAccessibleName(tr("Choose a lake file"));
    // A server's password: typed here, kept in the keychain, never in the
    // config file with the rest of this dialog.
    m_lakePassword = new QLineEdit(lake);
    m_lakePassword->setObjectName(QStringLiteral("lakePassword"));
    m_lakePassword->setEchoMode(QLineEdit::Password);
    m_lakePassword->setPlaceholderText(tr("Kept in the keychain; empty keeps the stored one"));
    m_lakePassword->setAccessibleName(tr("Lake server password"));
    auto *passwordLabel = new QLabel(tr("Pass&word:"), lake);
    passwordLabel->setBuddy(m_lakePassword);
    m_testConnection = new QPushButton(tr("&Test Connection"), lake);
    m_testConnection->setObjectName(QStringLiteral("testLakeConnection"));
    m_testConnection->setAccessibleName(tr("Test the connection to the lake's server"));
    auto *lakeGrid = new QGridLayout;
    lakeGrid->addWidget(lakeLabel, 0, 0);
    lakeGrid->addWidget(m_lakePath, 0, 1);
    lakeGrid->addWidget(browse, 0, 2);
    lakeGrid->addWidget(passwordLabel, 1, 0);
    lakeGrid->addWidget(m_lakePassword, 1, 1);
    lakeGrid->addWidget(m_testConnection, 1, 2);
    lakeGrid->setColumnStretch(1, 1);
    m_connectionResult = new QLabel(lake);
    m_connectionResult->setObjectName(QStringLiteral("lakeConnectionResult"));
    m_connectionResult->setWordWrap(true);
    m_connectionResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_connectionResult->hide();
    m_encryptionNote = new QLabel(lake);
    m_encryptionNote->setObjectName(QStringLiteral("lakeEncryptionNote"));
    m_encryptionNote->setWordWrap(true);
    m_encryptionNote->hide();
    auto *restartNote = hintLabel(tr("A new lake location takes effect the next time Tarn starts; the current lake "
                                     "stays where it is. Give a file, or postgresql://user@host/database for a lake "
                                     "on a PostgreSQL server; leave the field empty for the default location."),
                                  lake);
    auto *lakeLayout = new QVBoxLayout(lake);
    lakeLayout->addLayout(lakeGrid);
    lakeLayout->addWidget(m_connectionResult);
    lakeLayout->addWidget(m_encryptionNote);
    lakeLayout->addWidget(restartNote);

    // --- the desktop: closing, notifications, starting at login ------------
    auto *desktop = new QGroupBox(tr("Desktop"), this);
    m_closeToTray = new QCheckBox(tr("&Keep Tarn running in the tray when the window closes"), desktop);
    m_closeToTray->setObjectName(QStringLiteral("closeToTray"));
    m_closeToTray->setToolTip(tr("Otherwise closing the window quits Tarn, and nothing sweeps until it starts again"));
    m_notifications = new QCheckBox(tr("&Notify when a sweep removes deltas"), desktop);
    m_notifications->setObjectName(QStringLiteral("sweepNotifications"));
    m_startAtLogin = new QCheckBox(tr("Start Tarn in the tray when I log &in"), desktop);
    m_startAtLogin->setObjectName(QStringLiteral("startAtLogin"));
    m_startAtLogin->setToolTip(tr("An autostart entry for your desktop, in %1").arg(QDir::toNativeSeparators(Autostart::entryPath())));
    auto *desktopLayout = new QVBoxLayout(desktop);
    desktopLayout->addWidget(m_closeToTray);
    desktopLayout->addWidget(m_notifications);
    desktopLayout->addWidget(m_startAtLogin);

    // --- why OK is disabled -----------------------------------------------
    auto *validationRow = new QWidget(this);
    validationRow->setObjectName(QStringLiteral("validationRow"));
    auto *validationLayout = new QHBoxLayout(validationRow);
    validationLayout->setContentsMargins(0, 0, 0, 0);
    m_validationIcon = new QLabel(validationRow);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_validationIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    m_validationIcon->setAlignment(Qt::AlignTop);
    m_validation = new QLabel(validationRow);
    m_validation->setObjectName(QStringLiteral("validationMessage"));
    m_validation->setWordWrap(true);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    validationLayout->addWidget(m_validationIcon);
    validationLayout->addWidget(m_validation, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                         | QDialogButtonBox::RestoreDefaults,
                                     this);
    QPushButton *restore = m_buttons->button(QDialogButtonBox::RestoreDefaults);
    restore->setText(tr("R&estore defaults"));
    restore->setToolTip(tr("Reaper every 5 minutes, soft decay every hour, the default lake location and memory settings"));
    // Defaults for the schedule and the lake; the decay policies are the
    // operator's own writing, not a setting with a default to go back to.
    connect(restore, &QPushButton::clicked, this, [this] {
        Preferences defaults;
        defaults.decayPolicies = m_decayPolicies->json();
        setPreferences(defaults);
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // --- pages: the everyday settings, then the operator's ones -----------
    auto *general = new QWidget(this);
    auto *generalLayout = new QVBoxLayout(general);
    generalLayout->addWidget(schedule);
    generalLayout->addWidget(lake);
    generalLayout->addWidget(desktop);
    generalLayout->addStretch(1);
    m_decayPolicies = new DecayPoliciesEditor(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("preferencePages"));
    m_memory = new MemoryPreferencesPage(this);
    m_memory->setObjectName(QStringLiteral("memoryPage"));
    m_tabs->addTab(general, tr("&General"));
    m_tabs->addTab(m_memory, tr("&Memory"));
    m_tabs->addTab(m_decayPolicies, tr("Decay &policies"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    // A page taller than the one the dialog opened on grows it, as a shown
    // reason does: word-wrapped hints do not push a shown window larger.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { growToFit(); });
    layout->addWidget(validationRow);
    layout->addWidget(m_buttons);
    setMinimumWidth(60 * fontMetrics().averageCharWidth());

    setTabOrder(m_reapMinutes, m_decayAmount);
    setTabOrder(m_decayAmount, m_decayUnit);
    setTabOrder(m_decayUnit, m_lakePath);
    setTabOrder(m_lakePath, browse);
    setTabOrder(browse, m_lakePassword);
    setTabOrder(m_lakePassword, m_testConnection);
    setTabOrder(m_testConnection, m_buttons);
    m_decayPolicies->setEnvironmentOverride(qEnvironmentVariableIsSet("TARN_DECAY_POLICIES"));

    setPreferences(current);

    connect(m_reapMinutes, &QSpinBox::valueChanged, this, &PreferencesDialog::revalidate);
    connect(m_decayAmount, &QSpinBox::valueChanged, this, &PreferencesDialog::revalidate);
    connect(m_decayUnit, &QComboBox::currentIndexChanged, this,
            [this](int index) { setDecayUnit(DecayUnit(m_decayUnit->itemData(index).toInt())); });
    connect(m_lakePath, &QLineEdit::textChanged, this, &PreferencesDialog::revalidate);
    connect(m_lakePath, &QLineEdit::textChanged, this, [this] {
        m_connectionResult->hide(); // it was about the address before
        updateLakeControls();
    });
    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::browseForLake);
    connect(m_testConnection, &QPushButton::clicked, this, &PreferencesDialog::testConnection);
    connect(m_decayPolicies, &DecayPoliciesEditor::changed, this, &PreferencesDialog::revalidate);
    connect(m_memory, &MemoryPreferencesPage::changed, this, &PreferencesDialog::revalidate);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.reapIntervalMs = m_reapMinutes->value() * Duration::Minute;
    const qint64 unitMs = m_decayUnit->currentData().toInt() == Hours ? Duration::Hour : Duration::Minute;
    p.decayIntervalMs = m_decayAmount->value() * unitMs;
    const QString location = m_lakePath->text().trimmed();
    p.lakePath = LakeLocation::looksLikeServer(location) ? location : QDir::fromNativeSeparators(location);
    p.decayPolicies = m_decayPolicies->json();
    p.memory = m_memory->settings();
    p.closeToTray = m_closeToTray->isChecked();
    p.notifications = m_notifications->isChecked();
    p.startAtLogin = m_startAtLogin->isChecked();
    return p;
}

QString PreferencesDialog::validationMessage() const
{
    return m_validation->text();
}

void PreferencesDialog::setDefaultLakePath(const QString &path)
{
    const QString shown = tr("Default: %1").arg(QDir::toNativeSeparators(path));
    m_lakePath->setPlaceholderText(shown);
    m_lakePath->setToolTip(shown); // a long path does not fit the field
}

void PreferencesDialog::setPreferences(const Preferences &preferences)
{
    const QSignalBlocker blockReap(m_reapMinutes);
    const QSignalBlocker blockDecay(m_decayAmount);
    const QSignalBlocker blockUnit(m_decayUnit); // the unit and amount change together here
    const QSignalBlocker blockPath(m_lakePath);
    m_reapMinutes->setValue(int(preferences.reapIntervalMs / Duration::Minute));
    // Whole hours read better as hours; anything else stays exact in minutes.
    const bool hours = preferences.decayIntervalMs >= Duration::Hour && preferences.decayIntervalMs % Duration::Hour == 0;
    m_decayUnit->setCurrentIndex(m_decayUnit->findData(hours ? Hours : Minutes));
    m_decayAmount->setValue(int(preferences.decayIntervalMs / (hours ? Duration::Hour : Duration::Minute)));
    m_lakePath->setText(LakeLocation::looksLikeServer(preferences.lakePath) ? preferences.lakePath
                                                                            : QDir::toNativeSeparators(preferences.lakePath));
    updateLakeControls();
    m_closeToTray->setChecked(preferences.closeToTray);
    m_notifications->setChecked(preferences.notifications);
    m_startAtLogin->setChecked(preferences.startAtLogin);
    {
        const QSignalBlocker blockPolicies(m_decayPolicies);
        m_decayPolicies->setJson(preferences.decayPolicies);
    }
    {
        const QSignalBlocker blockMemory(m_memory);
        m_memory->setSettings(preferences.memory);
    }
    revalidate();
}

// Switching the unit keeps the interval, not the number: 120 minutes become
// 2 hours. Minutes that are not whole hours round to the nearest hour.
void PreferencesDialog::setDecayUnit(DecayUnit unit)
{
    const int amount = m_decayAmount->value();
    const QSignalBlocker block(m_decayAmount);
    if (unit == Hours)
        m_decayAmount->setValue(amount >= 30 ? (amount + 30) / 60 : amount == 0 ? 0 : 1);
    else
        m_decayAmount->setValue(int(std::min<qint64>(qint64(amount) * 60, kSpinMax)));
    revalidate();
}

void PreferencesDialog::addApiPage(ApiServerHost *host, const Clock &clock, const ApiSettings &settings)
{
    if (m_api)
        return;
    m_api = new ApiPreferencesPage(host, clock, this);
    m_api->setSettings(settings);
    m_tabs->addTab(m_api, tr("&API"));
}

std::optional<ApiSettings> PreferencesDialog::apiSettings() const
{
    return m_api ? std::optional<ApiSettings>(m_api->settings()) : std::nullopt;
}

QString PreferencesDialog::lakePassword() const
{
    return LakeLocation::looksLikeServer(m_lakePath->text()) ? m_lakePassword->text() : QString();
}

void PreferencesDialog::updateLakeControls()
{
    const QString text = m_lakePath->text().trimmed();
    const bool server = LakeLocation::looksLikeServer(text);
    std::optional<LakeLocation> location;
    if (server) {
        try {
            location = LakeLocation::parse(text);
        } catch (const TarnError &) {
            // revalidate() says what is wrong with it
        }
    }
    m_lakePassword->setEnabled(server);
    m_testConnection->setEnabled(location.has_value() && !m_testing);
    // A server on another machine, and an sslmode that lets the connection
    // (the password too) go unencrypted: say so while it is being chosen.
    const bool clear = location && location->mayGoUnencrypted();
    if (clear)
        m_encryptionNote->setText(tr("The connection to %1 may travel unencrypted (sslmode=%2). For a server on "
                                     "another machine add ?sslmode=require, or verify-full to check its certificate.")
                                      .arg(location->host(), location->sslMode()));
    m_encryptionNote->setVisible(clear);
}

void PreferencesDialog::testConnection()
{
    const QString location = m_lakePath->text().trimmed();
    if (m_testing || location.isEmpty())
        return;
    m_testing = true;
    m_testConnection->setEnabled(false);
    m_connectionResult->setText(tr("Connecting…"));
    m_connectionResult->show();
    // The probe blocks for up to the connect timeout, so it runs on a thread
    // of its own; its answer comes back only while this dialog is there.
    auto result = std::make_shared<LakeProbe::Result>();
    QThread *probe = QThread::create([result, location, password = m_lakePassword->text()] {
        *result = LakeProbe::probe(location, password);
    });
    probe->setObjectName(QStringLiteral("tarn-lake-probe"));
    connect(probe, &QThread::finished, probe, &QObject::deleteLater);
    connect(probe, &QThread::finished, this, [this, result] {
        m_testing = false;
        m_connectionResult->setText(result->message);
        m_connectionResult->show();
        updateLakeControls();
        growToFit();
        Q_EMIT connectionTested(result->reached, result->message);
    });
    probe->start();
}

void PreferencesDialog::browseForLake()
{
    QString start = m_lakePath->text().trimmed();
    if (start.isEmpty() || LakeLocation::looksLikeServer(start))
        start = QDir::homePath();
    // An existing lake is a fine choice, so no "replace it?" question.
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Lake file"), start,
                                                        tr("Tarn lakes (*.sqlite);;All files (*)"), nullptr,
                                                        QFileDialog::DontConfirmOverwrite);
    if (!chosen.isEmpty())
        m_lakePath->setText(QDir::toNativeSeparators(chosen));
}

void PreferencesDialog::revalidate()
{
    const std::optional<QString> why = Preferences::whyInvalid(preferences());
    m_validation->setText(why.value_or(QString()));
    m_validation->parentWidget()->setVisible(why.has_value());
    growToFit();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!why);
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(why.value_or(QString()));
}

// The reason appears below the form; grow rather than squeeze the form to
// make room (word-wrapped labels do not push a shown window larger on
// their own). Never shrink what the person sized.
void PreferencesDialog::growToFit()
{
    if (!isVisible())
        return;
    layout()->activate();
    const QSize wanted = sizeHint().expandedTo(minimumSizeHint());
    if (wanted.height() > height() || wanted.width() > width())
        resize(size().expandedTo(wanted));
}

} // namespace tarn::ui
