#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# The layers as a test (DESIGN §8): core/ knows nothing of widgets, ui/
# never touches SQL, app/ only wires, and inside core/ only the store
# knows the engine: no Qt Sql header, no SQL connection and no engine name
# outside core/store/. Prints each breach with its file and line.
# usage: check-layering.sh SOURCE_DIR
root=${1:?usage: check-layering.sh SOURCE_DIR}
cd "$root" || exit 2
status=0
breach() {
    # $1: what is wrong; the rest: grep arguments
    what=$1
    shift
    found=$(grep -rnE --include="*.cpp" --include="*.h" "$@" 2>/dev/null)
    if [ -n "$found" ]; then
        echo "$what:"
        echo "$found" | sed 's/^/  /'
        status=1
    fi
}
breach "core/ includes widgets" '#include <(QtWidgets/)?Q(Widget|MainWindow|Dialog|Application|AbstractButton|Menu|SystemTrayIcon)\b' core
breach "ui/ touches SQL" -e '#include <(QtSql/)?QSql' -e '\.database\(\)' ui
breach "app/ touches SQL" -e '#include <(QtSql/)?QSql' -e '\.database\(\)' app
breach "core/ outside the store includes Qt Sql" '#include <(QtSql/)?QSql' --exclude-dir=store core
breach "core/ outside the store reaches the lake's SQL connection" -e '(\.|->)database\(\)|LakeSql' --exclude-dir=store core
breach "ui/ or app/ reaches the lake's SQL connection" -e 'LakeSql' ui app
breach "core/ outside the store names an engine" -e '"QSQLITE"|"QPSQL"|sqlite3_[a-z_]+\(|PRAGMA |delta_fts|onServer\(\)' --exclude-dir=store core
if [ $status = 0 ]; then
    echo "layers hold: core/ has no widgets; ui/ and app/ no SQL; only core/store/ knows the engine"
fi
exit $status
