// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryContextDialog.h"

#include "LakeReader.h"
#include "MemoryContext.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace tarn::ui {

MemoryContextDialog::MemoryContextDialog(LakeReaderHost *reader, const MemorySettings &settings, QWidget *parent)
    : QDialog(parent), m_reader(reader), m_settings(settings)
{
    setWindowTitle(tr("Preview Memory Context"));
    auto *intro = new QLabel(tr("What an assistant would be given before it answers this message: lasting memories "
                                "and matching events, within the bounds set in Preferences → Memory (items: at most %1; "
                                "characters: at most %2).")
                                 .arg(settings.recallMaxItems)
                                 .arg(settings.recallMaxChars),
                             this);
    intro->setWordWrap(true);
    m_query = new QLineEdit(this);
    m_query->setObjectName(QStringLiteral("contextQuery"));
    m_query->setClearButtonEnabled(true);
    m_query->setPlaceholderText(tr("A message, e.g. what should I cook tonight?"));
    m_query->setAccessibleName(tr("Message to find memories for"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("contextSummary"));
    m_summary->setWordWrap(true);
    m_block = new QPlainTextEdit(this);
    m_block->setObjectName(QStringLiteral("contextBlock"));
    m_block->setReadOnly(true);
    m_block->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_block->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_block->setAccessibleName(tr("Memory context"));

    // Why these: how the message was read (its words and the related words
    // recall also looked for) and each memory's signals (Recall.h).
    auto *why = new QLabel(tr("Why these:"), this);
    m_explain = new QPlainTextEdit(this);
    m_explain->setObjectName(QStringLiteral("contextExplain"));
    m_explain->setReadOnly(true);
    m_explain->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_explain->setAccessibleName(tr("Why these memories"));
    why->setBuddy(m_explain);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_copy->setEnabled(false);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(block()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_query);
    layout->addWidget(m_summary);
    layout->addWidget(m_block, 2);
    layout->addWidget(why);
    layout->addWidget(m_explain, 1);
    layout->addWidget(buttons);
    resize(72 * fontMetrics().averageCharWidth(), 28 * fontMetrics().height());

    if (!settings.autoRecall)
        m_summary->setText(tr("Assistants get no memory context while it is off in Preferences → Memory; this is what "
                              "they would get with it on."));
    // Ask once typing pauses, not per key.
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &MemoryContextDialog::request);
    connect(m_query, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_reader->reader(), &LakeReader::memoryContextReady, this, &MemoryContextDialog::showContext);
    connect(m_reader->reader(), &LakeReader::requestFailed, this, &MemoryContextDialog::fail);
}

QString MemoryContextDialog::block() const
{
    return m_block->toPlainText();
}

QString MemoryContextDialog::summary() const
{
    return m_summary->text();
}

QString MemoryContextDialog::explanation() const
{
    return m_explain->toPlainText();
}

void MemoryContextDialog::request()
{
    if (m_query->text().trimmed().isEmpty()) {
        m_pending = 0;
        m_block->clear();
        m_explain->clear();
        m_copy->setEnabled(false);
        m_summary->clear();
        return;
    }
    m_summary->setText(tr("Looking…"));
    m_pending = m_reader->fetchMemoryContext(m_query->text(), m_settings);
}

void MemoryContextDialog::showContext(quint64 requestId, const MemoryContext &context)
{
    if (requestId != m_pending)
        return; // overtaken by newer typing
    m_block->setPlainText(context.text);
    m_copy->setEnabled(!context.text.isEmpty());
    QStringList why;
    if (!context.reading.words.isEmpty())
        why << tr("Looking for: %1").arg(context.reading.words.join(QStringLiteral("; ")));
    if (context.reading.window > 0)
        why << tr("Common in the lake: only the newest %1 matches of the question's words, and the newest %1 "
                  "of your own memories and events, were ranked.")
                   .arg(context.reading.window);
    for (const RecallHit &h : context.items)
        why << QStringLiteral("%1  %2").arg(h.delta.id, h.explanation());
    m_explain->setPlainText(why.join(u'\n'));
    QString text;
    if (context.items.isEmpty())
        text = tr("No lasting memory at least %1 sure matches this message.").arg(m_settings.minProfileConfidence);
    else if (context.truncated)
        text = tr("Memories in the context: %1; characters: %2. More matched than the bounds allow.")
                   .arg(context.items.size())
                   .arg(context.text.size());
    else
        text = tr("Memories in the context: %1; characters: %2.").arg(context.items.size()).arg(context.text.size());
    if (!m_settings.autoRecall)
        text += u' ' + tr("(Off for assistants.)");
    m_summary->setText(text);
    Q_EMIT previewShown();
}

void MemoryContextDialog::fail(quint64 requestId, const QString &message)
{
    if (requestId != m_pending)
        return;
    m_block->clear();
    m_explain->clear();
    m_copy->setEnabled(false);
    m_summary->setText(message);
    Q_EMIT previewShown();
}

} // namespace tarn::ui
