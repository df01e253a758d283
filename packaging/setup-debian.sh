#!/bin/sh
# Installs every Debian 12 package that the build, the tests and the demo need.
# Idempotent and quiet when everything is there. Run as root (or it uses sudo).
set -eu

PACKAGES="
build-essential cmake ninja-build pkg-config file
qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev qt6-websockets-dev qt6-svg-dev
qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
qtkeychain-qt6-dev libqt6svg6 libqt6sql6-sqlite qt6-qpa-plugins qt6-image-formats-plugins
gnome-keyring libsecret-1-0 libglib2.0-bin dbus dbus-user-session at-spi2-core
xvfb xauth fonts-dejavu-core curl dpkg-dev desktop-file-utils appstream poppler-utils
lintian rpm cpio patchelf wixl msitools debootstrap python3 file binutils
"

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing:$missing"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
