// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A Claude data export's conversations.json: an array of conversations
// ({uuid, name, created_at, chat_messages}), each message with a sender
// ("human" or "assistant"), its text (and, in newer exports, "content"
// blocks: text, tool use, tool results) and attachments whose extracted
// text came with the message. Tool blocks and files without text are left
// out and counted; an attachment's text is kept after the message.
#include "ExportJson.h"
#include "ImportedMemories.h"

#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tarn::ImportFormats {

namespace {

struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportFormats)
};

QString textOf(const QJsonObject &m, QMap<QString, int> &skipped)
{
    QStringList texts;
    const QJsonArray blocks = m.value(QStringLiteral("content")).toArray();
    if (!blocks.isEmpty()) {
        for (const QJsonValue &b : blocks) {
            const QJsonObject block = b.toObject();
            if (block.value(QStringLiteral("type")).toString() == u"text")
                texts << block.value(QStringLiteral("text")).toString();
            else
                ++skipped[ImportText::tr("%1 blocks").arg(block.value(QStringLiteral("type")).toString(QStringLiteral("unknown")))];
        }
    } else {
        texts << m.value(QStringLiteral("text")).toString();
    }
    for (const QJsonValue &a : m.value(QStringLiteral("attachments")).toArray()) {
        const QJsonObject attachment = a.toObject();
        const QString extracted = attachment.value(QStringLiteral("extracted_content")).toString().trimmed();
        if (extracted.isEmpty())
            continue;
        texts << QStringLiteral("[%1]\n%2").arg(attachment.value(QStringLiteral("file_name")).toString(), extracted);
    }
    const int files = int(m.value(QStringLiteral("files")).toArray().size());
    if (files > 0)
        skipped[ImportText::tr("files without text")] += files;
    return texts.join(QStringLiteral("\n")).trimmed();
}

} // namespace

ImportedFile claude(const QByteArray &bytes)
{
    const QJsonDocument doc = ExportJson::read(bytes, QStringLiteral("Claude"));
    if (!doc.isArray())
        throw TarnError::invalid(QStringLiteral("file"),
                                 ImportText::tr("not a Claude export: conversations.json holds an array of conversations"));
    ImportedFile out;
    out.format = ImportFormat::Claude;
    QMap<QString, int> skipped;
    const QJsonArray conversations = doc.array();
    for (qsizetype i = 0; i < conversations.size(); ++i) {
        const QJsonObject c = conversations.at(i).toObject();
        if (!c.contains(QStringLiteral("chat_messages")))
            throw TarnError::invalid(QStringLiteral("file"),
                                     ImportText::tr("not a Claude export: conversation %1 has no \"chat_messages\"").arg(i + 1));
        const QString uuid = c.value(QStringLiteral("uuid")).toString();
        const QString conversation = uuid.isEmpty() ? QStringLiteral("conversation-%1").arg(i + 1) : uuid;
        const qint64 started = ExportJson::timeOf(c.value(QStringLiteral("created_at")));
        ++out.conversations;
        ImportedTurn turn;
        const auto flush = [&] {
            if (!turn.user.isEmpty() || !turn.assistant.isEmpty())
                out.turns << turn;
            turn = ImportedTurn();
        };
        const QJsonArray messages = c.value(QStringLiteral("chat_messages")).toArray();
        for (qsizetype j = 0; j < messages.size(); ++j) {
            const QJsonObject m = messages.at(j).toObject();
            const QString text = textOf(m, skipped);
            if (text.isEmpty())
                continue;
            const QString sender = m.value(QStringLiteral("sender")).toString();
            const QString id = m.value(QStringLiteral("uuid")).toString(QString::number(j));
            const qint64 at = ExportJson::timeOf(m.value(QStringLiteral("created_at")));
            if (sender == u"human") {
                flush();
                turn.key = conversation + u'/' + id;
                turn.session = QStringLiteral("claude:") + conversation;
                turn.user = text;
                turn.at = at ? at : started;
            } else if (sender == u"assistant") {
                if (turn.key.isEmpty()) {
                    turn.key = conversation + u'/' + id;
                    turn.session = QStringLiteral("claude:") + conversation;
                    turn.at = at ? at : started;
                }
                turn.assistant += (turn.assistant.isEmpty() ? QString() : QStringLiteral("\n\n")) + text;
            } else {
                ++skipped[ImportText::tr("messages from an unknown sender")];
            }
        }
        flush();
    }
    out.skipped = ExportJson::describeSkipped(skipped);
    return out;
}

} // namespace tarn::ImportFormats
