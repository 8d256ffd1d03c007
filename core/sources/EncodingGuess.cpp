// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncodingGuess.h"

#include <uchardet.h>

namespace tarn::EncodingGuess {

QByteArray of(const QByteArray &bytes)
{
    uchardet_t detector = uchardet_new();
    if (!detector)
        return {};
    const qsizetype length = std::min<qsizetype>(bytes.size(), 256 * 1024);
    QByteArray charset;
    if (uchardet_handle_data(detector, bytes.constData(), size_t(length)) == 0) {
        uchardet_data_end(detector);
        charset = uchardet_get_charset(detector);
    }
    uchardet_delete(detector);
    // Names the detector uses that Qt's converters (ICU) know otherwise:
    // UHC is Microsoft's superset of EUC-KR.
    if (charset.compare("UHC", Qt::CaseInsensitive) == 0)
        return QByteArrayLiteral("windows-949");
    return charset;
}

} // namespace tarn::EncodingGuess
