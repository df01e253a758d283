#!/bin/sh
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (the real
# Secret Service), a throw-away HOME and no DISPLAY (with a display and no unlocked keyring,
# QtKeychain opens a prompt and waits forever). The keyring daemon runs in the foreground as a
# child and is ended with the command: a daemonized one would outlive the session and keep
# every file descriptor it inherited (a build lock, say) open.
#   run-with-keyring.sh HOME_DIR COMMAND [ARGS...]
set -eu
home=$1; shift
rm -rf "$home"
mkdir -p "$home/run"
chmod 700 "$home" "$home/run"
export HOME="$home" XDG_RUNTIME_DIR="$home/run" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config"
unset DISPLAY WAYLAND_DISPLAY
exec dbus-run-session -- sh -c '
    printf %s webshop-test-keyring | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
    keyring=$!
    trap "kill $keyring 2>/dev/null" EXIT
    i=0
    until gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
            --method org.freedesktop.DBus.NameHasOwner org.freedesktop.secrets 2>/dev/null | grep -q true; do
        i=$((i + 1)); [ $i -lt 200 ] || { echo "the keyring did not start" >&2; exit 1; }; sleep 0.05
    done
    "$@"' keyring "$@"
