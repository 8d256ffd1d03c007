// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Remember.h"

#include "Lake.h"
#include "LakeMedia.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace tarn::Remember {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(tarn::Remember)
};

QByteArray readImage(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        throw TarnError::invalid(QStringLiteral("image"), Text::tr("the image %1 does not exist").arg(path));
    if (!info.isFile())
        throw TarnError::invalid(QStringLiteral("image"), Text::tr("the image %1 is not a regular file").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw TarnError::invalid(QStringLiteral("image"),
                                 Text::tr("the image %1 cannot be read: %2").arg(path, file.errorString()));
    // Read one byte past the limit: a file that grew after the check is
    // refused by what was read, never taken whole.
    const QByteArray bytes = file.read(LakeMedia::kMaxFileBytes + 1);
    if (bytes.size() > LakeMedia::kMaxFileBytes)
        throw TarnError::invalid(QStringLiteral("image"), Text::tr("the image %1 is larger than %2 MiB")
                                                              .arg(path)
                                                              .arg(LakeMedia::kMaxFileBytes / (1024 * 1024)));
    if (bytes.isEmpty())
        throw TarnError::invalid(QStringLiteral("image"), Text::tr("the image %1 is empty").arg(path));
    return bytes;
}

} // namespace

Delta remember(Lake &lake, const Delta &draft, const QString &imagePath)
{
    Delta d = draft;
    if (!imagePath.isEmpty())
        d.mediaHash = lake.putMedia(readImage(imagePath));
    // An image stored for an insert that is then refused (empty content,
    // say) names no delta: the lake's reconciliation removes it after its
    // grace period, as with any write that did not commit.
    return lake.insert(d);
}

} // namespace tarn::Remember
