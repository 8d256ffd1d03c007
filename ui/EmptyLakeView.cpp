// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmptyLakeView.h"

#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tarn::ui {

EmptyLakeView::EmptyLakeView(QWidget *parent) : QWidget(parent)
{
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tarn.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignHCenter);

    m_title = new QLabel(tr("Your lake is empty"), this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignHCenter);

    m_body = new QLabel(this);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    m_body->setAlignment(Qt::AlignHCenter);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setText(tr("<p>Things you author will stick; observations will wilt.</p>"
                       "<p>Write your first memory, or add a source (a feed, a notes folder, Home Assistant) "
                       "that observes for you. Assistants reach the same lake through <code>tarn mcp</code>.</p>"));

    m_remember = new QPushButton(tr("&Remember…"), this);
    m_remember->setObjectName(QStringLiteral("emptyRememberButton"));
    m_remember->setDefault(true);
    connect(m_remember, &QPushButton::clicked, this, &EmptyLakeView::rememberRequested);
    m_addSource = new QPushButton(tr("&Add a Source…"), this);
    m_addSource->setObjectName(QStringLiteral("emptyAddSourceButton"));
    connect(m_addSource, &QPushButton::clicked, this, &EmptyLakeView::addSourceRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_remember);
    buttons->addWidget(m_addSource);
    buttons->addStretch(1);

    // A column of readable width in the middle; word-wrapped labels get
    // their height from the layout only when they are not aligned in it.
    auto *column = new QWidget(this);
    column->setMaximumWidth(64 * fontMetrics().averageCharWidth());
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(icon);
    columnLayout->addSpacing(8);
    columnLayout->addWidget(m_title);
    columnLayout->addWidget(m_body);
    columnLayout->addSpacing(8);
    columnLayout->addLayout(buttons);

    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(column, 4);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addLayout(row);
    layout->addStretch(3);
}

QString EmptyLakeView::text() const
{
    return m_title->text() + u'\n' + m_body->text();
}

} // namespace tarn::ui
