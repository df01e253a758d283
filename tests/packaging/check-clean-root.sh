#!/bin/sh
# Packages this build (.deb with CPack, AppDir from the install tree) and runs
# packaging/test-clean-root.sh on both.
#   check-clean-root.sh BUILD_DIR SOURCE_DIR QT_PLUGIN_DIR
set -eu
build=$1; src=$2; qtplugins=$3
# debootstrap and chroot need root: CI runs as root; elsewhere the test reports "skipped".
[ "$(id -u)" -eq 0 ] || { echo "not root: clean-root test skipped"; exit 77; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >/dev/null
cmake --install "$build" --prefix "$work/install" --strip >/dev/null
sh "$src/packaging/linux/make-appdir.sh" "$work/install" "$qtplugins" "$work/WebshopDesktop.AppDir"
WEBSHOP_CLEANROOT_CACHE=${WEBSHOP_CLEANROOT_CACHE:-$build/cleanroot} \
    sh "$src/packaging/test-clean-root.sh" "$(ls "$work"/out/*.deb)" "$work/WebshopDesktop.AppDir"
