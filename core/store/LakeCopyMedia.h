// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTableCopy.h"

#include <QStringList>

namespace tarn {

class Lake;

// The images of a lake carried by `tarn lake copy` (LakeCopy), read and
// written through each lake's media room (LakeMedia: a folder beside a
// file, the `media` table on a server), addressed by the SHA-256 of their
// bytes. What is copied is every image a delta names: a file no delta
// names is an orphan the lake sweeps away on its own (Lake::reconcileMedia).
class LakeCopyMedia
{
public:
    LakeCopyMedia(Lake &from, Lake &to) : m_from(from), m_to(to) {}

    // Reads each image the deltas of `from` name, checks its bytes against
    // its name, and writes it into `to` (a file put beside, or a row in the
    // transaction `to` holds). Before the deltas: a row never names an image
    // its lake does not have. Throws TarnError naming an image `from` lacks
    // or holds damaged. The digest is over the sorted names of the images
    // whose bytes were checked.
    LakeTableCopy::Digested copy();
    // The same digest over what `to` holds now, each image's bytes read
    // back and checked against its name.
    LakeTableCopy::Digested verify();
    // Removes the files copy() put into a file lake's folder, when the copy
    // as a whole fails (rows on a server go with the rollback).
    void undo();

private:
    // The image's bytes as `lake` holds them (LakeMedia), checked against
    // its name.
    QByteArray read(Lake &lake, const QString &hash);
    void write(const QString &hash, const QByteArray &bytes);

    QStringList m_hashes;
    QStringList m_added;
    Lake &m_from;
    Lake &m_to;
};

} // namespace tarn
