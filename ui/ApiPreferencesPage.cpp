// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiPreferencesPage.h"

#include "ApiServerHost.h"
#include "ApiTokenModel.h"
#include "PairingDialog.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace tarn::ui {

ApiPreferencesPage::ApiPreferencesPage(ApiServerHost *host, const Clock &clock, QWidget *parent)
    : QWidget(parent), m_host(host), m_clock(clock)
{
    m_enabled = new QCheckBox(tr("&Serve the local API (loopback only: 127.0.0.1 and ::1)"), this);
    m_enabled->setObjectName(QStringLiteral("apiEnabled"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("apiPort"));
    m_port->setRange(1024, 65535);
    m_port->setAccessibleName(tr("API port"));
    auto *portLabel = new QLabel(tr("&Port:"), this);
    portLabel->setBuddy(m_port);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("apiStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *portRow = new QHBoxLayout;
    portRow->addWidget(portLabel);
    portRow->addWidget(m_port);
    portRow->addStretch(1);

    auto *clients = new QGroupBox(tr("Paired clients"), this);
    m_tokens = new ApiTokenModel(this);
    m_view = new QTableView(clients);
    m_view->setAccessibleName(tr("Paired clients"));
    m_view->setTabKeyNavigation(false);
    m_view->setObjectName(QStringLiteral("apiTokens"));
    m_view->setModel(m_tokens);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(ApiTokenModel::NameColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(ApiTokenModel::ScopeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ApiTokenModel::PairedColumn, QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(6 * fontMetrics().height());
    m_revoke = new QPushButton(tr("&Revoke"), clients);
    m_revoke->setObjectName(QStringLiteral("revokeToken"));
    m_revoke->setEnabled(false);
    m_pair = new QPushButton(tr("Pair a &client…"), clients);
    m_pair->setObjectName(QStringLiteral("pairClient"));
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_pair);
    buttons->addWidget(m_revoke);
    buttons->addStretch(1);
    auto *clientsLayout = new QHBoxLayout(clients);
    clientsLayout->addWidget(m_view, 1);
    clientsLayout->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    layout->addLayout(portRow);
    layout->addWidget(m_status);
    layout->addWidget(clients, 1);

    connect(m_enabled, &QCheckBox::toggled, this, [this] {
        m_port->setEnabled(m_enabled->isChecked());
        Q_EMIT changed();
    });
    connect(m_port, &QSpinBox::valueChanged, this, &ApiPreferencesPage::changed);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_revoke->setEnabled(m_view->selectionModel()->hasSelection()); });
    connect(m_revoke, &QPushButton::clicked, this, &ApiPreferencesPage::revokeSelected);
    connect(m_pair, &QPushButton::clicked, this, [this] {
        PairingDialog dialog(m_host, m_clock, this);
        dialog.exec();
        if (m_host)
            m_host->listTokens(); // the new client shows up
    });
    if (m_host) {
        connect(m_host, &ApiServerHost::tokensListed, m_tokens, &ApiTokenModel::setTokens);
        connect(m_host, &ApiServerHost::pairingRefused, this, [this](const QString &why) { m_status->setText(why); });
        connect(m_host, &ApiServerHost::started, this, &ApiPreferencesPage::updateStatus);
        connect(m_host, &ApiServerHost::stopped, this, &ApiPreferencesPage::updateStatus);
        m_host->listTokens();
    }
    updateStatus();
}

ApiSettings ApiPreferencesPage::settings() const
{
    ApiSettings s = m_loaded; // keeps which lake, and whether the port is its own
    s.enabled = m_enabled->isChecked();
    s.port = quint16(m_port->value());
    return s;
}

void ApiPreferencesPage::setSettings(const ApiSettings &settings)
{
    m_loaded = settings;
    const QSignalBlocker blockEnabled(m_enabled);
    const QSignalBlocker blockPort(m_port);
    m_enabled->setChecked(settings.enabled);
    m_port->setValue(settings.port);
    m_port->setEnabled(settings.enabled);
}

void ApiPreferencesPage::updateStatus()
{
    if (!m_host || !m_host->isRunning())
        m_status->setText(tr("The API is not running."));
    else
        m_status->setText(tr("Listening on http://127.0.0.1:%1 and http://[::1]:%1.").arg(m_host->port()));
}

void ApiPreferencesPage::revokeSelected()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty() || !m_host)
        return;
    const QString name = rows.first().data().toString();
    const QString id = rows.first().data(ApiTokenModel::IdRole).toString();
    if (QMessageBox::question(this, tr("Revoke access"),
                              tr("Revoke “%1”? It can no longer reach Tarn until it pairs again.").arg(name))
        != QMessageBox::Yes)
        return;
    m_host->revokeToken(id);
}

} // namespace tarn::ui
