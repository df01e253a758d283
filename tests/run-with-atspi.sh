#!/bin/sh
# Runs a command under Xvfb (a display of its own), inside a private D-Bus session whose
# accessibility bus (org.a11y.Bus, at-spi2-core) starts on demand, with a throw-away HOME:
# what a screen reader on a Linux desktop talks to. Ends the display and the bus with it.
#   run-with-atspi.sh HOME_DIR COMMAND [ARGS...]
set -eu
home=$1; shift
rm -rf "$home"
mkdir -p "$home/run"
chmod 700 "$home" "$home/run"
export HOME="$home" XDG_RUNTIME_DIR="$home/run" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config"
unset WAYLAND_DISPLAY
command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (package xvfb)" >&2; exit 1; }
[ -x /usr/libexec/at-spi-bus-launcher ] || { echo "at-spi2-core is missing" >&2; exit 1; }
# Qt joins the accessibility bus only if org.a11y.Bus is there when it starts (it does not
# start it): asking for the bus's address starts it (D-Bus activation), before the command.
exec xvfb-run -a -s "-screen 0 1600x1000x24" dbus-run-session -- sh -c '
    gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.a11y.Bus.GetAddress >/dev/null || { echo "no accessibility bus" >&2; exit 1; }
    exec "$@"' atspi "$@"
