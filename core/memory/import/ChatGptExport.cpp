// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A ChatGPT data export's conversations.json: an array of conversations,
// each a tree of messages ("mapping": node id -> {message, parent,
// children}). Editing a message or regenerating an answer makes a branch;
// the conversation as the person last saw it is the path from the root to
// "current_node", which is what is read here. System and tool messages,
// hidden context, an assistant's calls to its tools, and non-text parts
// (images, audio) are left out and counted.
#include "ExportJson.h"
#include "ImportedMemories.h"

#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace tarn::ImportFormats {

namespace {

struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportFormats)
};

struct Message
{
    QString id;
    QString role;
    QString text;
    qint64 at = 0;
};

// The text of a message's parts; anything that is not text is counted.
QString textOf(const QJsonObject &content, QMap<QString, int> &skipped)
{
    const QString type = content.value(QStringLiteral("content_type")).toString();
    if (type == u"text" || type == u"multimodal_text") {
        QStringList texts;
        for (const QJsonValue &part : content.value(QStringLiteral("parts")).toArray()) {
            if (part.isString())
                texts << part.toString();
            else if (part.isObject())
                ++skipped[ImportText::tr("image or audio parts")];
        }
        return texts.join(QStringLiteral("\n")).trimmed();
    }
    if (type == u"code")
        return content.value(QStringLiteral("text")).toString().trimmed();
    ++skipped[ImportText::tr("messages of type %1").arg(type.isEmpty() ? QStringLiteral("unknown") : type)];
    return {};
}

// From current_node up to the root, then reversed: the active branch.
QList<Message> activeBranch(const QJsonObject &conversation, QMap<QString, int> &skipped)
{
    const QJsonObject mapping = conversation.value(QStringLiteral("mapping")).toObject();
    QString node = conversation.value(QStringLiteral("current_node")).toString();
    if (node.isEmpty() || !mapping.contains(node)) {
        // An old export without current_node: the newest leaf.
        qint64 newest = -1;
        for (auto it = mapping.begin(); it != mapping.end(); ++it) {
            const QJsonObject n = it.value().toObject();
            if (!n.value(QStringLiteral("children")).toArray().isEmpty())
                continue;
            const qint64 at = ExportJson::timeOf(n.value(QStringLiteral("message")).toObject().value(QStringLiteral("create_time")));
            if (at > newest) {
                newest = at;
                node = it.key();
            }
        }
    }
    QList<Message> path;
    QSet<QString> seen; // a cycle in a damaged file must not loop forever
    while (!node.isEmpty() && mapping.contains(node) && !seen.contains(node)) {
        seen.insert(node);
        const QJsonObject n = mapping.value(node).toObject();
        const QJsonObject m = n.value(QStringLiteral("message")).toObject();
        node = n.value(QStringLiteral("parent")).toString();
        if (m.isEmpty())
            continue;
        const QString role = m.value(QStringLiteral("author")).toObject().value(QStringLiteral("role")).toString();
        const QJsonObject metadata = m.value(QStringLiteral("metadata")).toObject();
        if (role != u"user" && role != u"assistant") {
            ++skipped[ImportText::tr("system and tool messages")];
            continue;
        }
        if (metadata.value(QStringLiteral("is_visually_hidden_from_conversation")).toBool()) {
            ++skipped[ImportText::tr("hidden context messages")];
            continue;
        }
        const QString recipient = m.value(QStringLiteral("recipient")).toString(QStringLiteral("all"));
        if (role == u"assistant" && recipient != u"all") {
            ++skipped[ImportText::tr("calls to tools")];
            continue;
        }
        const QString text = textOf(m.value(QStringLiteral("content")).toObject(), skipped);
        if (text.isEmpty())
            continue;
        path.prepend(Message{m.value(QStringLiteral("id")).toString(node), role, text,
                             ExportJson::timeOf(m.value(QStringLiteral("create_time")))});
    }
    return path;
}

} // namespace

ImportedFile chatGpt(const QByteArray &bytes)
{
    const QJsonDocument doc = ExportJson::read(bytes, QStringLiteral("ChatGPT"));
    if (!doc.isArray())
        throw TarnError::invalid(QStringLiteral("file"),
                                 ImportText::tr("not a ChatGPT export: conversations.json holds an array of conversations"));
    ImportedFile out;
    out.format = ImportFormat::ChatGpt;
    QMap<QString, int> skipped;
    const QJsonArray conversations = doc.array();
    for (qsizetype i = 0; i < conversations.size(); ++i) {
        const QJsonObject c = conversations.at(i).toObject();
        if (!c.contains(QStringLiteral("mapping")))
            throw TarnError::invalid(QStringLiteral("file"),
                                     ImportText::tr("not a ChatGPT export: conversation %1 has no \"mapping\"").arg(i + 1));
        const QString id = c.value(QStringLiteral("conversation_id")).toString(c.value(QStringLiteral("id")).toString());
        const QString conversation = id.isEmpty() ? QStringLiteral("conversation-%1").arg(i + 1) : id;
        const qint64 started = ExportJson::timeOf(c.value(QStringLiteral("create_time")));
        ++out.conversations;
        ImportedTurn turn;
        const auto flush = [&] {
            if (!turn.user.isEmpty() || !turn.assistant.isEmpty())
                out.turns << turn;
            turn = ImportedTurn();
        };
        for (const Message &m : activeBranch(c, skipped)) {
            if (m.role == u"user") {
                flush();
                turn.key = conversation + u'/' + m.id;
                turn.session = QStringLiteral("chatgpt:") + conversation;
                turn.user = m.text;
                turn.at = m.at ? m.at : started;
            } else {
                if (turn.key.isEmpty()) { // the assistant spoke first
                    turn.key = conversation + u'/' + m.id;
                    turn.session = QStringLiteral("chatgpt:") + conversation;
                    turn.at = m.at ? m.at : started;
                }
                turn.assistant += (turn.assistant.isEmpty() ? QString() : QStringLiteral("\n\n")) + m.text;
            }
        }
        flush();
    }
    out.skipped = ExportJson::describeSkipped(skipped);
    return out;
}

} // namespace tarn::ImportFormats
