#!/usr/bin/env bash
# The Windows chain, opt-in (not in CI): cross-build the `windows` preset against the Qt that
# build-qt.sh cached, and run its tests under Wine, inside a private Xvfb.
#
#   bash packaging/windows/cross-test.sh             # configure, build, test
#   bash packaging/windows/cross-test.sh -R decimal  # extra arguments go to ctest
#
# Exit status: ctest's; 2 when there is no cached Qt yet (run build-qt.sh first).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
prefix=${WEBSHOP_WINDOWS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/webshop-desktop/qt-6.4.2-mingw64}
export WEBSHOP_WINDOWS_PREFIX="$prefix"
say() { printf '[windows] %s\n' "$*"; }

if [[ ! -f "$prefix/.stamps/qtbase" ]]; then
    say "no cached Windows Qt in $prefix: run packaging/windows/build-qt.sh first"
    exit 2
fi

cd "$root"
cmake --preset windows >/dev/null
cmake --build build/windows

# Wine finds the DLLs through WINEPATH: Qt's, and MinGW's C++ runtime.
winpath() { printf 'Z:%s' "${1//\//\\}"; }
gcclib=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-libgcc-file-name)")
WINEPATH="$(winpath "$prefix/bin");$(winpath "$gcclib");$(winpath /usr/x86_64-w64-mingw32/lib)"
export WINEPATH
export WINEPREFIX=${WINEPREFIX:-$root/build/windows/wineprefix}
export WINEDEBUG=-all
export PATH="/usr/lib/wine:$PATH"

# Wine needs an X server even for hidden windows: a private one, ended on exit.
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'wineserver -k >/dev/null 2>&1 || true; kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done

if [[ ! -f "$WINEPREFIX/system.reg" ]]; then
    say "initialising the Wine prefix $WINEPREFIX"
    wine wineboot -u >/dev/null 2>&1 || true
fi
say "tests under $(wine --version)"
mkdir -p build/windows/test-logs
rc=0
ctest --test-dir build/windows --output-on-failure --timeout 300 "$@" || rc=$?
# The failed tests' own words (their stdout does not reach ctest under Wine).
failed=build/windows/Testing/Temporary/LastTestsFailed.log
if [[ $rc -ne 0 && -f $failed ]]; then
    while IFS=: read -r _ name; do
        [[ -f build/windows/test-logs/$name.txt ]] || continue
        say "--- $name"
        grep -v -E '^(PASS|QDEBUG|QINFO) ' "build/windows/test-logs/$name.txt" || true
    done < "$failed"
fi
exit $rc
