// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace tarn {

// Finds a JSON-RPC message's top-level "id" as the client wrote it, byte for
// byte, in a stream of bytes of any length, in bounded memory. Two uses:
// - a line too long to parse (over McpServer::kMaxLineBytes) still gets
//   its error under the request's own id, which clients match answers by
//   (an answer with "id": null leaves the caller waiting until its timeout);
// - an id is echoed exactly as sent: 12345678901234567890 is not a double's
//   12345678901234567000, and a string keeps its escapes.
// It tracks only nesting, strings and the keys of the outermost object; it
// does not check that the JSON is valid (the parser does, for lines it reads).
class JsonRpcIdScanner
{
public:
    void feed(const QByteArray &bytes);
    void reset() { *this = JsonRpcIdScanner(); }

    // The id's raw token (a number, or a string with its quotes), or empty:
    // none yet, none at all, or one that is not a string or a number.
    const QByteArray &rawId() const { return m_id; }
    bool found() const { return !m_id.isEmpty(); }

    // Longer ids are not echoed (a client's ids are short).
    static constexpr qsizetype kMaxIdBytes = 1024;

private:
    void onChar(char c);
    void endNumber();

    int m_depth = 0;
    bool m_inString = false;
    bool m_escaped = false;
    bool m_expectKey = false;     // at depth 1, the next string is a key
    bool m_readingKey = false;
    bool m_keyIsId = false;       // the last key read at depth 1 was "id"
    bool m_awaitingValue = false; // after "id":
    bool m_readingString = false; // the id's string
    bool m_readingNumber = false; // the id's number
    bool m_done = false;          // found, or given up
    QByteArray m_key;
    QByteArray m_value;
    QByteArray m_id;
};

} // namespace tarn
