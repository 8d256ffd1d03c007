// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonRpcIdScanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace tarn {

// Only a token that is JSON, and a string or a finite number, is echoed:
// "1e999" or "\x" would make the answer itself unreadable.
static QByteArray validToken(const QByteArray &token)
{
    const QJsonDocument doc = QJsonDocument::fromJson('[' + token + ']');
    if (!doc.isArray() || doc.array().size() != 1)
        return {};
    const QJsonValue v = doc.array().at(0);
    if (v.isString() || (v.isDouble() && std::isfinite(v.toDouble())))
        return token;
    return {};
}

void JsonRpcIdScanner::feed(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (m_done)
            return;
        onChar(c);
    }
}

void JsonRpcIdScanner::endNumber()
{
    m_readingNumber = false;
    m_id = validToken(m_value);
    m_done = true;
}

void JsonRpcIdScanner::onChar(char c)
{
    if (m_inString) {
        if (m_readingKey && c != '"' && m_key.size() < 8)
            m_key += c;
        if (m_readingString) {
            m_value += c;
            if (m_value.size() > kMaxIdBytes) {
                m_done = true; // too long to echo
                return;
            }
        }
        if (m_escaped) {
            m_escaped = false;
            if (m_readingKey)
                m_key += '\\'; // "i\u0064" is not the plain key "id" we look for
        } else if (c == '\\') {
            m_escaped = true;
        } else if (c == '"') {
            m_inString = false;
            if (m_readingKey) {
                m_readingKey = false;
                m_keyIsId = m_key == "id";
            } else if (m_readingString) {
                m_readingString = false;
                m_id = validToken(m_value);
                m_done = true;
            }
        }
        return;
    }
    if (m_readingNumber) {
        if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E') {
            m_value += c;
            if (m_value.size() > kMaxIdBytes)
                m_done = true;
            return;
        }
        endNumber();
        return;
    }
    switch (c) {
    case ' ': case '\t': case '\r': case '\n':
        return;
    case '"':
        m_inString = true;
        if (m_depth == 1 && m_expectKey) {
            m_readingKey = true;
            m_expectKey = false;
            m_key.clear();
        } else if (m_depth == 1 && m_awaitingValue) {
            m_awaitingValue = false;
            m_readingString = true;
            m_value = "\"";
        }
        return;
    case ':':
        if (m_depth == 1) {
            m_awaitingValue = m_keyIsId;
            m_keyIsId = false;
        }
        return;
    case ',':
        if (m_depth == 1) {
            m_expectKey = true;
            m_awaitingValue = false;
        }
        return;
    case '{': case '[':
        if (m_depth == 1 && m_awaitingValue) {
            m_done = true; // an object or array is no id
            return;
        }
        ++m_depth;
        if (m_depth == 1) {
            if (c != '{')
                m_done = true; // a batch or garbage: no single id
            m_expectKey = true;
        }
        return;
    case '}': case ']':
        --m_depth;
        if (m_depth <= 0)
            m_done = true; // the message ended without an id
        return;
    default:
        if (m_depth == 1 && m_awaitingValue) {
            m_awaitingValue = false;
            if ((c >= '0' && c <= '9') || c == '-') {
                m_readingNumber = true;
                m_value = QByteArray(1, c);
            } else {
                m_done = true; // null, true, false: not an id to echo
            }
        }
        return;
    }
}

} // namespace tarn
