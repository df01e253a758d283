#!/bin/sh
# Builds the native packages of this build with CPack and checks them the way an IT department
# would: desktop entry and AppStream metainfo validate, lintian has nothing to say about the
# .deb, the binaries are stripped and hardened with their debug info in the -dbgsym package,
# Depends name what Qt loads at run time, the .rpm holds the same files, and the packaged
# binary runs.
#   check-package.sh BUILD_DIR SOURCE_DIR VERSION
set -eu
build=$1; src=$2; version=$3
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

desktop-file-validate "$src/packaging/linux/org.example.WebshopDesktop.desktop"
appstreamcli validate --no-net --pedantic "$build/packaging/org.example.WebshopDesktop.metainfo.xml" >/dev/null

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >/dev/null
deb=$(ls "$work"/out/*.deb)
ddeb=$(ls "$work"/out/*-dbgsym*.ddeb)
info=$(dpkg-deb -f "$deb" Package Version Depends Recommends)
echo "$info"
echo "$info" | grep -qx "Package: webshop-desktop" || fail "package name"
echo "$info" | grep -qx "Version: $version" || fail "version"
# Linked libraries (dpkg-shlibdeps) and what Qt loads at run time: wayland platform plugin,
# SVG image format/icon engine, CA certificates; a Secret Service provider is recommended.
for dep in libqt6keychain1 libqt6widgets6 libqt6svg6 libqt6sql6-sqlite qt6-wayland ca-certificates; do
    echo "$info" | grep -q "^Depends:.*\b$dep\b" || fail "Depends lacks $dep"
done
echo "$info" | grep -q "^Recommends:.*gnome-keyring | keepassxc" || fail "Recommends lacks a Secret Service provider"

files=$(dpkg-deb -c "$deb")
for f in ./usr/bin/webshop-desktop ./usr/bin/webshop-demo-server \
         ./usr/share/applications/org.example.WebshopDesktop.desktop \
         ./usr/share/metainfo/org.example.WebshopDesktop.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/org.example.WebshopDesktop.svg \
         ./usr/share/doc/webshop-desktop/copyright ./usr/share/doc/webshop-desktop/changelog.gz \
         ./usr/share/man/man1/webshop-desktop.1.gz ./usr/share/man/man1/webshop-demo-server.1.gz; do
    echo "$files" | grep -q " $f\$" || fail "missing in the package: $f"
done
dpkg-deb -x "$deb" "$work/root"
out=$("$work/root/usr/bin/webshop-desktop" --version)
[ "$out" = "webshop-desktop $version" ] || fail "packaged binary says: $out"

# The man pages carry the options of --help.
zcat "$work/root/usr/share/man/man1/webshop-desktop.1.gz" | grep -q '^\\fB\\-\\-demo\\fR' \
    || fail "webshop-desktop.1 has no --demo"
zcat "$work/root/usr/share/man/man1/webshop-demo-server.1.gz" | grep -q '\\-\\-port' \
    || fail "webshop-demo-server.1 has no --port"

# Stripped, hardened binaries; their debug info is in the -dbgsym package under the build id.
dpkg-deb -x "$ddeb" "$work/dbg"
for b in webshop-desktop webshop-demo-server; do
    elf=$work/root/usr/bin/$b
    file -b "$elf" | grep -q ', stripped' || fail "$b is not stripped"
    ! readelf -d "$elf" | grep -q 'RPATH\|RUNPATH' || fail "$b has an RPATH"
    id=$(readelf -n "$elf" | sed -n 's/.*Build ID: \([0-9a-f]*\)/\1/p')
    dbg=$work/dbg/usr/lib/debug/.build-id/$(echo "$id" | cut -c1-2)/$(echo "$id" | cut -c3-).debug
    [ -f "$dbg" ] || fail "no debug info for $b (build id $id) in $(basename "$ddeb")"
    readelf -d "$elf" | grep -q 'FLAGS_1.*NOW.*PIE\|FLAGS_1.*PIE.*NOW' || fail "$b: not PIE with -z now"
    readelf -lW "$elf" | grep -q GNU_RELRO || fail "$b: no RELRO"
    syms=$(readelf --dyn-syms -W "$elf")
    echo "$syms" | grep -q '__stack_chk_fail' || fail "$b: no stack protector"
    checked=$((${checked:-0} + $(echo "$syms" | grep -c '__[a-z]*_chk@' || true)))
done
# Fortify turns a libc call into its checked __*_chk form where the compiler cannot prove it
# safe; lintian (hardening-no-fortify-functions) judges each binary, this proves the flag is on.
[ "$checked" -gt 0 ] || fail "no fortified libc calls: built without _FORTIFY_SOURCE?"
echo "stripped, PIE, -z relro -z now, stack protector, fortify; debug info in $(basename "$ddeb")"

if command -v lintian >/dev/null; then
    # Every tag fails the test, but one: the spelling override covers random bytes of compressed
    # resources that may or may not read like a word in a given build (packaging/debian
    # lintian-overrides), so it may go unused.
    report=$(lintian --pedantic --display-info "$deb" 2>&1 | grep -v 'running with root privileges' \
        | grep -v 'unused-override spelling-error-in-binary' | grep -v '^N: ' || true)
    if [ -n "$report" ]; then
        printf '%s\n' "$report"
        fail "lintian"
    fi
    echo "lintian: nothing to report"
else
    echo "lintian not installed (packaging/setup-debian.sh installs it): skipped"
fi

if command -v rpmbuild >/dev/null; then
    cpack --config "$build/CPackConfig.cmake" -G RPM -B "$work/rpm" >/dev/null
    rpm=$(ls "$work"/rpm/*.rpm)
    rpm -qp --recommends "$rpm" 2>/dev/null | grep -q 'gnome-keyring or keepassxc' \
        || fail "rpm does not recommend a Secret Service provider"
    reqs=$(rpm -qp --requires "$rpm" 2>/dev/null)
    for req in 'libQt6Widgets.so.6()(64bit)' 'libqt6keychain.so.1()(64bit)' qt6-qtsvg qt6-qtwayland ca-certificates; do
        echo "$reqs" | grep -qxF "$req" || fail "rpm Requires lacks $req"
    done
    # The same files as the .deb (directories aside).
    deb_files=$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ {print substr($6, 2)}' | sort)
    rpm_files=$(rpm -qp --list "$rpm" 2>/dev/null | while read -r f; do [ -d "$work/root$f" ] || echo "$f"; done | sort)
    [ "$deb_files" = "$rpm_files" ] || { echo "$deb_files" >"$work/d"; echo "$rpm_files" >"$work/r";
        diff "$work/d" "$work/r"; fail "the .rpm and the .deb hold different files"; }
    rpm2cpio "$rpm" | (mkdir -p "$work/rpmroot" && cd "$work/rpmroot" && cpio -idm --quiet)
    file -b "$work/rpmroot/usr/bin/webshop-desktop" | grep -q ', stripped' || fail "rpm: binary not stripped"
    if command -v rpmlint >/dev/null; then
        rpmlint "$rpm" || true # advisory: Fedora's policy checks, shown for the record
    fi
    echo "rpm ok: $(basename "$rpm")"
else
    echo "rpmbuild not installed (packaging/setup-debian.sh installs rpm): skipped"
fi
echo "package ok: $(basename "$deb")"
