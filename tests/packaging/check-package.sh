#!/bin/sh
# Builds the native package of this build with CPack and checks it the way an IT department
# would: desktop entry and AppStream metainfo validate, the .deb carries the single version
# number and every file it must, and the packaged binary runs.
#   check-package.sh BUILD_DIR SOURCE_DIR VERSION
set -eu
build=$1; src=$2; version=$3
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

desktop-file-validate "$src/packaging/linux/org.example.WebshopDesktop.desktop"
appstreamcli validate --no-net --pedantic "$build/packaging/org.example.WebshopDesktop.metainfo.xml" >/dev/null

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >/dev/null
deb=$(ls "$work"/out/*.deb)
info=$(dpkg-deb -f "$deb" Package Version Depends)
echo "$info"
echo "$info" | grep -qx "Package: webshop-desktop"
echo "$info" | grep -qx "Version: $version"
echo "$info" | grep -q "libqt6keychain1"
files=$(dpkg-deb -c "$deb")
for f in ./usr/bin/webshop-desktop ./usr/bin/webshop-demo-server \
         ./usr/share/applications/org.example.WebshopDesktop.desktop \
         ./usr/share/metainfo/org.example.WebshopDesktop.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/org.example.WebshopDesktop.svg \
         ./usr/share/doc/webshop-desktop/copyright; do
    echo "$files" | grep -q " $f\$" || { echo "missing in the package: $f"; exit 1; }
done
dpkg-deb -x "$deb" "$work/root"
out=$("$work/root/usr/bin/webshop-desktop" --version)
[ "$out" = "webshop-desktop $version" ] || { echo "packaged binary says: $out"; exit 1; }
echo "package ok: $(basename "$deb")"
