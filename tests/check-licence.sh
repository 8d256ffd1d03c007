#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Tarn is GPL-3.0-or-later (LICENSE): every source file says so in an SPDX
# header, and the package says so too (packaging/copyright, the metainfo).
# Prints each file that does not.
# usage: check-licence.sh SOURCE_DIR
root=${1:?usage: check-licence.sh SOURCE_DIR}
cd "$root" || exit 2
status=0
missing=$(find core ui app tests scripts -name '*.cpp' -o -name '*.h' -o -name 'CMakeLists.txt' -o -name '*.sh' -o -name '*.py' -o -name '*.mjs' |
    grep -v '^tests/data/' | xargs grep -L 'SPDX-License-Identifier: GPL-3.0-or-later')
if [ -n "$missing" ]; then
    echo "no SPDX-License-Identifier: GPL-3.0-or-later in:"
    echo "$missing" | sed 's/^/  /'
    status=1
fi
grep -q 'GNU GENERAL PUBLIC LICENSE' LICENSE && grep -q 'Version 3, 29 June 2007' LICENSE ||
    { echo "LICENSE is not the GPL version 3"; status=1; }
grep -q '^License: GPL-3.0-or-later$' packaging/copyright || { echo "packaging/copyright names no GPL-3.0-or-later"; status=1; }
grep -q '<project_license>GPL-3.0-or-later</project_license>' packaging/*.metainfo.xml ||
    { echo "the metainfo names no project_license"; status=1; }
[ $status = 0 ] && echo "every source file, LICENSE, the copyright file and the metainfo say GPL-3.0-or-later"
exit $status
