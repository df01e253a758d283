#!/usr/bin/env bash
# Builds Qt 6.4.2 (and QtKeychain) for 64-bit Windows with MinGW-w64, from Debian 12's source
# packages only, into a cached prefix that the `windows` preset builds the app against.
#
#   bash packaging/windows/build-qt.sh            # build what is missing, reuse what is there
#   WEBSHOP_WINDOWS_PREFIX=/opt/qt-mingw bash packaging/windows/build-qt.sh
#
# Prefix: $WEBSHOP_WINDOWS_PREFIX, by default ~/.cache/webshop-desktop/qt-6.4.2-mingw64; the
# sources and build trees sit beside it in <prefix>.work (delete it after a successful run).
# Every step leaves a stamp in <prefix>/.stamps; a second run redoes only what has none.
# As root it installs the Debian packages it needs and enables deb-src; as another user it
# names what is missing and stops.
#
# Exit status: 0 when every module was built; 3 when qtbase was built but a module's source
# could not be fetched from the apt sources (the message names it; the `windows` preset then
# builds only the parts of the app that need no missing module); 1 on any other failure.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
toolchain="$here/mingw-w64.cmake"
prefix=${WEBSHOP_WINDOWS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/webshop-desktop/qt-6.4.2-mingw64}
work="$prefix.work"
stamps="$prefix/.stamps"
jobs=${WEBSHOP_JOBS:-$(nproc)}
mkdir -p "$prefix" "$work/src" "$stamps"
export WEBSHOP_WINDOWS_PREFIX="$prefix"

say() { printf '[windows] %s\n' "$*"; }
stamp() { touch "$stamps/$1"; }
done_already() { [[ -f "$stamps/$1" ]]; }

# --- 1. Debian packages and deb-src -------------------------------------------------------
packages="g++-mingw-w64-x86-64 wine64 wine wixl msitools dpkg-dev ninja-build cmake tcl
          xvfb xauth x11-utils qt6-base-dev qt6-base-dev-tools qt6-tools-dev-tools qt6-l10n-tools ccache"
