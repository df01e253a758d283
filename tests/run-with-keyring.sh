#!/bin/sh
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (the real
# Secret Service), a throw-away HOME and no DISPLAY (with a display and no unlocked keyring,
# QtKeychain opens a prompt and waits forever).
#   run-with-keyring.sh HOME_DIR COMMAND [ARGS...]
set -eu
home=$1; shift
rm -rf "$home"
mkdir -p "$home/run"
chmod 700 "$home" "$home/run"
export HOME="$home" XDG_RUNTIME_DIR="$home/run" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config"
unset DISPLAY WAYLAND_DISPLAY
exec dbus-run-session -- sh -c 'printf %s webshop-test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"' keyring "$@"
