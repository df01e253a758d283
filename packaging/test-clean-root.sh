#!/bin/sh
# Proves the .deb in a minimal Debian 12 root: apt-get resolves its Depends from the archive
# (not from this machine), the installed binaries run (--version, an offscreen screenshot of
# the demo basket, the demo server answers a client login), and a purge leaves no file of the
# package behind. With an AppDir it then starts the relocatable bundle from its folder in the
# same root, after the package and its dependencies are gone.
#   test-clean-root.sh DEB [APPDIR]
# Needs root, debootstrap and network access to the Debian mirror of this machine's apt
# sources. The minimal root is cached as a tarball in $WEBSHOP_CLEANROOT_CACHE (default: the
# folder of the .deb) so that later runs skip debootstrap.
set -eu
deb=$(realpath "$1")
appdir=${2:+$(realpath "$2")}
cache=${WEBSHOP_CLEANROOT_CACHE:-$(dirname "$deb")}
[ "$(id -u)" -eq 0 ] || { echo "test-clean-root.sh: needs root (debootstrap, chroot)"; exit 1; }

step() { printf '\n== %s (%ss)\n' "$*" "$(( $(date +%s) - t0 ))"; }
t0=$(date +%s)

work=$(mktemp -d /var/tmp/webshop-cleanroot.XXXXXX)
root=$work/root
server_pid=""
cleanup() {
    [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
    for m in dev/pts dev proc; do
        mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m"
    done
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

step "minimal Debian 12 root"
sh "$(dirname "$0")/debian-minbase.sh" "$cache" "$root"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
run() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step "apt-get install ./$(basename "$deb") (Depends only)"
cp "$deb" "$root/tmp/"
run apt-get update -qq
run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "./tmp/$(basename "$deb")" >"$work/install.log" 2>&1 || { tail -30 "$work/install.log"; exit 1; }
run dpkg-query -L webshop-desktop >"$work/files"

step "installed binaries"
version=$(run webshop-desktop --version)
echo "$version"
echo "$version" | grep -q '^webshop-desktop [0-9]' || { echo "unexpected --version: $version"; exit 1; }
run webshop-demo-server --version

# A PNG is non-blank when its decoded pixels hold more than a handful of distinct values.
png_nonblank() {
    python3 - "$1" <<'EOF'
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, width, height = 8, b'', 0, 0
while pos < len(data):
    n, kind = struct.unpack('>I4s', data[pos:pos + 8])
    if kind == b'IHDR':
        width, height = struct.unpack('>II', data[pos + 8:pos + 16])
    elif kind == b'IDAT':
        idat += data[pos + 8:pos + 8 + n]
    pos += 12 + n
raw = zlib.decompress(idat)
distinct = len(set(raw))
print(f'{width}x{height}, {distinct} distinct byte values')
sys.exit(0 if width > 100 and height > 100 and distinct > 16 else 1)
EOF
}
step "offscreen screenshot of the demo basket"
mkdir -p "$root/tmp/home/run" && chmod 700 "$root/tmp/home/run"
run env HOME=/tmp/home XDG_RUNTIME_DIR=/tmp/home/run QT_QPA_PLATFORM=offscreen \
    webshop-desktop --demo --show basket --screenshot /tmp/basket.png
png_nonblank "$root/tmp/basket.png"

step "webshop-demo-server --port 0 answers a client login"
login() { # $1: the log of a demo server started on port 0; answers "HTTP-code body".
    i=0
    until grep -q 'listening on' "$1"; do
        i=$((i + 1)); [ $i -lt 100 ] || { cat "$1"; return 1; }; sleep 0.1
    done
    url=$(sed -n 's/.* listening on \(http[^ ]*\) .*/\1/p' "$1" | head -n1)
    user=$(sed -n 's/.*apiUser \([^,]*\),.*/\1/p' "$1" | head -n1)
    pw=$(sed -n 's/.*apiPw \([^ ]*\)$/\1/p' "$1" | head -n1)
    curl -s -o "$work/login.json" -w '%{http_code}' -H 'Content-Type: application/json' \
        --data "{\"apiUser\":\"$user\",\"apiPw\":\"$pw\"}" "${url%/}/webshop/v1/login/client"
}
# Not through run(): the background job must be the server itself (chroot and env exec it), so
# that the kill below ends it, and no server outlives the test.
chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp/home LANG=C.UTF-8 \
    webshop-demo-server --port 0 >"$work/server.log" 2>&1 &
server_pid=$!
code=$(login "$work/server.log")
kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""
# The reply carries a client JWT ("eyJ…"); it is checked, never printed.
[ "$code" = 200 ] && grep -q 'eyJ' "$work/login.json" \
    || { echo "client login: HTTP $code"; exit 1; }
echo "client login: HTTP 200 with a client token"

step "apt-get purge webshop-desktop"
run env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq webshop-desktop >"$work/purge.log" 2>&1 \
    || { tail -20 "$work/purge.log"; exit 1; }
left=""
while IFS= read -r f; do
    [ -d "$root$f" ] && [ ! -L "$root$f" ] && continue # shared directories like /usr/bin stay
    [ -e "$root$f" ] || [ -L "$root$f" ] && left="$left $f"
done <"$work/files"
strays=$(cd "$root" && find . -xdev \( -path ./proc -o -path ./dev -o -path ./tmp -o -path ./var/log \
    -o -path ./var/cache/apt -o -path ./var/lib/apt \) -prune -o -iname '*webshop*' -print)
[ -z "$left$strays" ] || { echo "left after the purge:$left $strays"; exit 1; }
echo "nothing of the package is left ($(grep -c . "$work/files") paths checked)"

if [ -n "$appdir" ]; then
    step "AppDir bundle from its folder, without the package's dependencies"
    run env DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -qq >/dev/null 2>&1
    # What every desktop has and an AppImage does not bundle: OpenGL/EGL, fontconfig, a font.
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        libgl1 libegl1 libopengl0 libfontconfig1 fonts-dejavu-core >"$work/base.log" 2>&1 \
        || { tail -20 "$work/base.log"; exit 1; }
    cp -a "$appdir" "$root/opt/WebshopDesktop.AppDir"
    run /opt/WebshopDesktop.AppDir/AppRun --version
    run env HOME=/tmp/home XDG_RUNTIME_DIR=/tmp/home/run QT_QPA_PLATFORM=offscreen \
        /opt/WebshopDesktop.AppDir/AppRun --demo --show basket --screenshot /tmp/bundle.png
    png_nonblank "$root/tmp/bundle.png"
fi
step "clean root passed"
