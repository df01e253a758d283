#!/bin/sh
# Runs a command with a real Secret Service whose login keyring is LOCKED: gnome-keyring in a
# private D-Bus session creates and unlocks the login keyring, then it is locked over D-Bus
# (org.freedesktop.Secret.Service.Lock). No DISPLAY, so no prompt can unlock it again. The
# daemon runs as a child in the foreground and ends with the command.
#   run-with-locked-keyring.sh HOME_DIR COMMAND [ARGS...]
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
    login=/org/freedesktop/secrets/collection/login
    i=0
    # The login collection appears shortly after --unlock returns.
    until gdbus call --session --dest org.freedesktop.secrets --object-path /org/freedesktop/secrets \
            --method org.freedesktop.DBus.Properties.Get org.freedesktop.Secret.Service Collections 2>/dev/null | grep -q "$login"; do
        i=$((i + 1)); [ $i -lt 100 ] || { echo "no login keyring" >&2; exit 1; }; sleep 0.05
    done
    gdbus call --session --dest org.freedesktop.secrets --object-path /org/freedesktop/secrets \
        --method org.freedesktop.Secret.Service.Lock "[objectpath \"$login\"]" >/dev/null
    locked=$(gdbus call --session --dest org.freedesktop.secrets --object-path $login \
        --method org.freedesktop.DBus.Properties.Get org.freedesktop.Secret.Collection Locked)
    [ "$locked" = "(<true>,)" ] || { echo "keyring did not lock: $locked" >&2; exit 1; }
    "$@"' keyring "$@"