missing=()
for p in $packages; do # split into words on purpose
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
have_src() { apt-cache showsrc qt6-base 2>/dev/null | grep -q '^Package: qt6-base'; }
if [[ ${#missing[@]} -gt 0 ]] || ! have_src; then
    if [[ $(id -u) -ne 0 ]]; then
        say "as root, install: ${missing[*]:-(nothing)}; and enable deb-src in the apt sources"
        exit 1
    fi
    if ! have_src; then
        say "enabling deb-src (/etc/apt/sources.list.d/webshop-deb-src.sources)"
        if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
            sed 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
                > /etc/apt/sources.list.d/webshop-deb-src.sources
        else
            grep -h '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
                > /etc/apt/sources.list.d/webshop-deb-src.list
        fi
    fi
    apt-get update -q
    # shellcheck disable=SC2086 # the list is split into its words on purpose
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $packages
fi

# --- 2. Sources: `apt-get source` (Debian's patches applied) --------------------------------
unavailable=()
fetch() { # fetch PACKAGE -> prints the unpacked folder, or nothing when apt cannot serve it
    local pkg=$1 dir
    dir=$(find "$work/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -1)
    if [[ -z $dir ]]; then
        (cd "$work/src" && apt-get source -q "$pkg" >"$work/src/$pkg.log" 2>&1) || true
        dir=$(find "$work/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -1)
    fi
    [[ -n $dir ]] && echo "$dir"
}

# --- 3. SQLite for Qt's SQL driver (the dfsg qtbase has no 3rdparty/sqlite) -----------------
if ! done_already sqlite; then
    src=$(fetch sqlite3) || { say "apt-get source sqlite3 failed: $work/src/sqlite3.log"; exit 1; }
    say "SQLite amalgamation from $src"
    mkdir -p "$work/sqlite-host" && (cd "$work/sqlite-host" && "$src/configure" -q >/dev/null \
        && make -s sqlite3.c >/dev/null)
    mkdir -p "$prefix/include" "$prefix/lib"
    x86_64-w64-mingw32-gcc-posix -O2 -c "$work/sqlite-host/sqlite3.c" -o "$work/sqlite3.o" \
        -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_ENABLE_FTS5 \
        -DSQLITE_ENABLE_RTREE -DSQLITE_THREADSAFE=1
    x86_64-w64-mingw32-gcc-ar-posix rcs "$prefix/lib/libsqlite3.a" "$work/sqlite3.o"
    cp "$work/sqlite-host/sqlite3.h" "$work/sqlite-host/sqlite3ext.h" "$prefix/include/" 2>/dev/null \
        || cp "$work/sqlite-host/sqlite3.h" "$prefix/include/"
    stamp sqlite
fi

# --- 4. qtbase ------------------------------------------------------------------------------
host_cmake=/usr/lib/x86_64-linux-gnu/cmake
if ! done_already qtbase; then
    src=$(fetch qt6-base) || { say "apt-get source qt6-base failed: $work/src/qt6-base.log"; exit 1; }
    say "qtbase from $src (about an hour on 2 cores the first time)"
    cmake -G Ninja -S "$src" -B "$work/build-qtbase" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON \
        -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR="$host_cmake" \
        -DQt6HostInfo_DIR="$host_cmake/Qt6HostInfo" -DQT_QMAKE_TARGET_MKSPEC=win32-g++ \
        -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_USE_CCACHE=ON \
        -DFEATURE_dbus=OFF -DFEATURE_opengl=OFF -DINPUT_opengl=no -DFEATURE_tabletevent=OFF \
        -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF -DFEATURE_system_harfbuzz=OFF \
        -DFEATURE_system_freetype=OFF -DFEATURE_system_png=OFF -DFEATURE_system_jpeg=OFF \
        -DFEATURE_sql_sqlite=ON -DFEATURE_system_sqlite=ON \
        -DSQLite3_INCLUDE_DIR="$prefix/include" -DSQLite3_LIBRARY="$prefix/lib/libsqlite3.a" \
        -DFEATURE_sql_odbc=OFF -DFEATURE_sql_psql=OFF -DFEATURE_sql_mysql=OFF \
        -DFEATURE_sql_ibase=OFF -DFEATURE_sql_oci=OFF -DFEATURE_openssl=OFF -DFEATURE_schannel=ON \
        > "$work/qtbase-configure.log" 2>&1 \
        || { say "qtbase configure failed: $work/qtbase-configure.log"; tail -20 "$work/qtbase-configure.log"; exit 1; }
    cmake --build "$work/build-qtbase" --parallel "$jobs"
    cmake --install "$work/build-qtbase" >/dev/null
    stamp qtbase
fi

# --- 5. The other Qt modules, each against the installed qtbase -------------------------------
qt_toolchain="$prefix/lib/cmake/Qt6/qt.toolchain.cmake"
for module in qt6-svg qt6-websockets qt6-httpserver; do
    done_already "$module" && continue
    if ! src=$(fetch "$module"); then
        unavailable+=("$module")
        say "$module: apt-get source could not fetch it (see $work/src/$module.log); skipped"
        continue
    fi
    say "$module from $src"
    cmake -G Ninja -S "$src" -B "$work/build-$module" -DCMAKE_TOOLCHAIN_FILE="$qt_toolchain" \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release -DQT_BUILD_EXAMPLES=OFF \
        -DQT_BUILD_TESTS=OFF -DQT_USE_CCACHE=ON > "$work/$module-configure.log" 2>&1 \
        || { say "$module configure failed: $work/$module-configure.log"; exit 1; }
    cmake --build "$work/build-$module" --parallel "$jobs"
    cmake --install "$work/build-$module" >/dev/null
    stamp "$module"
done

# --- 6. QtKeychain (its Windows backend: the Credential Manager) ------------------------------
if ! done_already qtkeychain; then
    if ! src=$(fetch qtkeychain); then
        unavailable+=(qtkeychain)
        say "qtkeychain: apt-get source could not fetch it (see $work/src/qtkeychain.log); skipped"
    else
        say "QtKeychain from $src"
        cmake -G Ninja -S "$src" -B "$work/build-qtkeychain" -DCMAKE_TOOLCHAIN_FILE="$qt_toolchain" \
            -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release -DBUILD_WITH_QT6=ON \
            -DBUILD_TRANSLATIONS=OFF -DBUILD_TEST_APPLICATION=OFF > "$work/qtkeychain-configure.log" 2>&1 \
            || { say "qtkeychain configure failed: $work/qtkeychain-configure.log"; exit 1; }
        cmake --build "$work/build-qtkeychain" --parallel "$jobs"
        cmake --install "$work/build-qtkeychain" >/dev/null
        stamp qtkeychain
    fi
fi

say "prefix: $prefix"
if [[ ${#unavailable[@]} -gt 0 ]]; then
    printf '%s\n' "${unavailable[@]}" > "$prefix/.unavailable"
    say "not built, their sources are not served by this machine's apt sources: ${unavailable[*]}"
    exit 3
fi
rm -f "$prefix/.unavailable"
say "complete: qtbase, qtsvg, qtwebsockets, qthttpserver, QtKeychain"
